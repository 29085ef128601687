// Shared by the diary's tests (never imported by the app): a small in-memory diary server behind a
// fake `fetch`, so a test sees what the page asks and what it shows after the answer.
import { vi } from 'vitest';
import {
  addDays,
  MEAL_TYPES,
  type DailySummary,
  type DiaryEntry,
  type MealType,
  type NutritionSettings,
  type RecentFood,
} from '@mise/core';
import { fakeApi, json, type ApiCall, type Handler } from '../../test-utils/recipe-fixtures';

/** 10:00 UTC on 4 March 2026 is 11:00 in Paris (memberMe's zone). */
export const NOW = '2026-03-04T10:00:00Z';
export const TODAY = '2026-03-04';
export const YESTERDAY = '2026-03-03';

/** The page computes "today" from the clock: only Date is faked, timers stay real. */
export function setClock(iso = NOW) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** The page's lazily loaded dialogs, imported ahead (as the page's idle warm-up does). */
export async function warmUpDialogs() {
  await Promise.all([import('./components/entry-dialog'), import('./components/settings-dialog')]);
}

let nextId = 1;

export function makeEntry(overrides: Partial<DiaryEntry> = {}): DiaryEntry {
  const id = overrides.id ?? `e-${nextId++}`;
  return {
    user_id: 'u-1',
    date: TODAY,
    meal_type: 'breakfast',
    recipe_id: null,
    food_name: 'Egg',
    serving_size: 1,
    serving_unit: 'large',
    calories: 72,
    protein: 6.3,
    carbohydrates: 0.4,
    fat: 4.8,
    sugar: 0.2,
    notes: null,
    created_at: '2026-03-04T08:00:00.000Z',
    updated_at: '2026-03-04T08:00:00.000Z',
    recipe: null,
    ...overrides,
    id,
  };
}

export function makeSettings(overrides: Partial<NutritionSettings> = {}): NutritionSettings {
  return {
    user_id: 'u-1',
    calorie_target: 2000,
    protein_target: 50,
    carb_target: 275,
    fat_target: 78,
    sugar_target: 50,
    preferred_protein_pct: 20,
    preferred_carb_pct: 50,
    preferred_fat_pct: 30,
    track_sugar: true,
    track_macros: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function summaryOf(entries: readonly DiaryEntry[], date: string): DailySummary {
  const mine = entries.filter((e) => e.date === date);
  const sum = (key: 'calories' | 'protein' | 'carbohydrates' | 'fat' | 'sugar') =>
    round1(mine.reduce((total, e) => total + e[key], 0));
  const counts = Object.fromEntries(
    MEAL_TYPES.map((meal) => [meal, mine.filter((e) => e.meal_type === meal).length]),
  ) as DailySummary['meal_counts'];
  return {
    date,
    total_calories: sum('calories'),
    total_protein: sum('protein'),
    total_carbohydrates: sum('carbohydrates'),
    total_fat: sum('fat'),
    total_sugar: sum('sugar'),
    entries_count: mine.length,
    meal_counts: counts,
  };
}

export interface FakeDiaryOptions {
  entries?: DiaryEntry[];
  settings?: NutritionSettings;
  recent?: RecentFood[];
  /** Extra or replacing routes ("METHOD /path"). */
  routes?: Record<string, Handler>;
  /** Asked first for every call: an answer replaces the route's (a failure, for a while). */
  intercept?: (call: ApiCall) => Response | undefined;
}

/**
 * The diary's API as the server answers it (api.md), over an in-memory list of entries: a write
 * changes what the next read returns, so a test can see the page reload after it.
 */
export function fakeDiary(options: FakeDiaryOptions = {}) {
  const entries = [...(options.entries ?? [])];
  let settings = options.settings ?? makeSettings();
  const created = (body: Partial<DiaryEntry>) => {
    const entry = makeEntry({ ...body, recipe: null });
    entries.push(entry);
    return entry;
  };
  const byId: Record<string, Handler> = {};
  for (const entry of entries) {
    byId[`DELETE /api/diary/${entry.id}`] = () => {
      const at = entries.findIndex((e) => e.id === entry.id);
      if (at < 0) return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
      entries.splice(at, 1);
      return new Response(null, { status: 204 });
    };
    byId[`PATCH /api/diary/${entry.id}`] = ({ body }) => {
      const at = entries.findIndex((e) => e.id === entry.id);
      entries[at] = { ...entries[at]!, ...(body as Partial<DiaryEntry>) };
      return json(200, entries[at]);
    };
  }
  const routes: Record<string, Handler> = {
    'GET /api/diary': ({ search }) => {
      const date = search.get('date') ?? TODAY;
      return json(200, { date, items: entries.filter((e) => e.date === date) });
    },
    'GET /api/diary/summary': ({ search }) => {
      const from = search.get('from')!;
      const to = search.get('to')!;
      const items: DailySummary[] = [];
      for (let date = from; date <= to; date = addDays(date, 1))
        items.push(summaryOf(entries, date));
      return json(200, { items });
    },
    'GET /api/diary/recent': () => json(200, { items: options.recent ?? [] }),
    'GET /api/me/nutrition-settings': () => json(200, settings),
    'PUT /api/me/nutrition-settings': ({ body }) => {
      settings = { ...settings, ...(body as Partial<NutritionSettings>) };
      return json(200, settings);
    },
    'POST /api/diary': ({ body }) => json(201, created(body as Partial<DiaryEntry>)),
    'POST /api/diary/copy': ({ body }) => {
      const { from_date, to_date, meal_type } = body as {
        from_date: string;
        to_date: string;
        meal_type?: MealType;
      };
      const source = entries.filter(
        (e) => e.date === from_date && (!meal_type || e.meal_type === meal_type),
      );
      // Idempotent, as the server: what was copied to that day already is skipped.
      const fresh = source.filter(
        (e) => !entries.some((t) => t.date === to_date && t.notes === `copy of ${e.id}`),
      );
      const items = fresh.map((e) =>
        created({ ...e, id: undefined, date: to_date, notes: `copy of ${e.id}` }),
      );
      return json(200, { items, skipped: source.length - fresh.length });
    },
    ...byId,
    ...options.routes,
  };
  const { intercept } = options;
  const api = fakeApi(
    intercept
      ? Object.fromEntries(
          Object.entries(routes).map(([key, handler]) => [
            key,
            (call: ApiCall) => intercept(call) ?? handler(call),
          ]),
        )
      : routes,
  );
  return { ...api, entries };
}

/** The calls of one "METHOD /path", in order. */
export const callsTo = (calls: readonly ApiCall[], route: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === route);
