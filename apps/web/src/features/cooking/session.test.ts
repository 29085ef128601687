import type { Recipe } from '@mise/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeRecipe, makeStep } from '../../test-utils/recipe-fixtures';

/*
 * The session module against a fake of the server's cooking API at the fetch boundary, speaking its
 * wire format and rules (api.md Cooking, cooking.service.ts): one active session per member, a second
 * finish answers the same, a stopped session cannot be finished (409). `offline` makes every request
 * fail as a dropped connection does. Each test loads fresh modules: the store and the session
 * module keep state at module level, as in the app.
 */

interface FakeSession {
  id: string;
  recipe_id: string;
  servings: number;
  current_step_index: number;
  completed_step_ids: string[];
  status: 'active' | 'finished' | 'stopped';
  finishes: number;
}

class FakeServer {
  sessions: FakeSession[] = [];
  offline = false;
  calls: string[] = [];
  private next = 1;

  active = () => this.sessions.find((s) => s.status === 'active') ?? null;

  answer(s: FakeSession) {
    return {
      id: s.id,
      recipe_id: s.recipe_id,
      servings: s.servings,
      started_at: '2026-11-24T10:00:00.000Z',
      current_step_index: s.current_step_index,
      completed_step_ids: s.completed_step_ids,
      status: s.status,
      finished_at: s.status === 'finished' ? '2026-11-24T10:45:00.000Z' : null,
      duration_s: s.status === 'finished' ? 2700 : null,
      efficiency: s.status === 'finished' ? 100 : null,
      counted: s.status === 'finished',
    };
  }

  handle(method: string, path: string, body: Record<string, unknown> | undefined): Response {
    this.calls.push(`${method} ${path}`);
    const conflict = json(409, { error: { code: 'CONFLICT', message: 'ended' } });
    if (method === 'POST' && path === '/api/cooking/sessions') {
      const previous = this.active();
      if (previous) previous.status = 'stopped';
      const session: FakeSession = {
        id: `s${this.next++}`,
        recipe_id: String(body?.recipe_id),
        servings: Number(body?.servings ?? 4),
        current_step_index: 0,
        completed_step_ids: [],
        status: 'active',
        finishes: 0,
      };
      this.sessions.push(session);
      return json(201, this.answer(session));
    }
    if (method === 'GET' && path === '/api/cooking/sessions/current') {
      const session = this.active();
      return json(200, { session: session ? this.answer(session) : null });
    }
    const match = /^\/api\/cooking\/sessions\/([^/]+)(\/finish)?$/.exec(path);
    const session = this.sessions.find((s) => s.id === match?.[1]);
    if (!session) return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    if (method === 'PATCH') {
      if (session.status !== 'active') return conflict;
      Object.assign(session, body);
      return json(200, this.answer(session));
    }
    if (method === 'DELETE') {
      if (session.status !== 'active') return conflict;
      session.status = 'stopped';
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && match?.[2]) {
      if (session.status === 'stopped') return conflict;
      if (session.status === 'active') {
        session.status = 'finished';
        session.finishes += 1;
      }
      return json(200, { session: this.answer(session), xp_awarded: 0, unlocked: [] });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  }
}

const soup: Recipe = makeRecipe({
  id: 'soup',
  title: 'Soup',
  servings: 4,
  steps: [1, 2, 3].map((n) => makeStep({ id: `soup-s${n}`, recipe_id: 'soup', step_number: n })),
});
const cake: Recipe = makeRecipe({ id: 'cake', title: 'Cake', steps: [] });

let server: FakeServer;
/** The loaded session modules, stopped after each test (a closed tab's listeners are gone). */
const loaded: Array<{ stopSessionSync: () => void }> = [];

async function load() {
  vi.resetModules();
  const session = await import('./session');
  loaded.push(session);
  const store = await import('./cooking-store');
  return { ...session, store: store.cookingStore, progressKey: store.progressKey };
}

/** Lets every pending request and the progress pause (600 ms) run out. */
async function settle() {
  await vi.advanceTimersByTimeAsync(1_000);
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  server = new FakeServer();
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (server.offline) return Promise.reject(new TypeError('Failed to fetch'));
    const url = new URL(raw, 'http://localhost');
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : undefined;
    return Promise.resolve(server.handle(init?.method ?? 'GET', url.pathname, body));
  });
});

afterEach(() => {
  for (const session of loaded.splice(0)) session.stopSessionSync();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('starting and progress', () => {
  it('starting opens a session with the servings, and ticks reach it in one request', async () => {
    const { beginCooking, store } = await load();
    beginCooking(soup, 'full', { servings: 6 });
    await settle();
    expect(server.sessions).toHaveLength(1);
    expect(server.sessions[0]).toMatchObject({ recipe_id: 'soup', servings: 6 });

    const patchesBefore = server.calls.filter((c) => c.startsWith('PATCH')).length;
    store.getState().toggleStep('soup-s1');
    store.getState().toggleStep('soup-s2');
    store.getState().nextStep();
    await settle();
    expect(server.calls.filter((c) => c.startsWith('PATCH')).length - patchesBefore).toBe(1);
    expect(server.sessions[0]).toMatchObject({
      completed_step_ids: ['soup-s1', 'soup-s2'],
      current_step_index: 1,
    });
  });

  it("continues another device's session of the same recipe instead of starting one", async () => {
    server.handle('POST', '/api/cooking/sessions', { recipe_id: 'soup' });
    const { beginCooking } = await load();
    beginCooking(soup, 'full', {
      progress: { completedSteps: ['soup-s1'], currentStepIndex: 1 },
    });
    await settle();
    expect(server.sessions).toHaveLength(1);
    expect(server.sessions[0]).toMatchObject({ status: 'active', current_step_index: 1 });
  });

  it('"Start over" (fresh) ends that session and opens a new one', async () => {
    server.handle('POST', '/api/cooking/sessions', { recipe_id: 'soup' });
    const { beginCooking } = await load();
    beginCooking(soup, 'full', { fresh: true });
    await settle();
    expect(server.sessions.map((s) => s.status)).toEqual(['stopped', 'active']);
  });

  it('progress made offline reaches the server when the network returns', async () => {
    server.offline = true;
    const { beginCooking, store } = await load();
    beginCooking(soup, 'mini');
    store.getState().toggleStep('soup-s3');
    await settle();
    expect(server.sessions).toHaveLength(0);

    server.offline = false;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(server.sessions).toHaveLength(1);
    expect(server.sessions[0]?.completed_step_ids).toEqual(['soup-s3']);
  });

  it('a session ended elsewhere is replaced on the next change, the cook goes on here', async () => {
    const { beginCooking, store } = await load();
    beginCooking(soup, 'full');
    await settle();
    server.sessions[0]!.status = 'stopped';
    store.getState().toggleStep('soup-s1');
    await settle();
    expect(server.sessions.map((s) => s.status)).toEqual(['stopped', 'active']);
    expect(server.sessions[1]?.completed_step_ids).toEqual(['soup-s1']);
    expect(store.getState().completedSteps).toEqual(['soup-s1']);
  });
});

describe('stopping', () => {
  it('stops the session on the server and clears the store', async () => {
    const { beginCooking, stopCooking, store } = await load();
    beginCooking(soup, 'full');
    await settle();
    stopCooking();
    await settle();
    expect(server.sessions[0]?.status).toBe('stopped');
    expect(store.getState().currentRecipe).toBeNull();
  });

  it('a stop made offline is sent by the next page load', async () => {
    const first = await load();
    first.beginCooking(soup, 'full');
    await settle();
    server.offline = true;
    first.stopCooking();
    await settle();
    expect(server.sessions[0]?.status).toBe('active');

    server.offline = false;
    first.stopSessionSync(); // the tab is closed
    await load(); // a new page: the module sends what was left
    await settle();
    expect(server.sessions[0]?.status).toBe('stopped');
  });
});

describe('finishing', () => {
  it('sends the last progress, then the finish; answers with the judgement and clears progress', async () => {
    const { beginCooking, finishCooking, store, progressKey } = await load();
    beginCooking(soup, 'full');
    await settle();
    for (const step of soup.steps) store.getState().toggleStep(step.id);
    const outcome = finishCooking();
    await settle();
    await expect(outcome).resolves.toMatchObject({
      kind: 'finished',
      finish: { session: { status: 'finished', counted: true, duration_s: 2700 } },
    });
    expect(server.sessions[0]?.completed_step_ids).toEqual(['soup-s1', 'soup-s2', 'soup-s3']);
    expect(store.getState().currentRecipe).toBeNull();
    expect(localStorage.getItem(progressKey('soup'))).toBeNull();
  });

  it('Finish pressed twice at once finishes once', async () => {
    const { beginCooking, finishCooking } = await load();
    beginCooking(soup, 'full');
    await settle();
    const both = Promise.all([finishCooking(), finishCooking()]);
    await settle();
    const [a, b] = await both;
    expect(a).toEqual(b);
    expect(server.calls.filter((c) => c.endsWith('/finish'))).toHaveLength(1);
  });

  it('finishing while the start is still on its way finishes that session', async () => {
    const { beginCooking, finishCooking } = await load();
    beginCooking(soup, 'full');
    const outcome = finishCooking();
    await settle();
    await expect(outcome).resolves.toMatchObject({ kind: 'finished' });
    expect(server.sessions).toHaveLength(1);
    expect(server.sessions[0]?.status).toBe('finished');
  });

  it('offline: queued, kept across a reload, sent exactly once when back', async () => {
    const first = await load();
    first.beginCooking(soup, 'full');
    await settle();
    server.offline = true;
    const outcome = first.finishCooking();
    await settle();
    await expect(outcome).resolves.toEqual({ kind: 'queued' });

    // The tab is closed and Mise opened again, still offline, then the network returns.
    first.stopSessionSync();
    const second = await load();
    await settle();
    server.offline = false;
    window.dispatchEvent(new Event('online'));
    await settle();
    await second.flush();
    await settle();
    expect(server.sessions[0]?.status).toBe('finished');
    expect(server.sessions[0]?.finishes).toBe(1);
    expect(server.calls.filter((c) => c.endsWith('/finish'))).toHaveLength(1);
    // A new cook after that starts clean.
    second.beginCooking(cake, 'mini');
    await settle();
    expect(server.active()?.recipe_id).toBe('cake');
  });

  it('a session stopped on another device meanwhile is reported as ended, not counted', async () => {
    const { beginCooking, finishCooking } = await load();
    beginCooking(soup, 'full');
    await settle();
    server.sessions[0]!.status = 'stopped';
    const outcome = finishCooking();
    await settle();
    await expect(outcome).resolves.toEqual({ kind: 'ended' });
  });
});

describe('a server that keeps losing sessions', () => {
  it('does not loop forever: a few rounds, then it waits for the next change', async () => {
    const { beginCooking } = await load();
    const handle = server.handle.bind(server);
    // Every PATCH finds its session gone, as if another device kept taking over.
    server.handle = (method, path, body) =>
      method === 'PATCH'
        ? json(409, { error: { code: 'CONFLICT', message: 'ended' } })
        : handle(method, path, body);
    beginCooking(soup, 'full');
    await settle();
    expect(server.calls.filter((c) => c.startsWith('POST')).length).toBeLessThanOrEqual(4);
  });
});
