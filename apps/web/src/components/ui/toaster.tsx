import { useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
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

/**
 * Room kept between the toasts and the focused control: a toast slides in from 0.5rem below its
 * place (toast-in in styles.css), and one touching the control's edge as good as covers it.
 */
const clearancePx = 8;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right &&
  b.left < a.right &&
  a.top < b.bottom + clearancePx &&
  b.top - clearancePx < a.bottom;

/**
 * Which edge of the screen the toasts sit at: the top (below the top bar), unless they would cover
 * the control that has focus — then the edge away from it (at 390 px a toast at the bottom hid the
 * form's Save). Busy buttons keep their focus (ui/button), so the focused control is the one in use.
 * Checked before the browser paints when toasts come and when focus moves, so a toast is never drawn
 * over the control even for a frame; on a frame after the page scrolls or resizes. Back home at the
 * top once the last toast has gone: the next one need not dodge what is no longer covered.
 */
function useEdgeAwayFromFocus(list: RefObject<HTMLElement | null>, count: number): ToasterEdge {
  const [edge, setEdge] = useState<ToasterEdge>('top');
  // Set while rendering, not in an effect: the empty list renders at home already.
  if (count === 0 && edge !== 'top') setEdge('top');
  useLayoutEffect(() => {
    if (count === 0) return;
    let frame = 0;
    const check = () => {
      const focused = document.activeElement;
      const box = list.current;
      if (!box || !(focused instanceof HTMLElement) || focused === document.body) return;
      if (box.contains(focused)) return; // a toast's own dismiss button
      const target = focused.getBoundingClientRect();
      if (!overlaps(target, box.getBoundingClientRect())) return;
      const middle = (target.top + target.bottom) / 2;
      // Only on a change: the effect runs again with the new edge and checks from there.
      const away = middle < window.innerHeight / 2 ? 'bottom' : 'top';
      if (away !== edge) setEdge(away);
    };
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        check();
      });
    };
    // Now, before the new toast (or the new edge) is painted.
    check();
    // At once: a state set in a focus event is drawn before the next paint.
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('focusin', check);
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
