import { useEffect, useMemo, useRef, useState } from 'react';
import { Bell, Timer, X } from 'lucide-react';
import { formatCountdown, formatTimerLabel } from '@mise/core';
import { timerState, useCookingStore, type CookingTimer } from '../cooking-store';

/*
 * The cook's timers (issue 11 point 3): each with its name, a live countdown, how far along it is,
 * and Cancel (running) or Dismiss (done). Shown compact in the mini panel and full size on the
 * cooking page.
 *
 * Screen readers: the countdown is plain text, read when the cook reaches it, never live (a timer
 * ticking in a live region would talk over everything each second). A start or restart is said
 * once in a polite live region; the end is said by the alarm's alertdialog (timer-alarm.tsx), which
 * is mounted with the dock on every page — saying it here too would say it twice. The progress bar
 * is decorative: a changing role="progressbar" makes NVDA beep every second.
 */

/**
 * The current time, moved on whenever a countdown of `ends` (epoch ms) changes its second: the
 * ticks follow the timers' own phase, so "0:00" shows at the end and not up to a second later.
 * No ticking when nothing runs.
 */
function useNow(ends: readonly number[]): number {
  const [now, setNow] = useState(Date.now);
  const key = ends.join(',');
  useEffect(() => {
    if (!key) return;
    const running = key.split(',').map(Number);
    let timeout: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const waits = running.filter((end) => end > at).map((end) => (end - at) % 1000 || 1000);
      if (waits.length > 0) timeout = setTimeout(tick, Math.min(...waits));
    };
    // At once: `now` is stale when a timer starts after a while with none running.
    timeout = setTimeout(tick, 0);
    return () => clearTimeout(timeout);
  }, [key]);
  return now;
}

/** What to say when a timer starts: its name, and its length when the name is not already that. */
function startedMessage(timer: CookingTimer, restarted: boolean): string {
  const length = formatTimerLabel(timer.duration_s);
  const name = timer.label === length ? timer.label : `${timer.label}, ${length}`;
  return `${restarted ? 'Timer restarted' : 'Timer started'}: ${name}`;
}

/**
 * The sentence for the live region when timers start or restart (compared with the ones seen
 * before); null when nothing started. Timers present at mount are not news.
 */
function useStartAnnouncement(timers: CookingTimer[]): string | null {
  const seen = useRef<Map<string, number> | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = new Map(timers.map((timer) => [timer.id, timer.ends_at]));
    if (!before) return;
    const started = timers.filter((timer) => !timer.rung && before.get(timer.id) !== timer.ends_at);
    const last = started.at(-1);
    // A start is an answer to the cook's tap; its message stays until the next one.
    if (last) setMessage(startedMessage(last, before.has(last.id)));
  }, [timers]);
  return message;
}

export interface RunningTimersProps {
  /** Only this recipe's timers; every recipe's when omitted. */
  recipeId?: string;
  /** The mini panel's dense layout; the cooking page uses the roomy one. */
  compact?: boolean;
  /** A heading above the list (hidden when there are no timers). */
  heading?: string;
  /**
   * The recipe being cooked, when showing every recipe's timers: its timers need no recipe name,
   * the others are named after their recipe ("Simmer · Lasagne").
   */
  ownRecipeId?: string;
}

/** The running and done timers, oldest first. Renders only a (silent) live region when there are none. */
export function RunningTimers({
  recipeId,
  compact = false,
  heading,
  ownRecipeId,
}: RunningTimersProps) {
  const allTimers = useCookingStore((state) => state.timers);
  const recipes = useCookingStore((state) => state.recipes);
  const cancelTimer = useCookingStore((state) => state.cancelTimer);
  const dismissTimer = useCookingStore((state) => state.dismissTimer);
  const timers = useMemo(
    () =>
      recipeId === undefined
        ? allTimers
        : allTimers.filter((timer) => timer.recipe_id === recipeId),
    [allTimers, recipeId],
  );
  const now = useNow(timers.filter((timer) => !timer.rung).map((timer) => timer.ends_at));
  const announcement = useStartAnnouncement(timers);
  const containerRef = useRef<HTMLDivElement>(null);

  /**
   * Removing a timer takes its button away: focus goes to the next timer's button (or the one
   * before), else to the container, so a keyboard user is not dropped to the top of the page.
   */
  const remove = (timer: CookingTimer, index: number, action: (id: string) => void) => {
    const buttons = [
      ...(containerRef.current?.querySelectorAll<HTMLButtonElement>('[data-timer-action]') ?? []),
    ];
    const next = buttons[index + 1] ?? buttons[index - 1];
    action(timer.id);
    (next ?? containerRef.current)?.focus();
  };

  const recipeTitle = (id: string) => recipes.find((recipe) => recipe.id === id)?.title;

  return (
    <div ref={containerRef} tabIndex={-1} className="focus:outline-none">
      <p aria-live="polite" className="sr-only">
        {announcement ?? ''}
      </p>
      {timers.length > 0 ? (
        <>
          {heading ? (
            <h3
              className={`font-semibold text-slate-900 ${compact ? 'mb-1 text-sm' : 'mb-2 text-lg'}`}
            >
              {heading}
            </h3>
          ) : null}
          <ul className={compact ? 'space-y-1.5' : 'space-y-3'} aria-label="Timers">
            {timers.map((timer, index) => {
              const state = timerState(timer, now);
              // Never more than its length: for the moment `now` is stale after a start.
              const remaining_s = Math.min(timer.duration_s, state.remaining_s);
              const done = state.done;
              // A timer that ended is done even before the ticker has rung it (a second's lag).
              const finished = done || timer.rung;
              const elapsed =
                timer.duration_s > 0
                  ? Math.min(1, Math.max(0, 1 - remaining_s / timer.duration_s))
                  : 1;
              const otherRecipe =
                recipeId === undefined && timer.recipe_id !== ownRecipeId
                  ? recipeTitle(timer.recipe_id)
                  : undefined;
              return (
                <li
                  key={timer.id}
                  data-timer-id={timer.id}
                  className={`flex items-center gap-2 rounded-lg border ${
                    finished ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'
                  } ${compact ? 'py-1 pr-1 pl-2' : 'p-3'}`}
                >
                  {finished ? (
                    <Bell
                      aria-hidden="true"
                      className={`shrink-0 text-amber-800 ${compact ? 'size-4' : 'size-5'}`}
                    />
                  ) : (
                    <Timer
                      aria-hidden="true"
                      className={`shrink-0 text-emerald-700 ${compact ? 'size-4' : 'size-5'}`}
                    />
                  )}
                  <div className="min-w-0 flex-1">
                    <div className="flex items-baseline justify-between gap-2">
                      <span
                        className={`truncate font-medium text-slate-900 ${compact ? 'text-sm' : ''}`}
                      >
                        {timer.label}
                        {otherRecipe ? (
                          <span className="font-normal text-slate-700"> · {otherRecipe}</span>
                        ) : null}
                      </span>
                      {finished ? (
                        <span
                          className={`shrink-0 font-semibold text-amber-900 ${compact ? 'text-sm' : ''}`}
                        >
                          Done
                        </span>
                      ) : (
                        <span
                          className={`shrink-0 font-semibold text-slate-900 tabular-nums ${
                            compact ? 'text-sm' : 'text-lg'
                          }`}
                        >
                          <span className="sr-only">Time left </span>
                          {formatCountdown(remaining_s)}
                        </span>
                      )}
                    </div>
                    <div
                      aria-hidden="true"
                      data-timer-progress={Math.round(elapsed * 100)}
                      className={`mt-1 overflow-hidden rounded-full ${
                        finished ? 'bg-amber-200' : 'bg-slate-200'
                      } ${compact ? 'h-1' : 'h-1.5'}`}
                    >
                      <div
                        className={`h-full origin-left rounded-full motion-safe:transition-transform motion-safe:duration-1000 motion-safe:ease-linear ${
                          finished ? 'bg-amber-600' : 'bg-emerald-700'
                        }`}
                        // A transform, not a width: no layout each second. Set through the CSSOM,
                        // which the CSP's style-src allows (only style attributes in markup are not).
                        style={{ transform: `scaleX(${elapsed})` }}
                      />
                    </div>
                  </div>
                  <button
                    type="button"
                    data-timer-action
                    onClick={() => remove(timer, index, finished ? dismissTimer : cancelTimer)}
                    aria-label={`${finished ? 'Dismiss' : 'Cancel'} timer ${timer.label}`}
                    className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 ${
                      compact ? '' : 'sm:w-auto sm:gap-1 sm:px-3 sm:text-sm sm:font-medium'
                    }`}
                  >
                    <X aria-hidden="true" className="size-5" />
                    {compact ? null : (
                      <span aria-hidden="true" className="hidden sm:inline">
                        {finished ? 'Dismiss' : 'Cancel'}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
