import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createDiaryRepository } from './diary.repository.js';
import { diaryRoutes } from './diary.routes.js';
import { createDiaryService, type Clock, type DiaryService } from './diary.service.js';
import { createSettingsRepository } from './settings.repository.js';
import { settingsRoutes } from './settings.routes.js';
import { createSettingsService } from './settings.service.js';
import type { NutritionSettings } from '@mise/core';

/** What other modules get of the diary: its service and the member's nutrition settings. */
export type DiaryModuleService = DiaryService & {
  nutritionSettings: (userId: string) => Promise<NutritionSettings>;
};

/**
 * The food diary and nutrition settings (issue 12). Recipes (visibility, titles, nutrition per
 * serving and the engine's estimate) come from the recipes service; the member's time zone, for
 * "today", from the profiles service. `clock` lets tests set the time. Each entry added is
 * recorded by progress in the write's transaction.
 */
export function diaryModule(
  { db, sessions }: Platform,
  deps: {
    recipes: RecipesService;
    profiles: ProfilesService;
    progress: ProgressRecorder;
    clock?: Clock | undefined;
  },
): Module<DiaryModuleService> {
  const settings = createSettingsService(createSettingsRepository(db));
  const service = {
    ...createDiaryService({ repo: createDiaryRepository(db), ...deps }),
    /** The member's nutrition settings (defaults made on the first read), for the goal stats. */
    nutritionSettings: (userId: string) => settings.read(userId),
  };
  const routes = diaryRoutes(service, sessions.optionalUser).route(
    '/',
    settingsRoutes(settings, sessions.optionalUser),
  );
  return { routes, service };
}
