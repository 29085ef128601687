import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * TheMealDB's JSON API on a loopback port, in its wire format: `GET /api/json/v1/{key}/random.php`
 * → `{ meals: [meal] }`; `categories.php` → `{ categories: [{ idCategory, strCategory,
 * strCategoryThumb, strCategoryDescription }] }`; `filter.php?c=` → `{ meals: [{ strMeal,
 * strMealThumb, idMeal }] }`; `lookup.php?i=` → `{ meals: [meal] }`. Unknown ids and categories get
 * `{ "meals": null }`, as the real service answers. A meal has all 20 ingredient and measure slots,
 * the empty ones '' or null, and ids are strings.
 */
export const FAKE_MEALDB_KEY = 'mealdb-fake-key-7d2e9c41';

export type FakeMealDbMode = 'ok' | 'server-error' | 'not-json' | 'null-meals' | 'hang';

export interface FakeMealDb {
  /** What MEALDB_BASE_URL would be: `http://127.0.0.1:<port>`. */
  baseUrl: string;
  mode: FakeMealDbMode;
  /** Every request: its call ('random.php', …) and the key it carried. */
  requests: { call: string; key: string; query: URLSearchParams }[];
  count(call: string): number;
  close(): Promise<void>;
}

const CATEGORIES = ['Beef', 'Seafood', 'Dessert'] as const;
/** 36 meals, 12 a category, ids 52800–52835. */
const MEAL_COUNT = 36;

export const fakeMealId = (index: number) => String(52800 + index);

function meal(index: number): Record<string, string | null> {
  const id = fakeMealId(index);
  const category = CATEGORIES[index % CATEGORIES.length]!;
  const wire: Record<string, string | null> = {
    idMeal: id,
    strMeal: `Fake ${category} Dish ${index}`,
    strMealAlternate: null,
    strCategory: category,
    strArea: index % 2 ? 'Canadian' : 'Unknown',
    strInstructions: `STEP 1\r\nHeat 1.5 tbsp oil in a pan.\r\nSTEP 2\r\nCook the ${category.toLowerCase()} for 10 minutes. Serve hot.`,
    strMealThumb: `https://www.themealdb.com/images/media/meals/fake${id}.jpg`,
    strTags: null,
    strYoutube: '',
    strSource: index % 2 ? `https://example.com/recipes/${id}` : '',
    strImageSource: null,
    strCreativeCommonsConfirmed: null,
    dateModified: null,
  };
  for (let slot = 1; slot <= 20; slot += 1) {
    wire[`strIngredient${slot}`] = slot <= 15 ? '' : null;
    wire[`strMeasure${slot}`] = slot <= 15 ? ' ' : null;
  }
  Object.assign(wire, {
    strIngredient1: 'Olive Oil',
    strMeasure1: '1 1/2 tbsp',
    strIngredient2: category === 'Dessert' ? 'Sugar' : 'Onion',
    strMeasure2: category === 'Dessert' ? '100g' : '1 chopped',
    strIngredient3: 'Salt',
    strMeasure3: 'pinch',
  });
  return wire;
}

export async function startFakeMealDb(options: { apiKey: string }): Promise<FakeMealDb> {
  const meals = Array.from({ length: MEAL_COUNT }, (_, i) => meal(i));
  const open = new Set<ServerResponse>();
  /** random.php calls answered so far. */
  let next = 0;
  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/api\/json\/v1\/([^/]+)\/([a-z]+\.php)$/.exec(url.pathname);
    fake.requests.push({
      call: match?.[2] ?? url.pathname,
      key: decodeURIComponent(match?.[1] ?? ''),
      query: url.searchParams,
    });
    // The real service answers a wrong key or path with an HTML 404 page.
    if (req.method !== 'GET' || !match || decodeURIComponent(match[1]!) !== options.apiKey) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body>Not Found</body></html>');
    }
    switch (fake.mode) {
      case 'hang':
        open.add(res);
        return;
      case 'server-error':
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html><body>Bad gateway</body></html>');
      case 'not-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"meals":[{"idMeal":');
      case 'null-meals':
        return json(res, { meals: null });
      case 'ok':
        break;
    }
    switch (match[2]) {
      case 'random.php':
        // Each meal comes twice in a row (a random service repeats itself), stepping by 7 through
        // all 36: gathering N distinct meals takes several rounds, in a known number of calls.
        next += 1;
        return json(res, { meals: [meals[(Math.floor((next - 1) / 2) * 7) % MEAL_COUNT]] });
      case 'categories.php':
        return json(res, {
          categories: CATEGORIES.map((name, i) => ({
            idCategory: String(i + 1),
            strCategory: name,
            strCategoryThumb: `https://www.themealdb.com/images/category/${name.toLowerCase()}.png`,
            strCategoryDescription: `Fake dishes of ${name}.`,
          })),
        });
      case 'filter.php': {
        const wanted = (url.searchParams.get('c') ?? '').toLowerCase();
        const found = meals
          .filter((m) => m.strCategory!.toLowerCase() === wanted)
          .map((m) => ({ strMeal: m.strMeal, strMealThumb: m.strMealThumb, idMeal: m.idMeal }));
        return json(res, { meals: found.length ? found : null });
      }
      case 'lookup.php': {
        const found = meals.find((m) => m.idMeal === url.searchParams.get('i'));
        return json(res, { meals: found ? [found] : null });
      }
      default:
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<html><body>Not Found</body></html>');
    }
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeMealDb = {
    baseUrl: `http://127.0.0.1:${port}`,
    mode: 'ok',
    requests: [],
    count: (call) => fake.requests.filter((r) => r.call === call).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
