import { MonitorSmartphone, MonitorOff } from 'lucide-react';
import type { WakeLock } from './use-wake-lock';

/** One small line saying whether the screen stays on while cooking, and a retry when it may not. */
export function WakeLockStatus({ wakeLock }: { wakeLock: WakeLock }) {
  const { state, request } = wakeLock;
  if (state === 'active') {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-slate-700">
        <MonitorSmartphone aria-hidden="true" className="size-4 text-emerald-700" />
        Screen stays on
      </p>
    );
  }
  if (state === 'unsupported') {
    return (
      <p className="inline-flex items-start gap-1.5 text-sm text-slate-700">
        <MonitorOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Your browser can&apos;t keep the screen on — keep it awake in your settings
      </p>
    );
  }
  // Refused (battery saver) or let go by the system while visible: one tap may get it back.
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
      <MonitorOff aria-hidden="true" className="size-4 shrink-0" />
      {state === 'error' ? 'Your browser would not keep the screen on' : 'The screen may turn off'}
      <button
        type="button"
        onClick={request}
        className="min-h-9 rounded font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
      >
        Keep it on
      </button>
    </p>
  );
}
