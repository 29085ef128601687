/**
 * What the first page will load, worked out from the URL alone so it can start while the app's code
 * is still downloading. Only types are imported: this runs before the app, in its own chunk.
 * `early-requests.test.ts` holds it to the router's matching and to the paths the pages request.
 */
import type { EarlyResponses } from '../lib/early-responses';

/** `earlyResponsesKey` of lib/early-responses.ts (a registered symbol: the same in both scripts). */
const earlyResponsesKey = Symbol.for('mise.early-responses');
const recipeFilterKeys = ['q', 'cuisine', 'complexity', 'diet', 'max_time'] as const;

/** The measured route (see route-modules.mjs) that `pathname` opens, if any. */
export function routeOf(pathname: string): '/' | '/recipes' | '/recipes/:id' | undefined {
  if (pathname === '/') return '/';
  if (pathname === '/recipes' || pathname === '/recipes/') return '/recipes';
  const id = /^\/recipes\/([^/]+)\/?$/.exec(pathname)?.[1];
  return id && id !== 'create' && id !== 'ideas' ? '/recipes/:id' : undefined;
}

/** The API paths (GET) the page at `pathname` + `search` asks for first. */
export function earlyRequestsFor(pathname: string, search: string): string[] {
  const paths = ['/api/session'];
  switch (routeOf(pathname)) {
    case '/':
      // The inspirations come first on the page: their first picture is its largest paint.
      paths.push(
        '/api/inspiration/random',
        '/api/inspiration/categories',
        '/api/recipes/trending?limit=6',
        '/api/recipes/featured',
      );
      break;
    case '/recipes': {
      const params = new URLSearchParams(search);
      const query = new URLSearchParams();
      for (const key of recipeFilterKeys) {
        const value = params.get(key)?.trim();
        if (value) query.set(key, value);
      }
      query.set('limit', '20');
      paths.push(`/api/recipes?${query.toString()}`);
      break;
    }
    case '/recipes/:id': {
      const id = /^\/recipes\/([^/]+)/.exec(pathname)![1]!;
      try {
        paths.push(`/api/recipes/${encodeURIComponent(decodeURIComponent(id))}`);
      } catch {
        // A malformed escape: the page finds nothing by itself.
      }
      break;
    }
    case undefined:
      break;
  }
  return paths;
}

/** GET each path now, as `apiRequest` would (JSON, same-origin cookies), for the app to take. */
export function startEarlyRequests(paths: readonly string[]): void {
  const registry = globalThis as { [earlyResponsesKey]?: EarlyResponses };
  const pending = (registry[earlyResponsesKey] ??= new Map());
  for (const path of paths) {
    const response = fetch(path, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    // A failure is handled by whoever takes the response (or by nobody if no page asks for it).
    response.catch(() => undefined);
    pending.set(path, { response, startedAt: Date.now() });
  }
}
