import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DIETS,
  imageMessages,
  messages,
  RECIPE_TEMPLATE_STORAGE_KEY,
  recipeImportMessages,
  type RecipeCreate,
  type RecipeDraft,
} from '@mise/core';
import { Button, buttonClasses } from '../../../components/ui/button';
import { submitOnEnterOnlyFromLastField, useFormGuard } from '../../../components/use-form-guard';
import { PageHeader } from '../../../components/ui/page-header';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingState } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePreloadResolver } from '../../../lib/lazy-resolver';
import { copyImageFromUrl, useCreateRecipe } from '../api';
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
  MealTypeField,
  NutritionField,
  RecipeDetailsFields,
  StepsField,
  TitleField,
} from '../components/recipe-form-fields';
import {
  RequiredNote,
  revealListErrors,
  scalarFieldNames,
} from '../components/recipe-form-helpers';
import {
  emptyRecipeFormValues,
  formValuesFromImport,
  formValuesFromTemplate,
  recipeFormResolver,
  toRecipeCreate,
  type RecipeFormOutput,
  type RecipeFormValues,
} from '../recipe-form-model';
import { newRecipeToastKey } from '../toast-keys';

// Loaded when the cook first presses Import (the form's bundle budget, issue 17).
const ImportRecipeDialog = lazy(() =>
  import('../components/import-recipe-dialog').then((m) => ({ default: m.ImportRecipeDialog })),
);

/** spec-1 §8 Inspiration. */
export const templateFailedMessage = 'Failed to prepare recipe template';
export const recipeCreatedMessage = 'Recipe created.';

function readTemplate(): string | null {
  try {
    return sessionStorage.getItem(RECIPE_TEMPLATE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function forgetTemplate(): void {
  try {
    sessionStorage.removeItem(RECIPE_TEMPLATE_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/**
 * The form's starting values: the template draft in template mode, else spec-1 §5's defaults.
 * `basis` tells an unsaved draft made on this template (or on the empty form) from one made on
 * another.
 */
interface InitialValues {
  values: RecipeFormValues;
  failed: boolean;
  basis: string;
}

const emptyStart = (): InitialValues => ({
  values: emptyRecipeFormValues(),
  failed: false,
  basis: '',
});

/** The template draft checked by the create contract (loaded for it), or the defaults if it fails. */
async function templateStart(): Promise<InitialValues> {
  const raw = readTemplate();
  const values = await formValuesFromTemplate(raw).catch(() => null);
  return values
    ? { values, failed: false, basis: `template:${raw ?? ''}` }
    : { values: emptyRecipeFormValues(), failed: true, basis: '' };
}

/**
 * spec-1 §5's create form. In template mode it opens once the template has been checked (the
 * recipe contract loads for it: a moment, while a spinner says so).
 */
export function RecipeCreatePage() {
  const [params] = useSearchParams();
  const templateMode = params.get('template') === 'true';
  const [initial, setInitial] = useState<InitialValues | null>(() =>
    templateMode ? null : emptyStart(),
  );
  useEffect(() => {
    if (initial) return;
    let current = true;
    void templateStart().then((start) => {
      if (current) setInitial(start);
    });
    return () => {
      current = false;
    };
  }, [initial]);
  if (!initial) return <LoadingState label="Preparing recipe template" />;
  return <RecipeCreateForm templateMode={templateMode} initial={initial} />;
}

function RecipeCreateForm({
  templateMode,
  initial,
}: {
  templateMode: boolean;
  initial: InitialValues;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const ingredientsRef = useRef<ListEditorHandle>(null);
  const stepsRef = useRef<ListEditorHandle>(null);
  const createRecipe = useCreateRecipe();
  const navigate = useNavigate();
  const [importOpen, setImportOpen] = useState(false);
  /** The Import dialog loads when first opened, then stays (it returns focus as it closes). */
  const [importUsed, setImportUsed] = useState(false);
  /** The imported page's picture, copied into our storage when the recipe is saved with it. */
  const [importedImage, setImportedImage] = useState<string | null>(null);
  const importButtonRef = useRef<HTMLButtonElement>(null);

  const form = useForm<RecipeFormValues, unknown, RecipeFormOutput>({
    resolver: recipeFormResolver,
    defaultValues: initial.values,
  });
  usePreloadResolver(recipeFormResolver);
  const guard = useFormGuard({
    form,
    draftName: 'recipe-create',
    basis: initial.basis,
    firstField: 'title',
  });

  // Once per visit, also under StrictMode's second effect run (the ref survives it).
  const toldTemplateFailed = useRef(false);
  useEffect(() => {
    if (initial.failed && !toldTemplateFailed.current) {
      toldTemplateFailed.current = true;
      toast.error(templateFailedMessage, { key: newRecipeToastKey });
    }
  }, [initial.failed]);

  // Saved with the imported page's picture: copied first (issue 16 §4, the image pipeline). If that
  // fails the address is kept, as the Image URL tab keeps one, and the cook is told.
  const withCopiedImage = async (body: RecipeCreate): Promise<RecipeCreate> => {
    if (!importedImage || body.image_url !== importedImage) return body;
    try {
      const stored = await copyImageFromUrl(importedImage);
      setImportedImage(null);
      form.setValue('image_url', stored.url);
      return { ...body, image_url: stored.url };
    } catch {
      toast.warning(imageMessages.copyFailed);
      return body;
    }
  };

  const onValid = async (values: RecipeFormOutput) => {
    setServerError(null);
    try {
      const recipe = await createRecipe.mutateAsync(await withCopiedImage(toRecipeCreate(values)));
      if (templateMode) forgetTemplate();
      guard.markSaved();
      // Replaces the form's last toast (an estimate's, say): the news now is that it is saved.
      toast.success(recipeCreatedMessage, { key: newRecipeToastKey });
      await navigate(`/recipes/${encodeURIComponent(recipe.id)}`);
    } catch (error) {
      setServerError(applyServerErrors(error, scalarFieldNames, form.setError));
    }
  };

  // The draft fills the form; the starting values stay the defaults, so the form counts as changed
  // and leaving it asks first (useFormGuard), as if the cook had typed it all.
  const onImported = (draft: RecipeDraft) => {
    form.reset(formValuesFromImport(draft), { keepDefaultValues: true });
    setImportedImage(draft.image_url);
    setImportOpen(false);
    setServerError(null);
    // Focus goes back to the Import button (the dialog's rule); the toast says what happened.
    toast.success(recipeImportMessages.imported, { key: newRecipeToastKey });
  };

  const onInvalid = (errors: FieldErrors<RecipeFormValues>) => {
    setServerError(messages.validationFailed);
    revealListErrors(errors, { ingredients: ingredientsRef, steps: stepsRef });
  };

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        title="Create Recipe"
        description="Write down a recipe with its ingredients, steps, equipment and nutrition."
        actions={
          <Button
            ref={importButtonRef}
            type="button"
            variant="secondary"
            onClick={() => {
              setImportUsed(true);
              setImportOpen(true);
            }}
          >
            Import
          </Button>
        }
      />
      {importUsed ? (
        <Suspense fallback={null}>
          <ImportRecipeDialog
            open={importOpen}
            onClose={() => setImportOpen(false)}
            onImported={onImported}
            returnFocusRef={importButtonRef}
          />
        </Suspense>
      ) : null}
      {templateMode && !initial.failed ? (
        <p className="mb-5 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-950">
          You are customising a recipe. Change anything you like, then save it as your own.
        </p>
      ) : null}
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
            <ImageUrlField toastKey={newRecipeToastKey} />
            <div className="grid gap-4 sm:grid-cols-3">
              <CuisineField />
              <MealTypeField />
              <ComplexityField />
            </div>
            <RecipeDetailsFields />
            <DietsField diets={DIETS} />
          </FormSection>

          <FormSection
            title="Ingredients"
            description="Add ingredients one by one, or type a whole line into Quick add."
          >
            <IngredientsField variant="create" editorRef={ingredientsRef} />
          </FormSection>

          <FormSection title="Preparation Steps" description="Steps are numbered in this order.">
            <StepsField editorRef={stepsRef} />
          </FormSection>

          <NutritionField toastKey={newRecipeToastKey} />

          <FormSection title="Additional Information">
            <AdditionalInfoFields />
          </FormSection>

          <div className="flex flex-wrap justify-end gap-3">
            <Link to="/recipes" className={buttonClasses('secondary')}>
              Cancel
            </Link>
            <Button type="submit" busy={form.formState.isSubmitting}>
              Create Recipe
            </Button>
          </div>
        </form>
      </FormProvider>
      {guard.leaveDialog}
    </div>
  );
}
