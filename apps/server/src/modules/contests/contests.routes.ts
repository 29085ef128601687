import { createRoute, z } from '@hono/zod-openapi';
import {
  ContestCreateSchema,
  ContestDetailSchema,
  ContestEntriesQuerySchema,
  ContestEntryCreateSchema,
  ContestEntryListSchema,
  ContestEntrySchema,
  ContestListQuerySchema,
  ContestListSchema,
  ContestPatchSchema,
  ContestSchema,
  ContestVoteResultSchema,
  MyContestEntriesQuerySchema,
  MyContestEntryListSchema,
  contestMessages,
  messages,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { membersOnly, viewerId } from '../../http/session.js';
import type { ContestsService } from './contests.service.js';

const tags = ['Contests'];
const IdParams = z.object({ id: z.string().max(64) });
const EntryParams = z.object({ id: z.string().max(64), entry_id: z.string().max(64) });
const guest = errorResponse(contestMessages.signedOut);
const json = <T>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const noContest = errorResponse(contestMessages.notFound);
const closed = errorResponse(`"${contestMessages.notStarted}" or "${contestMessages.ended}"`);
const adminOnly = {
  401: errorResponse(messages.mustBeLoggedIn),
  403: errorResponse(messages.needAdmin),
};

const listRoute = createRoute({
  method: 'get',
  path: '/api/contests',
  tags,
  summary: 'Contests by status: active (ending soonest first), upcoming, or past (latest first)',
  request: { query: ContestListQuerySchema },
  responses: {
    200: json('A page of contests', ContestListSchema),
    400: errorResponse('Invalid status, limit or cursor'),
  },
});
const readRoute = createRoute({
  method: 'get',
  path: '/api/contests/{id}',
  tags,
  summary:
    'A contest with the first page of its entries (most votes first), the viewer’s vote and, after the end, its winners',
  description:
    'Entries whose recipe the viewer may not see (made private since) are left out. The next pages ' +
    'come from GET /api/contests/{id}/entries with `entries_next_cursor`. Placings and winners ' +
    '(most votes, ties share; none without votes) appear once the contest has ended; `winners` ' +
    'holds the winning entries whatever page they are on.',
  request: { params: IdParams },
  responses: { 200: json('The contest', ContestDetailSchema), 404: noContest },
});
const entriesRoute = createRoute({
  method: 'get',
  path: '/api/contests/{id}/entries',
  tags,
  summary: 'A page of a contest’s entries, most votes first, then first entered',
  description:
    'Keyset pages on (votes, entered at, id): votes change between pages, so a page may repeat ' +
    'or skip an entry whose votes moved meanwhile (the web dedupes by id).',
  request: { params: IdParams, query: ContestEntriesQuerySchema },
  responses: {
    200: json('A page of entries', ContestEntryListSchema),
    400: errorResponse('Invalid limit or cursor'),
    404: noContest,
  },
});
const createContestRoute = createRoute({
  method: 'post',
  path: '/api/contests',
  tags,
  summary: 'Create a contest (admins)',
  request: { body: jsonBody(ContestCreateSchema) },
  responses: {
    201: json('The new contest', ContestSchema),
    400: errorResponse(`Invalid fields ("${contestMessages.endsBeforeStart}")`),
    ...adminOnly,
  },
});
const patchRoute = createRoute({
  method: 'patch',
  path: '/api/contests/{id}',
  tags,
  summary: 'Edit a contest (admins)',
  request: { params: IdParams, body: jsonBody(ContestPatchSchema) },
  responses: {
    200: json('The contest as changed', ContestSchema),
    400: errorResponse(`Invalid fields ("${contestMessages.endsBeforeStart}")`),
    ...adminOnly,
    404: noContest,
  },
});
const enterRoute = createRoute({
  method: 'post',
  path: '/api/contests/{id}/entries',
  tags,
  summary: 'Enter one of the member’s own public recipes in an active contest (once per recipe)',
  description:
    'Entering never publishes a recipe: a private one is refused (400) — the web asks, makes it ' +
    'public through the recipes API, then enters.',
  request: { params: IdParams, body: jsonBody(ContestEntryCreateSchema) },
  responses: {
    201: json('The entry', ContestEntrySchema),
    400: errorResponse(`Invalid fields, or "${contestMessages.privateRecipe}"`),
    401: guest,
    403: errorResponse(contestMessages.notYourRecipe),
    404: errorResponse('No such contest, or a recipe the member cannot see'),
    409: errorResponse(`Closed, or "${contestMessages.alreadyEntered}"`),
  },
});
const withdrawRoute = createRoute({
  method: 'delete',
  path: '/api/contests/{id}/entries/{entry_id}',
  tags,
  summary: 'Withdraw the member’s own entry while the contest is active (its votes go with it)',
  request: { params: EntryParams },
  responses: {
    204: { description: 'Withdrawn' },
    401: guest,
    403: errorResponse(contestMessages.notYourEntry),
    404: errorResponse('No such contest or entry'),
    409: closed,
  },
});
const voteRoute = createRoute({
  method: 'post',
  path: '/api/contests/{id}/entries/{entry_id}/vote',
  tags,
  summary: 'Vote for an entry: one vote per member per contest (a new vote moves it), not your own',
  request: { params: EntryParams },
  responses: {
    200: json('The member’s vote and the vote counts that changed', ContestVoteResultSchema),
    401: guest,
    403: errorResponse(contestMessages.ownEntryVote),
    404: errorResponse('No such contest or entry'),
    409: closed,
  },
});
const unvoteRoute = createRoute({
  method: 'delete',
  path: '/api/contests/{id}/entries/{entry_id}/vote',
  tags,
  summary: 'Take back the member’s vote on this entry until the end (none there: 200 all the same)',
  request: { params: EntryParams },
  responses: {
    200: json(
      'No vote of the member’s is on this entry now: their vote and the counts that changed',
      ContestVoteResultSchema,
    ),
    401: guest,
    404: errorResponse('No such contest or entry'),
    409: closed,
  },
});
const myEntriesRoute = createRoute({
  method: 'get',
  path: '/api/me/contest-entries',
  tags,
  summary: 'The member’s entries, newest first, with their contest, votes and placing',
  request: { query: MyContestEntriesQuerySchema },
  responses: {
    200: json('A page of entries', MyContestEntryListSchema),
    400: errorResponse('Invalid limit or cursor'),
    401: guest,
  },
});

/**
 * Contests: reading is open to everyone; creating and editing are admins' (checked before the body
 * is read); entering, withdrawing, voting and /my-entries are members'.
 */
export function contestsRoutes(
  service: ContestsService,
  guards: { optionalUser: MiddlewareHandler<AppEnv>; requireAdmin: MiddlewareHandler<AppEnv> },
) {
  const router = createRouter();
  router.use('/api/contests', guards.optionalUser);
  router.use('/api/contests/*', guards.optionalUser);
  router.use('/api/me/contest-entries', guards.optionalUser);
  router.on('POST', '/api/contests', guards.requireAdmin);
  router.on('PATCH', '/api/contests/:id', guards.requireAdmin);
  const signedIn = membersOnly(contestMessages.signedOut);
  router.on(
    ['POST', 'DELETE'],
    ['/api/contests/:id/entries', '/api/contests/:id/entries/*'],
    signedIn,
  );
  router.use('/api/me/contest-entries', signedIn);
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind membersOnly

  return router
    .openapi(listRoute, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(readRoute, async (c) =>
      c.json(await service.read(c.req.valid('param').id, viewerId(c)), 200),
    )
    .openapi(entriesRoute, async (c) =>
      c.json(
        await service.entries(c.req.valid('param').id, viewerId(c), c.req.valid('query')),
        200,
      ),
    )
    .openapi(createContestRoute, async (c) =>
      c.json(await service.create(c.req.valid('json')), 201),
    )
    .openapi(patchRoute, async (c) =>
      c.json(await service.update(c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(enterRoute, async (c) =>
      c.json(await service.enter(c.req.valid('param').id, member(c), c.req.valid('json')), 201),
    )
    .openapi(withdrawRoute, async (c) => {
      const { id, entry_id } = c.req.valid('param');
      await service.withdraw(id, entry_id, member(c));
      return c.body(null, 204);
    })
    .openapi(voteRoute, async (c) => {
      const { id, entry_id } = c.req.valid('param');
      return c.json(await service.vote(id, entry_id, member(c)), 200);
    })
    .openapi(unvoteRoute, async (c) => {
      const { id, entry_id } = c.req.valid('param');
      return c.json(await service.unvote(id, entry_id, member(c)), 200);
    })
    .openapi(myEntriesRoute, async (c) =>
      c.json(await service.myEntries(member(c), c.req.valid('query')), 200),
    );
}
