import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { recipes } from './recipes.js';

/**
 * Recipe contests (issue 15 §1; spec-1 §1, §3): admins make them; their status is read from the
 * dates at each request, never stored, so no job has to flip it.
 */
export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    theme: text('theme').notNull().default(''),
    rules: text('rules').notNull().default(''),
    image_url: text('image_url'),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Active (ending soonest) and past (ended latest) lists range over the end.
    index('contests_ends_idx').on(t.ends_at, t.id),
    // Upcoming lists range over the start.
    index('contests_starts_idx').on(t.starts_at, t.id),
  ],
);

/**
 * A recipe entered in a contest by its owner, once per contest (spec-1 §3 contest_entries reference
 * recipe_id). Deleting the recipe deletes its entries (spec-1 §7), by the foreign key.
 */
export const contest_entries = pgTable(
  'contest_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contest_id: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /**
     * Its votes, kept by the vote, unvote and withdraw transactions (moving a vote: −1 on the old
     * entry, +1 on the new), so a page of entries in vote order needs no count of every entry's votes.
     */
    vote_count: integer('vote_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One entry per recipe per contest; also the contest's entries by contest_id.
    uniqueIndex('contest_entries_contest_recipe_key').on(t.contest_id, t.recipe_id),
    // A recipe's deletion finds its entries.
    index('contest_entries_recipe_idx').on(t.recipe_id),
    // /my-entries, newest first, paged by (created_at, id).
    index('contest_entries_user_created_idx').on(t.user_id, t.created_at, t.id),
    // A contest's entries in the read's order (most votes, then first entered), paged by that key.
    index('contest_entries_contest_votes_idx').on(
      t.contest_id,
      t.vote_count.desc(),
      t.created_at,
      t.id,
    ),
  ],
);

/**
 * A member's vote in a contest: one per member per contest (a new vote moves it), for an entry
 * that is not theirs (the service checks). Withdrawing the entry deletes its votes.
 */
export const contest_votes = pgTable(
  'contest_votes',
  {
    contest_id: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    entry_id: uuid('entry_id')
      .notNull()
      .references(() => contest_entries.id, { onDelete: 'cascade' }),
    voted_at: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contest_votes_contest_user_key').on(t.contest_id, t.user_id),
    // Counting an entry's votes, and the cascade from a withdrawn entry.
    index('contest_votes_entry_idx').on(t.entry_id),
    // A member's deletion finds their votes.
    index('contest_votes_user_idx').on(t.user_id),
  ],
);
