import {
  isUuid,
  DIETS,
  IDEAS_MAX_RESULTS,
  ideaTerms,
  type IdeasRequest,
  type IdeasResponse,
  coerceAmount,
  costsFrom,
  fillMissingCost,
  guessUnit,
  messages,
  normalizeUnit,
  parseQuantity,
  recipeMessages,
  type NutritionalInfo,
  type Recipe,
  type RecipeCosts,
  type RecipeList,
  type RecipeSummaryList,
  type RecipeListQuerySchema,
  type RecipePatchSchema,
  type RecipeCreateSchema,
  type IngredientInputSchema,
  type StepInputSchema,
} from '@mise/core';
import type { z } from 'zod';
import type { ExportedRecipe } from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { jsonText, type JsonText } from '../../http/json-text.js';
import {
  isGoalLinkGone,
  type IngredientValues,
  type NutritionBasis,
  type NutritionReview,
  type RecipeDocument,
  type RecipeFilter,
  type RecipeShape,
  type RecipesRepository,
  type StepValues,
} from './recipes.repository.js';

type RecipeCreate = z.output<typeof RecipeCreateSchema>;
type RecipePatch = z.output<typeof RecipePatchSchema>;
type IngredientInput = z.output<typeof IngredientInputSchema>;
type StepInput = z.output<typeof StepInputSchema>;
type ListQuery = z.output<typeof RecipeListQuerySchema>;
/** A caller's transaction, run through (services never name Drizzle's types). */
type Transaction = Parameters<RecipesRepository['releasePublic']>[0];

const allowedDiets = new Set<string>(DIETS);
/** Unknown diets are dropped, not refused (spec-1 §5). */
const onlyAllowedDiets = (diets: string[]) => [
  ...new Set(diets.filter((d) => allowedDiets.has(d))),
];
const trimmedList = (items: string[]) => items.map((i) => i.trim()).filter((i) => i.length > 0);

const notFound = () => new AppError('NOT_FOUND', recipeMessages.notFound);

/** Ingredients as stored: amount from the quantity or coerced, unit normalised or guessed from the name. */
export function toIngredientValues(items: IngredientInput[]): IngredientValues[] {
  return items.map((item, position) => ({
    position,
    name: item.name,
    quantity: item.quantity ?? '',
    // spec-1 §7: the amount is taken from the quantity when that is numeric, else coerced (else 0).
    amount: (item.quantity ? parseQuantity(item.quantity) : null) ?? coerceAmount(item.amount),
    unit: (item.unit ? normalizeUnit(item.unit) : null) ?? guessUnit(item.name),
    cost: item.cost ?? 0,
    optional: item.optional ?? false,
    notes: item.notes?.trim() || null,
  }));
}

/** Steps as stored: numbered by position (spec-1 §4, §5). */
export function toStepValues(items: StepInput[]): StepValues[] {
  return items.map((item, index) => ({
    step_number: index + 1,
    instruction: item.instruction,
    time_required: item.time_required ?? null,
    tips: item.tips?.trim() || null,
    video_url: item.video_url || null,
  }));
}

/** How many recipes Featured shows (spec-1 §8 Home). */
export const FEATURED_COUNT = 3;

/**
 * The local USDA engine's per-serving nutrition, as a plain function once its food table is indexed,
 * or null when there is no table yet. Injected by app.ts from the nutrition service: this module
 * does not read the nutrition module's tables.
 */
export type NutritionEstimator = () => Promise<
  ((basis: NutritionBasis) => NutritionalInfo | null) | null
>;

/** What of an ingredient its nutrition depends on (not its cost, not whether it is optional). */
const nutritionOf = ({ ingredients, servings }: NutritionBasis) =>
  JSON.stringify([
    servings,
    ingredients.map((i) => [
      i.name,
      i.quantity ?? '',
      i.amount ?? 0,
      i.unit ?? '',
      i.notes ?? null,
    ]),
  ]);
/** Nutrition compared by value: jsonb gives its keys back in its own order. */
const sameNutrition = (a: NutritionalInfo | null, b: NutritionalInfo | null) =>
  JSON.stringify(a && Object.entries(a).sort()) === JSON.stringify(b && Object.entries(b).sort());

/**
 * Nutrition is never stale (issue 10). When a write changes what the nutrition rests on (servings,
 * ingredients), an automatic estimate is recalculated by the local engine in the same transaction;
 * nutrition typed by hand is kept and flagged outdated, until nutrition is saved again. Nutrition
 * sent with the write (PATCH) that differs from the stored is the cook's own: typed, up to date.
 * The same values sent back unchanged (a form re-sending what it loaded) change nothing.
 */
function reviewNutrition(
  estimate: ((basis: NutritionBasis) => NutritionalInfo | null) | null | undefined,
): NutritionReview {
  return ({ before, after, ai_estimated, nutritional_info, sent }) => {
    if (sent !== undefined && !sameNutrition(sent, nutritional_info))
      return { nutritional_info: sent, ai_estimated: false, nutrition_outdated: false };
    if (!nutritional_info || nutritionOf(before) === nutritionOf(after)) return {};
    if (ai_estimated && estimate) {
      const info = estimate(after);
      return { nutritional_info: info, ai_estimated: info !== null, nutrition_outdated: false };
    }
    return { nutrition_outdated: true };
  };
}

/**
 * The costs a PATCH stores, so the pair keeps agreeing (issue 10) whatever part of it a client sends:
 * - both costs sent: kept as sent (as on create), a missing (0) one filled from the other;
 * - one cost sent: it leads, and the one not sent follows it and the servings (new or stored);
 * - only servings sent: the cost per serving is kept and the total recomputed. Per serving is the cost
 *   the edit page keeps when its servings change (spec-1 §5 lists cost_per_serving among edit's
 *   fields, not the total), so a client of the API gets what the form gives. A stored pair with only
 *   a total (per serving 0) keeps its total instead, as fillMissingCost reads it.
 * Nothing of the three sent: nothing to do (undefined).
 */
export function costsAfterPatch(
  patch: Pick<RecipePatch, 'servings' | 'total_cost' | 'cost_per_serving'>,
  stored: RecipeCosts & { servings: number },
): RecipeCosts | undefined {
  const { total_cost: total, cost_per_serving: perServing } = patch;
  const servings = patch.servings ?? stored.servings;
  if (total !== undefined && perServing !== undefined)
    return fillMissingCost({ total_cost: total, cost_per_serving: perServing }, servings);
  if (total !== undefined) return costsFrom('total', total, servings);
  if (perServing !== undefined) return costsFrom('per_serving', perServing, servings);
  // Servings sent unchanged (a form sends every field) leave the stored pair as it is.
  if (patch.servings === undefined || patch.servings === stored.servings) return undefined;
  return stored.cost_per_serving === 0 && stored.total_cost > 0
    ? costsFrom('total', stored.total_cost, servings)
    : costsFrom('per_serving', stored.cost_per_serving, servings);
}

/**
 * What recipes need of the health-goal catalogue, from the health-goals module's service (this module
 * never reads the goals' table): the goals of tag names, a goal by id or name, a member's goals.
 */
export interface RecipeGoalCatalogue {
  /** Goal ids keyed by lower-case name, for the names that are goals. */
  idsByNames(names: readonly string[]): Promise<Map<string, string>>;
  /** A goal by its id or its name (any case); undefined when there is none. */
  resolve(idOrName: string): Promise<string | undefined>;
  /** The member's preferred goals. */
  preferredIds(userId: string): Promise<string[]>;
}

/** A recipe as cooking sees it (cooking.service.ts). */
export interface CookingFacts {
  cuisine: string | null;
  servings: number;
  /** prep_time + cook_time, or the sum of the steps' time_required when both are 0. */
  planned_minutes: number;
  /** Its steps' ids, in order. */
  step_ids: string[];
}

/** A serving of a recipe as the diary logs it (diary.service.ts). */
export interface ServingNutrition {
  title: string;
  /** Per serving: the recipe's own when set (calories above 0), else the engine's estimate; null when neither. */
  nutritional_info: NutritionalInfo | null;
  /** True when the values are the engine's estimate rather than the recipe's stored nutrition. */
  estimated: boolean;
}

/** Nutrition counts as set only when calories exceed 0 (spec-2 §4). */
export const caloriesOf = (info: NutritionalInfo | null | undefined): number =>
  info?.calories ?? info?.calories_per_serving ?? 0;

export function createRecipesService(
  repo: RecipesRepository,
  goals: RecipeGoalCatalogue,
  progress: ProgressRecorder,
  estimator?: NutritionEstimator,
) {
  /** The review for a write that changes servings or ingredients (the engine loaded beforehand). */
  const nutritionReview = async () => reviewNutrition(await estimator?.());

  /** Recipes leave as the JSON text PostgreSQL rendered for this caller (recipes.repository.ts). */
  const listOf = <List>(documents: RecipeDocument[], nextCursor: string | null) =>
    jsonText<List>(
      `{"items":[${documents.map((d) => d.json).join(',')}],"next_cursor":${JSON.stringify(nextCursor)}}`,
    );
  const emptyList = <List>() => listOf<List>([], null);

  /** A list that is complete in one answer (no cursor). */
  async function complete<List>(
    filter: RecipeFilter,
    viewerId: string | undefined,
    shape: RecipeShape,
  ): Promise<JsonText<List>> {
    return listOf<List>(await repo.list(filter, viewerId, shape), null);
  }

  /** Lists are of summaries (decision 0007). */
  const summaries = (filter: RecipeFilter, viewerId: string | undefined) =>
    complete<RecipeSummaryList>(filter, viewerId, 'summary');

  async function page(
    filter: RecipeFilter,
    viewerId: string | undefined,
  ): Promise<JsonText<RecipeSummaryList>> {
    const rows = await repo.list({ ...filter, limit: filter.limit + 1 }, viewerId, 'summary');
    const more = rows.length > filter.limit;
    const items = rows.slice(0, filter.limit);
    const last = items.at(-1);
    return listOf(
      items,
      more && last ? encodeCursor({ created_at: last.cursor_created_at, id: last.id }) : null,
    );
  }

  /** The catalogue goals among a recipe's tag names (names that are no goal link nothing). */
  async function goalIdsOf(names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const ids = await goals.idsByNames(names);
    return [
      ...new Set(
        names.map((n) => ids.get(n.trim().toLowerCase())).filter((id) => id !== undefined),
      ),
    ];
  }

  /**
   * A write that links the recipe to the goals of these tag names. Should a goal be deleted between
   * the lookup and the write (an admin at the same moment), the link's foreign key refuses the
   * write; the names are looked up again and the write retried once.
   */
  async function withGoalLinks<T>(
    names: readonly string[] | undefined,
    write: (goalIds: string[] | undefined) => Promise<T>,
  ): Promise<T> {
    if (names === undefined) return write(undefined);
    try {
      return await write(await goalIdsOf(names));
    } catch (error) {
      if (!isGoalLinkGone(error)) throw error;
      return write(await goalIdsOf(names));
    }
  }

  /** Loads a recipe the caller may change: missing or invisible → 404, visible but not theirs → 403. */
  async function assertOwner(id: string, userId: string, forbidden: string): Promise<void> {
    const access = isUuid(id) ? await repo.findAccess(id) : undefined;
    if (!access || (!access.is_public && access.user_id !== userId)) throw notFound();
    if (access.user_id !== userId) throw new AppError('FORBIDDEN', forbidden);
  }

  async function read(id: string, viewerId: string | undefined): Promise<JsonText<Recipe>> {
    const row = isUuid(id) ? await repo.findVisible(id, viewerId) : undefined;
    if (!row) throw notFound();
    return jsonText<Recipe>(row.json);
  }

  return {
    async list(
      query: ListQuery,
      viewerId: string | undefined,
    ): Promise<JsonText<RecipeSummaryList>> {
      if (query.author === 'me' && !viewerId)
        throw new AppError('UNAUTHENTICATED', messages.signInRequired);
      // A goal named by id or name; no such goal, no recipe tagged with it.
      const healthGoalId = query.health_goal ? await goals.resolve(query.health_goal) : undefined;
      if (query.health_goal && !healthGoalId) return emptyList();
      return page(
        {
          viewerId,
          titleContains: query.q || undefined,
          cuisine: query.cuisine || undefined,
          complexity: query.complexity,
          diets: query.diet ? [query.diet] : undefined,
          healthGoalId,
          maxTotalMinutes: query.max_time,
          ownerId: query.author === 'me' ? viewerId : undefined,
          after: decodeCursor(query.cursor),
          limit: query.limit,
        },
        viewerId,
      );
    },

    /**
     * Public recipes only (a member's private drafts never lead it), never the featured ones: until
     * cooks and saves are counted, the most recently updated public recipes beyond the featured.
     */
    async trending(
      limit: number,
      viewerId: string | undefined,
    ): Promise<JsonText<RecipeSummaryList>> {
      return summaries(
        { publicOnly: true, beyondNewestPublic: FEATURED_COUNT, order: 'updated', limit },
        viewerId,
      );
    },

    /** The newest public recipes. */
    async featured(viewerId: string | undefined): Promise<JsonText<RecipeSummaryList>> {
      return summaries({ publicOnly: true, limit: FEATURED_COUNT }, viewerId);
    },

    /** Title contains the term; an empty term gives an empty list (spec-1 §5). */
    async search(
      term: string,
      limit: number,
      viewerId: string | undefined,
    ): Promise<JsonText<RecipeSummaryList>> {
      const q = term.trim();
      if (!q) return emptyList();
      return summaries({ viewerId, titleContains: q, limit }, viewerId);
    },

    /** The visible recipes among the ids; an empty list gives an empty list (spec-1 §5). */
    async byIds(rawIds: string, viewerId: string | undefined): Promise<JsonText<RecipeList>> {
      const ids = [
        ...new Set(
          rawIds
            .split(',')
            .map((s) => s.trim())
            .filter(isUuid),
        ),
      ].slice(0, 100);
      if (ids.length === 0) return emptyList();
      return complete<RecipeList>({ viewerId, ids, limit: ids.length }, viewerId, 'whole');
    },

    /** One public recipe by meal type, diets, excluded ingredients and the title's first word. */
    async relevant(
      query: {
        meal_type?: string | undefined;
        diet?: string | undefined;
        exclude?: string | undefined;
        title?: string | undefined;
      },
      viewerId: string | undefined,
    ): Promise<JsonText<Recipe>> {
      const list = (value?: string) => trimmedList((value ?? '').split(','));
      const [row] = await repo.list(
        {
          publicOnly: true,
          mealType: query.meal_type || undefined,
          diets: list(query.diet),
          excludeIngredients: list(query.exclude),
          titleContains: query.title?.trim().split(/\s+/)[0] || undefined,
          limit: 1,
        },
        viewerId,
        'whole',
      );
      if (!row) throw notFound();
      return jsonText<Recipe>(row.json);
    },

    read,

    async create(input: RecipeCreate, userId: string | undefined): Promise<JsonText<Recipe>> {
      if (!userId) throw new AppError('UNAUTHENTICATED', messages.createSignedOut);
      // One cost given (the other missing, so 0): the other follows from it and the servings.
      const costs = fillMissingCost(input, input.servings);
      const health_tags = trimmedList(input.health_tags);
      const values = {
        title: input.title,
        description: input.description,
        image_url: input.image_url || null,
        servings: input.servings,
        prep_time: input.prep_time,
        cook_time: input.cook_time,
        complexity: input.complexity,
        dietary_restrictions: onlyAllowedDiets(input.dietary_restrictions),
        total_cost: costs.total_cost,
        cost_per_serving: costs.cost_per_serving,
        author_id: input.is_community ? null : userId,
        user_id: userId,
        is_community: input.is_community,
        is_public: input.is_public,
        ai_generated: input.ai_generated,
        ai_modified: input.ai_modified,
        ai_estimated: input.ai_estimated && Boolean(input.nutritional_info),
        nutritional_info: input.nutritional_info ?? null,
        health_tags,
        cuisine: input.cuisine?.trim() || null,
        meal_type: input.meal_type ?? null,
        equipment_needed: trimmedList(input.equipment_needed),
        special_ingredients: trimmedList(input.special_ingredients),
        source_url: input.source_url || null,
      };
      const ingredients = toIngredientValues(input.ingredients);
      const steps = toStepValues(input.steps);
      // Earned in the create's transaction, keyed by the member's count of recipes (see
      // progress.recorder.ts): a deleted and re-created recipe earns nothing again.
      const created = await withGoalLinks(health_tags, (goalIds) =>
        repo.create(values, ingredients, steps, goalIds, (tx, { ordinal }) =>
          progress.record(tx, {
            user_id: userId,
            kind: 'recipe_created',
            source_key: `#${ordinal}`,
          }),
        ),
      );
      return jsonText<Recipe>(created);
    },

    async update(id: string, patch: RecipePatch, userId: string): Promise<JsonText<Recipe>> {
      await assertOwner(id, userId, recipeMessages.updateNotOwner);
      const {
        dietary_restrictions,
        equipment_needed,
        special_ingredients,
        health_tags,
        image_url,
        cuisine,
        source_url,
        ...rest
      } = patch;
      // A servings or cost change needs the stored pair to keep both costs agreeing. Read before the
      // write's transaction: two PATCHes racing on one recipe's costs end with the later one's pair.
      const touchesCosts =
        rest.servings !== undefined ||
        rest.total_cost !== undefined ||
        rest.cost_per_serving !== undefined;
      const stored = touchesCosts ? await repo.findVisible(id, userId) : undefined;
      const costs = stored ? costsAfterPatch(rest, JSON.parse(stored.json) as Recipe) : undefined;
      // The engine is loaded only when servings change: recalculating needs it.
      const review =
        rest.servings !== undefined ? await nutritionReview() : reviewNutrition(undefined);
      const tags = health_tags ? trimmedList(health_tags) : undefined;
      const values = {
        ...rest,
        ...costs,
        ...(dietary_restrictions
          ? { dietary_restrictions: onlyAllowedDiets(dietary_restrictions) }
          : {}),
        ...(equipment_needed ? { equipment_needed: trimmedList(equipment_needed) } : {}),
        ...(special_ingredients ? { special_ingredients: trimmedList(special_ingredients) } : {}),
        ...(tags ? { health_tags: tags } : {}),
        ...(image_url !== undefined ? { image_url: image_url || null } : {}),
        ...(cuisine !== undefined ? { cuisine: cuisine?.trim() || null } : {}),
        ...(source_url !== undefined ? { source_url: source_url || null } : {}),
        ...(rest.is_community !== undefined
          ? { author_id: rest.is_community ? null : userId }
          : {}),
      };
      await withGoalLinks(tags, (goalIds) => repo.update(id, values, review, goalIds));
      return read(id, userId);
    },

    async replaceIngredients(
      id: string,
      items: IngredientInput[],
      userId: string,
    ): Promise<JsonText<Recipe>> {
      await assertOwner(id, userId, recipeMessages.updateNotOwner);
      await repo.replaceIngredients(id, toIngredientValues(items), await nutritionReview());
      return read(id, userId);
    },

    async replaceSteps(id: string, items: StepInput[], userId: string): Promise<JsonText<Recipe>> {
      await assertOwner(id, userId, recipeMessages.updateNotOwner);
      await repo.replaceSteps(id, toStepValues(items));
      return read(id, userId);
    },

    async updateNutrition(
      id: string,
      info: NutritionalInfo | null,
      aiEstimated: boolean,
      userId: string,
    ): Promise<JsonText<Recipe>> {
      await assertOwner(id, userId, recipeMessages.updateNotOwner);
      // Estimated values need values to be estimated (as on create).
      await repo.updateNutrition(id, info, aiEstimated && info !== null);
      return read(id, userId);
    },

    async replaceHealthGoals(
      id: string,
      names: string[],
      userId: string,
    ): Promise<JsonText<Recipe>> {
      await assertOwner(id, userId, recipeMessages.updateNotOwner);
      const tags = [...new Set(trimmedList(names))];
      await withGoalLinks(tags, (goalIds) => repo.replaceHealthGoals(id, tags, goalIds ?? []));
      return read(id, userId);
    },

    async delete(id: string, userId: string | undefined): Promise<void> {
      if (!userId) throw new AppError('UNAUTHENTICATED', messages.notAuthenticated);
      await assertOwner(id, userId, messages.deleteNotOwner);
      await repo.delete(id);
    },

    /**
     * What the cooking module needs of a recipe the member may see; missing or invisible → 404.
     * Other modules get recipes through here, never through the recipes tables. `tx`: the caller's
     * transaction, so a request that reads a recipe between its own reads and writes holds one
     * pooled connection, not one per statement.
     */
    async cookingFacts(id: string, viewerId: string, tx?: Transaction): Promise<CookingFacts> {
      const row = isUuid(id) ? await repo.findCookingFacts(id, viewerId, tx) : undefined;
      if (!row) throw notFound();
      return {
        cuisine: row.cuisine,
        servings: row.servings,
        planned_minutes: Number(row.planned_minutes),
        step_ids: row.step_ids,
      };
    },

    /**
     * Public recipes tagged with the member's preferred goals, most goals in common first, then
     * newest (GET /api/recipes/recommended): none while the member has chosen no goal.
     */
    async recommended(limit: number, userId: string): Promise<JsonText<RecipeSummaryList>> {
      const goalIds = await goals.preferredIds(userId);
      if (goalIds.length === 0) return emptyList();
      return listOf(await repo.listRecommended(goalIds, limit, userId), null);
    },

    /**
     * The goals each recipe is tagged with, for the goal stats (recipes logged in the diary): of the
     * recipes the member may see; recipes without goals, or unseen, are absent.
     */
    async goalIdsOfRecipes(
      recipeIds: readonly string[],
      viewerId: string,
    ): Promise<Map<string, string[]>> {
      const ids = [...new Set(recipeIds.filter(isUuid).map((id) => id.toLowerCase()))];
      if (ids.length === 0) return new Map();
      const rows = await repo.goalIdsOfRecipes(ids, viewerId);
      return new Map(rows.map((row) => [row.recipe_id, row.goal_ids]));
    },

    /**
     * The title and description of those of `ids` the viewer may see, by id (one query for a whole
     * diary day). Others, and ids that are not recipes, are absent.
     */
    async titles(
      ids: readonly string[],
      viewerId: string,
    ): Promise<Map<string, { title: string; description: string }>> {
      const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
      if (wanted.length === 0) return new Map();
      const rows = await repo.findTitles(wanted, viewerId);
      return new Map(rows.map((r) => [r.id, { title: r.title, description: r.description }]));
    },

    /**
     * A serving of a recipe the viewer may see (missing or invisible → 404), for the diary: its
     * stored nutrition per serving, or — when that is not set — the local engine's estimate from its
     * ingredients. The estimate is not saved on the recipe: the member logging it may not own it.
     */
    async servingNutrition(id: string, viewerId: string): Promise<ServingNutrition> {
      const row = isUuid(id) ? await repo.findServingNutrition(id, viewerId) : undefined;
      if (!row) throw notFound();
      if (caloriesOf(row.nutritional_info) > 0)
        return { title: row.title, nutritional_info: row.nutritional_info, estimated: false };
      const estimate = await estimator?.();
      const info = estimate?.({ servings: row.servings, ingredients: row.ingredients }) ?? null;
      return {
        title: row.title,
        nutritional_info: caloriesOf(info) > 0 ? info : null,
        estimated: true,
      };
    },

    // ── for meal plans (issue 13): add below, keep this line ──

    /**
     * For meal plan summaries: each of `ids` the viewer may see (a guest: public ones), by id, with
     * its cost per serving and nutrition per serving — the stored nutrition when its calories are
     * above 0, else the local engine's estimate (as `servingNutrition`), else null. One query for
     * all of them; the estimates are not saved.
     */
    async planFacts(
      ids: readonly string[],
      viewerId: string | undefined,
    ): Promise<
      Map<
        string,
        {
          cost_per_serving: number;
          nutrition: {
            calories: number;
            protein: number;
            carbohydrates: number;
            fat: number;
            sugar: number;
          } | null;
        }
      >
    > {
      const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
      if (wanted.length === 0) return new Map();
      const rows = await repo.findPlanFacts(wanted, viewerId);
      // The engine is loaded only when a recipe has no nutrition of its own.
      const estimate = rows.some((r) => caloriesOf(r.nutritional_info) <= 0)
        ? await estimator?.()
        : undefined;
      return new Map(
        rows.map((row) => {
          let info: NutritionalInfo | null = row.nutritional_info;
          if (caloriesOf(info) <= 0) {
            info =
              estimate?.({ servings: row.servings, ingredients: row.ingredients ?? [] }) ?? null;
            if (caloriesOf(info) <= 0) info = null;
          }
          return [
            row.id,
            {
              cost_per_serving: Number(row.cost_per_serving),
              nutrition: info
                ? {
                    calories: caloriesOf(info),
                    protein: info.protein ?? 0,
                    carbohydrates: info.carbohydrates ?? 0,
                    fat: info.fat ?? 0,
                    sugar: info.sugar ?? 0,
                  }
                : null,
            },
          ];
        }),
      );
    },

    // ── for the grocery list (issue 13): add below, keep this line ──

    /**
     * The title, servings and ingredients of those of `ids` the viewer may see, for the grocery list
     * (one query for every recipe of an add). Others, and ids that are not recipes, are absent.
     */
    async shoppingFacts(ids: readonly string[], viewerId: string) {
      const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
      return wanted.length === 0 ? [] : repo.findShoppingFacts(wanted, viewerId);
    },

    // ── for cookbooks (issue 13): add below, keep this line ──

    /**
     * For cookbooks: the summaries of those of `ids` the viewer may see, in the order of `ids` (one
     * query), each with its id and image. Others' private recipes and ids that are no recipe are
     * left out.
     */
    async summariesInOrder(
      ids: readonly string[],
      viewerId: string | undefined,
    ): Promise<
      Array<{
        id: string;
        image_url: string | null;
        json: JsonText<RecipeSummaryList['items'][number]>;
      }>
    > {
      const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
      if (wanted.length === 0) return [];
      const rows = await repo.summariesInOrder(wanted, viewerId);
      return rows.map((row) => ({
        id: row.id,
        image_url: row.image_url,
        json: jsonText<RecipeSummaryList['items'][number]>(row.json),
      }));
    },

    /**
     * For cookbooks' covers and counts: the image (or null) of each of `ids` the viewer may see, by
     * id, in one query; the others are absent. `tx`: the caller's transaction (a cookbook save checks
     * the recipe under its cookbook's lock).
     */
    async imagesOf(
      ids: readonly string[],
      viewerId: string | undefined,
      tx?: Transaction,
    ): Promise<Map<string, string | null>> {
      const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
      if (wanted.length === 0) return new Map();
      const rows = await repo.imagesOf(wanted, viewerId, tx);
      return new Map(rows.map((row) => [row.id, row.image_url]));
    },

    // ── for the cooking assistant (issue 15): add below, keep this line ──

    /**
     * "What can I make with chicken and rice": recipes the viewer may see (public, or theirs) whose
     * ingredients name any of `names`, the most names matched first, then newest; at most `limit`.
     * One query. Names are matched as words inside the ingredient's name, ignoring case.
     */
    async recipesWith(
      names: readonly string[],
      viewerId: string,
      limit = 5,
    ): Promise<Array<{ id: string; title: string }>> {
      const wanted = [
        ...new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 2)),
      ].slice(0, 10);
      if (wanted.length === 0) return [];
      return repo.recipesWithIngredients(wanted, viewerId, Math.min(Math.max(limit, 1), 20));
    },

    // ── for contests (issue 15): add below, keep this line ──

    /**
     * For contest entries: who owns the recipe and whether it is public, when the viewer may see it
     * (undefined: no such recipe, or someone else's private one).
     */
    async ownership(
      id: string,
      viewerId: string,
    ): Promise<{ user_id: string | null; is_public: boolean } | undefined> {
      return isUuid(id) ? repo.ownership(id.toLowerCase(), viewerId) : undefined;
    },

    // ── for recipe ideas (issue 16 §3): add below, keep this line ──

    /**
     * Recipes the member may see (public, or theirs) ranked by how much of their counted
     * ingredients the cook has (decision 0024), with what they have and what they lack. The terms
     * are read by core's food identity; terms naming no food match nothing.
     */
    async ideas(request: IdeasRequest, viewerId: string): Promise<IdeasResponse> {
      const terms = ideaTerms(request.ingredients);
      if (terms.length === 0) return { items: [] };
      const rows = await repo.ideas(
        terms,
        { diet: request.diet, maxTime: request.max_time },
        viewerId,
        IDEAS_MAX_RESULTS,
      );
      return {
        items: rows.map((row) => ({
          recipe: JSON.parse(row.json) as IdeasResponse['items'][number]['recipe'],
          coverage: Math.round(row.coverage * 1000) / 1000,
          matched: row.matched,
          missing: row.missing,
        })),
      };
    },

    // ── your data (issue 17 §2) ──
    /**
     * The member's own recipes for their export, each with its ingredients and steps, shaped as
     * POST /api/recipes takes them (plus the id), so an import creates them through the same rules.
     */
    async exportOf(userId: string): Promise<ExportedRecipe[]> {
      const out: ExportedRecipe[] = [];
      for (const id of await repo.ownedIds(userId)) {
        const recipe = JSON.parse((await read(id, userId)).json) as Recipe;
        out.push({
          id: recipe.id,
          title: recipe.title,
          description: recipe.description,
          image_url: recipe.image_url,
          servings: recipe.servings,
          prep_time: recipe.prep_time,
          cook_time: recipe.cook_time,
          complexity: recipe.complexity,
          dietary_restrictions: recipe.dietary_restrictions,
          total_cost: recipe.total_cost,
          cost_per_serving: recipe.cost_per_serving,
          cuisine: recipe.cuisine,
          meal_type: recipe.meal_type,
          equipment_needed: recipe.equipment_needed,
          special_ingredients: recipe.special_ingredients,
          is_community: recipe.is_community,
          is_public: recipe.is_public,
          ai_generated: recipe.ai_generated,
          ai_modified: recipe.ai_modified,
          ai_estimated: recipe.ai_estimated,
          nutritional_info: recipe.nutritional_info,
          health_tags: recipe.health_tags,
          source_url: recipe.source_url,
          ingredients: recipe.ingredients.map((i) => ({
            name: i.name,
            quantity: i.quantity,
            amount: i.amount,
            unit: i.unit,
            cost: i.cost,
            optional: i.optional,
            notes: i.notes,
          })),
          steps: recipe.steps.map((s) => ({
            step_number: s.step_number,
            instruction: s.instruction,
            time_required: s.time_required,
            tips: s.tips,
            video_url: s.video_url,
          })),
        });
      }
      return out;
    },
    /** Keeps the member's public recipes, authorless, as their account goes (its transaction). */
    releasePublicOf: (tx: Parameters<RecipesRepository['releasePublic']>[0], userId: string) =>
      repo.releasePublic(tx, userId),

    /** Which of these stored pictures some recipe still shows (an account's images, as it goes). */
    imagesInUse: (paths: string[]) => repo.imagesInUse(paths),
  };
}
export type RecipesService = ReturnType<typeof createRecipesService>;
