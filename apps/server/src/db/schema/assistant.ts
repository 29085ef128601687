import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * The cooking assistant's conversations (issue 15 §2), kept per member. `recipe_id` is the recipe
 * the conversation began about: no foreign key — a deleted recipe leaves the conversation as it was
 * (its answers already quote the recipe), and the assistant module never reads the recipe tables.
 */
export const chat_conversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    recipe_id: uuid('recipe_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The member's list, latest activity first, paged by (updated_at, id): one index range scan.
  (t) => [index('chat_conversations_user_updated_idx').on(t.user_id, t.updated_at, t.id)],
);

/** A conversation's messages, oldest first (read by `(conversation_id, created_at)`). */
export const chat_messages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => chat_conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversation_id, t.created_at, t.id)],
);
