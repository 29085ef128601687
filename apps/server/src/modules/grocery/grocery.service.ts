import {
  isUuid,
  MAX_GROCERY_ITEMS,
  groceryItemName,
  groceryMessages,
  groceryQuantity,
  groceryUnit,
  mealPlanMessages,
  planGroceryAdd,
  scaleGroceryAmount,
  type GroceryAddResult,
  type GroceryCategory,
  type GroceryEntry,
  type GroceryFoodFacts,
  type GroceryFoodInfo,
  type GroceryItem,
  type GroceryItemCreate,
  type GroceryItemPatch,
  type GroceryList,
  type GrocerySource,
} from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { NutritionService } from '../nutrition/nutrition.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import {
  ReplayedAdd,
  type AddOnce,
  type GroceryRepository,
  type ItemChanges,
  type ItemRow,
  type ItemValues,
} from './grocery.repository.js';

/**
 * What the grocery list needs of the meal plans module: a plan's recipes and their planned servings,
 * for a plan the member may read (else AppError NOT_FOUND) — the recipes of its week, or every recipe
 * when the week is empty. Servings 0 means the recipe's own.
 */
export interface PlannedMeals {
  plannedServings(
    planId: string,
    viewerId: string,
  ): Promise<{ title: string; recipes: Array<{ recipe_id: string; servings: number }> }>;
}

const notFound = () => new AppError('NOT_FOUND', groceryMessages.notFound);

function tooMany(): AppError {
  const message = groceryMessages.tooManyItems(MAX_GROCERY_ITEMS);
  return new AppError('VALIDATION_FAILED', message, { items: message });
}

/**
 * A stored line as the API gives it: with the quantity people read, worked out by core; the food
 * key is the server's own.
 */
const itemOf = ({ food_key: _key, ...row }: ItemRow): GroceryItem => ({
  ...row,
  quantity: groceryQuantity(row),
});

/**
 * The grocery list (issue 13 point 2; decision 0016): one per member. Adding — recipes scaled to
 * servings, a meal plan's planned servings, or an item by hand — merges into the member's unchecked
 * line of the same food when the units convert (core's rules), else makes a line, in one
 * transaction under the member's list lock. Recipes come from the recipes service, which food a
 * name is (and its density and weights) from the nutrition service, a plan from the meal plans
 * module — never their tables.
 */
export function createGroceryService(deps: {
  repo: GroceryRepository;
  recipes: Pick<RecipesService, 'shoppingFacts'>;
  nutrition: Pick<NutritionService, 'groceryFacts'>;
  plans: PlannedMeals;
}) {
  const { repo, recipes, nutrition, plans } = deps;

  async function list(userId: string): Promise<GroceryList> {
    return { items: (await repo.list(userId)).map(itemOf) };
  }

  /**
   * Writes entries onto the member's list (each merged, or a new line; `checked` ones always new):
   * refused as a whole when the new lines would pass MAX_GROCERY_ITEMS. Answers the id of the line
   * each entry went to, and how many lines were new and merged into.
   */
  async function write(
    userId: string,
    entries: Array<GroceryEntry & { checked?: boolean | undefined }>,
    facts: ReadonlyMap<string, GroceryFoodFacts>,
    idempotencyKey?: string,
    answerFirstLine = false,
  ): Promise<{ lineIds: string[]; added: number; merged: number; line?: ItemRow | undefined }> {
    const toMerge = entries.filter((e) => !e.checked);
    const alwaysNew = entries.filter((e) => e.checked);
    let placed: Array<{ line: string } | { insert: number }> = [];
    let merged = 0;
    const lineOf = (p: { line: string } | { insert: number }, insertedIds: string[]) =>
      'line' in p ? p.line : insertedIds[p.insert]!;
    const once: AddOnce | undefined =
      idempotencyKey === undefined
        ? undefined
        : { key: idempotencyKey, lineOf: (insertedIds) => lineOf(placed[0]!, insertedIds) };
    const { ids: insertedIds, line } = await repo.add(
      userId,
      [...new Set(toMerge.map((e) => e.food_key))],
      (unchecked, count) => {
        const plan = planGroceryAdd(unchecked, toMerge, (key) => facts.get(key));
        const inserts: ItemValues[] = [...plan.inserts, ...alwaysNew];
        if (inserts.length > 0 && count + inserts.length > MAX_GROCERY_ITEMS) throw tooMany();
        placed = [
          ...plan.placed,
          ...alwaysNew.map((_, i) => ({ insert: plan.inserts.length + i })),
        ];
        merged = plan.updates.length;
        return { ...plan, inserts, placed };
      },
      once,
      answerFirstLine ? (ids) => lineOf(placed[0]!, ids) : undefined,
    );
    const lineIds = placed.map((p) => lineOf(p, insertedIds));
    return { lineIds, added: insertedIds.length, merged, line };
  }

  /** Food facts by food key, for the merge (the same food has the same facts, whatever its name). */
  const factsByKey = (infos: Iterable<GroceryFoodInfo>) =>
    new Map<string, GroceryFoodFacts>([...infos].map((info) => [info.food_key, info]));

  /**
   * The ingredients of recipes the member may see, each scaled to the servings wanted (0: the
   * recipe's own), as entries of an add. Optional ingredients are left out (decision 0016). With
   * `strict`, a recipe the member cannot see refuses the add (404); else it is skipped.
   */
  async function addRecipes(
    userId: string,
    wanted: ReadonlyArray<{ recipe_id: string; servings: number }>,
    strict: boolean,
  ): Promise<GroceryAddResult | null> {
    const found = await recipes.shoppingFacts(
      wanted.map((w) => w.recipe_id),
      userId,
    );
    const byId = new Map(found.map((recipe) => [recipe.id, recipe]));
    if (strict && wanted.some((w) => !byId.has(w.recipe_id.toLowerCase())))
      throw new AppError('NOT_FOUND', groceryMessages.unknownRecipes);
    const needed = wanted.flatMap((w) => {
      const recipe = byId.get(w.recipe_id.toLowerCase());
      return recipe ? [{ recipe, servings: w.servings > 0 ? w.servings : recipe.servings }] : [];
    });
    if (needed.length === 0) return null;
    const names = needed.flatMap(({ recipe }) => recipe.ingredients.map((i) => i.name));
    const infos = await nutrition.groceryFacts(names);
    const entries: GroceryEntry[] = needed.flatMap(({ recipe, servings }) => {
      const source: GrocerySource = { recipe_id: recipe.id, title: recipe.title };
      return recipe.ingredients
        .filter((ingredient) => !ingredient.optional)
        .map((ingredient) => {
          const info = infos.get(ingredient.name)!;
          return {
            name: groceryItemName(ingredient.name),
            food_key: info.food_key,
            category: info.category,
            sources: [source],
            ...scaleGroceryAmount(
              { amount: ingredient.amount, unit: ingredient.unit },
              servings,
              recipe.servings,
            ),
          };
        });
    });
    const { added, merged } = await write(userId, entries, factsByKey(infos.values()));
    return { ...(await list(userId)), added, merged };
  }

  return {
    list,

    /**
     * A manual item, merged into the unchecked line of the same food when the units convert. With an
     * idempotency key already used by the member, nothing is added: the answer is the line the
     * first add went to, as it is now (404 once deleted).
     */
    async addItem(
      userId: string,
      input: GroceryItemCreate,
      idempotencyKey?: string,
    ): Promise<GroceryItem> {
      const infos = await nutrition.groceryFacts([input.name]);
      const info = infos.get(input.name)!;
      const measure = scaleGroceryAmount(
        { amount: input.amount ?? null, unit: input.unit ?? '' },
        1,
        1,
      );
      let lineIds: string[];
      let line: ItemRow | undefined;
      try {
        ({ lineIds, line } = await write(
          userId,
          [
            {
              name: input.name,
              food_key: info.food_key,
              category: input.category ?? info.category,
              sources: input.sources ?? [],
              checked: input.checked ?? false,
              ...measure,
            },
          ],
          factsByKey([info]),
          idempotencyKey,
          true,
        ));
      } catch (error) {
        if (!(error instanceof ReplayedAdd)) throw error;
        lineIds = [error.lineId];
      }
      // The line as the add's transaction left it, read on its connection; a replay reads it now.
      const row = line ?? (await repo.find(lineIds[0]!, userId));
      // Deleted between the add and this read by another request of the member's.
      if (!row) throw notFound();
      return itemOf(row);
    },

    /** Checks, unchecks or edits the member's own line (another's → 404). */
    async update(id: string, userId: string, patch: GroceryItemPatch): Promise<GroceryItem> {
      if (!isUuid(id)) throw notFound();
      const changes: ItemChanges = {};
      if (patch.name !== undefined) {
        changes.name = patch.name;
        // Renamed, it is another food for the merges to come.
        changes.food_key = (await nutrition.groceryFacts([patch.name])).get(patch.name)!.food_key;
      }
      if (patch.amount !== undefined) changes.amount = patch.amount;
      if (patch.unit !== undefined) changes.unit = patch.unit === '' ? '' : groceryUnit(patch.unit);
      if (patch.category !== undefined) changes.category = patch.category satisfies GroceryCategory;
      if (patch.checked !== undefined) changes.checked = patch.checked;
      const row =
        Object.keys(changes).length === 0
          ? await repo.find(id, userId)
          : await repo.update(id, userId, changes);
      if (!row) throw notFound();
      return itemOf(row);
    },

    async delete(id: string, userId: string): Promise<void> {
      if (!isUuid(id) || !(await repo.delete(id, userId))) throw notFound();
    },

    async clearChecked(userId: string): Promise<void> {
      await repo.deleteChecked(userId);
    },

    /** Recipes scaled to their servings; any the member cannot see refuses the whole add (404). */
    async addFromRecipes(
      userId: string,
      input: { recipes: Array<{ recipe_id: string; servings: number }> },
    ): Promise<GroceryAddResult> {
      return (await addRecipes(userId, input.recipes, true))!;
    },

    /**
     * A meal plan the member may read, at its planned servings: the week's recipes summed over
     * their days (recipes on no day are left out), or — the week empty — each recipe once at its
     * own servings. A recipe they cannot see (someone's private recipe on a public plan) is
     * skipped; a plan with nothing to shop for is 400.
     */
    async addFromMealPlan(userId: string, planId: string): Promise<GroceryAddResult> {
      if (!isUuid(planId)) throw new AppError('NOT_FOUND', mealPlanMessages.notFound);
      const plan = await plans.plannedServings(planId.toLowerCase(), userId);
      const result = plan.recipes.length > 0 ? await addRecipes(userId, plan.recipes, false) : null;
      if (!result) throw new AppError('VALIDATION_FAILED', groceryMessages.emptyPlan);
      return result;
    },
  };
}
export type GroceryService = ReturnType<typeof createGroceryService>;
