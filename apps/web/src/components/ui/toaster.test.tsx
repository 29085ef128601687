import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  toastsFor,
  type ToastStore,
} from './toast-store';
import { Toaster } from './toaster';

function messagesShown(): string[] {
  const region = screen.getByRole('region', { name: 'Notifications' });
  // Each toast is an <li> whose role is status or alert.
  return [...region.querySelectorAll('li')].map((item) => item.textContent ?? '');
}

const rect = (top: number, bottom: number) =>
  ({ top, bottom, left: 0, right: 390, width: 390, height: bottom - top, x: 0, y: top }) as DOMRect;

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

  it('replaces an older toast about the same thing instead of stacking a second', () => {
    render(<Toaster store={store} />);
    act(() => {
      store.show('Recipe updated.', 'success', { key: 'recipe:1' });
      store.show('Other news', 'info');
      store.show('Nutrition saved.', 'success', { key: 'recipe:1' });
    });
    expect(messagesShown()).toEqual(['Nutrition saved.', 'Other news']);
    // The same news twice, without a key, is shown once too.
    act(() => {
      store.show('Other news', 'info');
    });
    expect(messagesShown()).toEqual(['Other news', 'Nutrition saved.']);
    // The replacement has its own full 5000 ms.
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(messagesShown()).toEqual(['Other news', 'Nutrition saved.']);
  });

  it('keeps a progress toast until its work ends, then shows the result in its place', async () => {
    const toast = toastsFor(store);
    render(<Toaster store={store} />);
    let finish!: (value: number) => void;
    let work!: Promise<number>;
    act(() => {
      work = toast.promise(
        new Promise<number>((resolve) => (finish = resolve)),
        { loading: 'Estimating nutrition…', success: (n) => `Estimated ${n} kcal.` },
        { key: 'nutrition' },
      );
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    });
    expect(messagesShown()).toEqual(['Estimating nutrition…']);
    await act(async () => {
      finish(420);
      await work;
    });
    expect(messagesShown()).toEqual(['Estimated 420 kcal.']);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(messagesShown()).toEqual([]);
  });

  it('ends a progress toast when its work fails: with the error, or silently', async () => {
    const toast = toastsFor(store);
    render(<Toaster store={store} />);
    await act(async () => {
      await toast
        .promise(Promise.reject(new Error('down')), {
          loading: 'Saving…',
          success: 'Saved.',
          error: (e) => `Failed: ${(e as Error).message}`,
        })
        .catch(() => undefined);
    });
    expect(messagesShown()).toEqual(['Failed: down']);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: down');
    await act(async () => {
      await toast
        .promise(Promise.reject(new Error('x')), { loading: 'Deleting…', success: 'Deleted.' })
        .catch(() => undefined);
    });
    expect(messagesShown()).toEqual(['Failed: down']);
    // A loading toast from toast.loading ends with a toast of its key.
    act(() => {
      toast.loading('Uploading…', { key: 'upload' });
    });
    expect(messagesShown()).toEqual(['Uploading…', 'Failed: down']);
    act(() => {
      toast.success('Uploaded.', { key: 'upload' });
    });
    expect(messagesShown()).toEqual(['Uploaded.', 'Failed: down']);
  });

  /** A 390 × 844 screen with Save near its top, where toasts at the top edge sit (64–160 px). */
  function renderPhoneWithSave() {
    vi.useRealTimers();
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    render(
      <>
        <button type="button">Save Recipe</button>
        <Toaster store={store} />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    const list = region.querySelector('ol')!;
    const save = screen.getByRole('button', { name: 'Save Recipe' });
    vi.spyOn(list, 'getBoundingClientRect').mockImplementation(() =>
      region.dataset.edge === 'top' ? rect(64, 160) : rect(740, 828),
    );
    vi.spyOn(save, 'getBoundingClientRect').mockReturnValue(rect(100, 144));
    return { region, save };
  }

  it('moves to the other edge rather than cover the focused control', async () => {
    const { region, save } = renderPhoneWithSave();
    save.focus();
    expect(region).toHaveAttribute('data-edge', 'top');
    act(() => {
      store.show('Saved draft', 'success');
    });
    await waitFor(() => expect(region).toHaveAttribute('data-edge', 'bottom'));
    // Focus on something low on the screen, under the toasts now: they go back up.
    vi.spyOn(save, 'getBoundingClientRect').mockReturnValue(rect(760, 800));
    save.blur();
    save.focus();
    await waitFor(() => expect(region).toHaveAttribute('data-edge', 'top'));
  });

  it('keeps clear of a control just under the toasts (they slide in from a little lower)', async () => {
    const { region, save } = renderPhoneWithSave();
    vi.spyOn(save, 'getBoundingClientRect').mockReturnValue(rect(164, 208));
    save.focus();
    act(() => {
      store.show('Saved draft', 'success');
    });
    await waitFor(() => expect(region).toHaveAttribute('data-edge', 'bottom'));
  });

  it('does not dodge a control that no longer has focus', () => {
    const { region, save } = renderPhoneWithSave();
    // Save was used, then the cook clicked on the page: nothing has focus now.
    save.focus();
    save.blur();
    expect(document.activeElement).toBe(document.body);
    act(() => {
      store.show('Saved draft', 'success');
    });
    expect(region).toHaveAttribute('data-edge', 'top');
  });

  it('goes back to the top once the last toast has gone', async () => {
    const { region, save } = renderPhoneWithSave();
    save.focus();
    let id = 0;
    act(() => {
      id = store.show('Saved draft', 'success');
    });
    await waitFor(() => expect(region).toHaveAttribute('data-edge', 'bottom'));
    act(() => store.dismiss(id));
    expect(region).toHaveAttribute('data-edge', 'top');
    // The next toast, with nothing to keep clear of any more, shows at the top.
    save.blur();
    act(() => {
      store.show('Next news', 'info');
    });
    expect(region).toHaveAttribute('data-edge', 'top');
  });
});
