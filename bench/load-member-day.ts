// The member-day mix of `npm run bench -- load`: what 2,000 signed-in members do in a day (browse and
// read recipes, read and add to the food diary, the weekly summary, progress, the grocery list, a
// cookbook, a cooking session), and the raw-driver ceiling for it: the very statements the endpoints
// run, recorded from the app itself (routing, validation and session in this process, SQL on the
// bench's database) and replayed straight through `pg`.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { groceryFoodKey } from '@mise/core';
import { createApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { seedBenchDiary } from './seed-diary.js';
import { pick, type MixRequest } from './load-shared.js';

export interface Member {
  id: string;
  /** The session cookie as the browser sends it (better-auth's signed token). */
  cookie: string;
  collectionId: string;
  cookingSessionId: string;
  /** The steps of the recipe being cooked, in order. */
  stepIds: string[];
  groceryItemIds: string[];
}

/** The mix: each kind's share of the requests, in per cent. */
export const MEMBER_DAY_MIX = [
  ['browse', 20],
  ['read', 15],
  ['diary day', 15],
  ['diary add', 8],
  ['weekly summary', 10],
  ['progress', 10],
  ['grocery add', 5],
  ['grocery check', 7],
  ['cookbook save', 5],
  ['cooking progress', 5],
] as const;
export type MemberDayKind = (typeof MEMBER_DAY_MIX)[number][0];

export function pickKind(): MemberDayKind {
  let roll = Math.random() * 100;
  for (const [kind, share] of MEMBER_DAY_MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return MEMBER_DAY_MIX[0][0];
}

const GROCERIES = [
  ['apples', 'produce'],
  ['spinach', 'produce'],
  ['milk', 'dairy'],
  ['cheddar cheese', 'dairy'],
  ['chicken thighs', 'meat_fish'],
  ['salmon fillets', 'meat_fish'],
  ['sourdough bread', 'bakery'],
  ['rice', 'pantry'],
  ['frozen peas', 'frozen'],
  ['cumin', 'spices'],
] as const;

/** better-auth's session cookie for a token: the token, a dot, its HMAC-SHA256 in base64, URI-encoded. */
function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `mise.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

const isoDay = (daysAgo: number, from = new Date()) =>
  new Date(from.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The members and everything they use, in SQL: a year of diary (seed-diary.ts), a session each
 * (as better-auth stores it, so no password hashing at 2,000 sign-ups), a cookbook of five recipes,
 * a cooking session in progress and a grocery list of ten items.
 */
export async function seedMembers(
  database: Database,
  options: { members: number; entriesPerDay: number; authSecret: string; recipeIds: string[] },
): Promise<Member[]> {
  const db = database.db;
  await seedBenchDiary(database, {
    members: options.members,
    days: 365,
    entriesPerDay: options.entriesPerDay,
    lastDay: isoDay(0),
    signedUp: [],
  });
  const members = sql`(select id, (substr(id, 13))::int as n from "user" where id like 'bench-diary-%')`;
  await db.execute(sql`
    insert into session (id, token, expires_at, user_id)
    select 'bench-session-' || m.n, md5('bench-session-' || m.id || ${options.authSecret}),
      now() + interval '7 days', m.id
    from ${members} m`);
  const recipeIds = sql`${sql.param(options.recipeIds)}::uuid[]`;
  const count = options.recipeIds.length;
  await db.execute(sql`
    insert into collections (user_id, name, description)
    select m.id, 'Weeknight favourites', 'What I cook on busy days.' from ${members} m`);
  await db.execute(sql`
    insert into collection_recipes (collection_id, recipe_id, position)
    select c.id, (${recipeIds})[1 + (m.n * 5 + k) % ${count}], k
    from collections c join ${members} m on m.id = c.user_id cross join generate_series(0, 4) k`);
  await db.execute(sql`
    insert into cooking_sessions (user_id, recipe_id, servings, started_at)
    select m.id, (${recipeIds})[1 + (m.n * 7) % ${count}], 4, now() - interval '10 minutes'
    from ${members} m`);
  await db.execute(sql`
    insert into grocery_items (user_id, name, food_key, amount, unit, category)
    select m.id, g.name, g.food_key, 1, '', g.category
    from ${members} m cross join unnest(
      ${sql.param(GROCERIES.map(([name]) => name))}::text[],
      ${sql.param(GROCERIES.map(([name]) => groceryFoodKey(name)))}::text[],
      ${sql.param(GROCERIES.map(([, category]) => category))}::text[]) g(name, food_key, category)`);
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);

  const rows = await db.execute<{
    id: string;
    token: string;
    collection_id: string;
    cooking_session_id: string;
    step_ids: string[];
    item_ids: string[];
  }>(sql`
    select m.id, s.token, c.id as collection_id, cs.id as cooking_session_id,
      (select array_agg(rs.id order by rs.step_number) from recipe_steps rs
        where rs.recipe_id = cs.recipe_id) as step_ids,
      (select array_agg(g.id) from grocery_items g where g.user_id = m.id) as item_ids
    from ${members} m
      join session s on s.user_id = m.id
      join collections c on c.user_id = m.id
      join cooking_sessions cs on cs.user_id = m.id and cs.status = 'active'`);
  return rows.rows.map((r) => ({
    id: r.id,
    cookie: sessionCookie(r.token, options.authSecret),
    collectionId: r.collection_id,
    cookingSessionId: r.cooking_session_id,
    stepIds: r.step_ids,
    groceryItemIds: r.item_ids,
  }));
}

/** One request of the member-day mix, of the given kind, by a member at random. */
export function memberDayRequest(
  kind: MemberDayKind,
  members: Member[],
  recipeIds: string[],
  member = pick(members),
): MixRequest {
  const cookie = member.cookie;
  const day = Math.floor(Math.random() * 365);
  switch (kind) {
    case 'browse':
      return {
        kind,
        cookie,
        method: 'GET',
        path: `/api/recipes?limit=20${pick(['', '', '', '&cuisine=Thai', '&complexity=easy', '&diet=vegan'])}`,
      };
    case 'read':
      return { kind, cookie, method: 'GET', path: `/api/recipes/${pick(recipeIds)}` };
    case 'diary day':
      return { kind, cookie, method: 'GET', path: `/api/diary?date=${isoDay(day)}` };
    case 'diary add':
      return {
        kind,
        cookie,
        method: 'POST',
        path: '/api/diary',
        body: {
          date: isoDay(Math.floor(Math.random() * 3)),
          meal_type: pick(['breakfast', 'lunch', 'dinner', 'snack']),
          food_name: pick(['Apple', 'Porridge', 'Green salad', 'Lentil soup']),
          serving_size: 1,
          serving_unit: 'serving',
          calories: 95 + Math.floor(Math.random() * 400),
          carbohydrates: 25,
          sugar: 12,
        },
      };
    case 'weekly summary':
      return {
        kind,
        cookie,
        method: 'GET',
        path: `/api/diary/summary?from=${isoDay(day + 6)}&to=${isoDay(day)}`,
      };
    case 'progress':
      return { kind, cookie, method: 'GET', path: '/api/me/progress' };
    case 'grocery add':
      return {
        kind,
        cookie,
        method: 'POST',
        path: '/api/grocery-list/items',
        body: { name: pick(GROCERIES)[0], amount: 1 },
      };
    case 'grocery check':
      return {
        kind,
        cookie,
        method: 'PATCH',
        path: `/api/grocery-list/items/${pick(member.groceryItemIds)}`,
        body: { checked: Math.random() < 0.5 },
      };
    case 'cookbook save':
      return {
        kind,
        cookie,
        method: 'PUT',
        path: `/api/collections/${member.collectionId}/recipes/${pick(recipeIds)}`,
      };
    case 'cooking progress': {
      const step = Math.floor(Math.random() * member.stepIds.length);
      return {
        kind,
        cookie,
        method: 'PATCH',
        path: `/api/cooking/sessions/${member.cookingSessionId}`,
        body: { current_step_index: step, completed_step_ids: member.stepIds.slice(0, step) },
      };
    }
  }
}

/** A statement as the app sent it to `pg`: its text, parameters and prepared-statement name. */
interface Statement {
  text: string;
  values?: unknown[];
  name?: string;
}

/** One request's statements, and a parameter value each replay replaces with a recipe at random. */
type Recorded = Statement[] & { swap?: string | undefined };
/** The statements of each kind of request, and those of a session lookup. */
export interface RecordedMix {
  byKind: Map<MemberDayKind, Recorded[]>;
  lookups: Recorded[];
}

/**
 * The statements each kind of request runs, recorded from the app itself: `samples` requests of each
 * kind by as many members, each through `app.request()` in this process on the bench's database,
 * with every query `pg` is asked for noted. Each member makes one request of the kind first, not
 * recorded, so what is recorded is a request in the middle of a member's day: their session one
 * the server has just confirmed (recent-sessions.ts: a lookup every 15 s per member), today's
 * challenges already dealt, the food table already loaded.
 */
export async function recordStatements(
  database: Database,
  authSecret: string,
  members: Member[],
  recipeIds: string[],
  samples: number,
): Promise<RecordedMix> {
  const origin = 'http://localhost:3000';
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mise-load-record-')),
    AUTH_SECRET: authSecret,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: origin,
  });
  const { app, sessionLookup } = createApp({ config, database });
  const send = (r: MixRequest) =>
    app.request(`${origin}${r.path}`, {
      method: r.method,
      headers: {
        cookie: r.cookie,
        origin,
        ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
    });
  type Query = (...args: unknown[]) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const query = prototype.query;
  let recording: Statement[] | undefined;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args;
      if (typeof first === 'string')
        recording.push({ text: first, values: Array.isArray(second) ? second : undefined });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as Statement;
        recording.push({
          text: config.text,
          values: config.values ?? (Array.isArray(second) ? second : undefined),
          name: config.name,
        });
      }
    }
    return query.apply(this, args);
  };
  const byKind = new Map<MemberDayKind, Recorded[]>();
  const lookups: Recorded[] = [];
  try {
    for (const [kind] of MEMBER_DAY_MIX) {
      const runs: Recorded[] = [];
      for (let i = 0; i < samples; i++) {
        const member = members[i % members.length]!;
        // Not recorded: the member's first request of this kind (a first of the day, a cold cache).
        const first = await send(memberDayRequest(kind, members, recipeIds, member));
        await first.text();
        recording = [];
        const request = memberDayRequest(kind, members, recipeIds, member);
        const response = await send(request);
        await response.text();
        if (!first.ok || !response.ok)
          throw new Error(`${kind}: status ${first.status}, ${response.status} while recording`);
        runs.push(
          Object.assign(recording, {
            // A save replayed must save another recipe: the same one again is a duplicate key.
            swap: kind === 'cookbook save' ? request.path.split('/').pop() : undefined,
          }),
        );
        recording = undefined;
      }
      byKind.set(kind, runs);
      // BENCH_SHOW_SQL=1: what one request of each kind runs, to read.
      if (process.env.BENCH_SHOW_SQL)
        console.log(
          `    ${kind}:\n${runs[0]!.map((s) => `      ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n')}`,
        );
    }
    // A session lookup, as the server makes it for a cookie it has not confirmed in the last 15 s
    // (http/session.ts, auth/session-lookup.service.ts).
    for (let i = 0; i < samples; i++) {
      recording = [];
      const cookie = members[(samples + i) % members.length]!.cookie;
      const found = await sessionLookup.confirm(cookie, () => new Headers({ cookie }));
      if (!found) throw new Error('a seeded session was not found while recording');
      lookups.push(recording);
      recording = undefined;
    }
  } finally {
    recording = undefined;
    prototype.query = query;
  }
  return { byKind, lookups };
}

/**
 * The ceiling: the recorded statements of requests picked in the mix's shares, each request's in
 * order on one pooled connection, `connections` at a time for `durationS`; `lookupShare` of them
 * start with a session lookup, as that share of the API's requests did. Returns requests a second.
 */
export async function replayStatements(
  databaseUrl: string,
  recorded: RecordedMix,
  recipeIds: string[],
  {
    poolSize,
    connections,
    durationS,
    lookupShare,
  }: { poolSize: number; connections: number; durationS: number; lookupShare: number },
): Promise<{ rps: number; failed: number; statementsPerRequest: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  let done = 0;
  let failed = 0;
  let statements = 0;
  const failures = new Map<string, number>();
  const deadline = Date.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const kind = pickKind();
        const request = pick(recorded.byKind.get(kind)!);
        const run = Math.random() < lookupShare ? [...pick(recorded.lookups), ...request] : request;
        const client = await pool.connect();
        try {
          const swapped = pick(recipeIds);
          const swap = (v: unknown): unknown =>
            v === request.swap ? swapped : Array.isArray(v) ? v.map(swap) : v;
          for (const s of run) {
            const values = request.swap ? s.values?.map(swap) : s.values;
            await client.query(s.name ? { ...s, values } : { text: s.text, values });
          }
          statements += run.length;
          done += 1;
        } catch (error) {
          failed += 1;
          const message = `${kind}: ${error instanceof Error ? error.message : String(error)}`;
          failures.set(message, (failures.get(message) ?? 0) + 1);
          await client.query('rollback').catch(() => undefined);
        } finally {
          client.release();
        }
      }
    }),
  );
  await pool.end();
  for (const [message, times] of failures) console.log(`    replay failed ${times}×: ${message}`);
  return { rps: done / durationS, failed, statementsPerRequest: statements / Math.max(1, done) };
}

export const newAuthSecret = () => randomBytes(24).toString('hex');
