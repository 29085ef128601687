import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  EDIT_FORM_DIETS,
  messages,
  recipeMessages,
  type NutritionalInfo,
  type Recipe,
} from '@mise/core';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { ErrorState } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/toast-store';
import { submitOnEnterOnlyFromLastField, useFormGuard } from '../../../components/use-form-guard';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePreloadResolver } from '../../../lib/lazy-resolver';
import { useSaveNutrition, useUpdateRecipe, type RecipeUpdate } from '../api';
import { useRecipe } from '../read-api';
import { BackLink } from '../components/back-link';
import type { ListEditorHandle } from '../components/ingredient-editor';
import {
  AdditionalInfoFields,
  ComplexityField,
  CuisineField,
  DescriptionField,
  DietsField,
  FormSection,
  ImageUrlField,
  IngredientsField,
  NutritionField,
  RecipeDetailsFields,
  StepsField,
  TitleField,
} from '../components/recipe-form-fields';
import {
  firstInvalidIndex,
  RequiredNote,
  revealListErrors,
  scalarFieldNames,
} from '../components/recipe-form-helpers';
import { RecipeNotFound } from '../components/recipe-not-found';
import {
  formValuesFromRecipe,
  recipeFormResolver,
  toIngredientInput,
  toRecipePatch,
  toStepInput,
  type RecipeFormOutput,
  type RecipeFormValues,
} from '../recipe-form-model';
import { nutritionSectionId } from '../recipe-links';
import { recipeToastKey } from '../toast-keys';

export const recipeUpdatedMessage = 'Recipe updated.';

type TabId = 'ingredients' | 'steps';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (list: readonly string[]) => [...list].sort();

/** What to send: the recipe's fields always, each list only when it differs from the saved one. */
export function recipeUpdateFrom(recipe: Recipe, values: RecipeFormOutput): RecipeUpdate {
  const saved = formValuesFromRecipe(recipe);
  const savedIngredients = saved.ingredients.map((draft) =>
    toIngredientInput({ ...draft, cost: draft.cost ? Number(draft.cost) : 0 }),
  );
  const savedSteps = saved.steps.map((draft, index) =>
    toStepInput(
      {
        ...draft,
        time_required: draft.time_required.trim() === '' ? null : Number(draft.time_required),
      },
      index,
    ),
  );
  const ingredients = values.ingredients.map(toIngredientInput);
  const steps = values.steps.map(toStepInput);
  const update: RecipeUpdate = { patch: toRecipePatch(values) };
  // Costs untouched (and servings too): the stored pair stays exactly as it is, even where it was
  // rounded differently (9.26 in all, 2.31 a serving), instead of being re-derived from one of them.
  if (
    values.servings === recipe.servings &&
    values.total_cost === recipe.total_cost &&
    values.cost_per_serving === recipe.cost_per_serving
  ) {
    delete update.patch.total_cost;
    delete update.patch.cost_per_serving;
  }
  if (!sameJson(ingredients, savedIngredients)) update.ingredients = ingredients;
  if (!sameJson(steps, savedSteps)) update.steps = steps;
  if (!sameJson(values.nutritional_info, recipe.nutritional_info)) {
    update.nutrition = {
      nutritional_info: values.nutritional_info,
      ai_estimated: values.ai_estimated,
    };
  }
  if (!sameJson(sorted(values.health_tags), sorted(recipe.health_tags))) {
    update.health_goals = values.health_tags;
  }
  return update;
}

function TabLabel({ label, count, invalid }: { label: string; count: number; invalid: boolean }) {
  return (
    <>
      {label}
      <span className="rounded-full bg-slate-100 px-2 text-sm text-slate-700">{count}</span>
      {invalid ? <span className="sr-only">(needs attention)</span> : null}
      {invalid ? <span aria-hidden="true" className="size-2 rounded-full bg-red-700" /> : null}
    </>
  );
}

function ListTabs({
  tab,
  onTab,
  ingredientsRef,
  stepsRef,
}: {
  tab: TabId;
  onTab: (tab: TabId) => void;
  ingredientsRef: RefObject<ListEditorHandle | null>;
  stepsRef: RefObject<ListEditorHandle | null>;
}) {
  const { errors } = useFormState<RecipeFormValues>();
  const ingredientCount = useWatch<RecipeFormValues, 'ingredients'>({ name: 'ingredients' }).length;
  const stepCount = useWatch<RecipeFormValues, 'steps'>({ name: 'steps' }).length;
  return (
    <Tabs
      label="Ingredients and preparation steps"
      selectedId={tab}
      onSelect={(id) => onTab(id as TabId)}
      tabs={[
        {
          id: 'ingredients',
          label: (
            <TabLabel
              label="Ingredients"
              count={ingredientCount}
              invalid={firstInvalidIndex(errors.ingredients) >= 0}
            />
          ),
          panel: <IngredientsField variant="edit" editorRef={ingredientsRef} />,
        },
        {
          id: 'steps',
          label: (
            <TabLabel
              label="Preparation Steps"
              count={stepCount}
              invalid={firstInvalidIndex(errors.steps) >= 0}
            />
          ),
          panel: <StepsField editorRef={stepsRef} />,
        },
      ]}
    />
  );
}

/** What a recipe's nutrition rests on, as the form holds it: its servings and ingredients. */
const nutritionBasisOf = (values: RecipeFormValues) =>
  JSON.stringify([values.servings, values.ingredients]);

function RecipeEditForm({ recipe }: { recipe: Recipe }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [tab, setTab] = useState<TabId>('ingredients');
  const ingredientsRef = useRef<ListEditorHandle>(null);
  const stepsRef = useRef<ListEditorHandle>(null);
  const updateRecipe = useUpdateRecipe(recipe.id);
  const saveNutrition = useSaveNutrition(recipe.id);
  const navigate = useNavigate();
  // Opened at #nutrition (the recipe page's Recalculate link): the panel takes the focus.
  const openedAtNutrition = useLocation().hash === `#${nutritionSectionId}`;
  const detailPath = `/recipes/${encodeURIComponent(recipe.id)}`;
  const toastKey = recipeToastKey(recipe.id);
  /**
   * The nutrition the panel saved in this visit, and the servings and ingredients the form held
   * then: the cook's numbers for that recipe (see onValid).
   */
  const panelNutrition = useRef<{ nutrition: RecipeUpdate['nutrition']; basis: string } | null>(
    null,
  );

  const form = useForm<RecipeFormValues, unknown, RecipeFormOutput>({
    resolver: recipeFormResolver,
    defaultValues: formValuesFromRecipe(recipe),
  });
  usePreloadResolver(recipeFormResolver);
  // One draft per recipe, made on this version of it.
  const guard = useFormGuard({
    form,
    draftName: `recipe-edit:${recipe.id}`,
    basis: recipe.updated_at,
    firstField: 'title',
  });

  const onValid = async (values: RecipeFormOutput) => {
    setServerError(null);
    const update = recipeUpdateFrom(recipe, values);
    // The panel saved its nutrition at once, before the form's changed ingredients or servings
    // reach the server, which would then flag the cook's fresh numbers outdated (or recalculate
    // over their estimate). Sent again after them (updateRecipe saves nutrition after the lists),
    // they stay the cook's — unless the ingredients or servings changed after that save: then they
    // are outdated indeed, and the server says so.
    const saved = panelNutrition.current;
    const basisChanges =
      update.ingredients !== undefined || update.patch.servings !== recipe.servings;
    if (saved && basisChanges && saved.basis === nutritionBasisOf(form.getValues()))
      update.nutrition ??= saved.nutrition;
    try {
      await updateRecipe.mutateAsync(update);
      guard.markSaved();
      toast.success(recipeUpdatedMessage, { key: toastKey });
      await navigate(detailPath);
    } catch (error) {
      // The server's words when it sent some (spec-1 §8), else the spec's fallback.
      const message = applyServerErrors(error, scalarFieldNames, form.setError);
      setServerError(isApiError(error) ? message : recipeMessages.updateFailed);
    }
  };

  const onInvalid = (errors: FieldErrors<RecipeFormValues>) => {
    setServerError(messages.validationFailed);
    const hasScalarError = scalarFieldNames.some((name) => errors[name]);
    // The first list with an error gets its tab shown before its editor opens the item.
    if (!hasScalarError) {
      const wanted: TabId | null =
        firstInvalidIndex(errors.ingredients) >= 0
          ? 'ingredients'
          : firstInvalidIndex(errors.steps) >= 0
            ? 'steps'
            : null;
      if (wanted && wanted !== tab) flushSync(() => setTab(wanted));
    }
    revealListErrors(errors, { ingredients: ingredientsRef, steps: stepsRef });
  };

  /** spec-1 §2: on the edit page, Save Nutritional Info saves at once. */
  const saveNutritionNow = async (info: NutritionalInfo | null, estimated?: boolean) => {
    const basis = nutritionBasisOf(form.getValues());
    const saved = await saveNutrition.mutateAsync({ info, ai_estimated: estimated ?? false });
    form.resetField('nutritional_info', { defaultValue: saved.nutritional_info });
    panelNutrition.current = {
      nutrition: { nutritional_info: saved.nutritional_info, ai_estimated: saved.ai_estimated },
      basis,
    };
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        onKeyDown={submitOnEnterOnlyFromLastField}
        className="flex flex-col gap-6"
      >
        {guard.restoredNotice}
        <RequiredNote />
        <FormAlert message={serverError} />

        <FormSection title="Recipe Information">
          <TitleField />
          <DescriptionField />
          <ImageUrlField toastKey={toastKey} />
        </FormSection>

        <FormSection title="Recipe Details">
          <RecipeDetailsFields />
          <div className="grid gap-4 sm:grid-cols-2">
            <ComplexityField />
            <CuisineField />
          </div>
          <DietsField diets={EDIT_FORM_DIETS} />
        </FormSection>

        <section
          aria-label="Ingredients and preparation steps"
          className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <ListTabs tab={tab} onTab={setTab} ingredientsRef={ingredientsRef} stepsRef={stepsRef} />
        </section>

        <NutritionField
          onSave={saveNutritionNow}
          outdated={recipe.nutrition_outdated}
          toastKey={toastKey}
          sectionId={nutritionSectionId}
          focusOnMount={openedAtNutrition}
        />

        <FormSection title="Settings">
          <AdditionalInfoFields />
        </FormSection>

        <div className="flex flex-wrap justify-end gap-3">
          <Link to={detailPath} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" busy={form.formState.isSubmitting}>
            Save Changes
          </Button>
        </div>
      </form>
      {guard.leaveDialog}
    </FormProvider>
  );
}

export function RecipeEditPage() {
  const { id = '' } = useParams();
  const { data: recipe, error, isPending, refetch, isRefetching } = useRecipe(id);

  let content: ReactNode;
  let found = true;
  if (isPending) {
    content = <LoadingState label="Loading recipe" />;
  } else if (recipe && recipe.is_owner) {
    content = <RecipeEditForm key={recipe.id} recipe={recipe} />;
  } else if (recipe || (isApiError(error) && error.status === 404)) {
    // Someone else's recipe is "not found" here too: only its owner may edit it.
    content = <RecipeNotFound />;
    found = false;
  } else {
    content = (
      <ErrorState
        message={recipeMessages.fetchFailed}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl">
      {/* No way back to a recipe that is not there: the not-found state links to the list. */}
      {found ? <BackLink to={`/recipes/${encodeURIComponent(id)}`}>Back to recipe</BackLink> : null}
      <PageHeader
        title="Edit Recipe"
        description="Change a recipe's details, ingredients, steps, nutrition and sharing settings."
      />
      {content}
    </div>
  );
}
