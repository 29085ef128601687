import { useId, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { diaryMessages, type FilledEntry } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { errorMessageOf } from '../../../lib/api-client';
import { estimateDescription, useAiOffered } from '../api';
import { MAX_FOOD_NAME_LENGTH } from '../limits';
import { formatKcal } from '../totals';

export interface DescribePanelProps {
  /** The panel is on screen: only then is the server asked whether it offers the AI estimate. */
  visible: boolean;
  onFill: (fill: FilledEntry) => void;
}

const round1 = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;

/**
 * "Describe it": a typed description estimated by the existing nutrition estimate (the built-in USDA
 * engine, or the AI when the server has a provider), as one serving. The numbers fill the entry's
 * fields for the cook to check before adding.
 */
export function DescribePanel({ visible, onFill }: DescribePanelProps) {
  const [text, setText] = useState('');
  const [source, setSource] = useState<'ai' | 'usda' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const aiOffered = useAiOffered(visible).data === true;
  // The AI reads a sentence better than the engine reads lines: it is the default when offered.
  const chosen = source ?? (aiOffered ? 'ai' : 'usda');
  const sourceName = useId();

  const estimate = async () => {
    const description = text.trim();
    if (!description) {
      setError('Describe what you ate first, e.g. “2 eggs, 1 slice of toast”.');
      return;
    }
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const found = await estimateDescription(description, chosen);
      onFill({
        food_name: description.replace(/\s+/g, ' ').slice(0, MAX_FOOD_NAME_LENGTH),
        serving_size: 1,
        serving_unit: 'serving',
        calories: round1(found.calories),
        protein: round1(found.protein),
        carbohydrates: round1(found.carbohydrates),
        fat: round1(found.fat),
        sugar: round1(found.sugar),
      });
      const missed = found.unmatched.length
        ? ` Not understood: ${found.unmatched.join(', ')} — add their numbers yourself.`
        : '';
      setResult(
        `Estimated about ${formatKcal(found.calories ?? 0)} kcal. Check the numbers below.${missed}`,
      );
    } catch (failure) {
      setError(`${diaryMessages.estimateFailed}: ${errorMessageOf(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        label="What did you eat?"
        rows={3}
        value={text}
        hint="One food per line or separated by commas, with amounts: “2 eggs, 1 slice wholemeal toast, 1 tsp butter”."
        onChange={(event) => setText(event.target.value)}
      />
      {aiOffered ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-900">Estimate with</legend>
          <div className="flex flex-wrap gap-x-4">
            {(
              [
                ['ai', 'AI estimate'],
                ['usda', 'Built-in calculator'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name={sourceName}
                  value={value}
                  checked={chosen === value}
                  onChange={() => setSource(value)}
                  className="size-5 accent-emerald-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => void estimate()} busy={busy}>
          <Sparkles aria-hidden="true" className="size-4" />
          {busy ? 'Estimating…' : 'Estimate nutrition'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {result ?? ''}
      </p>
    </div>
  );
}
