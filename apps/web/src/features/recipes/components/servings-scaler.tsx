import { useId, useState } from 'react';
import { Minus, Plus, RotateCcw } from 'lucide-react';

export const MAX_SERVINGS = 1000;

export interface ServingsScalerProps {
  value: number;
  /** The recipe's own servings, offered as a reset. */
  original: number;
  onChange: (servings: number) => void;
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** − / + buttons and an input for the number of servings the ingredient amounts are shown for. */
export function ServingsScaler({ value, original, onChange }: ServingsScalerProps) {
  const id = useId();
  // What is being typed; null when the input shows `value`.
  const [typed, setTyped] = useState<string | null>(null);

  const set = (servings: number) => {
    setTyped(null);
    onChange(Math.min(MAX_SERVINGS, Math.max(1, servings)));
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={`${id}-servings`} className="font-medium text-slate-900">
        Servings
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={`${roundButton} print:hidden`}
          aria-label="Fewer servings"
          aria-controls={`${id}-servings`}
          disabled={value <= 1}
          onClick={() => set(value - 1)}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <input
          id={`${id}-servings`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SERVINGS}
          step={1}
          value={typed ?? String(value)}
          onChange={(e) => {
            setTyped(e.target.value);
            const servings = Number(e.target.value);
            if (Number.isInteger(servings) && servings >= 1 && servings <= MAX_SERVINGS) {
              onChange(servings);
            }
          }}
          onBlur={() => setTyped(null)}
          className="w-20 rounded-lg border border-slate-400 bg-white px-2 py-2 text-center text-base text-slate-900 print:border-0 print:p-0"
        />
        <button
          type="button"
          className={`${roundButton} print:hidden`}
          aria-label="More servings"
          aria-controls={`${id}-servings`}
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
  );
}
