import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useFocusTrap } from './use-focus-trap';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  closeLabel?: string;
  /** Where focus goes back to once the sheet closes (usually the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  side?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A modal slide-out panel: role="dialog" + aria-modal, focus kept inside while open,
 * Escape / backdrop / close button close it, and the page behind does not scroll.
 */
export function Sheet({
  open,
  onClose,
  label,
  closeLabel = 'Close',
  returnFocusRef,
  side = 'right',
  children,
}: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useFocusTrap({
    active: open,
    containerRef: panelRef,
    initialFocusRef: closeButtonRef,
    returnFocusRef,
    onEscape: onClose,
  });

  if (!open) return null;

  const sideClasses =
    side === 'right'
      ? 'right-0 motion-safe:animate-sheet-in-right'
      : 'left-0 motion-safe:animate-sheet-in-left';

  return createPortal(
    <div className="fixed inset-0 z-40">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={`absolute inset-y-0 ${sideClasses} flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl`}
      >
        <div className="flex justify-end p-2">
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded-lg p-2 text-slate-800 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
