import { Link } from 'react-router';
import { progressMessages } from '@mise/core';
import { ArrowRight } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { buttonClasses } from '../../../components/ui/button';
import { useDeferredArrival } from '../../../lib/deferred-arrival';
import { HISTORY_DAYS, useProgressHistory } from '../api';
import { BadgeList } from '../components/badge-list';
import { ChallengeList } from '../components/challenge-list';
import { LevelCard } from '../components/level-card';
import { OfflineNote } from '../components/offline-note';
import { CALENDAR_DAYS, StreakCalendar } from '../components/streak-calendar';
import { XpChart } from '../components/xp-chart';
import { useNow } from '../format';
import { useNewChallengesToast, useProgressData } from '../use-progress-data';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Loading() {
  return (
    <div role="status" aria-label="Loading your progress" className="flex flex-col gap-4">
      <Skeleton className="h-32" />
      <Skeleton className="h-48" />
      <Skeleton className="h-40" />
    </div>
  );
}

/** My Cooking Journey (spec-2 §2; issue 14 point 8). */
export function ProgressPage() {
  const history = useProgressHistory(CALENDAR_DAYS);
  const data = useProgressData(progressMessages.loadFailed.myAchievements, history.data);
  const now = useNow();
  useNewChallengesToast(data.progress, !data.lastKnown && !!data.progress);
  // The cards, calendar and chart are drawn in a deferred render when the answers first arrive
  // (lib/deferred-arrival.ts): the skeletons stay until then. The last known progress (a failed
  // load) shows at once, with its note.
  const arrived = useDeferredArrival(data.progress);
  const progress = data.lastKnown ? data.progress : arrived;
  const historyData = useDeferredArrival(history.data);
  const progressArriving = data.progress !== undefined && progress === undefined;
  const historyPending = history.isPending || (history.data !== undefined && !historyData);
  const chartDays = historyData?.items.slice(-HISTORY_DAYS) ?? [];

  return (
    <>
      <PageHeader
        title="My Cooking Journey"
        description="Your level, experience points, streak, badges and today's challenges."
        actions={
          <Link to="/achievements" className={buttonClasses('secondary', 'md')}>
            My Achievements
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        }
      />
      {data.lastKnown ? (
        <OfflineNote lastKnown={data.lastKnown} onRetry={data.retry} retrying={data.retrying} />
      ) : null}
      {data.isPending || progressArriving ? (
        <Loading />
      ) : data.failed || !progress ? (
        <ErrorState
          message={progressMessages.loadFailed.myAchievements}
          onRetry={data.retry}
          retrying={data.retrying}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <LevelCard progress={progress} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Section id="streak-heading" title="Streak">
              <StreakCalendar
                streakDays={progress.streak_days}
                today={progress.today}
                history={historyData}
              />
              {history.isError ? (
                <p className="mt-2 text-sm text-slate-700">
                  Your cooking days could not be loaded.
                </p>
              ) : null}
            </Section>
            <Section id="xp-heading" title="XP over the last 30 days">
              {historyPending ? (
                <Skeleton className="h-36" />
              ) : history.isError ? (
                <p className="text-sm text-slate-700">Your XP history could not be loaded.</p>
              ) : (
                <XpChart days={chartDays} />
              )}
            </Section>
          </div>
          <Section id="challenges-heading" title="Today's challenges">
            {progress.daily_challenges.length === 0 ? (
              <EmptyState title="No challenges today yet">
                New challenges arrive each day at midnight.
              </EmptyState>
            ) : (
              <ChallengeList
                challenges={progress.daily_challenges}
                now={now}
                offline={!!data.lastKnown}
              />
            )}
          </Section>
          <Section id="badges-heading" title="Badges">
            <BadgeList badges={progress.badges} />
          </Section>
          <p>
            <Link to="/achievements" className="font-medium text-emerald-800 underline">
              See all your achievements
            </Link>
          </p>
        </div>
      )}
    </>
  );
}
