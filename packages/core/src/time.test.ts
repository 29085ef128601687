import { describe, expect, it } from 'vitest';
import { formatMinutes } from './time.js';

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [59, '59 min'],
    [60, '1h 0m'],
    [61, '1h 1m'],
    [135, '2h 15m'],
    [-5, '0 min'],
  ])('%i minutes reads %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
