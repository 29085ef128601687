import { afterAll, beforeAll, expect } from 'vitest';
import type { Recipe, RecipeCreate, RecipePatch } from '@mise/core';
import { createApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createTestDatabase } from './test-database.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-data-dir-for-tests',
  });
  return { ...base, ...overrides };
}

export function createTestApp(database: Database, options: Partial<AppOptions> = {}) {
  return createApp({ config: testConfig(), database, ...options });
}

type TestApp = ReturnType<typeof createTestApp>['app'];

/** A JSON request as a browser on our origin would send it. */
export function call(
  app: TestApp,
  method: string,
  path: string,
  init: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return app.request(`${TEST_ORIGIN}${path}`, {
    method,
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

/** The session cookie a response set, ready to send back. */
export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((c) => c.startsWith('mise.session_token='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(';')[0]!;
}

let counter = 0;
export function uniqueMember(prefix = 'cook') {
  counter += 1;
  const tag = `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${tag}@example.com`, password: 'correct horse battery', username: tag };
}

export async function signUp(app: TestApp, member = uniqueMember()) {
  const response = await call(app, 'POST', '/api/auth/sign-up/email', { body: member });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { ...member, cookie: sessionCookie(response) };
}

/**
 * A fresh database and app for one suite, made before its tests and closed after them. Read
 * `suite.app` / `suite.database` inside tests (they are set once `beforeAll` has run).
 */
export function setUpTestApp(
  options: Partial<AppOptions> = {},
  databaseOptions: Parameters<typeof createTestDatabase>[0] = {},
) {
  const suite = {} as {
    database: Awaited<ReturnType<typeof createTestDatabase>>;
    app: TestApp;
    services: ReturnType<typeof createTestApp>['services'];
  };
  beforeAll(async () => {
    suite.database = await createTestDatabase(databaseOptions);
    const created = createTestApp(suite.database, options);
    suite.app = created.app;
    suite.services = created.services;
  });
  afterAll(() => suite.database.close());
  return suite;
}

/**
 * One member's calls to the recipes API: `send` gives the raw response (for refusals); `create`,
 * `patch` and `read` expect success and give the recipe.
 */
export function recipeClient(app: TestApp, cookie: string) {
  const send = (method: string, path: string, body?: unknown) =>
    call(app, method, path, { cookie, ...(body === undefined ? {} : { body }) });
  const recipeOf = async (response: Response, status: number, what: string) => {
    expect(response.status, what).toBe(status);
    return (await response.json()) as Recipe;
  };
  const read = async (id: string) =>
    recipeOf(await send('GET', `/api/recipes/${id}`), 200, `GET recipe ${id}`);
  return {
    send,
    read,
    create: async (body: RecipeCreate) =>
      recipeOf(await send('POST', '/api/recipes', body), 201, 'POST /api/recipes'),
    /** The recipe as stored after the PATCH, read back: not only what the PATCH answered. */
    patch: async (id: string, body: RecipePatch) => {
      await recipeOf(await send('PATCH', `/api/recipes/${id}`, body), 200, `PATCH recipe ${id}`);
      return read(id);
    },
  };
}

export type RecipeClient = ReturnType<typeof recipeClient>;
