// Loaded by index.html before the app's entry and independent of it (see vite.config.ts): the first
// page's code and API reads start downloading while React and the router still are.
import {
  earlyRequestsFor,
  firstPictureFor,
  preloadFirstPicture,
  routeOf,
  startEarlyRequests,
  startMemberRequests,
} from './early-requests';

const { pathname, search } = window.location;

const route = routeOf(pathname);
const routeChunks = document.querySelector<HTMLMetaElement>('meta[name="mise-route-chunks"]');
if (route && routeChunks) {
  const files = (JSON.parse(routeChunks.content) as Record<string, string[] | undefined>)[route];
  for (const href of files ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const paths = earlyRequestsFor(pathname, search);
startEarlyRequests(paths);
// A member's page: its reads start as soon as the session has answered.
startMemberRequests(pathname, search);
// The page's largest picture starts downloading as soon as the answer naming it arrives.
const picture = firstPictureFor(pathname, paths);
if (picture) preloadFirstPicture(picture);
