import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@mise/core';
import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { clearDraft, readDraft, writeDraft } from '../lib/form-draft';
import { meQueryKey } from '../lib/session';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/dialog';

/** Typing pauses this long before the draft is written (and at once when the page is hidden). */
export const DRAFT_DELAY_MS = 400;

export const leaveDialogTitle = 'Leave without saving?';
export const draftRestoredMessage = 'Restored your unsaved draft.';

export interface FormGuardOptions<T extends FieldValues> {
  // The form's transformed output type does not matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  /** Names this form's draft in storage: one per form, or per item edited ("recipe-edit:<id>"). */
  draftName: string;
  /** What the form was loaded from (a version); a draft made on another one is not restored. */
  basis?: string;
  /** Focused after the cook discards a restored draft. */
  firstField?: Path<T>;
}

export interface FormGuard {
  /** Call once the form is saved, before navigating: forgets the draft and lets the page go. */
  markSaved: () => void;
  /** The "leave without saving?" confirmation; render it once in the page. */
  leaveDialog: ReactNode;
  /**
   * "Restored your unsaved draft" with Discard, while a restored draft is on screen. Render it
   * always, where the notice belongs: it is a live region that must be in the page before its news.
   */
  restoredNotice: ReactNode;
}

/**
 * Work in a form is never lost (issue 10): leaving it changed — a link, the logo, Cancel, the
 * browser's Back — asks first in an accessible dialog; a reload or a closed tab gets the browser's
 * own question (`beforeunload`); and the values are kept as a draft in localStorage while the cook
 * types, restored on the next visit with a notice and a Discard action. A successful save
 * (`markSaved`) forgets the draft and leaves without asking.
 *
 * A draft belongs to the signed-in member (see lib/form-draft): it is offered to them alone, and a
 * form used by nobody signed in (or after sign-out) keeps none — the leave guard still asks.
 */
export function useFormGuard<T extends FieldValues>({
  form,
  draftName,
  basis = '',
  firstField,
}: FormGuardOptions<T>): FormGuard {
  const { isDirty } = useFormState({ control: form.control });
  const queryClient = useQueryClient();
  // Asked at each read and write, not from a render: sign-out forgets the member before it leaves
  // the page, and a write after that (the last keystrokes, flushed on the way out) must keep nothing.
  const memberId = useCallback(
    () => queryClient.getQueryData<Me | null>(meQueryKey)?.user.id ?? null,
    [queryClient],
  );
  // Read once, as the form opens.
  const [draft] = useState(() => {
    const owner = memberId();
    return owner ? readDraft<Partial<T>>(draftName, basis, owner) : null;
  });
  const [restored, setRestored] = useState(draft !== null);
  // The notice's live region is in the page from the first render, empty; the news goes in after
  // it has mounted — a region that appears together with its text is usually not announced.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    // The second render is the point: an effect (not caused by a click) runs after the browser has
    // painted the empty region, so screen readers know it before its text arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setAnnounced(true);
  }, [draft]);
  // Refs, because a navigation right after saving runs before the next render.
  const leaving = useRef(false);
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  // Restore before the first paint, so the cook never sees the empty form flash.
  useLayoutEffect(() => {
    if (!draft) return;
    const defaults = form.formState.defaultValues as T;
    // Over the defaults: a draft from an older version of the form lacks its newer fields.
    form.reset({ ...defaults, ...draft }, { keepDefaultValues: true });
  }, [form, draft]);

  // Keep the draft while typing (debounced), and at once when the page is hidden or left.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writeNow = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    if (leaving.current) return;
    const values = form.getValues();
    const unchanged = JSON.stringify(values) === JSON.stringify(form.formState.defaultValues);
    const owner = memberId();
    if (unchanged || !owner) clearDraft(draftName);
    else writeDraft(draftName, basis, owner, values);
  }, [form, draftName, basis, memberId]);
  useEffect(() => {
    const subscription = form.watch(() => {
      clearTimeout(pending.current);
      pending.current = setTimeout(writeNow, DRAFT_DELAY_MS);
    });
    const flush = () => {
      if (pending.current !== undefined) writeNow();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, writeNow]);

  // A reload or a closed tab: the browser asks with its own words.
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      writeNow();
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty, writeNow]);

  // In-app navigation away from a changed form (another path or query) waits for the cook's answer.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  const forget = () => {
    leaving.current = true;
    clearTimeout(pending.current);
    pending.current = undefined;
    clearDraft(draftName);
  };

  const focusAfterDiscard = useRef(false);
  const discardRestored = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
    clearDraft(draftName);
    form.reset();
    focusAfterDiscard.current = true;
    setRestored(false);
  };
  // Once the notice (and its button, which had focus) is gone, focus goes to the form's first field.
  useEffect(() => {
    if (restored || !focusAfterDiscard.current) return;
    focusAfterDiscard.current = false;
    if (firstField) form.setFocus(firstField);
  }, [restored, form, firstField]);

  const leaveDialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={leaveDialogTitle}
      description="Your changes are not saved. If you leave now, they are discarded."
      cancelLabel="Stay"
      confirmLabel="Discard and leave"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        forget();
        blocker.proceed?.();
      }}
    />
  );

  // One element throughout, so the live region stays the same node: invisible (and out of the
  // form's layout) while empty, the notice once it has news.
  const showNotice = restored && announced && isDirty;
  const restoredNotice = (
    <div
      role="status"
      className={
        showNotice
          ? 'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950'
          : 'sr-only'
      }
    >
      {showNotice ? (
        <>
          <p>{draftRestoredMessage}</p>
          <Button variant="secondary" size="sm" onClick={discardRestored}>
            Discard draft
          </Button>
        </>
      ) : null}
    </div>
  );

  return { markSaved: forget, leaveDialog, restoredNotice };
}

/** Inputs where the browser submits the form on Enter (implicit submission). */
const submittingTypes = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

const submitsOnEnter = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && submittingTypes.has(element.type) && !element.disabled;

/**
 * A form's onKeyDown: Enter in a single-line input submits only from the form's last one (or the
 * submit button), so Enter in the title does not save a half-written recipe. Inputs that give Enter
 * their own meaning (quick add, list editors) handle it first and prevent the default.
 */
export function submitOnEnterOnlyFromLastField(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const target = event.target as Element;
  if (!submitsOnEnter(target)) return;
  const fields = [...event.currentTarget.elements].filter(submitsOnEnter);
  if (fields.at(-1) !== target) event.preventDefault();
}
