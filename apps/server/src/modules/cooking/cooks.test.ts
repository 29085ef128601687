import { beforeAll, describe, expect, it } from 'vitest';
import {
  cookingMessages,
  type CookList,
  type CookingFinish,
  type CookingSession,
  type Recipe,
  type RecipeCreate,
} from '@mise/core';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { stewBody, testClock } from './cooking-test-fixtures.js';

const { clock, advance } = testClock('2026-04-01T09:00:00.000Z');
const recipeBody = (over: Partial<RecipeCreate> = {}) =>
  stewBody({ title: 'Cooks Test Stew', ...over });

/** Newest first by finished_at, then id (both descending), as the list promises. */
const newestFirst = (a: CookingSession, b: CookingSession) =>
  b.finished_at!.localeCompare(a.finished_at!) || b.id.localeCompare(a.id);

describe('GET /api/me/cooks', () => {
  const suite = setUpTestApp({ clock });
  let cook: { cookie: string };
  let other: { cookie: string };
  let stew: Recipe; // the cook's, private
  let soup: Recipe; // the cook's, public (the other member cooks it too)
  /** The cook's finished sessions, newest first. */
  let finished: CookingSession[];
  let othersCook: CookingSession;
  let stopped: CookingSession;
  let active: CookingSession;

  const send = async (cookie: string | undefined, method: string, path: string, body?: unknown) =>
    call(suite.app, method, path, {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });
  const start = async (cookie: string, recipe: Recipe) => {
    const response = await send(cookie, 'POST', '/api/cooking/sessions', { recipe_id: recipe.id });
    expect(response.status).toBe(201);
    return (await response.json()) as CookingSession;
  };
  /** Cooks a recipe: every step done and the planned 45 minutes, or abandoned early (not counted). */
  const cookIt = async (who: { cookie: string }, recipe: Recipe, counted: boolean) => {
    const session = await start(who.cookie, recipe);
    if (counted) {
      const patched = await send(who.cookie, 'PATCH', `/api/cooking/sessions/${session.id}`, {
        completed_step_ids: recipe.steps.map((s) => s.id),
      });
      expect(patched.status).toBe(200);
      advance(45 * 60);
    } else advance(20);
    const response = await send(who.cookie, 'POST', `/api/cooking/sessions/${session.id}/finish`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CookingFinish;
    expect(answer.session.counted).toBe(counted);
    return answer.session;
  };
  const list = async (cookie: string | undefined, query = '') => {
    const response = await send(cookie, 'GET', `/api/me/cooks${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as CookList;
  };
  /** Every page of a list, following next_cursor to the end. */
  const allPages = async (cookie: string, query: string) => {
    const pages: CookList[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(cookie, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.next_cursor;
    } while (cursor && pages.length < 20);
    return pages;
  };
  const ids = (sessions: CookingSession[]) => sessions.map((s) => s.id);

  beforeAll(async () => {
    cook = await signUp(suite.app);
    other = await signUp(suite.app);
    stew = await recipeClient(suite.app, cook.cookie).create(recipeBody());
    soup = await recipeClient(suite.app, cook.cookie).create(
      recipeBody({ title: 'Cooks Test Soup', is_public: true }),
    );
    const c1 = await cookIt(cook, stew, true);
    advance(60);
    const c2 = await cookIt(cook, stew, false);
    advance(60);
    const c3 = await cookIt(cook, soup, true);
    // Started and finished at c3's finish time: two cooks finished at the same instant, so the
    // cursor must break the tie by id.
    advance(-20);
    const c4 = await cookIt(cook, stew, false);
    expect(c4.finished_at).toBe(c3.finished_at);
    advance(60);
    const c5 = await cookIt(cook, stew, true);
    advance(60);
    stopped = await start(cook.cookie, stew);
    expect((await send(cook.cookie, 'DELETE', `/api/cooking/sessions/${stopped.id}`)).status).toBe(
      204,
    );
    othersCook = await cookIt(other, soup, true);
    active = await start(cook.cookie, stew); // left cooking
    finished = [c1, c2, c3, c4, c5].sort(newestFirst);
  });

  it('lists the member’s own finished cooks only, newest first, as the session routes return them', async () => {
    const page = await list(cook.cookie);
    expect(page.items).toEqual(finished);
    expect(page.next_cursor).toBeNull();
    expect(page).not.toHaveProperty('summary');
    expect(ids(page.items)).not.toContain(stopped.id);
    expect(ids(page.items)).not.toContain(active.id);
    expect(ids(page.items)).not.toContain(othersCook.id);
    expect(page.items.every((s) => s.status === 'finished')).toBe(true);
  });

  it('pages with the cursor to the end, with no duplicate and nothing skipped', async () => {
    for (const limit of [1, 2, 3]) {
      const pages = await allPages(cook.cookie, `?limit=${limit}`);
      expect(pages).toHaveLength(Math.ceil(finished.length / limit));
      expect(pages.every((p) => p.items.length <= limit)).toBe(true);
      expect(ids(pages.flatMap((p) => p.items))).toEqual(ids(finished));
    }
  });

  it('filters by recipe, pages within it, and sums up the counted cooks of that recipe', async () => {
    const stews = finished.filter((s) => s.recipe_id === stew.id);
    const counted = stews.filter((s) => s.counted);
    expect(stews).toHaveLength(4);
    expect(counted).toHaveLength(2);
    const pages = await allPages(cook.cookie, `?recipe_id=${stew.id}&limit=3`);
    expect(pages).toHaveLength(2);
    expect(ids(pages.flatMap((p) => p.items))).toEqual(ids(stews));
    for (const page of pages)
      expect(page.summary).toEqual({ count: 2, last_finished_at: counted[0]!.finished_at });
    // Uppercase ids are the same recipe.
    expect(ids((await list(cook.cookie, `?recipe_id=${stew.id.toUpperCase()}`)).items)).toEqual(
      ids(stews),
    );
    const soups = await list(cook.cookie, `?recipe_id=${soup.id}`);
    expect(ids(soups.items)).toEqual(ids(finished.filter((s) => s.recipe_id === soup.id)));
    expect(soups.summary).toEqual({ count: 1, last_finished_at: soups.items[0]!.finished_at });
  });

  it('shows another member none of mine: their own cooks only, and a zero summary of my recipe', async () => {
    const theirs = await list(other.cookie);
    expect(ids(theirs.items)).toEqual([othersCook.id]);
    const ofStew = await list(other.cookie, `?recipe_id=${stew.id}`);
    expect(ofStew).toEqual({
      items: [],
      next_cursor: null,
      summary: { count: 0, last_finished_at: null },
    });
    // The soup both cooked: only their own cook, and only it in the summary.
    const ofSoup = await list(other.cookie, `?recipe_id=${soup.id}`);
    expect(ids(ofSoup.items)).toEqual([othersCook.id]);
    expect(ofSoup.summary).toEqual({ count: 1, last_finished_at: othersCook.finished_at });
  });

  it('is for members: a guest gets 401', async () => {
    expect((await send(undefined, 'GET', '/api/me/cooks')).status).toBe(401);
    expect((await send(undefined, 'GET', `/api/me/cooks?recipe_id=${stew.id}`)).status).toBe(401);
  });

  it('refuses a bad recipe_id, cursor or limit with 400 and the contract’s message', async () => {
    const badRecipe = await send(cook.cookie, 'GET', '/api/me/cooks?recipe_id=not-a-uuid');
    expect(badRecipe.status).toBe(400);
    const body = (await badRecipe.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.recipe_id).toBe(cookingMessages.recipeId);
    for (const cursor of ['garbage', Buffer.from('["x","y"]').toString('base64url')]) {
      const response = await send(cook.cookie, 'GET', `/api/me/cooks?cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect(
        ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields,
      ).toEqual({ cursor: 'Invalid cursor' });
    }
    for (const limit of ['0', '101', 'x'])
      expect((await send(cook.cookie, 'GET', `/api/me/cooks?limit=${limit}`)).status, limit).toBe(
        400,
      );
  });
});
