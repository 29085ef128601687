// Loaded by index.html before the app's entry and independent of it (see vite.config.ts): the first
// page's code and API reads start downloading while React and the router still are.
import type { MemberRoute } from './early-requests';
import { paintShellHeader, shellHeaders } from './shell-header';
import type startMemberRequests from './member-requests';
import {
  earlyRequestsFor,
  firstPictureFor,
  preloadFirstPicture,
  routeOf,
  startEarlyRequests,
} from './early-requests';

const { pathname, search } = window.location;

const route = routeOf(pathname);
const routeChunks = document.querySelector<HTMLMetaElement>('meta[name="mise-route-chunks"]');
// Per route, the chunks its page needs; a member's page (see vite.config.ts) is named by its path,
// and `members` names member-requests.ts's script.
const chunks = JSON.parse(routeChunks?.content ?? '{}') as Record<string, string[] | undefined>;
const files = chunks[route ?? pathname];
for (const href of files ?? []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

const paths = earlyRequestsFor(pathname, search);
startEarlyRequests(paths);
// A member's page: its reads start as soon as the session has answered, from a script loaded on
// those pages only.
if (!route && files) {
  (
    import(/* @vite-ignore */ chunks.members as unknown as string) as Promise<{
      default: typeof startMemberRequests;
    }>
  )
    .then((script) => script.default(pathname as MemberRoute, search))
    .catch(() => undefined);
}
// The page's largest picture starts downloading as soon as the answer naming it arrives.
const picture = firstPictureFor(pathname, paths);
if (picture) preloadFirstPicture(picture);

// A member's page shows its header with the shell (shell-header.ts), as soon as the parser has passed
// the shell (this script may run before that): not at DOMContentLoaded, which waits for the app's entry.
const shellParsed = () => document.readyState !== 'loading' || document.querySelector('noscript');
if (shellParsed()) {
  paintShellHeader(pathname);
} else if (shellHeaders[pathname]) {
  const observer = new MutationObserver(() => {
    if (!shellParsed()) return;
    observer.disconnect();
    paintShellHeader(pathname);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
