import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ACHIEVEMENT_CATEGORIES, progressMessages, type AchievementCategory } from '@mise/core';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { useMarkAchievementsSeen } from '../api';
import { AchievementCard } from '../components/achievement-card';
import { OfflineNote } from '../components/offline-note';
import { useProgressData } from '../use-progress-data';

export const categoryNames: Record<AchievementCategory, string> = {
  cooking: 'Cooking',
  recipes: 'Recipes',
  health: 'Health',
};

/**
 * My Achievements (spec-2 §2; issue 14 point 8): all ten by category. The achieved ones not seen
 * yet are flagged "New" for this visit and marked seen once shown.
 */
export function AchievementsPage() {
  const data = useProgressData(progressMessages.loadFailed.myAchievements);
  const markSeen = useMarkAchievementsSeen();
  // Kept for the visit: marking them seen reloads the answer, and "New" must not vanish at once.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const sent = useRef(new Set<string>());
  const achievements = data.progress?.achievements;
  const live = !data.lastKnown;

  useEffect(() => {
    if (!achievements || !live) return;
    const ids = achievements
      .filter((a) => a.achieved && !a.seen && !sent.current.has(a.id))
      .map((a) => a.id);
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    setFresh((before) => new Set([...before, ...ids]));
    markSeen.mutate(ids, {
      onSuccess: (saved) => {
        if (!saved) toast.warning(progressMessages.saveFailed, { key: 'progress-save-failed' });
      },
    });
  }, [achievements, live, markSeen]);

  const achieved = achievements?.filter((a) => a.achieved).length ?? 0;
  return (
    <>
      <PageHeader
        title="My Achievements"
        description="Every achievement, the ones you have earned and how close you are to the rest."
      />
      {data.lastKnown ? (
        <OfflineNote lastKnown={data.lastKnown} onRetry={data.retry} retrying={data.retrying} />
      ) : null}
      {data.isPending ? (
        <div
          role="status"
          aria-label="Loading your achievements"
          className="grid gap-4 sm:grid-cols-2"
        >
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : data.failed || !achievements ? (
        <ErrorState
          message={progressMessages.loadFailed.myAchievements}
          onRetry={data.retry}
          retrying={data.retrying}
        />
      ) : (
        <div className="flex flex-col gap-8">
          <p className="text-slate-800">
            <span className="font-semibold">
              {achieved} of {achievements.length}
            </span>{' '}
            achieved.{' '}
            <Link to="/progress" className="font-medium text-emerald-800 underline">
              Back to My Cooking Journey
            </Link>
          </p>
          {ACHIEVEMENT_CATEGORIES.map((category) => {
            const inCategory = achievements.filter((a) => a.category === category);
            if (inCategory.length === 0) return null;
            return (
              <section key={category} aria-labelledby={`category-${category}`}>
                <h2
                  id={`category-${category}`}
                  className="mb-3 text-xl font-semibold text-slate-900"
                >
                  {categoryNames[category]}
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2">
                  {inCategory.map((achievement) => (
                    <li key={achievement.id}>
                      <AchievementCard
                        achievement={achievement}
                        isNew={fresh.has(achievement.id)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
