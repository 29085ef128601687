import type { ProgressHistory } from '@mise/core';
import { Flame } from 'lucide-react';
import { addDays, shortDay, weekdayIndex } from '../format';

export const CALENDAR_WEEKS = 5;
/** History enough for the calendar's first Monday, whatever today's weekday. */
export const CALENDAR_DAYS = CALENDAR_WEEKS * 7;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Kind words whatever the streak (issue 14: never shame a gap). */
export function streakWords(streakDays: number, cookedToday: boolean): string {
  if (streakDays <= 0) return 'Cook today to start a streak.';
  const days = streakDays === 1 ? '1 day' : `${streakDays} days`;
  if (cookedToday) return `${days} in a row. Lovely cooking!`;
  return `${days} in a row. Cook today to keep it going.`;
}

/**
 * The streak and the last five weeks as a calendar (Monday first), cooked days filled, today
 * outlined. A table: each day's cell says in words whether it had a cook.
 */
export function StreakCalendar({
  streakDays,
  today,
  history,
}: {
  streakDays: number;
  today: string;
  history: ProgressHistory | undefined;
}) {
  const cooks = new Map(history?.items.map((day) => [day.date, day.cooks]) ?? []);
  const first = addDays(today, -weekdayIndex(today) - (CALENDAR_WEEKS - 1) * 7);
  const weeks = Array.from({ length: CALENDAR_WEEKS }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(first, w * 7 + d)),
  );
  const cookedToday = (cooks.get(today) ?? 0) > 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Flame aria-hidden="true" className="size-6 text-orange-600" />
        {streakWords(streakDays, cookedToday)}
      </p>
      {history ? (
        <table className="w-full max-w-sm table-fixed border-separate border-spacing-1 text-center text-xs">
          <caption className="sr-only">Days you cooked in the last five weeks</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col" className="font-medium text-slate-700">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((date) => {
                  const future = date > today;
                  const count = cooks.get(date) ?? 0;
                  const words = future
                    ? 'still to come'
                    : count > 0
                      ? `cooked${count > 1 ? ` ${count} times` : ''}`
                      : 'no cook';
                  return (
                    <td key={date} data-date={date} data-cooked={count > 0 || undefined}>
                      <span
                        className={`flex aspect-square items-center justify-center rounded-md tabular-nums ${
                          count > 0
                            ? 'bg-emerald-600 font-semibold text-white'
                            : future
                              ? 'text-slate-500'
                              : 'bg-slate-100 text-slate-700'
                        } ${date === today ? 'ring-2 ring-slate-900 ring-offset-1' : ''}`}
                      >
                        <span aria-hidden="true">{Number(date.slice(8))}</span>
                        <span className="sr-only">
                          {shortDay(date)}
                          {date === today ? ' (today)' : ''}: {words}
                        </span>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
