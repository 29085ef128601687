import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in attempts, one row each, keyed by account (`email:<address>`) and by client
 * (`ip:<address>`). Kept in the database so the limit holds across every server process.
 */
export const sign_in_failures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_time_idx').on(t.key, t.failed_at)],
);
