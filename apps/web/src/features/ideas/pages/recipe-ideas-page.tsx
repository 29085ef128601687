import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { DIETS, dietLabel, type Diet, type IdeasRequest } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/text-field';
import { useIdeas } from '../api';
import { AiIdeas } from '../components/ai-ideas';
import { IdeasResults } from '../components/ideas-results';
import { IngredientChips } from '../components/ingredient-chips';
import { ideasMessages as m } from '../messages';
import { readPantry, writePantry } from '../pantry-storage';

export const MAX_TIME_CHOICES = [15, 30, 45, 60, 90] as const;

/** The search as the contract takes it: no empty diet or time. */
function requestOf(ingredients: string[], diet: string, maxTime: string): IdeasRequest {
  return {
    ingredients,
    ...(diet ? { diet: diet as Diet } : {}),
    ...(maxTime ? { max_time: Number(maxTime) } : {}),
  };
}

/**
 * /recipes/ideas (issue 16 §3): what can I cook from what I have? The list is remembered on this
 * device, so a returning cook sees their last search's results at once.
 */
export function RecipeIdeasPage() {
  const [ingredients, setIngredients] = useState<string[]>(readPantry);
  const [diet, setDiet] = useState('');
  const [maxTime, setMaxTime] = useState('');
  const [request, setRequest] = useState<IdeasRequest | null>(() =>
    ingredients.length > 0 ? requestOf(ingredients, '', '') : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const chipsInput = useRef<HTMLInputElement>(null);
  const ideas = useIdeas(request);

  useEffect(() => writePantry(ingredients), [ingredients]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The chips box adds what is typed when it loses focus; a press of Enter in it comes here only
    // when it is empty, so the list is complete.
    if (ingredients.length === 0) {
      setProblem(m.needOne);
      chipsInput.current?.focus();
      return;
    }
    setProblem(null);
    setRequest(requestOf(ingredients, diet, maxTime));
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={m.title} description={m.lead} />
      <form
        aria-labelledby="ideas-form-heading"
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="ideas-form-heading" className="text-xl font-semibold text-slate-900">
          {m.formTitle}
        </h2>
        <IngredientChips
          value={ingredients}
          onChange={(next) => {
            setIngredients(next);
            if (next.length > 0) setProblem(null);
          }}
          error={problem}
          inputRef={chipsInput}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Diet (optional)"
            value={diet}
            onChange={(event) => setDiet(event.target.value)}
          >
            <option value="">Any diet</option>
            {DIETS.map((value) => (
              <option key={value} value={value}>
                {dietLabel(value)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Maximum time (optional)"
            value={maxTime}
            onChange={(event) => setMaxTime(event.target.value)}
          >
            <option value="">Any time</option>
            {MAX_TIME_CHOICES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                Up to {minutes} min
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" className="self-start" busy={ideas.isFetching}>
          <Search aria-hidden="true" className="size-5" />
          {m.find}
        </Button>
      </form>
      <IdeasResults
        searched={request !== null}
        ideas={ideas.data}
        loading={ideas.isPending && request !== null}
        error={ideas.isError ? ideas.error : null}
        retrying={ideas.isFetching}
        onRetry={() => void ideas.refetch()}
      />
      <AiIdeas request={request} />
    </div>
  );
}
