import { useState, type FormEvent, type RefObject } from 'react';
import type { HealthGoal } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import type { HealthGoalInput } from '../api';

export interface HealthGoalDialogProps {
  open: boolean;
  /** The goal being edited; null adds a new one. */
  goal: HealthGoal | null;
  busy: boolean;
  /** The server's refusal, shown in the dialog (the dialog stays open with what was typed). */
  error: string | null;
  onCancel: () => void;
  onSave: (input: HealthGoalInput) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const NAME_REQUIRED = 'Name is required';
const DESCRIPTION_REQUIRED = 'Description is required';

/** Add or edit a goal (spec-2 §2): name and description, both required (spec-2 §5). */
export function HealthGoalDialog(props: HealthGoalDialogProps) {
  // A new form each time the dialog opens, for the goal it opens with.
  if (!props.open) return null;
  return <GoalForm key={props.goal?.id ?? 'new'} {...props} />;
}

function GoalForm({ goal, busy, error, onCancel, onSave, returnFocusRef }: HealthGoalDialogProps) {
  const [name, setName] = useState(goal?.name ?? '');
  const [description, setDescription] = useState(goal?.description ?? '');
  const [checked, setChecked] = useState(false);
  const nameError = checked && !name.trim() ? NAME_REQUIRED : undefined;
  const descriptionError = checked && !description.trim() ? DESCRIPTION_REQUIRED : undefined;
  const formId = 'health-goal-form';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!name.trim() || !description.trim()) return;
    onSave({ name: name.trim(), description: description.trim() });
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title={goal ? 'Edit Health Goal' : 'Add New Health Goal'}
      description={
        goal ? `Change “${goal.name}” for everyone who follows it.` : 'A goal members can choose.'
      }
      busy={busy}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {goal ? 'Save Changes' : 'Add Goal'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={error} />
        <TextField
          label="Name"
          required
          markRequired
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          autoFocus
        />
        <TextAreaField
          label="Description"
          required
          markRequired
          maxLength={500}
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={descriptionError}
        />
      </form>
    </Dialog>
  );
}
