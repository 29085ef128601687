import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema/images.js';

export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = Omit<ImageRow, 'created_at'>;

export function createImagesRepository(db: Db) {
  return {
    async insert(row: NewImageRow): Promise<void> {
      await db.insert(images).values(row);
    },

    async find(path: string): Promise<ImageRow | undefined> {
      const [row] = await db.select().from(images).where(eq(images.path, path));
      return row;
    },

    async delete(path: string): Promise<void> {
      await db.delete(images).where(eq(images.path, path));
    },

    // ── your data (issue 17 §2) ──
    /** Every image the member stored (their account is going). */
    async storedBy(userId: string): Promise<ImageRow[]> {
      return db.select().from(images).where(eq(images.user_id, userId));
    },
  };
}
export type ImagesRepository = ReturnType<typeof createImagesRepository>;
