import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, isCalendarDate, localDate } from './dates.js';

describe('diary days', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-03-01')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-3-1',
      '2026-03-01T00:00',
      '',
      '0000-01-01',
      '9999-12-31',
      '２０２６-03-01',
    ])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('adds days across months, years and leap days, and counts a range with both ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-07', -6)).toBe('2026-03-01');
    expect(daysInRange('2026-03-01', '2026-03-07')).toBe(7);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('reads the local day of an instant in the member’s time zone', () => {
    // 23:30 in Los Angeles on 1 March is 07:30 UTC on 2 March.
    const lateInLosAngeles = new Date('2026-03-02T07:30:00Z');
    expect(localDate(lateInLosAngeles, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(localDate(lateInLosAngeles, 'UTC')).toBe('2026-03-02');
    // Noon UTC on 1 March is already 01:00 on 2 March in Auckland (NZDT, +13).
    expect(localDate(new Date('2026-03-01T12:00:00Z'), 'Pacific/Auckland')).toBe('2026-03-02');
    expect(localDate(new Date('2026-03-01T12:00:00Z'), 'Not/AZone')).toBe('2026-03-01');
  });
});
