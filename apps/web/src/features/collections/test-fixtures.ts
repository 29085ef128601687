// The cookbooks feature's test helpers (never imported by the app).
import type { Collection, RecipeSummary } from '@mise/core';
import { fakeApi, json, makeRecipe, type ApiCall } from '../../test-utils/recipe-fixtures';
import { memberMe } from '../../test-utils/render';

export function makeCollection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 'c-1',
    user_id: memberMe.user.id,
    name: 'Weeknight dinners',
    description: '',
    is_public: false,
    cover_image_url: null,
    recipe_count: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  const { ingredients: _ingredients, steps: _steps, ...summary } = makeRecipe(overrides);
  return summary;
}

const notFound = () => json(404, { error: { code: 'NOT_FOUND', message: 'Cookbook not found' } });

interface Book {
  collection: Collection;
  recipes: RecipeSummary[];
}

/**
 * A fake cookbooks API with state, as the server behaves: the list (newest first, `contains_recipe`
 * with `?recipe_id=`), a cookbook with its recipes, and every write. `recipes` are the summaries a
 * PUT of a link can add. `fail` answers a route ("METHOD /path-pattern") with an error instead.
 */
export function fakeCookbooks(
  options: {
    books?: Book[];
    recipes?: RecipeSummary[];
    fail?: Record<string, () => Response>;
    /** The most cookbooks the list answers at once, whatever `limit` asks (a cursor for the rest). */
    pageSize?: number;
  } = {},
) {
  const books: Book[] = [...(options.books ?? [])];
  const known = new Map((options.recipes ?? []).map((r) => [r.id, r]));
  for (const book of books) for (const r of book.recipes) known.set(r.id, r);
  let made = 0;
  const view = (book: Book): Collection => ({
    ...book.collection,
    recipe_count: book.recipes.length,
    cover_image_url: book.recipes.find((r) => r.image_url)?.image_url ?? null,
  });
  const find = (id: string) => books.find((b) => b.collection.id === id);

  const handle = (call: ApiCall): Response => {
    const { method, path, body } = call;
    const parts = path.split('/').filter(Boolean); // api, collections, id, …
    const pattern = [
      method,
      `/${parts.map((p, i) => (i === 2 || i === 4 ? ':id' : p)).join('/')}`,
    ].join(' ');
    const failure = options.fail?.[pattern];
    if (failure) return failure();
    if (pattern === 'GET /api/collections') {
      const recipeId = call.search.get('recipe_id');
      // The cursor is where the page starts: enough for a fake that is not written meanwhile.
      const start = Number(call.search.get('cursor') ?? 0);
      const size = Math.min(
        Number(call.search.get('limit') ?? 20),
        options.pageSize ?? Number.POSITIVE_INFINITY,
      );
      const end = start + size;
      return json(200, {
        items: books.slice(start, end).map((b) => ({
          ...view(b),
          ...(recipeId ? { contains_recipe: b.recipes.some((r) => r.id === recipeId) } : {}),
        })),
        next_cursor: end < books.length ? String(end) : null,
      });
    }
    if (pattern === 'POST /api/collections') {
      const { recipe_ids: recipeIds = [], ...fields } = body as Pick<
        Collection,
        'name' | 'description' | 'is_public'
      > & { recipe_ids?: string[] };
      // Made with its recipes in one transaction: one not visible, and nothing is made.
      const recipes = recipeIds.map((id) => known.get(id));
      if (!recipes.every((r) => r !== undefined))
        return json(404, { error: { code: 'NOT_FOUND', message: 'Recipe not found' } });
      made += 1;
      const book = { collection: makeCollection({ id: `new-${made}`, ...fields }), recipes };
      books.unshift(book);
      return json(201, view(book));
    }
    const book = find(parts[2] ?? '');
    if (!book) return notFound();
    switch (pattern) {
      case 'GET /api/collections/:id':
        return json(200, { ...view(book), recipes: book.recipes });
      case 'PATCH /api/collections/:id':
        book.collection = { ...book.collection, ...(body as Partial<Collection>) };
        return json(200, view(book));
      case 'DELETE /api/collections/:id':
        books.splice(books.indexOf(book), 1);
        return new Response(null, { status: 204 });
      case 'PUT /api/collections/:id/recipes/:id': {
        const recipe = known.get(parts[4]!);
        if (!recipe)
          return json(404, { error: { code: 'NOT_FOUND', message: 'Recipe not found' } });
        if (!book.recipes.some((r) => r.id === recipe.id)) book.recipes.push(recipe);
        return json(200, view(book));
      }
      case 'DELETE /api/collections/:id/recipes/:id':
        book.recipes = book.recipes.filter((r) => r.id !== parts[4]);
        return new Response(null, { status: 204 });
      case 'PUT /api/collections/:id/order': {
        const ids = (body as { recipe_ids: string[] }).recipe_ids;
        book.recipes = ids.map((id) => book.recipes.find((r) => r.id === id)!);
        return json(200, { ...view(book), recipes: book.recipes });
      }
      default:
        return notFound();
    }
  };
  // Every "METHOD /path" is answered by `handle` (fakeApi looks routes up by key).
  const routes = new Proxy({}, { get: () => handle });
  return { ...fakeApi(routes), books };
}

/** The calls of one "METHOD /path", in order. */
export const callsTo = (calls: readonly ApiCall[], route: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === route);
