import type { MealDbCategory, MealDbMeal, MealDbMealSummary } from '@mise/core';

/** spec-1 §9: outside calls give up after 10 s. */
export const MEALDB_TIMEOUT_MS = 10_000;

/** Any answer the meal database could not give: the caller falls back to the bundled catalogue. */
export class MealDbError extends Error {
  override readonly name = 'MealDbError';
}

/** TheMealDB's four calls (spec-1 §7 Public meal database), in its own wire format. */
export interface MealDbClient {
  random(): Promise<MealDbMeal>;
  categories(): Promise<MealDbCategory[]>;
  filter(category: string): Promise<MealDbMealSummary[]>;
  /** null: the meal database answered `{ "meals": null }`, it has no such meal. */
  lookup(id: string): Promise<MealDbMeal | null>;
}

export interface MealDbOptions {
  apiKey: string;
  /** `https://www.themealdb.com` unless MEALDB_BASE_URL says otherwise. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMeal = (value: unknown): value is MealDbMeal =>
  isRecord(value) &&
  (typeof value.idMeal === 'string' || typeof value.idMeal === 'number') &&
  typeof value.strMeal === 'string';

/** TheMealDB sends ids as strings; a number is taken too, as a string. */
const withStringId = <T extends { idMeal: string }>(meal: T): T => ({
  ...meal,
  idMeal: String(meal.idMeal),
});

/**
 * TheMealDB's JSON API: `{base}/api/json/v1/{key}/random.php | categories.php | filter.php?c= |
 * lookup.php?i=`. The key is part of the path (TheMealDB's scheme), so it is never logged: errors
 * name the call, not the URL. Any failure — network, timeout, a status other than 200, a body
 * that is not the expected JSON — is a MealDbError.
 */
export function createMealDbClient(options: MealDbOptions): MealDbClient {
  const timeoutMs = options.timeoutMs ?? MEALDB_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const root = `${options.baseUrl.replace(/\/+$/, '')}/api/json/v1/${encodeURIComponent(options.apiKey)}`;

  async function get(call: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${root}/${call}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      throw new MealDbError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `${call} timed out`
          : `${call} unreachable`,
      );
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new MealDbError(`${call} answered ${response.status}`);
    }
    try {
      return JSON.parse(await response.text()) as unknown;
    } catch {
      throw new MealDbError(`${call} sent no JSON`);
    }
  }

  /** The `meals` array; `{ meals: null }` is null; anything else an error. */
  async function meals(call: string, query?: Record<string, string>): Promise<unknown[] | null> {
    const body = await get(call, query);
    if (!isRecord(body) || !('meals' in body)) throw new MealDbError(`${call} sent no meals`);
    if (body.meals === null) return null;
    if (!Array.isArray(body.meals)) throw new MealDbError(`${call} sent no meals`);
    return body.meals as unknown[];
  }

  return {
    async random() {
      const found = (await meals('random.php'))?.find(isMeal);
      if (!found) throw new MealDbError('random.php sent no meal');
      return withStringId(found);
    },
    async categories() {
      const body = await get('categories.php');
      if (!isRecord(body) || !Array.isArray(body.categories))
        throw new MealDbError('categories.php sent no categories');
      return (body.categories as unknown[])
        .filter(
          (c): c is MealDbCategory =>
            isRecord(c) && typeof c.strCategory === 'string' && c.strCategory.trim() !== '',
        )
        .map((c) => ({ ...c, idCategory: String(c.idCategory) }));
    },
    async filter(category) {
      const list = await meals('filter.php', { c: category });
      // `{ meals: null }`: a category it does not have (a bundled one, say): the fallback may.
      if (list === null) throw new MealDbError('filter.php knows no such category');
      return list.filter(isMeal).map(withStringId);
    },
    async lookup(id) {
      const list = await meals('lookup.php', { i: id });
      if (list === null) return null;
      const found = list.find(isMeal);
      if (!found) throw new MealDbError('lookup.php sent no meal');
      return withStringId(found);
    },
  };
}
