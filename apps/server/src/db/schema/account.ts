import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * What POST /api/me/import brought into a member's account (issue 17 §2): the export's id of each
 * recipe, cookbook, meal plan or diary entry and the row made from it, so running the same import
 * again adds nothing twice and references between the rows (a cookbook's recipes, a plan's days, a
 * diary entry's recipe) are remapped to the new ids. Gone with the member.
 */
export const account_imports = pgTable(
  'account_imports',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    source_id: text('source_id').notNull(),
    target_id: uuid('target_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind, t.source_id] })],
);
