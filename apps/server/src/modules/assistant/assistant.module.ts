import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Platform } from '../../platform.js';
import type { CreditSpender } from '../credits/credits.port.js';
import type { Module } from '../module.js';
import type { NutritionService } from '../nutrition/nutrition.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createAssistantRepository } from './assistant.repository.js';
import { assistantRoutes } from './assistant.routes.js';
import {
  createAssistantService,
  type AssistantProvider,
  type AssistantService,
} from './assistant.service.js';

/**
 * The cooking assistant (issue 15 §2): `POST /api/chat` and the member's conversations. The AI
 * provider is config's `ai` (AI_API_KEY, AI_BASE_URL, AI_MODEL; any OpenAI-compatible service)
 * through the AI SDK; without it the local kitchen helper answers. Recipes and foods come from their
 * modules' services; paid answers are spent through the credits port.
 */
export function assistantModule(
  { db, config, logger, sessions }: Platform,
  deps: {
    recipes: RecipesService;
    nutrition: NutritionService;
    credits: CreditSpender;
  },
): Module<AssistantService> {
  const provider: AssistantProvider | null = config.ai
    ? {
        model: createOpenAICompatible({
          name: 'mise-ai',
          baseURL: config.ai.baseUrl,
          apiKey: config.ai.apiKey,
        }).chatModel(config.ai.model),
        silenceMs: config.ai.timeoutMs,
      }
    : null;
  const service = createAssistantService({
    repo: createAssistantRepository(db),
    recipes: deps.recipes,
    nutrition: deps.nutrition,
    credits: deps.credits,
    provider,
    logger,
  });
  return { routes: assistantRoutes(service, sessions.optionalUser), service };
}
