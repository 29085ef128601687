import { lazy, Suspense, useId, type ComponentType, type ReactNode, type Ref } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { COMPLEXITIES, dietLabel, MEAL_TYPES, type GenerateImageRequest } from '@mise/core';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { followingCosts, type RecipeFormOutput, type RecipeFormValues } from '../recipe-form-model';
import { IngredientEditor, type ListEditorHandle } from './ingredient-editor';
import { CUISINE_OPTIONS } from './cuisines';

// The image picker (its upload, and the tabs it loads when opened) comes right after the form
// paints, like the sections below the first screen (end of this file): the first paint stays
// within the forms' bundle budget.
const ImagePicker = lazy(() =>
  import('../../../components/image-picker/image-picker').then((m) => ({
    default: m.ImagePicker,
  })),
);

export const useRecipeForm = () => useFormContext<RecipeFormValues, unknown, RecipeFormOutput>();

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}

export function TitleField() {
  const {
    register,
    formState: { errors },
  } = useRecipeForm();
  return (
    <TextField
      id="recipe-title"
      label="Title"
      markRequired
      required
      autoComplete="off"
      maxLength={200}
      error={errors.title?.message}
      {...register('title')}
    />
  );
}

/** Optional on both forms (decision 0008). */
export function DescriptionField() {
  const {
    register,
    formState: { errors },
  } = useRecipeForm();
  return (
    <TextAreaField
      id="recipe-description"
      label="Description"
      rows={4}
      maxLength={5000}
      error={errors.description?.message}
      {...register('description')}
    />
  );
}

/** What Generate with AI draws from: the recipe as the form holds it when the cook asks. */
function imagePromptOf(values: RecipeFormValues): GenerateImageRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    ingredients: values.ingredients
      .filter((i) => i.name.trim())
      .map((i) => ({ name: i.name.trim(), quantity: i.quantity.trim(), unit: i.unit })),
    steps: values.steps
      .filter((s) => s.instruction.trim())
      .map((s) => ({ instruction: s.instruction.trim() })),
    cuisine: values.cuisine.trim() || null,
    dietary_restrictions: values.dietary_restrictions,
  };
}

/**
 * The recipe's picture: the shared image picker (upload, URL, stock search, AI) on `image_url`.
 * `toastKey`: the recipe's (toast-keys.ts).
 */
export function ImageUrlField({ toastKey }: { toastKey: string }) {
  const { control, getValues } = useRecipeForm();
  return (
    <Controller
      control={control}
      name="image_url"
      render={({ field }) => (
        <Suspense fallback={<Placeholder />}>
          <ImagePicker
            value={field.value.trim() || null}
            onChange={(url) => field.onChange(url ?? '')}
            recipeContext={() => imagePromptOf(getValues())}
            toastKey={toastKey}
          />
        </Suspense>
      )}
    />
  );
}

type NumberFieldName = 'servings' | 'prep_time' | 'cook_time' | 'total_cost' | 'cost_per_serving';

const numberFields: Record<
  NumberFieldName,
  { label: string; step: number; min: number; hint?: string }
> = {
  servings: { label: 'Servings', step: 1, min: 1 },
  prep_time: { label: 'Prep time (minutes)', step: 1, min: 0 },
  cook_time: { label: 'Cook time (minutes)', step: 1, min: 0 },
  total_cost: { label: 'Total cost', step: 0.01, min: 0 },
  cost_per_serving: { label: 'Cost per serving', step: 0.01, min: 0 },
};

/** A followed cost counts as a change, like a typed one. */
const dirtyAndChecked = { shouldDirty: true } as const;

/** Every number of the recipe forms is required (spec-1 §5; the create form starts them filled). */
function NumberField({ name }: { name: NumberFieldName }) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useRecipeForm();
  const field = numberFields[name];
  // Servings and the two costs: the cost not typed follows the one typed last (issue 10).
  const follow = () => {
    if (name !== 'servings' && name !== 'total_cost' && name !== 'cost_per_serving') return;
    const next = followingCosts(getValues(), name);
    if (next.cost_basis) setValue('cost_basis', next.cost_basis);
    if (next.total_cost !== undefined) setValue('total_cost', next.total_cost, dirtyAndChecked);
    if (next.cost_per_serving !== undefined)
      setValue('cost_per_serving', next.cost_per_serving, dirtyAndChecked);
  };
  return (
    <TextField
      id={`recipe-${name.replace(/_/g, '-')}`}
      label={field.label}
      type="number"
      inputMode={field.step === 1 ? 'numeric' : 'decimal'}
      min={field.min}
      step={field.step}
      markRequired
      required
      error={errors[name]?.message}
      {...register(name, { onChange: follow })}
    />
  );
}

/**
 * The recipe's numbers, laid out alike on both forms: servings and the two times, then the two
 * costs (the cost not typed follows the other, see NumberField).
 */
export function RecipeDetailsFields() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField name="servings" />
        <NumberField name="prep_time" />
        <NumberField name="cook_time" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="total_cost" />
        <NumberField name="cost_per_serving" />
      </div>
    </>
  );
}

export function ComplexityField() {
  const {
    register,
    formState: { errors },
  } = useRecipeForm();
  return (
    <SelectField
      id="recipe-complexity"
      label="Complexity"
      markRequired
      required
      error={errors.complexity?.message}
      {...register('complexity')}
    >
      {COMPLEXITIES.map((complexity) => (
        <option key={complexity} value={complexity}>
          {capitalise(complexity)}
        </option>
      ))}
    </SelectField>
  );
}

export function CuisineField() {
  const {
    register,
    formState: { errors },
  } = useRecipeForm();
  const listId = useId();
  return (
    <>
      <TextField
        id="recipe-cuisine"
        label="Cuisine"
        list={listId}
        autoComplete="off"
        maxLength={60}
        placeholder="Italian, Thai…"
        error={errors.cuisine?.message}
        {...register('cuisine')}
      />
      <datalist id={listId}>
        {CUISINE_OPTIONS.map((cuisine) => (
          <option key={cuisine} value={cuisine} />
        ))}
      </datalist>
    </>
  );
}

export function MealTypeField() {
  const { register } = useRecipeForm();
  return (
    <SelectField id="recipe-meal-type" label="Meal type" {...register('meal_type')}>
      <option value="">Not set</option>
      {MEAL_TYPES.map((type) => (
        <option key={type} value={type}>
          {capitalise(type)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Diet checkboxes. Diets on the recipe that this form does not offer (a recipe created with 'kosher'
 * seen on the edit form) are kept as they are.
 */
export function DietsField({ diets }: { diets: readonly string[] }) {
  const { control } = useRecipeForm();
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="dietary_restrictions"
      render={({ field }) => (
        <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
          <span id={labelId} className="text-sm font-medium text-slate-900">
            Dietary restrictions
          </span>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {diets.map((diet) => (
              <CheckboxField
                key={diet}
                id={`recipe-diet-${diet}`}
                label={dietLabel(diet)}
                checked={field.value.includes(diet)}
                onChange={(e) =>
                  field.onChange(
                    e.target.checked
                      ? [...field.value, diet]
                      : field.value.filter((value) => value !== diet),
                  )
                }
              />
            ))}
          </div>
        </div>
      )}
    />
  );
}

/** Field errors of one list item, from react-hook-form's (sparse) array of errors. */
export function itemErrors<K extends string>(
  list: unknown,
  length: number,
  keys: readonly K[],
): Array<Partial<Record<K, string>> | undefined> {
  const source = Array.isArray(list) ? (list as unknown[]) : [];
  return Array.from({ length }, (_, index) => {
    const entry = source[index] as Partial<Record<K, { message?: string }>> | undefined;
    if (!entry) return undefined;
    const messages: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const message = entry[key]?.message;
      if (message) messages[key] = message;
    }
    return messages;
  });
}

export function IngredientsField({
  variant,
  editorRef,
}: {
  variant: 'create' | 'edit';
  editorRef?: Ref<ListEditorHandle>;
}) {
  const { control } = useRecipeForm();
  return (
    <Controller
      control={control}
      name="ingredients"
      render={({ field, fieldState }) => (
        <IngredientEditor
          ref={editorRef}
          variant={variant}
          value={field.value}
          onChange={field.onChange}
          errors={itemErrors(fieldState.error, field.value.length, ['name', 'cost'])}
        />
      )}
    />
  );
}

// The sections below the first screen load right after the form paints (recipe-form-more-fields.tsx):
// what the first paint needs stays within the forms' budget. A placeholder holds their place.
const moreFields = () => import('./recipe-form-more-fields');
const LazySteps = lazy(() => moreFields().then((m) => ({ default: m.StepsField })));
const LazyNutrition = lazy(() => moreFields().then((m) => ({ default: m.NutritionField })));
const LazyAdditional = lazy(() => moreFields().then((m) => ({ default: m.AdditionalInfoFields })));

const Placeholder = () => (
  <div aria-hidden="true" className="h-32 w-full animate-pulse rounded-lg bg-slate-200/70" />
);

/** A deferred section, in its place behind the placeholder while its code loads. */
function deferred<P extends object>(Section: ComponentType<P>): ComponentType<P> {
  return function DeferredSection(props: P) {
    return (
      <Suspense fallback={<Placeholder />}>
        <Section {...props} />
      </Suspense>
    );
  };
}

export const StepsField = deferred(LazySteps);
export const NutritionField = deferred(LazyNutrition);
/** Equipment, special ingredients, health goals and the two sharing flags. */
export const AdditionalInfoFields = deferred(LazyAdditional);
