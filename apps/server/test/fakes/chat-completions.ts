import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions API on a loopback port, speaking its wire format:
 * `POST /v1/chat/completions` with `Authorization: Bearer <key>` and `{ model, messages,
 * response_format }` → `{ id, object: "chat.completion", created, model, choices: [{ index,
 * message: { role: "assistant", content }, finish_reason }], usage }`; errors as
 * `{ error: { message, type, param, code } }` with the HTTP status and reason phrase.
 *
 * With `stream: true` (the cooking assistant) it answers as OpenAI streams: `text/event-stream`,
 * one `data: {"object":"chat.completion.chunk",…,"choices":[{"index":0,"delta":{…},
 * "finish_reason":null}]}` line per piece of `streamPieces` with `streamPauseMs` between them, a
 * last chunk with `finish_reason: "stop"`, then `data: [DONE]`.
 */

/** The key the tests give the server; tests prove it never appears in a response. */
export const FAKE_AI_KEY = 'sk-fakeai0c3f9e1b7a2d4c6e8f0a1b3c5d7e9f2a4b6c8d0e';

export type FakeChatMode =
  /** A JSON object answer, as JSON-object mode gives. */
  | 'valid'
  /** The JSON wrapped in a ```json fence. */
  | 'fenced'
  /** Text that is not JSON. */
  | 'invalid-json'
  /** JSON with some fields missing and some not numbers. */
  | 'missing-fields'
  /** A 200 whose body lacks choices[0].message.content. */
  | 'no-content'
  /** 401 with OpenAI's error body, which echoes part of the key. */
  | 'unauthorized'
  | 'server-error'
  /** Never answers. */
  | 'hang'
  /** Streaming: two pieces, then the connection is cut (no finish, no [DONE]). */
  | 'stream-cut'
  /** Streaming: one piece, then silence with the connection open. */
  | 'stream-stall';

export interface ChatRequestSeen {
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    response_format?: { type?: string };
    messages?: Array<{ role: string; content: string }>;
  };
}

export interface FakeChat {
  /** What AI_BASE_URL would be: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  mode: FakeChatMode;
  /** The answer's content in 'valid' mode (a JSON object as text). */
  content: string;
  /**
   * In 'valid' mode, answers by request: the first whose `when` matches the request's messages
   * (joined) gives the content; `content` otherwise. Lets one provider answer several kinds of asks.
   */
  answers: Array<{ when: RegExp; content: string }>;
  requests: ChatRequestSeen[];
  /** A streamed answer's pieces, one `chat.completion.chunk` each. */
  streamPieces: string[];
  /** The pause before each streamed piece (ms). */
  streamPauseMs: number;
  close(): Promise<void>;
}

const streamChunk = (model: string, delta: Record<string, string>, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake0003',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  })}\n\n`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const VALID_NUTRITION = {
  calories: 412,
  protein: 18.5,
  carbohydrates: 52,
  net_carbohydrates: 48,
  fat: 14.2,
  fiber: 4,
  sugar: 9.1,
  saturated_fat: 5.5,
  unsaturated_fat: 7.8,
  trans_fat: 0.2,
  cholesterol: 85,
  sodium: 640,
  potassium: 520,
  calcium: 180,
  iron: 3.2,
  vitamin_a: 210,
  vitamin_c: 12,
  vitamin_d: 1.1,
  vitamin_b12: 0.9,
  zinc: 2.4,
  protein_daily_value: 37,
  carbs_daily_value: 19,
  fat_daily_value: 18,
};

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-fake0001',
  object: 'chat.completion',
  created: 1_700_000_000,
  model,
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal: null },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
});

export async function startFakeChat(options: { apiKey: string }): Promise<FakeChat> {
  const open = new Set<ServerResponse>();
  const json = (res: ServerResponse, status: number, body: unknown, statusText?: string) => {
    res.writeHead(status, statusText, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = await readBody(req);
    let body: ChatRequestSeen['body'] = {};
    try {
      body = JSON.parse(raw) as ChatRequestSeen['body'];
    } catch {
      // left empty: answered below as a bad request
    }
    fake.requests.push({ authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions')
      return json(
        res,
        404,
        { error: { message: 'Not found', type: 'invalid_request_error' } },
        'Not Found',
      );
    const sent = req.headers.authorization ?? '';
    if (sent !== `Bearer ${options.apiKey}` || fake.mode === 'unauthorized') {
      // OpenAI's real 401 names part of the key it was sent.
      const key = sent.replace(/^Bearer /, '');
      return json(
        res,
        401,
        {
          error: {
            message: `Incorrect API key provided: ${key.slice(0, 8)}***${key.slice(-4)}. Full key: ${key}`,
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_api_key',
          },
        },
        'Unauthorized',
      );
    }
    if (!Array.isArray(body.messages))
      return json(
        res,
        400,
        { error: { message: "'messages' is required", type: 'invalid_request_error' } },
        'Bad Request',
      );
    const model = body.model ?? 'unknown';
    if (body.stream === true && fake.mode !== 'hang' && fake.mode !== 'server-error')
      return streamAnswer(res, model);
    switch (fake.mode) {
      case 'hang':
        open.add(res);
        return;
      case 'server-error':
        return json(
          res,
          500,
          { error: { message: 'The server had an error while processing your request.' } },
          'Internal Server Error',
        );
      case 'no-content':
        return json(res, 200, { id: 'chatcmpl-fake0002', object: 'chat.completion', choices: [] });
      case 'invalid-json':
        return json(
          res,
          200,
          completion(model, 'Sure! This recipe has about 400 calories per serving.'),
        );
      case 'fenced':
        return json(res, 200, completion(model, `\`\`\`json\n${fake.content}\n\`\`\``));
      case 'missing-fields':
        return json(
          res,
          200,
          completion(
            model,
            JSON.stringify({ calories: 'unknown', protein: '21 g', fat: 11, sodium: 'high' }),
          ),
        );
      default: {
        const asked = body.messages.map((message) => message.content).join('\n');
        const answer = fake.answers.find(({ when }) => when.test(asked));
        return json(res, 200, completion(model, answer?.content ?? fake.content));
      }
    }
  };
  /** The streamed answer (and its failure modes); the connection is kept to close it on close(). */
  const streamAnswer = async (res: ServerResponse, model: string) => {
    open.add(res);
    res.writeHead(200, 'OK', { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pieces =
      fake.mode === 'stream-stall'
        ? fake.streamPieces.slice(0, 1)
        : fake.mode === 'stream-cut'
          ? fake.streamPieces.slice(0, 2)
          : fake.streamPieces;
    for (const [index, piece] of pieces.entries()) {
      await pause(fake.streamPauseMs);
      if (res.destroyed) return;
      res.write(
        streamChunk(
          model,
          index === 0 ? { role: 'assistant', content: piece } : { content: piece },
          null,
        ),
      );
    }
    if (fake.mode === 'stream-stall') return;
    if (fake.mode === 'stream-cut') {
      await pause(fake.streamPauseMs);
      res.destroy();
      return;
    }
    res.write(streamChunk(model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
    open.delete(res);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeChat = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    mode: 'valid',
    content: JSON.stringify(VALID_NUTRITION),
    answers: [],
    requests: [],
    streamPieces: ['Two tablespoons ', 'are about ', '30 ml ', '(29.6 ml).'],
    streamPauseMs: 0,
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
