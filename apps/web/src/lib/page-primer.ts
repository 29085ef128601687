import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * Puts what a page shows first into the query cache before the page renders, so it renders once
 * with its content instead of skeletons then content. Only for the first page load, when
 * index.html's early script already asked for the data (see lib/early-responses.ts): otherwise it
 * returns undefined, and a navigation inside the app still shows the page and its skeletons at once.
 */
export type PagePrimer = (
  queryClient: QueryClient,
  args: LoaderFunctionArgs,
) => Promise<unknown> | undefined;
