import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Credits for paid AI (issue 15 §3; decision 0019). The account holds the balance beside the
 * ledger; every change to the balance writes one ledger row in the same transaction.
 */
export const credit_accounts = pgTable(
  'credit_accounts',
  {
    user_id: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    /** 'YYYY-MM' (UTC) of the last monthly top-up; '' before the first. */
    period: text('period').notNull().default(''),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The last line of defence: a spend that slipped past its check would fail here, not go negative.
  (t) => [check('credit_accounts_balance_check', sql`${t.balance} >= 0`)],
);

/**
 * Every spend, refund, top-up and grant. `source_key` makes each happen once per member:
 * `spend:<uuid>`, `refund:<spend id>`, `allowance:YYYY-MM`, `level:<n>`, `admin:<uuid>`.
 */
export const credit_ledger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /** The paid action of a spend or refund; null for grants and top-ups. */
    action: text('action'),
    source_key: text('source_key').notNull(),
    // clock_timestamp, not now(): the rows one transaction writes (a top-up, then a spend) must
    // read newest first in the order they were written.
    created_at: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('credit_ledger_user_source_key').on(t.user_id, t.source_key),
    // The ledger page, newest first, keyset by (created_at, id): one index range scan.
    index('credit_ledger_user_created_idx').on(t.user_id, t.created_at, t.id),
  ],
);
