import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus, Search, X } from 'lucide-react';
import { cardImageLoading, RecipeCard, RecipeCardSkeleton } from '../../../components/recipe-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import type { PagePrimer } from '../../../lib/page-primer';
import { errorMessageOf } from '../../../lib/api-client';
import { filterKeys, primeRecipes, useRecipes, type RecipeFilters } from '../read-api';
import { RecipeFiltersBar, type FilterKey } from '../components/recipe-filters';

export const SEARCH_DEBOUNCE_MS = 300;

export function filtersFromParams(params: URLSearchParams): RecipeFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    cuisine: params.get('cuisine') ?? '',
    complexity: params.get('complexity') ?? '',
    diet: params.get('diet') ?? '',
    max_time: params.get('max_time') ?? '',
  };
}

/** Calls `load` whenever the returned element scrolls near the viewport while `canLoad` is true. */
function useLoadWhenVisible(canLoad: boolean, load: () => void) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const onVisible = useEffectEvent(load);
  useEffect(() => {
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, canLoad]);
  return setNode;
}

const gridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** See `PagePrimer` in app/routes.tsx. */
export const primeRecipesPage: PagePrimer = (queryClient, { request }) =>
  primeRecipes(queryClient, filtersFromParams(new URL(request.url).searchParams));

export function RecipesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const searchId = useId();

  // The search box shows what is typed at once; the URL (and the query) follow after a pause.
  const [text, setText] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    // The URL changed underneath (Back, a shared link): the box follows it.
    setShownQ(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }

  const writeParams = (next: Partial<RecipeFilters>, replace: boolean) => {
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace },
    );
  };

  const pushSearch = useEffectEvent((q: string) => writeParams({ q }, true));
  useEffect(() => {
    const q = text.trim();
    if (q === filters.q) return;
    const timer = setTimeout(() => pushSearch(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q]);

  const onSearchSubmit = (event: FormEvent) => {
    event.preventDefault();
    writeParams({ q: text.trim() }, false);
  };

  const hasFilters = filterKeys.some((key) => filters[key]);
  const clearAll = () => {
    setText('');
    writeParams({ q: '', cuisine: '', complexity: '', diet: '', max_time: '' }, false);
  };

  const {
    data,
    error,
    isPending,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useRecipes(filters);
  const recipes = data?.pages.flatMap((page) => page.items) ?? [];
  const sentinelRef = useLoadWhenVisible(
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    () => void fetchNextPage(),
  );

  return (
    <>
      <PageHeader
        title="Browse Recipes"
        description="Find public recipes and your own by name, cuisine, diet or cooking time."
        actions={
          <Link to="/recipes/create" className={buttonClasses('primary', 'md', 'print:hidden')}>
            <Plus aria-hidden="true" className="size-5" />
            Create Recipe
          </Link>
        }
      />

      <section
        aria-label="Search and filters"
        className="mb-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 print:hidden"
      >
        <form role="search" onSubmit={onSearchSubmit} className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-900">
            Search recipes
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Pasta, curry, pancakes…"
              autoComplete="off"
              enterKeyHint="search"
              className="block w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500"
            />
          </div>
        </form>
        <RecipeFiltersBar
          filters={filters}
          onChange={(key: FilterKey, value) => writeParams({ [key]: value }, false)}
        />
        {hasFilters ? (
          <Button variant="ghost" size="sm" className="self-start" onClick={clearAll}>
            <X aria-hidden="true" className="size-4" />
            Clear search and filters
          </Button>
        ) : null}
      </section>

      {isPending ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            Loading recipes…
          </span>
          <ul className={gridClasses}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <RecipeCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : !data ? (
        <ErrorState
          message={errorMessageOf(error)}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : recipes.length === 0 ? (
        hasFilters ? (
          <EmptyState
            title="No recipes match your search."
            action={
              <Button variant="secondary" size="sm" onClick={clearAll}>
                Clear search and filters
              </Button>
            }
          >
            Try another word, or fewer filters.
          </EmptyState>
        ) : (
          <EmptyState
            title="No recipes yet."
            action={
              <Link to="/recipes/create" className={buttonClasses('primary', 'sm')}>
                Create the first one
              </Link>
            }
          >
            Recipes shared by the community and your own will appear here.
          </EmptyState>
        )
      ) : (
        <>
          <p role="status" className="sr-only">
            {`${recipes.length} ${recipes.length === 1 ? 'recipe' : 'recipes'} shown${hasNextPage ? ', more available' : ''}.`}
          </p>
          <ul className={gridClasses}>
            {recipes.map((recipe, index) => (
              <li key={recipe.id}>
                <RecipeCard
                  recipe={recipe}
                  headingLevel={2}
                  imageLoading={cardImageLoading(index)}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinelRef} className="mt-6 flex flex-col items-center gap-3 print:hidden">
            {isFetchNextPageError ? (
              <ErrorState
                message={errorMessageOf(error)}
                onRetry={() => void fetchNextPage()}
                retrying={isFetchingNextPage}
              />
            ) : isFetchingNextPage ? (
              <Spinner label="Loading more recipes…" />
            ) : hasNextPage ? (
              <Button variant="secondary" onClick={() => void fetchNextPage()}>
                Load more
              </Button>
            ) : recipes.length > 6 ? (
              <p className="text-sm text-slate-700">That is every recipe.</p>
            ) : null}
          </div>
        </>
      )}
    </>
  );
}
