import { createRoute, z } from '@hono/zod-openapi';
import {
  ChatConversationDetailSchema,
  ChatConversationListQuerySchema,
  ChatConversationListSchema,
  ChatRequestSchema,
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  assistantMessages as m,
} from '@mise/core';
import { createUIMessageStreamResponse } from 'ai';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { membersOnly, viewerId } from '../../http/session.js';
import type { AssistantService } from './assistant.service.js';

const tags = ['Cooking assistant'];
const IdParams = z.object({ id: z.string().max(64) });
const guest = errorResponse(m.signedOut);

const chatRoute = createRoute({
  method: 'post',
  path: '/api/chat',
  tags,
  summary: 'Ask the cooking assistant; the answer streams back as Server-Sent Events',
  description:
    `The conversation so far (at most ${MAX_CHAT_MESSAGES} messages of ${MAX_CHAT_MESSAGE_CHARS} ` +
    'characters, the last one the question), and optionally the recipe in hand, its servings and ' +
    'the current step (0-based). The answer is the AI SDK’s UI message stream (`data: {json}` ' +
    'lines, `text-delta` parts), its first part `data-conversation` with the conversation id, also ' +
    'in the `X-Conversation-Id` header. With an AI provider each question costs credits (402 ' +
    'when none are left, nothing called); without one, or with `helper: "local"`, the free local ' +
    'kitchen helper answers. A provider failure is an `error` part in the stream.',
  request: { body: jsonBody(ChatRequestSchema) },
  responses: {
    200: {
      description: 'The streamed answer',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    400: errorResponse('Invalid messages or context'),
    401: guest,
    402: errorResponse('No credits left for the AI assistant (ask the free kitchen helper)'),
    404: errorResponse('No such recipe or conversation (or not the member’s to see)'),
  },
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/chat/conversations',
  tags,
  summary: 'The member’s conversations, latest activity first',
  request: { query: ChatConversationListQuerySchema },
  responses: {
    200: {
      description: 'A page of conversations',
      content: { 'application/json': { schema: ChatConversationListSchema } },
    },
    400: errorResponse('Invalid limit or cursor'),
    401: guest,
  },
});
const readRoute = createRoute({
  method: 'get',
  path: '/api/chat/conversations/{id}',
  tags,
  summary: 'One of the member’s conversations with its messages, oldest first',
  request: { params: IdParams },
  responses: {
    200: {
      description: 'The conversation',
      content: { 'application/json': { schema: ChatConversationDetailSchema } },
    },
    401: guest,
    404: errorResponse(m.conversationNotFound),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/chat/conversations/{id}',
  tags,
  summary: 'Delete one of the member’s conversations',
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted' },
    401: guest,
    404: errorResponse(m.conversationNotFound),
  },
});

/** The cooking assistant: members only, every route. */
export function assistantRoutes(
  service: AssistantService,
  optionalUser: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  const signedIn = membersOnly(m.signedOut);
  for (const path of ['/api/chat', '/api/chat/*']) {
    router.use(path, optionalUser);
    router.use(path, signedIn);
  }
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind membersOnly
  return router
    .openapi(chatRoute, async (c) => {
      const reply = await service.chat(member(c), c.req.valid('json'), c.req.raw.signal);
      return createUIMessageStreamResponse({
        stream: reply.stream,
        headers: { 'X-Conversation-Id': reply.conversation_id },
      });
    })
    .openapi(listRoute, async (c) =>
      c.json(await service.list(member(c), c.req.valid('query')), 200),
    )
    .openapi(readRoute, async (c) =>
      c.json(await service.read(c.req.valid('param').id, member(c)), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await service.delete(c.req.valid('param').id, member(c));
      return c.body(null, 204);
    });
}
