import { Hono } from 'hono';
import { snapshotter } from '../../db/snapshot.js';
import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import { backupRoutes } from './backup.routes.js';
import { maintenanceRoutes } from './maintenance.routes.js';
import { createRolesRepository } from './roles.repository.js';
import { createRolesService, type RolesService } from './roles.service.js';

/**
 * Roles (admin), and the maintenance routes the admin and backup CLIs reach a running server by, with
 * the token written for it at start-up (see maintenance.routes.ts).
 */
export function adminModule(
  { db, database }: Platform,
  { maintenanceToken }: { maintenanceToken?: string | undefined },
): Module<RolesService> {
  const service = createRolesService(createRolesRepository(db));
  const routes = new Hono()
    .route('/', maintenanceRoutes(service, maintenanceToken))
    .route('/', backupRoutes(snapshotter(database), maintenanceToken));
  return { routes, service };
}
