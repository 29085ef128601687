import {
  IDEAS_AI_COUNT,
  buildIdeasPrompt,
  ideasMessages,
  readGeneratedIdeas,
  type GeneratedIdeasResponse,
  type IdeasRequest,
  type IdeasResponse,
} from '@mise/core';
import { AppError } from '../../http/app-error.js';
import {
  ChatCompletionsError,
  type ChatCompletions,
} from '../../integrations/chat-completions/chat-completions.js';
import type { Logger } from '../../http/logger.js';
import type { CreditSpender } from '../credits/credits.port.js';
import type { RecipesService } from '../recipes/recipes.service.js';

/**
 * Recipe ideas (issue 16 §3). The ranking lives with the recipes module (its tables, one statement
 * in its repository); this module owns the routes and the AI's new ideas, which are paid: credits
 * are spent before the call and refunded when the provider fails or answers nothing usable.
 */
export function createIdeasService(deps: {
  recipes: Pick<RecipesService, 'ideas'>;
  ai: ChatCompletions | null;
  credits: CreditSpender;
  balanceOf: (userId: string) => Promise<number>;
  logger?: Logger | undefined;
}) {
  const { recipes, ai, credits, balanceOf, logger } = deps;

  async function write(ai: ChatCompletions, request: IdeasRequest) {
    const prompt = buildIdeasPrompt({
      ingredients: request.ingredients,
      count: IDEAS_AI_COUNT,
      diet: request.diet,
      maxTime: request.max_time,
    });
    let content: string;
    try {
      content = await ai.complete({
        json: true,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      });
    } catch (error) {
      if (!(error instanceof ChatCompletionsError)) throw error;
      logger?.warn('ai recipe ideas failed', { ...error.failure });
      throw new AppError('UPSTREAM_FAILED', ideasMessages.aiFailed);
    }
    const drafts = readGeneratedIdeas(content, IDEAS_AI_COUNT);
    if (!drafts) {
      logger?.warn('ai recipe ideas unreadable', { length: content.length });
      throw new AppError('UPSTREAM_FAILED', ideasMessages.aiUnreadable);
    }
    return drafts;
  }

  return {
    ideas(request: IdeasRequest, userId: string): Promise<IdeasResponse> {
      return recipes.ideas(request, userId);
    },

    /** 503 without a provider (nothing spent); 402 without credits; refunded when the call fails. */
    async generate(request: IdeasRequest, userId: string): Promise<GeneratedIdeasResponse> {
      if (!ai) throw new AppError('UNAVAILABLE', ideasMessages.aiNotConfigured);
      const items = await credits.charge(userId, 'ai_chat', () => write(ai, request));
      return { items, balance: await balanceOf(userId) };
    },
  };
}
export type IdeasService = ReturnType<typeof createIdeasService>;
