/**
 * The monthly allowance (issue 15 §3; decision 0019), zod-free: the server's credits module and the
 * page share them. Months are UTC: one instant renews everyone, whatever their time zone.
 */

/** 'YYYY-MM' of an instant, in UTC: the period an allowance top-up belongs to. */
export function creditPeriod(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first instant of the next UTC month: when the allowance renews. */
export function nextCreditPeriodStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/**
 * The top-up of a new month: the balance is raised TO the allowance, never past it, so credits
 * granted beyond it are kept and nothing piles up while a member is away.
 */
export function allowanceTopUp(allowance: number, balance: number): number {
  return Math.max(0, allowance - balance);
}

/** Most credits one admin grant gives (a typo of an extra zero or two is refused, not granted). */
export const MAX_CREDIT_GRANT = 10_000;
