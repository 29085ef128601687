import { RecipeCard, RecipeCardSkeleton } from '../../../components/recipe-card';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useHomeRecipes } from '../api';

/** spec-1 §8 Home. */
export const homeLoadFailed = 'Failed to load some content. Please try refreshing the page.';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export interface HomeRecipesProps {
  list: 'trending' | 'featured';
  skeletons: number;
  emptyTitle: string;
  emptyText: string;
}

/** A home section's recipe cards, with their loading, empty and error states. */
export function HomeRecipes({ list, skeletons, emptyTitle, emptyText }: HomeRecipesProps) {
  const { data, isPending, isError, refetch, isRefetching } = useHomeRecipes(list);
  if (isPending) {
    return (
      <div className={gridClasses} aria-busy="true">
        <span role="status" className="sr-only">
          Loading recipes…
        </span>
        {Array.from({ length: skeletons }, (_, i) => (
          <RecipeCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState message={homeLoadFailed} onRetry={() => void refetch()} retrying={isRefetching} />
    );
  }
  if (data.length === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return (
    <ul className={gridClasses}>
      {data.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} />
        </li>
      ))}
    </ul>
  );
}
