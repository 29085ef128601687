import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Recipe } from '@mise/core';
import { CircleStop, Maximize2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { RunningTimers } from '../components/running-timers';
import { cookingStore, useCookingStore } from '../cooking-store';
import { stopCooking } from '../session';

export interface MiniPanelProps {
  /** Its id, named by the floating button's aria-controls. */
  id: string;
  recipe: Recipe;
  /** Close (the X, or Escape in the dock): the dock hides it and puts focus on the floating button. */
  onClose: () => void;
  /** After Stop cooking: the panel and its button are gone; the dock puts focus somewhere useful. */
  onStopped: () => void;
}

/**
 * spec-1 §2 "Mini cooking panel": where the cook is in the recipe being cooked, how far along, the
 * running timers, and Expand (to the full page), Close (hide) and Stop cooking (after a yes). A
 * landmark region named after the recipe, not a dialog: it sits beside the page, which stays usable.
 */
export function MiniPanel({ id, recipe, onClose, onStopped }: MiniPanelProps) {
  const navigate = useNavigate();
  const completedSteps = useCookingStore((state) => state.completedSteps);
  const currentStepIndex = useCookingStore((state) => state.currentStepIndex);
  const [confirmingStop, setConfirmingStop] = useState(false);
  const stopRef = useRef<HTMLButtonElement>(null);

  const total = recipe.steps.length;
  const done = completedSteps.length;
  const step = recipe.steps[currentStepIndex];
  const allDone = total > 0 && done >= total;

  const expand = () => {
    const path = cookingStore.getState().expandToFull();
    if (path) void navigate(path);
  };

  return (
    <section
      id={id}
      aria-label={`Cooking: ${recipe.title}`}
      className="pointer-events-auto flex max-h-[min(32rem,calc(100dvh-9rem))] w-full flex-col gap-3 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl sm:w-[22rem] motion-safe:animate-toast-in"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
            Now cooking
          </p>
          {/* A heading, so the panel's "Timers" (h3) sits under it in the page's outline. */}
          <h2 className="line-clamp-2 font-semibold">
            <Link
              to={`/recipes/${encodeURIComponent(recipe.id)}`}
              className="rounded text-slate-900 hover:underline focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none"
            >
              {recipe.title}
            </Link>
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close cooking panel"
          className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      {step ? (
        <div>
          <p className="text-sm font-medium text-slate-700">
            Step {currentStepIndex + 1} of {total}
          </p>
          {/* Two lines at most: the whole text is on the full page, one tap away. */}
          <p className="line-clamp-2 text-slate-900">{step.instruction}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">This recipe has no steps.</p>
      )}

      {total > 0 ? (
        <div>
          <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-slate-800 tabular-nums">
              {done} / {total} steps
            </span>
            {allDone ? <span className="font-medium text-emerald-800">All done</span> : null}
          </div>
          <div
            role="progressbar"
            aria-label="Steps done"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={`${done} of ${total} steps done`}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full origin-left rounded-full bg-emerald-700 motion-safe:transition-transform"
              // Set through the CSSOM (allowed by the CSP's style-src, unlike markup style attributes).
              style={{ transform: `scaleX(${total > 0 ? Math.min(1, done / total) : 0})` }}
            />
          </div>
        </div>
      ) : null}

      <RunningTimers compact heading="Timers" ownRecipeId={recipe.id} />

      <div className="flex flex-wrap gap-2">
        {/* The name starts with the visible word, so "click Expand" works by voice too. */}
        <Button
          onClick={expand}
          className="flex-1 px-3 whitespace-nowrap"
          aria-label="Expand to full cooking mode"
        >
          <Maximize2 aria-hidden="true" className="size-4" />
          Expand
        </Button>
        <Button
          ref={stopRef}
          variant="secondary"
          className="flex-1 px-3 whitespace-nowrap text-red-800"
          onClick={() => setConfirmingStop(true)}
        >
          <CircleStop aria-hidden="true" className="size-4" />
          Stop cooking
        </Button>
      </div>

      <ConfirmDialog
        open={confirmingStop}
        title="Stop cooking?"
        description={`Its timers are cancelled. The steps you ticked in ${recipe.title} are kept for when you cook it again.`}
        confirmLabel="Stop cooking"
        cancelLabel="Keep cooking"
        returnFocusRef={stopRef}
        onCancel={() => setConfirmingStop(false)}
        onConfirm={() => {
          setConfirmingStop(false);
          stopCooking();
          onStopped();
        }}
      />
    </section>
  );
}
