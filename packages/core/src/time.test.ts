import { describe, expect, it } from 'vitest';
import { formatMinutes, formatTime } from './time.js';

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [45, '45 min'],
    [59, '59 min'],
    [59.6, '1 h'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [90, '1 h 30 min'],
    [135, '2 h 15 min'],
    [360, '6 h'],
    [-5, '0 min'],
    [Number.NaN, '0 min'],
  ])('%d minutes reads %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('formatTime', () => {
  it.each<[number | null | undefined, string | null]>([
    // Nothing to show: no '0 min' for a recipe or step without a time.
    [0, null],
    [0.4, null],
    [null, null],
    [undefined, null],
    [-3, null],
    [Number.NaN, null],
    [8, '8 min'],
    [360, '6 h'],
    [90, '1 h 30 min'],
  ])('%s minutes → %s', (minutes, text) => {
    expect(formatTime(minutes)).toBe(text);
  });
});
