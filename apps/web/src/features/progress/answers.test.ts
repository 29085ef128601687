import { describe, expect, it } from 'vitest';
import {
  ChallengeCompleteSchema,
  ChallengeHistorySchema,
  PROGRESS_EVENT_KINDS,
  ProgressEventListSchema,
  ProgressHistorySchema,
  ProgressSchema,
} from '@mise/core';
import {
  challengeCompleteOf,
  challengeHistoryOf,
  EVENT_KINDS,
  progressEventsOf,
  progressHistoryOf,
  progressOf,
} from './answers';
import { makeChallenge, makeEvent, makeHistory, makeProgress } from './test-fixtures';

const progress = makeProgress();

describe('the hand checks agree with core’s schemas', () => {
  it('take what the schemas take', () => {
    expect(ProgressSchema.safeParse(progress).success).toBe(true);
    expect(progressOf(progress)).toEqual(progress);
    const events = { items: [makeEvent(), makeEvent({ kind: 'level', xp: 0 })] };
    expect(ProgressEventListSchema.safeParse(events).success).toBe(true);
    expect(progressEventsOf(events)).toEqual(events);
    const history = makeHistory();
    expect(ProgressHistorySchema.safeParse(history).success).toBe(true);
    expect(progressHistoryOf(history)).toEqual(history);
    const challenges = { items: [makeChallenge(0), makeChallenge(1)] };
    expect(ChallengeHistorySchema.safeParse(challenges).success).toBe(true);
    expect(challengeHistoryOf(challenges)).toEqual(challenges);
    const complete = { challenge: makeChallenge(2), newly_completed: true };
    expect(ChallengeCompleteSchema.safeParse(complete).success).toBe(true);
    expect(challengeCompleteOf(complete)).toEqual(complete);
  });

  it('copy the event kinds exactly', () => {
    expect(EVENT_KINDS).toEqual(PROGRESS_EVENT_KINDS);
  });

  it.each([
    ['no level', { ...progress, level: undefined }],
    ['XP as text', { ...progress, total_xp: '140' }],
    [
      'a category of none',
      { ...progress, achievements: [{ ...progress.achievements[0], category: 'fun' }] },
    ],
    [
      'a difficulty of none',
      { ...progress, daily_challenges: [{ ...progress.daily_challenges[0], difficulty: 'epic' }] },
    ],
    ['badges that are no list', { ...progress, badges: {} }],
  ])('refuse progress with %s, as the schema does', (_what, body) => {
    expect(ProgressSchema.safeParse(body).success).toBe(false);
    expect(() => progressOf(body)).toThrow(/unexpected answer/);
  });

  it('refuse an event of an unknown kind and a history day without cooks', () => {
    const event = { items: [{ ...makeEvent(), kind: 'party' }] };
    expect(ProgressEventListSchema.safeParse(event).success).toBe(false);
    expect(() => progressEventsOf(event)).toThrow(/unexpected answer/);
    const day = { items: [{ date: '2026-03-10', xp: 1 }] };
    expect(ProgressHistorySchema.safeParse(day).success).toBe(false);
    expect(() => progressHistoryOf(day)).toThrow(/unexpected answer/);
  });
});
