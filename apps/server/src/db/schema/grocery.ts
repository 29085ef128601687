import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GrocerySource } from '@mise/core';
import { user } from './auth.js';

/**
 * The grocery list (issue 13 point 2): one list per member, a row per line. `food_key` says which
 * food a line is ('food:<SR21 id>' when the engine matched it, else 'name:<words>'): only lines of
 * the same key merge. `amount` is the exact merged amount in `unit` (null when unmeasured); the
 * quantity people read is worked out by core when the list is read. `sources` are the recipes that
 * need it, as they were titled when added — a copy, not a link: deleting a recipe leaves what is
 * already on the list (the member may still want to buy it), so there is no foreign key to recipes.
 */
export const grocery_items = pgTable(
  'grocery_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    food_key: text('food_key').notNull(),
    amount: doublePrecision('amount'),
    unit: text('unit').notNull().default(''),
    category: text('category').notNull().default('other'),
    checked: boolean('checked').notNull().default(false),
    sources: jsonb('sources')
      .$type<GrocerySource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'grocery_items_category_check',
      sql`${t.category} in ('produce', 'dairy', 'meat_fish', 'bakery', 'pantry', 'frozen', 'spices', 'other')`,
    ),
    check('grocery_items_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
    // Every read is the member's list; an add looks up their unchecked lines, clear their checked.
    index('grocery_items_user_checked_category_idx').on(t.user_id, t.checked, t.category),
  ],
);

/**
 * The `Idempotency-Key`s of a member's adds (issue 17 §1): an add queued offline may reach the server
 * more than once, and the key makes the replay change nothing. `item_id` is the line the first add
 * went to (no foreign key: the line may be deleted later, the key must still stop a replay). Keys
 * older than 30 days are removed by the member's next keyed add.
 */
export const grocery_idempotency_keys = pgTable(
  'grocery_idempotency_keys',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    item_id: uuid('item_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);
