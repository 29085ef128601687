/**
 * API reads started before the app's code loaded (by `boot/early-data.ts`, a separate script that
 * shares no module with the app, hence the global registry key), handed to the first `apiRequest`
 * for the same path. Each is used once, and only shortly after the page loaded, so a later visit to
 * the same page asks the server again.
 */
export const earlyResponsesKey = Symbol.for('mise.early-responses');
export const EARLY_RESPONSE_TTL_MS = 10_000;

export type EarlyResponses = Map<string, { response: Promise<Response>; startedAt: number }>;

/** The registry, and the entry for `path` when it was started recently enough to use. */
function freshEarly(path: string) {
  const pending = (globalThis as { [earlyResponsesKey]?: EarlyResponses })[earlyResponsesKey];
  const early = pending?.get(path);
  const fresh = !!early && Date.now() - early.startedAt <= EARLY_RESPONSE_TTL_MS;
  return { pending, early: fresh ? early : undefined };
}

/** The early response for `path`, if one was started recently and nobody took it yet. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const { pending, early } = freshEarly(path);
  pending?.delete(path); // used once, or dropped when stale
  return early?.response;
}

/** Whether an early response for `path` is waiting to be taken (see `PagePrimer` in routes.tsx). */
export function hasEarlyResponse(path: string): boolean {
  return freshEarly(path).early !== undefined;
}
