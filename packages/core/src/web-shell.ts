/**
 * The members' pages whose first screen is their header (Lighthouse's largest paint on each): the
 * server writes the heading and lead sentence into index.html's shell for these paths (between the
 * `shell-page` markers), with the classes the web's PageHeader gives them, so they paint with the
 * HTML and the stylesheet alone; React's first render puts the same words in the same place. The
 * web's `shell-header.test.ts` holds these words to the pages'.
 */
export const SHELL_HEADERS: Readonly<Record<string, { title: string; description: string }>> = {
  '/food-diary': {
    title: 'Food Diary',
    description: 'What you eat each day, against your nutrition targets.',
  },
  '/grocery-list': {
    title: 'Grocery List',
    description: 'What to buy, by aisle. Tap an item to check it off.',
  },
  '/progress': {
    title: 'My Cooking Journey',
    description: "Your level, experience points, streak, badges and today's challenges.",
  },
};

/** Text made safe for HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The web's PageHeader as HTML: the h1, its lead sentence when there is one, and `actionsHtml`
 * (already HTML) in its actions box when given.
 */
export function pageHeaderHtml(title: string, description?: string, actionsHtml?: string): string {
  return (
    '<header class="mb-6 flex flex-wrap items-start justify-between gap-4"><div class="min-w-0">' +
    `<h1 class="text-3xl font-bold tracking-tight text-slate-900">${escapeHtml(title)}</h1>` +
    (description
      ? `<p class="mt-2 max-w-prose text-base text-slate-700">${escapeHtml(description)}</p>`
      : '') +
    '</div>' +
    (actionsHtml ? `<div class="flex flex-wrap gap-2">${actionsHtml}</div>` : '') +
    '</header>'
  );
}

/** The shell's header for `path`, as HTML, or null for a page without one. */
export function shellHeaderHtml(path: string): string | null {
  const header = SHELL_HEADERS[path];
  return header ? pageHeaderHtml(header.title, header.description) : null;
}

/** index.html with the shell's page part replaced by `path`'s header (unchanged without one). */
export function withShellHeader(indexHtml: string, path: string): string {
  const html = shellHeaderHtml(path);
  if (!html) return indexHtml;
  return indexHtml.replace(
    /<!--shell-page-->[\s\S]*?<!--\/shell-page-->/,
    () => `<!--shell-page-->${html}<!--/shell-page-->`,
  );
}
