/**
 * API reads started before the app's code loaded (by `boot/early-data.ts`, a separate script that
 * shares no module with the app, hence the global registry key), handed to the first `apiRequest`
 * for the same path. Each is used once, and only shortly after the page loaded, so a later visit to
 * the same page asks the server again.
 */
export const earlyResponsesKey = Symbol.for('mise.early-responses');
export const EARLY_RESPONSE_TTL_MS = 10_000;

export type EarlyResponses = Map<string, { response: Promise<Response>; startedAt: number }>;

/** The early response for `path`, if one was started recently and nobody took it yet. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const pending = (globalThis as { [earlyResponsesKey]?: EarlyResponses })[earlyResponsesKey];
  const early = pending?.get(path);
  if (!early) return undefined;
  pending!.delete(path);
  return Date.now() - early.startedAt <= EARLY_RESPONSE_TTL_MS ? early.response : undefined;
}

/** Whether an early response for `path` is waiting to be taken (see `PagePrimer` in routes.tsx). */
export function hasEarlyResponse(path: string): boolean {
  const pending = (globalThis as { [earlyResponsesKey]?: EarlyResponses })[earlyResponsesKey];
  const early = pending?.get(path);
  return !!early && Date.now() - early.startedAt <= EARLY_RESPONSE_TTL_MS;
}
