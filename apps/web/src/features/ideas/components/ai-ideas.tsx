import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Sparkles } from 'lucide-react';
import type { IdeasRequest, RecipeDraft } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { storeTemplate, useAiProvider, useGenerateIdeas, useSaveDraft } from '../api';
import { ideasMessages as m } from '../messages';

const linkClasses =
  'font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

const ingredientText = ({ quantity, unit, name }: RecipeDraft['ingredients'][number]) =>
  [quantity, unit, name].filter(Boolean).join(' ');

function DraftCard({ draft, index }: { draft: RecipeDraft; index: number }) {
  const save = useSaveDraft();
  const navigate = useNavigate();
  const headingId = `ai-idea-${index}`;

  const openInEditor = () => {
    if (storeTemplate(draft)) void navigate('/recipes/create?template=true');
    else toast.error(m.templateFailed);
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-lg leading-snug font-semibold text-slate-900">
        {draft.title}
      </h3>
      {draft.description ? <p className="text-sm text-slate-700">{draft.description}</p> : null}
      {draft.ingredients.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium text-slate-900">Ingredients</h4>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {draft.ingredients.map((item, i) => (
              <li key={`${item.name}-${i}`}>{ingredientText(item)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        {save.data ? (
          <p role="status" className="text-sm text-slate-800">
            {m.saved}{' '}
            <Link to={`/recipes/${encodeURIComponent(save.data)}`} className={linkClasses}>
              Open recipe
            </Link>
          </p>
        ) : (
          <Button
            size="sm"
            busy={save.isPending}
            aria-describedby={headingId}
            onClick={() =>
              save.mutate(draft, {
                onError: (error) => toast.error(`${m.saveFailed}: ${errorMessageOf(error)}`),
              })
            }
          >
            {m.saveDraft}
          </Button>
        )}
        <Button variant="secondary" size="sm" aria-describedby={headingId} onClick={openInEditor}>
          {m.openEditor}
        </Button>
      </div>
    </article>
  );
}

/**
 * "New ideas from AI" (issue 16 §3): shown only where an AI provider is configured, and hidden for
 * good if the server says it has none after all (503). Out of credits (402) links to /credits.
 */
export function AiIdeas({ request }: { request: IdeasRequest | null }) {
  const provider = useAiProvider();
  const generate = useGenerateIdeas();
  const [unavailable, setUnavailable] = useState(false);

  if (provider.data !== true || unavailable) return null;

  const error = generate.error;
  const outOfCredits = error instanceof ApiError && error.code === 'PAYMENT_REQUIRED';

  const create = () => {
    if (!request) return;
    generate.mutate(request, {
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 503) setUnavailable(true);
      },
    });
  };

  return (
    <section aria-labelledby="ai-ideas-heading" className="mt-10 flex flex-col gap-4">
      <div>
        <h2 id="ai-ideas-heading" className="text-xl font-semibold text-slate-900">
          {m.aiTitle}
        </h2>
        <p className="mt-1 text-slate-700">{m.aiLead}</p>
      </div>
      <Button
        className="self-start"
        variant="secondary"
        busy={generate.isPending}
        disabled={!request}
        onClick={create}
      >
        <Sparkles aria-hidden="true" className="size-5" />
        {m.aiCreate}
      </Button>
      {!request ? (
        <p className="text-sm text-slate-700">Find recipes first, then ask for new ones.</p>
      ) : null}
      <div role="status" className="text-sm text-slate-800">
        {generate.isPending ? 'Writing new recipes…' : null}
        {generate.data ? `${m.aiBalance(generate.data.balance)}` : null}
      </div>
      {error && !outOfCredits && !unavailable ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {m.aiFailed}: {errorMessageOf(error)}
        </p>
      ) : null}
      {outOfCredits ? (
        <p role="alert" className="text-sm text-slate-900">
          {m.aiNoCredits}{' '}
          <Link to="/credits" className={linkClasses}>
            Get credits
          </Link>
        </p>
      ) : null}
      {generate.data && generate.data.items.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {generate.data.items.map((draft, index) => (
            <li key={`${draft.title}-${index}`}>
              <DraftCard draft={draft} index={index} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
