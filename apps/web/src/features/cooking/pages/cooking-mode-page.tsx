import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ArrowLeft,
  BookOpen,
  Check,
  ChevronLeft,
  ChevronRight,
  Circle,
  Flag,
  SearchX,
  Square,
} from 'lucide-react';
import { recipeMessages, type Recipe } from '@mise/core';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { DocumentTitle, PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { cookingStore, useCookingStore } from '../cooking-store';
import { ingredientsMentioned } from '../mentions';
import { useRecipeToCook } from '../recipe-query';
import { beginCooking, finishCooking, stopCooking, type FinishOutcome } from '../session';
import { FinishScreen } from '../components/finish-screen';
import { RunningTimers } from '../components/running-timers';
import {
  clearCheckedIngredients,
  IngredientChecklist,
  scaledLine,
} from '../components/ingredient-checklist';
import { ServingsStepper } from '../components/servings-stepper';
import { StepList } from '../components/step-list';
import { StepView } from '../components/step-view';
import { useSwipe } from '../components/use-swipe';
import { useWakeLock } from '../components/use-wake-lock';
import { WakeLockStatus } from '../components/wake-lock-status';

/*
 * The full cooking page /cooking/{id} (spec-1 §2, §4; issue 11 points 2, 3 and 5): one step at a
 * time in large type, every way to move between steps (buttons, arrow keys, swipe), the ingredients
 * as a checklist for the chosen servings, timers from the step's text, the screen kept on, and
 * Finish. The cook's progress lives in the cooking store (shared with the mini panel, saved per
 * recipe); this page only shows it and calls the store's and the session's actions.
 */

/** What the page shows of the cook: the store's, or frozen while the finish is on its way. */
interface CookView {
  index: number;
  completed: readonly string[];
  servings: number | null;
}

type Phase =
  | { kind: 'cooking' }
  /** finishCooking() has cleared the store; the page keeps showing the cook as it was. */
  | { kind: 'finishing'; view: CookView }
  | { kind: 'finished'; outcome: FinishOutcome }
  /** Stopped: on the way to the recipe page. */
  | { kind: 'leaving' };

const recipePathOf = (recipe: Recipe) => `/recipes/${encodeURIComponent(recipe.id)}`;

/** Arrow keys move between steps, except where they move a caret or a choice. */
function keepsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('textarea, select')) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'button', 'submit', 'reset'].includes(target.type);
  // A dialog (Stop cooking?) is on top: the steps behind it must not move.
  return target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

function StepProgress({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((100 * done) / total) : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-3 text-sm">
        <span id="cooking-progress-label" className="font-medium text-slate-800">
          Progress
        </span>
        <span className="text-slate-800 tabular-nums">
          {done} / {total} steps done
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="cooking-progress-label"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} steps done`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-emerald-700 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function CookingHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
      <DocumentTitle title={`Cooking: ${title}`} />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">Cooking</p>
        <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">{title}</h1>
      </div>
      {children}
    </header>
  );
}

function CookingSkeleton() {
  return (
    <div aria-busy="true">
      <CookingHeader title="Cooking Mode" />
      <span role="status" className="sr-only">
        Loading recipe…
      </span>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
        <div className="flex flex-col gap-3 lg:col-start-1 lg:row-start-1">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}

/** The page of one loaded recipe; keyed by its id, so another recipe starts afresh. */
function CookingRecipe({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'cooking' });
  // Cooking done: the screen may sleep again.
  const wakeLock = useWakeLock(phase.kind === 'cooking' || phase.kind === 'finishing');
  const [confirmingStop, setConfirmingStop] = useState(false);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const stopButtonRef = useRef<HTMLButtonElement>(null);

  // This recipe is the one cooked, in full. Also when it already is (from the mini panel, or a
  // reload): the store then keeps the progress it has. Before paint, so the page never flashes a
  // "not cooking" state. Again when the recipe is refetched (edited meanwhile): the store fits the
  // progress to its steps.
  useLayoutEffect(() => {
    if (phase.kind === 'cooking') beginCooking(recipe, 'full');
  }, [recipe, phase.kind]);

  const active = useCookingStore((state) => state.currentRecipe?.id === recipe.id);
  const liveIndex = useCookingStore((state) => state.currentStepIndex);
  const liveCompleted = useCookingStore((state) => state.completedSteps);
  const liveServings = useCookingStore((state) => state.servings);
  const hasTimers = useCookingStore((state) => state.timers.length > 0);
  const view: CookView | null =
    phase.kind === 'finishing'
      ? phase.view
      : phase.kind === 'cooking' && active
        ? { index: liveIndex, completed: liveCompleted, servings: liveServings }
        : null;
  const cooking = phase.kind === 'cooking' && active;

  const steps = recipe.steps;
  const total = steps.length;
  const index = view ? Math.min(view.index, Math.max(0, total - 1)) : 0;
  const step = view ? steps[index] : undefined;
  const isLast = index >= total - 1;
  const completed = useMemo(() => new Set(view?.completed ?? []), [view?.completed]);
  const doneCount = steps.filter((s) => completed.has(s.id)).length;
  const servings = view?.servings ?? recipe.servings;

  const mentioned = useMemo(
    () => (step ? ingredientsMentioned(step, recipe.ingredients) : []),
    [step, recipe.ingredients],
  );
  const mentionedIds = useMemo(() => new Set(mentioned.map((i) => i.id)), [mentioned]);

  const finish = async () => {
    if (!cooking || !view) return;
    setPhase({ kind: 'finishing', view });
    let outcome: FinishOutcome;
    try {
      outcome = await finishCooking();
    } catch {
      // finishCooking keeps what it could not send and sends it later: the same as offline.
      outcome = { kind: 'queued' };
    }
    clearCheckedIngredients(recipe.id);
    setPhase({ kind: 'finished', outcome });
  };

  const next = () => {
    if (!cooking) return;
    if (isLast) void finish();
    else cookingStore.getState().nextStep();
  };
  const previous = () => {
    if (cooking) cookingStore.getState().previousStep();
  };
  const jumpTo = (target: number) => {
    if (!cooking) return;
    cookingStore.getState().goToStep(target);
    // From the list (below the step on a phone): to the step, which is also what focus reads next.
    stepHeadingRef.current?.focus();
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    if (!cooking || keepsArrowKeys(event.target)) return;
    // Keys only move between steps: finishing stays a deliberate press of Finish.
    if (event.key === 'ArrowRight' && index < total - 1) {
      event.preventDefault();
      cookingStore.getState().nextStep();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      cookingStore.getState().previousStep();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const swipe = useSwipe((direction) => {
    if (!cooking) return;
    if (direction === 'left' && index < total - 1) cookingStore.getState().nextStep();
    if (direction === 'right' && index > 0) cookingStore.getState().previousStep();
  });

  const stop = () => {
    setConfirmingStop(false);
    setPhase({ kind: 'leaving' });
    stopCooking();
    void navigate(recipePathOf(recipe));
  };

  // Once finished, the finish screen has its own way back to the recipe.
  const header = (
    <CookingHeader title={recipe.title}>
      {phase.kind === 'finished' ? null : (
        <>
          <div className="flex flex-wrap gap-2">
            <Link to={recipePathOf(recipe)} className={buttonClasses('ghost', 'md')}>
              <BookOpen aria-hidden="true" className="size-5" />
              Recipe
            </Link>
            {cooking ? (
              <Button
                ref={stopButtonRef}
                variant="secondary"
                onClick={() => setConfirmingStop(true)}
              >
                <Square aria-hidden="true" className="size-4" />
                Stop cooking
              </Button>
            ) : null}
          </div>
          <div className="w-full">
            <WakeLockStatus wakeLock={wakeLock} />
          </div>
        </>
      )}
    </CookingHeader>
  );

  if (phase.kind === 'finished') {
    return (
      <>
        {header}
        <FinishScreen recipe={recipe} outcome={phase.outcome} />
      </>
    );
  }
  if (phase.kind === 'leaving') return header;
  if (!view) {
    // The cook was ended from outside this page (the store was cleared): offer to start again.
    return (
      <>
        {header}
        <EmptyState
          title="You're not cooking this recipe right now."
          action={<Button onClick={() => beginCooking(recipe, 'full')}>Cook it again</Button>}
        />
      </>
    );
  }

  const undone = total - doneCount;
  const stepDone = step ? completed.has(step.id) : false;
  return (
    <>
      {header}
      {total > 0 ? (
        <div className="mb-5">
          <StepProgress done={doneCount} total={total} />
        </div>
      ) : null}
      {/* Read out when the step changes (buttons, keys, swipe, list): focus stays where it was. */}
      <p aria-live="polite" className="sr-only">
        {total > 0 ? `Step ${index + 1} of ${total}` : ''}
      </p>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        {/* First in reading order and on a phone; the right-hand column on a wide screen. */}
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">
          <div
            {...swipe}
            className="touch-pan-y rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            {step ? (
              <StepView
                recipeId={recipe.id}
                step={step}
                index={index}
                total={total}
                done={completed.has(step.id)}
                mentioned={mentioned.map((ingredient) => ({
                  id: ingredient.id,
                  ...scaledLine(ingredient, recipe.servings, servings),
                }))}
                headingRef={stepHeadingRef}
                servings={servings}
              />
            ) : (
              <EmptyState title="This recipe has no steps.">
                Get the ingredients ready and cook it your way, then press Finish.
              </EmptyState>
            )}
          </div>

          {/* Sticky: within thumb reach under a long step; in its place otherwise (covers nothing
              for good: whatever passes under it scrolls back out). */}
          <nav
            aria-label="Steps"
            className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
          >
            <div className="flex gap-2 sm:gap-3">
              {total > 0 ? (
                <Button
                  variant="secondary"
                  className="min-h-14 shrink-0 px-3 text-lg sm:flex-1"
                  // Not `disabled`: a cook who just pressed it keeps their focus on it.
                  aria-disabled={index === 0 || undefined}
                  onClick={previous}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                  {/* An arrow on a phone, to leave room for the two buttons used most. */}
                  <span className="sr-only sm:not-sr-only">Previous</span>
                </Button>
              ) : null}
              {step ? (
                <button
                  type="button"
                  aria-pressed={stepDone}
                  onClick={() => {
                    if (cooking) cookingStore.getState().toggleStep(step.id);
                  }}
                  className={`inline-flex min-h-14 flex-[1.4] items-center justify-center gap-2 rounded-lg px-3 text-base font-semibold transition-colors motion-reduce:transition-none sm:text-lg ${
                    stepDone
                      ? 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200'
                      : 'border-2 border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50'
                  }`}
                >
                  {stepDone ? (
                    <>
                      <Check aria-hidden="true" className="size-6 shrink-0" />
                      Done
                    </>
                  ) : (
                    <>
                      <Circle aria-hidden="true" className="size-6 shrink-0" />
                      Mark step done
                    </>
                  )}
                </button>
              ) : null}
              <Button
                className="min-h-14 flex-1 px-3 text-lg"
                onClick={next}
                busy={phase.kind === 'finishing'}
              >
                {isLast ? (
                  <>
                    <Flag aria-hidden="true" className="size-5" />
                    Finish
                  </>
                ) : (
                  <>
                    Next
                    <ChevronRight aria-hidden="true" className="size-6" />
                  </>
                )}
              </Button>
            </div>
            {isLast && undone > 0 ? (
              <p className="text-center text-sm text-slate-700">
                {undone === 1 ? '1 step is' : `${undone} steps are`} not ticked yet: a cook counts
                when every step is done.
              </p>
            ) : null}
          </nav>

          {/* Every recipe's timers: the mini panel is hidden on this page, so a timer of another
              recipe still running is seen and cancelled here. Named (a landmark) only while there
              are timers; the list's live region must be in the page before the first one starts. */}
          <section aria-label={hasTimers ? 'Timers' : undefined}>
            <RunningTimers ownRecipeId={recipe.id} />
          </section>
        </div>

        <div className="flex flex-col gap-8 lg:col-start-1 lg:row-start-1">
          <IngredientChecklist
            recipeId={recipe.id}
            ingredients={recipe.ingredients}
            recipeServings={recipe.servings}
            servings={servings}
            mentionedIds={mentionedIds}
            servingsControl={
              <ServingsStepper
                value={servings}
                original={recipe.servings}
                // The recipe's own is kept as null: the store's "no choice made".
                onChange={(chosen) =>
                  cookingStore.getState().setServings(chosen === recipe.servings ? null : chosen)
                }
              />
            }
          />
          <StepList
            steps={steps}
            currentIndex={index}
            completed={completed}
            onJump={jumpTo}
            onToggle={(stepId) => {
              if (cooking) cookingStore.getState().toggleStep(stepId);
            }}
          />
        </div>
      </div>

      <ConfirmDialog
        open={confirmingStop}
        onCancel={() => setConfirmingStop(false)}
        onConfirm={stop}
        title="Stop cooking?"
        description="This cook won't be counted. Your ticked steps are kept for next time."
        confirmLabel="Stop cooking"
        returnFocusRef={stopButtonRef}
      />
    </>
  );
}

export function CookingModePage() {
  const { id = '' } = useParams();
  const { data: recipe, error, isPending, refetch, isRefetching } = useRecipeToCook(id);

  // spec-1 §4: entering a /cooking/ page turns the mini panel off; leaving it turns full mode off
  // and, while a recipe is being cooked, the panel on.
  useEffect(() => {
    cookingStore.getState().enterCookingPage();
    return () => cookingStore.getState().leaveCookingPage();
  }, []);

  if (recipe) return <CookingRecipe key={recipe.id} recipe={recipe} />;
  if (isPending) return <CookingSkeleton />;
  if (isApiError(error) && error.status === 404) {
    // The server answers 404 both for a recipe that does not exist and for one not shown to this
    // cook, so the text names both (as the recipe pages do).
    return (
      <>
        <PageHeader title={recipeMessages.notFound} />
        <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-500" />
          <p className="mt-3 max-w-prose text-slate-800">{recipeMessages.notFoundOrNoPermission}</p>
          <Link to="/recipes" className={buttonClasses('secondary', 'md', 'mt-6')}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back to recipes
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <CookingHeader title="Cooking Mode" />
      <ErrorState
        message={isApiError(error) ? error.message : recipeMessages.fetchFailed}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    </>
  );
}
