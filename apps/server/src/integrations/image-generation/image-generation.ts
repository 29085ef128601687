import { generateFailedMessage, imageMessages, messages } from '@mise/core';

/** spec-1 §9: outside calls give up after 10 s. */
export const GENERATION_TIMEOUT_MS = 10_000;

/** spec-1 §7 and §9: the request body's fixed settings. */
export const GENERATION_SETTINGS = {
  cfg_scale: 7,
  height: 1024,
  width: 1024,
  samples: 1,
  steps: 30,
} as const;

/** Stability's v1 API takes prompts of at most 2000 characters. */
export const PROMPT_MAX_CHARS = 2000;

/** A generation the provider could not answer; `message` is already in the spec's words (spec-1 §8). */
export class ImageGenerationError extends Error {
  override readonly name = 'ImageGenerationError';
}

export interface GeneratedImage {
  /** Base64 of the picture the provider made (PNG). */
  base64: string;
}

export interface ImageGenerator {
  generate(prompt: string): Promise<GeneratedImage>;
}

export interface StabilityOptions {
  apiKey: string;
  /** `https://api.stability.ai` unless STABILITY_BASE_URL says otherwise. */
  baseUrl: string;
  engine: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stability-compatible text-to-image (spec-1 §7): POST `{base}/v1/generation/{engine}/text-to-image`
 * with `text_prompts [{ text, weight: 1 }]`, cfg 7, 1024×1024, 1 sample, 30 steps and a bearer key;
 * reads `artifacts[0].base64`.
 */
export function createStabilityClient(options: StabilityOptions): ImageGenerator {
  const { apiKey, baseUrl, engine } = options;
  const timeoutMs = options.timeoutMs ?? GENERATION_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${baseUrl}/v1/generation/${encodeURIComponent(engine)}/text-to-image`;

  return {
    async generate(prompt) {
      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({
            text_prompts: [{ text: prompt.slice(0, PROMPT_MAX_CHARS), weight: 1 }],
            ...GENERATION_SETTINGS,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          const statusText = response.statusText.split(apiKey).join('[redacted]').slice(0, 200);
          throw new ImageGenerationError(generateFailedMessage(response.status, statusText));
        }
        const text = await response.text();
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          body = undefined;
        }
      } catch (error) {
        if (error instanceof ImageGenerationError) throw error;
        const name = (error as { name?: string } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new ImageGenerationError(messages.requestTimedOut);
        throw new ImageGenerationError(imageMessages.generateFailedToast);
      }

      const artifact: unknown =
        isRecord(body) && Array.isArray(body.artifacts) ? body.artifacts[0] : undefined;
      const base64 = isRecord(artifact) ? artifact.base64 : undefined;
      if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
        throw new ImageGenerationError(imageMessages.invalidResponseFormat);
      return { base64 };
    },
  };
}
