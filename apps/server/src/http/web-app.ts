import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  firstScreenHtml,
  firstScreenPlan,
  isWebPagePath,
  withFirstScreen,
  withShellHeader,
} from '@mise/core';
import { hasSessionCookie } from './session.js';

/** Reads an API path in process, as a guest (the app's own `request`): its answer. */
export type ApiReader = (path: string) => Response | Promise<Response>;

/**
 * A guest's first screen of a public page (core's web-first-screen.ts, decision 0032): the answers
 * it is made of, read in process, and its markup; null when the page has none, an answer is not a
 * 200, or they take longer than `waitMs` (a slow provider of inspirations, a busy database: the
 * page then goes with the plain shell, and the app reads them itself).
 */
async function firstScreenOf(readApi: ApiReader, waitMs: number, pathname: string, search: string) {
  const plan = firstScreenPlan(pathname, search);
  if (!plan) return null;
  const read = Promise.all(
    plan.answers.map(async (path) => {
      const response = await readApi(path);
      const body = await response.text();
      return response.status === 200 ? { path, body } : null;
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const answers = await Promise.race([read.catch(() => null), late]).finally(() =>
    clearTimeout(timer),
  );
  if (!answers || answers.some((answer) => answer === null)) return null;
  const read200 = answers as Array<{ path: string; body: string }>;
  let screen: string | null;
  try {
    screen = firstScreenHtml(
      plan.route,
      read200.map((answer) => JSON.parse(answer.body) as unknown),
    );
  } catch {
    return null;
  }
  return screen
    ? { screen, answers: Object.fromEntries(read200.map((answer) => [answer.path, answer.body])) }
    : null;
}

/**
 * Serves the built web app on the API's origin. Hashed files under /assets never change, so they are
 * cached for a year; index.html is revalidated every time so a deploy shows at once. Any other path
 * that is not an API call gets index.html and the client router shows its page: with 200 for a path
 * of one of the web's routes (core's WEB_PAGE_PATHS), with 404 for any other, where the app shows
 * Page Not Found (so crawlers and tools see the miss too). A recipe id that does not exist still gets
 * 200 here: only the API knows, and the page shows its own not-found view.
 */
export function webAppRoutes(
  webDist: string | undefined,
  firstScreens?: { readApi: ApiReader; waitMs: number },
) {
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
    if (status === 404) return c.html(indexHtml, 404);
    // The page differs for a guest and a member: no shared cache may give one the other's.
    c.header('Vary', 'Cookie');
    // A guest's public page comes with its first screen; a member's page paints its header with
    // the shell (core's web-shell.ts).
    const url = new URL(c.req.url);
    const first =
      firstScreens && firstScreens.waitMs > 0 && !hasSessionCookie(c.req.header('cookie'))
        ? await firstScreenOf(firstScreens.readApi, firstScreens.waitMs, url.pathname, url.search)
        : null;
    return c.html(
      first
        ? withFirstScreen(indexHtml, first.screen, first.answers)
        : withShellHeader(indexHtml, c.req.path),
    );
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
