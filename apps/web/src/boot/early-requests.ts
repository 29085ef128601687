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

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The members' pages whose first load starts early (`memberRoutes` of route-modules.mjs). */
export type MemberRoute = '/food-diary' | '/grocery-list' | '/progress';
const memberRoutes: readonly MemberRoute[] = ['/food-diary', '/grocery-list', '/progress'];
export type PreloadedRoute = '/' | '/recipes' | '/recipes/:id' | MemberRoute;

/** The preloaded route (`preloadedRoutes` of route-modules.mjs) that `pathname` opens, if any. */
export function routeOf(pathname: string): PreloadedRoute | undefined {
  if (pathname === '/') return '/';
  if (pathname === '/recipes' || pathname === '/recipes/') return '/recipes';
  const member = memberRoutes.find((route) => pathname === route || pathname === `${route}/`);
  if (member) return member;
  const id = /^\/recipes\/([^/]+)\/?$/.exec(pathname)?.[1];
  return id && id !== 'create' && id !== 'ideas' ? '/recipes/:id' : undefined;
}

const isMemberRoute = (route: PreloadedRoute | undefined): route is MemberRoute =>
  memberRoutes.includes(route as MemberRoute);

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
    // A member's page asks for its data once the session has named the member (memberRequestsFor):
    // a guest's page would only collect 401s.
    case '/food-diary':
    case '/grocery-list':
    case '/progress':
    case undefined:
      break;
  }
  return paths;
}

/*
 * Core's diary dates (packages/core/src/diary/dates.ts), copied: `early-requests.test.ts` holds the
 * copies to core's. The diary's day is the member's calendar day in their profile's time zone.
 */
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `isCalendarDate` of core: a real `YYYY-MM-DD` day between 1900 and 2200. */
export function earlyCalendarDate(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

/** `localDate` of core: the calendar day `instant` falls on in `timeZone` (UTC when unknown). */
export function earlyLocalDate(instant: Date, timeZone: string): string {
  try {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day}`;
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/** The browser's time zone, as the diary's `browserTimeZone` reads it. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The diary's `RECENT_LIMIT` and `WEEK_DAYS`, the progress page's `CALENDAR_DAYS` (held by the test). */
const DIARY_RECENT_LIMIT = 10;
const DIARY_WEEK_DAYS = 7;
const PROGRESS_CALENDAR_DAYS = 35;

/**
 * The API paths (GET) the member's page at `pathname` + `search` asks for first, worked out as the
 * page does once the session has answered: `timeZone` is the member's profile's (empty: the
 * browser's), `now` the clock. Empty for any other page.
 */
export function memberRequestsFor(
  pathname: string,
  search: string,
  timeZone: string,
  now = new Date(),
): string[] {
  switch (routeOf(pathname)) {
    case '/food-diary': {
      const today = earlyLocalDate(now, timeZone || browserTimeZone());
      const selected = earlyCalendarDate(new URLSearchParams(search).get('date')) ?? today;
      const weekStart = addDays(today, 1 - DIARY_WEEK_DAYS);
      const previous = addDays(selected, -1);
      const range = (from: string, to: string) =>
        `/api/diary/summary?${new URLSearchParams({ from, to }).toString()}`;
      return [
        `/api/diary?${new URLSearchParams({ date: selected }).toString()}`,
        range(weekStart, today),
        // The day before, for "Copy …", when the week does not hold it.
        ...(previous >= weekStart && previous <= today ? [] : [range(previous, previous)]),
        '/api/me/nutrition-settings',
        `/api/diary/recent?limit=${DIARY_RECENT_LIMIT}`,
        // The health goals' card (components/health-goals).
        '/api/health-goals',
        '/api/me/health-goals',
      ];
    }
    case '/grocery-list':
      return ['/api/grocery-list'];
    case '/progress':
      return [`/api/me/progress/history?days=${PROGRESS_CALENDAR_DAYS}`, '/api/me/progress'];
    default:
      return [];
  }
}

/**
 * On a member's page: once the early session answer names a member, starts their page's reads
 * (memberRequestsFor). Attached before the app can take the session's response (the clone is made
 * before its body is read); a guest (or a failed session read) starts nothing.
 */
export function startMemberRequests(pathname: string, search: string): void {
  if (!isMemberRoute(routeOf(pathname))) return;
  const registry = globalThis as { [earlyResponsesKey]?: EarlyResponses };
  const session = registry[earlyResponsesKey]?.get('/api/session');
  if (!session) return;
  session.response
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((body: unknown) => {
      const profile = field(field(body, 'me'), 'profile');
      if (profile === undefined) return;
      const timeZone = field(profile, 'time_zone');
      startEarlyRequests(
        memberRequestsFor(pathname, search, typeof timeZone === 'string' ? timeZone : ''),
      );
    })
    .catch(() => undefined);
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
 * lib/recipe-image.ts's widths and sizes, copied (see above); `early-requests.test.ts` holds the
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
    default:
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
