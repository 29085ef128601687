import { lazy, Suspense, useState } from 'react';
import {
  HomeInspirationsFallback,
  type HomeInspirationsProps,
} from '../components/home-inspirations-slot';
import type { PagePrimer } from '../lib/page-primer';
import type * as InspirationSectionModule from '../features/inspiration/components/inspiration-section';

// The home page's Recipe Inspirations (issue 16 §1) are another feature's: the app fills the home
// page's slot with them (app.tsx) and primes them with the page (routes.tsx).
type SectionModule = typeof InspirationSectionModule;
/** The module once loaded: rendered directly then, without a lazy component's first suspension. */
let section: SectionModule | undefined;
const loadSection = () =>
  import('../features/inspiration/components/inspiration-section').then((m) => (section = m));

const LazySection = lazy(() => loadSection().then((m) => ({ default: m.InspirationSection })));

/**
 * The section itself when its module has loaded (the home primer loads it on a first visit), else
 * the lazy one. Decided once per mount: switching would remount the section and lose its state.
 */
function InspirationSection(props: HomeInspirationsProps) {
  const [loaded] = useState(() => section);
  return loaded ? <loaded.InspirationSection {...props} /> : <LazySection {...props} />;
}

/** Their own chunk (preloaded with `/`, vite.config.ts); the section's shape meanwhile. */
export function renderHomeInspirations(props: HomeInspirationsProps) {
  return (
    <Suspense fallback={<HomeInspirationsFallback />}>
      <InspirationSection {...props} />
    </Suspense>
  );
}

/**
 * The home page's primer, plus the inspirations' code and random picks on a first load (when the
 * home primer has work too, i.e. index.html's early script ran): the first render then shows the
 * cards, whose first picture is the page's largest paint, instead of a stand-in then skeletons.
 */
export function withHomeInspirations(prime: PagePrimer): PagePrimer {
  return (queryClient, args) => {
    const home = prime(queryClient, args);
    if (!home) return undefined;
    return Promise.all([home, loadSection().then((m) => m.primeInspirations(queryClient))]);
  };
}
