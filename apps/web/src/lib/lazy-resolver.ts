import { useEffect } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver loaded after the form has painted rather than with its page. A form's
 * resolver is core's zod contract, and zod is ~24 KB gzip: inside the page it would hold every form
 * route over the 170 KB budget (issue 17), and nothing needs it until the cook has typed.
 *
 * `load` runs once, when the form calls `preload()` (see `usePreloadResolver`, after the first
 * paint) or at the first validation, whichever comes first; validation waits for it. A failed load
 * (the network dropped) fails that validation with a root error saying so (nothing is sent) and is
 * tried again at the next one rather than remembered.
 */
export interface LazyResolver<TValues extends FieldValues, TOutput> extends Resolver<
  TValues,
  unknown,
  TOutput
> {
  preload: () => Promise<unknown>;
}

export const notLoadedMessage =
  'This form could not be checked: the connection seems to be down. Please try again.';

export function lazyResolver<TValues extends FieldValues, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TValues, unknown, TOutput>;
    try {
      resolve = await loaded();
    } catch {
      const errors = { root: { type: 'load', message: notLoadedMessage } } as FieldErrors<TValues>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: loaded });
}

/** Starts loading a lazy resolver once the form is on screen (effects run after the paint). */
export function usePreloadResolver(resolver: { preload: () => Promise<unknown> }): void {
  useEffect(() => {
    // A failure here is not the cook's: validation tries again and reports what it meets.
    resolver.preload().catch(() => undefined);
  }, [resolver]);
}
