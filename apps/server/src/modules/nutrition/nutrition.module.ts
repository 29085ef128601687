import {
  createChatCompletionsClient,
  type ChatCompletions,
} from '../../integrations/chat-completions/chat-completions.js';
import type { Platform } from '../../platform.js';
import type { CreditSpender } from '../credits/credits.port.js';
import type { Module } from '../module.js';
import { createFoodsRepository } from './foods.repository.js';
import { nutritionRoutes } from './nutrition.routes.js';
import { createNutritionService, type NutritionService } from './nutrition.service.js';

/**
 * Nutrition estimates (the local USDA engine; an AI estimate too with AI_API_KEY) and the food search.
 * The AI estimate is paid: it spends the member's credits (refunded when the call fails).
 * `ai`: tests pass their own client (null: none); by default it comes from config.
 */
export function nutritionModule(
  { db, config, logger, sessions }: Platform,
  { ai, credits }: { ai?: ChatCompletions | null | undefined; credits: CreditSpender },
): Module<NutritionService> {
  const service = createNutritionService({
    foods: createFoodsRepository(db),
    ai: ai !== undefined ? ai : config.ai ? createChatCompletionsClient(config.ai) : null,
    credits,
    logger,
  });
  return { routes: nutritionRoutes(service, sessions.requireUser), service };
}
