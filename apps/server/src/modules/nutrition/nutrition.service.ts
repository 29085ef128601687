import {
  DEFAULT_SERVINGS,
  buildFoodIndex,
  buildNutritionPrompt,
  estimateNutrition,
  groceryFoodInfo,
  searchFoods,
  messages,
  nutritionMessages,
  readAiNutrition,
  readEstimateIngredient,
  roundNutrition,
  type EstimateIngredientInput,
  type EstimateInput,
  type FoodIndex,
  type FoodReference,
  type GroceryFoodInfo,
  type NutritionEstimateRequestSchema,
  type NutritionEstimateResponse,
  type NutritionProviders,
  type NutritionalInfo,
} from '@mise/core';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Logger } from '../../http/logger.js';
import {
  ChatCompletionsError,
  type ChatCompletions,
} from '../../integrations/chat-completions/chat-completions.js';
import type { CreditSpender } from '../credits/credits.port.js';
import type { FoodsRepository } from './foods.repository.js';

type EstimateRequest = z.output<typeof NutritionEstimateRequestSchema>;

/**
 * Per-serving nutrition by the local USDA engine, as a plain function once the food table is
 * indexed: other modules (recipes, to recalculate an automatic estimate) get it injected and call it
 * inside their own transaction, where reading the table would wait on that transaction (PGlite has
 * one connection). An empty result is null: nothing could be weighed; no function at all when the
 * food table is empty.
 */
export type LocalEstimator = () => Promise<
  ((input: EstimateInput) => NutritionalInfo | null) | null
>;

export interface NutritionServiceOptions {
  foods: FoodsRepository;
  /** The AI provider; null when none is configured (the USDA engine is the offline default). */
  ai: ChatCompletions | null;
  /** The AI estimate costs credits: charged before the call, refunded when it fails. */
  credits: CreditSpender;
  logger?: Logger | undefined;
}

/** An ingredient as a line for the AI prompt ('2 cups diced tomatoes, drained'). */
function ingredientLine(item: EstimateIngredientInput): string {
  if (typeof item === 'string') return item;
  const text = readEstimateIngredient(item).text;
  return item.notes?.trim() ? `${text}, ${item.notes.trim()}` : text;
}

export function createNutritionService(options: NutritionServiceOptions) {
  const { foods, ai, credits, logger } = options;

  // The reference is read once and indexed in memory (a few MB, ~0.2 s): it only changes with a
  // new release of the table, which comes with a new server. An empty table (not seeded yet) is
  // not kept, so the first estimate after seeding reads it.
  let index: Promise<FoodIndex> | null = null;
  const foodIndex = (): Promise<FoodIndex> => {
    index ??= foods.all().then((list) => {
      if (list.length === 0) index = null;
      return buildFoodIndex(list);
    });
    index.catch(() => (index = null));
    return index;
  };

  async function estimateWithAi(
    ai: ChatCompletions,
    request: EstimateRequest,
  ): Promise<NutritionEstimateResponse> {
    const prompt = buildNutritionPrompt({
      title: request.title,
      description: request.description,
      servings: request.servings,
      ingredients: request.ingredients.map(ingredientLine),
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
      const failure = error.failure;
      logger?.warn('ai nutrition estimate failed', { ...failure });
      const message =
        failure.kind === 'status'
          ? nutritionMessages.upstreamStatus(failure.status, failure.statusText)
          : failure.kind === 'timeout'
            ? messages.requestTimedOut
            : failure.kind === 'structure'
              ? nutritionMessages.invalidStructure
              : nutritionMessages.failedWithReason(
                  failure.reason || nutritionMessages.unknownError,
                );
      throw new AppError('UPSTREAM_FAILED', message);
    }
    const read = readAiNutrition(content, request.previous);
    if (!read.ok) {
      logger?.warn('ai nutrition estimate unreadable', { length: content.length });
      throw new AppError('UPSTREAM_FAILED', nutritionMessages.invalidJson);
    }
    return {
      nutritional_info: read.nutritional_info,
      source: 'ai',
      servings: request.servings ?? DEFAULT_SERVINGS,
      ingredients: [],
      unmatched: [],
      incomplete_nutrients: [],
    };
  }

  return {
    /** Reads and indexes the reference ahead of the first estimate (start-up calls it, unawaited). */
    async warm(): Promise<void> {
      await foodIndex().catch(() => undefined);
    },

    providers(): NutritionProviders {
      return { usda: true, ai: ai !== null };
    },

    localEstimator: (async () => {
      const foods = await foodIndex();
      // No table yet (not seeded): no estimate, rather than an estimate of nothing.
      if (foods.byId.size === 0) return null;
      return (input) => {
        // Saved as the panel saves an estimate: rounded as a label is (no "143.2 mg").
        const info = roundNutrition(estimateNutrition(foods, input).nutritional_info);
        return Object.keys(info).length > 0 ? info : null;
      };
    }) satisfies LocalEstimator,

    /** `userId`: the member asking; an AI estimate is charged to them (402 when out of credits). */
    async estimate(request: EstimateRequest, userId: string): Promise<NutritionEstimateResponse> {
      if (request.source === 'ai') {
        if (!ai) throw new AppError('VALIDATION_FAILED', nutritionMessages.aiNotConfigured);
        // An unreadable answer is a failed call too: it throws, so the credits come back.
        return credits.charge(userId, 'ai_nutrition', () => estimateWithAi(ai, request));
      }
      const estimate = estimateNutrition(await foodIndex(), {
        servings: request.servings,
        ingredients: request.ingredients,
      });
      return { ...estimate, source: 'usda' };
    },

    /**
     * The reference's contains search (spec-2 §5: an empty term finds nothing), ranked for cooks
     * (core's searchFoods), over the engine's in-memory index of the table.
     */
    async searchFoods(term: string, limit: number): Promise<FoodReference[]> {
      if (!term.trim()) return [];
      return searchFoods(await foodIndex(), term, limit).map(({ food }) => ({
        id: food.id,
        food_name: food.name,
        food_group: food.group,
        calories: food.nutrients.calories ?? null,
        protein: food.nutrients.protein ?? null,
        carbohydrates: food.nutrients.carbohydrates ?? null,
        fat: food.nutrients.fat ?? null,
        sugar: food.nutrients.sugar ?? null,
        serving_size: 100,
        serving_unit: 'g',
        measures: food.measures,
      }));
    },

    // ── for the grocery list (issue 13): add below, keep this line ──

    /**
     * For the grocery list: of each name, which food it is (the key that decides "same food"), its
     * aisle, its density and what one of each count weighs — from the in-memory index (no query
     * once it is read; call it before a transaction, as `localEstimator`'s note says). Names are
     * remembered, up to 5,000 (the reference only changes with a new server): a week's plan asks
     * again for the same onions.
     */
    groceryFacts: (() => {
      const remembered = new Map<string, GroceryFoodInfo>();
      return async (names: readonly string[]): Promise<Map<string, GroceryFoodInfo>> => {
        const foods = await foodIndex().catch(() => null);
        const indexed = foods !== null && foods.byId.size > 0;
        const facts = new Map<string, GroceryFoodInfo>();
        for (const name of names) {
          if (facts.has(name)) continue;
          let info = indexed ? remembered.get(name) : undefined;
          if (!info) {
            info = groceryFoodInfo(foods, name);
            // Not remembered without the table: once it is seeded, the same name matches a food.
            if (indexed) {
              if (remembered.size >= 5000) remembered.delete(remembered.keys().next().value!);
              remembered.set(name, info);
            }
          }
          facts.set(name, info);
        }
        return facts;
      };
    })(),

    // ── for the cooking assistant (issue 15): add below, keep this line ──

    /**
     * The engine's in-memory food index, for the local kitchen helper's conversions and nutrition
     * answers; null when the reference cannot be read (the helper then says what it cannot answer).
     */
    async foodIndex(): Promise<FoodIndex | null> {
      try {
        return await foodIndex();
      } catch {
        return null;
      }
    },
  };
}

export type NutritionService = ReturnType<typeof createNutritionService>;
