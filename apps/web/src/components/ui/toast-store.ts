/** spec-1 §9: at most 3 toasts on screen, newest on top, each for 5000 ms. */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
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
  show: (message: string, variant?: ToastVariant) => number;
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
    show(message, variant = 'info') {
      const id = nextId++;
      const next = [{ id, message, variant }, ...toasts];
      for (const dropped of next.slice(maxVisible)) stopTimer(dropped.id);
      toasts = next.slice(0, maxVisible);
      startTimer(id, durationMs);
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

/** The app's one toast store. */
export const toastStore = createToastStore();

export const toast = {
  success: (message: string) => toastStore.show(message, 'success'),
  error: (message: string) => toastStore.show(message, 'error'),
  warning: (message: string) => toastStore.show(message, 'warning'),
  info: (message: string) => toastStore.show(message, 'info'),
};
