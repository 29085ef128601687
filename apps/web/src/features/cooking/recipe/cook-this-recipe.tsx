import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChefHat, History, PanelBottom, Smartphone } from 'lucide-react';
import type { CookingSession, Recipe } from '@mise/core';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useMe } from '../../../lib/session';
import { cookingKeys, fetchCookSummary, fetchCurrentSession } from '../api';
import { cookingRecipeId, isCookingStored } from '../cooking-signal';

/*
 * The recipe page's way into cooking (issue 11 point 5): Start Cooking (the full page), Cook in mini
 * panel, "You've cooked this N times, last on …", and — when the member's cooking session on the
 * server is this recipe and this browser is not the one cooking it — the offer to continue on this
 * device at the same step. The store and the session module are loaded on click (`import()`), so
 * reading a recipe costs none of cooking's code.
 */

const cookedHere = (recipeId: string) => cookingRecipeId() === recipeId;

const cookingPath = (id: string) => `/cooking/${encodeURIComponent(id)}`;

const lastOn = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

/** "You've cooked this 3 times, last on 12 November 2026." — nothing before the first counted cook. */
export function cookCountText(count: number, last: string | null): string | null {
  if (count < 1) return null;
  const times = count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
  return `You've cooked this ${times}${last ? `, last on ${lastOn(last)}` : ''}.`;
}

function ContinueOffer({
  session,
  recipe,
  onContinue,
  onStartOver,
  busy,
}: {
  session: CookingSession;
  recipe: Recipe;
  onContinue: () => void;
  onStartOver: () => void;
  busy: boolean;
}) {
  const total = recipe.steps.length;
  const step = Math.min(session.current_step_index + 1, Math.max(total, 1));
  const done = session.completed_step_ids.length;
  return (
    <div
      role="region"
      aria-label="Continue cooking"
      className="flex flex-col gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
    >
      <p className="flex items-start gap-2 text-slate-900">
        <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-800" />
        <span>
          You're cooking this on another device: step {step} of {total}, {done} of {total}{' '}
          {total === 1 ? 'step' : 'steps'} done.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onContinue} disabled={busy}>
          Continue at step {step}
        </Button>
        <Button variant="secondary" onClick={onStartOver} disabled={busy}>
          Start over here
        </Button>
      </div>
    </div>
  );
}

export function CookThisRecipe({ recipe, servings }: { recipe: Recipe; servings: number }) {
  const { data: me } = useMe();
  const member = Boolean(me);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [here, setHere] = useState(() => cookedHere(recipe.id));

  const summary = useQuery({
    queryKey: cookingKeys.summary(recipe.id),
    queryFn: ({ signal }) => fetchCookSummary(recipe.id, signal),
    enabled: member,
    staleTime: 0,
  });
  const current = useQuery({
    queryKey: cookingKeys.current,
    queryFn: ({ signal }) => fetchCurrentSession(signal),
    enabled: member,
    staleTime: 0,
  });
  const elsewhere =
    !here && current.data?.recipe_id === recipe.id && current.data.status === 'active'
      ? current.data
      : null;

  if (!member) {
    // Cooking mode is for members: the link leads through sign-in and back (route guard).
    return (
      <Link
        to={cookingPath(recipe.id)}
        className={buttonClasses('primary', 'md', 'self-start print:hidden')}
      >
        <ChefHat aria-hidden="true" className="size-5" />
        Start Cooking
      </Link>
    );
  }

  const begin = async (
    mode: 'full' | 'mini',
    options: { fromSession?: CookingSession; fresh?: boolean } = {},
  ) => {
    setBusy(true);
    try {
      const { beginCooking } = await import('../session');
      const session = options.fromSession;
      beginCooking(recipe, mode, {
        servings: session ? session.servings : servings,
        fresh: options.fresh,
        ...(session
          ? {
              progress: {
                completedSteps: session.completed_step_ids,
                currentStepIndex: session.current_step_index,
              },
            }
          : {}),
      });
      setHere(true);
      if (mode === 'full') await navigate(cookingPath(recipe.id));
      else toast.success(`Cooking ${recipe.title} in the mini panel.`);
    } catch {
      // Only the code failed to load (offline on a page opened before): say so, change nothing.
      toast.error('Cooking mode could not be opened. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  const countText = summary.data
    ? cookCountText(summary.data.count, summary.data.last_finished_at)
    : null;
  const cookingHereNow = here && isCookingStored();

  return (
    <div className="flex flex-col gap-3 print:hidden">
      {elsewhere ? (
        <ContinueOffer
          session={elsewhere}
          recipe={recipe}
          busy={busy}
          onContinue={() => void begin('full', { fromSession: elsewhere })}
          onStartOver={() => void begin('full', { fresh: true })}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void begin('full')} disabled={busy}>
          <ChefHat aria-hidden="true" className="size-5" />
          {cookingHereNow ? 'Continue Cooking' : 'Start Cooking'}
        </Button>
        <Button variant="secondary" onClick={() => void begin('mini')} disabled={busy}>
          <PanelBottom aria-hidden="true" className="size-5" />
          Cook in mini panel
        </Button>
      </div>
      {countText ? (
        <p className="inline-flex items-center gap-2 text-sm text-slate-700">
          <History aria-hidden="true" className="size-4 text-emerald-700" />
          {countText}
        </p>
      ) : null}
    </div>
  );
}
