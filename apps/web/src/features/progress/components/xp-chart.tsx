import type { ProgressHistory } from '@mise/core';
import { dayMonth, shortDay } from '../format';

// The drawing's own coordinates; the SVG scales to its box's width.
const WIDTH = 360;
const HEIGHT = 140;
const PLOT_TOP = 16;
const PLOT_BOTTOM = 116;

/**
 * XP earned per day as bars (decision 0015: an SVG of our own, no chart library). The drawing is
 * one image named by its summary; the table in the disclosure under it lists every day.
 */
export function XpChart({ days }: { days: ProgressHistory['items'] }) {
  if (days.length === 0) return null;
  const total = days.reduce((sum, day) => sum + day.xp, 0);
  const best = days.reduce((top, day) => (day.xp > top.xp ? day : top), days[0]!);
  const scaleMax = Math.max(best.xp * 1.1, 10);
  const slot = WIDTH / days.length;
  const bar = Math.max(2, slot - 3);
  const first = days[0]!.date;
  const last = days[days.length - 1]!.date;
  const summary =
    total === 0
      ? `No XP earned from ${dayMonth(first)} to ${dayMonth(last)} yet.`
      : `${total} XP earned from ${dayMonth(first)} to ${dayMonth(last)}, most on ${shortDay(best.date)} (${best.xp} XP).`;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-800">{summary}</p>
      <svg
        role="img"
        aria-label={`XP per day. ${summary} The table below lists each day.`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        data-testid="xp-chart"
      >
        <line x1={0} x2={WIDTH} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} className="stroke-slate-300" />
        {days.map((day, i) => {
          const height =
            day.xp > 0 ? Math.max(2, (day.xp / scaleMax) * (PLOT_BOTTOM - PLOT_TOP)) : 0;
          return (
            <rect
              key={day.date}
              x={i * slot + (slot - bar) / 2}
              y={PLOT_BOTTOM - height}
              width={bar}
              height={height}
              rx={1.5}
              className="fill-emerald-600"
            >
              <title>{`${shortDay(day.date)}: ${day.xp} XP`}</title>
            </rect>
          );
        })}
        <text x={0} y={HEIGHT - 6} className="fill-slate-700 text-[11px]">
          {dayMonth(first)}
        </text>
        <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className="fill-slate-700 text-[11px]">
          {dayMonth(last)}
        </text>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-emerald-800">
          XP by day as a table
        </summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                XP
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Cooks
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {shortDay(day.date)}
                </th>
                <td className="py-1 text-right tabular-nums">{day.xp}</td>
                <td className="py-1 text-right tabular-nums">{day.cooks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
