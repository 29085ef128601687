import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ContestDetailSchema,
  ContestEntrySchema,
  ContestListSchema,
  ContestSchema,
  MyContestEntryListSchema,
  contestMessages as m,
  messages,
  type Contest,
  type ContestDetail,
  type ContestEntry,
  type Recipe,
  type RecipeCreate,
} from '@mise/core';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { seedContests } from './contests.seed.js';

type Member = Awaited<ReturnType<typeof signUp>>;

const DAY = 86_400_000;
/** The suite's "now": contests are active, upcoming or past against it; tests move it. */
let now = new Date('2030-03-10T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;

const recipe = (title: string, over: Partial<RecipeCreate> = {}): RecipeCreate => ({
  title,
  is_public: true,
  ingredients: [{ name: 'flour' }],
  steps: [{ instruction: 'Bake.' }],
  ...over,
});

describe('contests', () => {
  let queries = 0;
  const suite = setUpTestApp({ clock: { now: () => now } }, { onQuery: () => (queries += 1) });
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let alicePublic: Recipe;
  let alicePrivate: Recipe;
  let bobPublic: Recipe;

  const send = (who: Member | undefined, method: string, path: string, body?: unknown) =>
    call(suite.app, method, path, {
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });

  async function createContest(over: Record<string, unknown> = {}): Promise<Contest> {
    const response = await send(admin, 'POST', '/api/contests', {
      title: 'Soup season',
      description: 'Warm bowls',
      theme: 'Soup',
      rules: 'One public recipe each',
      starts_at: at(-1),
      ends_at: at(10),
      ...over,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ContestSchema.parse(await response.json());
  }
  async function read(who: Member | undefined, id: string): Promise<ContestDetail> {
    const response = await send(who, 'GET', `/api/contests/${id}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return ContestDetailSchema.parse(await response.json());
  }
  async function enter(who: Member, contestId: string, recipeId: string): Promise<ContestEntry> {
    const response = await send(who, 'POST', `/api/contests/${contestId}/entries`, {
      recipe_id: recipeId,
      note: 'Family favourite',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ContestEntrySchema.parse(await response.json());
  }
  const vote = (who: Member, contestId: string, entryId: string) =>
    send(who, 'POST', `/api/contests/${contestId}/entries/${entryId}/vote`);
  const voteRows = async (contestId: string) =>
    (
      await suite.database.db.execute<{ user_id: string; entry_id: string }>(
        sql`select user_id, entry_id::text from contest_votes where contest_id = ${contestId}::uuid`,
      )
    ).rows;

  beforeAll(async () => {
    [admin, alice, bob, carol] = await Promise.all([
      signUp(suite.app),
      signUp(suite.app),
      signUp(suite.app),
      signUp(suite.app),
    ]);
    await suite.services.roles.change('grant', admin.email);
    alicePublic = await recipeClient(suite.app, alice.cookie).create(recipe('Alice’s soup'));
    alicePrivate = await recipeClient(suite.app, alice.cookie).create(
      recipe('Alice’s secret', { is_public: false }),
    );
    bobPublic = await recipeClient(suite.app, bob.cookie).create(recipe('Bob’s stew'));
  });

  describe('creating and editing (admins)', () => {
    const body = () => ({ title: 'Pies', starts_at: at(1), ends_at: at(5) });

    it('refuses a guest (401) and a member (403) before reading the body', async () => {
      for (const [who, status, message] of [
        [undefined, 401, messages.mustBeLoggedIn],
        [alice, 403, messages.needAdmin],
      ] as const) {
        const response = await call(suite.app, 'POST', '/api/contests', {
          ...(who ? { cookie: who.cookie } : {}),
          headers: { 'content-type': 'application/json' },
          body: undefined,
        });
        expect(response.status).toBe(status);
        expect((await errorOf(response)).message).toBe(message);
        const patch = await send(who, 'PATCH', `/api/contests/${crypto.randomUUID()}`, {
          title: 'x',
        });
        expect(patch.status).toBe(status);
      }
    });

    it('lets an admin create and edit a contest, with its status from the dates', async () => {
      const contest = await createContest(body());
      expect(contest).toMatchObject({
        title: 'Pies',
        status: 'upcoming',
        entry_count: 0,
        image_url: null,
      });
      const response = await send(admin, 'PATCH', `/api/contests/${contest.id}`, {
        starts_at: at(-1),
        theme: 'Pastry',
      });
      expect(response.status).toBe(200);
      expect(ContestSchema.parse(await response.json())).toMatchObject({
        status: 'active',
        theme: 'Pastry',
        title: 'Pies',
      });
    });

    it('needs a title and an end after the start, sent together or one at a time', async () => {
      const noTitle = await send(admin, 'POST', '/api/contests', { ...body(), title: ' ' });
      expect(noTitle.status).toBe(400);
      expect((await errorOf(noTitle)).fields).toMatchObject({ title: m.titleRequired });
      const backwards = await send(admin, 'POST', '/api/contests', {
        ...body(),
        ends_at: at(0),
      });
      expect(backwards.status).toBe(400);
      expect((await errorOf(backwards)).fields).toMatchObject({ ends_at: m.endsBeforeStart });
      const contest = await createContest(body());
      const patch = await send(admin, 'PATCH', `/api/contests/${contest.id}`, { ends_at: at(0) });
      expect(patch.status).toBe(400);
      expect((await errorOf(patch)).message).toBe(m.endsBeforeStart);
      expect((await read(admin, contest.id)).ends_at).toBe(contest.ends_at);
    });

    it('answers 404 for a contest that does not exist', async () => {
      for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
        expect((await send(admin, 'PATCH', `/api/contests/${id}`, { title: 'x' })).status).toBe(
          404,
        );
        expect((await send(undefined, 'GET', `/api/contests/${id}`)).status).toBe(404);
      }
    });
  });

  describe('lists', () => {
    it('lists active (ending soonest first), upcoming and past contests, page by page, in one query', async () => {
      const soon = await createContest({ title: 'Ends soon', ends_at: at(0.5) });
      const upcoming = await createContest({ title: 'Later', starts_at: at(40), ends_at: at(50) });
      const past = await createContest({ title: 'Over', starts_at: at(-20), ends_at: at(-10) });
      const list = async (query: string) => {
        const response = await send(undefined, 'GET', `/api/contests${query}`);
        expect(response.status).toBe(200);
        return ContestListSchema.parse(await response.json());
      };
      const active = await list('');
      expect(active.items[0]!.id).toBe(soon.id);
      expect(active.items.every((c) => c.status === 'active')).toBe(true);
      expect((await list('?status=upcoming')).items.map((c) => c.id)).toContain(upcoming.id);
      const ended = (await list('?status=past')).items;
      expect(ended.map((c) => c.id)).toContain(past.id);
      expect(ended.every((c) => c.status === 'past')).toBe(true);

      // Keyset pages: every active contest once, in order.
      const seen: string[] = [];
      let cursor: string | null = '';
      do {
        const page = await list(`?status=active&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((c) => c.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual(active.items.map((c) => c.id));

      queries = 0;
      await list('?status=active');
      expect(queries).toBe(1);
      expect((await send(undefined, 'GET', '/api/contests?status=soon')).status).toBe(400);
      expect((await send(undefined, 'GET', '/api/contests?cursor=junk')).status).toBe(400);
    });
  });

  describe('entries', () => {
    let contest: Contest;
    beforeAll(async () => {
      contest = await createContest({ title: 'Entries' });
    });

    it('a member enters their own public recipe, once; guests cannot enter', async () => {
      const entry = await enter(alice, contest.id, alicePublic.id);
      expect(entry).toMatchObject({
        recipe_id: alicePublic.id,
        user_id: alicePublic.user_id,
        note: 'Family favourite',
        votes: 0,
        placing: null,
      });
      expect(entry.recipe.title).toBe('Alice’s soup');
      expect(entry.display_name).not.toBe('');
      const again = await send(alice, 'POST', `/api/contests/${contest.id}/entries`, {
        recipe_id: alicePublic.id,
      });
      expect(again.status).toBe(409);
      expect((await errorOf(again)).message).toBe(m.alreadyEntered);
      const guest = await send(undefined, 'POST', `/api/contests/${contest.id}/entries`, {
        recipe_id: alicePublic.id,
      });
      expect(guest.status).toBe(401);
      expect((await read(undefined, contest.id)).entry_count).toBe(1);
    });

    it('only the owner enters a recipe: someone else’s is 403, one you cannot see 404', async () => {
      const others = await send(bob, 'POST', `/api/contests/${contest.id}/entries`, {
        recipe_id: alicePublic.id,
      });
      expect(others.status).toBe(403);
      expect((await errorOf(others)).message).toBe(m.notYourRecipe);
      const hidden = await send(bob, 'POST', `/api/contests/${contest.id}/entries`, {
        recipe_id: alicePrivate.id,
      });
      expect(hidden.status).toBe(404);
    });

    it('never publishes a private recipe: it is refused with a clear message', async () => {
      const response = await send(alice, 'POST', `/api/contests/${contest.id}/entries`, {
        recipe_id: alicePrivate.id,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ recipe_id: m.privateRecipe });
      expect((await recipeClient(suite.app, alice.cookie).read(alicePrivate.id)).is_public).toBe(
        false,
      );
    });

    it('takes entries only while active', async () => {
      const upcoming = await createContest({ starts_at: at(2), ends_at: at(3) });
      const ended = await createContest({ starts_at: at(-3), ends_at: at(-2) });
      for (const [c, message] of [
        [upcoming, m.notStarted],
        [ended, m.ended],
      ] as const) {
        const response = await send(alice, 'POST', `/api/contests/${c.id}/entries`, {
          recipe_id: alicePublic.id,
        });
        expect(response.status).toBe(409);
        expect((await errorOf(response)).message).toBe(message);
      }
    });

    it('ten entries of one recipe at once make one entry', async () => {
      const c = await createContest();
      const responses = await Promise.all(
        Array.from({ length: 10 }, async () =>
          send(bob, 'POST', `/api/contests/${c.id}/entries`, { recipe_id: bobPublic.id }),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect((await read(undefined, c.id)).entries).toHaveLength(1);
    });

    it('withdraws only your own entry', async () => {
      const entry = await enter(bob, contest.id, bobPublic.id);
      const path = `/api/contests/${contest.id}/entries/${entry.id}`;
      expect((await send(alice, 'DELETE', path)).status).toBe(403);
      expect((await send(undefined, 'DELETE', path)).status).toBe(401);
      expect((await send(bob, 'DELETE', path)).status).toBe(204);
      expect((await send(bob, 'DELETE', path)).status).toBe(404);
      expect((await read(bob, contest.id)).entries.map((e) => e.user_id)).toEqual([
        alicePublic.user_id,
      ]);
    });

    it('leaves out an entry whose recipe became private, for those who can no longer see it', async () => {
      const own = await recipeClient(suite.app, carol.cookie).create(recipe('Carol’s bread'));
      const c = await createContest();
      await enter(carol, c.id, own.id);
      await recipeClient(suite.app, carol.cookie).patch(own.id, { is_public: false });
      expect((await read(bob, c.id)).entries).toEqual([]);
      expect((await read(carol, c.id)).entries).toHaveLength(1);
    });

    it('deleting a recipe removes its entries (spec-1 §7)', async () => {
      const doomed = await recipeClient(suite.app, carol.cookie).create(recipe('Carol’s toast'));
      const c = await createContest();
      await enter(carol, c.id, doomed.id);
      expect((await send(carol, 'DELETE', `/api/recipes/${doomed.id}`)).status).toBe(204);
      expect((await read(undefined, c.id)).entry_count).toBe(0);
    });
  });

  describe('votes and winners', () => {
    let contest: Contest;
    let aliceEntry: ContestEntry;
    let bobEntry: ContestEntry;
    beforeAll(async () => {
      contest = await createContest({ title: 'Votes', ends_at: at(5) });
      aliceEntry = await enter(alice, contest.id, alicePublic.id);
      bobEntry = await enter(bob, contest.id, bobPublic.id);
    });

    it('one vote per member per contest, that moves when cast again', async () => {
      const first = await vote(carol, contest.id, aliceEntry.id);
      expect(first.status).toBe(200);
      const afterFirst = ContestDetailSchema.parse(await first.json());
      expect(afterFirst.my_vote_entry_id).toBe(aliceEntry.id);
      expect(afterFirst.entries.find((e) => e.id === aliceEntry.id)!.votes).toBe(1);
      const moved = ContestDetailSchema.parse(
        await (await vote(carol, contest.id, bobEntry.id)).json(),
      );
      expect(moved.my_vote_entry_id).toBe(bobEntry.id);
      expect(moved.entries.map((e) => [e.id, e.votes])).toEqual([
        [bobEntry.id, 1],
        [aliceEntry.id, 0],
      ]);
      expect(await voteRows(contest.id)).toHaveLength(1);
    });

    it('twenty votes at once by one member leave one vote', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, async () => vote(alice, contest.id, bobEntry.id)),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      const rows = (await voteRows(contest.id)).filter((r) => r.user_id === alicePublic.user_id);
      expect(rows).toEqual([{ user_id: alicePublic.user_id, entry_id: bobEntry.id }]);
    });

    it('refuses a vote for your own entry, from a guest, and for an unknown entry', async () => {
      const own = await vote(bob, contest.id, bobEntry.id);
      expect(own.status).toBe(403);
      expect((await errorOf(own)).message).toBe(m.ownEntryVote);
      const guest = await send(
        undefined,
        'POST',
        `/api/contests/${contest.id}/entries/${bobEntry.id}/vote`,
      );
      expect(guest.status).toBe(401);
      expect((await vote(carol, contest.id, crypto.randomUUID())).status).toBe(404);
      const elsewhere = await createContest();
      expect((await vote(carol, elsewhere.id, bobEntry.id)).status).toBe(404);
    });

    it('a vote is taken back with DELETE', async () => {
      const c = await createContest();
      const e = await enter(bob, c.id, bobPublic.id);
      await vote(carol, c.id, e.id);
      const path = `/api/contests/${c.id}/entries/${e.id}/vote`;
      expect((await send(carol, 'DELETE', path)).status).toBe(204);
      expect((await read(carol, c.id)).my_vote_entry_id).toBeNull();
      expect(await voteRows(c.id)).toEqual([]);
    });

    it('after the end: votes are closed, the most voted win and ties share first place', async () => {
      const c = await createContest({ title: 'Tie', ends_at: at(1) });
      const carolRecipe = await recipeClient(suite.app, carol.cookie).create(recipe('Carol’s pie'));
      const a = await enter(alice, c.id, alicePublic.id);
      const b = await enter(bob, c.id, bobPublic.id);
      const z = await enter(carol, c.id, carolRecipe.id);
      expect((await vote(carol, c.id, a.id)).status).toBe(200);
      expect((await vote(alice, c.id, b.id)).status).toBe(200);
      expect((await read(undefined, c.id)).winner_entry_ids).toEqual([]);

      const before = now;
      now = new Date(now.getTime() + 2 * DAY);
      try {
        const closed = await vote(bob, c.id, a.id);
        expect(closed.status).toBe(409);
        expect((await errorOf(closed)).message).toBe(m.ended);
        expect((await send(alice, 'DELETE', `/api/contests/${c.id}/entries/${a.id}`)).status).toBe(
          409,
        );
        const detail = await read(undefined, c.id);
        expect(detail.status).toBe('past');
        expect(new Set(detail.winner_entry_ids)).toEqual(new Set([a.id, b.id]));
        expect(Object.fromEntries(detail.entries.map((e) => [e.id, e.placing]))).toEqual({
          [a.id]: 1,
          [b.id]: 1,
          [z.id]: null,
        });

        const mine = await send(alice, 'GET', '/api/me/contest-entries');
        expect(mine.status).toBe(200);
        const list = MyContestEntryListSchema.parse(await mine.json());
        const tie = list.items.find((e) => e.id === a.id)!;
        expect(tie).toMatchObject({
          votes: 1,
          placing: 1,
          contest: { id: c.id, title: 'Tie', status: 'past' },
        });
      } finally {
        now = before;
      }
    });
  });

  describe('my entries', () => {
    it('lists the member’s entries newest first, page by page, in constant queries; guests 401', async () => {
      const member = await signUp(suite.app);
      const client = recipeClient(suite.app, member.cookie);
      const made: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const c = await createContest({ title: `Mine ${i}` });
        const r = await client.create(recipe(`Dish ${i}`));
        made.unshift((await enter(member, c.id, r.id)).id);
      }
      const page = async (query: string) => {
        const response = await send(member, 'GET', `/api/me/contest-entries${query}`);
        expect(response.status).toBe(200);
        return MyContestEntryListSchema.parse(await response.json());
      };
      const first = await page('?limit=2');
      expect(first.items.map((e) => e.id)).toEqual(made.slice(0, 2));
      const second = await page(`?limit=2&cursor=${first.next_cursor}`);
      expect(second.items.map((e) => e.id)).toEqual(made.slice(2));
      expect(second.next_cursor).toBeNull();
      expect(first.items[0]!.contest.title).toBe('Mine 2');

      queries = 0;
      await page('?limit=1');
      const few = queries;
      queries = 0;
      await page('?limit=3');
      expect(queries).toBe(few);
      expect((await send(undefined, 'GET', '/api/me/contest-entries')).status).toBe(401);
    });

    it('reads a contest with its entries in constant queries', async () => {
      const c = await createContest();
      await enter(alice, c.id, alicePublic.id);
      await read(carol, c.id);
      queries = 0;
      await read(carol, c.id);
      const one = queries;
      await enter(bob, c.id, bobPublic.id);
      await read(carol, c.id);
      queries = 0;
      await read(carol, c.id);
      expect(queries).toBe(one);
      expect(one).toBe(4);
    });
  });

  describe('the sample contests', () => {
    it('a new install gets two active contests, once', async () => {
      const db = suite.database.db;
      await db.execute(sql`delete from seed_runs where name = 'contests-v1'`);
      const count = async () =>
        (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from contests where title = 'Seasonal Harvest'`,
          )
        ).rows[0]!.n;
      const before = await count();
      await seedContests(db, now);
      await seedContests(db, now);
      expect(await count()).toBe(before + 1);
      const active = ContestListSchema.parse(
        await (await send(undefined, 'GET', '/api/contests?status=active&limit=50')).json(),
      );
      expect(
        active.items.filter(
          (c) => c.title === 'Seasonal Harvest' || c.title === 'Weeknight Wonders',
        ).length,
      ).toBeGreaterThanOrEqual(2);
    });
  });
});
