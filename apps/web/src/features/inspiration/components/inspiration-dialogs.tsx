import { useRef } from 'react';
import { BookmarkPlus, PencilLine } from 'lucide-react';
import { inspirationMessages, type InspirationMeal, type Recipe } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { RecipeImage } from '../../../components/recipe-card';
import { MEAL_ART_SIZE, mealKind, mealTime } from './meal-facts';

/*
 * The section's dialogs, in a chunk of their own: the home page's first load carries neither; they
 * come when a visitor first presses View or saves a meal.
 */

export interface InspirationDetailDialogProps {
  meal: InspirationMeal;
  saving: boolean;
  onClose: () => void;
  onCustomize: () => void;
  onSave: () => void;
}

/** View: the meal's artwork, description, ingredients and numbered steps, with Customize and Save. */
export function InspirationDetailDialog({
  meal,
  saving,
  onClose,
  onCustomize,
  onSave,
}: InspirationDetailDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const time = mealTime(meal);
  const steps = [...meal.steps].sort((a, b) => a.step_number - b.step_number);
  return (
    <Dialog
      open
      onClose={onClose}
      title={meal.title}
      description={time ? `${mealKind(meal)} · ${time}` : mealKind(meal)}
      initialFocusRef={closeRef}
      busy={saving}
      footer={
        <>
          <Button ref={closeRef} variant="ghost" onClick={onClose} disabled={saving}>
            Close
          </Button>
          <Button variant="secondary" onClick={onCustomize} disabled={saving}>
            <PencilLine aria-hidden="true" className="size-5" />
            Customize
          </Button>
          <Button onClick={onSave} busy={saving}>
            <BookmarkPlus aria-hidden="true" className="size-5" />
            Save
          </Button>
        </>
      }
    >
      {/* Long recipes scroll inside the dialog, which stays on screen; focusable so keys scroll it. */}
      <div
        role="region"
        aria-label="Recipe details"
        tabIndex={0}
        className="mt-4 max-h-[60vh] overflow-y-auto rounded-lg pr-1 focus-visible:outline-2 focus-visible:outline-emerald-700"
      >
        <RecipeImage
          {...MEAL_ART_SIZE}
          src={meal.image_url}
          loading="eager"
          className="aspect-[16/10] w-full rounded-lg"
        />
        {meal.description ? <p className="mt-4 text-slate-800">{meal.description}</p> : null}
        <h3 className="mt-5 text-lg font-semibold text-slate-900">Ingredients</h3>
        {meal.ingredients.length === 0 ? (
          <p className="mt-1 text-slate-700">No ingredients listed.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-slate-800">
            {meal.ingredients.map((ingredient, index) => (
              <li key={`${index}-${ingredient.name}`}>
                {ingredient.quantity ? (
                  <span className="font-medium">{ingredient.quantity} </span>
                ) : null}
                {ingredient.name}
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-5 text-lg font-semibold text-slate-900">Steps</h3>
        {steps.length === 0 ? (
          <p className="mt-1 text-slate-700">No steps listed.</p>
        ) : (
          <ol className="mt-2 list-decimal space-y-2 pl-6 text-slate-800">
            {steps.map((step) => (
              <li key={step.step_number}>{step.instruction}</li>
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}

/** After a save: 'Recipe saved! Would you like to view it now?' — yes opens the recipe. */
export function SavedRecipeConfirm({
  recipe,
  onView,
  onStay,
}: {
  recipe: Recipe;
  onView: () => void;
  onStay: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title={inspirationMessages.viewNow}
      description={`“${recipe.title}” is in your recipes.`}
      confirmLabel="View recipe"
      cancelLabel="Not now"
      confirmVariant="primary"
      onConfirm={onView}
      onCancel={onStay}
    />
  );
}
