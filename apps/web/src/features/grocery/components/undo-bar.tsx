import { useEffect, useState } from 'react';
import { Undo2, X } from 'lucide-react';
import { changeText, undoLabel, type LastChange } from '../undo';

/** How long the offer to undo stays on screen, unless a pointer or focus is on it. */
export const UNDO_VISIBLE_MS = 10_000;

export interface UndoBarProps {
  change: LastChange | null;
  /** Counts changes, so a second check of the same item starts the clock again. */
  changeNumber: number;
  onUndo: () => void;
  onDismiss: () => void;
  busy: boolean;
}

/**
 * "Checked Milk. Undo" at the bottom of the screen, where a thumb is. The live region is always in
 * the page (a region added with its text is often not read), so each change is announced; the bar
 * waits while hovered or focused (WCAG 2.2.1), like the toasts.
 */
export function UndoBar({ change, changeNumber, onUndo, onDismiss, busy }: UndoBarProps) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!change || held) return;
    const timer = setTimeout(onDismiss, UNDO_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [change, changeNumber, held, onDismiss]);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center p-4"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div role="status" aria-live="polite" className="w-full max-w-md">
        {change ? (
          <div className="pointer-events-auto flex items-center gap-2 rounded-xl bg-slate-900 py-2 pr-2 pl-4 text-white shadow-lg motion-safe:animate-toast-in">
            <p className="min-w-0 flex-1 text-sm font-medium break-words">{changeText(change)}</p>
            <button
              type="button"
              onClick={onUndo}
              aria-label={undoLabel(change)}
              aria-busy={busy || undefined}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-emerald-300 hover:bg-white/10"
            >
              <Undo2 aria-hidden="true" className="size-4" />
              Undo
            </button>
            <button
              type="button"
              onClick={onDismiss}
              aria-label="Dismiss"
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
