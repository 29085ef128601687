import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CloudOff, PartyPopper } from 'lucide-react';
import { formatMinutes, type Recipe } from '@mise/core';
import { buttonClasses } from '../../../components/ui/button';
import type { FinishOutcome } from '../session';
import { signalProgressChanged } from '../../../lib/progress-signal';

/** '42 min', '1 h 5 min'; a cook under a minute says so rather than '0 min'. */
export function formatDuration(seconds: number): string {
  return seconds < 60 ? 'under a minute' : formatMinutes(seconds / 60);
}

/**
 * Why a finished cook did not count (core's judgeCook): steps left unticked, or else a time too
 * short for the recipe. Said kindly: the cook did cook.
 */
export function notCountedReason(stepsDone: number, stepsTotal: number): string {
  return stepsDone < stepsTotal
    ? 'Not counted this time: some steps were left undone. Tick every step and your next cook counts.'
    : 'Not counted this time: that was too quick to count for this recipe.';
}

export interface FinishScreenProps {
  recipe: Recipe;
  outcome: FinishOutcome;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-xl bg-white px-4 py-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** "Cooked it!": shown in place of the steps once a cook is finished (issue 11 point 5). */
export function FinishScreen({ recipe, outcome }: FinishScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The steps and their buttons are gone: the cook (and a screen reader) lands on the result.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  // The finish is no TanStack mutation: tell the progress toast feed there may be news (XP, awards).
  const finished = outcome.kind === 'finished';
  useEffect(() => {
    if (finished) signalProgressChanged();
  }, [finished]);

  const session = outcome.kind === 'finished' ? outcome.finish.session : null;
  const xp = outcome.kind === 'finished' ? outcome.finish.xp_awarded : 0;
  const unlocked = outcome.kind === 'finished' ? outcome.finish.unlocked : [];
  const recipePath = `/recipes/${encodeURIComponent(recipe.id)}`;

  return (
    <section
      aria-labelledby="finish-heading"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-8 text-center sm:px-8"
    >
      <PartyPopper aria-hidden="true" className="size-12 text-emerald-700" />
      <div>
        <h2
          ref={headingRef}
          id="finish-heading"
          tabIndex={-1}
          className="rounded text-3xl font-bold text-slate-900 focus:outline-none"
        >
          Cooked it!
        </h2>
        <p className="mt-1 text-lg text-slate-800">{recipe.title}</p>
      </div>

      {session ? (
        <>
          <dl className="grid w-full grid-cols-1 gap-3 sm:grid-cols-2">
            {session.duration_s !== null ? (
              <Fact label="Time taken" value={formatDuration(session.duration_s)} />
            ) : null}
            {session.efficiency !== null ? (
              <Fact label="Efficiency" value={`${session.efficiency}%`} />
            ) : null}
          </dl>
          {session.efficiency !== null ? (
            <p className="-mt-2 text-sm text-slate-700">
              Efficiency compares the recipe&apos;s planned time with yours (100% at or under it).
            </p>
          ) : null}
          <p className="text-slate-800">
            {session.counted
              ? 'Counted in your cooking journey.'
              : notCountedReason(session.completed_step_ids.length, recipe.steps.length)}
          </p>
          {xp > 0 ? <p className="font-semibold text-emerald-800">+{xp} XP</p> : null}
          {unlocked.length > 0 ? (
            <div>
              <h3 className="font-semibold text-slate-900">Unlocked</h3>
              <ul className="mt-1 flex flex-wrap justify-center gap-2">
                {unlocked.map((item) => (
                  <li
                    key={`${item.kind}:${item.id}`}
                    className="rounded-full bg-white px-3 py-1 text-sm font-medium text-emerald-900"
                  >
                    {item.name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : outcome.kind === 'queued' ? (
        <p className="inline-flex items-start gap-2 text-slate-800">
          <CloudOff aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-700" />
          We&apos;ll save this cook when you&apos;re back online.
        </p>
      ) : (
        <p className="text-slate-800">
          This cook had already been ended on another device, so it wasn&apos;t counted.
        </p>
      )}

      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to={recipePath} className={buttonClasses('primary', 'md')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to the recipe
        </Link>
        <Link to="/recipes" className={buttonClasses('secondary', 'md')}>
          Browse recipes
        </Link>
      </div>
    </section>
  );
}
