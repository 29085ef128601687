import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BookmarkPlus, Plus } from 'lucide-react';
import { collectionMessages, type Collection, type Recipe } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, FormAlert } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { loginPathFor } from '../../../lib/safe-redirect';
import { useMe } from '../../../lib/session';
import {
  useAddToCollection,
  useCollections,
  useCreateWithRecipe,
  useRemoveFromCollection,
} from '../api';
import { useShowMore } from '../components/use-show-more';
import { MAX_NAME_LENGTH, recipesWord } from '../words';

export interface SaveToCookbookProps {
  recipe: Recipe;
}

/** One cookbook in the dialog: a checkbox that puts the recipe in it or takes it out. */
function CookbookChoice({
  collection,
  checked,
  pending,
  onToggle,
}: {
  collection: Collection;
  checked: boolean;
  pending: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center gap-3 py-2">
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 accent-emerald-700"
        checked={checked}
        aria-busy={pending || undefined}
        onChange={(event) => {
          // A click while the previous one is on its way would race it; the box shows the intent.
          if (!pending) onToggle(event.target.checked);
        }}
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-slate-900">{collection.name}</span>
        <span className="text-sm text-slate-700">
          {recipesWord(collection.recipe_count)}
          {collection.is_public ? ' · Public' : ' · Private'}
        </span>
      </label>
      {pending ? <Spinner size="sm" label="Saving…" /> : null}
    </li>
  );
}

/** "New cookbook" inside the dialog: a name, and the recipe is saved to it in the same step. */
function NewCookbookForm({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
  const createWithRecipe = useCreateWithRecipe();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(collectionMessages.nameRequired);
      nameRef.current?.focus();
      return;
    }
    setFormError(null);
    try {
      const saved = await createWithRecipe.mutateAsync({
        fields: { name: trimmed, description: '', is_public: false },
        recipeId: recipe.id,
      });
      toast.success(collectionMessages.savedTo(saved.name));
      onDone();
    } catch (error) {
      const fieldError = isApiError(error) ? error.fields.name : undefined;
      if (fieldError) setNameError(fieldError);
      else setFormError(isApiError(error) ? errorMessageOf(error) : collectionMessages.addFailed);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-3">
      <FormAlert message={formError} />
      <TextField
        ref={nameRef}
        // Opened on purpose by "New cookbook": the cook is about to type its name.
        autoFocus
        label="Cookbook name"
        required
        maxLength={MAX_NAME_LENGTH}
        value={name}
        error={nameError}
        onChange={(e) => {
          setName(e.target.value);
          if (nameError) setNameError(undefined);
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={createWithRecipe.isPending}>
          Create and save
        </Button>
      </div>
    </form>
  );
}

function SaveDialog({ recipe, onClose }: { recipe: Recipe; onClose: () => void }) {
  const collections = useCollections({ recipeId: recipe.id });
  const cookbooks = collections.data?.pages.flatMap((page) => page.items);
  const { listRef, showMore } = useShowMore<HTMLUListElement>(collections.fetchNextPage);
  const add = useAddToCollection();
  const remove = useRemoveFromCollection();
  const [creating, setCreating] = useState(false);
  /** The boxes clicked whose call is still on its way, with the state they asked for. */
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());

  async function toggle(collection: Collection, checked: boolean) {
    setPending((now) => new Map(now).set(collection.id, checked));
    try {
      if (checked) {
        await add.mutateAsync({ id: collection.id, recipeId: recipe.id });
        toast.success(collectionMessages.savedTo(collection.name));
      } else {
        await remove.mutateAsync({ id: collection.id, recipeId: recipe.id });
        toast.success(collectionMessages.removedFrom(collection.name));
      }
    } catch (error) {
      const fallback = checked ? collectionMessages.addFailed : collectionMessages.removeFailed;
      toast.error(isApiError(error) && error.status < 500 ? error.message : fallback);
    } finally {
      setPending((now) => {
        const next = new Map(now);
        next.delete(collection.id);
        return next;
      });
    }
  }

  let body;
  if (collections.isPending) body = <Spinner label="Loading your cookbooks…" />;
  else if (!cookbooks)
    body = (
      <ErrorState
        message={collectionMessages.loadFailed}
        onRetry={() => void collections.refetch()}
        retrying={collections.isFetching}
      />
    );
  else if (cookbooks.length === 0)
    body = <p className="text-slate-700">You have no cookbooks yet. Make the first one below.</p>;
  else
    body = (
      <ul
        ref={listRef}
        aria-label="Your cookbooks"
        className="max-h-72 divide-y divide-slate-200 overflow-y-auto"
      >
        {cookbooks.map((collection) => (
          <CookbookChoice
            key={collection.id}
            collection={collection}
            checked={pending.get(collection.id) ?? collection.contains_recipe ?? false}
            pending={pending.has(collection.id)}
            onToggle={(checked) => void toggle(collection, checked)}
          />
        ))}
      </ul>
    );
  // Further cookbooks only when asked for: most members have one page of them.
  const moreButton =
    cookbooks && collections.hasNextPage ? (
      <div className="mt-2">
        <Button variant="ghost" size="sm" onClick={showMore} busy={collections.isFetchingNextPage}>
          Show more cookbooks
        </Button>
        {collections.isFetchNextPageError ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {collectionMessages.loadFailed}
          </p>
        ) : null}
      </div>
    ) : null;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Save to cookbook"
      description={`Choose the cookbooks for “${recipe.title}”.`}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="mt-4">
        {body}
        {moreButton}
      </div>
      {creating ? (
        <NewCookbookForm recipe={recipe} onDone={() => setCreating(false)} />
      ) : (
        <Button variant="ghost" size="sm" className="mt-3" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New cookbook
        </Button>
      )}
    </Dialog>
  );
}

/**
 * "Save to cookbook" on a recipe's page (issue 13 point 3): a dialog of the member's cookbooks, a
 * checkbox each to put the recipe in or take it out, and a new cookbook made with the recipe in it
 * in one step. A guest is sent to sign in, and back here after.
 */
export function SaveToCookbook({ recipe }: SaveToCookbookProps) {
  const me = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        onClick={() => {
          // A known guest signs in first; a member (or a session still loading) gets the dialog.
          if (me.data === null) void navigate(loginPathFor(`${pathname}${search}`));
          else setOpen(true);
        }}
      >
        <BookmarkPlus aria-hidden="true" className="size-5" />
        Save to cookbook
      </Button>
      {open ? <SaveDialog recipe={recipe} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
