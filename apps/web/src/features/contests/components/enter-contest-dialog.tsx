import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { contestMessages as m, type RecipeSummary } from '@mise/core';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, FormAlert } from '../../../components/ui/states';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { errorMessageOf } from '../../../lib/api-client';
import { useOwnRecipes } from '../api';

export interface EnterContestDialogProps {
  contestTitle: string;
  /** Recipes of the member's already in this contest: not offered again. */
  enteredRecipeIds: ReadonlySet<string>;
  onClose: () => void;
  /** Enters the recipe (`publish`: make it public first, the member said yes). */
  onEnter: (input: { recipeId: string; note: string; publish: boolean }) => Promise<unknown>;
}

/**
 * Enter Contest: choose one of your recipes (and a note). A private recipe is never published
 * silently: choosing one asks "Make it public and enter?" first.
 */
export function EnterContestDialog({
  contestTitle,
  enteredRecipeIds,
  onClose,
  onEnter,
}: EnterContestDialogProps) {
  const formId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const recipes = useOwnRecipes(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const offered = (recipes.data ?? []).filter((r) => !enteredRecipeIds.has(r.id));
  const picked: RecipeSummary | undefined = offered.find((r) => r.id === chosen);

  async function enter(publish: boolean) {
    if (!picked) return;
    setBusy(true);
    setError(null);
    try {
      await onEnter({ recipeId: picked.id, note: note.trim(), publish });
    } catch (failure) {
      setError(errorMessageOf(failure));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!picked) {
      setError(m.recipeId);
      firstRef.current?.focus();
      return;
    }
    if (!picked.is_public) setAsking(true);
    else void enter(false);
  }

  return (
    <>
      <Dialog
        open={!asking}
        onClose={onClose}
        title="Enter contest"
        description={`Choose one of your recipes to enter in “${contestTitle}”.`}
        busy={busy}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} busy={busy} disabled={offered.length === 0}>
              Enter recipe
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <FormAlert message={error} />
          {recipes.isPending ? (
            <Spinner label="Loading your recipes…" />
          ) : recipes.isError ? (
            <ErrorState
              message="Failed to load your recipes"
              onRetry={() => void recipes.refetch()}
            />
          ) : offered.length === 0 ? (
            <p className="text-slate-700">
              You have no recipe to enter yet.{' '}
              <Link to="/recipes/create" className={buttonClasses('ghost', 'sm')}>
                Create a recipe
              </Link>
            </p>
          ) : (
            <fieldset className="flex max-h-64 flex-col gap-1 overflow-y-auto">
              <legend className="mb-1 text-sm font-medium text-slate-900">Your recipes</legend>
              {offered.map((recipe, index) => (
                <label
                  key={recipe.id}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
                >
                  <input
                    ref={index === 0 ? firstRef : undefined}
                    type="radio"
                    name={`${formId}-recipe`}
                    value={recipe.id}
                    checked={chosen === recipe.id}
                    onChange={() => setChosen(recipe.id)}
                    className="size-4 accent-emerald-700"
                  />
                  <span className="flex-1 text-slate-900">{recipe.title}</span>
                  {recipe.is_public ? null : (
                    <span className="text-xs font-medium text-slate-700">Private</span>
                  )}
                </label>
              ))}
            </fieldset>
          )}
          <TextAreaField
            label="Note for voters"
            maxLength={500}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </form>
      </Dialog>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => void enter(true)}
        title="Make it public and enter?"
        description={`“${picked?.title ?? ''}” is private. Entries are seen by every member, so it must be public to enter. Make it public and enter it?`}
        confirmLabel="Make public and enter"
        confirmVariant="primary"
        busy={busy}
      />
    </>
  );
}
