import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import { createProfilesRepository } from './profiles.repository.js';
import { profilesRoutes } from './profiles.routes.js';
import { createProfilesService, type ProfilesService } from './profiles.service.js';

/** The session answer, the member's profile (`/api/session`, `/api/me`). */
export function profilesModule({ db, sessions, config }: Platform): Module<ProfilesService> {
  const service = createProfilesService(createProfilesRepository(db));
  const routes = profilesRoutes(
    service,
    sessions.requireUser,
    sessions.optionalUser,
    config.currency,
  );
  return { routes, service };
}
