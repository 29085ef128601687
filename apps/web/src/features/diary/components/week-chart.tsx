import { Link } from 'react-router';
import type { DailySummary } from '@mise/core';
import { formatGrams, formatKcal } from '../totals';
import { shortDay, weekday } from '../days';

export interface WeekChartProps {
  /** Seven days, oldest first, each with totals (zeros for an empty day). */
  days: readonly DailySummary[];
  today: string;
  selected: string;
  calorieTarget: number | undefined;
  trackMacros: boolean;
  trackSugar: boolean;
  /** The address of a day of the diary. */
  hrefOf: (date: string) => string;
}

// The drawing's own coordinates; the SVG scales to its box's width.
const WIDTH = 350;
const SLOT = WIDTH / 7;
const BAR = 28;
const PLOT_TOP = 20;
const PLOT_BOTTOM = 138;
const HEIGHT = 172;

/**
 * Calories of the week as seven bars against the target line (decision 0015: an SVG of our own, not
 * a chart library). The drawing is one image for assistive technology, named by what it shows; the
 * table under it is its accessible equivalent, a row per day with every total and a link to the day.
 */
export function WeekChart({
  days,
  today,
  selected,
  calorieTarget,
  trackMacros,
  trackSugar,
  hrefOf,
}: WeekChartProps) {
  const target = calorieTarget ?? 0;
  const highest = Math.max(0, ...days.map((day) => day.total_calories));
  // Room above the taller of the target and the best day, so neither touches the top labels.
  const scaleMax = Math.max(target * 1.15, highest * 1.1, 1);
  const yOf = (kcal: number) => PLOT_BOTTOM - (kcal / scaleMax) * (PLOT_BOTTOM - PLOT_TOP);
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  const label =
    first && last
      ? `Calories per day from ${shortDay(first)} to ${shortDay(last)}${
          target > 0 ? `, against a target of ${formatKcal(target)} kcal` : ''
        }. The table below lists each day.`
      : 'Calories per day';

  return (
    <div className="flex flex-col gap-3">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        data-testid="week-chart"
      >
        {days.map((day, i) => {
          const x = i * SLOT + (SLOT - BAR) / 2;
          const kcal = day.total_calories;
          const top = kcal > 0 ? Math.min(yOf(kcal), PLOT_BOTTOM - 2) : PLOT_BOTTOM - 2;
          const over = target > 0 && kcal > target;
          const isToday = day.date === today;
          return (
            <g key={day.date}>
              {day.date === selected ? (
                <rect
                  x={i * SLOT + 2}
                  y={4}
                  width={SLOT - 4}
                  height={HEIGHT - 8}
                  rx={8}
                  className="fill-slate-100"
                />
              ) : null}
              <rect
                data-date={day.date}
                data-kcal={kcal}
                x={x}
                y={top}
                width={BAR}
                height={PLOT_BOTTOM - top}
                rx={4}
                className={
                  kcal <= 0 ? 'fill-slate-300' : over ? 'fill-amber-600' : 'fill-emerald-600'
                }
              >
                <title>{`${shortDay(day.date)}: ${formatKcal(kcal)} kcal`}</title>
              </rect>
              <text
                x={x + BAR / 2}
                y={top - 5}
                textAnchor="middle"
                className="fill-slate-800 text-[11px] tabular-nums"
              >
                {formatKcal(kcal)}
              </text>
              <text
                x={x + BAR / 2}
                y={PLOT_BOTTOM + 16}
                textAnchor="middle"
                className={`text-[12px] ${isToday ? 'fill-emerald-800 font-bold' : 'fill-slate-700'}`}
              >
                {weekday(day.date)}
              </text>
              <text
                x={x + BAR / 2}
                y={PLOT_BOTTOM + 30}
                textAnchor="middle"
                className={`text-[11px] ${isToday ? 'fill-emerald-800 font-bold' : 'fill-slate-700'}`}
              >
                {isToday ? 'today' : day.date.slice(8).replace(/^0/, '')}
              </text>
            </g>
          );
        })}
        {target > 0 ? (
          <line
            x1={0}
            x2={WIDTH}
            y1={yOf(target)}
            y2={yOf(target)}
            strokeDasharray="5 4"
            strokeWidth={1.5}
            className="stroke-slate-600"
            data-testid="target-line"
          />
        ) : null}
      </svg>
      {target > 0 ? (
        <p className="flex items-center gap-2 text-xs text-slate-700">
          <span aria-hidden="true" className="w-5 border-t-2 border-dashed border-slate-600" />
          Target {formatKcal(target)} kcal
          <span aria-hidden="true" className="ml-2 size-2.5 rounded-sm bg-amber-600" />
          Over target
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">Daily totals for the last 7 days</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-700">
              <th scope="col" className="py-2 pr-2 text-left font-medium">
                Day
              </th>
              <th scope="col" className="px-1.5 py-2 font-medium">
                kcal
              </th>
              {trackMacros ? (
                <>
                  <th scope="col" className="px-1.5 py-2 font-medium">
                    Protein <span className="sr-only">(g)</span>
                  </th>
                  <th scope="col" className="px-1.5 py-2 font-medium">
                    Carbs <span className="sr-only">(g)</span>
                  </th>
                  <th scope="col" className="px-1.5 py-2 font-medium">
                    Fat <span className="sr-only">(g)</span>
                  </th>
                </>
              ) : null}
              {trackSugar ? (
                <th scope="col" className="px-1.5 py-2 font-medium">
                  Sugar <span className="sr-only">(g)</span>
                </th>
              ) : null}
              <th scope="col" className="py-2 pl-1.5 font-medium">
                Entries
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => {
              const isSelected = day.date === selected;
              return (
                <tr
                  key={day.date}
                  className={`border-b border-slate-100 ${isSelected ? 'bg-emerald-50' : ''}`}
                >
                  <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap">
                    <Link
                      to={hrefOf(day.date)}
                      aria-current={isSelected ? 'date' : undefined}
                      className={`inline-flex min-h-11 items-center rounded underline-offset-2 hover:underline ${
                        isSelected ? 'font-semibold text-emerald-900' : 'text-slate-900'
                      }`}
                    >
                      {shortDay(day.date)}
                      {day.date === today ? (
                        <>
                          {' '}
                          <span className="sr-only">(today)</span>
                        </>
                      ) : null}
                    </Link>
                  </th>
                  <td className="px-1.5 py-1 text-slate-900">{formatKcal(day.total_calories)}</td>
                  {trackMacros ? (
                    <>
                      <td className="px-1.5 py-1 text-slate-800">
                        {formatGrams(day.total_protein)}
                      </td>
                      <td className="px-1.5 py-1 text-slate-800">
                        {formatGrams(day.total_carbohydrates)}
                      </td>
                      <td className="px-1.5 py-1 text-slate-800">{formatGrams(day.total_fat)}</td>
                    </>
                  ) : null}
                  {trackSugar ? (
                    <td className="px-1.5 py-1 text-slate-800">{formatGrams(day.total_sugar)}</td>
                  ) : null}
                  <td className="py-1 pl-1.5 text-slate-800">{day.entries_count}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
