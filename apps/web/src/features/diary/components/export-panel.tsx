import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { daysInRange, diaryMessages, isCalendarDate } from '@mise/core';
import { buttonClasses } from '../../../components/ui/button';
import { exportHref } from '../api';
import { shortDay } from '../days';
import { MAX_DIARY_RANGE_DAYS } from '../limits';

export interface ExportPanelProps {
  /** The week on screen: the default range. */
  from: string;
  to: string;
}

const fileName = (from: string, to: string) => `mise-food-diary_${from}_${to}.csv`;

/** The range's problem, in the server's words, or null when it can be downloaded. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return diaryMessages.dateInvalid;
  if (from > to) return diaryMessages.rangeOrder;
  if (daysInRange(from, to) > MAX_DIARY_RANGE_DAYS)
    return diaryMessages.rangeTooLong(MAX_DIARY_RANGE_DAYS);
  return null;
}

/**
 * CSV export (issue 12 point 7): plain links with `download` — the browser fetches the file with the
 * session cookie and saves it; no script reads it. The visible week, or a range the cook picks.
 */
export function ExportPanel({ from, to }: ExportPanelProps) {
  const headingId = useId();
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(to);
  const problem = rangeProblem(start, end);
  const problemId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-slate-900">
        Export
      </h2>
      <a
        href={exportHref(from, to)}
        download={fileName(from, to)}
        className={buttonClasses('secondary', 'md', 'self-start')}
      >
        <Download aria-hidden="true" className="size-4" />
        Download the last 7 days (CSV)
      </a>
      <details className="group rounded-lg border border-slate-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium text-slate-900">
          Choose dates
        </summary>
        <div className="flex flex-col gap-3 border-t border-slate-200 p-3">
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
              From
              <input
                type="date"
                value={start}
                max={end || undefined}
                aria-describedby={problem ? problemId : undefined}
                aria-invalid={problem ? true : undefined}
                onChange={(event) => setStart(event.target.value)}
                className="min-h-11 rounded-lg border border-slate-400 px-2 text-base font-normal"
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
              To
              <input
                type="date"
                value={end}
                min={start || undefined}
                aria-describedby={problem ? problemId : undefined}
                aria-invalid={problem ? true : undefined}
                onChange={(event) => setEnd(event.target.value)}
                className="min-h-11 rounded-lg border border-slate-400 px-2 text-base font-normal"
              />
            </label>
          </div>
          {problem ? (
            <p id={problemId} className="text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : (
            <a
              href={exportHref(start, end)}
              download={fileName(start, end)}
              className={buttonClasses('secondary', 'sm', 'min-h-11 self-start')}
            >
              <Download aria-hidden="true" className="size-4" />
              Download {shortDay(start)} to {shortDay(end)} (CSV)
            </a>
          )}
        </div>
      </details>
    </section>
  );
}
