import type { Progress } from '@mise/core';
import { formatXp } from '../format';
import { Meter } from './meter';

/** Level, the bar to the next one and the total (spec-2 §4: level L rises at L × 100 XP). */
export function LevelCard({ progress }: { progress: Progress }) {
  const { level, current_xp, next_level_xp, total_xp } = progress;
  const toGo = Math.max(0, next_level_xp - current_xp);
  return (
    <section
      aria-labelledby="level-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="level-heading" className="text-2xl font-bold text-slate-900">
          Level {level}
        </h2>
        <p className="text-sm text-slate-700">
          Total: <span className="font-semibold text-slate-900">{formatXp(total_xp)}</span>
        </p>
      </div>
      <div className="mt-4 flex flex-col gap-2">
        <Meter
          value={current_xp}
          max={next_level_xp}
          label={`XP to level ${level + 1}`}
          valueText={`${current_xp} of ${next_level_xp} XP`}
        />
        <p className="text-sm text-slate-800">
          <span className="font-semibold tabular-nums">
            {current_xp} / {next_level_xp} XP
          </span>{' '}
          — {toGo} XP to level {level + 1}
        </p>
      </div>
    </section>
  );
}
