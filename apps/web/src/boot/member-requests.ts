/**
 * The reads of a member's page (`memberRoutes` of route-modules.mjs), started as soon as the early
 * session answer names the member, while the app's code is still downloading. Its own chunk, which
 * `early-data.ts` imports only on those pages: a visit to a public page never downloads it. Only
 * types are imported (see early-requests.ts); `early-requests.test.ts` holds it to the pages.
 */
import type { EarlyResponses } from '../lib/early-responses';
import type { MemberRoute } from './early-requests';

/** `earlyResponsesKey` of lib/early-responses.ts (a registered symbol: the same in every script). */
const earlyResponsesKey = Symbol.for('mise.early-responses');

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

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
 * The API paths (GET) the member's page `route` (with `search`) asks for first, worked out as the
 * page does once the session has answered: `timeZone` is the member's profile's (empty: the
 * browser's), `now` the clock.
 */
export function memberRequestsFor(
  route: MemberRoute,
  search: string,
  timeZone: string,
  now = new Date(),
): string[] {
  switch (route) {
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
  }
}

/**
 * Once the early session answer names a member, starts their page's reads (memberRequestsFor), as
 * `startEarlyRequests` of early-requests.ts does. A guest (or a failed session read) starts nothing;
 * so does a session answer the app has already read (this chunk came late): the page asks itself.
 */
export default function startMemberRequests(route: MemberRoute, search: string): void {
  const pending = (globalThis as { [earlyResponsesKey]?: EarlyResponses })[earlyResponsesKey];
  const session = pending?.get('/api/session');
  if (!pending || !session) return;
  session.response
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((body: unknown) => {
      const profile = field(field(body, 'me'), 'profile');
      if (profile === undefined) return;
      const timeZone = field(profile, 'time_zone');
      for (const path of memberRequestsFor(
        route,
        search,
        typeof timeZone === 'string' ? timeZone : '',
      )) {
        const response = fetch(path, {
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        });
        response.catch(() => undefined);
        pending.set(path, { response, startedAt: Date.now() });
      }
    })
    .catch(() => undefined);
}
