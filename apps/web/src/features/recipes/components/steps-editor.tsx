import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { newStepDraft, type StepDraft } from '../recipe-form-model';
import type { ListEditorHandle } from './ingredient-editor';
import { RemoveItemButton } from './remove-item-button';
import { useFocusRequest } from './use-focus-request';
import { useListSelection } from './use-list-selection';

export interface StepFieldErrors {
  instruction?: string | undefined;
  time_required?: string | undefined;
}

export interface StepsEditorProps {
  value: readonly StepDraft[];
  onChange: (next: StepDraft[]) => void;
  errors?: ReadonlyArray<StepFieldErrors | undefined> | undefined;
  ref?: Ref<ListEditorHandle>;
}

const previewOf = (step: StepDraft) => {
  const text = step.instruction.trim();
  if (!text) return 'No instruction yet';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

type FocusTarget =
  | { kind: 'instruction' }
  | { kind: 'item'; key: string }
  | { kind: 'move'; key: string; direction: 'up' | 'down' }
  | { kind: 'add' }
  | null;

/**
 * The preparation steps and a detail form for the selected one (spec-1 §4, §5): numbered by position,
 * Add appends a step with time 0 and selects it, Remove selects the previous one or none, and steps
 * move up and down with buttons (focus follows the moved step).
 */
export function StepsEditor({ value, onChange, errors, ref }: StepsEditorProps) {
  const baseId = useId();
  const { selected, selectedIndex, select, keyAfterRemoving } = useListSelection(value);
  const { requestFocus, takeFocus } = useFocusRequest<NonNullable<FocusTarget>>();
  const instructionRef = useRef<HTMLTextAreaElement | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useImperativeHandle(ref, () => ({
    revealItem(index, focus) {
      const item = value[index];
      if (!item) return;
      requestFocus(focus ? { kind: 'instruction' } : null);
      if (item.key !== selected?.key) select(item.key);
      else if (focus) instructionRef.current?.focus();
    },
  }));

  const add = () => {
    const step = newStepDraft();
    onChange([...value, step]);
    select(step.key);
    requestFocus({ kind: 'instruction' });
  };

  const remove = (index: number) => {
    const nextKey = keyAfterRemoving(index);
    onChange(value.filter((_, i) => i !== index));
    select(nextKey);
    requestFocus(nextKey ? { kind: 'item', key: nextKey } : { kind: 'add' });
    setAnnouncement(`Removed step ${index + 1}.`);
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const moving = value[index];
    const other = value[target];
    if (!moving || !other) return;
    const next = [...value];
    next[target] = moving;
    next[index] = other;
    onChange(next);
    // Keep focus on the same button of the moved step, unless it has reached the end of the list.
    const edge = direction === 'up' ? target === 0 : target === value.length - 1;
    requestFocus(
      edge ? { kind: 'item', key: moving.key } : { kind: 'move', key: moving.key, direction },
    );
    setAnnouncement(`Moved to step ${target + 1}.`);
  };

  const update = (key: string, patch: Partial<StepDraft>) => {
    onChange(value.map((step) => (step.key === key ? { ...step, ...patch } : step)));
  };

  const moveButton = (index: number, step: StepDraft, direction: 'up' | 'down') => {
    const disabled = direction === 'up' ? index === 0 : index === value.length - 1;
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    return (
      <button
        type="button"
        ref={(el) => takeFocus({ kind: 'move', key: step.key, direction }, el)}
        onClick={() => move(index, direction)}
        disabled={disabled}
        aria-label={`Move step ${index + 1} ${direction}`}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    );
  };

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-col gap-3">
        {value.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-slate-700">
            No steps yet.
          </p>
        ) : (
          <ol aria-label="Preparation steps" className="flex flex-col gap-2">
            {value.map((step, index) => {
              const isSelected = index === selectedIndex;
              const error = errors?.[index];
              return (
                <li key={step.key} className="flex items-stretch gap-1">
                  <button
                    type="button"
                    ref={(el) => takeFocus({ kind: 'item', key: step.key }, el)}
                    aria-current={isSelected ? 'true' : undefined}
                    onClick={() => select(step.key)}
                    className={`flex min-h-11 flex-1 items-start gap-2 rounded-lg border px-3 py-2 text-left ${
                      isSelected
                        ? 'border-emerald-700 bg-emerald-50 text-emerald-950'
                        : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
                    }`}
                  >
                    <span className="font-semibold">Step {index + 1}</span>
                    <span className="min-w-0 flex-1 break-words text-slate-700">
                      {previewOf(step)}
                    </span>
                    {error?.instruction || error?.time_required ? (
                      <span className="text-sm font-medium text-red-700">Needs attention</span>
                    ) : null}
                  </button>
                  {moveButton(index, step, 'up')}
                  {moveButton(index, step, 'down')}
                  <RemoveItemButton
                    label={`Remove step ${index + 1}`}
                    onClick={() => remove(index)}
                  />
                </li>
              );
            })}
          </ol>
        )}
        <Button
          ref={(el) => takeFocus({ kind: 'add' }, el)}
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={add}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add step
        </Button>
      </div>

      {selected ? (
        <fieldset
          key={selected.key}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
        >
          <legend className="px-1 text-base font-semibold text-slate-900">
            Step {selectedIndex + 1}
          </legend>
          <TextAreaField
            ref={(el) => {
              instructionRef.current = el;
              takeFocus({ kind: 'instruction' }, el);
            }}
            id={`${baseId}-${selected.key}-instruction`}
            label="Instruction"
            markRequired
            required
            rows={4}
            value={selected.instruction}
            error={errors?.[selectedIndex]?.instruction}
            onChange={(e) => update(selected.key, { instruction: e.target.value })}
          />
          <TextField
            id={`${baseId}-${selected.key}-time`}
            label="Time (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint="Whole minutes; leave empty if it does not apply."
            value={selected.time_required}
            error={errors?.[selectedIndex]?.time_required}
            onChange={(e) => update(selected.key, { time_required: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
          <TextAreaField
            id={`${baseId}-${selected.key}-tips`}
            label="Tips"
            rows={2}
            value={selected.tips}
            onChange={(e) => update(selected.key, { tips: e.target.value })}
          />
        </fieldset>
      ) : (
        <p className="rounded-lg bg-slate-100 px-4 py-6 text-slate-700">
          {value.length ? 'Select a step to edit it.' : 'Add a step to edit it here.'}
        </p>
      )}
    </div>
  );
}
