import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { call, createTestApp } from '../../test/test-app.js';

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
    for (const other of ['/', '/recipes', '/no-such-page']) {
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
