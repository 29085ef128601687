import { useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Plus } from 'lucide-react';
import {
  formatIngredient,
  formatQuantity,
  guessUnit,
  parseQuickAddLine,
  parseQuantity,
  sanitizeQuantity,
  UNITS,
} from '@mise/core';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { newDraftKey, newIngredientDraft, type IngredientDraft } from '../recipe-form-model';
import { RemoveItemButton } from './remove-item-button';
import { useFocusRequest } from './use-focus-request';
import { useListSelection } from './use-list-selection';

export interface IngredientFieldErrors {
  name?: string | undefined;
  cost?: string | undefined;
}

export interface ListEditorHandle {
  /** Opens the item at `index` in the detail form, and focuses its first field when `focus`. */
  revealItem: (index: number, focus: boolean) => void;
}

export interface IngredientEditorProps {
  value: readonly IngredientDraft[];
  onChange: (next: IngredientDraft[]) => void;
  /** On the edit page a new ingredient starts with quantity '1' and amount 1 (spec-1 §5). */
  variant: 'create' | 'edit';
  /** Errors by position, from the form's validation. */
  errors?: ReadonlyArray<IngredientFieldErrors | undefined> | undefined;
  ref?: Ref<ListEditorHandle>;
}

/** '2 tbsp olive oil', '2 cloves garlic', 'salt, to taste' — core's formatter, as on the recipe page. */
export function ingredientSummary(ingredient: IngredientDraft): string {
  const name = ingredient.name.trim() || 'Unnamed ingredient';
  return formatIngredient({ ...ingredient, name });
}

type FocusTarget = { kind: 'name' } | { kind: 'item'; key: string } | { kind: 'add' } | null;

/**
 * The ingredient list and a detail form for the selected ingredient (spec-1 §4, §5): Add appends a
 * blank one and selects it; Remove selects the previous one or none; quantity accepts only valid
 * quantities; a unit or quantity change rewrites the quantity in kitchen fractions; a quick-add box
 * reads lines such as '2 tablespoons olive oil'.
 */
export function IngredientEditor({ value, onChange, variant, errors, ref }: IngredientEditorProps) {
  const baseId = useId();
  const { selected, selectedIndex, select, keyAfterRemoving } = useListSelection(value);
  const { requestFocus, takeFocus } = useFocusRequest<NonNullable<FocusTarget>>();
  const nameInputRef = useRef<HTMLInputElement | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useImperativeHandle(ref, () => ({
    revealItem(index, focus) {
      const item = value[index];
      if (!item) return;
      requestFocus(focus ? { kind: 'name' } : null);
      if (item.key !== selected?.key) select(item.key);
      else if (focus) nameInputRef.current?.focus();
    },
  }));

  const add = (draft: IngredientDraft, focus: FocusTarget) => {
    onChange([...value, draft]);
    select(draft.key);
    requestFocus(focus);
  };

  const remove = (index: number) => {
    const removed = value[index];
    if (!removed) return;
    const nextKey = keyAfterRemoving(index);
    onChange(value.filter((_, i) => i !== index));
    select(nextKey);
    requestFocus(nextKey ? { kind: 'item', key: nextKey } : { kind: 'add' });
    setAnnouncement(`Removed ${ingredientSummary(removed)}.`);
  };

  const update = (key: string, patch: Partial<IngredientDraft>) => {
    onChange(value.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  };

  // Callback refs run after the element mounts: the place to move focus after add or remove.

  const errorAt = (index: number) => errors?.[index];

  return (
    <div className="flex flex-col gap-5">
      <QuickAdd
        onAdd={(draft) => {
          add(draft, null);
          setAnnouncement(`Added ${ingredientSummary(draft)}.`);
        }}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <div className="flex flex-col gap-3">
          {value.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-slate-700">
              No ingredients yet.
            </p>
          ) : (
            <ol aria-label="Ingredients" className="flex flex-col gap-2">
              {value.map((item, index) => {
                const isSelected = index === selectedIndex;
                const hasError = Boolean(errorAt(index)?.name || errorAt(index)?.cost);
                return (
                  <li key={item.key} className="flex items-stretch gap-1">
                    <button
                      type="button"
                      ref={(el) => takeFocus({ kind: 'item', key: item.key }, el)}
                      aria-current={isSelected ? 'true' : undefined}
                      onClick={() => select(item.key)}
                      className={`flex min-h-11 flex-1 items-center gap-2 rounded-lg border px-3 py-2 text-left ${
                        isSelected
                          ? 'border-emerald-700 bg-emerald-50 text-emerald-950'
                          : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
                      }`}
                    >
                      <span className="min-w-0 flex-1 break-words">
                        {ingredientSummary(item)}
                        {item.optional ? (
                          <span className="ml-1 text-sm text-slate-600">(optional)</span>
                        ) : null}
                      </span>
                      {hasError ? (
                        <span className="text-sm font-medium text-red-700">Needs attention</span>
                      ) : null}
                    </button>
                    <RemoveItemButton
                      label={`Remove ${ingredientSummary(item)}`}
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
            onClick={() => add(newIngredientDraft(variant), { kind: 'name' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add ingredient
          </Button>
        </div>

        {selected ? (
          <IngredientDetail
            key={selected.key}
            idPrefix={`${baseId}-${selected.key}`}
            ingredient={selected}
            position={selectedIndex + 1}
            errors={errorAt(selectedIndex)}
            onChange={(patch) => update(selected.key, patch)}
            nameRef={(el) => {
              nameInputRef.current = el;
              takeFocus({ kind: 'name' }, el);
            }}
          />
        ) : (
          <p className="rounded-lg bg-slate-100 px-4 py-6 text-slate-700">
            {value.length
              ? 'Select an ingredient to edit it.'
              : 'Add an ingredient to edit it here.'}
          </p>
        )}
      </div>
    </div>
  );
}

/** Enter in a detail input must not submit the whole recipe form. */
const keepEnter = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

interface IngredientDetailProps {
  idPrefix: string;
  ingredient: IngredientDraft;
  position: number;
  errors: IngredientFieldErrors | undefined;
  onChange: (patch: Partial<IngredientDraft>) => void;
  nameRef: (el: HTMLInputElement | null) => void;
}

function IngredientDetail({
  idPrefix,
  ingredient,
  position,
  errors,
  onChange,
  nameRef,
}: IngredientDetailProps) {
  // What is being typed into Quantity; null when the field shows the saved quantity.
  const [typedQuantity, setTypedQuantity] = useState<string | null>(null);

  /**
   * While typing, each complete quantity ('1', '1 1/2') is kept at once, so the amount is current
   * whatever happens next (a unit change, a save); half-typed or junk text ('1/', 'abc') is not.
   */
  const typeQuantity = (text: string) => {
    setTypedQuantity(text);
    const quantity = sanitizeQuantity(text, '');
    if (quantity) onChange({ quantity, amount: parseQuantity(quantity) ?? 0 });
  };

  /** spec-1 §5: on leaving the field, a valid quantity (else the last one) in kitchen fractions. */
  const commitQuantity = () => {
    if (typedQuantity === null) return;
    setTypedQuantity(null);
    const quantity = sanitizeQuantity(typedQuantity, ingredient.quantity);
    const amount = parseQuantity(quantity) ?? 0;
    const formatted = amount > 0 ? formatQuantity(amount) : quantity;
    if (formatted !== ingredient.quantity || amount !== ingredient.amount) {
      onChange({ quantity: formatted, amount });
    }
  };

  const units: readonly string[] =
    ingredient.unit && !(UNITS as readonly string[]).includes(ingredient.unit)
      ? [...UNITS, ingredient.unit]
      : UNITS;

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Ingredient {position}</legend>
      <TextField
        ref={nameRef}
        id={`${idPrefix}-name`}
        label="Name"
        markRequired
        required
        autoComplete="off"
        value={ingredient.name}
        error={errors?.name}
        onChange={(e) => onChange({ name: e.target.value })}
        onKeyDown={keepEnter}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-quantity`}
          label="Quantity"
          inputMode="decimal"
          autoComplete="off"
          hint="Like 2, 0.5, 1/2 or 1 1/2."
          value={typedQuantity ?? ingredient.quantity}
          onChange={(e) => typeQuantity(e.target.value)}
          onBlur={commitQuantity}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitQuantity();
            }
          }}
        />
        <SelectField
          id={`${idPrefix}-unit`}
          label="Unit"
          value={ingredient.unit}
          hint={ingredient.unit ? undefined : `Guessed when saved: ${guessUnit(ingredient.name)}.`}
          onChange={(e) => {
            setTypedQuantity(null);
            onChange({
              unit: e.target.value,
              // spec-1 §5: changing the unit rewrites the quantity from the amount.
              ...(ingredient.amount > 0 ? { quantity: formatQuantity(ingredient.amount) } : {}),
            });
          }}
        >
          <option value="">Choose a unit</option>
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-cost`}
          label="Cost"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={ingredient.cost}
          error={errors?.cost}
          onChange={(e) => onChange({ cost: e.target.value })}
          onKeyDown={keepEnter}
        />
        <CheckboxField
          id={`${idPrefix}-optional`}
          className="sm:mt-8"
          label="Optional"
          checked={ingredient.optional}
          onChange={(e) => onChange({ optional: e.target.checked })}
        />
      </div>
      <TextField
        id={`${idPrefix}-notes`}
        label="Notes"
        autoComplete="off"
        placeholder="Finely chopped, at room temperature…"
        value={ingredient.notes}
        onChange={(e) => onChange({ notes: e.target.value })}
        onKeyDown={keepEnter}
      />
    </fieldset>
  );
}

/**
 * One line such as '2 tablespoons olive oil' → a new ingredient, keeping all that was typed (a size,
 * a range, ', minced' go to Notes). The unit is guessed for an amount without one; a line without an
 * amount ('a handful of basil') gets neither.
 */
function QuickAdd({ onAdd }: { onAdd: (draft: IngredientDraft) => void }) {
  const id = useId();
  const [line, setLine] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = () => {
    const parsed = parseQuickAddLine(line);
    if (!parsed.name.trim()) {
      setError('Type an ingredient, like “2 tablespoons olive oil”.');
      return;
    }
    setError(undefined);
    setLine('');
    onAdd({
      key: newDraftKey(),
      name: parsed.name.trim(),
      quantity: parsed.quantity,
      amount: parsed.amount,
      unit: parsed.unit ?? (parsed.amount > 0 ? guessUnit(parsed.name) : ''),
      cost: '',
      optional: false,
      notes: parsed.notes,
    });
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <TextField
          id={`${id}-quick-add`}
          label="Quick add"
          autoComplete="off"
          placeholder="2 tablespoons olive oil"
          hint="Type an amount, a unit and a name, then press Enter."
          value={line}
          error={error}
          onChange={(e) => setLine(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
      </div>
      <Button variant="secondary" className="sm:mt-6" onClick={submit}>
        <Plus aria-hidden="true" className="size-4" />
        Add
      </Button>
    </div>
  );
}
