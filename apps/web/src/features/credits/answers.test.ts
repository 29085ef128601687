import { CreditsSchema } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { creditsOf } from './answers';

const credits = {
  balance: 48,
  monthly_allowance: 50,
  resets_at: '2026-12-01T00:00:00.000Z',
  costs: { ai_chat: 1, ai_nutrition: 2, image_generation: 5 },
  ledger: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      delta: -2,
      reason: 'AI nutrition estimate',
      created_at: '2026-11-20T12:00:00.000Z',
    },
  ],
  next_cursor: null,
};

/** The hand check accepts what core's schema accepts, and refuses what it refuses. */
describe('credits answer checked by hand', () => {
  it('accepts the answer as the schema does', () => {
    expect(creditsOf(credits)).toEqual(CreditsSchema.parse(credits));
    const more = { ...credits, next_cursor: 'abc' };
    expect(creditsOf(more)).toEqual(CreditsSchema.parse(more));
  });

  it('refuses what the schema refuses', () => {
    for (const bad of [
      { ...credits, balance: -1 },
      { ...credits, balance: '48' },
      { ...credits, costs: { ai_chat: 1, ai_nutrition: 2 } },
      { ...credits, ledger: [{ ...credits.ledger[0], delta: 1.5 }] },
      { ...credits, ledger: 'none' },
      { ...credits, next_cursor: 3 },
      { ...credits, resets_at: undefined },
      null,
    ]) {
      expect(() => creditsOf(bad)).toThrow();
      expect(CreditsSchema.safeParse(bad).success).toBe(false);
    }
  });
});
