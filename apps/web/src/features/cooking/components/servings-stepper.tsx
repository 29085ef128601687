import { Minus, Plus } from 'lucide-react';
import { MAX_SERVINGS } from '@mise/core';

export interface ServingsStepperProps {
  value: number;
  /** The recipe's own servings, offered as a reset. */
  original: number;
  onChange: (servings: number) => void;
}

// aria-disabled, not disabled: a cook tapping − down to 1 keeps the focus on the button.
const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * "For 4 servings" with − and + (1 … MAX_SERVINGS). Buttons only: at the stove a tap beats typing,
 * and the recipe page's scaler (with its field) is the recipes feature's, which this one may not
 * import. The new amount is said to screen readers.
 */
export function ServingsStepper({ value, original, onChange }: ServingsStepperProps) {
  const label = `For ${value} ${value === 1 ? 'serving' : 'servings'}`;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={roundButton}
          aria-label="Fewer servings"
          aria-disabled={value <= 1 || undefined}
          onClick={() => {
            if (value > 1) onChange(value - 1);
          }}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <p className="min-w-32 text-center font-medium text-slate-900 tabular-nums">{label}</p>
        <button
          type="button"
          className={roundButton}
          aria-label="More servings"
          aria-disabled={value >= MAX_SERVINGS || undefined}
          onClick={() => {
            if (value < MAX_SERVINGS) onChange(value + 1);
          }}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      {value !== original ? (
        <button
          type="button"
          onClick={() => onChange(original)}
          className="min-h-11 rounded text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
        >
          Back to {original}
        </button>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {value === original ? '' : `Ingredient amounts shown for ${value} servings.`}
      </p>
    </div>
  );
}
