import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { AlertTriangle, CheckCircle2, Info, LoaderCircle, X, XCircle } from 'lucide-react';
import { toastStore as defaultStore, type Toast, type ToastStore } from './toast-store';

const looks = {
  success: {
    icon: CheckCircle2,
    classes: 'border-emerald-300 bg-emerald-50 text-emerald-950',
    iconClass: 'text-emerald-700',
  },
  error: {
    icon: XCircle,
    classes: 'border-red-300 bg-red-50 text-red-950',
    iconClass: 'text-red-700',
  },
  warning: {
    icon: AlertTriangle,
    classes: 'border-amber-300 bg-amber-50 text-amber-950',
    iconClass: 'text-amber-700',
  },
  info: {
    icon: Info,
    classes: 'border-slate-300 bg-white text-slate-900',
    iconClass: 'text-slate-700',
  },
  loading: {
    icon: LoaderCircle,
    classes: 'border-slate-300 bg-white text-slate-900',
    iconClass: 'text-emerald-700 motion-safe:animate-spin',
  },
} as const;

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const look = looks[toast.variant];
  const Icon = look.icon;
  // Errors and warnings interrupt (role=alert); successes, notes and progress wait their turn.
  const isError = toast.variant === 'error' || toast.variant === 'warning';
  // The live role sits inside the <li>: a list item that is itself a status is no list item (axe).
  return (
    <li
      className="pointer-events-auto w-full motion-safe:animate-toast-in"
      onMouseEnter={() => store.pause(toast.id)}
      onMouseLeave={() => store.resume(toast.id)}
      onFocus={() => store.pause(toast.id)}
      onBlur={() => store.resume(toast.id)}
    >
      <div
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic="true"
        className={`flex items-start gap-3 rounded-xl border p-4 shadow-lg ${look.classes}`}
      >
        <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${look.iconClass}`} />
        <p className="min-w-0 flex-1 text-sm font-medium break-words">{toast.message}</p>
        <button
          type="button"
          onClick={() => store.dismiss(toast.id)}
          aria-label="Dismiss notification"
          className="-m-1 rounded-md p-1 text-current hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

export type ToasterEdge = 'top' | 'bottom';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which edge of the screen the toasts sit at: the top (below the top bar), unless they would cover
 * the element the cook is using — then the edge away from it. Checked when focus moves, the page
 * scrolls or resizes, and when toasts come (at 390 px a toast at the bottom hid the form's Save).
 */
function useEdgeAwayFromFocus(list: RefObject<HTMLElement | null>, count: number): ToasterEdge {
  const [edge, setEdge] = useState<ToasterEdge>('top');
  // The control last used: a busy Save button is disabled, which drops its focus to the body, yet
  // it is still what the cook is looking at when "Saved" arrives.
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (!list.current?.contains(event.target as Node))
        lastFocused.current = event.target as Element;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [list]);
  useEffect(() => {
    if (count === 0) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const active = document.activeElement;
      const focused =
        active && active !== document.body
          ? active
          : lastFocused.current?.isConnected
            ? lastFocused.current
            : null;
      const box = list.current;
      if (!box || !(focused instanceof HTMLElement)) return;
      if (box.contains(focused)) return; // a toast's own dismiss button
      const target = focused.getBoundingClientRect();
      if (!overlaps(target, box.getBoundingClientRect())) return;
      const middle = (target.top + target.bottom) / 2;
      setEdge(middle < window.innerHeight / 2 ? 'bottom' : 'top');
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    document.addEventListener('focusin', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('focusin', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [list, count, edge]);
  return edge;
}

/** Renders the store's toasts, newest on top. Mount once, near the root. */
export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const list = useRef<HTMLOListElement>(null);
  const edge = useEdgeAwayFromFocus(list, toasts.length);
  return (
    <section
      aria-label="Notifications"
      data-edge={edge}
      // At the top, below the sticky top bar (h-16) so its menu stays usable.
      className={`pointer-events-none fixed inset-x-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end ${edge === 'top' ? 'top-16' : 'bottom-0'}`}
    >
      <ol ref={list} className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} store={store} />
        ))}
      </ol>
    </section>
  );
}
