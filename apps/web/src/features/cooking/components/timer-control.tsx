import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Timer, X } from 'lucide-react';
import { formatCountdown } from '@mise/core';
import { askNotificationPermissionOnce } from '../alarm';
import { timerState, useCookingStore, type CookingTimer } from '../cooking-store';

/*
 * A timer of one step (issue 11 point 3): a Start button, which becomes "Running · 4:59" with a
 * Cancel while it runs. The countdown is worked out from the timer's end time (the store keeps
 * timers by end), so the page only needs to re-render once a second, and only while this timer runs.
 * Ringing is not done here: the ticker rings every timer, wherever the cook is.
 */

const noop = () => undefined;
function subscribeEverySecond(onChange: () => void) {
  // A short period so the display turns over close to the second; React re-renders only when the
  // snapshot (the whole second) has changed.
  const id = setInterval(onChange, 250);
  return () => clearInterval(id);
}
const subscribeNever = () => noop;
const currentSecond = () => Math.floor(Date.now() / 1000);

/** The time now in whole seconds (epoch), kept fresh only while `ticking`. */
function useSecondClock(ticking: boolean): number {
  return useSyncExternalStore(ticking ? subscribeEverySecond : subscribeNever, currentSecond);
}

export interface TimerControlProps {
  recipeId: string;
  stepId: string;
  /** The timer's name in the list of running timers: 'Step 3 · 25 min'. */
  label: string;
  seconds: number;
  /**
   * Inline in the step's text: the words of the time ("5–7 minutes") as the button. Otherwise a
   * standalone "Start timer · 10 min" button.
   */
  text?: string;
  /** The timer's own length, for the standalone button: '10 min'. */
  duration: string;
}

export function TimerControl({
  recipeId,
  stepId,
  label,
  seconds,
  text,
  duration,
}: TimerControlProps) {
  const timer: CookingTimer | undefined = useCookingStore((state) =>
    state.timers.find((t) => t.recipe_id === recipeId && t.step_id === stepId && t.label === label),
  );
  const startTimer = useCookingStore((state) => state.startTimer);
  const cancelTimer = useCookingStore((state) => state.cancelTimer);
  const now = useSecondClock(timer !== undefined && !timer.rung) * 1000;
  const state = timer
    ? timerState(timer, Math.max(now, timer.ends_at - timer.duration_s * 1000))
    : null;
  const running = state !== null && !state.done;

  // The button the cook pressed goes away (Start becomes Cancel and back): focus follows.
  const startRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (running ? cancelRef : startRef).current?.focus();
  }, [running]);

  const start = () => {
    moveFocus.current = true;
    startTimer({ label, seconds, recipe_id: recipeId, step_id: stepId });
    // Asked once ever, from this tap: browsers only show the prompt on a user's gesture.
    void askNotificationPermissionOnce();
  };
  const cancel = () => {
    if (!timer) return;
    moveFocus.current = true;
    cancelTimer(timer.id);
  };

  if (running) {
    const chip: ReactNode = (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 align-middle text-base font-semibold whitespace-nowrap text-emerald-900">
        <Timer aria-hidden="true" className="size-4" />
        {/* role=timer: its text changes every second and must NOT be read out each time. */}
        <span role="timer" className="tabular-nums">
          Running · {formatCountdown(state.remaining_s)}
        </span>
        <button
          ref={cancelRef}
          type="button"
          onClick={cancel}
          aria-label={`Cancel timer ${label}`}
          className="-my-1.5 -mr-1.5 inline-flex size-10 items-center justify-center rounded-full text-emerald-900 hover:bg-emerald-200"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </span>
    );
    return text ? (
      <>
        {text} {chip}
      </>
    ) : (
      chip
    );
  }

  const ended = state?.done === true;
  if (text) {
    return (
      <button
        ref={startRef}
        type="button"
        onClick={start}
        // The words of the sentence stay the visible name; what the button does comes first.
        aria-label={`${ended ? 'Restart' : 'Start'} ${duration} timer: ${text}`}
        className="inline rounded-lg bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-800 underline decoration-emerald-700 decoration-dotted underline-offset-4 hover:bg-emerald-100"
      >
        <Timer aria-hidden="true" className="mr-1 inline size-[0.9em] align-[-0.1em]" />
        {text}
      </button>
    );
  }
  return (
    <button
      ref={startRef}
      type="button"
      onClick={start}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-emerald-700 bg-white px-4 font-medium text-emerald-800 hover:bg-emerald-50"
    >
      <Timer aria-hidden="true" className="size-5" />
      {ended ? 'Restart timer' : 'Start timer'} · {duration}
    </button>
  );
}
