import { useDeferredValue } from 'react';

/**
 * `data` (a query's answer), except that its first arrival is rendered in a deferred pass: the
 * render that receives an answer is synchronous (React Query updates through an external store),
 * so a page that swaps its skeletons for a long list or a chart in that render blocks the main
 * thread for its whole length. Through this hook the page keeps its skeletons in that render and
 * draws the answer in a deferred one, which React splits into short slices that a tap can
 * interrupt. Later answers (a refetch, a write) replace the shown one at once; `undefined` (a new
 * key still loading) is passed on at once too.
 */
export function useDeferredArrival<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred === undefined ? undefined : data;
}
