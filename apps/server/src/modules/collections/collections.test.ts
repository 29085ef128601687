import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionDetailSchema,
  CollectionListSchema,
  CollectionSchema,
  collectionMessages as m,
  type Collection,
  type CollectionDetail,
  type CollectionList,
  type Recipe,
  type RecipeCreate,
} from '@mise/core';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { createCollectionsRepository } from './collections.repository.js';

type Member = Awaited<ReturnType<typeof signUp>>;

const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;

const recipe = (title: string, over: Partial<RecipeCreate> = {}): RecipeCreate => ({
  title,
  ingredients: [{ name: 'flour' }],
  steps: [{ instruction: 'Bake.' }],
  ...over,
});

describe('cookbooks', () => {
  let queries = 0;
  /** The statements sent while a test records them. */
  let recorded: string[] | undefined;
  const suite = setUpTestApp(
    {},
    {
      onQuery: (query) => {
        queries += 1;
        recorded?.push(query.replace(/\s+/g, ' ').trim());
      },
    },
  );
  let owner: Member;
  let other: Member;
  let admin: Member;
  /** The owner's private recipe, with an image. */
  let ownPrivate: Recipe;
  /** The owner's public recipe, without an image. */
  let ownPublic: Recipe;
  /** Another member's public recipe, with an image. */
  let othersPublic: Recipe;
  /** Another member's private recipe. */
  let othersPrivate: Recipe;

  const send = (who: Member | undefined, method: string, path: string, body?: unknown) =>
    call(suite.app, method, path, {
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });

  async function create(who: Member, body: Record<string, unknown>): Promise<Collection> {
    const response = await send(who, 'POST', '/api/collections', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return CollectionSchema.parse(await response.json());
  }
  async function add(who: Member, id: string, recipeId: string): Promise<Collection> {
    const response = await send(who, 'PUT', `/api/collections/${id}/recipes/${recipeId}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return CollectionSchema.parse(await response.json());
  }
  async function read(who: Member | undefined, id: string): Promise<CollectionDetail> {
    const response = await send(who, 'GET', `/api/collections/${id}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return CollectionDetailSchema.parse(await response.json());
  }
  async function list(who: Member, query = ''): Promise<CollectionList> {
    const response = await send(who, 'GET', `/api/collections${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return CollectionListSchema.parse(await response.json());
  }
  const linkCount = async (recipeId: string) =>
    (
      await suite.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from collection_recipes where recipe_id = ${recipeId}::uuid`,
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    owner = await signUp(suite.app);
    other = await signUp(suite.app);
    admin = await signUp(suite.app);
    await suite.services.roles.change('grant', admin.email);
    const mine = recipeClient(suite.app, owner.cookie);
    const theirs = recipeClient(suite.app, other.cookie);
    ownPrivate = await mine.create(recipe('Cookbook Private Pie', { image_url: '/pie.jpg' }));
    ownPublic = await mine.create(recipe('Cookbook Public Bread', { is_public: true }));
    othersPublic = await theirs.create(
      recipe('Cookbook Shared Soup', { is_public: true, image_url: '/soup.jpg' }),
    );
    othersPrivate = await theirs.create(recipe('Cookbook Secret Stew'));
  });

  describe('creating', () => {
    it('creates a private, empty cookbook for the member (trimmed)', async () => {
      const made = await create(owner, { name: '  Weeknight  ', description: ' Quick ones. ' });
      expect(made).toMatchObject({
        name: 'Weeknight',
        description: 'Quick ones.',
        is_public: false,
        recipe_count: 0,
        cover_image_url: null,
      });
      expect(made.contains_recipe).toBeUndefined();
      expect((await read(owner, made.id)).recipes).toEqual([]);
    });

    it('refuses a missing or blank name with the cookbook’s message', async () => {
      for (const body of [{}, { name: '   ' }, { name: '' }]) {
        const response = await send(owner, 'POST', '/api/collections', body);
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.fields?.name).toBe(m.nameRequired);
      }
      const long = await send(owner, 'POST', '/api/collections', { name: 'x'.repeat(101) });
      expect((await errorOf(long)).fields?.name).toBe(m.nameTooLong);
    });

    it('creates a cookbook with recipes in one call, in order, with its count and cover', async () => {
      const made = await create(owner, {
        name: 'Saved at once',
        recipe_ids: [ownPublic.id, othersPublic.id.toUpperCase(), ownPrivate.id, ownPublic.id],
      });
      // The first recipe with an image is the cover; a repeated id is saved once.
      expect(made).toMatchObject({ recipe_count: 3, cover_image_url: '/soup.jpg' });
      expect((await read(owner, made.id)).recipes.map((r) => r.id)).toEqual([
        ownPublic.id,
        othersPublic.id,
        ownPrivate.id,
      ]);
    });

    it('creates nothing when a recipe is not the member’s to see (404) or the ids are bad (400)', async () => {
      const named = async (name: string) =>
        (
          await suite.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from collections where name = ${name}`,
          )
        ).rows[0]!.n;
      for (const hidden of [othersPrivate.id, crypto.randomUUID()]) {
        const response = await send(owner, 'POST', '/api/collections', {
          name: 'Never made',
          recipe_ids: [ownPublic.id, hidden],
        });
        expect(response.status).toBe(404);
        expect(await errorOf(response)).toMatchObject({ message: m.recipeNotFound });
      }
      const bad = await send(owner, 'POST', '/api/collections', {
        name: 'Never made',
        recipe_ids: ['not-a-uuid'],
      });
      expect(bad.status).toBe(400);
      const tooMany = await send(owner, 'POST', '/api/collections', {
        name: 'Never made',
        recipe_ids: Array.from({ length: 51 }, () => crypto.randomUUID()),
      });
      expect(tooMany.status).toBe(400);
      expect(await named('Never made')).toBe(0);
      // A recipe deleted between the check and the write: the transaction leaves no cookbook.
      const ownerId = (
        (await (await send(owner, 'GET', '/api/me')).json()) as { user: { id: string } }
      ).user.id;
      const repo = createCollectionsRepository(suite.database.db);
      const raced = await repo.insert(
        ownerId,
        { name: 'Never made', description: '', is_public: false },
        [ownPublic.id, crypto.randomUUID()],
        () => Promise.resolve(),
      );
      expect(raced).toBe('recipe-gone');
      expect(await named('Never made')).toBe(0);
    });

    it('refuses a guest (401, the cookbooks’ message) and writes nothing', async () => {
      const response = await send(undefined, 'POST', '/api/collections', { name: 'Nope' });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: m.signedOut,
      });
      expect((await send(undefined, 'GET', '/api/collections')).status).toBe(401);
    });
  });

  describe('adding, removing and reordering recipes', () => {
    it('appends recipes the owner may see, once each (adding twice keeps one link)', async () => {
      const book = await create(owner, { name: 'Favourites' });
      await add(owner, book.id, ownPublic.id);
      await add(owner, book.id, othersPublic.id);
      const again = await add(owner, book.id, ownPublic.id);
      expect(again.recipe_count).toBe(2);
      const after = await add(owner, book.id, ownPrivate.id);
      expect(after.recipe_count).toBe(3);
      // The cover is the first recipe (by position) with an image: the soup, not the later pie.
      expect(after.cover_image_url).toBe('/soup.jpg');
      const detail = await read(owner, book.id);
      expect(detail.recipes.map((r) => r.title)).toEqual([
        'Cookbook Public Bread',
        'Cookbook Shared Soup',
        'Cookbook Private Pie',
      ]);
      // Summaries, not whole recipes.
      expect(detail.recipes[0]).not.toHaveProperty('ingredients');
      expect(await linkCount(ownPublic.id)).toBeGreaterThanOrEqual(1);
    });

    it('gives adds made at once their own places, each answer counting what that add left', async () => {
      const book = await create(owner, { name: 'All at once' });
      const ids = [ownPublic.id, othersPublic.id, ownPrivate.id];
      const answers = await Promise.all(ids.map((id) => add(owner, book.id, id)));
      // One at a time under the cookbook's lock: the first saw none before it, the last two.
      expect(answers.map((a) => a.recipe_count).sort()).toEqual([1, 2, 3]);
      for (const answer of answers) expect(answer.updated_at >= book.updated_at).toBe(true);
      const last = answers.find((a) => a.recipe_count === 3)!;
      expect(last.cover_image_url).toBe(
        (await read(owner, book.id)).recipes.find((r) => r.image_url)?.image_url,
      );
      const positions = await suite.database.db.execute<{ position: number }>(
        sql`select position from collection_recipes where collection_id = ${book.id}::uuid`,
      );
      expect(positions.rows.map((r) => r.position).sort()).toEqual([0, 1, 2]);
      // Added again: the same answer as the cookbook stands, nothing moved.
      const again = await add(owner, book.id, othersPublic.id);
      expect(again).toMatchObject({ recipe_count: 3, cover_image_url: last.cover_image_url });
    });

    it('will not add a recipe the owner cannot see, or none at all (404 recipe not found)', async () => {
      const book = await create(owner, { name: 'Snooping' });
      for (const id of [othersPrivate.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await send(owner, 'PUT', `/api/collections/${book.id}/recipes/${id}`);
        expect(response.status).toBe(404);
        expect((await errorOf(response)).message).toBe(m.recipeNotFound);
      }
      expect((await read(owner, book.id)).recipe_count).toBe(0);
    });

    it('saves on one pooled connection: the member’s cookbook locked, the recipe checked under the lock, the link and its award', async () => {
      const book = await create(owner, { name: 'One connection' });
      await add(owner, book.id, ownPublic.id); // the session is now known for a while
      recorded = [];
      const saved = await add(owner, book.id, othersPublic.id);
      const statements = recorded;
      recorded = undefined;
      expect(saved).toMatchObject({ recipe_count: 2, cover_image_url: '/soup.jpg' });
      // PostgreSQL: Drizzle's begin and commit on the connection it checked out; PGlite has one
      // connection and opens its transactions itself.
      const work =
        suite.database.kind === 'postgres'
          ? (() => {
              expect(statements[0]).toBe('begin');
              expect(statements.at(-1)).toBe('commit');
              expect(statements.filter((q) => q === 'begin' || q === 'commit')).toHaveLength(2);
              return statements.slice(1, -1);
            })()
          : statements;
      // First the lock, on the owner's cookbook only; then the recipe's look-up, under it.
      expect(work[0]).toMatch(/from "collections" where .*"user_id" = .* for update$/);
      expect(work[1]).toMatch(/from "recipes"/);
      expect(work.slice(2).some((q) => q.includes('insert into "collection_recipes"'))).toBe(true);
      expect(work.some((q) => q.includes('insert into "progress_actions"'))).toBe(true);
    });

    it('removes a recipe (idempotent), and the recipe stays', async () => {
      const book = await create(owner, { name: 'Short-lived' });
      await add(owner, book.id, ownPublic.id);
      const path = `/api/collections/${book.id}/recipes/${ownPublic.id}`;
      expect((await send(owner, 'DELETE', path)).status).toBe(204);
      expect((await send(owner, 'DELETE', path)).status).toBe(204);
      expect((await read(owner, book.id)).recipes).toEqual([]);
      expect((await send(owner, 'GET', `/api/recipes/${ownPublic.id}`)).status).toBe(200);
    });

    it('reorders to exactly the cookbook’s recipes, else 400', async () => {
      const book = await create(owner, { name: 'Ordered' });
      for (const r of [ownPublic, othersPublic, ownPrivate]) await add(owner, book.id, r.id);
      const path = `/api/collections/${book.id}/order`;
      const wanted = [ownPrivate.id, ownPublic.id, othersPublic.id];
      const response = await send(owner, 'PUT', path, { recipe_ids: wanted });
      expect(response.status).toBe(200);
      const answered = CollectionDetailSchema.parse(await response.json());
      expect(answered.recipes.map((r) => r.id)).toEqual(wanted);
      expect(answered.cover_image_url).toBe('/pie.jpg');
      expect((await read(owner, book.id)).recipes.map((r) => r.id)).toEqual(wanted);

      for (const recipe_ids of [
        [ownPrivate.id, ownPublic.id],
        [ownPrivate.id, ownPublic.id, othersPublic.id, othersPublic.id],
        [ownPrivate.id, ownPublic.id, othersPrivate.id],
        [],
      ]) {
        const refused = await send(owner, 'PUT', path, { recipe_ids });
        expect(refused.status).toBe(400);
        expect((await errorOf(refused)).message).toBe(m.orderMismatch);
      }
      // A recipe added after a reorder goes to the end.
      const late = await recipeClient(suite.app, owner.cookie).create(recipe('Cookbook Late Jam'));
      await add(owner, book.id, late.id);
      expect((await read(owner, book.id)).recipes.map((r) => r.id)).toEqual([...wanted, late.id]);
    });

    it('deleting a recipe removes it from every cookbook (spec-1 §7)', async () => {
      const doomed = await recipeClient(suite.app, owner.cookie).create(
        recipe('Cookbook Doomed Tart', { is_public: true, image_url: '/tart.jpg' }),
      );
      const first = await create(owner, { name: 'First' });
      const second = await create(other, { name: 'Someone else’s', is_public: true });
      await add(owner, first.id, doomed.id);
      await add(owner, first.id, ownPublic.id);
      await add(other, second.id, doomed.id);
      expect(await linkCount(doomed.id)).toBe(2);

      expect((await send(owner, 'DELETE', `/api/recipes/${doomed.id}`)).status).toBe(204);
      expect(await linkCount(doomed.id)).toBe(0);
      const left = await read(owner, first.id);
      expect(left.recipes.map((r) => r.id)).toEqual([ownPublic.id]);
      expect(left.cover_image_url).toBeNull();
      expect((await read(other, second.id)).recipe_count).toBe(0);
    });
  });

  describe('who may read and change a cookbook', () => {
    let publicBook: Collection;
    let privateBook: Collection;

    beforeAll(async () => {
      publicBook = await create(owner, { name: 'Open Book', is_public: true });
      privateBook = await create(owner, { name: 'Closed Book' });
      await add(owner, publicBook.id, ownPrivate.id);
      await add(owner, publicBook.id, ownPublic.id);
      await add(owner, privateBook.id, ownPublic.id);
    });

    it('shows a public cookbook to others and guests, without the owner’s private recipe', async () => {
      for (const who of [other, admin, undefined]) {
        const seen = await read(who, publicBook.id);
        expect(seen.recipes.map((r) => r.id)).toEqual([ownPublic.id]);
        expect(seen.recipe_count).toBe(1);
        // The private pie has the image: it is no cover to those who cannot see it.
        expect(seen.cover_image_url).toBeNull();
        expect(JSON.stringify(seen)).not.toContain('Cookbook Private Pie');
      }
      const own = await read(owner, publicBook.id);
      expect(own.recipes.map((r) => r.id)).toEqual([ownPrivate.id, ownPublic.id]);
      expect(own.cover_image_url).toBe('/pie.jpg');
    });

    it('answers 404 for someone else’s private cookbook, to members, admins and guests', async () => {
      for (const who of [other, admin, undefined]) {
        const response = await send(who, 'GET', `/api/collections/${privateBook.id}`);
        expect(response.status).toBe(404);
        expect((await errorOf(response)).message).toBe(m.notFound);
      }
      expect((await send(owner, 'GET', '/api/collections/not-a-uuid')).status).toBe(404);
    });

    it('forbids others’ writes on a public cookbook (403), hides a private one (404), refuses guests (401)', async () => {
      const writes = (id: string): Array<[string, string, unknown?]> => [
        ['PATCH', `/api/collections/${id}`, { name: 'Hijacked' }],
        ['DELETE', `/api/collections/${id}`],
        ['PUT', `/api/collections/${id}/recipes/${othersPublic.id}`],
        ['DELETE', `/api/collections/${id}/recipes/${ownPublic.id}`],
        ['PUT', `/api/collections/${id}/order`, { recipe_ids: [ownPublic.id] }],
      ];
      for (const who of [other, admin]) {
        for (const [method, path, body] of writes(publicBook.id)) {
          const response = await send(who, method, path, body);
          expect(response.status, `${method} ${path}`).toBe(403);
          expect((await errorOf(response)).message).toBe(m.notOwner);
        }
        for (const [method, path, body] of writes(privateBook.id))
          expect((await send(who, method, path, body)).status, `${method} ${path}`).toBe(404);
      }
      for (const [method, path, body] of writes(publicBook.id))
        expect((await send(undefined, method, path, body)).status, `${method} ${path}`).toBe(401);
      const after = await read(owner, publicBook.id);
      expect(after.name).toBe('Open Book');
      expect(after.recipes.map((r) => r.id)).toEqual([ownPrivate.id, ownPublic.id]);
    });

    it('lets the owner rename, describe and publish, and delete it (the recipes stay)', async () => {
      const book = await create(owner, { name: 'Draft' });
      await add(owner, book.id, ownPrivate.id);
      const response = await send(owner, 'PATCH', `/api/collections/${book.id}`, {
        name: ' Final ',
        description: 'Done.',
        is_public: true,
      });
      expect(response.status).toBe(200);
      const changed = CollectionSchema.parse(await response.json());
      expect(changed).toMatchObject({ name: 'Final', description: 'Done.', is_public: true });
      expect(changed.recipe_count).toBe(1);
      expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(book.updated_at));
      const blank = await send(owner, 'PATCH', `/api/collections/${book.id}`, { name: ' ' });
      expect((await errorOf(blank)).fields?.name).toBe(m.nameRequired);

      expect((await send(owner, 'DELETE', `/api/collections/${book.id}`)).status).toBe(204);
      expect((await send(owner, 'GET', `/api/collections/${book.id}`)).status).toBe(404);
      expect((await send(owner, 'GET', `/api/recipes/${ownPrivate.id}`)).status).toBe(200);
    });

    it('keeps a recipe made private by its owner out of others’ views, and out of the order', async () => {
      const soup = await recipeClient(suite.app, other.cookie).create(
        recipe('Cookbook Fleeting Soup', { is_public: true }),
      );
      const book = await create(owner, { name: 'Borrowed', is_public: true });
      await add(owner, book.id, soup.id);
      await add(owner, book.id, ownPublic.id);
      await recipeClient(suite.app, other.cookie).patch(soup.id, { is_public: false });

      const seen = await read(owner, book.id);
      expect(seen.recipes.map((r) => r.id)).toEqual([ownPublic.id]);
      expect(seen.recipe_count).toBe(1);
      // The owner orders what they see; the hidden link keeps its place after it.
      const ordered = await send(owner, 'PUT', `/api/collections/${book.id}/order`, {
        recipe_ids: [ownPublic.id],
      });
      expect(ordered.status).toBe(200);
      // Public again: it is back, after the ones the owner ordered.
      await recipeClient(suite.app, other.cookie).patch(soup.id, { is_public: true });
      expect((await read(owner, book.id)).recipes.map((r) => r.id)).toEqual([
        ownPublic.id,
        soup.id,
      ]);
    });
  });

  describe('the member’s list', () => {
    let lister: Member;

    beforeAll(async () => {
      lister = await signUp(suite.app);
    });

    it('is the member’s own cookbooks, newest first, a page at a time', async () => {
      const made: Collection[] = [];
      for (const name of ['One', 'Two', 'Three']) made.push(await create(lister, { name }));
      await create(other, { name: 'Not theirs', is_public: true });
      const first = await list(lister, '?limit=2');
      expect(first.items.map((c) => c.name)).toEqual(['Three', 'Two']);
      expect(first.next_cursor).not.toBeNull();
      const second = await list(lister, `?limit=2&cursor=${first.next_cursor}`);
      expect(second.items.map((c) => c.name)).toEqual(['One']);
      expect(second.next_cursor).toBeNull();
      expect((await send(lister, 'GET', '/api/collections?cursor=nonsense')).status).toBe(400);
      // A time Date.parse takes but PostgreSQL refuses: 400, not 500.
      const junk = Buffer.from(JSON.stringify(['1', crypto.randomUUID()])).toString('base64url');
      expect((await send(lister, 'GET', `/api/collections?cursor=${junk}`)).status).toBe(400);
    });

    it('says which cookbooks hold a recipe with ?recipe_id=', async () => {
      const [three, two] = (await list(lister)).items;
      await add(lister, two!.id, othersPublic.id);
      const marked = await list(lister, `?recipe_id=${othersPublic.id}`);
      expect(marked.items.map((c) => [c.name, c.contains_recipe])).toEqual([
        ['Three', false],
        ['Two', true],
        ['One', false],
      ]);
      expect(three!.contains_recipe).toBeUndefined();
      expect((await send(lister, 'GET', '/api/collections?recipe_id=nope')).status).toBe(400);
    });

    it('gives counts and covers in the same number of queries however many cookbooks and recipes', async () => {
      const counter = await signUp(suite.app);
      const book = await create(counter, { name: 'Solo' });
      await add(counter, book.id, ownPublic.id);
      await list(counter); // the session is now known for a while
      queries = 0;
      await list(counter);
      const few = queries;

      for (let i = 0; i < 6; i += 1) {
        const more = await create(counter, { name: `Book ${i}` });
        await add(counter, more.id, ownPublic.id);
        await add(counter, more.id, othersPublic.id);
      }
      queries = 0;
      const page = await list(counter, `?recipe_id=${othersPublic.id}`);
      expect(queries).toBe(few);
      expect(few).toBeLessThanOrEqual(2);
      expect(page.items).toHaveLength(7);
      expect(page.items[0]).toMatchObject({
        recipe_count: 2,
        cover_image_url: '/soup.jpg',
        contains_recipe: true,
      });
    });

    it('reads a cookbook with its recipes in two queries', async () => {
      const book = (await list(lister)).items[1]!;
      await read(lister, book.id);
      queries = 0;
      await read(lister, book.id);
      expect(queries).toBe(2);
    });
  });
});
