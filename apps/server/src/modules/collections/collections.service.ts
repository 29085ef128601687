import {
  isUuid,
  MAX_COLLECTION_RECIPES,
  collectionMessages as m,
  type Collection,
  type CollectionCreate,
  type CollectionDetail,
  type CollectionList,
  type CollectionPatch,
} from '@mise/core';
import type { ExportedCookbook } from '@mise/core';
import { AppError } from '../../http/app-error.js';
import { jsonText, type JsonText } from '../../http/json-text.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import type { CollectionRow, CollectionsRepository } from './collections.repository.js';

/** The write's transaction, as progress takes it (services never name Drizzle's types). */
type Transaction = Parameters<ProgressRecorder['record']>[0];

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const recipeNotFound = () => new AppError('NOT_FOUND', m.recipeNotFound);

/**
 * A cookbook as the viewer sees it: its count and cover from the recipes they may see (someone
 * else's private recipe in a public cookbook is neither counted nor the cover). `images` holds the
 * visible recipes' images by id (recipes service).
 */
function viewOf(row: CollectionRow, images: Map<string, string | null>): Collection {
  const { recipe_ids, ...own } = row;
  const visible = recipe_ids.filter((id) => images.has(id));
  const cover = visible.map((id) => images.get(id)).find((url) => Boolean(url));
  return {
    ...own,
    cover_image_url: cover ?? null,
    recipe_count: visible.length,
  };
}

/**
 * Cookbooks (spec-1 §2 /collections, §3, §7; issue 13 point 3). Only the owner changes one; others
 * read a public one (guests too, as public recipes), a private one is 404 to them. What a recipe is
 * and who may see it comes from the recipes service — never its tables.
 */
export function createCollectionsService(deps: {
  repo: CollectionsRepository;
  recipes: Pick<RecipesService, 'imagesOf' | 'summariesInOrder'>;
  progress: ProgressRecorder;
}) {
  const { repo, recipes, progress } = deps;

  /** Saving a recipe earns once per recipe, whichever cookbook (progress keys it by the recipe). */
  const recordSave = (tx: Transaction, userId: string, recipeId: string) =>
    progress.record(tx, {
      user_id: userId,
      kind: 'recipe_saved',
      source_key: recipeId,
    });

  /** The cookbook when the viewer may read it: theirs, or public. */
  async function readable(id: string, viewerId: string | undefined): Promise<CollectionRow> {
    const row = isUuid(id) ? await repo.find(id) : undefined;
    if (!row || (!row.is_public && row.user_id !== viewerId)) throw notFound();
    return row;
  }

  /** The cookbook when the caller may change it: invisible → 404, someone else's public → 403. */
  async function owned(id: string, userId: string): Promise<CollectionRow> {
    const row = await readable(id, userId);
    if (row.user_id !== userId) throw new AppError('FORBIDDEN', m.notOwner);
    return row;
  }

  async function view(row: CollectionRow, viewerId: string | undefined): Promise<Collection> {
    return viewOf(row, await recipes.imagesOf(row.recipe_ids, viewerId));
  }

  /**
   * The cookbook with the summaries of its recipes the viewer may see, in order: two queries (the
   * cookbook, the summaries), sent as the JSON text the recipes service rendered.
   */
  async function detail(
    row: CollectionRow,
    viewerId: string | undefined,
  ): Promise<JsonText<CollectionDetail>> {
    const summaries = await recipes.summariesInOrder(row.recipe_ids, viewerId);
    const images = new Map(summaries.map((s) => [s.id, s.image_url]));
    const head = JSON.stringify(viewOf(row, images));
    const list = summaries.map((s) => s.json.json).join(',');
    return jsonText<CollectionDetail>(`${head.slice(0, -1)},"recipes":[${list}]}`);
  }

  return {
    /**
     * The member's own cookbooks, newest first, a page at a time; each with its count and cover
     * (two queries for the page, whatever its size) and, with `recipeId`, whether it holds it.
     */
    async list(
      userId: string,
      query: { limit: number; cursor?: string | undefined; recipe_id?: string | undefined },
    ): Promise<CollectionList> {
      const rows = await repo.list(userId, {
        after: decodeCursor(query.cursor),
        limit: query.limit + 1,
        recipeId: query.recipe_id?.toLowerCase(),
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const ids = page.flatMap((row) => row.recipe_ids);
      const images =
        ids.length > 0 ? await recipes.imagesOf(ids, userId) : new Map<string, string | null>();
      return {
        items: page.map(({ cursor_created_at: _cursor, contains_recipe, ...row }) => ({
          ...viewOf(row, images),
          ...(contains_recipe === undefined ? {} : { contains_recipe }),
        })),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ created_at: last.cursor_created_at, id: last.id })
            : null,
      };
    },

    async read(id: string, viewerId: string | undefined): Promise<JsonText<CollectionDetail>> {
      return detail(await readable(id, viewerId), viewerId);
    },

    /**
     * A new cookbook with the recipes sent, in order, in one transaction: each must be one the
     * member may see, else 404 and nothing is created. Answers with its count and cover.
     */
    async create(userId: string, input: CollectionCreate): Promise<Collection> {
      const { recipe_ids: recipeIds, ...values } = input;
      const images =
        recipeIds.length > 0
          ? await recipes.imagesOf(recipeIds, userId)
          : new Map<string, string | null>();
      if (recipeIds.some((id) => !images.has(id))) throw recipeNotFound();
      // Keyed by the member's count of cookbooks: deleting one and making another earns nothing.
      const row = await repo.insert(userId, values, recipeIds, async (tx, written) => {
        await progress.record(tx, {
          user_id: userId,
          kind: 'cookbook_created',
          source_key: `#${written.ordinal}`,
        });
        for (const recipeId of written.recipeIds) await recordSave(tx, userId, recipeId);
      });
      if (row === 'recipe-gone') throw recipeNotFound();
      return viewOf(row, images);
    },

    /** Renames, describes or publishes the caller's cookbook; an empty change gives it back. */
    async update(id: string, userId: string, patch: CollectionPatch): Promise<Collection> {
      const row = await owned(id, userId);
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as CollectionPatch;
      if (Object.keys(changes).length === 0) return view(row, userId);
      await repo.update(row.id, changes);
      return view(await readable(row.id, userId), userId);
    },

    /** Deletes the caller's cookbook; its recipes stay. */
    async delete(id: string, userId: string): Promise<void> {
      const row = await owned(id, userId);
      await repo.delete(row.id);
    },

    /**
     * Appends a recipe the owner may see (else 404) to their cookbook. Idempotent: a recipe already
     * in it keeps its place, and the answer is the same. One transaction on one pooled connection:
     * the cookbook locked (the member's only), the recipe checked — one look-up that also gives the
     * images the answer's count and cover need — the link, and the award (decision 0029).
     */
    async addRecipe(id: string, recipeId: string, userId: string): Promise<Collection> {
      if (!isUuid(id)) throw notFound();
      const recipe = isUuid(recipeId) ? recipeId.toLowerCase() : undefined;
      if (!recipe) {
        await owned(id, userId); // whose cookbook it is speaks first (404, 403)
        throw recipeNotFound();
      }
      let asked = new Set<string>();
      let images = new Map<string, string | null>();
      const { outcome, row: after } = await repo.addRecipe(
        id,
        userId,
        recipe,
        MAX_COLLECTION_RECIPES,
        async (tx, held) => {
          asked = new Set([...held, recipe]);
          images = await recipes.imagesOf([...asked], userId, tx);
          if (!images.has(recipe)) throw recipeNotFound();
        },
        (tx) => recordSave(tx, userId, recipe),
      );
      if (outcome === 'not-owned') {
        await owned(id, userId); // someone else's public → 403, else 404
        throw notFound();
      }
      if (outcome === 'gone' || !after) {
        // Deleted between the check and the insert: its foreign key refused the link.
        if (outcome === 'recipe-gone') throw recipeNotFound();
        if (outcome === 'full')
          throw new AppError('CONFLICT', m.full(MAX_COLLECTION_RECIPES), {
            recipe_id: m.full(MAX_COLLECTION_RECIPES),
          });
        throw notFound();
      }
      // Recipes added meanwhile (another tab) are looked up too, so the count and cover are exact.
      return after.recipe_ids.every((r) => asked.has(r))
        ? viewOf(after, images)
        : view(after, userId);
    },

    /** Takes a recipe out of the caller's cookbook; one not in it is already out (204 either way). */
    async removeRecipe(id: string, recipeId: string, userId: string): Promise<void> {
      const row = await owned(id, userId);
      if (!isUuid(recipeId)) return;
      await repo.removeRecipe(row.id, recipeId.toLowerCase());
    },

    /**
     * Puts the cookbook's recipes in a new order: `recipeIds` must be exactly the recipes the owner
     * sees in it, each once (else 400). Recipes in it they can no longer see (made private by their
     * owner since) keep their place after these: the owner cannot name them.
     */
    async order(
      id: string,
      userId: string,
      recipeIds: string[],
    ): Promise<JsonText<CollectionDetail>> {
      const row = await owned(id, userId);
      const images = await recipes.imagesOf(row.recipe_ids, userId);
      const visible = row.recipe_ids.filter((r) => images.has(r));
      const mismatch = () =>
        new AppError('VALIDATION_FAILED', m.orderMismatch, { recipe_ids: m.orderMismatch });
      const sent = new Set(recipeIds);
      if (
        sent.size !== recipeIds.length ||
        sent.size !== visible.length ||
        visible.some((r) => !sent.has(r))
      )
        throw mismatch();
      const hidden = row.recipe_ids.filter((r) => !images.has(r));
      if (!(await repo.setOrder(row.id, [...recipeIds, ...hidden]))) throw mismatch();
      return detail(await readable(row.id, userId), userId);
    },

    // ── your data (issue 17 §2) ──
    /** The member's cookbooks, oldest first, with their recipes in order, for their export. */
    async exportOf(userId: string): Promise<ExportedCookbook[]> {
      const rows = await repo.list(userId, { limit: 100_000 });
      return rows.reverse().map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        is_public: row.is_public,
        recipe_ids: row.recipe_ids,
      }));
    },
  };
}
export type CollectionsService = ReturnType<typeof createCollectionsService>;
