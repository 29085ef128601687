import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Files this server stored (uploads and kept AI pictures), one row per image with its thumbnail.
 * It records who uploaded each one, so only they can delete it (spec-1 §4 Image picker: removing an
 * image deletes the stored file). `path` is the storage key, `images/<server-made name>`.
 */
export const images = pgTable(
  'images',
  {
    path: text('path').primaryKey(),
    thumb_path: text('thumb_path').notNull(),
    // Kept when the account goes (set null), so the file is still known and can be cleaned up.
    user_id: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_user_created_idx').on(t.user_id, t.created_at)],
);
