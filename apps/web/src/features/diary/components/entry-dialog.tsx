import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  diaryMessages,
  MEAL_TYPES,
  type DiaryEntry,
  type FilledEntry,
  type MealType,
  type RecipeSummary,
} from '@mise/core';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/states';
import { SelectField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { useAddEntry, useAddFromRecipe, useUpdateEntry } from '../api';
import { longDay } from '../days';
import {
  emptyValues,
  entryErrorsOf,
  parseAmount,
  readEntry,
  valuesOfEntry,
  valuesWithFill,
  type EntryErrors,
  type EntryField,
  type EntryValues,
} from '../entry-form';
import { MAX_DIARY_SERVINGS } from '../limits';
import { MEAL_LABELS } from '../totals';
import { DescribePanel } from './describe-panel';
import { DiaryDialog } from './diary-dialog';
import { EntryFields } from './entry-fields';
import { FoodSearchPanel } from './food-search-panel';
import { RecipePanel } from './recipe-panel';
import { SegmentedChoice } from './segmented-choice';

export type EntryDialogMode = { kind: 'add'; meal: MealType } | { kind: 'edit'; entry: DiaryEntry };

type Source = 'search' | 'recipe' | 'describe' | 'manual';

export interface EntryDialogProps {
  mode: EntryDialogMode;
  date: string;
  today: string;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const mealWord = (meal: MealType) => MEAL_LABELS[meal].toLowerCase();

/**
 * Adding or changing an entry. Adding offers four ways to fill it — Search food, From a recipe,
 * Describe it (the estimate) and Manual — which share one set of fields: what search or an estimate
 * fills, the cook checks and changes before adding. Editing shows the fields alone. Mounted only
 * while open, so each opening starts afresh.
 */
export function EntryDialog({ mode, date, today, onClose, returnFocusRef }: EntryDialogProps) {
  const editing = mode.kind === 'edit' ? mode.entry : null;
  const [meal, setMeal] = useState<MealType>(
    editing ? editing.meal_type : (mode as { meal: MealType }).meal,
  );
  const [source, setSource] = useState<Source>('search');
  const [values, setValues] = useState<EntryValues>(() =>
    editing ? valuesOfEntry(editing) : emptyValues,
  );
  const [filled, setFilled] = useState(false);
  const [errors, setErrors] = useState<EntryErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [recipe, setRecipe] = useState<RecipeSummary | null>(null);
  const [servings, setServings] = useState('1');
  const [recipeErrors, setRecipeErrors] = useState<{ recipe?: string; servings?: string }>({});
  const [focusError, setFocusError] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const foodNameRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const add = useAddEntry();
  const addRecipe = useAddFromRecipe();
  const update = useUpdateEntry();
  const busy = add.isPending || addRecipe.isPending || update.isPending;

  useEffect(() => {
    // A refusal is said at the end of the scrolling body: bring it into view (it is also announced).
    if (alert) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alert]);

  useEffect(() => {
    // After a refused submit, the first field with a message takes focus (its message is read).
    if (focusError === 0) return;
    bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const change = (field: EntryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fill = (entry: FilledEntry) => {
    setValues((current) => valuesWithFill(current, entry));
    setErrors({});
    setAlert(null);
    setFilled(true);
  };

  const refuse = (failure: unknown, message: string) => {
    const fieldErrors = isApiError(failure) ? entryErrorsOf(failure.fields) : {};
    setErrors(fieldErrors);
    setAlert(`${message}: ${errorMessageOf(failure)}`);
    if (Object.keys(fieldErrors).length > 0) setFocusError((n) => n + 1);
  };

  const submitRecipe = async () => {
    const count = parseAmount(servings, Number.NaN);
    const problems: { recipe?: string; servings?: string } = {};
    if (!recipe) problems.recipe = 'Choose a recipe first.';
    if (!(count > 0 && count <= MAX_DIARY_SERVINGS))
      problems.servings = diaryMessages.servingsRange;
    setRecipeErrors(problems);
    if (!recipe || problems.servings) {
      setFocusError((n) => n + 1);
      return;
    }
    try {
      await addRecipe.mutateAsync({ recipe_id: recipe.id, date, meal_type: meal, servings: count });
    } catch (failure) {
      setAlert(`${diaryMessages.addRecipeFailed}: ${errorMessageOf(failure)}`);
      return;
    }
    toast.success(`Added ${recipe.title} to ${mealWord(meal)}.`);
    onClose();
  };

  const submitEntry = async () => {
    const read = readEntry(values);
    if (!read.ok) {
      setErrors(read.errors);
      setFocusError((n) => n + 1);
      return;
    }
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, changes: { meal_type: meal, ...read.fields } });
      } else {
        await add.mutateAsync({ date, meal_type: meal, ...read.fields });
      }
    } catch (failure) {
      refuse(failure, editing ? diaryMessages.updateFailed : diaryMessages.addFailed);
      return;
    }
    toast.success(
      editing
        ? `Saved ${read.fields.food_name}.`
        : `Added ${read.fields.food_name} to ${mealWord(meal)}.`,
    );
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    if (!editing && source === 'recipe') void submitRecipe();
    else if (!editing && !filled && source !== 'manual') {
      setAlert(
        source === 'search'
          ? 'Choose a food from the search first, or enter it under Manual.'
          : 'Estimate the description first, or enter it under Manual.',
      );
    } else void submitEntry();
  };

  const showFields = editing !== null || source === 'manual' || (source !== 'recipe' && filled);
  const fields = (
    <EntryFields values={values} errors={errors} onChange={change} foodNameRef={foodNameRef} />
  );

  return (
    <DiaryDialog
      open
      onClose={onClose}
      busy={busy}
      title={editing ? 'Edit entry' : `Add to ${MEAL_LABELS[meal]}`}
      description={
        editing ? `${editing.food_name} · ${longDay(date, today)}` : longDay(date, today)
      }
      returnFocusRef={returnFocusRef}
      initialFocusRef={editing ? foodNameRef : searchRef}
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {editing ? 'Save changes' : source === 'recipe' ? 'Add recipe' : 'Add entry'}
          </Button>
        </>
      }
    >
      <div ref={bodyRef} className="flex flex-col gap-4">
        <SelectField
          label="Meal"
          value={meal}
          onChange={(event) => setMeal(event.target.value as MealType)}
        >
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {MEAL_LABELS[type]}
            </option>
          ))}
        </SelectField>
        {editing ? (
          <>
            {editing.recipe ? (
              <p className="text-sm text-slate-700">From the recipe {editing.recipe.title}.</p>
            ) : null}
            {fields}
          </>
        ) : (
          <>
            <SegmentedChoice
              legend="How to add it"
              value={source}
              onChange={(next) => {
                setSource(next);
                setAlert(null);
              }}
              segments={[
                {
                  value: 'search',
                  label: 'Search',
                  panel: <FoodSearchPanel onFill={fill} searchRef={searchRef} />,
                },
                {
                  value: 'recipe',
                  label: 'Recipe',
                  panel: (
                    <RecipePanel
                      recipe={recipe}
                      onPick={(picked) => {
                        setRecipe(picked);
                        setRecipeErrors({});
                      }}
                      servings={servings}
                      onServings={(next) => {
                        setServings(next);
                        setRecipeErrors((current) => ({ ...current, servings: undefined }));
                      }}
                      recipeError={recipeErrors.recipe}
                      servingsError={recipeErrors.servings}
                    />
                  ),
                },
                {
                  value: 'describe',
                  label: 'Describe',
                  panel: <DescribePanel visible={source === 'describe'} onFill={fill} />,
                },
                {
                  value: 'manual',
                  label: 'Manual',
                  panel: (
                    <p className="text-sm text-slate-700">
                      Enter the food and its numbers as the label gives them.
                    </p>
                  ),
                },
              ]}
            />
            {showFields ? (
              <section
                aria-label="Entry"
                className="flex flex-col gap-3 border-t border-slate-200 pt-4"
              >
                {source !== 'manual' ? (
                  <p className="text-sm text-slate-700">
                    Check the numbers and change any of them.
                  </p>
                ) : null}
                {fields}
              </section>
            ) : null}
          </>
        )}
        <div ref={alertRef}>
          <FormAlert message={alert} />
        </div>
      </div>
    </DiaryDialog>
  );
}
