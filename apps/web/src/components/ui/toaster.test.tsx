import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  type ToastStore,
} from './toast-store';
import { Toaster } from './toaster';

function messagesShown(): string[] {
  const region = screen.getByRole('region', { name: 'Notifications' });
  // Each toast is an <li> whose role is status or alert.
  return [...region.querySelectorAll('li')].map((item) => item.textContent ?? '');
}

describe('Toaster', () => {
  let store: ToastStore;

  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants: 3 toasts, 5000 ms', () => {
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows the newest toast first', () => {
    render(<Toaster store={store} />);
    act(() => {
      store.show('first');
      store.show('second');
    });
    expect(messagesShown()).toEqual(['second', 'first']);
  });

  it('hides the oldest toast when a fourth arrives', () => {
    render(<Toaster store={store} />);
    act(() => {
      store.show('one');
      store.show('two');
      store.show('three');
      store.show('four');
    });
    expect(messagesShown()).toEqual(['four', 'three', 'two']);
    expect(screen.queryByText('one')).not.toBeInTheDocument();
  });

  it('removes a toast after 5000 ms, not before', () => {
    render(<Toaster store={store} />);
    act(() => {
      store.show('Profile saved.', 'success');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Profile saved.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Profile saved.')).not.toBeInTheDocument();
  });

  it('announces successes politely and errors as alerts', () => {
    render(<Toaster store={store} />);
    act(() => {
      store.show('Saved', 'success');
      store.show('Broken', 'error');
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
  });

  it('closes a toast from its dismiss button', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<Toaster store={store} />);
    act(() => {
      store.show('keep');
      store.show('drop');
    });
    const drop = screen.getByText('drop').closest('li');
    expect(drop).not.toBeNull();
    await user.click(within(drop!).getByRole('button', { name: 'Dismiss notification' }));
    expect(messagesShown()).toEqual(['keep']);
  });

  it('keeps a toast while it is hovered and resumes the countdown afterwards', () => {
    const id = store.show('hover me');
    vi.advanceTimersByTime(4000);
    store.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['hover me']);
    store.resume(id);
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
