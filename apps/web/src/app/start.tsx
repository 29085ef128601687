import '../zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { hasEarlyResponse } from '../lib/early-responses';
import { meQueryOptions } from '../lib/session';
import { App, createApp, whenRouterReady } from './app';

/** A pause that lets the browser run other tasks (and paint) between two long pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in `container`. The router starts loading the first page's code (and runs its
 * guard or primer) as soon as it is created; React replaces index.html's shell once that is done.
 * The work is cut into short tasks (no long one blocks input): the pauses between the steps, and
 * a first render as a transition, which yields to the browser every few milliseconds.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const { queryClient, router } = createApp();
  // The top bar shows the account at once (not a placeholder) when the answer is already here.
  const session = hasEarlyResponse('/api/session')
    ? queryClient.prefetchQuery(meQueryOptions())
    : undefined;
  await Promise.all([whenRouterReady(router), session]);
  await yieldToBrowser();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}
