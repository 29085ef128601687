import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { recipes } from './recipes.js';

/**
 * Cookbooks (spec-1 §2 /collections; issue 13 point 3): a member's named list of recipes, private
 * unless published. Deleting the member deletes their cookbooks; the recipes in them stay.
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    is_public: boolean('is_public').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The member's list, newest first, paged by (created_at, id): one index range scan.
  (t) => [index('collections_user_created_idx').on(t.user_id, t.created_at, t.id)],
);

/**
 * The recipes of a cookbook, in `position` order (spec-1 §3 related links). A recipe deleted is
 * removed from every cookbook by its foreign key (spec-1 §7), never by the recipes module reading
 * this table.
 */
export const collection_recipes = pgTable(
  'collection_recipes',
  {
    collection_id: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    added_at: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collection_id, t.recipe_id] }),
    // A recipe's deletion finds its links without scanning every cookbook.
    index('collection_recipes_recipe_idx').on(t.recipe_id),
  ],
);
