import { randomUUID } from 'node:crypto';
import {
  EmailSchema,
  allowanceTopUp,
  creditMessages,
  creditPeriod,
  nextCreditPeriodStart,
  paidActionWords,
  type Credits,
} from '@mise/core';
import type { CreditsConfig } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../cooking/cooking.service.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import type {
  CreditGrant,
  CreditGranter,
  CreditSpend,
  CreditSpender,
  PaidAction,
} from './credits.port.js';
import type { CreditsRepository } from './credits.repository.js';

/** A database or a transaction of it, as the port hands one over. */
type Db = Parameters<CreditGranter['grant']>[0];

/** Who an admin grant is for: the admin module finds the account by e-mail. */
export interface AccountsByEmail {
  userIdByEmail(email: string): Promise<string | undefined>;
}

/**
 * Credits for paid AI (issue 15 §3; decision 0019). Every change to a balance is one transaction:
 * the account row is locked, a month's allowance topped up when due, then the balance and its
 * ledger row change together.
 */
export function createCreditsService(deps: {
  db: Db;
  repo: CreditsRepository;
  settings: CreditsConfig;
  clock: Clock;
  accounts: AccountsByEmail;
}) {
  const { db, repo, settings, clock, accounts } = deps;

  /**
   * In `tx`: locks the member's account and tops it up TO the allowance on the first touch of a
   * new UTC month (once per month: the ledger key `allowance:YYYY-MM`). The balance after it.
   */
  async function lockedBalance(tx: Db, userId: string): Promise<number> {
    const account = await repo.lock(tx, userId);
    const period = creditPeriod(clock.now());
    if (account.period === period) return account.balance;
    const delta = allowanceTopUp(settings.perMonth, account.balance);
    const written =
      delta > 0
        ? await repo.write(tx, {
            user_id: userId,
            delta,
            reason: creditMessages.allowanceReason,
            action: null,
            source_key: `allowance:${period}`,
          })
        : undefined;
    return repo.add(tx, userId, written ? delta : 0, period);
  }

  async function refund(userId: string, action: PaidAction, spendId: string, cost: number) {
    await db.transaction(async (tx) => {
      await repo.lock(tx, userId);
      const written = await repo.write(tx, {
        user_id: userId,
        delta: cost,
        reason: creditMessages.refundReason(action),
        action,
        source_key: `refund:${spendId}`,
      });
      if (written) await repo.add(tx, userId, cost);
    });
  }

  const spender: CreditSpender = {
    async spend(userId: string, action: PaidAction): Promise<CreditSpend> {
      const cost = settings.costs[action];
      const spendId = await db.transaction(async (tx) => {
        const balance = await lockedBalance(tx, userId);
        const after = await repo.take(tx, userId, cost);
        if (after === undefined)
          throw new AppError(
            'PAYMENT_REQUIRED',
            creditMessages.noCredits(action, balance, cost, nextCreditPeriodStart(clock.now())),
          );
        const id = randomUUID();
        await repo.write(tx, {
          user_id: userId,
          delta: -cost,
          reason: paidActionWords[action].label,
          action,
          source_key: `spend:${id}`,
        });
        return id;
      });
      return { id: spendId, refund: () => refund(userId, action, spendId, cost) };
    },

    async charge<T>(userId: string, action: PaidAction, call: () => Promise<T>): Promise<T> {
      const spend = await spender.spend(userId, action);
      try {
        return await call();
      } catch (error) {
        await spend.refund();
        throw error;
      }
    },
  };

  const granter: CreditGranter = {
    async grant(tx: Db, grant: CreditGrant): Promise<boolean> {
      // The month's top-up first, so a grant on the first touch of a month is not swallowed by it.
      await lockedBalance(tx, grant.user_id);
      const written = await repo.write(tx, {
        user_id: grant.user_id,
        delta: grant.delta,
        reason: grant.reason,
        action: null,
        source_key: grant.source_key,
      });
      if (written) await repo.add(tx, grant.user_id, grant.delta);
      return Boolean(written);
    },
  };

  return {
    ...spender,
    grant: (tx: Db, grant: CreditGrant) => granter.grant(tx, grant),
    /** Credits a level up brings (a setting); 0 turns the gift off. */
    perLevel: settings.perLevel,

    /** GET /api/me/credits: the balance (topped up when a month turned), the prices, a ledger page. */
    async credits(
      userId: string,
      query: { limit: number; cursor?: string | undefined },
    ): Promise<Credits> {
      const after = decodeCursor(query.cursor);
      // The common case reads only: a top-up transaction only on the first touch of a month.
      const account = await repo.account(userId);
      const balance =
        account && account.period === creditPeriod(clock.now())
          ? account.balance
          : await db.transaction((tx) => lockedBalance(tx, userId));
      const rows = await repo.ledger(userId, { after, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        balance,
        monthly_allowance: settings.perMonth,
        resets_at: nextCreditPeriodStart(clock.now()).toISOString(),
        costs: { ...settings.costs },
        ledger: page.map((row) => ({
          id: row.id,
          delta: row.delta,
          reason: row.reason,
          created_at: row.created_at.toISOString(),
        })),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ created_at: last.cursor_created_at, id: last.id })
            : null,
      };
    },

    /** The admin CLI's grant (`admin:<uuid>`, so each run grants once). The balance after it. */
    async adminGrant(
      rawEmail: string,
      amount: number,
      reason?: string,
    ): Promise<{ user_id: string; balance: number }> {
      const email = EmailSchema.safeParse(rawEmail);
      if (!email.success)
        throw new AppError('VALIDATION_FAILED', `Not an e-mail address: ${rawEmail}`);
      const userId = await accounts.userIdByEmail(email.data);
      if (!userId) throw new AppError('NOT_FOUND', `No account with the e-mail ${email.data}`);
      const balance = await db.transaction(async (tx) => {
        await granter.grant(tx, {
          user_id: userId,
          delta: amount,
          reason: reason || creditMessages.adminReason,
          source_key: `admin:${randomUUID()}`,
        });
        return (await repo.lock(tx, userId)).balance;
      });
      return { user_id: userId, balance };
    },

    // ── your data (issue 17 §2) ──
    /** The member's whole credit ledger, newest first, for their export. */
    async exportOf(userId: string) {
      const rows = await repo.ledger(userId, { limit: 100_000 });
      return rows.map(({ cursor_created_at: _cursor, ...row }) => row);
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
