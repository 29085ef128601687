import { createContext, useContext, type ReactNode } from 'react';

/*
 * Where the home page shows the Recipe Inspirations section (features/inspiration). Features do not
 * import each other: the home page leaves this slot and the app (app/app.tsx) fills it. Empty (tests
 * of the home page alone), it shows nothing.
 */
export interface HomeInspirationsProps {
  /** Told whether the section's data failed, so the home page can say so once at the top. */
  onFailureChange?: (failed: boolean) => void;
}

export const HomeInspirationsSlot = createContext<
  ((props: HomeInspirationsProps) => ReactNode) | null
>(null);

export function HomeInspirations(props: HomeInspirationsProps) {
  const render = useContext(HomeInspirationsSlot);
  return render ? render(props) : null;
}
