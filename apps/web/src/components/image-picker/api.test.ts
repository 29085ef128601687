import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../lib/api-client';
import { uploadImage } from './api';

class SilentXhr {
  static last: SilentXhr | null = null;
  aborted = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    SilentXhr.last = this;
  }
  abort() {
    this.aborted = true;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', SilentXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('uploadImage', () => {
  it(`gives up after ${REQUEST_TIMEOUT_MS} ms of silence, but not while bytes keep moving`, async () => {
    const file = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    let settled = false;
    const pending = uploadImage(file).catch((e: unknown) => e);
    void pending.then(() => (settled = true));
    const xhr = SilentXhr.last!;
    for (let i = 1; i <= 5; i++) {
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: i, total: 10 });
    }
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', message: 'Request timed out' });
    expect(xhr.aborted).toBe(true);
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = uploadImage(new File(['x'], 'a.png', { type: 'image/png' }), {
      signal: controller.signal,
    }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(SilentXhr.last?.aborted).toBe(true);
  });
});
