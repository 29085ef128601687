/*
 * How a cooking timer makes itself heard when it ends (issue 11 point 3): a short beep pattern
 * (Web Audio), a vibration where the device has one, and — when the page is hidden — a system
 * notification. The store's `checkTimers` decides WHEN (once per timer); this module only rings.
 *
 * Every browser API is optional: each helper takes an `env` (the real browser by default, fakes in
 * tests) and quietly does nothing where an API is missing, blocked or throws. A timer must never
 * break the cooking page.
 */

export const NOTIFICATION_ASKED_KEY = 'mise.cooking.notificationsAsked';

type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'state' | 'resume' | 'createOscillator' | 'createGain'
>;

/** The part of `Notification` (the constructor and its statics) these helpers use. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): unknown;
}

export interface AlarmEnv {
  AudioContext?: new () => AudioContextLike;
  vibrate?: (pattern: number[]) => boolean;
  Notification?: NotificationApi;
  /** Whether the page is hidden (another tab, screen off): only then is a notification shown. */
  isHidden?: () => boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** The real browser, each API only where it exists. */
export function browserEnv(): AlarmEnv {
  if (typeof window === 'undefined') return {};
  const audio =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    // Blocked storage throws on access: we simply cannot remember having asked.
  }
  return {
    AudioContext: audio,
    // `vibrate` must be called on navigator (Chrome throws "Illegal invocation" otherwise).
    vibrate: typeof nav?.vibrate === 'function' ? (pattern) => nav.vibrate(pattern) : undefined,
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
    isHidden: () => document.visibilityState === 'hidden',
    storage,
  };
}

// One context per AudioContext class, reused: browsers cap how many a page may open.
const contexts = new WeakMap<object, AudioContextLike>();

/** Three short beeps, 880 Hz. */
const BEEPS = 3;
const BEEP_S = 0.18;
const GAP_S = 0.12;

/**
 * Plays a short beep pattern. Returns whether it could be scheduled. The context may start
 * suspended when the page has not been interacted with (autoplay rules); it is resumed, which works
 * since the cook started the timer with a tap.
 */
export function ringAlarm(env: AlarmEnv = browserEnv()): boolean {
  const Ctor = env.AudioContext;
  if (!Ctor) return false;
  try {
    let context = contexts.get(Ctor);
    if (!context) {
      context = new Ctor();
      contexts.set(Ctor, context);
    }
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (let i = 0; i < BEEPS; i++) {
      const at = start + i * (BEEP_S + GAP_S);
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      // Ramp in and out: a hard start or stop clicks.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.3, at + 0.01);
      gain.gain.linearRampToValueAtTime(0, at + BEEP_S);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + BEEP_S);
    }
    return true;
  } catch {
    return false;
  }
}

/** Buzzes the pattern where the device can (most phones but iPhones). Returns whether it did. */
export function vibrate(
  pattern: number[] = [200, 100, 200, 100, 200],
  env: AlarmEnv = browserEnv(),
): boolean {
  try {
    return env.vibrate?.(pattern) ?? false;
  } catch {
    return false;
  }
}

/**
 * Shows "Timer done: {label}" as a system notification, only when permission is already granted
 * (this never asks) and the page is hidden (a visible page rings and shows the timer itself).
 * Returns whether it showed one. Android Chrome throws on `new Notification` (it wants a service
 * worker): that is caught and counts as not shown.
 */
export function notifyIfHidden(label: string, env: AlarmEnv = browserEnv()): boolean {
  const Api = env.Notification;
  if (!Api || Api.permission !== 'granted' || !env.isHidden?.()) return false;
  try {
    new Api('Timer done', { body: label, tag: `mise-timer-${label}` });
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks for notification permission the first time a timer is started, and never again (the answer,
 * or the cook ignoring the prompt, is remembered in local storage). Call it from the tap that
 * starts the timer: browsers only show the prompt on a user gesture. Resolves to the permission,
 * or null when nothing was asked.
 */
export async function askNotificationPermissionOnce(
  env: AlarmEnv = browserEnv(),
): Promise<NotificationPermission | null> {
  const Api = env.Notification;
  if (!Api || Api.permission !== 'default') return null;
  try {
    if (env.storage?.getItem(NOTIFICATION_ASKED_KEY)) return null;
    env.storage?.setItem(NOTIFICATION_ASKED_KEY, '1');
  } catch {
    // Storage blocked: ask now; this tab cannot remember it, the browser's own answer still will.
  }
  try {
    return await Api.requestPermission();
  } catch {
    return null;
  }
}

/** Everything a timer does when it ends: beep, buzz, and a notification if the page is hidden. */
export function announceTimerDone(label: string, env: AlarmEnv = browserEnv()): void {
  ringAlarm(env);
  vibrate(undefined, env);
  notifyIfHidden(label, env);
}
