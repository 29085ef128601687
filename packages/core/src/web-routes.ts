/**
 * Every page path of the web app, in React Router's pattern syntax (`:id` is one segment). The web's
 * route table (apps/web/src/app/routes.tsx) may only use these (its `path` is typed by this list, and
 * a test checks each one has its page); the server answers any other browser path with the app's
 * Page Not Found and HTTP 404. Zod-free: the web's first load imports it.
 */
export const WEB_PAGE_PATHS = [
  '/',
  '/test',
  '/login',
  '/auth/callback',
  '/recipes',
  '/recipes/create',
  '/recipes/ideas',
  '/recipes/:id',
  '/recipes/:id/edit',
  '/cooking/:id',
  '/cooking-chat',
  '/meal-plans',
  '/meal-plans/create',
  '/meal-plans/:id',
  '/meal-plans/:id/edit',
  '/grocery-list',
  '/collections',
  '/collections/:id',
  '/contests',
  '/contests/:id',
  '/my-entries',
  '/profile',
  '/progress',
  '/user-progress',
  '/achievements',
  '/test/achievements',
  '/food-diary',
  '/credits',
  '/admin/health-goals',
] as const;

export type WebPagePath = (typeof WEB_PAGE_PATHS)[number];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const patterns = WEB_PAGE_PATHS.map(segmentsOf);

/**
 * Whether the web app has a page at `pathname`, matched as React Router does by default: case does
 * not matter, a trailing slash does not count, and `:param` matches any one non-empty segment.
 */
export function isWebPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
