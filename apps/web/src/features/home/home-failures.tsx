import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** spec-1 §8 Home: said once, at the top, whichever parts failed. */
export const homeLoadFailed = 'Failed to load some content. Please try refreshing the page.';

type Report = (part: string, failed: boolean) => void;

const FailuresContext = createContext<Report>(() => undefined);

/**
 * The home page's sections report whether their data failed (`useHomeFailure`); the page says
 * `homeLoadFailed` once while any of them has, and every part that loaded stays on screen.
 */
export function HomeFailuresProvider({ children }: { children: (failed: boolean) => ReactNode }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((part, isFailed) => {
    setFailed((current) => {
      if (current.has(part) === isFailed) return current;
      const next = new Set(current);
      if (isFailed) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  return (
    <FailuresContext.Provider value={report}>{children(failed.size > 0)}</FailuresContext.Provider>
  );
}

/**
 * For any home section (the inspirations too): call with the section's name and whether its data
 * failed. A section that goes away takes its failure with it.
 */
export function useHomeFailure(part: string, failed: boolean): void {
  const report = useContext(FailuresContext);
  useEffect(() => {
    report(part, failed);
  }, [report, part, failed]);
  useEffect(() => () => report(part, false), [report, part]);
}

/** The page's one alert. Rendered only while something failed, so it is announced when it appears. */
export function HomeFailureBanner({ failed }: { failed: boolean }) {
  if (!failed) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <p>{homeLoadFailed}</p>
    </div>
  );
}

/**
 * A failed section's own small note with Retry: not an alert (the banner is the page's one), so a
 * screen reader hears the failure once.
 */
export function HomePartError({
  what,
  onRetry,
  retrying,
}: {
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="flex items-center gap-2">
        <AlertTriangle aria-hidden="true" className="size-4 text-red-700" />
        Could not load {what}.
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRetry}
        busy={retrying}
        aria-label={`Retry loading ${what}`}
      >
        Retry
      </Button>
    </div>
  );
}
