import { zodResolver } from '@hookform/resolvers/zod';
import { SignInInputSchema, type SignInInput } from '@mise/core';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver, notLoadedMessage } from './lazy-resolver';

const options: ResolverOptions<SignInInput> = {
  fields: {},
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError',
};
const real = zodResolver(SignInInputSchema);

describe('lazyResolver', () => {
  it('checks with the loaded resolver, loading it once however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve(real));
    const resolver = lazyResolver<SignInInput>(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([resolver.preload(), resolver.preload()]);
    const bad = await resolver({ email: 'not-an-email', password: '' }, undefined, options);
    const expected = await real({ email: 'not-an-email', password: '' }, undefined, options);
    expect(bad.errors).toEqual(expected.errors);
    expect(Object.keys(bad.errors).length).toBeGreaterThan(0);
    const good = await resolver(
      { email: 'cook@example.com', password: 'secret123' },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the check cannot load, and tries again at the next validation', async () => {
    const load = vi
      .fn<() => Promise<typeof real>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const resolver = lazyResolver<SignInInput>(load);
    const values = { email: 'not-an-email', password: 'x' };
    const first = await resolver(values, undefined, options);
    expect(first.errors).toEqual({ root: { type: 'load', message: notLoadedMessage } });
    const second = await resolver(values, undefined, options);
    expect(second.errors.email?.message).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
