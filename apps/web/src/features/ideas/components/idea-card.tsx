import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Check, Clock, ShoppingCart } from 'lucide-react';
import { formatTime, type Idea, type IdeaIngredient } from '@mise/core';
import { PrivateBadge, RecipeImage } from '../../../components/recipe-card';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useAddMissing } from '../api';
import { ideasMessages as m } from '../messages';

const linkClasses =
  'font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

const amountText = (item: IdeaIngredient) =>
  item.quantity ? `${item.name} (${item.quantity}${item.unit ? ` ${item.unit}` : ''})` : item.name;

/** How much of a recipe the cook has: a bar for the eye, the words for everyone. */
function Coverage({ have, total }: { have: number; total: number }) {
  const share = total === 0 ? 1 : have / total;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-slate-900">{m.youHave(have, total)}</p>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/**
 * One idea: the recipe (photo, title link, time), how much of it the cook has, what they have and
 * what is missing, and "Add missing to grocery list". Not the app's RecipeCard: its title link
 * covers the whole card, and this card has buttons of its own.
 */
export function IdeaCard({ idea }: { idea: Idea }) {
  const { recipe, matched, missing } = idea;
  const add = useAddMissing();
  /** Names the list already took, so a retry after a failure part-way sends only the rest. */
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const done = missing.length > 0 && missing.every((item) => added.has(item.name));
  const viewListRef = useRef<HTMLAnchorElement>(null);
  const totalTime = formatTime(recipe.prep_time + recipe.cook_time);
  const headingId = `idea-${recipe.id}`;

  // The button gives way to the done note: the focus goes to its link rather than to the page.
  const [focusDone, setFocusDone] = useState(false);
  useEffect(() => {
    if (done && focusDone) viewListRef.current?.focus();
  }, [done, focusDone]);

  const addMissing = () => {
    const skip = new Set(added);
    add.mutate(
      {
        idea,
        skip,
        onAdded: (name) => setAdded((before) => new Set(before).add(name)),
      },
      {
        onSuccess: () => {
          setFocusDone(true);
          toast.success(m.addedMissing(missing.length, recipe.title), {
            key: `ideas:grocery:${recipe.id}`,
          });
        },
        onError: () => toast.error(m.addMissingFailed, { key: `ideas:grocery:${recipe.id}` }),
      },
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <RecipeImage src={recipe.image_url} className="aspect-[2/1] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={headingId} className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={`/recipes/${encodeURIComponent(recipe.id)}`} className="hover:underline">
            {recipe.title}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {recipe.is_public ? null : <PrivateBadge />}
          {totalTime ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">Total time: </span>
              {totalTime}
            </span>
          ) : null}
        </div>
        <Coverage have={matched.length} total={matched.length + missing.length} />
        {matched.length > 0 ? (
          <p className="text-sm text-slate-800">
            <span className="font-medium">You have: </span>
            {matched.map((item) => item.name).join(', ')}
          </p>
        ) : null}
        {missing.length > 0 ? (
          <p className="text-sm text-slate-800">
            <span className="font-medium">Missing: </span>
            {missing.map(amountText).join(', ')}
          </p>
        ) : (
          <p className="text-sm font-medium text-emerald-800">You have everything it needs.</p>
        )}
        <div className="mt-auto pt-1">
          {done ? (
            <p className="flex flex-wrap items-center gap-1 text-sm text-slate-800">
              <Check aria-hidden="true" className="size-4 text-emerald-700" />
              {m.onYourList}{' '}
              <Link ref={viewListRef} to="/grocery-list" className={linkClasses}>
                View list
              </Link>
            </p>
          ) : missing.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              busy={add.isPending}
              onClick={addMissing}
              aria-describedby={headingId}
            >
              <ShoppingCart aria-hidden="true" className="size-4" />
              {m.addMissing}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
