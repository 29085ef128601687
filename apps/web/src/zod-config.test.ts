import { describe, expect, it, vi } from 'vitest';

// The first test must be the first to load zod in this file's worker (the set-up does not load it):
// the app's order, where the entry runs zod-config long before a page loads zod.
describe('zod-config', () => {
  it('makes zod run jitless when it runs before zod loads', async () => {
    await import('./zod-config');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });

  it('makes zod run jitless when zod has loaded first', async () => {
    const { config } = await import('zod');
    config({ jitless: false });
    vi.resetModules();
    await import('./zod-config');
    expect(config().jitless).toBe(true);
  });
});
