// Loaded by index.html before the app's entry and independent of it (see vite.config.ts): the first
// page's code and API reads start downloading while React and the router still are.
import { earlyRequestsFor, routeOf, startEarlyRequests } from './early-requests';

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

startEarlyRequests(earlyRequestsFor(pathname, search));
