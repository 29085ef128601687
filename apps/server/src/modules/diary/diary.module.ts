import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createDiaryRepository } from './diary.repository.js';
import { diaryRoutes } from './diary.routes.js';
import { createDiaryService, type Clock, type DiaryService } from './diary.service.js';
import { createSettingsRepository } from './settings.repository.js';
import { settingsRoutes } from './settings.routes.js';
import { createSettingsService } from './settings.service.js';

/**
 * The food diary and nutrition settings (issue 12). Recipes (visibility, titles, nutrition per
 * serving and the engine's estimate) come from the recipes service; the member's time zone, for
 * "today", from the profiles service. `clock` lets tests set the time.
 */
export function diaryModule(
  { db, sessions }: Platform,
  deps: { recipes: RecipesService; profiles: ProfilesService; clock?: Clock | undefined },
): Module<DiaryService> {
  const service = createDiaryService({ repo: createDiaryRepository(db), ...deps });
  const settings = createSettingsService(createSettingsRepository(db));
  const routes = diaryRoutes(service, sessions.optionalUser).route(
    '/',
    settingsRoutes(settings, sessions.optionalUser),
  );
  return { routes, service };
}
