import { beforeAll, describe, expect, it } from 'vitest';
import {
  DiaryDaySchema,
  diaryMessages,
  messages,
  settingsMessages,
  type DiaryEntry,
  type Recipe,
  type RecipeCreate,
} from '@mise/core';
import { recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { seedFoods } from '../nutrition/foods.seed.js';
import { diaryClient, lunch, type Member } from './diary-test-fixtures.js';

const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;

describe('food diary entries', () => {
  /** Statements sent while a test records them (null: not recording). */
  let recorded: string[] | null = null;
  const suite = setUpTestApp({}, { onQuery: (q) => recorded?.push(q) });
  let owner: Member;
  let other: Member;
  let ownerDiary: ReturnType<typeof diaryClient>;
  let otherDiary: ReturnType<typeof diaryClient>;
  const guestDiary = diaryClient(() => suite.app, undefined);
  /** The owner's soup: 250 kcal a serving, private. */
  let soup: Recipe;
  let othersPrivate: Recipe;
  let othersPublic: Recipe;

  const withNutrition = (title: string, over: Partial<RecipeCreate> = {}): RecipeCreate => ({
    title,
    servings: 4,
    ingredients: [{ name: 'tomato' }],
    steps: [{ instruction: 'Simmer.' }],
    nutritional_info: { calories: 250, protein: 8, carbohydrates: 30.5, fat: 10, sugar: 12.25 },
    ...over,
  });

  beforeAll(async () => {
    await seedFoods(suite.database.db);
    owner = await signUp(suite.app);
    other = await signUp(suite.app);
    ownerDiary = diaryClient(() => suite.app, owner);
    otherDiary = diaryClient(() => suite.app, other);
    soup = await recipeClient(suite.app, owner.cookie).create(withNutrition('Diary Tomato Soup'));
    othersPrivate = await recipeClient(suite.app, other.cookie).create(
      withNutrition('Secret Diary Stew'),
    );
    othersPublic = await recipeClient(suite.app, other.cookie).create(
      withNutrition('Shared Diary Salad', {
        is_public: true,
        description: 'Crisp.',
        nutritional_info: { calories: 120, protein: 3, carbohydrates: 10, fat: 8, sugar: 4 },
      }),
    );
  });

  it('is for members: a guest gets 401 everywhere, with the spec’s message when adding', async () => {
    const entry = await ownerDiary.add();
    const adding = [
      ['POST', '/api/diary', lunch()],
      [
        'POST',
        '/api/diary/from-recipe',
        { recipe_id: soup.id, date: '2026-03-01', meal_type: 'lunch' },
      ],
      ['POST', '/api/diary/copy', { from_date: '2026-03-01', to_date: '2026-03-02' }],
    ] as const;
    for (const [method, path, body] of adding) {
      const response = await guestDiary.send(method, path, body);
      expect(response.status, path).toBe(401);
      expect(await errorOf(response)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: diaryMessages.addSignedOut,
      });
    }
    for (const [method, path, body] of [
      ['GET', '/api/diary?date=2026-03-01', undefined],
      ['GET', '/api/diary/summary', undefined],
      ['GET', '/api/diary/recent', undefined],
      ['GET', '/api/diary/export.csv', undefined],
      ['PATCH', `/api/diary/${entry.id}`, { calories: 1 }],
      ['DELETE', `/api/diary/${entry.id}`, undefined],
      ['GET', '/api/me/nutrition-settings', undefined],
    ] as const) {
      const response = await guestDiary.send(method, path, body);
      expect(response.status, path).toBe(401);
      expect((await errorOf(response)).message).toBe(messages.signInRequired);
    }
    const put = await guestDiary.send('PUT', '/api/me/nutrition-settings', {});
    expect(put.status).toBe(401);
    expect((await errorOf(put)).message).toBe(settingsMessages.updateSignedOut);
    expect(
      (await ownerDiary.day('2026-03-01')).items.find((e) => e.id === entry.id)?.calories,
    ).toBe(180);
  });

  it('adds an entry with its numbers as sent, and reads it back on its day', async () => {
    const entry = await ownerDiary.add(
      lunch({
        date: '2026-03-03',
        food_name: '  Rye bread ',
        notes: ' with butter ',
        recipe_id: '',
      }),
    );
    expect(entry).toMatchObject({
      date: '2026-03-03',
      meal_type: 'lunch',
      recipe_id: null,
      food_name: 'Rye bread',
      serving_size: 1,
      serving_unit: 'bowl',
      calories: 180,
      protein: 4.5,
      carbohydrates: 22,
      fat: 7,
      sugar: 9.5,
      notes: 'with butter',
      recipe: null,
    });
    expect(entry.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const day = await ownerDiary.day('2026-03-03');
    DiaryDaySchema.parse(day);
    expect(day).toEqual({ date: '2026-03-03', items: [entry] });
  });

  it('says "Date is required" without a date, and refuses dates that are not real', async () => {
    const { date: _date, ...withoutDate } = lunch();
    for (const body of [withoutDate, { ...withoutDate, date: '' }]) {
      const response = await ownerDiary.send('POST', '/api/diary', body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toMatchObject({ date: diaryMessages.dateRequired });
    }
    const bad = await ownerDiary.send('POST', '/api/diary', lunch({ date: '2026-02-30' }));
    expect((await errorOf(bad)).fields).toMatchObject({ date: diaryMessages.dateInvalid });
    expect((await ownerDiary.send('GET', '/api/diary?date=2026-13-01')).status).toBe(400);
    for (const body of [
      lunch({ calories: -5 }),
      lunch({ meal_type: 'brunch' as 'lunch' }),
      lunch({ food_name: ' ' }),
    ])
      expect((await ownerDiary.send('POST', '/api/diary', body)).status).toBe(400);
  });

  it('takes the member from the session, never a user_id in the body', async () => {
    const meOther = (await (await otherDiary.send('GET', '/api/me')).json()) as {
      user: { id: string };
    };
    const response = await ownerDiary.send('POST', '/api/diary', {
      ...lunch({ date: '2026-03-04' }),
      user_id: meOther.user.id,
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as DiaryEntry).user_id).not.toBe(meOther.user.id);
    expect((await otherDiary.day('2026-03-04')).items).toEqual([]);
  });

  it('keeps each member’s diary their own: another member gets 404 and changes nothing', async () => {
    const entry = await ownerDiary.add(lunch({ date: '2026-03-05' }));
    expect((await otherDiary.day('2026-03-05')).items).toEqual([]);
    expect((await otherDiary.send('PATCH', `/api/diary/${entry.id}`, { calories: 1 })).status).toBe(
      404,
    );
    expect((await otherDiary.send('DELETE', `/api/diary/${entry.id}`)).status).toBe(404);
    expect((await otherDiary.send('PATCH', '/api/diary/not-a-uuid', { calories: 1 })).status).toBe(
      404,
    );
    expect((await ownerDiary.day('2026-03-05')).items).toEqual([entry]);
  });

  it('edits and deletes the member’s own entry', async () => {
    const entry = await ownerDiary.add(lunch({ date: '2026-03-06' }));
    const response = await ownerDiary.send('PATCH', `/api/diary/${entry.id}`, {
      meal_type: 'dinner',
      calories: 200,
      notes: '',
      recipe_id: soup.id,
    });
    expect(response.status).toBe(200);
    const changed = (await response.json()) as DiaryEntry;
    expect(changed).toMatchObject({
      id: entry.id,
      meal_type: 'dinner',
      calories: 200,
      protein: 4.5,
      notes: null,
      recipe_id: soup.id,
      recipe: { title: 'Diary Tomato Soup', description: '' },
    });
    const unchanged = await ownerDiary.send('PATCH', `/api/diary/${entry.id}`, {});
    expect(await unchanged.json()).toEqual(changed);
    const moved = (await (
      await ownerDiary.send('PATCH', `/api/diary/${entry.id}`, {
        date: '2026-03-07',
        recipe_id: '',
      })
    ).json()) as DiaryEntry;
    expect(moved).toMatchObject({ date: '2026-03-07', recipe_id: null, recipe: null });
    expect((await ownerDiary.day('2026-03-06')).items).toEqual([]);
    const linkSecret = await ownerDiary.send('PATCH', `/api/diary/${entry.id}`, {
      recipe_id: othersPrivate.id,
    });
    expect(linkSecret.status).toBe(404);
    expect((await ownerDiary.send('DELETE', `/api/diary/${entry.id}`)).status).toBe(204);
    expect((await ownerDiary.send('DELETE', `/api/diary/${entry.id}`)).status).toBe(404);
    expect((await ownerDiary.day('2026-03-07')).items).toEqual([]);
  });

  it('lists a day breakfast to other, each meal in the order logged, with recipe titles', async () => {
    const date = '2026-03-08';
    const snack = await ownerDiary.add(lunch({ date, meal_type: 'snack', food_name: 'Apple' }));
    const shared = await ownerDiary.add(
      lunch({ date, meal_type: 'dinner', food_name: 'Salad', recipe_id: othersPublic.id }),
    );
    const breakfast1 = await ownerDiary.add(
      lunch({ date, meal_type: 'breakfast', food_name: 'Oats' }),
    );
    const breakfast2 = await ownerDiary.add(
      lunch({ date, meal_type: 'breakfast', food_name: 'Coffee' }),
    );
    await ownerDiary.add(
      lunch({ date, meal_type: 'other', food_name: 'Soup', recipe_id: soup.id }),
    );
    recorded = [];
    const day = await ownerDiary.day(date);
    const statements = recorded;
    recorded = null;
    // The entries in one query, and the titles of every linked recipe in one more (no N+1).
    expect(statements.filter((q) => q.includes('"diary_entries"'))).toHaveLength(1);
    expect(statements.filter((q) => q.includes('"recipes"'))).toHaveLength(1);
    expect(day.items.map((e) => e.id)).toEqual([
      breakfast1.id,
      breakfast2.id,
      shared.id,
      snack.id,
      day.items[4]!.id,
    ]);
    expect(day.items[4]!.recipe).toEqual({ title: 'Diary Tomato Soup', description: '' });
    expect(day.items[2]!.recipe).toEqual({ title: 'Shared Diary Salad', description: 'Crisp.' });
    // Linking someone else's private recipe is refused as not found (it does not exist for them).
    const secret = await ownerDiary.send(
      'POST',
      '/api/diary',
      lunch({ date, recipe_id: othersPrivate.id }),
    );
    expect(secret.status).toBe(404);
    const unknown = await ownerDiary.send(
      'POST',
      '/api/diary',
      lunch({ date, recipe_id: crypto.randomUUID() }),
    );
    expect(unknown.status).toBe(404);
    expect((await ownerDiary.day(date)).items).toHaveLength(5);
  });

  it('logs servings of a recipe: its nutrition per serving × servings', async () => {
    const response = await ownerDiary.send('POST', '/api/diary/from-recipe', {
      recipe_id: soup.id,
      date: '2026-03-09',
      meal_type: 'dinner',
      servings: 1.5,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      date: '2026-03-09',
      meal_type: 'dinner',
      recipe_id: soup.id,
      food_name: 'Diary Tomato Soup',
      serving_size: 1.5,
      serving_unit: 'servings',
      calories: 375,
      protein: 12,
      carbohydrates: 45.8,
      fat: 15,
      sugar: 18.4,
      recipe: { title: 'Diary Tomato Soup', description: '' },
    });
    const publicOne = await ownerDiary.send('POST', '/api/diary/from-recipe', {
      recipe_id: othersPublic.id,
      date: '2026-03-09',
      meal_type: 'lunch',
    });
    expect(publicOne.status).toBe(201);
    expect(await publicOne.json()).toMatchObject({
      serving_size: 1,
      serving_unit: 'serving',
      calories: 120,
    });
  });

  it('refuses a private recipe of someone else (404) and logs nothing', async () => {
    const before = (await ownerDiary.day('2026-03-10')).items;
    for (const recipe_id of [othersPrivate.id, crypto.randomUUID()]) {
      const response = await ownerDiary.send('POST', '/api/diary/from-recipe', {
        recipe_id,
        date: '2026-03-10',
        meal_type: 'lunch',
        servings: 2,
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Secret Diary Stew');
    }
    expect((await ownerDiary.day('2026-03-10')).items).toEqual(before);
    for (const servings of [0, -1, 101, '2'])
      expect(
        (
          await ownerDiary.send('POST', '/api/diary/from-recipe', {
            recipe_id: soup.id,
            date: '2026-03-10',
            meal_type: 'lunch',
            servings,
          })
        ).status,
      ).toBe(400);
  });

  it('estimates a recipe without nutrition with the engine first, and does not save it on the recipe', async () => {
    const client = recipeClient(suite.app, owner.cookie);
    const omelette = await client.create({
      title: 'Diary Omelette',
      servings: 2,
      ingredients: [
        { name: 'eggs', quantity: '4' },
        { name: 'butter', quantity: '1', unit: 'tbsp' },
      ],
      steps: [{ instruction: 'Whisk and cook.' }],
    });
    const response = await ownerDiary.send('POST', '/api/diary/from-recipe', {
      recipe_id: omelette.id,
      date: '2026-03-11',
      meal_type: 'breakfast',
      servings: 1,
    });
    expect(response.status).toBe(201);
    const entry = (await response.json()) as DiaryEntry;
    // Two large eggs (~143 kcal) and half a tablespoon of butter (~51 kcal) a serving.
    expect(entry.calories).toBeGreaterThan(150);
    expect(entry.calories).toBeLessThan(260);
    expect(entry.protein).toBeGreaterThan(10);
    expect((await client.read(omelette.id)).nutritional_info ?? null).toBeNull();

    const mystery = await client.create({
      title: 'Diary Mystery',
      ingredients: [{ name: 'unicorn tears', quantity: '2', unit: 'cup' }],
      steps: [{ instruction: 'Wish.' }],
    });
    const refused = await ownerDiary.send('POST', '/api/diary/from-recipe', {
      recipe_id: mystery.id,
      date: '2026-03-11',
      meal_type: 'breakfast',
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(diaryMessages.recipeWithoutNutrition);
  });

  it('keeps an entry’s numbers when its recipe’s nutrition is edited, and unlinks it when the recipe is deleted', async () => {
    const client = recipeClient(suite.app, owner.cookie);
    const pie = await client.create(withNutrition('Diary Pie'));
    const logged = (await (
      await ownerDiary.send('POST', '/api/diary/from-recipe', {
        recipe_id: pie.id,
        date: '2026-03-12',
        meal_type: 'dinner',
        servings: 2,
      })
    ).json()) as DiaryEntry;
    expect(logged.calories).toBe(500);
    const edited = await client.send('PUT', `/api/recipes/${pie.id}/nutrition`, {
      nutritional_info: { calories: 900, protein: 1, carbohydrates: 1, fat: 1, sugar: 1 },
    });
    expect(edited.status).toBe(200);
    expect(await client.patch(pie.id, { title: 'Diary Pie, renamed' })).toMatchObject({
      title: 'Diary Pie, renamed',
    });
    const [after] = (await ownerDiary.day('2026-03-12')).items;
    expect(after).toEqual({ ...logged, recipe: { title: 'Diary Pie, renamed', description: '' } });
    expect((await client.send('DELETE', `/api/recipes/${pie.id}`)).status).toBe(204);
    const [orphan] = (await ownerDiary.day('2026-03-12')).items;
    expect(orphan).toEqual({ ...logged, recipe_id: null, recipe: null });
  });
});
