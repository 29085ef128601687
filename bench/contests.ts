// `npm run bench -- contests`: issue 15's reads on PostgreSQL, through the real HTTP app
// (app.request: routing, validation, session lookup, SQL, JSON), p50/p95 of each.
// - Contests: a busy active contest of 1,000 entries (public recipes of 1,000 members) and 20,000
//   votes, and a past twin of it (the same sizes, so its winners are placed), among 200 other
//   contests (past, active, upcoming; 20 entries and 100 votes each). Its read (the first page of
//   entries), a later page, the active list, moving a vote (the answer: the two counts that
//   changed) and /my-entries of a member with 50.
// - Credits: GET /api/me/credits for a member with 2,000 ledger rows, among 1,000 members with 100.
// - The assistant: the list of a member's 500 conversations, one of 40 messages read whole, among
//   1,000 members with 20; and POST /api/chat with `helper: 'local'` for a conversion, the stream
//   read to its end.
// Then the same on PGlite, for information. Target (issue 15): every read and moving a vote p95
// ≤ 15 ms on PostgreSQL; the local helper's answer is measured for information.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { seedFoods } from '../apps/server/src/modules/nutrition/foods.seed.js';
import { BENCH_ORIGIN, benchApp, signUp } from './bench-app.js';

const ENTRANTS = Number(process.env.BENCH_CONTESTS_ENTRANTS ?? 1_000);
const VOTERS = Number(process.env.BENCH_CONTESTS_VOTERS ?? 20_000);
const OTHER_CONTESTS = 200;
const MY_ENTRIES = 50;
const LEDGER_ROWS = 2_000;
const CONVERSATIONS = 500;
const MESSAGES = 40;
const TARGET_P95_MS = 15;
/** The read's first page of entries (the server's), and the page size asked for later pages. */
const FIRST_PAGE = 20;
const ENTRIES_PAGE = 20;
const ROUNDS = Number(process.env.BENCH_CONTESTS_ROUNDS ?? 200);
const origin = BENCH_ORIGIN;
const CONVERSION_QUESTION = 'how many grams is 1 cup of flour';

interface Result {
  name: string;
  p50: number;
  p95: number;
  held: boolean;
}

/** What a measurement gets: the app, the measured member and the rows seeded for them. */
interface ContestsBench {
  busyId: string;
  pastBusyId: string;
  /** Two entries of the busy contest, not the member's: the vote moves between them. */
  voteEntryIds: [string, string];
  /** A cursor halfway down the busy contest's entries. */
  laterCursor: string;
  conversationId: string;
  get(path: string): Promise<Response>;
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

interface Measurement {
  name: string;
  status: number;
  /** A read, held to the target (else a write, for information). */
  held: boolean;
  request(bench: ContestsBench, round: number): Promise<Response>;
  /** Checked once on the first answer: the bench measures what it says it does. */
  check?(body: string, bench: ContestsBench): void;
}

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(`unexpected answer: ${what}`);
}

const measurements: Measurement[] = [
  {
    name: `contest read (${ENTRANTS.toLocaleString('en')} entries, active; first page)`,
    status: 200,
    held: true,
    request: (b) => b.get(`/api/contests/${b.busyId}`),
    check: (body) => {
      const detail = JSON.parse(body) as {
        entries: Array<{ votes: number }>;
        entries_next_cursor: string | null;
        entry_count: number;
        my_vote_entry_id: string | null;
      };
      expect(detail.entries.length === FIRST_PAGE, `${detail.entries.length} entries`);
      expect(detail.entries_next_cursor !== null, 'more entries to page');
      expect(detail.entry_count === ENTRANTS, `entry_count ${detail.entry_count}`);
      expect(detail.entries[0]!.votes > 0, 'the most voted first');
      expect(detail.my_vote_entry_id !== null, 'the member has a vote');
    },
  },
  {
    name: `contest entries, a later page (${ENTRIES_PAGE} of ${ENTRANTS.toLocaleString('en')})`,
    status: 200,
    held: true,
    request: (b) =>
      b.get(`/api/contests/${b.busyId}/entries?limit=${ENTRIES_PAGE}&cursor=${b.laterCursor}`),
    check: (body) => {
      const page = JSON.parse(body) as { items: unknown[]; next_cursor: string | null };
      expect(page.items.length === ENTRIES_PAGE, `${page.items.length} entries`);
      expect(page.next_cursor !== null, 'more after it');
    },
  },
  {
    name: `contest read (${ENTRANTS.toLocaleString('en')} entries, winners; first page)`,
    status: 200,
    held: true,
    request: (b) => b.get(`/api/contests/${b.pastBusyId}`),
    check: (body) => {
      const detail = JSON.parse(body) as {
        entries: Array<{ placing: number | null }>;
        winner_entry_ids: string[];
        winners: unknown[];
      };
      expect(detail.entries.length === FIRST_PAGE, `${detail.entries.length} entries`);
      expect(detail.winner_entry_ids.length > 0, 'a winner');
      expect(detail.winners.length === detail.winner_entry_ids.length, 'the winners whole');
      expect(detail.entries[0]!.placing === 1, 'placings');
    },
  },
  {
    name: 'active contests (20)',
    status: 200,
    held: true,
    request: (b) => b.get('/api/contests?status=active'),
    check: (body) => {
      const list = JSON.parse(body) as { items: unknown[]; next_cursor: string | null };
      expect(list.items.length === 20 && list.next_cursor !== null, 'a full first page');
    },
  },
  {
    name: 'my contest entries (20 of 50)',
    status: 200,
    held: true,
    request: (b) => b.get('/api/me/contest-entries'),
    check: (body) => {
      const list = JSON.parse(body) as { items: unknown[] };
      expect(list.items.length === 20, `${list.items.length} entries`);
    },
  },
  {
    name: 'my contest entries (all 50)',
    status: 200,
    held: true,
    request: (b) => b.get('/api/me/contest-entries?limit=50'),
    check: (body) => {
      const list = JSON.parse(body) as { items: unknown[] };
      expect(list.items.length === MY_ENTRIES, `${list.items.length} entries`);
    },
  },
  {
    name: 'credits (2,000 ledger rows)',
    status: 200,
    held: true,
    request: (b) => b.get('/api/me/credits'),
    check: (body) => {
      const credits = JSON.parse(body) as { ledger: unknown[]; next_cursor: string | null };
      expect(credits.ledger.length === 20 && credits.next_cursor !== null, 'a page of the ledger');
    },
  },
  {
    name: 'conversations (20 of 500)',
    status: 200,
    held: true,
    request: (b) => b.get('/api/chat/conversations'),
    check: (body) => {
      const list = JSON.parse(body) as { items: unknown[] };
      expect(list.items.length === 20, `${list.items.length} conversations`);
    },
  },
  {
    name: 'conversation read (40 messages)',
    status: 200,
    held: true,
    request: (b) => b.get(`/api/chat/conversations/${b.conversationId}`),
    check: (body) => {
      const detail = JSON.parse(body) as { messages: unknown[] };
      expect(detail.messages.length === MESSAGES, `${detail.messages.length} messages`);
    },
  },
  {
    // Each round moves the member's vote to the other entry (one transaction: the vote row and
    // the two counters); the answer is the vote and the two new counts.
    name: 'move a vote (answer: the two counts)',
    status: 200,
    held: true,
    request: (b, round) =>
      b.send('POST', `/api/contests/${b.busyId}/entries/${b.voteEntryIds[round % 2]}/vote`),
    check: (body) => {
      const result = JSON.parse(body) as { entries: unknown[] };
      expect(result.entries.length === 2, `${result.entries.length} counts changed`);
    },
  },
  {
    // A new conversation each round (two writes: the question, then the answer once streamed).
    name: 'local helper: a conversion',
    status: 200,
    held: false,
    request: (b) =>
      b.send('POST', '/api/chat', {
        messages: [{ role: 'user', content: CONVERSION_QUESTION }],
        helper: 'local',
      }),
    check: (body) => expect(body.includes('125 g'), 'the conversion in the stream'),
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(bench: ContestsBench, m: Measurement): Promise<Result> {
  const first = await m.request(bench, 1);
  const body = await first.text();
  if (first.status !== m.status) throw new Error(`${m.name}: status ${first.status}: ${body}`);
  m.check?.(body, bench);
  for (let i = 0; i < 30; i++) await (await m.request(bench, i)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await m.request(bench, round);
    // To the end: for the chat, the whole stream (the answer is saved when it ends).
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== m.status) throw new Error(`${m.name}: status ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { name: m.name, p50: percentile(times, 50), p95: percentile(times, 95), held: m.held };
}

/**
 * The contests, written straight in SQL: entrants with one public recipe each, voters, the busy
 * contest and its past twin (every entrant in, every voter voting), 200 others spread over past,
 * active and upcoming with 20 entries and 100 votes each.
 */
async function seedContests(database: Database): Promise<{ busyId: string; pastBusyId: string }> {
  const db = database.db;
  await db.execute(sql`
    insert into "user" (id, name, email)
    select 'bench-ct-' || g, 'Contest member ' || g, 'bench-ct-' || g || '@example.com'
    from generate_series(1, ${Math.max(ENTRANTS, VOTERS)}) g`);
  await db.execute(sql`
    insert into profiles (id, username, display_name, time_zone)
    select 'bench-ct-' || g, 'bench_ct_' || g, 'Contest member ' || g, 'UTC'
    from generate_series(1, ${Math.max(ENTRANTS, VOTERS)}) g`);
  await db.execute(sql`
    insert into recipes (title, description, servings, prep_time, cook_time, complexity, cuisine,
      meal_type, is_public, is_community, user_id, author_id, created_at)
    select 'Contest dish ' || g, 'Entered in the bench contests.', 4, 10 + g % 30, 20 + g % 40,
      (array['easy','medium','hard','expert'])[1 + g % 4],
      (array['Italian','Mexican','Indian','Japanese','Thai','French'])[1 + g % 6],
      (array['breakfast','lunch','dinner','snack'])[1 + g % 4], true, true,
      'bench-ct-' || g, 'bench-ct-' || g, now() - make_interval(hours => g)
    from generate_series(1, ${ENTRANTS}) g`);
  await db.execute(sql`
    create temporary table bench_ct_recipes as
    select id, user_id, substring(user_id from 10)::int - 1 as n from recipes
    where title like 'Contest dish %'`);
  const busy = await db.execute<{ id: string }>(sql`
    insert into contests (title, description, theme, rules, starts_at, ends_at)
    values ('The busy contest', 'Everyone is in.', 'Comfort food', 'One vote each.',
        now() - interval '3 days', now() + interval '4 days'),
      ('The busy contest, last month', 'Everyone was in.', 'Soups', 'One vote each.',
        now() - interval '40 days', now() - interval '10 days')
    returning id::text`);
  const [busyId, pastBusyId] = busy.rows.map((r) => r.id) as [string, string];
  // 200 others: a third past (ended up to 600 days ago), a third active, a third upcoming.
  await db.execute(sql`
    insert into contests (title, description, theme, starts_at, ends_at)
    select 'Bench contest ' || g, 'A contest.', 'Theme ' || g,
      case g % 3 when 0 then now() - make_interval(days => 3 * g + 14)
        when 1 then now() - make_interval(days => 1 + g % 10)
        else now() + make_interval(days => 1 + g) end,
      case g % 3 when 0 then now() - make_interval(days => 3 * g)
        when 1 then now() + make_interval(days => 1 + g % 20, hours => g)
        else now() + make_interval(days => 15 + g) end
    from generate_series(1, ${OTHER_CONTESTS}) g`);
  await db.execute(sql`
    insert into contest_entries (contest_id, recipe_id, user_id, note, created_at)
    select c.id, r.id, r.user_id, 'My best.', c.starts_at + make_interval(mins => r.n::int)
    from contests c cross join bench_ct_recipes r
    where c.id in (${busyId}::uuid, ${pastBusyId}::uuid)`);
  await db.execute(sql`
    insert into contest_entries (contest_id, recipe_id, user_id, created_at)
    select c.id, r.id, r.user_id, least(c.starts_at, now()) + make_interval(mins => k)
    from (select id, starts_at, row_number() over (order by id) as n from contests
          where title like 'Bench contest %' and starts_at <= now()) c
      cross join generate_series(0, 19) k
      join bench_ct_recipes r on r.n = (c.n * 37 + k * 11) % ${ENTRANTS}`);
  // Every voter votes in the busy contests, skewed so the placings are not all ties; 100 a contest
  // in the others. Nobody votes for their own entry: member g owns recipe n = g - 1, so a voter
  // whose pick is their own votes for the next one.
  await db.execute(sql`
    insert into contest_votes (contest_id, user_id, entry_id, voted_at)
    select e.contest_id, 'bench-ct-' || p.v, e.id, now() - make_interval(mins => p.v)
    from (select v, ((v * v) % 997 + v % 3) % ${ENTRANTS} as pick
          from generate_series(1, ${VOTERS}) v) p
      join bench_ct_recipes r
        on r.n = case when p.pick = p.v - 1 then (p.pick + 1) % ${ENTRANTS} else p.pick end
      join contest_entries e on e.recipe_id = r.id
        and e.contest_id in (${busyId}::uuid, ${pastBusyId}::uuid)`);
  await db.execute(sql`
    insert into contest_votes (contest_id, user_id, entry_id)
    select distinct on (e.contest_id, v) e.contest_id, 'bench-ct-' || (${ENTRANTS} + v), e.id
    from contest_entries e join contests c on c.id = e.contest_id and c.title like 'Bench contest %'
      cross join generate_series(1, 100) v
    order by e.contest_id, v, md5(e.id::text || v)`);
  // Written straight in SQL, the votes bypass the vote transactions: their counters, as migration
  // 0022 fills them.
  await db.execute(sql`update contest_entries e
    set vote_count = (select count(*)::int from contest_votes v where v.entry_id = e.id)`);
  await db.execute(sql`drop table bench_ct_recipes`);
  return { busyId, pastBusyId };
}

/** The member's 50 public recipes, each entered in one of the other contests that has begun. */
async function seedMyEntries(database: Database, memberId: string): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    with mine as (
      insert into recipes (title, description, servings, is_public, is_community, user_id,
        author_id)
      select 'My contest dish ' || g, 'Mine.', 2, true, true, ${memberId}, ${memberId}
      from generate_series(1, ${MY_ENTRIES}) g
      returning id, title),
    numbered as (select id, row_number() over (order by title) as n from mine),
    open as (select id, starts_at, row_number() over (order by starts_at desc) as n from contests
      where title like 'Bench contest %' and starts_at <= now())
    insert into contest_entries (contest_id, recipe_id, user_id, created_at)
    select o.id, m.id, ${memberId}, o.starts_at + interval '1 hour'
    from numbered m join open o on o.n = m.n`);
}

/** 2,000 ledger rows for the member (spends, refunds, grants), 100 for each of 1,000 others. */
async function seedLedger(database: Database, memberId: string): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    insert into credit_ledger (user_id, delta, reason, action, source_key, created_at)
    select ${memberId}, case when g % 10 = 0 then 5 else -1 end,
      case when g % 10 = 0 then 'Credits granted' else 'AI chat' end,
      case when g % 10 = 0 then null else 'ai_chat' end,
      'bench:' || g, now() - make_interval(hours => g)
    from generate_series(1, ${LEDGER_ROWS - 1}) g`);
  await db.execute(sql`
    insert into credit_ledger (user_id, delta, reason, action, source_key, created_at)
    select 'bench-ct-' || u, -1, 'AI chat', 'ai_chat', 'bench:' || g, now() - make_interval(hours => g)
    from generate_series(1, 1000) u cross join generate_series(1, 100) g`);
}

/**
 * The member's 500 conversations (the newest of 40 messages, the others of 2), and 20 of 2 messages
 * for each of 1,000 others.
 */
async function seedConversations(database: Database, memberId: string): Promise<string> {
  const db = database.db;
  await db.execute(sql`
    insert into chat_conversations (user_id, title, created_at, updated_at)
    select ${memberId}, 'Question ' || g, now() - make_interval(hours => g),
      now() - make_interval(hours => g)
    from generate_series(1, ${CONVERSATIONS}) g`);
  await db.execute(sql`
    insert into chat_conversations (user_id, title, created_at, updated_at)
    select 'bench-ct-' || u, 'Question ' || g, now() - make_interval(hours => g),
      now() - make_interval(hours => g)
    from generate_series(1, 1000) u cross join generate_series(1, 20) g`);
  const [long] = (
    await db.execute<{ id: string }>(sql`select id::text from chat_conversations
      where user_id = ${memberId} order by updated_at desc limit 1`)
  ).rows;
  await db.execute(sql`
    insert into chat_messages (conversation_id, role, content, created_at)
    select c.id, case when k % 2 = 0 then 'user' else 'assistant' end,
      case when k % 2 = 0 then 'How long do I rest the dough?'
        else 'Rest it for 30 minutes, covered, so the gluten relaxes and it rolls out without shrinking back.' end,
      c.created_at + make_interval(secs => k)
    from chat_conversations c cross join generate_series(0, 1) k
    where c.id <> ${long!.id}::uuid`);
  await db.execute(sql`
    insert into chat_messages (conversation_id, role, content, created_at)
    select ${long!.id}::uuid, case when k % 2 = 0 then 'user' else 'assistant' end,
      case when k % 2 = 0 then 'And if I halve the recipe, how much flour is that in grams?'
        else repeat('Halve every ingredient: 1 cup of flour is 125 g, so half is about 63 g. ', 6) end,
      now() - interval '1 hour' + make_interval(secs => k)
    from generate_series(0, ${MESSAGES - 1}) k`);
  return long!.id;
}

async function benchOn(label: string, database: Database): Promise<Result[]> {
  await database.migrate();
  await seedFoods(database.db); // the local helper's conversions read the food table
  const { app } = benchApp(database);
  const cookie = await signUp(app, { email: 'contests@example.com', username: 'bench_contests' });
  const get = async (path: string) => app.request(`${origin}${path}`, { headers: { cookie } });
  const send = async (method: string, path: string, body?: unknown) =>
    app.request(`${origin}${path}`, {
      method,
      headers: { cookie, origin, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const me = (await (await get('/api/me')).json()) as { user: { id: string } };
  // The account is opened (this month's allowance) as the first read would, before its history.
  if ((await get('/api/me/credits')).status !== 200) throw new Error('opening the credits');

  const seedStarted = performance.now();
  const { busyId, pastBusyId } = await seedContests(database);
  await seedMyEntries(database, me.user.id);
  await seedLedger(database, me.user.id);
  const conversationId = await seedConversations(database, me.user.id);
  const pair = await database.db.execute<{ id: string }>(sql`select id::text from contest_entries
    where contest_id = ${busyId}::uuid order by created_at limit 2`);
  const voteEntryIds = pair.rows.map((r) => r.id) as [string, string];
  const voted = await send('POST', `/api/contests/${busyId}/entries/${voteEntryIds[0]}/vote`);
  if (voted.status !== 200) throw new Error(`the first vote: ${voted.status}`);
  // A database in steady state, not one just bulk-loaded (see seed-recipes.ts).
  await database.db.execute(sql`vacuum analyze`);
  await database.db.execute(sql`checkpoint`);
  const counts = (
    await database.db.execute<{ votes: number; contests: number; ledger: number }>(sql`select
      (select count(*)::int from contest_votes) as votes,
      (select count(*)::int from contests) as contests,
      (select count(*)::int from credit_ledger where user_id = ${me.user.id}) as ledger`)
  ).rows[0]!;
  console.log(
    `  ${label}: seeded ${counts.contests} contests, ${counts.votes.toLocaleString('en')} votes, ${counts.ledger.toLocaleString('en')} ledger rows for the member in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  // Halfway down the busy contest: page through it 100 at a time, as the web would 20 at a time.
  let laterCursor = '';
  for (let seen = 0; seen < ENTRANTS / 2; seen += 100) {
    const page = await get(
      `/api/contests/${busyId}/entries?limit=100${laterCursor ? `&cursor=${laterCursor}` : ''}`,
    );
    laterCursor = ((await page.json()) as { next_cursor: string }).next_cursor;
  }
  const bench: ContestsBench = {
    busyId,
    pastBusyId,
    voteEntryIds,
    laterCursor,
    conversationId,
    get,
    send,
  };
  const results: Result[] = [];
  for (const m of measurements) results.push(await measure(bench, m));
  console.log(
    `  ${label}: load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (1, 5, 15 min)`,
  );
  for (const r of results) {
    const verdict = !r.held ? 'information' : r.p95 <= TARGET_P95_MS ? 'ok' : 'over target';
    console.log(
      `  ${label.padEnd(9)} ${r.name.padEnd(38)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms  (${verdict})`,
    );
  }
  return results.filter((r) => r.held);
}

async function main() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `mise_bench_contests_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  let missed: Result[];
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      const results = await benchOn('postgres', postgres);
      missed = results.filter((r) => r.p95 > TARGET_P95_MS);
    } finally {
      await postgres.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  if (process.env.BENCH_CONTESTS_PGLITE !== '0') {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      await benchOn('pglite', pglite);
    } finally {
      await pglite.close();
    }
  }
  console.log(
    `  target: every read p95 ≤ ${TARGET_P95_MS} ms on PostgreSQL — ${missed.length === 0 ? 'PASS' : `FAIL (${missed.map((r) => r.name).join('; ')})`}`,
  );
  process.exitCode = missed.length === 0 ? 0 : 1;
}

await main();
