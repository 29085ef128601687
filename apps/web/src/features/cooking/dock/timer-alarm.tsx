import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useCookingStore, type CookingTimer } from '../cooking-store';

/*
 * The alarm on screen (issue 11 point 3): "Timer done: Simmer", with an OK that dismisses the timers
 * it lists. The sound, buzz and notification are the ticker's; this is what the cook reads and
 * answers.
 *
 * An alertdialog, but not a modal one, on purpose: a timer ends whenever it ends, often while
 * another dialog is open (the panel's "Stop cooking?", the cooking page's own). The shared Dialog
 * traps focus by pulling back any focus that leaves it; two such traps open at once pull focus from
 * each other for ever. So this one moves focus to its OK when it appears and gives it back
 * afterwards, but pulls nothing back: if another modal holds focus, the alarm waits on screen (and
 * in the tab order) until the cook gets to it. It covers no page controls it cannot give back: it
 * sits at the top, below the bar, and leaves the page usable.
 */

export interface TimerAlarmProps {
  /** The rung timers to show; nothing renders when empty. */
  timers: CookingTimer[];
  /** The cook's OK (or Escape): dismiss them all. */
  onAcknowledge: () => void;
}

export function TimerAlarm({ timers, onAcknowledge }: TimerAlarmProps) {
  const recipes = useCookingStore((state) => state.recipes);
  const okRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const open = timers.length > 0;

  // Where focus was when the alarm appeared, to give it back once the cook has answered.
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    // Not the alarm's own OK: React's development double run of this effect finds focus there.
    if (!boxRef.current?.contains(active)) {
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    okRef.current?.focus();
  }, [open]);

  /** OK or Escape: answered from the alarm, so focus goes back where the cook was. */
  const answer = () => {
    const back = returnTo.current;
    returnTo.current = null;
    onAcknowledge();
    if (back?.isConnected) back.focus();
  };

  if (!open) return null;
  const recipeTitle = (id: string) => recipes.find((recipe) => recipe.id === id)?.title;
  const single = timers.length === 1 ? timers[0] : undefined;
  const singleRecipe = single ? recipeTitle(single.recipe_id) : undefined;

  return createPortal(
    <div
      ref={boxRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={singleRecipe ? descriptionId : undefined}
      // Escape answers the alarm only while focus is in it: it never closes another dialog.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        answer();
      }}
      className="fixed inset-x-3 top-20 z-50 mx-auto max-w-sm rounded-2xl border-2 border-amber-400 bg-white p-4 shadow-2xl motion-safe:animate-toast-in print:hidden"
    >
      <div className="flex items-start gap-3">
        <BellRing
          aria-hidden="true"
          className="mt-0.5 size-6 shrink-0 text-amber-700 motion-safe:animate-pulse"
        />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {single ? `Timer done: ${single.label}` : `${timers.length} timers done`}
          </h2>
          {single ? (
            singleRecipe ? (
              <p id={descriptionId} className="text-sm text-slate-700">
                {singleRecipe}
              </p>
            ) : null
          ) : (
            <ul className="mt-1 space-y-0.5 text-slate-800">
              {timers.map((timer) => (
                <li key={timer.id}>
                  Timer done: {timer.label}
                  {recipeTitle(timer.recipe_id) ? (
                    <span className="text-sm text-slate-700">
                      {' '}
                      · {recipeTitle(timer.recipe_id)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="mt-3 flex justify-end">
        <Button ref={okRef} onClick={answer} className="min-w-24">
          OK
        </Button>
      </div>
    </div>,
    document.body,
  );
}
