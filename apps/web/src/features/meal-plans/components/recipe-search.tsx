import { useId, useRef, useState, type RefObject } from 'react';
import { Check, Plus, Search } from 'lucide-react';
import {
  MEAL_PLAN_SEARCH_DEBOUNCE_MS,
  MEAL_PLAN_SEARCH_MIN_CHARS,
  mealPlanMessages,
  type RecipeSummary,
} from '@mise/core';
import { Button } from '../../../components/ui/button';
import { RecipeImage } from '../../../components/recipe-card';
import { Spinner } from '../../../components/ui/spinner';
import { useRecipeSearch } from '../api';
import { useDebounced } from '../use-debounced';

export interface RecipeSearchProps {
  /** Ids already in the plan: their result shows a disabled Added. */
  added: ReadonlySet<string>;
  onAdd: (recipe: RecipeSummary) => void;
  /** The search box, for the editor to send focus back to (after a Remove). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** What the status region says: short news, never the results themselves. */
function searchNews(found: number): string {
  if (found === 0) return 'No recipes found';
  return `${found} ${found === 1 ? 'recipe' : 'recipes'} found`;
}

/**
 * spec-2 §2 and §5: a search of at least 3 characters, asked 500 ms after the last key press, with
 * Add per result, or a disabled Added for a recipe already in the plan.
 *
 * Screen readers hear a short status ("Searching…", "3 recipes found", "Added Lentil soup"), not the
 * results: a live region around the list would read every result again at each change. An Add turns
 * its button into a disabled Added, which would drop the focus to the page: the focus goes back to
 * the search box instead, ready for the next search.
 */
export function RecipeSearch({ added, onAdd, inputRef }: RecipeSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const ownInputRef = useRef<HTMLInputElement>(null);
  const searchBoxRef = inputRef ?? ownInputRef;
  const term = useDebounced(text.trim(), MEAL_PLAN_SEARCH_DEBOUNCE_MS);
  const longEnough = term.length >= MEAL_PLAN_SEARCH_MIN_CHARS;
  const search = useRecipeSearch(term, longEnough);
  const typedTooLittle = text.trim().length > 0 && text.trim().length < MEAL_PLAN_SEARCH_MIN_CHARS;
  const showsResults = !typedTooLittle && longEnough;
  const news = lastAdded
    ? `Added ${lastAdded}`
    : !showsResults || search.isError
      ? ''
      : search.isPending
        ? 'Searching…'
        : searchNews(search.data.length);

  const add = (recipe: RecipeSummary) => {
    onAdd(recipe);
    setLastAdded(recipe.title);
    searchBoxRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-900">
          Search recipes to add
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={searchBoxRef}
            id={`${id}-input`}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setLastAdded(null);
            }}
            // Enter in the search must not submit the whole plan.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            className="block w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500"
            placeholder="e.g. lentil soup"
          />
        </div>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          Type at least {MEAL_PLAN_SEARCH_MIN_CHARS} characters.
        </p>
      </div>

      <p role="status" className="sr-only">
        {news}
      </p>
      <div className="flex flex-col gap-2">
        {!showsResults ? null : search.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner size="sm" decorative /> Searching…
          </p>
        ) : search.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {mealPlanMessages.searchFailed}
          </p>
        ) : search.data.length === 0 ? (
          <p className="text-sm text-slate-700">No recipes found for “{term}”.</p>
        ) : (
          <ul aria-label="Search results" className="flex flex-col gap-2">
            {search.data.map((recipe) => {
              const inPlan = added.has(recipe.id);
              return (
                <li
                  key={recipe.id}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2"
                >
                  <RecipeImage
                    src={recipe.image_url}
                    className="size-12 shrink-0 rounded-md object-cover"
                  />
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                    {recipe.title}
                  </span>
                  {inPlan ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled
                      aria-label={`Added ${recipe.title}`}
                    >
                      <Check aria-hidden="true" className="size-4" />
                      Added
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => add(recipe)}
                      aria-label={`Add ${recipe.title}`}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      Add
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
