import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';

export interface DiaryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** While true, Escape, the backdrop and the close button do not close it (a request is running). */
  busy?: boolean;
  returnFocusRef?: RefObject<HTMLElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** The buttons, kept in view under the scrolling body. */
  footer: ReactNode;
}

/**
 * A modal form for the diary: a sheet from the bottom of a phone, a centred panel from `sm` up. Unlike
 * the shared ui/Dialog (a centred box sized to its content) its body scrolls between a fixed title
 * and a fixed footer, so the add dialog — tabs, search results and eight fields — fits a 390 × 664
 * screen with its Add button always in reach. Focus handling is the shared trap's.
 */
export function DiaryDialog({
  open,
  onClose,
  title,
  description,
  busy = false,
  returnFocusRef,
  initialFocusRef,
  onSubmit,
  children,
  footer,
}: DiaryDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap({
    active: open,
    containerRef: panelRef,
    initialFocusRef,
    returnFocusRef,
    onEscape: close,
  });
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-40 flex items-end justify-center sm:items-center sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={close} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none motion-safe:animate-toast-in sm:max-h-[88dvh] sm:max-w-lg sm:rounded-2xl"
      >
        <div className="flex items-start gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
          <div className="min-w-0 flex-1 py-2">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="text-sm text-slate-700">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            aria-disabled={busy || undefined}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
            {children}
          </div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
