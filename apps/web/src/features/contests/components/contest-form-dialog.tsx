import { useId, useRef, useState, type FormEvent } from 'react';
import { contestMessages as m } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import type { ContestFields } from '../api';
import { isoOfLocalInput, localInputOf } from '../words';

type Errors = Partial<Record<keyof ContestFields, string>>;

/** The form's text (dates as datetime-local values, in the admin's own time zone). */
interface Draft {
  title: string;
  description: string;
  theme: string;
  rules: string;
  image_url: string;
  starts_at: string;
  ends_at: string;
}

const draftOf = (fields?: ContestFields): Draft => ({
  title: fields?.title ?? '',
  description: fields?.description ?? '',
  theme: fields?.theme ?? '',
  rules: fields?.rules ?? '',
  image_url: fields?.image_url ?? '',
  starts_at: fields ? localInputOf(fields.starts_at) : '',
  ends_at: fields ? localInputOf(fields.ends_at) : '',
});

export interface ContestFormDialogProps {
  onClose: () => void;
  title: string;
  submitLabel: string;
  initial?: ContestFields;
  /** Saves; a rejection is shown in the dialog (field messages by their fields). */
  onSubmit: (fields: ContestFields) => Promise<unknown>;
}

/**
 * An admin's contest form (New contest, Edit): the same rules as the server's contract, checked by
 * hand so the page loads no zod; the server's field messages land on their fields.
 */
export function ContestFormDialog({
  onClose,
  title,
  submitLabel,
  initial,
  onSubmit,
}: ContestFormDialogProps) {
  const titleRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: ContestFields = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      theme: draft.theme.trim(),
      rules: draft.rules.trim(),
      image_url: draft.image_url.trim() || null,
      starts_at: isoOfLocalInput(draft.starts_at),
      ends_at: isoOfLocalInput(draft.ends_at),
    };
    const found: Errors = {};
    if (!fields.title) found.title = m.titleRequired;
    if (!fields.starts_at) found.starts_at = m.startsAt;
    if (!fields.ends_at) found.ends_at = m.endsAt;
    else if (fields.starts_at && fields.ends_at <= fields.starts_at)
      found.ends_at = m.endsBeforeStart;
    if (fields.image_url && !/^(https?:\/\/|\/)/i.test(fields.image_url))
      found.image_url = m.imageUrl;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await onSubmit(fields);
    } catch (error) {
      const fieldErrors = isApiError(error) ? (error.fields as Errors) : {};
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setFormError(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      initialFocusRef={titleRef}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => void submit(e)}
        className="mt-4 flex max-h-[60vh] flex-col gap-4 overflow-y-auto pr-1"
      >
        <FormAlert message={formError} />
        <TextField
          ref={titleRef}
          id={`${formId}-title`}
          label="Title"
          required
          markRequired
          maxLength={120}
          value={draft.title}
          onChange={set('title')}
          error={errors.title}
        />
        <TextField
          id={`${formId}-theme`}
          label="Theme"
          maxLength={120}
          value={draft.theme}
          onChange={set('theme')}
          error={errors.theme}
        />
        <TextAreaField
          id={`${formId}-description`}
          label="Description"
          maxLength={4000}
          value={draft.description}
          onChange={set('description')}
          error={errors.description}
        />
        <TextAreaField
          id={`${formId}-rules`}
          label="Rules"
          maxLength={4000}
          value={draft.rules}
          onChange={set('rules')}
          error={errors.rules}
        />
        <TextField
          id={`${formId}-image_url`}
          label="Image address"
          markOptional
          inputMode="url"
          value={draft.image_url}
          onChange={set('image_url')}
          error={errors.image_url}
        />
        <TextField
          id={`${formId}-starts_at`}
          type="datetime-local"
          label="Starts"
          required
          markRequired
          value={draft.starts_at}
          onChange={set('starts_at')}
          error={errors.starts_at}
        />
        <TextField
          id={`${formId}-ends_at`}
          type="datetime-local"
          label="Ends"
          required
          markRequired
          value={draft.ends_at}
          onChange={set('ends_at')}
          error={errors.ends_at}
        />
      </form>
    </Dialog>
  );
}
