import { useCallback, useId, useState, type ReactNode, type Ref } from 'react';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import {
  COMPLEXITIES,
  dietLabel,
  guessUnit,
  MEAL_TYPES,
  type GenerateImageRequest,
  type NutritionalInfo,
} from '@mise/core';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { estimateNutrition, searchFoods, useNutritionProviders } from '../api';
import { followingCosts, type RecipeFormOutput, type RecipeFormValues } from '../recipe-form-model';
import { HealthGoalChips } from './health-goal-chips';
import { IngredientEditor, type ListEditorHandle } from './ingredient-editor';
import { NutritionPanel, type AutoCalculateRequest } from './nutrition-panel';
import { CUISINE_OPTIONS } from './cuisines';
import { StepsEditor } from './steps-editor';
import { StringListEditor } from './string-list-editor';

const useRecipeForm = () => useFormContext<RecipeFormValues, unknown, RecipeFormOutput>();

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
        <ImagePicker
          value={field.value.trim() || null}
          onChange={(url) => field.onChange(url ?? '')}
          recipeContext={() => imagePromptOf(getValues())}
          toastKey={toastKey}
        />
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
function itemErrors<K extends string>(
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

export function StepsField({ editorRef }: { editorRef?: Ref<ListEditorHandle> }) {
  const { control } = useRecipeForm();
  return (
    <Controller
      control={control}
      name="steps"
      render={({ field, fieldState }) => (
        <StepsEditor
          ref={editorRef}
          value={field.value}
          onChange={field.onChange}
          errors={itemErrors(fieldState.error, field.value.length, [
            'instruction',
            'time_required',
          ])}
        />
      )}
    />
  );
}

export function NutritionField({
  onSave,
  outdated = false,
  toastKey,
  sectionId,
  focusOnMount = false,
}: {
  onSave?: (next: NutritionalInfo | null, estimated?: boolean) => Promise<void>;
  /** The panel's id, for links to it (recipe-links.ts). */
  sectionId?: string;
  /** The page was opened to work on nutrition: the panel takes the focus (NutritionPanel). */
  focusOnMount?: boolean;
  /** The recipe's (toast-keys.ts): the panel's toasts replace the last one about the recipe. */
  toastKey: string;
  /** The saved nutrition was typed and the ingredients or servings changed since (the server says). */
  outdated?: boolean;
}) {
  const { control, getValues, setValue } = useRecipeForm();
  const ingredients = useWatch({ control, name: 'ingredients' });
  const estimated = useWatch({ control, name: 'ai_estimated' });
  const named = ingredients.filter((ingredient) => ingredient.name.trim());
  // Which estimates the server offers is asked once the panel is opened, not on every page view.
  const [wantProviders, setWantProviders] = useState(false);
  const providers = useNutritionProviders(wantProviders);

  /** The recipe as the form holds it now, estimated as it will be saved (units guessed alike). */
  const autoCalculate = useCallback(
    ({ source, foodIds, previous }: AutoCalculateRequest) => {
      const values = getValues();
      const servings = Number(values.servings);
      return estimateNutrition({
        title: values.title.trim() || undefined,
        description: values.description.trim() || undefined,
        servings: Number.isInteger(servings) && servings >= 1 ? servings : undefined,
        source,
        previous,
        ingredients: values.ingredients
          .filter((ingredient) => ingredient.name.trim())
          .map((ingredient, index) => {
            const name = ingredient.name.trim();
            const foodId = foodIds[index];
            return {
              name,
              quantity: ingredient.quantity.trim(),
              amount: ingredient.amount,
              unit: ingredient.unit || guessUnit(name),
              notes: ingredient.notes.trim() || null,
              ...(foodId ? { food_id: foodId } : {}),
            };
          }),
      });
    },
    [getValues],
  );

  return (
    <Controller
      control={control}
      name="nutritional_info"
      render={({ field }) => (
        <NutritionPanel
          value={field.value}
          onChange={field.onChange}
          onSave={onSave}
          ingredientCount={named.length}
          onAutoCalculate={autoCalculate}
          aiAvailable={providers.data?.ai ?? false}
          onOpen={() => setWantProviders(true)}
          onSearchFoods={searchFoods}
          onEstimatedChange={(next) => setValue('ai_estimated', next)}
          estimated={estimated}
          outdated={outdated}
          toastKey={toastKey}
          sectionId={sectionId}
          focusOnMount={focusOnMount}
        />
      )}
    />
  );
}

function ListField({
  name,
  label,
  itemLabel,
  addLabel,
  placeholder,
}: {
  name: Extract<FieldPath<RecipeFormValues>, 'equipment_needed' | 'special_ingredients'>;
  label: string;
  itemLabel: string;
  addLabel: string;
  placeholder: string;
}) {
  const { control } = useRecipeForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <StringListEditor
          label={label}
          itemLabel={itemLabel}
          addLabel={addLabel}
          placeholder={placeholder}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/** Equipment, special ingredients, health goals and the two sharing flags. */
export function AdditionalInfoFields() {
  const { control, register } = useRecipeForm();
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <ListField
          name="equipment_needed"
          label="Equipment"
          itemLabel="Equipment item"
          addLabel="Add equipment"
          placeholder="Dutch oven"
        />
        <ListField
          name="special_ingredients"
          label="Special ingredients"
          itemLabel="Special ingredient"
          addLabel="Add special ingredient"
          placeholder="Saffron"
        />
      </div>
      <Controller
        control={control}
        name="health_tags"
        render={({ field }) => <HealthGoalChips value={field.value} onChange={field.onChange} />}
      />
      <div className="flex flex-col gap-3">
        <CheckboxField
          id="recipe-is-community"
          label="Share with the community"
          hint="Community recipes are shown without your name."
          {...register('is_community')}
        />
        <CheckboxField
          id="recipe-is-public"
          label="Make public"
          hint="Anyone can find and open a public recipe; a private one only you can see."
          {...register('is_public')}
        />
      </div>
    </>
  );
}
