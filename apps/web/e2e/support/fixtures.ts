import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './env';
import { newUser, type TestUser } from './auth';

/**
 * Journeys that need "a signed-in member" but are not about signing up share one: each Playwright
 * worker signs one member up through the API once (no sign-up form, no password hash per test) and
 * every `memberPage` starts in a fresh browser context carrying that member's session cookie.
 * Journeys about accounts themselves (auth.spec.ts, mobile-menu.spec.ts) keep signing up by the form.
 * A journey whose member must be new (empty lists, first-visit texts) signs up its own with
 * `signUpByApi` into its own context instead.
 */

/** Signs a new user up through `POST /api/auth/sign-up/email`; the request context keeps the cookie. */
export async function signUpByApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, username: user.username },
    headers: { origin: baseURL },
  });
  expect(response.ok(), `sign-up of ${user.email}: ${response.status()}`).toBe(true);
}

/**
 * Marks the member's progress events as shown, so data set up through the API (a recipe: +50 XP)
 * brings no toast onto the next page. A toast pauses while the pointer is over it, and one parked
 * over the link a journey clicks next stayed there for the whole timeout.
 */
export async function markProgressSeen(request: APIRequestContext): Promise<void> {
  const events = await request.get('/api/me/progress/events?unseen=true');
  expect(events.ok(), `progress events: ${events.status()}`).toBe(true);
  const ids = ((await events.json()) as { items: { id: string }[] }).items.map((e) => e.id);
  if (ids.length === 0) return;
  const seen = await request.post('/api/me/progress/seen', {
    data: { ids },
    headers: { origin: baseURL },
  });
  expect(seen.status(), 'progress events marked seen').toBe(204);
}

interface WorkerFixtures {
  /** This worker's member and the browser state (session cookie) that signs a context in as them. */
  member: { user: TestUser; storageState: Awaited<ReturnType<APIRequestContext['storageState']>> };
}

interface TestFixtures {
  /** A page in a new context, already signed in as the worker's member. */
  memberPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  member: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL });
      const user = newUser('m');
      await signUpByApi(request, user);
      const storageState = await request.storageState();
      await request.dispose();
      await use({ user, storageState });
    },
    { scope: 'worker' },
  ],
  memberPage: async ({ browser, member }, use) => {
    const context = await browser.newContext({ storageState: member.storageState });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };
export type { Page };
