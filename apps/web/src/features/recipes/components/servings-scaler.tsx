import { useId, useState } from 'react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { MAX_SERVINGS, recipeMessages } from '@mise/core';

export interface ServingsScalerProps {
  value: number;
  /** The recipe's own servings, offered as a reset. */
  original: number;
  onChange: (servings: number) => void;
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** A whole number of servings from 1 to MAX_SERVINGS, or null ('', '0', '-1', '2.5', 'abc', '1001'). */
function servingsOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const servings = Number(text);
  return servings >= 1 && servings <= MAX_SERVINGS ? servings : null;
}

/**
 * − / + buttons and an input for the number of servings the ingredient amounts are shown for. What
 * the cook types stays in the field: a number the scaler cannot use is refused there and then, with
 * the reason next to the field (aria-invalid), while the amounts keep the last valid servings — it is
 * never silently put back.
 */
export function ServingsScaler({ value, original, onChange }: ServingsScalerProps) {
  const id = useId();
  const inputId = `${id}-servings`;
  const errorId = `${id}-servings-error`;
  // What is being typed; null when the input shows `value`.
  const [typed, setTyped] = useState<string | null>(null);
  const invalid = typed !== null && servingsOf(typed) === null;

  const set = (servings: number) => {
    setTyped(null);
    onChange(Math.min(MAX_SERVINGS, Math.max(1, servings)));
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="font-medium text-slate-900">
          Servings
        </label>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={`${roundButton} print:hidden`}
            aria-label="Fewer servings"
            aria-controls={inputId}
            disabled={value <= 1}
            onClick={() => set(value - 1)}
          >
            <Minus aria-hidden="true" className="size-5" />
          </button>
          {/* Text, not type=number: a browser empties a number field on 'abc', losing what was typed. */}
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={typed ?? String(value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              const servings = servingsOf(e.target.value);
              if (servings !== null) onChange(servings);
            }}
            // A valid number is shown tidied ('07' → '7'); an invalid one stays, with its error.
            onBlur={() => {
              if (!invalid) setTyped(null);
            }}
            className="w-20 rounded-lg border border-slate-400 bg-white px-2 py-2 text-center text-base text-slate-900 aria-[invalid=true]:border-red-700 print:border-0 print:p-0"
          />
          <button
            type="button"
            className={`${roundButton} print:hidden`}
            aria-label="More servings"
            aria-controls={inputId}
            disabled={value >= MAX_SERVINGS}
            onClick={() => set(value + 1)}
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        </div>
        {value !== original ? (
          <button
            type="button"
            onClick={() => set(original)}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline print:hidden"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset to {original}
          </button>
        ) : null}
      </div>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-red-700 print:hidden">
        {invalid ? `${recipeMessages.servingsRange}. Amounts are shown for ${value}.` : ''}
      </p>
    </div>
  );
}
