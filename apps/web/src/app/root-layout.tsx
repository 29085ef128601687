import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { COOKING_STARTED_EVENT, isCookingStored } from '../features/cooking/cooking-signal';
import { TopNav } from './navigation/top-nav';
import { useScrollOnNavigate } from './scroll-on-navigate';
import { AboutSection } from './about-section';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-emerald-100"
      aria-hidden="true"
    >
      <div className="h-full w-1/3 bg-emerald-700 motion-safe:animate-progress" />
    </div>
  );
}

// The mini cooking panel, its button and the timers' ticker: their own chunk (with the cooking
// store), loaded only once a recipe is being cooked, so visitors who never cook never download it.
const CookingDock = lazy(() => import('../features/cooking/dock/cooking-dock'));

/**
 * Renders nothing when the dock's code fails (its chunk could not load, or it threw): the frame —
 * every page — must not fall to the root error screen because of a side panel.
 */
class DockBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Loads the cooking dock when a recipe is being cooked: stored at load (a reload, another tab's
 * start), or started later on this page (the started event). Once loaded it stays mounted, on
 * `/cooking/` pages too, where it shows no panel but its timers still ring; it renders nothing once
 * cooking stops.
 */
function CookingDockMount() {
  const [wanted, setWanted] = useState(isCookingStored);
  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    window.addEventListener(COOKING_STARTED_EVENT, load);
    return () => window.removeEventListener(COOKING_STARTED_EVENT, load);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <DockBoundary>
      <Suspense fallback={null}>
        <CookingDock />
      </Suspense>
    </DockBoundary>
  );
}

/** The frame of every page: skip link, top navigation, the page itself, footer, cooking dock. */
export function RootLayout() {
  useScrollOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 print:bg-white print:text-black">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white font-medium text-emerald-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 print:hidden"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <TopNav />
      <main
        id="main"
        tabIndex={-1}
        // At least a screen tall, so the footer starts below the fold and does not jump down (a
        // layout shift) when a page's data arrives.
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:py-8 print:min-h-0 print:max-w-none print:p-0"
      >
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white print:hidden">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-700">
          Mise — recipes, cooking, meal plans and progress for home cooks.
        </p>
        <AboutSection />
      </footer>
      <CookingDockMount />
    </div>
  );
}

/** Shown once, while the first page's code and guard load. */
export function AppLoading() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50">
      <span role="status" className="inline-flex flex-col items-center gap-3 text-slate-700">
        <span
          aria-hidden="true"
          className="inline-block size-10 animate-spin rounded-full border-4 border-emerald-700 border-r-transparent motion-reduce:animate-none"
        />
        <span>Loading Mise…</span>
      </span>
    </main>
  );
}
