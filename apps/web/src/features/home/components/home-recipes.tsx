import { RecipeCard, RecipeCardSkeleton } from '../../../components/recipe-card';
import { EmptyState } from '../../../components/ui/states';
import { useHomeRecipes } from '../api';
import { HomePartError, useHomeFailure } from '../home-failures';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export interface HomeRecipesProps {
  list: 'trending' | 'featured';
  skeletons: number;
  emptyTitle: string;
  emptyText: string;
}

/** A home section's recipe cards, with their loading, empty and error states. */
export function HomeRecipes({ list, skeletons, emptyTitle, emptyText }: HomeRecipesProps) {
  const { data, isPending, isError, refetch, isFetching } = useHomeRecipes(list);
  useHomeFailure(list, isError);
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
  // A reload that fails keeps what loaded before on screen (the page's banner says it failed).
  if (isError && !data) {
    return (
      <HomePartError
        what={`${list} recipes`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
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
