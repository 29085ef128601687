import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { recipeMessages } from '@mise/core';
import { buttonClasses } from '../../../components/ui/button';

/**
 * A recipe that does not exist, or that this visitor may not see or edit: the server answers 404 for
 * both, so the text names both (spec-1 §2 edit screen).
 */
export function RecipeNotFound() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-500" />
      <p className="mt-3 max-w-prose text-slate-800">{recipeMessages.notFoundOrNoPermission}</p>
      <Link to="/recipes" className={buttonClasses('secondary', 'md', 'mt-6')}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back to recipes
      </Link>
    </div>
  );
}
