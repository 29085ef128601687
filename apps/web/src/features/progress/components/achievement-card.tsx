import type { AchievementStatus } from '@mise/core';
import { CheckCircle2, Lock } from 'lucide-react';
import { unlockDate } from '../format';
import { Meter } from './meter';
import { ProgressIcon } from './progress-icon';

/** One achievement: achieved (with its date, and "New" until seen) or locked with its progress. */
export function AchievementCard({
  achievement,
  isNew,
}: {
  achievement: AchievementStatus;
  isNew: boolean;
}) {
  const { achieved, progress, max_progress: max } = achievement;
  const shown = Math.min(progress, max);
  return (
    <article
      aria-labelledby={`achievement-${achievement.id}`}
      data-achieved={achieved || undefined}
      className={`flex h-full flex-col gap-3 rounded-xl border p-4 ${
        achieved ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div className="flex items-start gap-3">
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-full ${
            achieved ? 'bg-emerald-600 text-white' : 'bg-slate-200 text-slate-600'
          }`}
        >
          {achieved ? (
            <ProgressIcon name={achievement.icon} />
          ) : (
            <Lock aria-hidden="true" className="size-5" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`achievement-${achievement.id}`} className="font-semibold text-slate-900">
            {achievement.name}
            {isNew ? (
              <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 align-middle text-xs font-bold text-amber-950">
                New
              </span>
            ) : null}
          </h3>
          <p className="text-sm text-slate-700">{achievement.description}</p>
        </div>
        <span className="shrink-0 text-sm font-semibold text-slate-800">+{achievement.xp} XP</span>
      </div>
      {achieved ? (
        <p className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Achieved
          {achievement.date_unlocked ? ` on ${unlockDate(achievement.date_unlocked)}` : ''}
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <Meter
            value={shown}
            max={max}
            label={`${achievement.name} progress`}
            valueText={`${shown} of ${max}`}
            tone="slate"
          />
          <p className="text-sm text-slate-700">
            Locked —{' '}
            <span className="tabular-nums">
              {shown} / {max}
            </span>
          </p>
        </div>
      )}
    </article>
  );
}
