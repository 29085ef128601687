import {
  CollectionCreateSchema,
  MISE_EXPORT_FORMAT,
  MISE_EXPORT_VERSION,
  MealPlanCreateSchema,
  accountMessages,
  storedImagePath,
  type ImportResult,
  type MiseExport,
  type MiseImport,
  type NutritionSettings,
} from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { RolesService } from '../admin/roles.service.js';
import type { CollectionsService } from '../collections/collections.service.js';
import type { ContestsService } from '../contests/contests.service.js';
import type { CookingService } from '../cooking/cooking.service.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { DiaryService } from '../diary/diary.service.js';
import type { GroceryService } from '../grocery/grocery.service.js';
import type { ImagesService } from '../images/images.service.js';
import type { HealthGoalsService } from '../health-goals/health-goals.service.js';
import type { MealPlansService } from '../meal-plans/meal-plans.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { ProgressService } from '../progress/progress.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import type { AccountRepository } from './account.repository.js';

/** The services "Your data" gathers from and writes through: never their tables. */
export interface AccountDeps {
  profiles: Pick<ProfilesService, 'getMe'>;
  recipes: Pick<
    RecipesService,
    'exportOf' | 'create' | 'ownership' | 'releasePublicOf' | 'imagesInUse'
  >;
  images: Pick<ImagesService, 'storedBy' | 'removeLeftBehind' | 'read'>;
  collections: Pick<CollectionsService, 'exportOf' | 'create' | 'addRecipe'>;
  mealPlans: Pick<MealPlansService, 'exportOf' | 'create'>;
  diary: Pick<DiaryService, 'exportOf' | 'add'> & {
    nutritionSettings: (userId: string) => Promise<NutritionSettings>;
  };
  grocery: Pick<GroceryService, 'list'>;
  healthGoals: Pick<HealthGoalsService, 'preferredGoals'>;
  cooking: Pick<CookingService, 'exportOf'>;
  progress: Pick<ProgressService, 'ledgerOf'>;
  credits: Pick<CreditsService, 'exportOf'>;
  contests: Pick<ContestsService, 'exportOf' | 'forgetVoterOf'>;
  accounts: Pick<RolesService, 'deleteAccount'>;
}

/** Cookbooks are created with at most this many recipes; the rest are saved into them one by one. */
const NEW_COOKBOOK_RECIPES = 50;

/**
 * "Your data" (issue 17 §2): the export gathers every module's rows of the member through that
 * module's service; the import writes through the same services (their rules, ownership checks and
 * awards apply) and remembers each source id, so a second run adds nothing; the deletion runs the
 * modules' own clean-ups and the account's removal in one transaction.
 */
export function createAccountService(repo: AccountRepository, deps: AccountDeps) {
  /**
   * An imported recipe's picture as this install can show it: a file of this server's storage named
   * by a relative URL (`/uploads/images/…`) is kept only when this install has that file — an export
   * from another install would otherwise bring a broken picture. Any absolute URL is kept as it is
   * (another site, or a bucket that serves it wherever it is read from).
   */
  async function imageHere(url: string | null | undefined): Promise<string | null | undefined> {
    const path = storedImagePath(url);
    if (!url || !path || !url.startsWith('/')) return url;
    return (await deps.images.read(path)) ? url : null;
  }

  /** The rows of an export, created through their modules and remembered (see importInto). */
  async function importRows(userId: string, doc: MiseImport): Promise<ImportResult> {
    const result: ImportResult = {
      recipes: { imported: 0, skipped: 0 },
      cookbooks: { imported: 0, skipped: 0 },
      meal_plans: { imported: 0, skipped: 0 },
      diary: { imported: 0, skipped: 0 },
    };

    // Recipes first: the other sections point at them.
    const recipeIds = await repo.imported(userId, 'recipe');
    for (const { id: sourceId, ...recipe } of doc.recipes) {
      if (recipeIds.has(sourceId)) {
        result.recipes.skipped += 1;
        continue;
      }
      // The member's own export brought back into the same account: the recipe is already here.
      const owner = await deps.recipes.ownership(sourceId, userId);
      if (owner?.user_id === userId) {
        recipeIds.set(sourceId, sourceId);
        result.recipes.skipped += 1;
        continue;
      }
      const image_url = await imageHere(recipe.image_url);
      const created = JSON.parse(
        (await deps.recipes.create({ ...recipe, image_url }, userId)).json,
      ) as {
        id: string;
      };
      await repo.remember(userId, 'recipe', sourceId, created.id);
      recipeIds.set(sourceId, created.id);
      result.recipes.imported += 1;
    }
    /** A recipe reference of the export, in this account: imported, or visible here as it is. */
    const seen = new Map<string, string | null>();
    async function recipeHere(sourceId: string | null | undefined): Promise<string | null> {
      if (!sourceId) return null;
      const mapped = recipeIds.get(sourceId);
      if (mapped) return mapped;
      if (!seen.has(sourceId))
        seen.set(sourceId, (await deps.recipes.ownership(sourceId, userId)) ? sourceId : null);
      return seen.get(sourceId)!;
    }
    async function recipesHere(ids: string[]): Promise<string[]> {
      const out: string[] = [];
      for (const id of ids) {
        const here = await recipeHere(id);
        if (here && !out.includes(here)) out.push(here);
      }
      return out;
    }

    const cookbookIds = await repo.imported(userId, 'cookbook');
    for (const cookbook of doc.cookbooks) {
      if (cookbookIds.has(cookbook.id)) {
        result.cookbooks.skipped += 1;
        continue;
      }
      const recipes = await recipesHere(cookbook.recipe_ids);
      const input = CollectionCreateSchema.safeParse({
        name: cookbook.name,
        description: cookbook.description,
        is_public: cookbook.is_public,
        recipe_ids: recipes.slice(0, NEW_COOKBOOK_RECIPES),
      });
      if (!input.success) {
        result.cookbooks.skipped += 1;
        continue;
      }
      const created = await deps.collections.create(userId, input.data);
      for (const recipeId of recipes.slice(NEW_COOKBOOK_RECIPES))
        await deps.collections.addRecipe(created.id, recipeId, userId);
      await repo.remember(userId, 'cookbook', cookbook.id, created.id);
      result.cookbooks.imported += 1;
    }

    const planIds = await repo.imported(userId, 'meal_plan');
    for (const { id: sourceId, ...plan } of doc.meal_plans) {
      if (planIds.has(sourceId)) {
        result.meal_plans.skipped += 1;
        continue;
      }
      const recipes = await recipesHere(plan.recipes);
      const schedule = [];
      for (const slot of plan.schedule) {
        const recipeId = await recipeHere(slot.recipe_id);
        if (recipeId && recipes.includes(recipeId)) schedule.push({ ...slot, recipe_id: recipeId });
      }
      const input = MealPlanCreateSchema.safeParse({ ...plan, recipes, schedule });
      if (!input.success) {
        result.meal_plans.skipped += 1;
        continue;
      }
      const created = await deps.mealPlans
        .create(input.data, userId)
        // A goal of the other install's catalogue is not in this one: the plan comes without it.
        .catch((error: unknown) => {
          if (!(error instanceof AppError) || input.data.health_goal_id === null) throw error;
          return deps.mealPlans.create({ ...input.data, health_goal_id: null }, userId);
        });
      await repo.remember(userId, 'meal_plan', sourceId, created.id);
      result.meal_plans.imported += 1;
    }

    const entryIds = await repo.imported(userId, 'diary');
    for (const { id: sourceId, ...entry } of doc.diary) {
      if (entryIds.has(sourceId)) {
        result.diary.skipped += 1;
        continue;
      }
      const created = await deps.diary.add(userId, {
        ...entry,
        recipe_id: await recipeHere(entry.recipe_id),
      });
      await repo.remember(userId, 'diary', sourceId, created.id);
      result.diary.imported += 1;
    }
    return result;
  }

  return {
    async exportOf(userId: string): Promise<MiseExport> {
      const me = await deps.profiles.getMe(userId);
      return {
        format: MISE_EXPORT_FORMAT,
        version: MISE_EXPORT_VERSION,
        exported_at: new Date().toISOString(),
        profile: { email: me.user.email, ...me.profile },
        recipes: await deps.recipes.exportOf(userId),
        cookbooks: await deps.collections.exportOf(userId),
        meal_plans: await deps.mealPlans.exportOf(userId),
        diary: await deps.diary.exportOf(userId),
        grocery_list: (await deps.grocery.list(userId)).items,
        nutrition_settings: await deps.diary.nutritionSettings(userId),
        health_goals: await deps.healthGoals.preferredGoals(userId),
        cooks: await deps.cooking.exportOf(userId),
        progress_ledger: await deps.progress.ledgerOf(userId),
        credit_ledger: await deps.credits.exportOf(userId),
        contest_entries: await deps.contests.exportOf(userId),
      } as MiseExport;
    },

    /** Brings the export in, one import at a time per member (a second at once: 409). */
    async importInto(userId: string, doc: MiseImport): Promise<ImportResult> {
      if (!(await repo.lockImport(userId)))
        throw new AppError('CONFLICT', accountMessages.importRunning);
      try {
        return await importRows(userId, doc);
      } finally {
        await repo.unlockImport(userId);
      }
    },

    /**
     * Removes the account and everything it owns, in one transaction: the member's contest votes are
     * taken back with their counts, their public recipes stay (authorless), and the account row goes —
     * every other row of theirs references it and cascades with it (sessions too). Then the pictures
     * they stored leave storage, but those a recipe that stays still shows (their public ones).
     */
    async deleteAccount(userId: string, accountEmail: string, typedEmail: string): Promise<void> {
      if (typedEmail.trim().toLowerCase() !== accountEmail.toLowerCase())
        throw new AppError('VALIDATION_FAILED', accountMessages.emailMismatch, {
          email: accountMessages.emailMismatch,
        });
      const images = await deps.images.storedBy(userId);
      await repo.transaction(async (tx) => {
        await deps.contests.forgetVoterOf(tx, userId);
        await deps.recipes.releasePublicOf(tx, userId);
        await deps.accounts.deleteAccount(tx, userId);
      });
      // The images no recipe that stays shows go too (storage is not in the transaction).
      const inUse = new Set(await deps.recipes.imagesInUse(images.map((image) => image.path)));
      await deps.images.removeLeftBehind(images, (path) => inUse.has(path));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
