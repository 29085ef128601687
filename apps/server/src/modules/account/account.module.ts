import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import { createAccountRepository } from './account.repository.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService, type AccountDeps, type AccountService } from './account.service.js';

/**
 * "Your data" (issue 17 §2): the export, the import and the account's deletion. It reads no other
 * module's tables — it calls their services — and keeps one table of its own (`account_imports`:
 * which export ids an import already brought in).
 */
export function accountModule(
  { db, sessions, auth }: Platform,
  deps: AccountDeps,
): Module<AccountService> {
  const service = createAccountService(createAccountRepository(db), deps);
  // Signing out after the deletion expires the session cookies (the session rows are gone already),
  // `__Secure-` names and the signed session copy included, as a sign-out does.
  const expiredSessionCookies = async (headers: Headers) =>
    (await auth.api.signOut({ headers, asResponse: true })).headers.getSetCookie();
  const routes = accountRoutes(
    service,
    sessions.requireUser,
    sessions.forgetOnAuthChange,
    expiredSessionCookies,
  );
  return { routes, service };
}
