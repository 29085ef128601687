import {
  NUTRITION_DEFAULTS,
  type NutritionSettings,
  type NutritionSettingsInput,
} from '@mise/core';
import type { SettingsRepository } from './settings.repository.js';

/** Nutrition settings (spec-2 §3, §4, §9): made with the defaults on the first read. */
export function createSettingsService(repo: SettingsRepository) {
  return {
    read(userId: string): Promise<NutritionSettings> {
      return repo.findOrCreate(userId, NUTRITION_DEFAULTS);
    },
    save(userId: string, input: NutritionSettingsInput): Promise<NutritionSettings> {
      return repo.save(userId, input);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
