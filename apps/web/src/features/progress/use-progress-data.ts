import { useEffect, useRef } from 'react';
import { progressMessages, type Progress, type ProgressHistory } from '@mise/core';
import { toast } from '../../components/ui/toast-store';
import { useMe } from '../../lib/session';
import { useProgress } from './api';
import {
  lastChallengeDate,
  lastKnownProgress,
  rememberChallengeDate,
  rememberProgress,
  type LastKnown,
} from './last-known';

export interface ProgressData {
  /** The server's answer, else the last known one, else undefined. */
  progress: Progress | undefined;
  /** Set when `progress` is the last known one (the load failed). */
  lastKnown: LastKnown | null;
  isPending: boolean;
  /** The load failed and nothing was known before. */
  failed: boolean;
  retry: () => void;
  retrying: boolean;
}

const lastCookOf = (history: ProgressHistory | undefined) =>
  history?.items.findLast((day) => day.cooks > 0)?.date;

/**
 * The member's progress for a page: stored as the last known progress after each load, shown from
 * there (with the spec's toast) when a load fails (spec-2 §4, §8; issue 14 point 8).
 */
export function useProgressData(failedMessage: string, history?: ProgressHistory): ProgressData {
  const { data: me } = useMe();
  const memberId = me?.user.id ?? '';
  const query = useProgress();
  const told = useRef(false);

  useEffect(() => {
    if (query.data && memberId) rememberProgress(memberId, query.data, lastCookOf(history));
  }, [query.data, memberId, history]);

  useEffect(() => {
    if (!query.isError) {
      told.current = false;
      return;
    }
    if (told.current) return;
    told.current = true;
    toast.error(failedMessage, { key: 'progress-load-failed' });
  }, [query.isError, failedMessage]);

  const lastKnown = !query.data && query.isError && memberId ? lastKnownProgress(memberId) : null;
  return {
    progress: query.data ?? lastKnown?.progress,
    lastKnown,
    isPending: query.isPending && !query.isError,
    failed: query.isError && !lastKnown,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

/** spec-2 §4: a new day's challenges bring one info toast (the date is kept per member). */
export function useNewChallengesToast(progress: Progress | undefined, live: boolean) {
  const date = progress?.daily_challenges[0]?.date;
  useEffect(() => {
    if (!live || !date) return;
    if (lastChallengeDate() === date) return;
    rememberChallengeDate(date);
    toast.info(progressMessages.newChallenges, { key: 'progress-new-challenges' });
  }, [date, live]);
}
