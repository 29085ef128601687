/**
 * What the first page will load, worked out from the URL alone so it can start while the app's code
 * is still downloading. Only types are imported: this runs before the app, in its own chunk (an
 * import shared with the app would tie it to the app's chunks).
 * `early-requests.test.ts` holds it to the router's matching and to the paths the pages request.
 */
import type { EarlyResponses } from '../lib/early-responses';

/** `earlyResponsesKey` of lib/early-responses.ts (a registered symbol: the same in both scripts). */
const earlyResponsesKey = Symbol.for('mise.early-responses');
const recipeFilterKeys = ['q', 'cuisine', 'complexity', 'diet', 'max_time'] as const;

/**
 * The members' pages whose first load starts early (`memberRoutes` of route-modules.mjs): index.html's
 * route chunks name them by their path, and their reads are member-requests.ts's.
 */
export type MemberRoute = '/food-diary' | '/grocery-list' | '/progress';

/** The measured public route (see route-modules.mjs) that `pathname` opens, if any. */
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

/**
 * The answers a guest's public page was sent with (the server's first screen, core's
 * web-first-screen.ts), handed to the app as if they had just arrived; the paths taken.
 */
export function takeEmbeddedAnswers(document: Document): Set<string> {
  const taken = new Set<string>();
  const block = document.getElementById('mise-first-answers');
  if (!block?.textContent) return taken;
  let answers: unknown;
  try {
    answers = JSON.parse(block.textContent);
  } catch {
    return taken; // unreadable: the page asks the server as usual
  }
  if (typeof answers !== 'object' || answers === null) return taken;
  const registry = globalThis as { [earlyResponsesKey]?: EarlyResponses };
  const pending = (registry[earlyResponsesKey] ??= new Map());
  for (const [path, body] of Object.entries(answers)) {
    const response = new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
    pending.set(path, { response: Promise.resolve(response), startedAt: Date.now() });
    taken.add(path);
  }
  return taken;
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

/**
 * core's recipe-image.ts widths and sizes, copied (see above); `early-requests.test.ts` holds the
 * copies to it, so the preload always names the candidate the <img> picks.
 */
const STARTER_ARTWORK = /^(\/uploads\/images\/0{13}-[a-z0-9]{16})\.webp$/;
const CARD_IMAGE_SIZES = '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw';
const FULL_WIDTH_SIZES = '100vw';
export const earlyImageSizes = { card: CARD_IMAGE_SIZES, fullWidth: FULL_WIDTH_SIZES };
export function earlySrcSet(src: string): string | undefined {
  const starter = STARTER_ARTWORK.exec(src);
  return starter ? `${starter[1]}-thumb.webp 320w, ${src} 640w` : undefined;
}

/** Where the first page's largest picture is named: which early answer, read how, shown how wide. */
export interface FirstPicture {
  path: string;
  pick: (body: unknown) => unknown;
  sizes: string;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const firstItem = (body: unknown): unknown => {
  const items = field(body, 'items');
  return Array.isArray(items) ? items[0] : undefined;
};

/**
 * The picture each measured page shows largest (its LCP): the first inspiration on `/`, the first
 * card on `/recipes`, the recipe's photo on its page; `paths` are `earlyRequestsFor`'s.
 */
export function firstPictureFor(
  pathname: string,
  paths: readonly string[],
): FirstPicture | undefined {
  switch (routeOf(pathname)) {
    case '/':
      return {
        path: '/api/inspiration/random',
        pick: (body) => field(firstItem(body), 'image_url'),
        sizes: CARD_IMAGE_SIZES,
      };
    case '/recipes':
      return paths[1]
        ? {
            path: paths[1],
            pick: (body) => field(firstItem(body), 'image_url'),
            sizes: CARD_IMAGE_SIZES,
          }
        : undefined;
    case '/recipes/:id':
      return paths[1]
        ? { path: paths[1], pick: (body) => field(body, 'image_url'), sizes: FULL_WIDTH_SIZES }
        : undefined;
    case undefined:
      return undefined;
  }
}

/**
 * Preloads the picture named in `picture`'s early answer as soon as it arrives, before the app's
 * code has loaded and rendered the <img>: the same candidate (srcset and sizes as RecipeImage gives
 * them) and referrer policy, so the <img> takes the preloaded file. This server's pictures only.
 */
export function preloadFirstPicture(picture: FirstPicture): void {
  const registry = globalThis as { [earlyResponsesKey]?: EarlyResponses };
  const early = registry[earlyResponsesKey]?.get(picture.path);
  if (!early) return;
  // Attached before the app can take the response: the clone is made before its body is read.
  early.response
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((body: unknown) => {
      const href = picture.pick(body);
      if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return;
      const link = document.createElement('link');
      const attributes: Record<string, string> = {
        rel: 'preload',
        as: 'image',
        href,
        fetchpriority: 'high',
        referrerpolicy: 'no-referrer',
      };
      const srcset = earlySrcSet(href);
      if (srcset) Object.assign(attributes, { imagesrcset: srcset, imagesizes: picture.sizes });
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      document.head.append(link);
    })
    .catch(() => undefined);
}
