import { CloudOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { LastKnown } from '../last-known';

/** Says the page shows the last known progress because the load failed, and offers a retry. */
export function OfflineNote({
  lastKnown,
  onRetry,
  retrying,
}: {
  lastKnown: LastKnown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const when = new Date(lastKnown.savedAt);
  const at = Number.isNaN(when.getTime())
    ? ''
    : ` from ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(when)}`;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <CloudOff aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 text-sm">
        <span className="font-semibold">Offline — last known progress{at}.</span> We couldn&apos;t
        reach the server, so this may be out of date.
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} busy={retrying}>
        Retry
      </Button>
    </div>
  );
}
