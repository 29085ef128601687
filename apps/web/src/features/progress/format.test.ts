import { describe, expect, it } from 'vitest';
import { addDays, formatXp, timeLeft, weekdayIndex } from './format';
import { EXPIRES_AT, NOW } from './test-fixtures';

describe('time left on a challenge', () => {
  it('in hours and minutes, minutes alone, under a minute, and expired', () => {
    expect(timeLeft(EXPIRES_AT, NOW)).toBe('9 h 12 min left');
    expect(timeLeft('2026-03-10T14:00:00.000Z', NOW)).toBe('12 min left');
    expect(timeLeft('2026-03-10T15:48:00.000Z', NOW)).toBe('2 h left');
    expect(timeLeft('2026-03-10T13:48:30.000Z', NOW)).toBe('Less than a minute left');
    expect(timeLeft('2026-03-10T13:00:00.000Z', NOW)).toBe('Expired');
  });
});

describe('calendar days', () => {
  it('move across months and know Monday from Sunday', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-10', 30)).toBe('2026-04-09');
    expect(weekdayIndex('2026-03-09')).toBe(0);
    expect(weekdayIndex('2026-03-15')).toBe(6);
  });
});

describe('XP', () => {
  it('groups thousands as en-US does', () => {
    for (const xp of [0, 7, 999, 1000, 12_345, 1_234_567, -1500, 2.5]) {
      expect(formatXp(xp)).toBe(`${xp.toLocaleString('en-US')} XP`);
    }
    expect(formatXp(1250)).toBe('1,250 XP');
  });
});
