import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { call, createTestApp, recipeClient, signUp } from '../../test/test-app.js';
import { webAppRoutes } from './web-app.js';

describe('serving the web app on the API origin', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: ReturnType<typeof createTestApp>['app'];
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'mise-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Mise</title><div id="root"><div id="shell-page"><!--shell-page--><div aria-hidden="true"></div><!--/shell-page--></div></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Mise"}');
    database = await createTestDatabase();
    app = createTestApp(database, { webDist: dist }).app;
  });
  afterAll(() => database.close());

  it('caches hashed assets as immutable', async () => {
    const response = await call(app, 'GET', '/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it.each([
    ['/', 200],
    ['/recipes', 200],
    ['/recipes/', 200],
    ['/recipes/123', 200],
    ['/recipes/123/edit', 200],
    ['/admin/health-goals', 200],
    ['/no/such/page', 404],
    ['/no-such-page', 404],
    ['/recipes/123/edit/more', 404],
  ])(
    'falls back to index.html for %s, with status %i (the web has a route there or not)',
    async (route, status) => {
      const response = await call(app, 'GET', route);
      expect(response.status).toBe(status);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it("writes a member page's header into the shell, and nothing into other pages' shells", async () => {
    const diary = await (await call(app, 'GET', '/food-diary')).text();
    expect(diary).toContain(
      '<h1 class="text-3xl font-bold tracking-tight text-slate-900">Food Diary</h1>',
    );
    expect(diary).not.toContain('<div aria-hidden="true"></div>');
    const progress = await (await call(app, 'GET', '/progress')).text();
    expect(progress).toContain(
      'Your level, experience points, streak, badges and today&#39;s challenges.',
    );
    // (No recipe yet: the list has no first screen either; `/` has one, see below.)
    for (const other of ['/recipes', '/no-such-page']) {
      const html = await (await call(app, 'GET', other)).text();
      expect(html, other).not.toContain('<h1');
      expect(html, other).toContain('<div aria-hidden="true"></div>');
    }
  });

  it('keeps API and asset misses as real 404s', async () => {
    expect((await call(app, 'GET', '/api/nothing')).status).toBe(404);
    expect((await call(app, 'GET', '/assets/missing.js')).status).toBe(404);
  });

  it('serves other public files', async () => {
    const response = await call(app, 'GET', '/favicon.svg');
    expect(response.status).toBe(200);
  });

  it('serves the service worker and the manifest revalidated, with their types, allowed by the CSP', async () => {
    const worker = await call(app, 'GET', '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    const csp = worker.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const manifest = await call(app, 'GET', '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect((await call(app, 'GET', '/sw-missing.js')).status).toBe(404);
  });
});

/** Decision 0032: a guest's public pages are sent with their first screen and its answers. */
describe("a guest's first screen", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: ReturnType<typeof createTestApp>['app'];
  let dist: string;
  let cookie: string;
  const indexHtml =
    '<!doctype html><head><title>Mise</title><!--first-answers-->' +
    '<link rel="modulepreload" crossorigin href="/assets/app-1.js" fetchpriority="low" data-after-first-screen>' +
    '<link rel="modulepreload" crossorigin href="/assets/start-1.js" data-after-first-screen>' +
    '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js"></head>' +
    '<div id="root"><div id="shell-page"><!--shell-page--><div aria-hidden="true"></div><!--/shell-page--></div></div>';
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mise-dist-'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    database = await createTestDatabase();
    app = createTestApp(database, { webDist: dist }).app;
    cookie = (await signUp(app)).cookie;
  });
  afterAll(() => database.close());

  /** The answers block of a page, parsed. */
  const answersOf = (html: string) => {
    const block = /<script type="application\/json" id="mise-first-answers">(.*?)<\/script>/s.exec(
      html,
    );
    return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : null;
  };

  it('writes the recipe list with the API answer it was made from, and drops the app preloads', async () => {
    const recipes = recipeClient(app, cookie);
    const hidden = await recipes.create({ title: 'Secret stew', is_public: false });
    const shown = await recipes.create({
      title: 'Soup </script><!-- & more',
      description: 'A "warm" bowl',
      is_public: true,
      dietary_restrictions: ['vegan'],
    });
    const response = await call(app, 'GET', '/recipes');
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Cookie');
    const html = await response.text();
    expect(html).toContain(
      '<h1 class="text-3xl font-bold tracking-tight text-slate-900">Browse Recipes</h1>',
    );
    expect(html).toContain(`<a href="/recipes/${shown.id}"`);
    expect(html).toContain('Soup &#60;/script&#62;&#60;!-- &#38; more</a>');
    expect(html).not.toContain('Secret stew');
    expect(html).not.toContain(hidden.id);
    // The answer is the API's own, and no text of it can end the block.
    const api = await (await call(app, 'GET', '/api/recipes?limit=20')).json();
    expect(answersOf(html)).toEqual({ '/api/recipes?limit=20': api });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!-- &');
    // The app's code waits for the first screen's picture; other preloads stay.
    expect(html).not.toContain('data-after-first-screen');
    expect(html).toContain('/assets/preload-helper-1.js');
    expect(html).not.toContain('<div aria-hidden="true"></div>');
  });

  it("writes a public recipe's page, and nothing for a recipe a guest may not see", async () => {
    const recipes = recipeClient(app, cookie);
    const open = await recipes.create({ title: 'Open pie', is_public: true, cuisine: 'French' });
    const closed = await recipes.create({ title: 'Closed pie', is_public: false });
    const html = await (await call(app, 'GET', `/recipes/${open.id}`)).text();
    expect(html).toContain('>Open pie</h1>');
    expect(html).toContain('Back to recipes');
    expect(Object.keys(answersOf(html) ?? {})).toEqual([`/api/recipes/${open.id}`]);
    const refused = await (await call(app, 'GET', `/recipes/${closed.id}`)).text();
    expect(refused).not.toContain('Closed pie');
    expect(answersOf(refused)).toBeNull();
    expect(refused).toContain('<div aria-hidden="true"></div>');
  });

  it('writes the home page with the inspirations the app will show', async () => {
    const html = await (await call(app, 'GET', '/')).text();
    const answers = answersOf(html)!;
    const random = answers['/api/inspiration/random'] as { items: Array<{ title: string }> };
    expect(random.items.length).toBeGreaterThan(0);
    expect(html).toContain('Recipe Inspirations</h2>');
    for (const meal of random.items) expect(html).toContain(`Customize: ${meal.title}`);
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/);
  });

  it('gives a member, a filtered list and a page without one the plain shell', async () => {
    for (const [route, headers] of [
      ['/recipes', { cookie }],
      ['/', { cookie }],
      ['/recipes?q=soup', {}],
      ['/food-diary', {}],
      ['/no-such-page', {}],
    ] as const) {
      const html = await (await call(app, 'GET', route, { headers })).text();
      expect(answersOf(html), route).toBeNull();
      expect(html, route).toContain('data-after-first-screen');
    }
  });

  it('goes without when the answers take longer than the wait, or when it is turned off', async () => {
    const meal = {
      id: 'm1',
      title: 'Late soup',
      category: 'Soup',
      image_url: '/api/inspiration/images/m1.svg',
    };
    let asked = 0;
    const answeringIn = (ms: number) => () => {
      asked += 1;
      return new Promise<Response>((resolve) =>
        setTimeout(() => resolve(Response.json({ items: [meal] })), ms),
      );
    };
    const page = async (waitMs: number, answerMs: number) =>
      (await webAppRoutes(dist, { readApi: answeringIn(answerMs), waitMs }).request('/')).text();
    // In time, the answer makes the first screen; late or turned off, the plain shell goes.
    expect(answersOf(await page(1_000, 20))).toEqual({
      '/api/inspiration/random': { items: [meal] },
    });
    const late = await page(20, 200);
    expect(answersOf(late)).toBeNull();
    expect(late).toContain('<div aria-hidden="true"></div>');
    asked = 0;
    expect(answersOf(await page(0, 0))).toBeNull();
    expect(asked).toBe(0);
  });
});
