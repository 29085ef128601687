import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { X } from 'lucide-react';
import { messages, type RecipeSummary } from '@mise/core';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/states';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { RecipeImage } from '../../../components/recipe-card';
import { useHealthGoals } from '../../../components/health-goals/api';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePreloadResolver } from '../../../lib/lazy-resolver';
import { useFormGuard } from '../../../components/use-form-guard';
import { usePlanRecipes } from '../api';
import {
  formFieldNames,
  mealPlanFormResolver,
  type MealPlanFormOutput,
  type MealPlanFormValues,
} from '../editor-model';
import { recipeCountText } from '../budget';
import { RecipeSearch } from './recipe-search';

export type RecipeLabel = Pick<RecipeSummary, 'id' | 'title' | 'image_url'>;

export interface MealPlanFormProps {
  defaultValues: MealPlanFormValues;
  /** What the editor knows of the plan's recipes so far (titles and photos for the list). */
  initialRecipes: readonly RecipeLabel[];
  /**
   * Saves, and resolves with the path to open then; a rejection is shown on the form (field errors
   * on their fields).
   */
  onSave: (values: MealPlanFormOutput) => Promise<string>;
  /** Names the unsaved draft kept while the cook types ("meal-plan-edit:<id>"). */
  draftName: string;
  /** What the form was loaded from (the plan's updated_at): an older draft is not restored. */
  draftBasis?: string;
  /** What the form says when saving failed for a reason of no field (spec-2 §8's words). */
  saveFailedMessage: string;
  cancelTo: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}

/**
 * spec-2 §2's meal plan edit screen, for creating and editing: Basic Information, Manage Recipes,
 * Cancel and Save Changes.
 */
export function MealPlanForm({
  defaultValues,
  initialRecipes,
  onSave,
  saveFailedMessage,
  cancelTo,
  draftName,
  draftBasis,
}: MealPlanFormProps) {
  const navigate = useNavigate();
  const form = useForm<MealPlanFormValues, unknown, MealPlanFormOutput>({
    resolver: mealPlanFormResolver,
    defaultValues,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  usePreloadResolver(mealPlanFormResolver);
  const [serverError, setServerError] = useState<string | null>(null);
  const [known, setKnown] = useState(
    () => new Map(initialRecipes.map((recipe) => [recipe.id, recipe])),
  );
  const goals = useHealthGoals();
  const recipeIds = useWatch({ control: form.control, name: 'recipes' });
  // Held by React, not the DOM: the goals' options arrive after the form, and an uncontrolled
  // select whose chosen option is replaced falls back to its first one (no goal).
  const goalValue = useWatch({ control: form.control, name: 'health_goal_id' });
  // As the recipe editor: leaving a changed form asks first, and the work is kept as a draft.
  // After the watches: they subscribe in layout effects, which must run before it restores a draft.
  const guard = useFormGuard({ form, draftName, basis: draftBasis, firstField: 'title' });
  const added = new Set(recipeIds);
  // A restored draft may hold recipes added by search in an earlier visit: their titles are read.
  const unknownIds = recipeIds.filter((recipeId) => !known.has(recipeId));
  const unknownRecipes = usePlanRecipes(unknownIds);
  const labelOf = (recipeId: string): RecipeLabel | undefined =>
    known.get(recipeId) ?? unknownRecipes.data?.find((recipe) => recipe.id === recipeId);

  const addRecipe = (recipe: RecipeSummary) => {
    if (added.has(recipe.id)) return;
    setKnown((map) => new Map(map).set(recipe.id, recipe));
    form.setValue('recipes', [...recipeIds, recipe.id], { shouldDirty: true });
  };
  const searchInputRef = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  /**
   * Out of the plan; the focus, which was on the Remove button about to go, moves to the next
   * recipe's Remove (the previous one's for the last), or to the search when none is left.
   */
  const removeRecipe = (id: string) => {
    const index = recipeIds.indexOf(id);
    const neighbour = recipeIds[index + 1] ?? recipeIds[index - 1];
    const next = neighbour === undefined ? undefined : removeButtons.current.get(neighbour);
    (next ?? searchInputRef.current)?.focus();
    form.setValue(
      'recipes',
      recipeIds.filter((recipeId) => recipeId !== id),
      { shouldDirty: true },
    );
  };

  const onValid = async (values: MealPlanFormOutput) => {
    setServerError(null);
    try {
      const next = await onSave(values);
      guard.markSaved();
      await navigate(next);
    } catch (error) {
      const shown = applyServerErrors(error, formFieldNames, form.setError);
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        // The fields say what is wrong; the alert only adds what no field shows.
        setServerError(shown);
        return;
      }
      // spec-2 §8's words first, then the server's reason when it has one of its own.
      const reason = errorMessageOf(error);
      setServerError(
        reason === messages.internal ? saveFailedMessage : `${saveFailedMessage} — ${reason}`,
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(onValid, () => setServerError(messages.validationFailed))(event)
      }
      className="flex flex-col gap-6"
    >
      {guard.restoredNotice}
      <p aria-hidden="true" className="text-sm text-slate-700">
        <span className="text-red-700">*</span> marks a required field.
      </p>
      <FormAlert message={serverError ?? errors.root?.message ?? null} />

      <Section title="Basic Information">
        <TextField
          label="Title"
          required
          markRequired
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Weekly budget ($)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint="0 means no budget."
            error={errors.total_budget?.message}
            {...register('total_budget', { valueAsNumber: true })}
          />
          <TextField
            label="Target group"
            placeholder="e.g. family of four"
            error={errors.target_group?.message}
            {...register('target_group')}
          />
        </div>
        <SelectField
          label="Health goal"
          error={errors.health_goal_id?.message}
          hint={goals.isError ? 'Health goals could not be loaded.' : undefined}
          {...register('health_goal_id')}
          value={goalValue}
        >
          <option value="">No health goal</option>
          {(goals.data ?? []).map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.name}
            </option>
          ))}
          {/* The plan's goal stays choosable while the catalogue loads, so the select keeps it. */}
          {defaultValues.health_goal_id &&
          !(goals.data ?? []).some((goal) => goal.id === defaultValues.health_goal_id) ? (
            <option value={defaultValues.health_goal_id}>
              {goals.isPending ? 'Loading…' : 'Current goal'}
            </option>
          ) : null}
        </SelectField>
        <CheckboxField
          label="Public"
          hint="Other members can find and copy a public plan."
          {...register('is_public')}
        />
      </Section>

      <Section title="Manage Recipes">
        <div className="flex flex-col gap-2">
          <h3 className="font-medium text-slate-900">
            In this plan{' '}
            <span className="font-normal text-slate-700">
              ({recipeCountText(recipeIds.length)})
            </span>
          </h3>
          {recipeIds.length === 0 ? (
            <p className="text-sm text-slate-700">No recipes yet. Search below to add some.</p>
          ) : (
            <ul aria-label="Recipes in this plan" className="flex flex-col gap-2">
              {recipeIds.map((id) => {
                const recipe = labelOf(id);
                const title = recipe?.title ?? 'Recipe';
                return (
                  <li
                    key={id}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2"
                  >
                    <RecipeImage
                      src={recipe?.image_url ?? null}
                      className="size-10 shrink-0 rounded-md object-cover"
                    />
                    <span className="min-w-0 flex-1 truncate text-slate-900">{title}</span>
                    <Button
                      ref={(button) => {
                        if (button) removeButtons.current.set(id, button);
                        else removeButtons.current.delete(id);
                      }}
                      variant="ghost"
                      size="sm"
                      onClick={() => removeRecipe(id)}
                      aria-label={`Remove ${title}`}
                    >
                      <X aria-hidden="true" className="size-4" />
                      Remove
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {errors.recipes ? (
            <p className="text-sm font-medium text-red-700">
              {errors.recipes.message ?? errors.recipes.root?.message}
            </p>
          ) : null}
        </div>
        <RecipeSearch added={added} onAdd={addRecipe} inputRef={searchInputRef} />
      </Section>

      <div className="flex flex-wrap justify-end gap-3">
        {/* While saving, Cancel would race the save's own navigation: it says it is unavailable. */}
        <Link
          to={cancelTo}
          aria-disabled={isSubmitting || undefined}
          onClick={(event) => {
            if (isSubmitting) event.preventDefault();
          }}
          className={buttonClasses(
            'secondary',
            'md',
            isSubmitting ? 'cursor-not-allowed opacity-60' : '',
          )}
        >
          Cancel
        </Link>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
      {guard.leaveDialog}
    </form>
  );
}
