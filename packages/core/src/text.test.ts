import { describe, expect, it } from 'vitest';
import { wellFormed } from './text.js';

describe('wellFormed', () => {
  it.each([
    ['a lone high surrogate', 'a\ud800b', 'a\ufffdb'],
    ['a lone low surrogate', '\udc00', '\ufffd'],
    ['a high surrogate at the end', 'pie\ud83c', 'pie\ufffd'],
    ['two high surrogates in a row', '\ud800\ud800', '\ufffd\ufffd'],
  ])('replaces %s with U+FFFD', (_label, input, expected) => {
    expect(wellFormed(input)).toBe(expected);
  });

  it('keeps pairs, accents and plain text as they are', () => {
    for (const text of ['Crème brûlée 🍮', 'Dal', '', '𝄞 clef'])
      expect(wellFormed(text)).toBe(text);
  });
});
