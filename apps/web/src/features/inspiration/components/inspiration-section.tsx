import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { categoryFailedMessage, inspirationMessages, type InspirationMeal } from '@mise/core';
import { cardImageLoading, RecipeCardSkeleton } from '../../../components/recipe-card';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { RANDOM_PICKS, useInspirationCategories, useInspirationMeals } from '../api';

export { primeInspirations } from '../api';
import { InspirationCard } from './inspiration-card';
import { useInspirationActions } from './use-inspiration-actions';

// Both dialogs come from one chunk, loaded on the first View or save (not on the home page's load).
const loadDialogs = () => import('./inspiration-dialogs');
const InspirationDetailDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.InspirationDetailDialog })),
);
const SavedRecipeConfirm = lazy(() =>
  loadDialogs().then((m) => ({ default: m.SavedRecipeConfirm })),
);

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SKELETONS = 6;

/** The category dropdown: random picks first, then the meal database's categories. */
function CategoryPicker({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const id = useId();
  const categories = useInspirationCategories();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        Category
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={categories.isError ? `${id}-error` : undefined}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
      >
        <option value={RANDOM_PICKS}>Random picks</option>
        {categories.data?.map((category) => (
          <option key={category.name} value={category.name}>
            {category.name}
          </option>
        ))}
      </select>
      {categories.isError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {inspirationMessages.categoriesFailed}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Home, Recipe Inspirations (spec-1 §2, issue 16 §1): random meals or a category's, as cards with
 * Customize, Save and View. Answers are checked by hand and the dialogs load lazily, so the home
 * page's first load carries neither zod nor the dialogs.
 */
export function InspirationSection({
  onFailureChange,
  returnAnchor,
}: {
  onFailureChange?: (failed: boolean) => void;
  /** Where on the page a guest sent to sign in comes back to (see `HomeInspirationsProps`). */
  returnAnchor?: string;
}) {
  const [category, setCategory] = useState(RANDOM_PICKS);
  const [viewing, setViewing] = useState<InspirationMeal | null>(null);
  const meals = useInspirationMeals(category);
  useEffect(() => {
    onFailureChange?.(meals.isError);
  }, [onFailureChange, meals.isError]);
  const actions = useInspirationActions(returnAnchor);
  const failed =
    category === RANDOM_PICKS ? inspirationMessages.randomFailed : categoryFailedMessage(category);

  let body;
  if (meals.isPending) {
    body = (
      <div className={gridClasses} aria-busy="true">
        <span role="status" className="sr-only">
          Loading recipe inspirations…
        </span>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <RecipeCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (meals.isError) {
    body = (
      <ErrorState
        message={failed}
        onRetry={() => void meals.refetch()}
        retrying={meals.isFetching}
      />
    );
  } else if (meals.data.length === 0) {
    body = (
      <EmptyState title="No recipe inspirations to show yet.">
        {category === RANDOM_PICKS
          ? 'Try Refresh in a moment.'
          : `No ${category} meals were found. Try another category.`}
      </EmptyState>
    );
  } else {
    body = (
      <ul className={gridClasses} aria-busy={meals.isFetching || undefined}>
        {meals.data.map((meal, index) => (
          <li key={meal.id}>
            <InspirationCard
              meal={meal}
              imageLoading={cardImageLoading(index)}
              saving={actions.savingId === meal.id}
              onCustomize={() => actions.customize(meal)}
              onSave={() => actions.save(meal)}
              onView={() => setViewing(meal)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <CategoryPicker value={category} onChange={setCategory} />
        <Button
          variant="secondary"
          onClick={() => void meals.refetch()}
          busy={meals.isFetching && !meals.isPending}
        >
          <RefreshCw aria-hidden="true" className="size-5" />
          Refresh
        </Button>
      </div>
      {body}
      <Suspense fallback={null}>
        {viewing ? (
          <InspirationDetailDialog
            meal={viewing}
            saving={actions.savingId === viewing.id}
            onClose={() => setViewing(null)}
            onCustomize={() => actions.customize(viewing)}
            onSave={() => actions.save(viewing, () => setViewing(null))}
          />
        ) : null}
        {actions.saved ? (
          <SavedRecipeConfirm
            recipe={actions.saved}
            onView={actions.viewSaved}
            onStay={actions.dismissSaved}
          />
        ) : null}
      </Suspense>
    </>
  );
}
