import { progressMessages, type DailyChallengeStatus } from '@mise/core';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { isApiError, isUnreachable } from '../../../lib/api-client';
import { useCompleteChallenge } from '../api';
import { timeLeft } from '../format';
import { ProgressIcon } from './progress-icon';

const difficultyTone = {
  easy: 'bg-emerald-100 text-emerald-900',
  medium: 'bg-amber-100 text-amber-900',
  hard: 'bg-rose-100 text-rose-900',
} as const;

/**
 * Today's challenges (spec-2 §3): difficulty, XP, done or the time left until the local midnight.
 * The server completes them from the actions it sees; "Check" asks it to look again (it decides).
 */
export function ChallengeList({
  challenges,
  now,
  offline = false,
}: {
  challenges: readonly DailyChallengeStatus[];
  now: Date;
  offline?: boolean;
}) {
  const complete = useCompleteChallenge();
  const check = (challenge: DailyChallengeStatus) =>
    complete.mutate(challenge.id, {
      onSuccess: (answer) => {
        if (!answer.newly_completed) toast.info(`${challenge.name} is already done.`);
      },
      onError: (error) => {
        if (isUnreachable(error)) toast.warning(progressMessages.saveFailed);
        else
          toast.error(isApiError(error) ? error.message : progressMessages.completeChallengeFailed);
      },
    });
  return (
    <ul className="flex flex-col gap-3">
      {challenges.map((challenge) => (
        <li
          key={challenge.id}
          className={`flex items-start gap-3 rounded-xl border p-4 ${
            challenge.completed ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white'
          }`}
        >
          <ProgressIcon name={challenge.icon} className="mt-0.5 size-6 shrink-0 text-emerald-800" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">{challenge.name}</h3>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium capitalize ${difficultyTone[challenge.difficulty]}`}
              >
                {challenge.difficulty}
              </span>
              <span className="text-sm font-medium text-slate-800">+{challenge.xp} XP</span>
            </div>
            <p className="mt-1 text-sm text-slate-700">{challenge.description}</p>
            <p className="mt-1 text-sm text-slate-800">
              {challenge.completed ? (
                <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  Done
                </span>
              ) : (
                timeLeft(challenge.expires_at, now)
              )}
            </p>
          </div>
          {!challenge.completed && !offline ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => check(challenge)}
              busy={complete.isPending && complete.variables === challenge.id}
              aria-label={`Check ${challenge.name}`}
            >
              Check
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
