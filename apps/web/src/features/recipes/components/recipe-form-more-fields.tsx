import { useCallback, useState, type Ref } from 'react';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { guessUnit, type NutritionalInfo } from '@mise/core';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { estimateNutrition, searchFoods, useNutritionProviders } from '../api';
import type { RecipeFormValues } from '../recipe-form-model';
import { HealthGoalChips } from './health-goal-chips';
import type { ListEditorHandle } from './ingredient-editor';
import { NutritionPanel, type AutoCalculateRequest } from './nutrition-panel';
import { itemErrors, useRecipeForm } from './recipe-form-fields';
import { StepsEditor } from './steps-editor';
import { StringListEditor } from './string-list-editor';

/*
 * The recipe forms' sections below the first screen (steps, nutrition, additional information):
 * loaded right after the form has painted, through the lazy wrappers of recipe-form-fields.tsx
 * (the forms' bundle budget, issue 17; decision 0031).
 */

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
