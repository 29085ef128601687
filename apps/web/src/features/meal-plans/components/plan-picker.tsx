import { useId, useRef, useState } from 'react';
import type { MealType } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { DAY_NAMES, MAX_SERVINGS, MEAL_TYPE_LABELS, MEAL_TYPES, type Place } from '../week';

export interface PlanPickerProps {
  /** The recipe being planned (its servings are the picker's first value); null closes the dialog. */
  recipe: { id: string; title: string; servings: number } | null;
  /**
   * Moving an item already on the week: the picker opens on its day and meal (and its servings, as
   * `recipe.servings`) and says Move; the page replaces the item with the choice.
   */
  from?: Place | undefined;
  onClose: () => void;
  onPlace: (recipeId: string, place: Place, servings: number) => void;
}

const validServings = (value: number) =>
  Number.isFinite(value) && value > 0 && value <= MAX_SERVINGS;

/**
 * The way onto the week that works everywhere — phones, keyboards, screen readers: a day, a meal and
 * servings, then Add to week. (Dragging is an extra on wide screens.)
 */
export function PlanPicker({ recipe, from, onClose, onPlace }: PlanPickerProps) {
  const verb = from ? 'Move' : 'Plan';
  return (
    <Dialog
      open={recipe !== null}
      onClose={onClose}
      title={recipe ? `${verb} ${recipe.title}` : verb}
      description={
        from
          ? 'Choose another day or meal, or other servings, for this item.'
          : 'Choose a day and a meal for this recipe.'
      }
    >
      {/* Keyed by what is opened: each opening starts from its own values. */}
      {recipe ? (
        <PickerFields
          key={from ? `${recipe.id}|${from.day}|${from.meal_type}` : recipe.id}
          recipe={recipe}
          from={from}
          onClose={onClose}
          onPlace={onPlace}
        />
      ) : null}
    </Dialog>
  );
}

function PickerFields({
  recipe,
  from,
  onClose,
  onPlace,
}: {
  recipe: NonNullable<PlanPickerProps['recipe']>;
  from: Place | undefined;
  onClose: () => void;
  onPlace: PlanPickerProps['onPlace'];
}) {
  const id = useId();
  const [day, setDay] = useState(from?.day ?? 0);
  const [mealType, setMealType] = useState<MealType>(from?.meal_type ?? 'dinner');
  const [servings, setServings] = useState(String(recipe.servings > 0 ? recipe.servings : 1));
  const [error, setError] = useState<string | null>(null);
  const servingsRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    const value = Number(servings);
    if (!validServings(value)) {
      setError(`Servings must be more than 0 and at most ${MAX_SERVINGS}`);
      servingsRef.current?.focus();
      return;
    }
    onPlace(recipe.id, { day, meal_type: mealType }, value);
    onClose();
  };

  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SelectField
        id={`${id}-day`}
        label="Day"
        value={day}
        onChange={(event) => setDay(Number(event.target.value))}
      >
        {DAY_NAMES.map((name, index) => (
          <option key={name} value={index}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-meal`}
        label="Meal"
        value={mealType}
        onChange={(event) => setMealType(event.target.value as MealType)}
      >
        {MEAL_TYPES.map((type) => (
          <option key={type} value={type}>
            {MEAL_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        ref={servingsRef}
        id={`${id}-servings`}
        label="Servings"
        type="number"
        inputMode="decimal"
        min={0.5}
        max={MAX_SERVINGS}
        step={0.5}
        value={servings}
        error={error ?? undefined}
        onChange={(event) => {
          setServings(event.target.value);
          setError(null);
        }}
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">{from ? 'Move' : 'Add to week'}</Button>
      </div>
    </form>
  );
}
