import { and, eq } from 'drizzle-orm';
import type { Role } from '@mise/core';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { user_roles } from '../../db/schema/profiles.js';

export function createRolesRepository(db: Db) {
  return {
    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row?.id;
    },
    async grant(userId: string, role: Role): Promise<void> {
      await db.insert(user_roles).values({ user_id: userId, role }).onConflictDoNothing();
    },
    async revoke(userId: string, role: Role): Promise<void> {
      await db
        .delete(user_roles)
        .where(and(eq(user_roles.user_id, userId), eq(user_roles.role, role)));
    },
    async hasRole(userId: string, role: Role): Promise<boolean> {
      const rows = await db
        .select({ role: user_roles.role })
        .from(user_roles)
        .where(and(eq(user_roles.user_id, userId), eq(user_roles.role, role)))
        .limit(1);
      return rows.length > 0;
    },
    /** The account itself (DELETE /api/me): every row that references it cascades, sessions too. */
    async deleteUser(tx: Db, userId: string): Promise<void> {
      await tx.delete(user).where(eq(user.id, userId));
    },
  };
}
export type RolesRepository = ReturnType<typeof createRolesRepository>;
