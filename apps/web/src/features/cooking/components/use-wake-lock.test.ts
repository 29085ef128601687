import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

/** A stand-in for the browser's Screen Wake Lock: counts requests, can release like a hidden page. */
class FakeSentinel extends EventTarget {
  released = false;
  release = vi.fn(() => {
    if (!this.released) {
      this.released = true;
      this.dispatchEvent(new Event('release'));
    }
    return Promise.resolve();
  });
}

function installWakeLock(
  answer: () => Promise<FakeSentinel> = () => Promise.resolve(new FakeSentinel()),
) {
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(async (type: string) => {
    expect(type).toBe('screen');
    const sentinel = await answer();
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, sentinels };
}

let visibility: DocumentVisibilityState = 'visible';
vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);

function setVisibility(value: DocumentVisibilityState) {
  visibility = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  visibility = 'visible';
});

describe('useWakeLock', () => {
  it("is 'unsupported' where the browser has no wake lock", () => {
    const { result } = renderHook(() => useWakeLock());
    expect(result.current.state).toBe('unsupported');
  });

  it("takes a screen lock when mounted, and is 'active'", async () => {
    const { request } = installWakeLock();
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current.state).toBe('active'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('is released when the page is hidden and taken again when it is visible', async () => {
    const { request, sentinels } = installWakeLock();
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current.state).toBe('active'));

    // The browser lets go of the lock itself when the page is hidden.
    act(() => {
      visibility = 'hidden';
      void sentinels[0]!.release();
      setVisibility('hidden');
    });
    expect(result.current.state).toBe('released');
    expect(request).toHaveBeenCalledTimes(1);

    act(() => setVisibility('visible'));
    await waitFor(() => expect(result.current.state).toBe('active'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("is 'error' when the browser refuses, and can ask again", async () => {
    let refuse = true;
    const { request } = installWakeLock(() =>
      refuse
        ? Promise.reject(new DOMException('Battery saver', 'NotAllowedError'))
        : Promise.resolve(new FakeSentinel()),
    );
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current.state).toBe('error'));

    refuse = false;
    act(() => result.current.request());
    await waitFor(() => expect(result.current.state).toBe('active'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('gives the lock back on unmount, and stops listening', async () => {
    const { request, sentinels } = installWakeLock();
    const { result, unmount } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current.state).toBe('active'));
    unmount();
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('lets go when disabled (the cook has finished), and takes it again when enabled', async () => {
    const { request, sentinels } = installWakeLock();
    const { result, rerender } = renderHook(({ enabled }) => useWakeLock(enabled), {
      initialProps: { enabled: true },
    });
    await waitFor(() => expect(result.current.state).toBe('active'));
    rerender({ enabled: false });
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('released');
    // Disabled: coming back to the page takes no lock.
    act(() => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(1);

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.state).toBe('active'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a lock granted after unmount is given back at once', async () => {
    let grant: (sentinel: FakeSentinel) => void = () => undefined;
    installWakeLock(() => new Promise((resolve) => (grant = resolve)));
    const { unmount } = renderHook(() => useWakeLock());
    unmount();
    const late = new FakeSentinel();
    grant(late);
    await waitFor(() => expect(late.release).toHaveBeenCalledTimes(1));
  });
});
