import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import { maintenanceRoutes } from './maintenance.routes.js';
import { createRolesRepository } from './roles.repository.js';
import { createRolesService, type RolesService } from './roles.service.js';

/**
 * Roles (admin), and the maintenance route the admin CLI reaches a running server by, with the
 * token written for it at start-up (see maintenance.routes.ts).
 */
export function adminModule(
  { db }: Platform,
  { maintenanceToken }: { maintenanceToken?: string | undefined },
): Module<RolesService> {
  const service = createRolesService(createRolesRepository(db));
  return { routes: maintenanceRoutes(service, maintenanceToken), service };
}
