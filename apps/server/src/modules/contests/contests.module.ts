import { requireAdmin, type RoleReader } from '../../http/require-admin.js';
import type { Platform } from '../../platform.js';
import { systemClock, type Clock } from '../cooking/cooking.service.js';
import type { Module } from '../module.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createContestsRepository } from './contests.repository.js';
import { contestsRoutes } from './contests.routes.js';
import { createContestsService, type ContestsService } from './contests.service.js';

/**
 * Contests (issue 15 §1). Roles come from the roles service, recipes (owner, visibility, summaries)
 * from the recipes service, names from profiles; this module reads only its own tables. The clock
 * decides what is active (tests move it).
 */
export function contestsModule(
  { db, sessions }: Platform,
  deps: {
    roles: RoleReader;
    recipes: RecipesService;
    profiles: ProfilesService;
    clock?: Clock | undefined;
  },
): Module<ContestsService> {
  const service = createContestsService({
    repo: createContestsRepository(db),
    recipes: deps.recipes,
    profiles: deps.profiles,
    clock: deps.clock ?? systemClock,
  });
  return {
    routes: contestsRoutes(service, {
      optionalUser: sessions.optionalUser,
      requireAdmin: requireAdmin(deps.roles),
    }),
    service,
  };
}
