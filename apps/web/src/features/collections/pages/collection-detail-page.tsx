import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowDown, ArrowLeft, ArrowUp, Pencil, Trash2, X } from 'lucide-react';
import { collectionMessages, type CollectionDetail, type RecipeSummary } from '@mise/core';
import { RecipeCard, RecipeCardSkeleton } from '../../../components/recipe-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import {
  useCollection,
  useDeleteCollection,
  useRemoveFromCollection,
  useReorderCollection,
  useUpdateCollection,
} from '../api';
import { VisibilityBadge } from '../components/collection-card';
import { recipesWord } from '../words';
import { CollectionFormDialog } from '../components/collection-form-dialog';

function BackLink() {
  return (
    <Link
      to="/collections"
      className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to cookbooks
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        Loading the cookbook…
      </span>
      <Skeleton className="mb-2 h-9 w-1/2" />
      <Skeleton className="mb-6 h-5 w-2/3" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <RecipeCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/** `ids` with the one at `from` moved one place up (-1) or down (+1). */
export function moved(ids: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

type Direction = 'up' | 'down';

/** The id of a card's Move up or Move down button, for the focus to follow the card. */
const moveButtonId = (prefix: string, recipeId: string, direction: Direction) =>
  `${prefix}-move-${recipeId}-${direction}`;

/**
 * The button that keeps the focus once a card has moved to `index`: the one pressed, or the other
 * one when the card reached an end and the pressed one can go no further.
 */
export function focusAfterMoveTo(index: number, count: number, step: -1 | 1): Direction {
  if (step === -1) return index === 0 ? 'down' : 'up';
  return index === count - 1 ? 'up' : 'down';
}

interface RecipeControlsProps {
  recipe: RecipeSummary;
  index: number;
  count: number;
  busy: boolean;
  idPrefix: string;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * The owner's controls under a recipe card. Move up and Move down are buttons (no drag: keyboards and
 * screen readers move cards the same way as a pointer). At an end the button stays focusable but
 * says it cannot go further (aria-disabled): a focused button that became disabled would drop the
 * focus of a cook moving a card to the top.
 */
function RecipeControls({
  recipe,
  index,
  count,
  busy,
  idPrefix,
  onMove,
  onRemove,
}: RecipeControlsProps) {
  const first = index === 0;
  const last = index === count - 1;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button
        id={moveButtonId(idPrefix, recipe.id, 'up')}
        variant="secondary"
        size="sm"
        aria-label={`Move ${recipe.title} up`}
        aria-disabled={first || busy || undefined}
        onClick={() => !first && !busy && onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        Move up
      </Button>
      <Button
        id={moveButtonId(idPrefix, recipe.id, 'down')}
        variant="secondary"
        size="sm"
        aria-label={`Move ${recipe.title} down`}
        aria-disabled={last || busy || undefined}
        onClick={() => !last && !busy && onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
        Move down
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Remove ${recipe.title}`} onClick={onRemove}>
        <X aria-hidden="true" className="size-4" />
        Remove
      </Button>
    </div>
  );
}

function CollectionView({
  collection,
  isOwner,
}: {
  collection: CollectionDetail;
  isOwner: boolean;
}) {
  const navigate = useNavigate();
  const update = useUpdateCollection();
  const remove = useRemoveFromCollection();
  const reorder = useReorderCollection();
  const destroy = useDeleteCollection();
  const [editing, setEditing] = useState(0);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const ids = collection.recipes.map((r) => r.id);
  const idPrefix = useId();
  /** Said politely once a card has moved: a screen reader hears where it went. */
  const [moveNews, setMoveNews] = useState('');
  /** The button to focus once the new order is drawn. */
  const focusAfterMove = useRef<{ recipeId: string; index: number; direction: Direction } | null>(
    null,
  );

  // A moved card's buttons are taken out of the page and put back (a browser drops the focus of a
  // node it moves), and at an end the pressed button can go no further: the focus is handed on in
  // the same commit that draws the new order, before anything else can take it.
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target || collection.recipes[target.index]?.id !== target.recipeId) return;
    focusAfterMove.current = null;
    document.getElementById(moveButtonId(idPrefix, target.recipeId, target.direction))?.focus();
  });

  async function move(recipe: RecipeSummary, index: number, step: -1 | 1) {
    const to = index + step;
    focusAfterMove.current = {
      recipeId: recipe.id,
      index: to,
      direction: focusAfterMoveTo(to, ids.length, step),
    };
    try {
      await reorder.mutateAsync({ id: collection.id, recipeIds: moved(ids, index, step) });
      setMoveNews(`Moved ${recipe.title} to ${to + 1} of ${ids.length}`);
    } catch (error) {
      focusAfterMove.current = null;
      toast.error(isApiError(error) ? errorMessageOf(error) : collectionMessages.saveFailed);
    }
  }

  async function removeRecipe(recipe: RecipeSummary) {
    try {
      await remove.mutateAsync({ id: collection.id, recipeId: recipe.id });
      toast.success(collectionMessages.removedFrom(collection.name));
    } catch {
      toast.error(collectionMessages.removeFailed);
    }
  }

  async function deleteCollection() {
    try {
      await destroy.mutateAsync(collection.id);
      toast.success(collectionMessages.deleted);
      void navigate('/collections');
    } catch {
      toast.error(collectionMessages.deleteFailed);
      setConfirmingDelete(false);
    }
  }

  return (
    <>
      <PageHeader
        title={collection.name}
        description={collection.description || undefined}
        actions={
          isOwner ? (
            <>
              <Button variant="secondary" onClick={() => setEditing((n) => n + 1)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <Button ref={deleteRef} variant="danger" onClick={() => setConfirmingDelete(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </>
          ) : null
        }
      />
      <p className="-mt-4 mb-6 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>{recipesWord(collection.recipe_count)}</span>
        <VisibilityBadge isPublic={collection.is_public} />
      </p>
      {collection.recipes.length === 0 ? (
        <EmptyState
          title="No recipes in this cookbook yet"
          action={
            <Link to="/recipes" className={buttonClasses('secondary')}>
              Browse recipes
            </Link>
          }
        >
          Open a recipe and press <strong>Save to cookbook</strong> to add it here.
        </EmptyState>
      ) : (
        <ol
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Recipes in this cookbook"
        >
          {collection.recipes.map((recipe, index) => (
            <li key={recipe.id} className="flex flex-col">
              <RecipeCard recipe={recipe} headingLevel={2} />
              {isOwner ? (
                <RecipeControls
                  recipe={recipe}
                  index={index}
                  count={collection.recipes.length}
                  busy={reorder.isPending}
                  idPrefix={idPrefix}
                  onMove={(step) => void move(recipe, index, step)}
                  onRemove={() => void removeRecipe(recipe)}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {moveNews}
      </p>
      {editing > 0 ? (
        <CollectionFormDialog
          key={editing}
          open
          onClose={() => setEditing(0)}
          title="Edit cookbook"
          submitLabel="Save changes"
          initial={{
            name: collection.name,
            description: collection.description,
            is_public: collection.is_public,
          }}
          onSubmit={async (fields) => {
            await update.mutateAsync({ id: collection.id, fields });
            setEditing(0);
            toast.success(collectionMessages.renamed);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void deleteCollection()}
        title="Delete this cookbook?"
        description={`“${collection.name}” will be deleted. Its recipes stay in Mise.`}
        confirmLabel="Delete cookbook"
        busy={destroy.isPending}
        returnFocusRef={deleteRef}
      />
    </>
  );
}

/**
 * A cookbook (spec-1 §2 /collections/{id}): its recipes as cards, in its order. Its owner renames,
 * describes, publishes or deletes it, and removes and reorders its recipes; a member reading someone
 * else's public cookbook sees it as it is.
 */
export function CollectionDetailPage() {
  const { id = '' } = useParams();
  const { data: collection, error, isPending, refetch, isRefetching } = useCollection(id);
  const me = useMe();

  if (collection)
    return (
      <>
        <BackLink />
        <CollectionView
          collection={collection}
          isOwner={Boolean(me.data) && me.data?.user.id === collection.user_id}
        />
      </>
    );
  if (isPending)
    return (
      <>
        <BackLink />
        <DetailSkeleton />
      </>
    );
  if (isApiError(error) && error.status === 404)
    return (
      <>
        <PageHeader title={collectionMessages.notFound} />
        <EmptyState
          title="This cookbook does not exist, or it is private."
          action={
            <Link to="/collections" className={buttonClasses('primary')}>
              Back to cookbooks
            </Link>
          }
        />
      </>
    );
  return (
    <>
      <BackLink />
      <PageHeader title="Cookbook" />
      <ErrorState
        message={collectionMessages.loadOneFailed}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    </>
  );
}
