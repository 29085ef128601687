import {
  createChatCompletionsClient,
  type ChatCompletions,
} from '../../integrations/chat-completions/chat-completions.js';
import type { Platform } from '../../platform.js';
import type { CreditSpender } from '../credits/credits.port.js';
import type { Module } from '../module.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { ideasRoutes } from './ideas.routes.js';
import { createIdeasService, type IdeasService } from './ideas.service.js';

/**
 * Recipe ideas (issue 16 §3): `POST /api/ideas` ranks recipes through the recipes service;
 * `POST /api/ideas/generate` asks the AI provider (config's `ai`; tests pass their own client,
 * null for none) for new ones, paid through the credits port.
 */
export function ideasModule(
  { config, logger, sessions }: Platform,
  deps: {
    recipes: RecipesService;
    credits: CreditSpender;
    balanceOf: (userId: string) => Promise<number>;
    ai?: ChatCompletions | null | undefined;
  },
): Module<IdeasService> {
  const service = createIdeasService({
    recipes: deps.recipes,
    ai: deps.ai !== undefined ? deps.ai : config.ai ? createChatCompletionsClient(config.ai) : null,
    credits: deps.credits,
    balanceOf: deps.balanceOf,
    logger,
  });
  return { routes: ideasRoutes(service, sessions.optionalUser), service };
}
