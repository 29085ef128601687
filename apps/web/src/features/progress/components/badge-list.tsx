import type { BadgeStatus } from '@mise/core';
import { Lock } from 'lucide-react';
import { ProgressIcon } from './progress-icon';

/** The five badges, unlocked or with the level that unlocks them. */
export function BadgeList({ badges }: { badges: readonly BadgeStatus[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {badges.map((badge) => (
        <li
          key={badge.id}
          className={`flex flex-col items-center gap-1 rounded-xl border p-3 text-center ${
            badge.unlocked
              ? 'border-amber-300 bg-amber-50 text-slate-900'
              : 'border-slate-200 bg-slate-50 text-slate-700'
          }`}
        >
          {badge.unlocked ? (
            <ProgressIcon name={badge.icon} className="size-8 text-amber-700" />
          ) : (
            <Lock aria-hidden="true" className="size-8 text-slate-500" />
          )}
          <span className="font-semibold">{badge.name}</span>
          <span className="text-xs">
            {badge.unlocked ? 'Unlocked' : `Locked — unlocks at level ${badge.level}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
