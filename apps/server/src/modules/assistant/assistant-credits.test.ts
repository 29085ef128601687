import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CreditsSchema, paidActionWords, type Credits } from '@mise/core';
import { FAKE_AI_KEY, startFakeChat, type FakeChat } from '../../../test/fakes/chat-completions.js';
import { call, setUpTestApp, signUp, testConfig } from '../../../test/test-app.js';

/**
 * Issue 15 §2 and §3 together: the assistant's AI answers spend the member's real credits (the
 * credits module, not a stand-in) — once per answer, given back when the provider fails before any
 * text, 402 with nothing called when none are left, exactly N answers for N credits under a burst,
 * and the free local helper whatever the balance.
 */
const fake: FakeChat = await startFakeChat({ apiKey: FAKE_AI_KEY });
afterAll(() => fake.close());

const suite = setUpTestApp({
  config: testConfig({
    ai: { apiKey: FAKE_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-chef-1', timeoutMs: 400 },
  }),
});

type Member = Awaited<ReturnType<typeof signUp>>;
const question = (content: string, extra: Record<string, unknown> = {}) => ({
  messages: [{ role: 'user', content }],
  ...extra,
});
const chat = (member: Member, body: unknown) =>
  call(suite.app, 'POST', '/api/chat', { cookie: member.cookie, body });

async function creditsOf(member: Member): Promise<Credits> {
  const response = await call(suite.app, 'GET', '/api/me/credits', { cookie: member.cookie });
  expect(response.status).toBe(200);
  return CreditsSchema.parse(await response.json());
}

async function setBalance(member: Member, balance: number) {
  await creditsOf(member); // the month's top-up first, so it does not undo what is set here
  await suite.database.db.execute(sql`
    update credit_accounts set balance = ${balance}
    where user_id = (select id from "user" where email = ${member.email})`);
}

/** The streamed text of an answer (the UI message stream's text deltas). */
async function answerText(response: Response): Promise<string> {
  return (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string })
    .filter((part) => part.type === 'text-delta')
    .map((part) => part.delta)
    .join('');
}

beforeEach(() => {
  fake.mode = 'valid';
  fake.requests.length = 0;
});

describe('the assistant spends real credits', () => {
  it('an AI answer costs one credit, shown on the ledger', async () => {
    const member = await signUp(suite.app);
    expect((await creditsOf(member)).balance).toBe(50);
    const response = await chat(member, question('What goes with roast chicken?'));
    expect(response.status).toBe(200);
    expect((await answerText(response)).length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
    const after = await creditsOf(member);
    expect(after.balance).toBe(49);
    expect(after.ledger[0]).toMatchObject({ delta: -1, reason: paidActionWords.ai_chat.label });
  });

  it('gives the credit back when the provider fails before any text', async () => {
    const member = await signUp(suite.app);
    fake.mode = 'server-error';
    const response = await chat(member, question('What goes with roast chicken?'));
    await response.text();
    const after = await creditsOf(member);
    expect(after.balance).toBe(50);
    expect(after.ledger.map((row) => row.delta)).toEqual([1, -1, 50]);
  });

  it('answers 402 and calls nothing with no credits left; the local helper still answers', async () => {
    const member = await signUp(suite.app);
    await setBalance(member, 0);
    const refused = await chat(member, question('What goes with roast chicken?'));
    expect(refused.status).toBe(402);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('PAYMENT_REQUIRED');
    expect(body.error.message).toContain(paidActionWords.ai_chat.free);
    expect(fake.requests).toHaveLength(0);

    const local = await chat(member, question('how many ml is 2 tbsp?', { helper: 'local' }));
    expect(local.status).toBe(200);
    expect(await answerText(local)).toMatch(/29\.6 ml|30 ml/);
    expect(fake.requests).toHaveLength(0);
    expect((await creditsOf(member)).balance).toBe(0);
  });

  it('20 questions at once with 5 credits left: exactly 5 are answered by the provider', async () => {
    const member = await signUp(suite.app);
    await setBalance(member, 5);
    const responses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => chat(member, question(`Question ${i}?`))),
    );
    await Promise.all(responses.map((r) => r.text()));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(fake.requests).toHaveLength(5);
    const after = await creditsOf(member);
    expect(after.balance).toBe(0);
    expect(after.ledger.filter((row) => row.delta === -1)).toHaveLength(5);
  });
});
