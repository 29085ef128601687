// Which module each route lazily loads, read from the route table itself (src/app/routes.tsx), so
// the build (route chunk preloads) and scripts/check-bundle.mjs (per-route budget) cannot drift from
// it. Throws when a route or its module is not where it is expected: a moved file must fail loudly,
// never count as an empty route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const webRoot = import.meta.dirname;
const routesFile = path.join(webRoot, 'src/app/routes.tsx');

/** The public pages a visit starts on: their JavaScript is held to the budget by check-bundle. */
export const measuredRoutes = ['/', '/recipes', '/recipes/:id'];

/**
 * The members' pages Lighthouse measures (bench/web.ts): their first load is preloaded as the
 * public pages' is (their page chunks start with the app's, and their data with the session).
 */
export const memberRoutes = ['/food-diary', '/grocery-list', '/progress'];

/** The routes whose first load is preloaded by the build (index.html's route chunks). */
export const preloadedRoutes = [...measuredRoutes, ...memberRoutes];

/**
 * Every route path of the table that lazily imports its page (all but the 404 page), in table order:
 * scripts/check-bundle.mjs holds each of them to the budget, so a new page is measured from its first
 * build.
 * @returns {string[]}
 */
export function everyRoute() {
  const source = readFileSync(routesFile, 'utf8');
  const routes = [...source.matchAll(/path:\s*'([^']+)',(?:(?!path:)[^])*?import\(/g)].map(
    (match) => match[1],
  );
  if (routes.length === 0) throw new Error(`route-modules: no lazily loaded page in ${routesFile}`);
  return routes;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Route path → its page module, relative to apps/web (`src/features/home/pages/home-page.tsx`).
 * @param {readonly string[]} routes
 * @returns {Record<string, string>}
 */
export function routeModules(routes = measuredRoutes) {
  const source = readFileSync(routesFile, 'utf8');
  const modules = {};
  for (const route of routes) {
    const match = new RegExp(
      `path:\\s*'${escapeRegExp(route)}',((?:(?!path:)[^])*?)import\\('([^']+)'\\)`,
    ).exec(source);
    if (!match) {
      throw new Error(`route-modules: no lazily imported page for '${route}' in ${routesFile}`);
    }
    const base = path.resolve(path.dirname(routesFile), match[2]);
    const file = ['.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((candidate) => existsSync(candidate));
    if (!file)
      throw new Error(`route-modules: '${route}' imports ${match[2]}, which does not exist`);
    modules[route] = path.relative(webRoot, file).split(path.sep).join('/');
  }
  return modules;
}
