/**
 * An OpenAI-compatible chat-completions service: POST `{base}/chat/completions` with a bearer key,
 * `{ model, messages, response_format? }`, answer `choices[0].message.content`. Called only by the
 * server, with a 10 s timeout. Failures are typed, so each caller says them in its own words; the
 * key never appears in an error.
 *
 * Offline default: none — without AI_API_KEY there is no client, and callers fall back (nutrition
 * uses the local USDA engine).
 */

/** spec-1 §9: outside calls give up after 10 s. */
export const CHAT_TIMEOUT_MS = 10_000;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** JSON-object mode: `response_format: { type: "json_object" }`. */
  json?: boolean;
}

export interface ChatCompletions {
  /** The model's answer: the first choice's message content. */
  complete(request: ChatRequest): Promise<string>;
}

export type ChatFailure =
  | { kind: 'status'; status: number; statusText: string }
  | { kind: 'timeout' }
  | { kind: 'network'; reason: string }
  | { kind: 'structure' };

export class ChatCompletionsError extends Error {
  override readonly name = 'ChatCompletionsError';
  readonly failure: ChatFailure;

  constructor(failure: ChatFailure) {
    super(`chat completions failed: ${failure.kind}`);
    this.failure = failure;
  }
}

export interface ChatCompletionsOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** HTTP reason phrases for the statuses a provider answers with, when the response lacks one. */
const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function createChatCompletionsClient(options: ChatCompletionsOptions): ChatCompletions {
  const { apiKey, model } = options;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? CHAT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  // Only the status line is ever passed on, with the key cut out should a proxy echo it.
  const redact = (text: string) => text.split(apiKey).join('[redacted]').slice(0, 100);

  return {
    async complete(request) {
      const body = {
        model,
        messages: request.messages,
        ...(request.json ? { response_format: { type: 'json_object' } } : {}),
      };
      let response: Response;
      let payload: unknown;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          // Drain the body so the connection is freed; its text is not shown to anyone.
          await response.arrayBuffer().catch(() => undefined);
          throw new ChatCompletionsError({
            kind: 'status',
            status: response.status,
            statusText: redact(response.statusText || REASONS[response.status] || ''),
          });
        }
        const text = await response.text();
        try {
          payload = JSON.parse(text) as unknown;
        } catch {
          throw new ChatCompletionsError({ kind: 'structure' });
        }
      } catch (error) {
        if (error instanceof ChatCompletionsError) throw error;
        const name = (error as { name?: string } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new ChatCompletionsError({ kind: 'timeout' });
        const reason = error instanceof Error ? error.message : String(error);
        throw new ChatCompletionsError({ kind: 'network', reason: redact(reason) });
      }
      const choices: unknown = isRecord(payload) ? payload.choices : null;
      const choice: unknown = Array.isArray(choices) ? (choices as unknown[])[0] : null;
      const message = isRecord(choice) ? choice.message : null;
      const content = isRecord(message) ? message.content : null;
      if (typeof content !== 'string') throw new ChatCompletionsError({ kind: 'structure' });
      return content;
    },
  };
}
