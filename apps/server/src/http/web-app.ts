import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { isWebPagePath, withShellHeader } from '@mise/core';

/**
 * Serves the built web app on the API's origin. Hashed files under /assets never change, so they are
 * cached for a year; index.html is revalidated every time so a deploy shows at once. Any other path
 * that is not an API call gets index.html and the client router shows its page: with 200 for a path
 * of one of the web's routes (core's WEB_PAGE_PATHS), with 404 for any other, where the app shows
 * Page Not Found (so crawlers and tools see the miss too). A recipe id that does not exist still gets
 * 200 here: only the API knows, and the page shows its own not-found view.
 */
export function webAppRoutes(webDist: string | undefined) {
  const app = new Hono();
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return app;
  const root = path.relative(process.cwd(), webDist) || '.';
  const indexFile = path.join(webDist, 'index.html');
  let indexHtml: string | undefined;

  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has('cache-control'))
        c.res.headers.set('Cache-Control', value);
    };
  const sendIndex = async (c: Context, status: 200 | 404 = 200) => {
    indexHtml ??= await readFile(indexFile, 'utf8');
    c.header('Cache-Control', 'no-cache');
    // A member's page paints its header with the shell (core's web-shell.ts).
    return c.html(status === 200 ? withShellHeader(indexHtml, c.req.path) : indexHtml, status);
  };

  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root }));
  app.get('/', (c) => sendIndex(c));
  app.get('/index.html', (c) => sendIndex(c));
  // The service worker and the web app manifest (decision 0027) are checked for a new version on
  // every visit: cached, a deploy would reach installed apps only an hour later.
  app.use('/sw.js', cacheFor('no-cache'), serveStatic({ root }));
  app.use('/manifest.webmanifest', cacheFor('no-cache'), serveStatic({ root }));
  app.use('*', cacheFor('public, max-age=3600'), serveStatic({ root }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/assets/')) return c.notFound();
    return sendIndex(c, isWebPagePath(c.req.path) ? 200 : 404);
  });
  return app;
}
