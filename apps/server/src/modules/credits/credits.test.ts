import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditsSchema, creditMessages, type Credits } from '@mise/core';
import type { AppOptions } from '../../app.js';
import { createLocalStorage } from '../../storage/local-storage.js';
import { createStabilityClient } from '../../integrations/image-generation/image-generation.js';
import { FAKE_AI_KEY, startFakeChat, type FakeChat } from '../../../test/fakes/chat-completions.js';
import {
  FAKE_STABILITY_KEY,
  startFakeStability,
  type FakeStability,
} from '../../../test/fakes/image-generation.js';
import { call, createTestApp, setUpTestApp, signUp, testConfig } from '../../../test/test-app.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Credits for paid AI (issue 15 §3) through the real routes: the AI nutrition estimate against the
 * fake chat-completions server, image generation against the fake Stability server.
 */
const chat: FakeChat = await startFakeChat({ apiKey: FAKE_AI_KEY });
const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a6' } })
  .png()
  .toBuffer();
const stability: FakeStability = await startFakeStability({ apiKey: FAKE_STABILITY_KEY, png });
afterAll(async () => {
  await chat.close();
  await stability.close();
});

/** A clock the tests move: the month decides the allowance. */
const clock = { at: new Date('2026-11-20T12:00:00Z'), now: () => new Date(clock.at) };
const token = 'maintenance-token-for-credit-tests-0123456789';
const aiConfig = {
  ai: { apiKey: FAKE_AI_KEY, baseUrl: chat.baseUrl, model: 'gpt-4o-mini', timeoutMs: 300 },
};
const options: Partial<AppOptions> = {
  config: testConfig(aiConfig),
  clock,
  maintenanceToken: token,
  images: {
    storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'mise-credits-'))),
    imageGenerator: createStabilityClient({
      apiKey: FAKE_STABILITY_KEY,
      baseUrl: stability.baseUrl,
      engine: 'stable-diffusion-xl-1024-v1-0',
      timeoutMs: 300,
    }),
  },
};
const suite = setUpTestApp(options);

const estimate = (cookie: string, app = suite.app) =>
  call(app, 'POST', '/api/nutrition/estimate', {
    cookie,
    body: { ingredients: ['2 eggs', '1 cup flour'], servings: 2, source: 'ai' },
  });
const generate = (cookie: string) =>
  call(suite.app, 'POST', '/api/images/generate', {
    cookie,
    body: { title: 'Shakshuka', ingredients: [{ name: 'eggs' }], steps: [] },
  });
async function credits(cookie: string, query = ''): Promise<Credits> {
  const response = await call(suite.app, 'GET', `/api/me/credits${query}`, { cookie });
  expect(response.status).toBe(200);
  return CreditsSchema.parse(await response.json());
}
/** Sets a member's balance as if they had spent down to it (the current month's top-up done). */
async function setBalance(email: string, balance: number) {
  await suite.database.db.execute(sql`
    update credit_accounts set balance = ${balance}
    where user_id = (select id from "user" where email = ${email})`);
}

beforeAll(() => {
  chat.mode = 'valid';
  stability.mode = 'ok';
});

describe('GET /api/me/credits', () => {
  it('is for members only', async () => {
    const response = await call(suite.app, 'GET', '/api/me/credits');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: creditMessages.signedOut },
    });
  });

  it('gives a new member the month’s allowance, the costs and when it renews', async () => {
    const member = await signUp(suite.app);
    const mine = await credits(member.cookie);
    expect(mine).toMatchObject({
      balance: 50,
      monthly_allowance: 50,
      resets_at: '2026-12-01T00:00:00.000Z',
      costs: { ai_chat: 1, ai_nutrition: 2, image_generation: 5 },
      next_cursor: null,
    });
    expect(mine.ledger).toMatchObject([{ delta: 50, reason: creditMessages.allowanceReason }]);
    // A second read tops up nothing more.
    expect((await credits(member.cookie)).ledger).toHaveLength(1);
  });

  it('pages the ledger newest first with next_cursor', async () => {
    const member = await signUp(suite.app);
    for (let i = 0; i < 3; i += 1) expect((await estimate(member.cookie)).status).toBe(200);
    const first = await credits(member.cookie, '?limit=2');
    expect(first.ledger.map((row) => row.delta)).toEqual([-2, -2]);
    expect(first.next_cursor).not.toBeNull();
    const second = await credits(member.cookie, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.ledger.map((row) => row.delta)).toEqual([-2, 50]);
    expect(second.next_cursor).toBeNull();
    const junk = await call(suite.app, 'GET', '/api/me/credits?cursor=zzz', {
      cookie: member.cookie,
    });
    expect(junk.status).toBe(400);
  });
});

describe('the AI nutrition estimate spends credits', () => {
  it('spends its cost once on success', async () => {
    const member = await signUp(suite.app);
    chat.mode = 'valid';
    const response = await estimate(member.cookie);
    expect(response.status).toBe(200);
    const mine = await credits(member.cookie);
    expect(mine.balance).toBe(48);
    expect(mine.ledger.map((row) => [row.delta, row.reason])).toEqual([
      [-2, 'AI nutrition estimate'],
      [50, creditMessages.allowanceReason],
    ]);
  });

  it.each(['server-error', 'hang', 'invalid-json'] as const)(
    'refunds when the provider fails (%s)',
    async (mode) => {
      const member = await signUp(suite.app);
      chat.mode = mode;
      try {
        const response = await estimate(member.cookie);
        expect(response.status).toBe(502);
      } finally {
        chat.mode = 'valid';
      }
      const mine = await credits(member.cookie);
      expect(mine.balance).toBe(50);
      expect(mine.ledger.map((row) => row.delta)).toEqual([2, -2, 50]);
      expect(mine.ledger[0]!.reason).toBe(creditMessages.refundReason('ai_nutrition'));
    },
  );

  it('answers 402 and calls nothing when the credits are gone; the USDA estimate stays free', async () => {
    const member = await signUp(suite.app);
    await credits(member.cookie);
    await setBalance(member.email, 1);
    const seen = chat.requests.length;
    const response = await estimate(member.cookie);
    expect(response.status).toBe(402);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('PAYMENT_REQUIRED');
    expect(body.error.message).toBe(
      creditMessages.noCredits('ai_nutrition', 1, 2, new Date('2026-12-01T00:00:00Z')),
    );
    expect(body.error.message).toContain('1 December');
    expect(chat.requests.length).toBe(seen);
    await setBalance(member.email, 0);
    const none = await estimate(member.cookie);
    expect(((await none.json()) as { error: { message: string } }).error.message).toMatch(
      /^You have no AI credits left\. They renew on 1 December\. The USDA estimate is free/,
    );
    expect(chat.requests.length).toBe(seen);
    expect((await credits(member.cookie)).balance).toBe(0);

    const usda = await call(suite.app, 'POST', '/api/nutrition/estimate', {
      cookie: member.cookie,
      body: { ingredients: ['2 eggs'], servings: 1 },
    });
    expect(usda.status).toBe(200);
    expect((await credits(member.cookie)).balance).toBe(0);
  });

  it('20 estimates at once with 5 credits left: exactly 5 succeed', async () => {
    // Estimates cost 1 here, so 5 credits pay for 5 of them: the same database, another setting.
    const cheap = createTestApp(suite.database, {
      ...options,
      config: testConfig({
        ...aiConfig,
        credits: {
          ...testConfig().credits,
          costs: { ...testConfig().credits.costs, ai_nutrition: 1 },
        },
      }),
    }).app;
    const member = await signUp(cheap);
    await credits(member.cookie);
    await setBalance(member.email, 5);
    chat.mode = 'valid';
    const seen = chat.requests.length;
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await estimate(member.cookie, cheap)).status),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(chat.requests.length - seen).toBe(5);
    const mine = await credits(member.cookie);
    expect(mine.balance).toBe(0);
    expect(mine.ledger.filter((row) => row.delta === -1)).toHaveLength(5);
  });
});

describe('image generation spends credits', () => {
  it('spends on success and refunds a failure; 402 calls nothing', async () => {
    const member = await signUp(suite.app);
    stability.mode = 'ok';
    expect((await generate(member.cookie)).status).toBe(200);
    expect((await credits(member.cookie)).balance).toBe(45);

    stability.mode = 'server-error';
    try {
      expect((await generate(member.cookie)).status).toBe(502);
    } finally {
      stability.mode = 'ok';
    }
    const after = await credits(member.cookie);
    expect(after.balance).toBe(45);
    expect(after.ledger.map((row) => [row.delta, row.reason])).toEqual([
      [5, creditMessages.refundReason('image_generation')],
      [-5, 'AI picture'],
      [-5, 'AI picture'],
      [50, creditMessages.allowanceReason],
    ]);

    await setBalance(member.email, 4);
    const seen = stability.requests.length;
    const refused = await generate(member.cookie);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'Uploading a photo or choosing a stock photo is still free.',
    );
    expect(stability.requests.length).toBe(seen);
    expect((await credits(member.cookie)).balance).toBe(4);
  });
});

describe('the monthly allowance', () => {
  it('tops up TO the allowance on the first touch of a new month, keeping extra credits', async () => {
    clock.at = new Date('2026-11-20T12:00:00Z');
    const member = await signUp(suite.app);
    try {
      expect((await estimate(member.cookie)).status).toBe(200);
      expect((await credits(member.cookie)).balance).toBe(48);

      clock.at = new Date('2026-12-01T00:00:00Z');
      const december = await credits(member.cookie);
      expect(december.balance).toBe(50);
      expect(december.resets_at).toBe('2027-01-01T00:00:00.000Z');
      expect(december.ledger[0]).toMatchObject({
        delta: 2,
        reason: creditMessages.allowanceReason,
      });

      // Extra credits beyond the allowance are kept; nothing piles up while away.
      const granted = await call(suite.app, 'POST', '/api/internal/credits', {
        headers: { authorization: `Bearer ${token}` },
        body: { email: member.email, amount: 30 },
      });
      expect(granted.status).toBe(200);
      clock.at = new Date('2027-03-15T09:00:00Z');
      // The first touch of March is a spend: topped up (nothing to add), then spent.
      expect((await estimate(member.cookie)).status).toBe(200);
      const march = await credits(member.cookie);
      expect(march.balance).toBe(78);
      expect(march.ledger.map((row) => row.delta)).toEqual([-2, 30, 2, -2, 50]);
    } finally {
      clock.at = new Date('2026-11-20T12:00:00Z');
    }
  });
});

describe('grants', () => {
  it('a level up grants AI_CREDITS_PER_LEVEL once per level', async () => {
    const member = await signUp(suite.app);
    await credits(member.cookie);
    // Two recipes are 100 XP: level 2.
    for (const title of ['Soup', 'Stew', 'Bread'])
      expect(
        (
          await call(suite.app, 'POST', '/api/recipes', {
            cookie: member.cookie,
            body: { title, ingredients: [{ name: 'salt' }], steps: [{ instruction: 'Cook.' }] },
          })
        ).status,
      ).toBe(201);
    const mine = await credits(member.cookie);
    const levels = mine.ledger.filter((row) => row.reason.startsWith('Reached level'));
    expect(levels.length).toBeGreaterThanOrEqual(1);
    expect(levels.map((row) => row.reason)).toContain(creditMessages.levelReason(2));
    expect(new Set(levels.map((row) => row.reason)).size).toBe(levels.length);
    expect(mine.balance).toBe(50 + 5 * levels.length);

    // A replay of the same level grants nothing.
    const userId = (
      await suite.database.db.execute<{ id: string }>(
        sql`select id from "user" where email = ${member.email}`,
      )
    ).rows[0]!.id;
    const again = await suite.database.db.transaction((tx) =>
      suite.services.credits.grant(tx, {
        user_id: userId,
        source_key: 'level:2',
        delta: 5,
        reason: creditMessages.levelReason(2),
      }),
    );
    expect(again).toBe(false);
    expect((await credits(member.cookie)).balance).toBe(mine.balance);
  });

  it('an admin grants through the maintenance route, with the token only', async () => {
    const member = await signUp(suite.app);
    const grant = (body: unknown, bearer?: string) =>
      call(suite.app, 'POST', '/api/internal/credits', {
        body,
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    expect((await grant({ email: member.email, amount: 10 })).status).toBe(404);
    expect((await grant({ email: member.email, amount: 10 }, 'wrong')).status).toBe(404);
    expect((await grant({ email: member.email, amount: 0 }, token)).status).toBe(400);
    expect((await grant({ email: member.email, amount: 10001 }, token)).status).toBe(400);
    const ghost = await grant({ email: 'ghost@example.com', amount: 10 }, token);
    expect(ghost.status).toBe(404);
    expect(await ghost.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No account with the e-mail ghost@example.com' },
    });
    const ok = await grant({ email: member.email, amount: 10, reason: 'Contest prize' }, token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ balance: 60 });
    // Each run is its own grant.
    expect((await grant({ email: member.email, amount: 10 }, token)).status).toBe(200);
    const mine = await credits(member.cookie);
    expect(mine.balance).toBe(70);
    expect(mine.ledger.map((row) => [row.delta, row.reason])).toEqual([
      [10, creditMessages.adminReason],
      [10, 'Contest prize'],
      [50, creditMessages.allowanceReason],
    ]);
  });
});
