import { beforeAll, describe, expect, it } from 'vitest';
import {
  DiarySummarySchema,
  RecentFoodsSchema,
  diaryMessages,
  type DailySummary,
  type DiaryCopyResult,
  type DiaryEntry,
  type RecentFoods,
} from '@mise/core';
import { recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { diaryClient, lunch, settableClock, type Member } from './diary-test-fixtures.js';

// 12:00 UTC on 1 March 2026: still 1 March in Los Angeles, already 2 March in Auckland.
const time = settableClock('2026-03-01T12:00:00.000Z');

const zero = (date: string): DailySummary => ({
  date,
  total_calories: 0,
  total_protein: 0,
  total_carbohydrates: 0,
  total_fat: 0,
  total_sugar: 0,
  entries_count: 0,
  meal_counts: { breakfast: 0, lunch: 0, dinner: 0, snack: 0, other: 0 },
});

describe('diary days: summary, time zones, copy, recent foods, export', () => {
  /** Statements sent while a test records them (null: not recording). */
  let recorded: string[] | null = null;
  const suite = setUpTestApp({ clock: time.clock }, { onQuery: (q) => recorded?.push(q) });
  let member: Member;
  let diary: ReturnType<typeof diaryClient>;

  beforeAll(async () => {
    member = await signUp(suite.app);
    diary = diaryClient(() => suite.app, member);
  });

  const getJson = async <T>(client: ReturnType<typeof diaryClient>, path: string) => {
    const response = await client.send('GET', path);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const summary = (client: ReturnType<typeof diaryClient>, query = '') =>
    getJson<{ items: DailySummary[] }>(client, `/api/diary/summary${query}`);
  const copy = async (client: ReturnType<typeof diaryClient>, body: unknown) => {
    const response = await client.send('POST', '/api/diary/copy', body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as DiaryCopyResult;
  };

  it('summarises every day of the range, empty days as zeros, in one query', async () => {
    const fresh = diaryClient(() => suite.app, await signUp(suite.app));
    await fresh.add(
      lunch({ date: '2026-02-24', meal_type: 'breakfast', calories: 100.15, protein: 1.1 }),
    );
    await fresh.add(
      lunch({ date: '2026-02-24', meal_type: 'breakfast', calories: 200.1, protein: 2.2 }),
    );
    await fresh.add(lunch({ date: '2026-02-26', meal_type: 'snack', calories: 50, sugar: 0.05 }));
    await fresh.add(lunch({ date: '2026-02-27', calories: 999 })); // outside the range
    recorded = [];
    const result = await summary(fresh, '?from=2026-02-20&to=2026-02-26');
    const queries = recorded.filter((q) => q.includes('diary_entries'));
    recorded = null;
    expect(queries, 'one statement for the whole range').toHaveLength(1);
    DiarySummarySchema.parse(result);
    expect(result.items.map((d) => d.date)).toEqual([
      '2026-02-20',
      '2026-02-21',
      '2026-02-22',
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
    ]);
    expect(result.items[0]).toEqual(zero('2026-02-20'));
    expect(result.items[4]).toEqual({
      date: '2026-02-24',
      total_calories: 300.3,
      total_protein: 3.3,
      total_carbohydrates: 44,
      total_fat: 14,
      total_sugar: 19,
      entries_count: 2,
      meal_counts: { breakfast: 2, lunch: 0, dinner: 0, snack: 0, other: 0 },
    });
    expect(result.items[6]).toMatchObject({
      entries_count: 1,
      total_sugar: 0.1,
      meal_counts: { snack: 1 },
    });
  });

  it('refuses a range that runs backwards or spans more than 366 days', async () => {
    const backwards = await diary.send('GET', '/api/diary/summary?from=2026-03-02&to=2026-03-01');
    expect(backwards.status).toBe(400);
    const long = await diary.send('GET', '/api/diary/summary?from=2025-01-01&to=2026-01-02');
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { message: string } }).error.message).toBe(
      diaryMessages.rangeTooLong(366),
    );
    expect((await summary(diary, '?from=2024-01-01&to=2024-12-31')).items).toHaveLength(366);
    expect((await diary.send('GET', '/api/diary/summary?from=2026-02-30')).status).toBe(400);
  });

  it('counts an entry logged at 23:30 in Los Angeles on that local day, and the week ends there', async () => {
    const cook = diaryClient(() => suite.app, await signUp(suite.app));
    await cook.setTimeZone('America/Los_Angeles');
    time.set('2026-03-02T07:30:00.000Z'); // 23:30 on 1 March in Los Angeles
    const today = await cook.day();
    expect(today).toEqual({ date: '2026-03-01', items: [] });
    const entry = await cook.add(
      lunch({ date: today.date, meal_type: 'dinner', food_name: 'Late pasta' }),
    );
    expect((await cook.day()).items).toEqual([entry]);
    const week = await summary(cook);
    expect(week.items.map((d) => d.date)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(week.items[6]).toMatchObject({ entries_count: 1, meal_counts: { dinner: 1 } });
    // The same instant is already 2 March for a member on UTC.
    expect((await diary.day()).date).toBe('2026-03-02');
  });

  it('moves the member’s today at once when they change their time zone (none kept stale)', async () => {
    const traveller = diaryClient(() => suite.app, await signUp(suite.app));
    time.set('2026-03-01T12:00:00.000Z');
    expect((await traveller.day()).date).toBe('2026-03-01'); // UTC, now remembered a while
    await traveller.setTimeZone('Pacific/Auckland'); // 01:00 on 2 March there
    expect((await traveller.day()).date).toBe('2026-03-02');
    await traveller.setTimeZone('UTC');
    expect((await traveller.day()).date).toBe('2026-03-01');
  });

  it('ends the 7-day summary of a member in Auckland on their today', async () => {
    const kiwi = diaryClient(() => suite.app, await signUp(suite.app));
    await kiwi.setTimeZone('Pacific/Auckland');
    time.set('2026-03-01T12:00:00.000Z'); // 01:00 on 2 March in Auckland
    await kiwi.add(lunch({ date: '2026-03-02', meal_type: 'breakfast', calories: 320 }));
    const week = await summary(kiwi);
    expect(week.items).toHaveLength(7);
    expect(week.items[0]!.date).toBe('2026-02-24');
    expect(week.items[6]).toMatchObject({ date: '2026-03-02', total_calories: 320 });
    // With one end given, the week from or to it.
    expect((await summary(kiwi, '?from=2026-03-02')).items.map((d) => d.date).at(-1)).toBe(
      '2026-03-08',
    );
    expect((await summary(kiwi, '?to=2026-03-02')).items[0]!.date).toBe('2026-02-24');
  });

  it('copies a day with its stored numbers, and a second copy adds nothing', async () => {
    const cook = diaryClient(() => suite.app, await signUp(suite.app));
    const oats = await cook.add(
      lunch({ date: '2026-03-10', meal_type: 'breakfast', food_name: 'Oats', calories: 300 }),
    );
    const tea = await cook.add(
      lunch({ date: '2026-03-10', meal_type: 'breakfast', food_name: 'Tea', calories: 2 }),
    );
    const soup = await cook.add(
      lunch({ date: '2026-03-10', meal_type: 'lunch', notes: 'extra salt' }),
    );
    const first = await copy(cook, { from_date: '2026-03-10', to_date: '2026-03-11' });
    expect(first.skipped).toBe(0);
    const strip = ({ id: _i, date: _d, created_at: _c, updated_at: _u, ...rest }: DiaryEntry) =>
      rest;
    expect(first.items.map(strip)).toEqual([oats, tea, soup].map(strip));
    expect(first.items.every((e) => e.date === '2026-03-11')).toBe(true);
    const again = await copy(cook, { from_date: '2026-03-10', to_date: '2026-03-11' });
    expect(again).toEqual({ items: [], skipped: 3 });
    expect((await cook.day('2026-03-11')).items.map((e) => e.food_name)).toEqual([
      'Oats',
      'Tea',
      'Tomato soup',
    ]);
    // Copying the copies back onto the original day adds nothing either.
    expect(await copy(cook, { from_date: '2026-03-11', to_date: '2026-03-10' })).toEqual({
      items: [],
      skipped: 3,
    });
    // A deleted copy may be copied again; other days are independent.
    const copiedTea = first.items[1]!;
    expect((await cook.send('DELETE', `/api/diary/${copiedTea.id}`)).status).toBe(204);
    const refill = await copy(cook, { from_date: '2026-03-10', to_date: '2026-03-11' });
    expect(refill.items.map((e) => e.food_name)).toEqual(['Tea']);
    expect(refill.skipped).toBe(2);
    // Yesterday's breakfast only, via a copy of a copy: the original is still the key.
    const meal = await copy(cook, {
      from_date: '2026-03-11',
      to_date: '2026-03-12',
      meal_type: 'breakfast',
    });
    expect(meal.items.map((e) => e.food_name)).toEqual(['Oats', 'Tea']);
    expect(
      (await copy(cook, { from_date: '2026-03-10', to_date: '2026-03-12' })).items.map(
        (e) => e.food_name,
      ),
    ).toEqual(['Tomato soup']);
    // A copy moved onto a day that holds another copy of the same original is an ordinary entry
    // there (no clash), and its old day may receive the original again.
    const movedOats = meal.items[0]!;
    const moved = await cook.send('PATCH', `/api/diary/${movedOats.id}`, { date: '2026-03-11' });
    expect(moved.status).toBe(200);
    expect((await cook.day('2026-03-11')).items.filter((e) => e.food_name === 'Oats')).toHaveLength(
      2,
    );
    const recopied = await copy(cook, {
      from_date: '2026-03-10',
      to_date: '2026-03-12',
      meal_type: 'breakfast',
    });
    expect(recopied.items.map((e) => e.food_name)).toEqual(['Oats']);
    // Nothing to copy: nothing happens.
    expect(await copy(cook, { from_date: '2026-01-01', to_date: '2026-03-12' })).toEqual({
      items: [],
      skipped: 0,
    });
    const same = await cook.send('POST', '/api/diary/copy', {
      from_date: '2026-03-10',
      to_date: '2026-03-10',
    });
    expect(same.status).toBe(400);
    // Another member's copy of the same dates copies only their own (none).
    const stranger = diaryClient(() => suite.app, await signUp(suite.app));
    expect(await copy(stranger, { from_date: '2026-03-10', to_date: '2026-03-13' })).toEqual({
      items: [],
      skipped: 0,
    });
    expect((await cook.day('2026-03-13')).items).toEqual([]);
  });

  it('lists recent foods: distinct, newest first, with the numbers of their latest entry', async () => {
    const cook = diaryClient(() => suite.app, await signUp(suite.app));
    await cook.add(lunch({ date: '2026-03-01', food_name: 'Banana', calories: 90 }));
    await cook.add(lunch({ date: '2026-03-01', food_name: 'Yogurt', calories: 150 }));
    await cook.add(
      lunch({
        date: '2026-03-02',
        meal_type: 'snack',
        food_name: 'banana',
        calories: 105,
        serving_unit: 'large',
      }),
    );
    const recent = await getJson<RecentFoods>(cook, '/api/diary/recent');
    RecentFoodsSchema.parse(recent);
    expect(recent.items).toEqual([
      expect.objectContaining({
        food_name: 'banana',
        calories: 105,
        serving_unit: 'large',
        meal_type: 'snack',
        last_logged_on: '2026-03-02',
      }),
      expect.objectContaining({ food_name: 'Yogurt', calories: 150, last_logged_on: '2026-03-01' }),
    ]);
    expect((await getJson<RecentFoods>(cook, '/api/diary/recent?limit=1')).items).toHaveLength(1);
    expect((await cook.send('GET', '/api/diary/recent?limit=0')).status).toBe(400);
    expect(
      (
        await getJson<RecentFoods>(
          diaryClient(() => suite.app, await signUp(suite.app)),
          '/api/diary/recent',
        )
      ).items,
    ).toEqual([]);
  });

  it('exports entries as CSV: one row per entry, quoted, formulas defused', async () => {
    const cook = diaryClient(() => suite.app, await signUp(suite.app));
    await cook.add(
      lunch({
        date: '2026-03-02',
        meal_type: 'dinner',
        food_name: '=HYPERLINK("http://evil.example")',
        notes: 'Spicy, "hot"\nreally',
      }),
    );
    await cook.add(
      lunch({
        date: '2026-03-01',
        meal_type: 'breakfast',
        food_name: '@Toast',
        serving_unit: '-slice',
        calories: 80.5,
      }),
    );
    await cook.add(lunch({ date: '2026-04-01', food_name: 'Later' }));
    const response = await cook.send('GET', '/api/diary/export.csv?from=2026-03-01&to=2026-03-31');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="mise-food-diary_2026-03-01_2026-03-31.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheet apps read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toBe(
      'date,meal_type,food_name,serving_size,serving_unit,calories,protein,carbohydrates,fat,sugar,notes\r\n' +
        "2026-03-01,breakfast,'@Toast,1,'-slice,80.5,4.5,22,7,9.5,\r\n" +
        '2026-03-02,dinner,"\'=HYPERLINK(""http://evil.example"")",1,bowl,180,4.5,22,7,9.5,"Spicy, ""hot""\nreally"\r\n',
    );
    const all = await (await cook.send('GET', '/api/diary/export.csv')).text();
    expect(all.trim().split('\r\n')).toHaveLength(4);
    expect(
      (await cook.send('GET', '/api/diary/export.csv?from=2026-04-02&to=2026-04-01')).status,
    ).toBe(400);
  });

  it('gives the health-goals module each day’s totals and the recipes logged each day', async () => {
    const cook = await signUp(suite.app);
    const client = diaryClient(() => suite.app, cook);
    const userId = (await getJson<{ user: { id: string } }>(client, '/api/me')).user.id;
    const recipes = recipeClient(suite.app, cook.cookie);
    const make = (title: string) =>
      recipes.create({
        title,
        ingredients: [{ name: 'rice' }],
        steps: [{ instruction: 'Cook.' }],
        nutritional_info: { calories: 100, protein: 2 },
      });
    const [bowl, curry] = [await make('Goal Bowl'), await make('Goal Curry')];
    const fromRecipe = async (recipe_id: string, date: string) =>
      expect(
        (
          await client.send('POST', '/api/diary/from-recipe', {
            recipe_id,
            date,
            meal_type: 'lunch',
          })
        ).status,
      ).toBe(201);
    await fromRecipe(bowl.id, '2026-05-01');
    await fromRecipe(bowl.id, '2026-05-01');
    await fromRecipe(curry.id, '2026-05-01');
    await fromRecipe(curry.id, '2026-05-03');
    await client.add(lunch({ date: '2026-05-02', calories: 40 }));
    const { diary: service } = suite.services;
    const byDay = await service.recipeIdsByDay(userId, '2026-05-01', '2026-05-03');
    expect(byDay.map((d) => ({ ...d, recipe_ids: [...d.recipe_ids].sort() }))).toEqual([
      { date: '2026-05-01', recipe_ids: [bowl.id, curry.id].sort() },
      { date: '2026-05-02', recipe_ids: [] },
      { date: '2026-05-03', recipe_ids: [curry.id] },
    ]);
    const totals = await service.dailyTotals(userId, '2026-04-30', '2026-05-03');
    expect(totals.map((d) => [d.date, d.total_calories, d.entries_count])).toEqual([
      ['2026-04-30', 0, 0],
      ['2026-05-01', 300, 3],
      ['2026-05-02', 40, 1],
      ['2026-05-03', 100, 1],
    ]);
    await expect(service.dailyTotals(userId, '2026-05-03', '2026-05-01')).rejects.toThrow(
      diaryMessages.rangeOrder,
    );
  });
});
