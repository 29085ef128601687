import type { Ref } from 'react';
import { ChefHat } from 'lucide-react';

export interface FloatingCookingButtonProps {
  ref?: Ref<HTMLButtonElement>;
  /** Whether the panel it controls is shown. */
  expanded: boolean;
  /** The panel's id. */
  controls: string;
  /** Steps done and in all, for the badge. */
  done: number;
  total: number;
  /** A timer has ended and waits for the cook: the button says so with a dot. */
  timerDone?: boolean;
  onToggle: () => void;
}

/**
 * spec-1 §1: the round button, bottom right of every page but the cooking page, that shows or hides
 * the mini cooking panel. A disclosure button: its name says what a press does, aria-expanded what
 * is. The badge repeats the panel's progress for sighted cooks (the panel says it to everyone).
 */
export function FloatingCookingButton({
  ref,
  expanded,
  controls,
  done,
  total,
  timerDone = false,
  onToggle,
}: FloatingCookingButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onToggle}
      aria-label={expanded ? 'Hide cooking panel' : 'Show cooking panel'}
      aria-expanded={expanded}
      aria-controls={controls}
      className={`pointer-events-auto relative inline-flex size-14 shrink-0 items-center justify-center rounded-full text-white shadow-lg ring-offset-2 transition-colors focus-visible:ring-4 focus-visible:ring-emerald-600 focus-visible:outline-none ${
        expanded ? 'bg-emerald-800 hover:bg-emerald-900' : 'bg-emerald-700 hover:bg-emerald-800'
      }`}
    >
      <ChefHat aria-hidden="true" className="size-7" />
      {total > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cooking-badge"
          className="absolute -top-1 -left-2 min-w-9 rounded-full border-2 border-white bg-white px-1.5 text-center text-xs font-bold text-emerald-900 tabular-nums shadow"
        >
          {done}/{total}
        </span>
      ) : null}
      {timerDone ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 size-4 rounded-full border-2 border-white bg-amber-500 motion-safe:animate-pulse"
        />
      ) : null}
    </button>
  );
}
