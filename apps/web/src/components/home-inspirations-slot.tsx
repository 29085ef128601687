import { createContext, useContext, type ReactNode } from 'react';

/*
 * Where the home page shows the Recipe Inspirations section (features/inspiration). Features do not
 * import each other: the home page leaves this slot and the app (app/app.tsx) fills it. Empty (tests
 * of the home page alone), it shows nothing.
 */
export interface HomeInspirationsProps {
  /** Told whether the section's data failed, so the home page can say so once at the top. */
  onFailureChange?: (failed: boolean) => void;
  /**
   * The id of the section's heading: a guest sent to sign in by Save or Customize comes back to the
   * page at this place (`/login?redirect=/%23<id>`), not at its top.
   */
  returnAnchor?: string;
}

export const HomeInspirationsSlot = createContext<
  ((props: HomeInspirationsProps) => ReactNode) | null
>(null);

export function HomeInspirations(props: HomeInspirationsProps) {
  const render = useContext(HomeInspirationsSlot);
  return render ? render(props) : null;
}

/**
 * The section's shape while its code loads: the category row and six card-sized blocks, about as tall
 * as the section's own loading state. A shorter stand-in would pull the sections below it up into
 * view for a moment, and their pictures (lazy, but then near the screen) would load ahead of the
 * first inspiration's, the page's largest paint. Plain blocks: this is in the app's chunk, which
 * every page loads.
 */
export function HomeInspirationsFallback() {
  return (
    <div aria-hidden="true" data-testid="inspirations-fallback">
      <div className="mb-4 h-[4.25rem]" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <div className="aspect-[16/10] bg-slate-200" />
            <div className="h-32" />
          </div>
        ))}
      </div>
    </div>
  );
}
