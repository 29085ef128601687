import { progressMessages } from '@mise/core';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useChallengeHistory } from '../api';
import { OfflineNote } from '../components/offline-note';
import { formatXp, shortDay, unlockDate } from '../format';
import { useProgressData } from '../use-progress-data';
import { categoryNames } from './achievements-page';

const th = 'px-3 py-2 text-left font-semibold text-slate-900';
const td = 'px-3 py-2 text-slate-800';

function TableBox({ children }: { children: React.ReactNode }) {
  // Scrolls sideways on a phone rather than squeezing the columns; focusable so keys can scroll it.
  return (
    <div tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      {children}
    </div>
  );
}

function ChallengeHistoryTable() {
  const history = useChallengeHistory();
  if (history.isPending)
    return (
      <div role="status" aria-label="Loading your daily challenges">
        <Skeleton className="h-40" />
      </div>
    );
  if (history.isError)
    return (
      <ErrorState
        message={progressMessages.loadFailed.myChallenges}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  if (history.data.items.length === 0)
    return <EmptyState title="No daily challenges yet">Your first ones arrive today.</EmptyState>;
  return (
    <TableBox>
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">
          Your daily challenges of the last 30 days, newest first
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Day
            </th>
            <th scope="col" className={th}>
              Challenge
            </th>
            <th scope="col" className={th}>
              Difficulty
            </th>
            <th scope="col" className={`${th} text-right`}>
              XP
            </th>
            <th scope="col" className={th}>
              Completed
            </th>
          </tr>
        </thead>
        <tbody>
          {history.data.items.map((c) => (
            <tr key={c.id} className="border-t border-slate-100">
              <td className={td}>{shortDay(c.date)}</td>
              <th scope="row" className={`${td} font-medium`}>
                {c.name}
              </th>
              <td className={`${td} capitalize`}>{c.difficulty}</td>
              <td className={`${td} text-right tabular-nums`}>{c.xp}</td>
              <td className={td}>{c.completed ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** The table-model view (spec-2 §3, §7): achievements with progress and seen state, badges, challenges. */
export function UserProgressPage() {
  const data = useProgressData(progressMessages.loadFailed.myAchievements);
  const { progress } = data;
  const owned = progress?.badges.filter((b) => b.unlocked) ?? [];
  return (
    <>
      <PageHeader
        title="Your Progress"
        description="Your progress as tables: achievements with their progress and seen state, the badges you own and your daily challenges."
      />
      {data.lastKnown ? (
        <OfflineNote lastKnown={data.lastKnown} onRetry={data.retry} retrying={data.retrying} />
      ) : null}
      <div className="flex flex-col gap-8">
        {data.isPending ? (
          <div role="status" aria-label="Loading your progress">
            <Skeleton className="h-64" />
          </div>
        ) : data.failed || !progress ? (
          <ErrorState
            message={progressMessages.loadFailed.myAchievements}
            onRetry={data.retry}
            retrying={data.retrying}
          />
        ) : (
          <>
            <p className="text-slate-800">
              Level <span className="font-semibold">{progress.level}</span> ·{' '}
              {formatXp(progress.total_xp)} in all · {progress.current_xp} /{' '}
              {progress.next_level_xp} XP to the next level
            </p>
            <section aria-labelledby="achievements-table-heading">
              <h2
                id="achievements-table-heading"
                className="mb-3 text-xl font-semibold text-slate-900"
              >
                Achievements
              </h2>
              <TableBox>
                <table className="w-full min-w-[36rem] text-sm">
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={th}>
                        Achievement
                      </th>
                      <th scope="col" className={th}>
                        Category
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        Progress
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        XP
                      </th>
                      <th scope="col" className={th}>
                        Unlocked
                      </th>
                      <th scope="col" className={th}>
                        Seen
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {progress.achievements.map((a) => (
                      <tr key={a.id} className="border-t border-slate-100">
                        <th scope="row" className={`${td} font-medium`}>
                          {a.name}
                        </th>
                        <td className={td}>{categoryNames[a.category]}</td>
                        <td className={`${td} text-right tabular-nums`}>
                          {Math.min(a.progress, a.max_progress)} / {a.max_progress}
                        </td>
                        <td className={`${td} text-right tabular-nums`}>{a.xp}</td>
                        <td className={td}>
                          {a.achieved
                            ? a.date_unlocked
                              ? unlockDate(a.date_unlocked)
                              : 'Yes'
                            : 'Not yet'}
                        </td>
                        <td className={td}>{a.achieved ? (a.seen ? 'Seen' : 'Not seen') : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            </section>
            <section aria-labelledby="badges-owned-heading">
              <h2 id="badges-owned-heading" className="mb-3 text-xl font-semibold text-slate-900">
                Badges owned
              </h2>
              <ul className="flex flex-wrap gap-2">
                {owned.map((b) => (
                  <li
                    key={b.id}
                    className="rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-950"
                  >
                    {b.name} <span className="font-normal">(level {b.level})</span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
        <section aria-labelledby="challenge-history-heading">
          <h2 id="challenge-history-heading" className="mb-3 text-xl font-semibold text-slate-900">
            Daily challenges, last 30 days
          </h2>
          <ChallengeHistoryTable />
        </section>
      </div>
    </>
  );
}
