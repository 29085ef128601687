import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ImportResultSchema,
  MiseExportSchema,
  accountMessages,
  type ImportResult,
  type MiseExport,
  type Recipe,
  type RecipeCreate,
} from '@mise/core';
import { TEST_ORIGIN, call, setUpTestApp, signUp } from '../../../test/test-app.js';
import { createLocalStorage } from '../../storage/local-storage.js';
import { pngBytes } from '../images/test-images.js';

type Member = Awaited<ReturnType<typeof signUp>>;
type App = ReturnType<typeof setUpTestApp>;

const recipe = (title: string, over: Partial<RecipeCreate> = {}): RecipeCreate => ({
  title,
  description: `${title}, from the family book.`,
  servings: 2,
  prep_time: 10,
  cook_time: 20,
  cuisine: 'Italian',
  is_public: false,
  ingredients: [
    { name: 'flour', quantity: '200', unit: 'g' },
    { name: 'egg', quantity: '2', notes: 'large' },
  ],
  steps: [{ instruction: `Mix the ${title}.` }, { instruction: 'Bake.', time_required: 20 }],
  nutritional_info: { calories: 420, protein: 12 },
  ...over,
});

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

const send = (app: App, who: Member | undefined, method: string, path: string, body?: unknown) =>
  call(app.app, method, path, {
    ...(who ? { cookie: who.cookie } : {}),
    ...(body === undefined ? {} : { body }),
  });

/** What a member's data looks like, without ids: what must survive a trip to another install. */
function comparable(doc: MiseExport) {
  const recipes = doc.recipes as unknown as (RecipeCreate & { id: string })[];
  const titleOf = new Map(recipes.map((r) => [r.id, r.title]));
  return {
    recipes: recipes
      .map(({ id: _id, ...rest }) => rest)
      .sort((a, b) => a.title.localeCompare(b.title)),
    cookbooks: doc.cookbooks
      .map((c) => ({ ...c, id: undefined, recipe_ids: c.recipe_ids.map((id) => titleOf.get(id)) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    meal_plans: (
      doc.meal_plans as { id: string; recipes: string[]; schedule: { recipe_id: string }[] }[]
    ).map((p) => ({
      ...p,
      id: undefined,
      recipes: p.recipes.map((id) => titleOf.get(id)),
      schedule: p.schedule.map((s) => ({ ...s, recipe_id: titleOf.get(s.recipe_id) })),
    })),
    diary: (doc.diary as { id: string; recipe_id: string | null }[])
      .map((e) => ({ ...e, id: undefined, recipe_id: e.recipe_id && titleOf.get(e.recipe_id) }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  };
}

describe('your data: export, import, delete account', () => {
  const uploads = mkdtempSync(path.join(tmpdir(), 'mise-account-test-'));
  const home = setUpTestApp({
    images: { storage: createLocalStorage(uploads), stockPhotos: null, imageGenerator: null },
  });
  // A second install: the export is brought into a fresh database.
  const away = setUpTestApp();
  let alice: Member;
  let bob: Member;
  let exported: MiseExport;
  const made: Record<string, Recipe> = {};

  beforeAll(async () => {
    alice = await signUp(home.app);
    bob = await signUp(home.app);
    for (const [key, body] of [
      ['pie', recipe('Plum Pie')],
      ['soup', recipe('Leek Soup', { is_public: true, cuisine: 'French' })],
      ['salad', recipe('Bean Salad', { nutritional_info: null })],
    ] as const)
      made[key] = await json<Recipe>(await send(home, alice, 'POST', '/api/recipes', body), 201);
    made.bobs = await json<Recipe>(
      await send(home, bob, 'POST', '/api/recipes', recipe('Bob Bread', { is_public: true })),
      201,
    );
    await json(
      await send(home, alice, 'POST', '/api/collections', {
        name: 'Sunday',
        description: 'Slow food',
        recipe_ids: [made.pie!.id, made.soup!.id, made.bobs.id],
      }),
      201,
    );
    await json(
      await send(home, alice, 'POST', '/api/meal-plans', {
        title: 'Busy week',
        is_public: false,
        recipes: [made.soup!.id, made.salad!.id],
        schedule: [
          { recipe_id: made.soup!.id, day: 0, meal_type: 'dinner', servings: 2 },
          { recipe_id: made.salad!.id, day: 3, meal_type: 'lunch', servings: 1 },
        ],
      }),
      201,
    );
    await json(
      await send(home, alice, 'POST', '/api/diary/from-recipe', {
        recipe_id: made.pie!.id,
        date: '2026-03-02',
        meal_type: 'dinner',
        servings: 1,
      }),
      201,
    );
    await json(
      await send(home, alice, 'POST', '/api/diary', {
        date: '2026-03-03',
        meal_type: 'breakfast',
        food_name: 'Porridge',
        calories: 250,
        notes: 'with honey',
      }),
      201,
    );
    await json(
      await send(home, alice, 'POST', '/api/grocery-list/items', { name: 'Leeks', amount: 3 }),
      201,
    );
  });

  it('exports everything the member owns, in one versioned document', async () => {
    const response = await send(home, alice, 'GET', '/api/me/export');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="mise-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    exported = MiseExportSchema.parse(await json(response, 200));
    expect(exported).toMatchObject({ format: 'mise-export', version: 1 });
    expect(exported.profile).toMatchObject({ email: alice.email });
    expect(exported.recipes.map((r) => r.title)).toEqual(['Plum Pie', 'Leek Soup', 'Bean Salad']);
    // Only the member's own: Bob's recipe is referenced by the cookbook, never exported as Alice's.
    expect(JSON.stringify(exported.recipes)).not.toContain('Bob Bread');
    expect(exported.cookbooks).toHaveLength(1);
    expect(exported.meal_plans).toHaveLength(1);
    expect(exported.diary).toHaveLength(2);
    expect(exported.grocery_list).toMatchObject([{ name: 'Leeks' }]);
    expect(exported.nutrition_settings).not.toBeNull();
    expect(exported.progress_ledger.length).toBeGreaterThan(0);
    // Nobody else's export holds Alice's private recipe.
    const bobs = await json<MiseExport>(await send(home, bob, 'GET', '/api/me/export'), 200);
    expect(JSON.stringify(bobs)).not.toContain('Plum Pie');
    expect(JSON.stringify(bobs)).not.toContain(alice.email);
  });

  it('imports into a fresh member on another install: the same recipes, cookbooks, plans and diary', async () => {
    const carol = await signUp(away.app);
    const result = ImportResultSchema.parse(
      await json(await send(away, carol, 'POST', '/api/me/import', exported), 200),
    );
    expect(result).toEqual({
      recipes: { imported: 3, skipped: 0 },
      cookbooks: { imported: 1, skipped: 0 },
      meal_plans: { imported: 1, skipped: 0 },
      diary: { imported: 2, skipped: 0 },
    });
    const there = MiseExportSchema.parse(
      await json(await send(away, carol, 'GET', '/api/me/export'), 200),
    );
    // New ids everywhere, and every reference between the rows follows them.
    expect(there.recipes.map((r) => r.id)).not.toContain(made.pie!.id);
    const a = comparable(exported);
    const b = comparable(there);
    expect(b.recipes).toEqual(a.recipes);
    expect(b.diary).toEqual(a.diary);
    expect(b.meal_plans).toEqual(a.meal_plans);
    // Bob's recipe does not exist on the other install: the cookbook comes without it.
    expect(b.cookbooks).toEqual([{ ...a.cookbooks[0], recipe_ids: ['Plum Pie', 'Leek Soup'] }]);

    // Run again: nothing is added twice.
    const again = await json<ImportResult>(
      await send(away, carol, 'POST', '/api/me/import', exported),
      200,
    );
    expect(again).toEqual({
      recipes: { imported: 0, skipped: 3 },
      cookbooks: { imported: 0, skipped: 1 },
      meal_plans: { imported: 0, skipped: 1 },
      diary: { imported: 0, skipped: 2 },
    });
    const after = await json<MiseExport>(await send(away, carol, 'GET', '/api/me/export'), 200);
    expect(after.recipes).toHaveLength(3);
    expect(after.cookbooks).toHaveLength(1);
    expect(after.meal_plans).toHaveLength(1);
    expect(after.diary).toHaveLength(2);
  });

  it("keeps an imported recipe's picture only where this install can show it", async () => {
    // Alice's own upload on this install, and names of files only another install would have.
    const form = new FormData();
    form.append('file', new File([await pngBytes()], 'photo.png', { type: 'image/png' }));
    const uploaded = await json<{ url: string }>(
      await home.app.request(`${TEST_ORIGIN}/api/images`, {
        method: 'POST',
        headers: { cookie: alice.cookie, origin: TEST_ORIGIN },
        body: form,
      }),
      201,
    );
    const elsewhere = '/uploads/images/1767225600000-abcdefghij234567.webp';
    const bucket = 'https://bucket.example.com/mise/images/1767225600000-abcdefghij234567.webp';
    const site = 'https://cooking.example.com/photos/pie.jpg';
    const doc = {
      ...exported,
      recipes: [
        { ...exported.recipes[0]!, id: 'img-1', title: 'Here', image_url: uploaded.url },
        { ...exported.recipes[0]!, id: 'img-2', title: 'Gone', image_url: elsewhere },
        { ...exported.recipes[0]!, id: 'img-3', title: 'Bucket', image_url: bucket },
        { ...exported.recipes[0]!, id: 'img-4', title: 'Site', image_url: site },
      ],
      cookbooks: [],
      meal_plans: [],
      diary: [],
    };
    const dave = await signUp(home.app);
    await json(await send(home, dave, 'POST', '/api/me/import', doc), 200);
    const mine = await json<MiseExport>(await send(home, dave, 'GET', '/api/me/export'), 200);
    const pictures = Object.fromEntries(mine.recipes.map((r) => [r.title, r.image_url]));
    expect(pictures).toEqual({ Here: uploaded.url, Gone: null, Bucket: bucket, Site: site });
  });

  it('brought back into the same account, an export adds no copy of its own recipes', async () => {
    const result = await json<ImportResult>(
      await send(home, alice, 'POST', '/api/me/import', {
        ...exported,
        cookbooks: [],
        diary: [],
        meal_plans: [],
      }),
      200,
    );
    expect(result.recipes).toEqual({ imported: 0, skipped: 3 });
  });

  it('refuses a file that is not a Mise export, plainly, and a guest', async () => {
    for (const body of [{ hello: 'world' }, [], { format: 'other-app', recipes: [] }]) {
      const error = await json<{ error: { code: string; message: string } }>(
        await send(home, alice, 'POST', '/api/me/import', body),
        400,
      );
      expect(error.error).toEqual({
        code: 'VALIDATION_FAILED',
        message: accountMessages.notAnExport,
      });
    }
    const newer = await json<{ error: { message: string } }>(
      await send(home, alice, 'POST', '/api/me/import', { format: 'mise-export', version: 2 }),
      400,
    );
    expect(newer.error.message).toBe(accountMessages.newerVersion);
    // An export whose recipe breaks the rules: the field is named, nothing is written.
    const broken = await json<{ error: { fields: Record<string, string> } }>(
      await send(home, alice, 'POST', '/api/me/import', {
        format: 'mise-export',
        version: 1,
        recipes: [{ id: 'x', title: '' }],
      }),
      400,
    );
    expect(Object.keys(broken.error.fields)).toContain('recipes.0.title');
    expect((await send(home, undefined, 'POST', '/api/me/import', exported)).status).toBe(401);
    expect((await send(home, undefined, 'GET', '/api/me/export')).status).toBe(401);
  });

  it('runs one import at a time per member; a lock left by a crash is taken over', async () => {
    const erin = await signUp(home.app);
    const { id } = (
      await json<{ user: { id: string } }>(await send(home, erin, 'GET', '/api/me'), 200)
    ).user;
    const small = { format: 'mise-export', version: 1, diary: exported.diary };
    await home.database.db
      .execute(sql`insert into account_imports (user_id, kind, source_id, target_id)
      values (${id}, 'lock', 'import', gen_random_uuid())`);
    const busy = await json<{ error: { code: string; message: string } }>(
      await send(home, erin, 'POST', '/api/me/import', small),
      409,
    );
    expect(busy.error).toEqual({ code: 'CONFLICT', message: accountMessages.importRunning });
    await home.database.db
      .execute(sql`update account_imports set created_at = now() - interval '1 hour'
      where user_id = ${id} and kind = 'lock'`);
    const done = await json<ImportResult>(
      await send(home, erin, 'POST', '/api/me/import', small),
      200,
    );
    expect(done.diary).toEqual({ imported: 2, skipped: 0 });
    const { rows } = await home.database.db.execute(
      sql`select 1 from account_imports where user_id = ${id} and kind = 'lock'`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses an import over its size limit with 413', async () => {
    const huge = {
      format: 'mise-export',
      version: 1,
      diary: [{ id: 'x', notes: 'x'.repeat(11 * 1024 * 1024) }],
    };
    expect((await send(home, alice, 'POST', '/api/me/import', huge)).status).toBe(413);
  });

  it('deletes the account and all it owns; public recipes stay authorless; votes taken back', async () => {
    const dave = await signUp(home.app);
    const daveId = (
      await json<{ user: { id: string } }>(await send(home, dave, 'GET', '/api/me'), 200)
    ).user.id;
    const uploadImage = async () => {
      const form = new FormData();
      form.append('file', new File([await pngBytes()], 'photo.png', { type: 'image/png' }));
      const response = await home.app.request(`${TEST_ORIGIN}/api/images`, {
        method: 'POST',
        body: form,
        headers: { origin: TEST_ORIGIN, cookie: dave.cookie },
      });
      return json<{ url: string; path: string }>(response, 201);
    };
    const [shownImage, privateImage] = [await uploadImage(), await uploadImage()];
    const onDisk = (key: string) => existsSync(path.join(uploads, key));
    expect(onDisk(privateImage.path)).toBe(true);
    const davePublic = await json<Recipe>(
      await send(
        home,
        dave,
        'POST',
        '/api/recipes',
        recipe('Dave Dumplings', { is_public: true, image_url: shownImage.url }),
      ),
      201,
    );
    const davePrivate = await json<Recipe>(
      await send(
        home,
        dave,
        'POST',
        '/api/recipes',
        recipe('Dave Secret', { image_url: privateImage.url }),
      ),
      201,
    );
    await send(home, dave, 'POST', '/api/collections', {
      name: 'Dave book',
      recipe_ids: [davePublic.id, davePrivate.id],
    });
    await send(home, dave, 'POST', '/api/diary/from-recipe', {
      recipe_id: davePrivate.id,
      date: '2026-03-02',
      meal_type: 'lunch',
    });
    await send(home, dave, 'POST', '/api/grocery-list/items', { name: 'Cabbage' });
    await send(home, dave, 'PUT', '/api/me/nutrition-settings', {});
    await send(home, dave, 'POST', '/api/cooking/sessions', { recipe_id: davePrivate.id });
    await send(home, dave, 'POST', '/api/me/import', exported);
    // A contest: Bob's entry gets Dave's vote; Dave enters his public recipe.
    const admin = await signUp(home.app);
    await home.services.roles.change('grant', admin.email);
    const contest = await json<{ id: string }>(
      await send(home, admin, 'POST', '/api/contests', {
        title: 'Dumpling Cup',
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00Z',
      }),
      201,
    );
    const bobEntry = await json<{ id: string }>(
      await send(home, bob, 'POST', `/api/contests/${contest.id}/entries`, {
        recipe_id: made.bobs!.id,
      }),
      201,
    );
    await json(
      await send(home, dave, 'POST', `/api/contests/${contest.id}/entries`, {
        recipe_id: davePublic.id,
      }),
      201,
    );
    await json(
      await send(home, dave, 'POST', `/api/contests/${contest.id}/entries/${bobEntry.id}/vote`),
      200,
    );
    const votesOfBob = async () =>
      (
        await json<{ entries: { id: string; votes: number }[] }>(
          await send(home, undefined, 'GET', `/api/contests/${contest.id}`),
          200,
        )
      ).entries.find((e) => e.id === bobEntry.id)!.votes;
    expect(await votesOfBob()).toBe(1);

    // The e-mail must be the account's own: another's, or none, deletes nothing.
    for (const body of [{ email: alice.email }, { email: '' }, {}]) {
      expect((await send(home, dave, 'DELETE', '/api/me', body)).status).toBe(400);
    }
    expect((await send(home, undefined, 'DELETE', '/api/me', { email: dave.email })).status).toBe(
      401,
    );
    expect((await send(home, dave, 'GET', '/api/me')).status).toBe(200);

    const deleted = await send(home, dave, 'DELETE', '/api/me', {
      email: ` ${dave.email.toUpperCase()} `,
    });
    expect(deleted.status).toBe(204);
    const expired = deleted.headers.getSetCookie();
    for (const name of ['mise.session_token', 'mise.session_data'])
      expect(expired, name).toContainEqual(
        expect.stringMatching(new RegExp(`^${name}=;.*Max-Age=0`)),
      );
    expect((await send(home, dave, 'GET', '/api/me')).status).toBe(401);

    // Every column that references the account, found in the catalogue (so a future table is
    // covered too): none holds Dave's id any more.
    const { rows: columns } = await home.database.db.execute<{ table: string; column: string }>(sql`
      select kcu.table_name as table, kcu.column_name as column
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.unique_constraint_name
          and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'user' and ccu.column_name = 'id'`);
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining(['session.user_id', 'recipes.user_id', 'account_imports.user_id']),
    );
    const left: string[] = [];
    for (const { table, column } of [...columns, { table: 'user', column: 'id' }]) {
      const { rows } = await home.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${daveId}`,
      );
      if (rows[0]!.n > 0) left.push(`${table}.${column}: ${rows[0]!.n}`);
    }
    expect(left).toEqual([]);

    // The public recipe stays for everyone, owned and credited to nobody; the private one is gone.
    const kept = await json<Recipe>(
      await send(home, undefined, 'GET', `/api/recipes/${davePublic.id}`),
      200,
    );
    expect(kept).toMatchObject({ title: 'Dave Dumplings', user_id: null, author_id: null });
    expect((await send(home, bob, 'GET', `/api/recipes/${davePrivate.id}`)).status).toBe(404);
    // The picture of the public recipe stays (its row ownerless); the private one's file is gone.
    expect(onDisk(shownImage.path)).toBe(true);
    expect(onDisk(privateImage.path)).toBe(false);
    const { rows: imageRows } = await home.database.db.execute<{ path: string }>(
      sql`select path from images where path in (${shownImage.path}, ${privateImage.path})`,
    );
    expect(imageRows.map((row) => row.path)).toEqual([shownImage.path]);
    // Dave's vote is taken back with its count; his own entry left with him.
    expect(await votesOfBob()).toBe(0);
    const { rows: drift } = await home.database.db.execute(sql`
      select e.id from contest_entries e
      where e.vote_count <> (select count(*) from contest_votes v where v.entry_id = e.id)`);
    expect(drift).toEqual([]);
    // Signing in again finds no account.
    const signIn = await call(home.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: dave.email, password: dave.password },
    });
    expect(signIn.status).toBe(401);
  });
});
