import { useEffect, useState } from 'react';
import { ACHIEVEMENTS, BADGES, DAILY_CHALLENGES, progressMessages } from '@mise/core';
import { Info } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast-store';
import { prefersReducedMotion } from '../../../lib/motion';
import { AchievementCard } from '../components/achievement-card';

const achievement = ACHIEVEMENTS[0]!;
const badge = BADGES[1]!;
const challenge = DAILY_CHALLENGES[0]!;

/** Every toast the progress feed can show, in the words the server uses (core's messages). */
export const previews = [
  { label: 'XP', show: () => toast.success(progressMessages.xpEarned(30, 'Recipe cooked')) },
  { label: 'Level up', show: () => toast.success(progressMessages.levelUp(3)) },
  { label: 'Badge', show: () => toast.success(progressMessages.badgeUnlocked(badge.name)) },
  {
    label: 'Achievement',
    show: () => toast.success(progressMessages.achievementUnlocked(achievement.name)),
  },
  {
    label: 'Challenge',
    show: () => toast.success(progressMessages.challengeCompleted(challenge.name, challenge.xp)),
  },
  { label: 'New challenges', show: () => toast.info(progressMessages.newChallenges) },
  { label: 'Failed save', show: () => toast.warning(progressMessages.saveFailed) },
] as const;

/** The unlock, grown into place; shown at once when the member asked for less motion. */
function UnlockPreview() {
  const [grown, setGrown] = useState(false);
  const still = prefersReducedMotion();
  // A frame after mounting, so the browser draws the small state first and eases to the full one.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setGrown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      data-testid="unlock-preview"
      data-motion={still ? 'reduced' : 'full'}
      className={
        still
          ? ''
          : `transition-all duration-700 ease-out ${grown ? 'scale-100 opacity-100' : 'scale-75 opacity-0'}`
      }
    >
      <AchievementCard
        achievement={{
          ...achievement,
          achieved: true,
          progress: achievement.max_progress,
          date_unlocked: new Date().toISOString(),
          seen: false,
        }}
        isNew
      />
    </div>
  );
}

/**
 * The achievements tester (spec-2 §2; issue 14 point 8): previews every progress toast and the
 * unlock in this page only. It calls no server route, so progress is exactly as it was.
 */
export function AchievementsTesterPage() {
  const [run, setRun] = useState(0);
  return (
    <>
      <PageHeader
        title="Achievements Tester"
        description="Preview how progress toasts and an achievement unlock look."
      />
      <p className="mb-6 flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong>Previews only: nothing is saved.</strong> Your XP, level, achievements and
          challenges stay exactly as they are.
        </span>
      </p>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="toasts-heading">
          <h2 id="toasts-heading" className="mb-3 text-xl font-semibold text-slate-900">
            Toasts
          </h2>
          <div className="flex flex-wrap gap-2">
            {previews.map((preview) => (
              <Button key={preview.label} variant="secondary" onClick={preview.show}>
                {preview.label}
              </Button>
            ))}
            <Button onClick={() => previews.forEach((preview) => preview.show())}>
              Show every toast
            </Button>
          </div>
          <p className="mt-2 text-sm text-slate-700">
            At most three toasts show at once, the newest on top.
          </p>
        </section>
        <section aria-labelledby="unlock-heading">
          <h2 id="unlock-heading" className="mb-3 text-xl font-semibold text-slate-900">
            Unlock animation
          </h2>
          <Button variant="secondary" onClick={() => setRun((n) => n + 1)}>
            Play the unlock
          </Button>
          {run > 0 ? (
            <div className="mt-4 max-w-md">
              <p role="status" className="sr-only">
                Preview: {progressMessages.achievementUnlocked(achievement.name)}
              </p>
              <UnlockPreview key={run} />
            </div>
          ) : null}
        </section>
      </div>
    </>
  );
}
