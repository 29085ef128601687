import { EmailSchema, type Role } from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { RolesRepository } from './roles.repository.js';

export type RoleChange = 'grant' | 'revoke';

/** Granting and revoking roles: only the admin CLI reaches this, never a page. */
export function createRolesService(repo: RolesRepository) {
  return {
    async change(
      action: RoleChange,
      rawEmail: string,
      role: Role = 'admin',
    ): Promise<{ user_id: string }> {
      const email = EmailSchema.safeParse(rawEmail);
      if (!email.success)
        throw new AppError('VALIDATION_FAILED', `Not an e-mail address: ${rawEmail}`);
      const userId = await repo.findUserIdByEmail(email.data);
      if (!userId) throw new AppError('NOT_FOUND', `No account with the e-mail ${email.data}`);
      if (action === 'grant') await repo.grant(userId, role);
      else await repo.revoke(userId, role);
      return { user_id: userId };
    },
    hasRole: (userId: string, role: Role) => repo.hasRole(userId, role),
    /** The account of an e-mail, for the admin CLI's other commands (credits' grant). */
    userIdByEmail: (email: string) => repo.findUserIdByEmail(email),
    /** Removes the account, inside the caller's transaction (the account module's deletion). */
    deleteAccount: (tx: Parameters<RolesRepository['deleteUser']>[0], userId: string) =>
      repo.deleteUser(tx, userId),
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
