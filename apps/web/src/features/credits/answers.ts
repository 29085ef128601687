import type { CreditLedgerEntry, Credits } from '@mise/core';
import {
  has,
  isInteger,
  isNullableString,
  isRecord,
  isString,
  unexpected,
} from '../../lib/answer-checks';

/**
 * GET /api/me/credits checked by hand, just enough for the page (no zod on a page that is not a
 * form). `answers.test.ts` holds the check to core's `CreditsSchema`.
 */
function isLedgerEntry(value: unknown): value is CreditLedgerEntry {
  return (
    isRecord(value) &&
    has(value, ['id', 'reason', 'created_at'], isString) &&
    isInteger(value.delta)
  );
}

export function creditsOf(body: unknown): Credits {
  if (
    !isRecord(body) ||
    !has(body, ['balance', 'monthly_allowance'], (v) => isInteger(v) && v >= 0) ||
    !isString(body.resets_at) ||
    !isRecord(body.costs) ||
    !has(
      body.costs,
      ['ai_chat', 'ai_nutrition', 'image_generation'],
      (v) => isInteger(v) && v >= 0,
    ) ||
    !Array.isArray(body.ledger) ||
    !body.ledger.every(isLedgerEntry) ||
    !isNullableString(body.next_cursor)
  )
    throw unexpected('your credits');
  return body as unknown as Credits;
}
