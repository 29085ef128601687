import { z } from 'zod';
import { creditMessages as m } from './messages.js';
import { MAX_CREDIT_GRANT } from './rules.js';

/** The credits contract (issue 15 §3; api.md Credits; decision 0019). */

export const PAID_ACTIONS = ['ai_chat', 'ai_nutrition', 'image_generation'] as const;

export const CreditCostsSchema = z.object({
  ai_chat: z.number().int().min(0),
  ai_nutrition: z.number().int().min(0),
  image_generation: z.number().int().min(0),
});
export type CreditCosts = z.infer<typeof CreditCostsSchema>;

/** One ledger row: a spend is negative; the allowance, a refund and a grant positive. */
export const CreditLedgerEntrySchema = z.object({
  id: z.uuid(),
  delta: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});
export type CreditLedgerEntry = z.infer<typeof CreditLedgerEntrySchema>;

/** GET /api/me/credits — the balance, what renews when, the prices, and a page of the ledger. */
export const CreditsSchema = z.object({
  balance: z.number().int().min(0),
  monthly_allowance: z.number().int().min(0),
  /** The first instant of the next UTC month, ISO 8601. */
  resets_at: z.string(),
  costs: CreditCostsSchema,
  /** Newest first. */
  ledger: z.array(CreditLedgerEntrySchema),
  /** The next (older) page of the ledger: `?cursor=`; null at the end. */
  next_cursor: z.string().nullable(),
});
export type Credits = z.infer<typeof CreditsSchema>;

export const CreditsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

/** The admin CLI's grant (through the maintenance route of a running server, or directly). */
export const CreditGrantRequestSchema = z.object({
  email: z.string().max(320),
  amount: z
    .number()
    .int()
    .min(1, m.grantAmount(MAX_CREDIT_GRANT))
    .max(MAX_CREDIT_GRANT, m.grantAmount(MAX_CREDIT_GRANT)),
  reason: z.string().trim().max(200, m.reasonTooLong).optional(),
});
export type CreditGrantRequest = z.infer<typeof CreditGrantRequestSchema>;
