import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * Keeps the screen on while the cooking page is visible (issue 11 point 2): hands in dough, the
 * phone must not lock between steps. The browser drops a screen wake lock whenever the page is
 * hidden (another tab, the phone locked), so it is taken again each time the page becomes visible,
 * and let go when the page unmounts.
 */

export type WakeLockState = 'active' | 'released' | 'unsupported' | 'error';

/** The part of the Screen Wake Lock API used here (Safari < 16.4 and Firefox < 126 have none). */
interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLockApi(): WakeLockLike | null {
  if (typeof navigator === 'undefined') return null;
  const api = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  return api && typeof api.request === 'function' ? api : null;
}

export interface WakeLock {
  state: WakeLockState;
  /** Asks again (a "Keep the screen on" button after a refusal: some browsers want a tap). */
  request: () => void;
}

/** Holds the lock while `enabled` (the cook is cooking) and the page is visible. */
export function useWakeLock(enabled = true): WakeLock {
  const [state, setState] = useState<WakeLockState>(() =>
    wakeLockApi() ? 'released' : 'unsupported',
  );
  const sentinel = useRef<WakeLockSentinelLike | null>(null);
  /** Whether a lock is wanted now: false once disabled or unmounted. */
  const wanted = useRef(false);

  const request = useCallback(() => {
    // No API: the state says 'unsupported' from the start (and state is only set once answered).
    const api = wakeLockApi();
    if (!api || !wanted.current) return;
    // Hidden pages are refused anyway; visibilitychange asks again when the page is back.
    if (document.visibilityState !== 'visible') return;
    if (sentinel.current && !sentinel.current.released) return;
    api.request('screen').then(
      (lock) => {
        // Unmounted or disabled while asking: the lock is nobody's, give it back at once.
        if (!wanted.current) return void lock.release().catch(() => undefined);
        sentinel.current = lock;
        lock.addEventListener('release', () => {
          if (sentinel.current === lock) sentinel.current = null;
          setState('released');
        });
        setState('active');
      },
      // Refused: battery saver, a permissions policy, or not a user's page yet.
      () => setState('error'),
    );
  }, []);

  useEffect(() => {
    if (!enabled) return;
    wanted.current = true;
    request();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') request();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      wanted.current = false;
      document.removeEventListener('visibilitychange', onVisibility);
      const lock = sentinel.current;
      sentinel.current = null;
      if (lock && !lock.released) void lock.release().catch(() => undefined);
    };
  }, [enabled, request]);

  return { state, request };
}
