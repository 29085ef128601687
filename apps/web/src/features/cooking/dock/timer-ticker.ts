import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { announceTimerDone } from '../alarm';
import { cookingStore, useCookingStore, type CookingTimer } from '../cooking-store';

/*
 * What makes a timer ring (issue 11 point 3). The store keeps timers by end time and rings each
 * once (`checkTimers`); this hook asks it at the right moments, on every page, while the dock is
 * mounted:
 * - every second while a timer has not rung — and sooner, at the exact end of the next one, so
 *   the alarm agrees with a countdown that reads 0:00;
 * - when the page becomes visible again: browsers slow or stop timers in hidden tabs and a phone's
 *   sleep stops them, so a timer that ended meanwhile rings as soon as the cook looks;
 * - at once on mount: a timer that ended while the page was closed rings on the first check.
 */

/** Longest wait between checks, whatever the next end: a changed clock or a missed tick heals fast. */
const TICK_MS = 1000;

export interface TimerTickerOptions {
  /** How an ended timer makes itself heard; the real alarm (beep, buzz, notification) by default. */
  announce?: (label: string) => void;
}

export interface TimerTicker {
  /** Timers that rang and that the cook has not acknowledged yet, in the order they rang. */
  rung: CookingTimer[];
  /** The cook's OK: removes every rung timer shown (`dismissTimer`) and empties the queue. */
  acknowledge: () => void;
}

export function useTimerTicker({
  announce = announceTimerDone,
}: TimerTickerOptions = {}): TimerTicker {
  const timers = useCookingStore((state) => state.timers);
  // The soonest end among the timers yet to ring; null when none is waiting (no ticking then).
  const nextEnd = useMemo(() => {
    const waiting = timers.filter((timer) => !timer.rung).map((timer) => timer.ends_at);
    return waiting.length > 0 ? Math.min(...waiting) : null;
  }, [timers]);
  const [queue, setQueue] = useState<string[]>([]);

  const check = useEffectEvent(() => {
    const ended = cookingStore.getState().checkTimers(Date.now());
    if (ended.length === 0) return;
    for (const timer of ended) {
      try {
        announce(timer.label);
      } catch {
        // A failing alarm must not stop the others or the dialog: the cook still sees it.
      }
    }
    setQueue((ids) => [
      ...ids,
      ...ended.map((timer) => timer.id).filter((id) => !ids.includes(id)),
    ]);
  });

  useEffect(() => {
    if (nextEnd === null) return;
    let timeout: ReturnType<typeof setTimeout>;
    const schedule = () => {
      // At once for a timer already over (it ended while the page was closed or asleep).
      const wait = Math.min(TICK_MS, Math.max(0, nextEnd - Date.now()));
      timeout = setTimeout(() => {
        check();
        // Still waiting (another timer, or the clock moved back): keep going. Once every timer
        // has rung, the store's change gives a null nextEnd and this effect stops for good.
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timeout);
  }, [nextEnd]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // Only what is still rung in the store: a timer dismissed from the list, cancelled or restarted
  // (same id, not rung again) leaves the alarm without the cook pressing OK.
  const rung = useMemo(
    () =>
      queue.flatMap((id) => {
        const timer = timers.find((known) => known.id === id);
        return timer?.rung ? [timer] : [];
      }),
    [queue, timers],
  );

  const acknowledge = useCallback(() => {
    const { dismissTimer } = cookingStore.getState();
    for (const timer of rung) dismissTimer(timer.id);
    setQueue([]);
  }, [rung]);

  return { rung, acknowledge };
}
