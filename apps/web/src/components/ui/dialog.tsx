import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from './button';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The sentence under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  /** `alertdialog` for confirmations that interrupt (delete); `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Focused first; for a destructive confirmation, the safe choice. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** While true, Escape and the backdrop do not close it (a request is running). */
  busy?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * A centred modal: role="dialog" (or "alertdialog") + aria-modal, named by its title and described by
 * its description, focus kept inside while open and returned afterwards; Escape and the backdrop close
 * it unless it is busy.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  initialFocusRef,
  returnFocusRef,
  busy = false,
  children,
  footer,
}: DialogProps) {
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
    <div className="fixed inset-0 z-40 flex items-center justify-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={close} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl focus:outline-none motion-safe:animate-toast-in"
      >
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-slate-700">
            {description}
          </div>
        ) : null}
        {children}
        {footer ? <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  busy?: boolean;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** An alertdialog asking yes or no; Cancel has focus first so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  busy = false,
  returnFocusRef,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      description={description}
      initialFocusRef={cancelRef}
      returnFocusRef={returnFocusRef}
      busy={busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
