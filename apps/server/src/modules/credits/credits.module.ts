import type { Platform } from '../../platform.js';
import { systemClock, type Clock } from '../cooking/cooking.service.js';
import type { Module } from '../module.js';
import { createCreditsRepository } from './credits.repository.js';
import { creditsMaintenanceRoutes, creditsRoutes } from './credits.routes.js';
import {
  createCreditsService,
  type AccountsByEmail,
  type CreditsService,
} from './credits.service.js';

/**
 * Credits for paid AI (issue 15 §3; decision 0019). Its service is the `CreditSpender` the paid
 * calls go through (nutrition's AI estimate, image generation, the assistant's AI chat) and the
 * `CreditGranter` progress calls on a level up; the admin CLI grants through its maintenance route.
 */
export function creditsModule(
  { db, config, sessions }: Platform,
  deps: {
    accounts: AccountsByEmail;
    clock?: Clock | undefined;
    maintenanceToken?: string | undefined;
  },
): Module<CreditsService> {
  const service = createCreditsService({
    db,
    repo: createCreditsRepository(db),
    settings: config.credits,
    clock: deps.clock ?? systemClock,
    accounts: deps.accounts,
  });
  // The OpenAPI router first, so /api/me/credits stays in the API document.
  const routes = creditsRoutes(service, sessions.optionalUser).route(
    '/',
    creditsMaintenanceRoutes(service, deps.maintenanceToken),
  );
  return { routes, service };
}
