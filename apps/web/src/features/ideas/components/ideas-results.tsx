import type { Idea } from '@mise/core';
import { RecipeCardSkeleton } from '../../../components/recipe-card';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { errorMessageOf } from '../../../lib/api-client';
import { ideasMessages as m } from '../messages';
import { IdeaCard } from './idea-card';

const gridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

export interface IdeasResultsProps {
  /** False until the cook has searched once. */
  searched: boolean;
  ideas: Idea[] | undefined;
  loading: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** What a search found, with its loading, empty and error states; the count is announced. */
export function IdeasResults({
  searched,
  ideas,
  loading,
  error,
  retrying,
  onRetry,
}: IdeasResultsProps) {
  const announcement = !searched
    ? ''
    : loading
      ? 'Finding recipes…'
      : error
        ? ''
        : ideas?.length
          ? m.found(ideas.length)
          : m.empty;

  return (
    <section aria-labelledby="ideas-results-heading" className="mt-8 flex flex-col gap-4">
      <h2 id="ideas-results-heading" className="text-xl font-semibold text-slate-900">
        Recipes you can make
      </h2>
      {/* Always in the page, so a screen reader hears each new count. */}
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {ideas?.length && !loading ? announcement : <span className="sr-only">{announcement}</span>}
      </p>
      {!searched ? (
        <p className="text-slate-700">Add what you have and press Find recipes.</p>
      ) : loading ? (
        <ul className={gridClasses} aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n}>
              <RecipeCardSkeleton />
            </li>
          ))}
        </ul>
      ) : error ? (
        <ErrorState
          message={`${m.loadFailed}: ${errorMessageOf(error)}`}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : !ideas || ideas.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <ul className={gridClasses}>
          {ideas.map((idea) => (
            <li key={idea.recipe.id}>
              <IdeaCard idea={idea} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
