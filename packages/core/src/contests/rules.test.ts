import { describe, expect, it } from 'vitest';
import { contestStatusAt, describeTimeLeft, placingsOf, timeLeftMs } from './rules.js';

describe('contest status', () => {
  const starts = '2026-05-01T00:00:00.000Z';
  const ends = '2026-05-31T00:00:00.000Z';
  it('is upcoming before the start, active from it, past from the end', () => {
    expect(contestStatusAt(starts, ends, new Date('2026-04-30T23:59:59.999Z'))).toBe('upcoming');
    expect(contestStatusAt(starts, ends, new Date(starts))).toBe('active');
    expect(contestStatusAt(starts, ends, new Date('2026-05-30T23:59:59.999Z'))).toBe('active');
    expect(contestStatusAt(starts, ends, new Date(ends))).toBe('past');
  });
});

describe('placings', () => {
  it('ties share first place, then dense rank; no vote, no placing', () => {
    const placings = placingsOf([
      { id: 'a', votes: 3 },
      { id: 'b', votes: 0 },
      { id: 'c', votes: 3 },
      { id: 'd', votes: 2 },
      { id: 'e', votes: 1 },
    ]);
    expect(Object.fromEntries(placings)).toEqual({ a: 1, b: null, c: 1, d: 2, e: 3 });
  });
  it('nobody wins a contest without votes', () => {
    expect([...placingsOf([{ id: 'a', votes: 0 }]).values()]).toEqual([null]);
    expect(placingsOf([]).size).toBe(0);
  });
});

describe('time left', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it('counts down and stops at zero', () => {
    expect(timeLeftMs('2026-05-01T00:10:00Z', now)).toBe(600_000);
    expect(timeLeftMs('2026-04-30T00:00:00Z', now)).toBe(0);
  });
  it('reads as minutes, hours, then days', () => {
    expect(describeTimeLeft(0)).toBe('Ended');
    expect(describeTimeLeft(60_000)).toBe('1 minute left');
    expect(describeTimeLeft(90_000)).toBe('2 minutes left');
    expect(describeTimeLeft(5 * 3_600_000)).toBe('5 hours left');
    expect(describeTimeLeft(3 * 86_400_000 + 1000)).toBe('3 days left');
  });
});
