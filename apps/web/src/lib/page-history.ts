/**
 * What the app knows of the browser history it has made: the entries of this tab (by React Router's
 * location key) and where the cook stands among them, plus the last address seen of each page. It
 * lets a "Back to recipes" link go back to the very list the cook came from — its search, filters
 * and scroll position — instead of a fresh one (features/recipes/components/back-link.tsx). The
 * last address of each page outlives a reload of the tab (sessionStorage, like the tab's history).
 */
import { NavigationType, type Location } from 'react-router';
import { recentMap } from './recent-map';

const entries: string[] = [];
let index = -1;
const urls = new Map<string, string>();

/** The last address of each page, newest last; older pages fall back to their plain path. */
const lastUrls = recentMap<string>({
  storageKey: 'mise.last-urls',
  max: 30,
  parse: ([path, url]) =>
    typeof path === 'string' && typeof url === 'string' && url.startsWith(path)
      ? [path, url]
      : null,
});

function rememberLastUrl(pathname: string, url: string): void {
  if (lastUrls.get(pathname) === url) return;
  lastUrls.set(pathname, url);
  lastUrls.persist();
}

const urlOf = (location: Pick<Location, 'pathname' | 'search'>) =>
  `${location.pathname}${location.search}`;

/** Called on every location change (RootLayout). */
export function recordLocation(location: Location, type: NavigationType): void {
  const { key } = location;
  urls.set(key, urlOf(location));
  rememberLastUrl(location.pathname, urlOf(location));
  if (entries[index] === key) return; // the same entry again (StrictMode runs effects twice)
  if (type === NavigationType.Push || index < 0) {
    entries.splice(index + 1, entries.length, key);
    index = entries.length - 1;
  } else if (type === NavigationType.Replace) {
    entries[index] = key;
  } else {
    const at = entries.indexOf(key);
    // An entry from before this page load (Back after a reload): start again from it.
    if (at < 0) entries.splice(0, entries.length, key);
    index = at < 0 ? 0 : at;
  }
}

/** The last address (with its search) the cook saw of `pathname`, if any. */
export function lastUrlOf(pathname: string): string | undefined {
  return lastUrls.get(pathname);
}

/** The address of the history entry before the current one, when this page load made it. */
export function previousUrl(): string | undefined {
  const key = index > 0 ? entries[index - 1] : undefined;
  return key === undefined ? undefined : urls.get(key);
}

/** For tests: forget everything. */
export function resetPageHistory(): void {
  entries.length = 0;
  index = -1;
  urls.clear();
  lastUrls.clear();
}
