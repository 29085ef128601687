import { describe, expect, it } from 'vitest';
import { dateParamOf, longDay, previousDayWords, relativeDay, shortDay, weekOf } from './days';

describe('diary days', () => {
  it('reads only real dates from the address', () => {
    expect(dateParamOf('2026-03-04')).toBe('2026-03-04');
    expect(dateParamOf('2026-02-30')).toBeNull();
    expect(dateParamOf('today')).toBeNull();
    expect(dateParamOf(null)).toBeNull();
  });

  it('gives the week as today and the 6 days before, across a month end', () => {
    expect(weekOf('2026-03-02')).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('names days as a cook says them, whatever the browser’s zone', () => {
    expect(longDay('2026-03-04', '2026-03-04')).toBe('Wednesday 4 March');
    expect(longDay('2025-12-31', '2026-03-04')).toBe('Wednesday 31 December 2025');
    expect(shortDay('2026-03-01')).toBe('Sun 1 Mar');
    expect(relativeDay('2026-03-03', '2026-03-04')).toBe('Yesterday');
    expect(relativeDay('2026-03-05', '2026-03-04')).toBe('Tomorrow');
    expect(relativeDay('2026-03-01', '2026-03-04')).toBeNull();
    expect(previousDayWords('2026-03-04', '2026-03-04')).toBe('yesterday');
    expect(previousDayWords('2026-03-02', '2026-03-04')).toBe('Sun 1 Mar');
  });
});
