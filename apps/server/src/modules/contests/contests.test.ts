import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ContestDetailSchema,
  ContestEntryListSchema,
  ContestEntrySchema,
  ContestListSchema,
  ContestSchema,
  ContestVoteResultSchema,
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
  /** Every entry's kept counter against its vote rows: none may differ. */
  const countsDrift = async () =>
    (
      await suite.database.db.execute<{ id: string; kept: number; counted: number }>(sql`
        select e.id::text, e.vote_count as kept,
          (select count(*)::int from contest_votes v where v.entry_id = e.id) as counted
        from contest_entries e`)
    ).rows.filter((r) => r.kept !== r.counted);
  /** Every entry of the contest the viewer sees, page by page. */
  async function allEntries(who: Member | undefined, id: string, limit: number) {
    const first = await read(who, id);
    const seen: ContestEntry[] = [...first.entries];
    let cursor = first.entries_next_cursor;
    while (cursor) {
      const response = await send(
        who,
        'GET',
        `/api/contests/${id}/entries?limit=${limit}&cursor=${cursor}`,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const page = ContestEntryListSchema.parse(await response.json());
      seen.push(...page.items);
      cursor = page.next_cursor;
    }
    return seen;
  }
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
      expect((await vote(carol, contest.id, entry.id)).status).toBe(200);
      expect((await send(bob, 'DELETE', path)).status).toBe(204);
      expect((await send(bob, 'DELETE', path)).status).toBe(404);
      expect(await countsDrift()).toEqual([]);
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
      const entry = await enter(carol, c.id, doomed.id);
      expect((await vote(bob, c.id, entry.id)).status).toBe(200);
      expect((await send(carol, 'DELETE', `/api/recipes/${doomed.id}`)).status).toBe(204);
      expect((await read(undefined, c.id)).entry_count).toBe(0);
      expect(await voteRows(c.id)).toEqual([]);
      expect(await countsDrift()).toEqual([]);
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

    it('one vote per member per contest, that moves when cast again; answers only what changed', async () => {
      const first = await vote(carol, contest.id, aliceEntry.id);
      expect(first.status).toBe(200);
      expect(ContestVoteResultSchema.parse(await first.json())).toEqual({
        my_vote_entry_id: aliceEntry.id,
        entries: [{ id: aliceEntry.id, votes: 1 }],
      });
      const moved = ContestVoteResultSchema.parse(
        await (await vote(carol, contest.id, bobEntry.id)).json(),
      );
      expect(moved.my_vote_entry_id).toBe(bobEntry.id);
      expect(new Map(moved.entries.map((e) => [e.id, e.votes]))).toEqual(
        new Map([
          [bobEntry.id, 1],
          [aliceEntry.id, 0],
        ]),
      );
      const again = ContestVoteResultSchema.parse(
        await (await vote(carol, contest.id, bobEntry.id)).json(),
      );
      expect(again).toEqual({ my_vote_entry_id: bobEntry.id, entries: [] });
      expect((await read(carol, contest.id)).entries.map((e) => [e.id, e.votes])).toEqual([
        [bobEntry.id, 1],
        [aliceEntry.id, 0],
      ]);
      expect(await voteRows(contest.id)).toHaveLength(1);
      expect(await countsDrift()).toEqual([]);
    });

    it('twenty votes at once by one member leave one vote', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, async () => vote(alice, contest.id, bobEntry.id)),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      const rows = (await voteRows(contest.id)).filter((r) => r.user_id === alicePublic.user_id);
      expect(rows).toEqual([{ user_id: alicePublic.user_id, entry_id: bobEntry.id }]);
      // The counter moved once: carol's vote and alice's, however many requests raced.
      expect(await countsDrift()).toEqual([]);
      expect((await read(carol, contest.id)).entries.find((e) => e.id === bobEntry.id)!.votes).toBe(
        2,
      );
    });

    it('votes moving both ways at once keep every count equal to its votes', async () => {
      const c = await createContest();
      const carolRecipe = await recipeClient(suite.app, carol.cookie).create(recipe('Carol’s dal'));
      const a = await enter(alice, c.id, alicePublic.id);
      const b = await enter(bob, c.id, bobPublic.id);
      const z = await enter(carol, c.id, carolRecipe.id);
      const voters = await Promise.all(Array.from({ length: 6 }, async () => signUp(suite.app)));
      await Promise.all(voters.map(async (v, i) => vote(v, c.id, i % 2 ? a.id : b.id)));
      // Each moves to the other entry and to a third, all at once; then three take back a vote
      // on the third twice at once (those whose vote ended there lose it, once).
      const moves = voters.flatMap((v, i) => [
        (async () => vote(v, c.id, i % 2 ? b.id : a.id))(),
        (async () => vote(v, c.id, z.id))(),
      ]);
      const statuses = (await Promise.all(moves)).map((r) => r.status);
      expect(statuses).toEqual(Array(12).fill(200));
      await Promise.all(
        voters
          .slice(0, 3)
          .map(async (v) =>
            Promise.all([
              send(v, 'DELETE', `/api/contests/${c.id}/entries/${z.id}/vote`),
              send(v, 'DELETE', `/api/contests/${c.id}/entries/${z.id}/vote`),
            ]),
          ),
      );
      expect(await countsDrift()).toEqual([]);
      const total = (await read(undefined, c.id)).entries.reduce((n, e) => n + e.votes, 0);
      const rows = await voteRows(c.id);
      expect(total).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(3);
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
      const taken = await send(carol, 'DELETE', path);
      expect(taken.status).toBe(200);
      expect(ContestVoteResultSchema.parse(await taken.json())).toEqual({
        my_vote_entry_id: null,
        entries: [{ id: e.id, votes: 0 }],
      });
      const none = await send(carol, 'DELETE', path);
      expect(ContestVoteResultSchema.parse(await none.json())).toEqual({
        my_vote_entry_id: null,
        entries: [],
      });
      expect((await read(carol, c.id)).my_vote_entry_id).toBeNull();
      expect(await voteRows(c.id)).toEqual([]);
      expect(await countsDrift()).toEqual([]);
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
        expect(new Set(detail.winners.map((e) => e.id))).toEqual(new Set([a.id, b.id]));
        expect(detail.winners.every((e) => e.placing === 1)).toBe(true);
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

    it('reads a contest in the same queries with 5 entries as with 30, ended or not', async () => {
      // One member may enter many recipes: 30 entries need one entrant.
      const entrant = await signUp(suite.app);
      const client = recipeClient(suite.app, entrant.cookie);
      const few = await createContest({ ends_at: at(1) });
      const many = await createContest({ ends_at: at(1) });
      for (let i = 0; i < 30; i += 1) {
        const r = await client.create(recipe(`Dish ${i}`));
        if (i < 5) await enter(entrant, few.id, r.id);
        await enter(entrant, many.id, r.id);
      }
      const countRead = async (id: string) => {
        queries = 0;
        await read(carol, id);
        return queries;
      };
      await read(carol, few.id); // the session's own lookups, once
      expect(await countRead(few.id)).toBe(4);
      expect(await countRead(many.id)).toBe(4);
      const before = now;
      now = new Date(now.getTime() + 2 * DAY);
      try {
        expect(await countRead(few.id)).toBe(4);
        expect(await countRead(many.id)).toBe(4);
      } finally {
        now = before;
      }
    });
  });

  describe('pages of entries', () => {
    let contest: Contest;
    let made: ContestEntry[];
    let voters: Member[];
    beforeAll(async () => {
      contest = await createContest({ title: 'Paged', ends_at: at(1) });
      const entrant = await signUp(suite.app);
      const client = recipeClient(suite.app, entrant.cookie);
      made = [];
      for (let i = 0; i < 25; i += 1) {
        const r = await client.create(recipe(`Paged ${i}`));
        made.push(await enter(entrant, contest.id, r.id));
      }
      // Entries 7 and 3 get two votes each (a tie for first), entry 12 one.
      voters = await Promise.all(Array.from({ length: 5 }, async () => signUp(suite.app)));
      for (const [voter, entry] of [
        [0, 7],
        [1, 7],
        [2, 3],
        [3, 3],
        [4, 12],
      ] as const)
        expect((await vote(voters[voter]!, contest.id, made[entry]!.id)).status).toBe(200);
    });

    it('pages cover every entry once, most votes first, then first entered', async () => {
      const detail = await read(undefined, contest.id);
      expect(detail.entries).toHaveLength(20);
      expect(detail.entries_next_cursor).not.toBeNull();
      expect(detail.entry_count).toBe(25);
      const seen = await allEntries(undefined, contest.id, 2);
      const expected = [
        made[3]!,
        made[7]!,
        made[12]!,
        ...made.filter((_, i) => ![3, 7, 12].includes(i)),
      ];
      expect(seen.map((e) => e.id)).toEqual(expected.map((e) => e.id));
      expect(seen.slice(0, 3).map((e) => e.votes)).toEqual([2, 2, 1]);
      const last = await send(undefined, 'GET', `/api/contests/${contest.id}/entries?limit=100`);
      expect(ContestEntryListSchema.parse(await last.json()).next_cursor).toBeNull();
    });

    it('refuses a junk cursor, a limit over 100, and answers 404 for no such contest', async () => {
      const path = `/api/contests/${contest.id}/entries`;
      for (const query of [
        '?cursor=junk',
        '?cursor=1.junk',
        `?cursor=x.${(await read(undefined, contest.id)).entries_next_cursor!.split('.')[1]}`,
        '?limit=101',
        '?limit=0',
      ]) {
        const response = await send(undefined, 'GET', `${path}${query}`);
        expect(response.status, query).toBe(400);
      }
      expect(
        (await send(undefined, 'GET', `/api/contests/${crypto.randomUUID()}/entries`)).status,
      ).toBe(404);
    });

    it('after the end, the winners are on the read whatever the page; placings on every page', async () => {
      // One more vote puts entry 24 (the last entered, last on the pages) level with the leaders.
      const late = made[24]!;
      const [v1, v2] = await Promise.all([signUp(suite.app), signUp(suite.app)]);
      await vote(v1, contest.id, late.id);
      await vote(v2, contest.id, late.id);
      const before = now;
      now = new Date(now.getTime() + 2 * DAY);
      try {
        const detail = await read(undefined, contest.id);
        expect(new Set(detail.winner_entry_ids)).toEqual(
          new Set([made[3]!.id, made[7]!.id, late.id]),
        );
        expect(detail.winners.map((e) => e.id).sort()).toEqual([...detail.winner_entry_ids].sort());
        const second = ContestEntryListSchema.parse(
          await (
            await send(
              undefined,
              'GET',
              `/api/contests/${contest.id}/entries?limit=1&cursor=${detail.entries_next_cursor}`,
            )
          ).json(),
        );
        expect(second.items[0]!.placing).toBeNull();
        const all = await allEntries(undefined, contest.id, 100);
        expect(all.filter((e) => e.placing === 1)).toHaveLength(3);
        expect(all.find((e) => e.id === made[12]!.id)!.placing).toBe(2);
      } finally {
        now = before;
      }
    });

    it('leaves out entries the viewer cannot see without stopping the paging', async () => {
      const c = await createContest();
      const owner = await signUp(suite.app);
      const client = recipeClient(suite.app, owner.cookie);
      const hidden: string[] = [];
      const others = await Promise.all(Array.from({ length: 3 }, async () => signUp(suite.app)));
      for (let i = 0; i < 3; i += 1) {
        const r = await client.create(recipe(`Hidden ${i}`));
        await enter(owner, c.id, r.id);
        hidden.push(r.id);
      }
      for (const [i, m] of others.entries()) {
        const r = await recipeClient(suite.app, m.cookie).create(recipe(`Shown ${i}`));
        await enter(m, c.id, r.id);
      }
      for (const id of hidden) await client.patch(id, { is_public: false });
      const firstPage = ContestEntryListSchema.parse(
        await (await send(bob, 'GET', `/api/contests/${c.id}/entries?limit=3`)).json(),
      );
      expect(firstPage.items).toEqual([]);
      expect(firstPage.next_cursor).not.toBeNull();
      expect((await allEntries(bob, c.id, 2)).map((e) => e.recipe.title)).toEqual([
        'Shown 0',
        'Shown 1',
        'Shown 2',
      ]);
      expect(await allEntries(owner, c.id, 2)).toHaveLength(6);
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
