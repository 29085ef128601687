import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Check, Clock, Lightbulb, MessageCircleQuestion } from 'lucide-react';
import { findStepTimers, formatTime, type Step, type StepTimer } from '@mise/core';
import { TimerControl } from './timer-control';

export interface NamedStepTimer extends StepTimer {
  /** 'Step 3 · 25 min'; a second timer of the same length in the step gets ' (2)'. */
  name: string;
}

/**
 * The timers of the step at `index`, named for the list of running timers. Names are unique within
 * the step: the store takes the same step and name again as a restart of that timer.
 */
export function stepTimers(step: Step, index: number): NamedStepTimer[] {
  const seen = new Map<string, number>();
  return findStepTimers(step.instruction, step.time_required).map((timer) => {
    const base = `Step ${index + 1} · ${timer.label}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { ...timer, name: count === 1 ? base : `${base} (${count})` };
  });
}

export interface MentionedLine {
  id: string;
  measure: string;
  name: string;
}

export interface StepViewProps {
  recipeId: string;
  step: Step;
  index: number;
  total: number;
  /** Ticked off (the toggle is in the page's step bar, within thumb reach). */
  done: boolean;
  /** The ingredients this step mentions, as they read for the chosen servings. */
  mentioned: readonly MentionedLine[];
  /** The "Step 3 of 7" heading, focused when the cook jumps to a step from the list. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The servings cooked for, told to the assistant by the Ask link. */
  servings: number;
}

/** The step's text with each time in it turned into a Start timer button (Paprika-style). */
function instructionWithTimers(
  recipeId: string,
  step: Step,
  timers: readonly NamedStepTimer[],
): ReactNode[] {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const timer of timers) {
    if (timer.start < at) continue;
    pieces.push(step.instruction.slice(at, timer.start));
    pieces.push(
      <TimerControl
        key={timer.start}
        recipeId={recipeId}
        stepId={step.id}
        label={timer.name}
        seconds={timer.seconds}
        duration={timer.label}
        text={timer.text}
      />,
    );
    at = timer.end;
  }
  pieces.push(step.instruction.slice(at));
  return pieces;
}

/** The current step in large type: number, time, text with its timers, tip, what it uses. */
export function StepView({
  recipeId,
  step,
  index,
  total,
  done,
  mentioned,
  headingRef,
  servings,
}: StepViewProps) {
  const time = formatTime(step.time_required);
  const timers = stepTimers(step, index);
  const inText = timers.filter((timer) => timer.start >= 0);
  // A time given only as the step's time_required: its own button under the text.
  const fromTimeRequired = timers.find((timer) => timer.start < 0);
  const headingId = `step-${step.id}-heading`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="rounded text-lg font-semibold text-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
        >
          Step {index + 1} <span className="font-normal text-slate-700">of {total}</span>
        </h2>
        {done ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
            <Check aria-hidden="true" className="size-4" />
            Done
          </p>
        ) : null}
        {time ? (
          <p className="ml-auto inline-flex items-center gap-1.5 text-base font-medium text-slate-800">
            <Clock aria-hidden="true" className="size-5 text-emerald-700" />
            <span className="sr-only">Time: </span>
            {time}
          </p>
        ) : null}
        {/* The assistant's page, grounded in this step; the cook's progress stays in the store. */}
        <Link
          to={`/cooking-chat?recipe=${encodeURIComponent(recipeId)}&step=${index + 1}&servings=${servings}`}
          aria-label={`Ask the assistant about step ${index + 1}`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-base font-medium text-emerald-800 hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none"
        >
          <MessageCircleQuestion aria-hidden="true" className="size-5" />
          Ask
        </Link>
      </div>

      <p className="text-2xl leading-relaxed break-words whitespace-pre-line text-slate-900 sm:text-3xl sm:leading-relaxed">
        {instructionWithTimers(recipeId, step, inText)}
      </p>

      {fromTimeRequired ? (
        <div>
          <TimerControl
            recipeId={recipeId}
            stepId={step.id}
            label={fromTimeRequired.name}
            seconds={fromTimeRequired.seconds}
            duration={fromTimeRequired.label}
          />
        </div>
      ) : null}

      {step.tips ? (
        <p className="flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-lg text-amber-950">
          <Lightbulb aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-700" />
          <span>
            <span className="font-semibold">Tip: </span>
            {step.tips}
          </span>
        </p>
      ) : null}

      {mentioned.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-800">You need for this step</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {mentioned.map((line) => (
              <li
                key={line.id}
                className="rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-emerald-950"
              >
                {line.measure ? <span className="font-semibold">{line.measure} </span> : null}
                {line.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
