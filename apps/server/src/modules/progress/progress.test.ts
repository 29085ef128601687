import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  ChallengeCompleteSchema,
  ChallengeHistorySchema,
  DAILY_CHALLENGES,
  ProgressEventListSchema,
  ProgressHistorySchema,
  ProgressSchema,
  progressMessages,
  type ActionKind,
  type Progress,
} from '@mise/core';
import { call, setUpTestApp, signUp } from '../../../test/test-app.js';
import { testClock } from '../cooking/cooking-test-fixtures.js';
import { systemClock } from '../cooking/cooking.service.js';
import type { ProgressAction } from './progress.recorder.js';
import { createProgressRepository } from './progress.repository.js';
import { createProgressService } from './progress.service.js';

/**
 * Progress (issue 14) through the real HTTP app and the real recorder: the non-cook kinds are
 * driven through `record` on a transaction, as the other modules call it (their own routes are
 * proven in awards-through-actions.test.ts).
 */
const time = testClock('2026-03-10T12:00:00.000Z');
/** The statements the app sends, while a test records them. */
let recorded: string[] | undefined;
const suite = setUpTestApp(
  { clock: time.clock },
  { onQuery: (query) => recorded?.push(query.replace(/\s+/g, ' ').trim()) },
);
type Member = Awaited<ReturnType<typeof signUp>> & { id: string };

const service = () =>
  createProgressService({
    db: suite.database.db,
    repoOf: createProgressRepository,
    profiles: suite.services.profiles,
    clock: systemClock,
  });

async function member(): Promise<Member> {
  const signed = await signUp(suite.app);
  const me = (await (
    await call(suite.app, 'GET', '/api/me', { cookie: signed.cookie })
  ).json()) as {
    user: { id: string };
  };
  return { ...signed, id: me.user.id };
}

let keys = 0;
const record = (who: Member, kind: ActionKind, over: Partial<ProgressAction> = {}) =>
  suite.database.db.transaction((tx) =>
    service().record(tx, {
      user_id: who.id,
      kind,
      source_key: `k${(keys += 1)}`,
      at: time.current(),
      ...over,
    }),
  );

const get = async (who: Member | undefined, path: string) =>
  call(suite.app, 'GET', path, who ? { cookie: who.cookie } : {});
const post = async (who: Member, path: string, body?: unknown) =>
  call(suite.app, 'POST', path, { cookie: who.cookie, ...(body === undefined ? {} : { body }) });

async function progressOf(who: Member): Promise<Progress> {
  const response = await get(who, '/api/me/progress');
  expect(response.status).toBe(200);
  return ProgressSchema.parse(await response.json());
}

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await suite.database.db.execute<T>(query)).rows[0]!;
/** The kept total always equals the ledger's sum: nothing is added beside the ledger. */
async function expectTotalIsLedger(who: Member) {
  const { total } = await one<{ total: number }>(
    sql`select coalesce(sum(xp), 0)::int as total from progress_actions where user_id = ${who.id}`,
  );
  expect((await progressOf(who)).total_xp).toBe(total);
  return total;
}

describe('recording', () => {
  it('awards a source once, however many times it is told (20 at once)', async () => {
    const cook = await member();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        record(cook, 'cook', { source_key: 'same-session', efficiency: 95, cuisine: 'Thai' }),
      ),
    );
    expect(outcomes.filter((o) => o.xp_awarded > 0)).toHaveLength(1);
    expect(outcomes.filter((o) => o.xp_awarded === 0)).toHaveLength(19);
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from progress_actions where user_id = ${cook.id} and kind = 'cook'`,
    );
    expect(n).toBe(1);
    const total = await expectTotalIsLedger(cook);
    // 30 for the cook, first_recipe 50 and speed_demon 100, and whichever of today's challenges it met.
    expect(total).toBeGreaterThanOrEqual(180);
    const repeat = await record(cook, 'cook', { source_key: 'same-session', efficiency: 95 });
    expect(repeat).toEqual({ xp_awarded: 0, unlocked: [] });
    expect(await expectTotalIsLedger(cook)).toBe(total);
  });

  it('stops XP at the daily cap but still counts the actions', async () => {
    const saver = await member();
    const xps: number[] = [];
    for (let i = 0; i < 12; i += 1) xps.push((await record(saver, 'recipe_saved')).xp_awarded);
    expect(xps).toEqual([...Array(10).fill(10), 0, 0]);
    const { rows, earning } = await one<{ rows: number; earning: number }>(sql`
      select count(*)::int as rows, count(*) filter (where xp > 0)::int as earning
      from progress_actions where user_id = ${saver.id} and kind = 'recipe_saved'`);
    expect({ rows, earning }).toEqual({ rows: 12, earning: 10 });
    const progress = await progressOf(saver);
    expect(progress.achievements.find((a) => a.id === 'recipe_collector')!.progress).toBe(12);
    // The next local day earns again.
    time.advance(24 * 3600);
    expect((await record(saver, 'recipe_saved')).xp_awarded).toBe(10);
    await expectTotalIsLedger(saver);
  });

  it('reaches every achievement, once each, with levels carried over and their events', async () => {
    const chef = await member();
    await record(chef, 'health_goal_set');
    for (let i = 0; i < 5; i += 1) await record(chef, 'recipe_created');
    for (let i = 0; i < 3; i += 1) await record(chef, 'cookbook_created');
    for (let i = 0; i < 20; i += 1) {
      // Two days of saves: the cap would stop XP, never the count.
      if (i === 10) time.advance(24 * 3600);
      await record(chef, 'recipe_saved');
    }
    const cuisines = ['Thai', 'thai', 'French', 'Mexican', 'Japanese', 'Indian'];
    for (let day = 0; day < 10; day += 1) {
      time.advance(24 * 3600); // ten days in a row, one goal cook a day
      await record(chef, 'cook', {
        cuisine: cuisines[day % cuisines.length]!,
        efficiency: day === 0 ? 95 : 70,
        matches_goal: true,
      });
    }
    const progress = await progressOf(chef);
    for (const a of ACHIEVEMENTS)
      expect(
        progress.achievements.find((x) => x.id === a.id),
        a.id,
      ).toMatchObject({
        achieved: true,
        progress: a.max_progress,
      });
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from progress_actions where user_id = ${chef.id} and kind = 'achievement'`,
    );
    expect(n).toBe(ACHIEVEMENTS.length);
    expect(progress.level).toBeGreaterThanOrEqual(5);
    expect(progress.streak_days).toBe(10);
    expect(progress.badges.filter((b) => b.unlocked).map((b) => b.id)).toEqual([
      'novice_cook',
      'home_cook',
    ]);
    await expectTotalIsLedger(chef);

    const events = ProgressEventListSchema.parse(
      await (await get(chef, '/api/me/progress/events?unseen=true')).json(),
    );
    expect(events.items.length).toBe(20);
    const all = await suite.database.db.execute<{ message: string; kind: string }>(
      sql`select message, kind from progress_events where user_id = ${chef.id} order by created_at`,
    );
    const messages = all.rows.map((r) => r.message);
    for (let level = 2; level <= progress.level; level += 1)
      expect(messages).toContain(progressMessages.levelUp(level));
    expect(messages).toContain(progressMessages.badgeUnlocked('Home Cook'));
    expect(messages).toContain(progressMessages.achievementUnlocked('Master Chef'));
    expect(messages.filter((m) => m.startsWith('Achievement Unlocked'))).toHaveLength(10);
    expect(messages).not.toContain(progressMessages.badgeUnlocked('Novice Cook'));
  });

  it('a gap resets the streak to 1 and the shown streak ends after a day without a cook', async () => {
    const cook = await member();
    await record(cook, 'cook');
    time.advance(24 * 3600);
    await record(cook, 'cook');
    expect((await progressOf(cook)).streak_days).toBe(2);
    time.advance(2 * 24 * 3600);
    expect((await progressOf(cook)).streak_days).toBe(0);
    await record(cook, 'cook');
    expect((await progressOf(cook)).streak_days).toBe(1);
  });
});

describe('daily challenges', () => {
  it('assigns three once per local day, even to 20 requests at once, and new ones the next day', async () => {
    const cook = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => progressOf(cook)));
    const ids = new Set(answers.flatMap((a) => a.daily_challenges.map((c) => c.id)));
    expect(ids.size).toBe(3);
    expect(answers[0]!.daily_challenges.map((c) => c.difficulty)).toEqual([
      'easy',
      'medium',
      'hard',
    ]);
    const today = answers[0]!.today;
    expect(answers[0]!.daily_challenges[0]!.expires_at).toBe(
      new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 3600 * 1000).toISOString(),
    );
    time.advance(24 * 3600);
    const next = await progressOf(cook);
    expect(next.today).not.toBe(today);
    expect(next.daily_challenges.every((c) => !ids.has(c.id))).toBe(true);
    const history = ChallengeHistorySchema.parse(
      await (await get(cook, '/api/me/challenges')).json(),
    );
    expect(history.items).toHaveLength(6);
    expect(history.items[0]!.date).toBe(next.today);
    expect(history.items[5]!.date).toBe(today);
  });

  it('deals a member’s first look of the day in one statement after the read, and none after that', async () => {
    const cook = await member();
    /** The statements of a progress read on the day's challenges, but the read itself. */
    const challengeStatements = async () => {
      recorded = [];
      const progress = await progressOf(cook);
      const statements = recorded.filter(
        (q) =>
          q.includes('user_daily_challenges') && !q.startsWith('select ( select json_build_object'),
      );
      recorded = undefined;
      return { progress, statements };
    };
    const first = await challengeStatements();
    expect(first.progress.daily_challenges.map((c) => c.difficulty)).toEqual([
      'easy',
      'medium',
      'hard',
    ]);
    // The read (the snapshot), then the insert that answers the rows it wrote.
    expect(first.statements).toHaveLength(1);
    expect(first.statements[0]).toMatch(/^insert into "user_daily_challenges" .* returning /);
    const again = await challengeStatements();
    expect(again.statements).toEqual([]);
    expect(again.progress.daily_challenges).toEqual(first.progress.daily_challenges);
  });

  it('completes a challenge from the action that meets it, once, with its XP and event', async () => {
    const cook = await member();
    const easy = (await progressOf(cook)).daily_challenges[0]!;
    const rule = DAILY_CHALLENGES.find((c) => c.id === easy.challenge_id)!.rule;
    expect(rule.kind).toBe('any');
    const kind = (rule as { action: ActionKind }).action;
    const first = await record(cook, kind);
    expect(first.unlocked).toContainEqual({
      kind: 'challenge',
      id: easy.challenge_id,
      name: easy.name,
      xp: easy.xp,
    });
    const second = await record(cook, kind);
    expect(second.unlocked.some((u) => u.kind === 'challenge' && u.id === easy.challenge_id)).toBe(
      false,
    );
    const after = await progressOf(cook);
    expect(after.daily_challenges[0]).toMatchObject({ id: easy.id, completed: true });
    const events = ProgressEventListSchema.parse(
      await (await get(cook, '/api/me/progress/events')).json(),
    );
    expect(
      events.items.filter(
        (e) => e.message === progressMessages.challengeCompleted(easy.name, easy.xp),
      ),
    ).toHaveLength(1);
    // POST complete on it now: nothing changes.
    const again = await post(cook, `/api/me/challenges/${easy.id}/complete`);
    expect(again.status).toBe(200);
    expect(ChallengeCompleteSchema.parse(await again.json()).newly_completed).toBe(false);
    expect((await progressOf(cook)).total_xp).toBe(after.total_xp);
  });

  it('POST complete: 404 for junk, unknown or another member’s; 409 when not met; completes when met', async () => {
    const cook = await member();
    const stranger = await member();
    const [easy, , hard] = (await progressOf(cook)).daily_challenges;
    for (const id of ['junk', '00000000-0000-4000-8000-000000000000']) {
      const response = await post(cook, `/api/me/challenges/${id}/complete`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { code: 'NOT_FOUND', message: progressMessages.challengeNotFound },
      });
    }
    expect((await post(stranger, `/api/me/challenges/${easy!.id}/complete`)).status).toBe(404);

    const notMet = await post(cook, `/api/me/challenges/${hard!.id}/complete`);
    expect(notMet.status).toBe(409);
    expect(await notMet.json()).toMatchObject({
      error: { code: 'CONFLICT', message: progressMessages.challengeNotMet },
    });

    // An action the ledger holds from before the challenge was judged (as a module writing it
    // without the assignment would leave): complete then marks it, once, with its XP.
    const kind = (
      DAILY_CHALLENGES.find((c) => c.id === easy!.challenge_id)!.rule as {
        action: ActionKind;
      }
    ).action;
    await suite.database.db.execute(sql`
      insert into progress_actions (user_id, kind, source_key, xp, local_date)
      values (${cook.id}, ${kind}, 'before-assignment', 0, ${easy!.date})`);
    const before = (await progressOf(cook)).total_xp;
    const done = await post(cook, `/api/me/challenges/${easy!.id}/complete`);
    expect(done.status).toBe(200);
    expect(ChallengeCompleteSchema.parse(await done.json())).toMatchObject({
      newly_completed: true,
      challenge: { id: easy!.id, completed: true },
    });
    // Its XP, once, as a ledger row (the pre-existing action may also unlock an achievement, e.g.
    // first_recipe for a cook, whose XP is its own row).
    const challengeRows = await suite.database.db.execute<{ xp: number }>(sql`
      select xp from progress_actions
      where user_id = ${cook.id} and kind = 'challenge'
        and source_key = ${`${easy!.date}:${easy!.challenge_id}`}`);
    expect(challengeRows.rows).toEqual([{ xp: easy!.xp }]);
    const after = await expectTotalIsLedger(cook);
    expect(after).toBeGreaterThanOrEqual(before + easy!.xp);
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => post(cook, `/api/me/challenges/${easy!.id}/complete`)),
    );
    for (const r of repeats) expect(r.status).toBe(200);
    expect((await progressOf(cook)).total_xp).toBe(after);
  });
});

describe('events, seen state and history', () => {
  it('marks only the member’s own events and achievements seen', async () => {
    const cook = await member();
    const stranger = await member();
    await record(cook, 'cook', { efficiency: 95 });
    await record(stranger, 'cook');
    const feed = async (who: Member) =>
      ProgressEventListSchema.parse(await (await get(who, '/api/me/progress/events')).json()).items;
    const mine = await feed(cook);
    const theirs = await feed(stranger);
    expect(mine.length).toBeGreaterThan(0);
    const times = mine.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(mine[mine.length - 1]!.kind).toBe('xp');

    const response = await post(cook, '/api/me/progress/seen', {
      ids: [mine[0]!.id, theirs[0]!.id, 'junk'],
    });
    expect(response.status).toBe(204);
    expect((await feed(cook)).map((e) => e.id)).not.toContain(mine[0]!.id);
    expect((await feed(stranger)).map((e) => e.id)).toContain(theirs[0]!.id);
    const everything = ProgressEventListSchema.parse(
      await (await get(cook, '/api/me/progress/events?unseen=false')).json(),
    ).items;
    expect(everything.map((e) => e.id)).toContain(mine[0]!.id);

    expect(
      (await post(cook, '/api/me/achievements/seen', { ids: ['first_recipe', 'nope'] })).status,
    ).toBe(204);
    const seen = (await progressOf(cook)).achievements.filter((a) => a.seen).map((a) => a.id);
    expect(seen).toEqual(['first_recipe']);
    expect((await progressOf(stranger)).achievements.some((a) => a.seen)).toBe(false);
  });

  it('lists every one of the last days, oldest first, with XP and cooks', async () => {
    const cook = await member();
    await record(cook, 'cook');
    await record(cook, 'recipe_created');
    time.advance(2 * 24 * 3600);
    await record(cook, 'cook', { efficiency: 95 });
    const response = await get(cook, '/api/me/progress/history?days=5');
    expect(response.status).toBe(200);
    const { items } = ProgressHistorySchema.parse(await response.json());
    expect(items).toHaveLength(5);
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort());
    expect(items[4]!.cooks).toBe(1);
    expect(items[2]!.cooks).toBe(1);
    expect(items[3]).toMatchObject({ xp: 0, cooks: 0 });
    const total = items.reduce((sum, i) => sum + i.xp, 0);
    expect(total).toBe(await expectTotalIsLedger(cook));
    expect((await get(cook, '/api/me/progress/history?days=0')).status).toBe(400);
    expect((await get(undefined, '/api/me/progress/history')).status).toBe(401);
  });
});
