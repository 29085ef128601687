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
  takeEmbeddedAnswers,
} from './early-requests';

const { pathname, search } = window.location;

const route = routeOf(pathname);
const routeChunks = document.querySelector<HTMLMetaElement>('meta[name="mise-route-chunks"]');
// Per route, the chunks its page needs; a member's page (see vite.config.ts) is named by its path,
// and `members` names member-requests.ts's script.
const chunks = JSON.parse(routeChunks?.content ?? '{}') as Record<string, string[] | undefined>;
const files = chunks[route ?? pathname];
const preloadRouteChunks = () => {
  for (const href of files ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};

// Whether the parser has passed the shell (this script may run before that): not DOMContentLoaded,
// which waits for the app's entry.
const shellParsed = () => document.readyState !== 'loading' || document.querySelector('noscript');
function whenShellParsed(then: () => void): void {
  if (shellParsed()) return then();
  const observer = new MutationObserver(() => {
    if (!shellParsed()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

const paths = earlyRequestsFor(pathname, search);
// A guest's public page came with the answers of its first screen (core's web-first-screen.ts):
// those are not asked again, and the page's code loads once its picture is shown, as the app's
// does (main.tsx), so that on a slow link the picture has the bandwidth to itself.
const embedded = takeEmbeddedAnswers(document);
startEarlyRequests(paths.filter((path) => !embedded.has(path)));
if (embedded.size === 0) {
  preloadRouteChunks();
} else {
  whenShellParsed(() => {
    const picture = document.querySelector<HTMLImageElement>(
      '#shell-page img[fetchpriority="high"]',
    );
    void Promise.race([
      picture?.decode().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]).then(() => requestAnimationFrame(preloadRouteChunks));
  });
}
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
// The page's largest picture starts downloading as soon as the answer naming it arrives (unless
// it came with the page: then it is in the HTML already).
const picture = firstPictureFor(pathname, paths);
if (picture && !embedded.has(picture.path)) preloadFirstPicture(picture);

// A member's page shows its header with the shell (shell-header.ts), as soon as the parser has passed
// the shell.
if (shellParsed() || shellHeaders[pathname]) whenShellParsed(() => paintShellHeader(pathname));
