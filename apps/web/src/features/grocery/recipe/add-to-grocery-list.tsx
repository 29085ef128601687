import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { groceryMessages, type GroceryAddResult, type Recipe } from '@mise/core';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { loginPathFor } from '../../../lib/safe-redirect';
import { useMe } from '../../../lib/session';
import { useAddRecipes } from '../api';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What an add did, in words: "3 new items, 2 added to items already on your list." The server
 * merges the same food into the line already to buy, so both counts matter to the cook.
 */
export function addedText({ added, merged }: Pick<GroceryAddResult, 'added' | 'merged'>): string {
  if (added === 0 && merged === 0) return 'Nothing new to add: this recipe lists no ingredients.';
  const parts = [
    added > 0 ? plural(added, 'new item', 'new items') : '',
    merged > 0 ? `${plural(merged, 'item', 'items')} added to what was already on your list` : '',
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

/**
 * The recipe page's "Add to grocery list" (issue 13 point 2): the ingredients at the servings the
 * page's scaler shows. A guest is sent to sign in and back. The toast says what happened; a toast
 * holds no links, so "View list" stays beside the button until the next add.
 */
export function AddToGroceryList({ recipe, servings }: { recipe: Recipe; servings: number }) {
  const { data: me } = useMe();
  const { pathname, search } = useLocation();
  const add = useAddRecipes();
  const [result, setResult] = useState<string | null>(null);

  if (me === null) {
    return (
      <Link
        to={loginPathFor(`${pathname}${search}`)}
        className={buttonClasses('secondary', 'md', 'self-start print:hidden')}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        Add to grocery list
      </Link>
    );
  }

  const addToList = () => {
    setResult(null);
    add.mutate([{ recipe_id: recipe.id, servings }], {
      onSuccess: (answer) => {
        const text = addedText(answer);
        setResult(text);
        toast.success(`${groceryMessages.addedFromRecipe(recipe.title)}: ${text}`, {
          key: `grocery:recipe:${recipe.id}`,
        });
      },
      onError: () => toast.error(groceryMessages.addFailed, { key: `grocery:recipe:${recipe.id}` }),
    });
  };

  return (
    <div className="flex flex-col gap-2 print:hidden">
      <Button
        variant="secondary"
        className="self-start"
        busy={add.isPending}
        // Until the session is known, a click could not say whom the list belongs to.
        disabled={me === undefined}
        onClick={addToList}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        Add to grocery list
      </Button>
      {result ? (
        <p className="text-sm text-slate-700">
          {result}{' '}
          <Link
            to="/grocery-list"
            className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
          >
            View list
          </Link>
        </p>
      ) : null}
    </div>
  );
}
