import { useId } from 'react';
import type { Step } from '@mise/core';

export interface StepListProps {
  steps: readonly Step[];
  currentIndex: number;
  completed: ReadonlySet<string>;
  onJump: (index: number) => void;
  onToggle: (stepId: string) => void;
}

/** Every step, to jump to (the current one marked) and to tick off. */
export function StepList({ steps, currentIndex, completed, onJump, onToggle }: StepListProps) {
  const id = useId();
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        All steps
      </h2>
      <ol className="flex flex-col gap-1">
        {steps.map((step, index) => {
          const current = index === currentIndex;
          const done = completed.has(step.id);
          return (
            <li
              key={step.id}
              className={`flex items-start gap-1 rounded-xl border ${
                current ? 'border-emerald-700 bg-emerald-50' : 'border-transparent'
              }`}
            >
              {/* A 44 px box around the box to tick. */}
              <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center">
                <input
                  type="checkbox"
                  checked={done}
                  onChange={() => onToggle(step.id)}
                  className="size-5 accent-emerald-700"
                />
                <span className="sr-only">Step {index + 1} done</span>
              </label>
              <button
                type="button"
                onClick={() => onJump(index)}
                aria-current={current ? 'step' : undefined}
                className="flex min-h-11 min-w-0 flex-1 flex-col items-start rounded-lg px-2 py-2 text-left hover:bg-slate-100"
              >
                <span
                  className={`text-sm font-semibold ${current ? 'text-emerald-800' : 'text-slate-700'}`}
                >
                  Step {index + 1}
                  {current ? <span className="font-normal"> · now</span> : null}
                </span>{' '}
                <span
                  className={`line-clamp-2 break-words ${done ? 'text-slate-600 line-through' : 'text-slate-900'}`}
                >
                  {step.instruction}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
