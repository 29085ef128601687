import { useState, type FormEvent, type RefObject } from 'react';
import {
  GOAL_COMPARISONS,
  GOAL_NUTRIENTS,
  healthGoalMessages,
  type GoalComparison,
  type GoalCondition,
  type GoalNutrient,
  type HealthGoal,
} from '@mise/core';
import { Plus, X } from 'lucide-react';
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

const nutrientLabel: Record<GoalNutrient, string> = {
  calories: 'Calories',
  protein: 'Protein',
  carbohydrates: 'Carbohydrates',
  fat: 'Fat',
  sugar: 'Sugar',
};
const comparisonLabel: Record<GoalComparison, string> = {
  at_most: 'at most',
  at_least: 'at least',
};

/** A condition as typed: the percentage stays text until saved, so a half-typed number is kept. */
interface ConditionDraft {
  nutrient: GoalNutrient;
  comparison: GoalComparison;
  percent: string;
}

const percentOk = (text: string) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 500;
const selectClasses =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-slate-900 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none';

/**
 * The goal's daily rule (decision 0014): conditions on a day's diary totals against a share of the
 * member's own targets, all of which must hold. None: the goal counts days with a recipe tagged
 * with it.
 */
function RuleEditor({
  conditions,
  onChange,
  error,
}: {
  conditions: ConditionDraft[];
  onChange: (next: ConditionDraft[]) => void;
  error?: string;
}) {
  const update = (index: number, change: Partial<ConditionDraft>) =>
    onChange(conditions.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const unused = GOAL_NUTRIENTS.find((n) => !conditions.some((c) => c.nutrient === n));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium text-slate-900">Daily rule (optional)</legend>
      <p className="text-sm text-slate-700">
        {conditions.length === 0
          ? 'No rule: a day counts when the diary holds a recipe tagged with this goal.'
          : "A day counts when every line holds, against each member's own targets."}
      </p>
      {conditions.map((condition, index) => {
        const label = `Condition ${index + 1}`;
        return (
          <div
            key={index}
            role="group"
            aria-label={label}
            className="flex flex-wrap items-center gap-2"
          >
            <select
              aria-label={`${label}: nutrient`}
              className={selectClasses}
              value={condition.nutrient}
              onChange={(event) => update(index, { nutrient: event.target.value as GoalNutrient })}
            >
              {GOAL_NUTRIENTS.map((n) => (
                <option key={n} value={n}>
                  {nutrientLabel[n]}
                </option>
              ))}
            </select>
            <select
              aria-label={`${label}: comparison`}
              className={selectClasses}
              value={condition.comparison}
              onChange={(event) =>
                update(index, { comparison: event.target.value as GoalComparison })
              }
            >
              {GOAL_COMPARISONS.map((c) => (
                <option key={c} value={c}>
                  {comparisonLabel[c]}
                </option>
              ))}
            </select>
            <input
              aria-label={`${label}: percent of the target`}
              inputMode="numeric"
              className={`${selectClasses} w-20`}
              value={condition.percent}
              aria-invalid={!percentOk(condition.percent) || undefined}
              onChange={(event) => update(index, { percent: event.target.value })}
            />
            <span className="text-sm text-slate-700">% of the target</span>
            <button
              type="button"
              aria-label={`Remove condition ${index + 1}`}
              onClick={() => onChange(conditions.filter((_, i) => i !== index))}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {conditions.length < 5 ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() =>
            onChange([
              ...conditions,
              { nutrient: unused ?? 'calories', comparison: 'at_most', percent: '100' },
            ])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add condition
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The first reason the conditions cannot be saved, in the contract's words; null when they can. */
function ruleProblem(conditions: ConditionDraft[]): string | null {
  if (conditions.some((c) => !percentOk(c.percent))) return healthGoalMessages.rulePercent;
  const keys = conditions.map((c) => `${c.nutrient}:${c.comparison}`);
  if (new Set(keys).size !== keys.length) return healthGoalMessages.ruleRepeated;
  return null;
}

/** Add or edit a goal (spec-2 §2): name and description, both required (spec-2 §5). */
export function HealthGoalDialog(props: HealthGoalDialogProps) {
  // A new form each time the dialog opens, for the goal it opens with.
  if (!props.open) return null;
  return <GoalForm key={props.goal?.id ?? 'new'} {...props} />;
}

function GoalForm({ goal, busy, error, onCancel, onSave, returnFocusRef }: HealthGoalDialogProps) {
  const [name, setName] = useState(goal?.name ?? '');
  const [description, setDescription] = useState(goal?.description ?? '');
  const [conditions, setConditions] = useState<ConditionDraft[]>(
    () =>
      goal?.rule?.all.map((c) => ({
        nutrient: c.nutrient,
        comparison: c.comparison,
        percent: String(c.percent_of_target),
      })) ?? [],
  );
  const [checked, setChecked] = useState(false);
  const nameError = checked && !name.trim() ? healthGoalMessages.nameRequired : undefined;
  const descriptionError =
    checked && !description.trim() ? healthGoalMessages.descriptionRequired : undefined;
  const ruleError = checked ? (ruleProblem(conditions) ?? undefined) : undefined;
  const formId = 'health-goal-form';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!name.trim() || !description.trim() || ruleProblem(conditions)) return;
    const all: GoalCondition[] = conditions.map((c) => ({
      nutrient: c.nutrient,
      comparison: c.comparison,
      percent_of_target: Number(c.percent),
    }));
    onSave({
      name: name.trim(),
      description: description.trim(),
      rule: all.length > 0 ? { all } : null,
    });
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
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          autoFocus
        />
        <TextAreaField
          label="Description"
          required
          markRequired
          maxLength={1000}
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={descriptionError}
        />
        <RuleEditor conditions={conditions} onChange={setConditions} error={ruleError} />
      </form>
    </Dialog>
  );
}
