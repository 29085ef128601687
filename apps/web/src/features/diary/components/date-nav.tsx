import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@mise/core';
import { buttonClasses } from '../../../components/ui/button';
import { longDay, relativeDay } from '../days';

export interface DateNavProps {
  selected: string;
  today: string;
  hrefOf: (date: string) => string;
  onPick: (date: string) => void;
  /** More day actions (Copy yesterday). */
  children?: ReactNode;
}

const arrowClasses =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-900 hover:bg-slate-100';

/**
 * The selected day and how to move: previous and next day, Today, and a date picker. Each is a link
 * to the day's address (`?date=`), so Back returns to the day before and a copied link opens the same
 * day. The day's name is announced when it changes.
 */
export function DateNav({ selected, today, hrefOf, onPick, children }: DateNavProps) {
  const pickerId = useId();
  const relative = relativeDay(selected, today);
  const isToday = selected === today;
  return (
    <nav aria-label="Diary day" className="mb-4 flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Link to={hrefOf(addDays(selected, -1))} className={arrowClasses} aria-label="Previous day">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Link>
        <div aria-live="polite" aria-atomic="true" className="min-w-0 flex-1 text-center">
          <h2 className="text-xl font-semibold text-slate-900">
            {relative ?? longDay(selected, today).split(' ')[0]}
          </h2>
          <p className="text-sm text-slate-700">{longDay(selected, today)}</p>
        </div>
        <Link to={hrefOf(addDays(selected, 1))} className={arrowClasses} aria-label="Next day">
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* On today, Today would go nowhere: it shows once the cook has moved away. */}
        {isToday ? null : (
          <Link to={hrefOf(today)} className={buttonClasses('secondary', 'sm', 'min-h-11')}>
            Today
          </Link>
        )}
        <label htmlFor={pickerId} className="sr-only">
          Go to a day
        </label>
        <div className="relative">
          <CalendarDays
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-700"
          />
          <input
            id={pickerId}
            type="date"
            value={selected}
            onChange={(event) => {
              if (event.target.value) onPick(event.target.value);
            }}
            className="min-h-11 w-40 rounded-lg border border-slate-300 bg-white py-1.5 pr-2 pl-9 text-sm text-slate-900"
          />
        </div>
        {children}
      </div>
    </nav>
  );
}
