/** spec-1 §9: at most 3 toasts on screen, newest on top, each for 5000 ms. */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 5000;

/** `loading` says work is under way: it stays until its work ends (see `toast.promise`). */
export type ToastVariant = 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  /** What the toast is about (`recipe:<id>`): a newer toast with the same key replaces it. */
  key?: string;
}

export interface ToastOptions {
  /**
   * What the toast is about, e.g. `recipe:<id>` or `nutrition-estimate`. A new toast with the key of
   * one on screen replaces it (the progress toast of a save becomes its result; a second save of
   * the same recipe does not stack a second "saved").
   */
  key?: string;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remainingMs: number;
  startedAt: number;
}

export interface ToastStore {
  /** Newest first. */
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
  show: (message: string, variant?: ToastVariant, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
  /** Hover or focus on a toast stops its clock (WCAG 2.2.1); leaving starts it again. */
  pause: (id: number) => void;
  resume: (id: number) => void;
  clear: () => void;
}

export function createToastStore(
  durationMs = TOAST_DURATION_MS,
  maxVisible = MAX_VISIBLE_TOASTS,
): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const stopTimer = (id: number) => {
    const timer = timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(id);
  };

  const startTimer = (id: number, ms: number) => {
    const timer: Timer = { handle: null, remainingMs: ms, startedAt: Date.now() };
    timer.handle = setTimeout(() => store.dismiss(id), ms);
    timers.set(id, timer);
  };

  const store: ToastStore = {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(message, variant = 'info', options = {}) {
      const id = nextId++;
      const { key } = options;
      // The same news twice (or the result of a progress toast) replaces the older one.
      const replaced = toasts.filter((t) =>
        key === undefined
          ? !t.key && t.message === message && t.variant === variant
          : t.key === key,
      );
      for (const old of replaced) stopTimer(old.id);
      const kept = toasts.filter((t) => !replaced.includes(t));
      const next = [{ id, message, variant, ...(key === undefined ? {} : { key }) }, ...kept];
      for (const dropped of next.slice(maxVisible)) stopTimer(dropped.id);
      toasts = next.slice(0, maxVisible);
      // Progress has no clock: it ends when its work does.
      if (variant !== 'loading') startTimer(id, durationMs);
      emit();
      return id;
    },
    dismiss(id) {
      stopTimer(id);
      if (!toasts.some((t) => t.id === id)) return;
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    },
    pause(id) {
      const timer = timers.get(id);
      if (!timer?.handle) return;
      clearTimeout(timer.handle);
      timer.handle = null;
      timer.remainingMs = Math.max(0, timer.remainingMs - (Date.now() - timer.startedAt));
    },
    resume(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle) return;
      startTimer(id, timer.remainingMs);
    },
    clear() {
      for (const id of [...timers.keys()]) stopTimer(id);
      toasts = [];
      emit();
    },
  };
  return store;
}

export interface PromiseToastMessages<T> {
  loading: string;
  success: string | ((value: T) => string);
  /** Leave out when the caller shows the error itself (e.g. next to the form): the toast just ends. */
  error?: string | ((error: unknown) => string);
}

let nextPromiseKey = 1;

/**
 * The toast functions for a store. `promise` shows a progress toast while `work` runs, and replaces
 * it with the success or error toast (or removes it) when `work` ends, whichever way it ends.
 */
export function toastsFor(store: ToastStore) {
  return {
    success: (message: string, options?: ToastOptions) => store.show(message, 'success', options),
    error: (message: string, options?: ToastOptions) => store.show(message, 'error', options),
    warning: (message: string, options?: ToastOptions) => store.show(message, 'warning', options),
    info: (message: string, options?: ToastOptions) => store.show(message, 'info', options),
    /** A progress toast; end it with another toast of the same key, or `dismiss(id)`. */
    loading: (message: string, options?: ToastOptions) => store.show(message, 'loading', options),
    dismiss: (id: number) => store.dismiss(id),
    async promise<T>(
      work: Promise<T>,
      messages: PromiseToastMessages<T>,
      options: ToastOptions = {},
    ): Promise<T> {
      const key = options.key ?? `progress-${nextPromiseKey++}`;
      const id = store.show(messages.loading, 'loading', { key });
      try {
        const value = await work;
        const { success } = messages;
        store.show(typeof success === 'function' ? success(value) : success, 'success', { key });
        return value;
      } catch (error) {
        const { error: failure } = messages;
        if (failure === undefined) store.dismiss(id);
        else store.show(typeof failure === 'function' ? failure(error) : failure, 'error', { key });
        throw error;
      }
    },
  };
}

/** The app's one toast store. */
export const toastStore = createToastStore();

export const toast = toastsFor(toastStore);
