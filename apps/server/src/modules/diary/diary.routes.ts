import { createRoute, z } from '@hono/zod-openapi';
import {
  DiaryCopyResultSchema,
  DiaryCopySchema,
  DiaryDayQuerySchema,
  DiaryDaySchema,
  DiaryEntryCreateSchema,
  DiaryEntryPatchSchema,
  DiaryEntrySchema,
  DiaryExportQuerySchema,
  DiaryFromRecipeSchema,
  DiaryRecentQuerySchema,
  DiarySummaryQuerySchema,
  DiarySummarySchema,
  MAX_DIARY_RANGE_DAYS,
  RecentFoodsSchema,
  diaryMessages,
  messages,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { membersOnly, viewerId } from '../../http/session.js';
import type { DiaryService } from './diary.service.js';

const tags = ['Food diary'];
const IdParams = z.object({ id: z.string().max(64) });
const entryResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: DiaryEntrySchema } },
});
const guest = errorResponse('Not signed in');

const dayRoute = createRoute({
  method: 'get',
  path: '/api/diary',
  tags,
  summary: 'A day of the member’s diary (default: today in their time zone), breakfast to other',
  request: { query: DiaryDayQuerySchema },
  responses: {
    200: {
      description: 'The day and its entries, each with its recipe’s title and description',
      content: { 'application/json': { schema: DiaryDaySchema } },
    },
    400: errorResponse('Not a real date'),
    401: guest,
  },
});
const summaryRoute = createRoute({
  method: 'get',
  path: '/api/diary/summary',
  tags,
  summary: 'Totals per day of a range (default: the 7 days ending today), empty days included',
  description: `At most ${MAX_DIARY_RANGE_DAYS} days. With only \`from\`, the week from it; with only \`to\`, the week to it.`,
  request: { query: DiarySummaryQuerySchema },
  responses: {
    200: {
      description: 'One item per day, oldest first',
      content: { 'application/json': { schema: DiarySummarySchema } },
    },
    400: errorResponse('Not a real date, a range that runs backwards or is too long'),
    401: guest,
  },
});
const recentRoute = createRoute({
  method: 'get',
  path: '/api/diary/recent',
  tags,
  summary: 'Foods the member logged recently (distinct, newest first), with their numbers',
  request: { query: DiaryRecentQuerySchema },
  responses: {
    200: {
      description: 'Recent foods',
      content: { 'application/json': { schema: RecentFoodsSchema } },
    },
    400: errorResponse('Invalid limit'),
    401: guest,
  },
});
const exportRoute = createRoute({
  method: 'get',
  path: '/api/diary/export.csv',
  tags,
  summary: 'The member’s entries as CSV (default: the whole diary), one row per entry',
  description:
    'Columns: date, meal_type, food_name, serving_size, serving_unit, calories, protein, ' +
    'carbohydrates, fat, sugar, notes. RFC 4180 quoting; a text cell starting with = + - @ ' +
    "(or a tab or CR) is prefixed with ' so a spreadsheet shows it and never runs it.",
  request: { query: DiaryExportQuerySchema },
  responses: {
    200: {
      description: 'CSV (UTF-8 with a byte-order mark)',
      content: { 'text/csv': { schema: z.string() } },
    },
    400: errorResponse('Not a real date, or a range that runs backwards'),
    401: guest,
  },
});
const addRoute = createRoute({
  method: 'post',
  path: '/api/diary',
  tags,
  summary: 'Log a food (its numbers are kept as logged)',
  request: { body: jsonBody(DiaryEntryCreateSchema) },
  responses: {
    201: entryResponse('The new entry'),
    400: errorResponse('Invalid fields ("Date is required")'),
    401: errorResponse(diaryMessages.addSignedOut),
    404: errorResponse('The linked recipe is not one the member can see'),
  },
});
const fromRecipeRoute = createRoute({
  method: 'post',
  path: '/api/diary/from-recipe',
  tags,
  summary: 'Log servings of a recipe: its nutrition per serving × servings',
  description:
    'A recipe without nutrition (calories not above 0) is estimated by the nutrition engine from its ' +
    'ingredients first; the estimate is not saved on the recipe. 400 when nothing could be estimated.',
  request: { body: jsonBody(DiaryFromRecipeSchema) },
  responses: {
    201: entryResponse('The new entry'),
    400: errorResponse('Invalid fields, or a recipe with no nutrition to log'),
    401: errorResponse(diaryMessages.addSignedOut),
    404: errorResponse('No such recipe, or not one the member can see'),
  },
});
const copyRoute = createRoute({
  method: 'post',
  path: '/api/diary/copy',
  tags,
  summary: 'Copy a day (or one meal of it) to another day, numbers as stored',
  description:
    'Idempotent: an entry already copied to the target day is skipped (counted in `skipped`), so ' +
    'running the same copy twice adds nothing (decision 0013).',
  request: { body: jsonBody(DiaryCopySchema) },
  responses: {
    200: {
      description: 'The entries made on the target day',
      content: { 'application/json': { schema: DiaryCopyResultSchema } },
    },
    400: errorResponse('Invalid dates, or the same day'),
    401: errorResponse(diaryMessages.addSignedOut),
  },
});
const patchRoute = createRoute({
  method: 'patch',
  path: '/api/diary/{id}',
  tags,
  summary: 'Change an entry (any of its fields)',
  request: { params: IdParams, body: jsonBody(DiaryEntryPatchSchema) },
  responses: {
    200: entryResponse('The entry as changed'),
    400: errorResponse('Invalid fields'),
    401: guest,
    404: errorResponse('No such entry of this member, or a recipe they cannot see'),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/diary/{id}',
  tags,
  summary: 'Delete an entry',
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted' },
    401: guest,
    404: errorResponse('No such entry of this member'),
  },
});

/** The diary is a member's own: every route needs a session; another member's entry is 404. */
export function diaryRoutes(service: DiaryService, optionalUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use('/api/diary', optionalUser);
  router.use('/api/diary/*', optionalUser);
  // Adding while signed out has the spec's own message (spec-2 §5); the rest the platform's.
  router.on(
    'POST',
    ['/api/diary', '/api/diary/from-recipe', '/api/diary/copy'],
    membersOnly(diaryMessages.addSignedOut),
  );
  router.use('/api/diary', membersOnly(messages.signInRequired));
  router.use('/api/diary/*', membersOnly(messages.signInRequired));
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind membersOnly
  return router
    .openapi(dayRoute, async (c) =>
      c.json(await service.day(member(c), c.req.valid('query').date), 200),
    )
    .openapi(summaryRoute, async (c) =>
      c.json(await service.summary(member(c), c.req.valid('query')), 200),
    )
    .openapi(recentRoute, async (c) =>
      c.json(await service.recent(member(c), c.req.valid('query').limit), 200),
    )
    .openapi(exportRoute, async (c) => {
      const range = c.req.valid('query');
      const csv = await service.exportCsv(member(c), range);
      const name = ['mise-food-diary', range.from, range.to].filter(Boolean).join('_');
      return c.body(`\uFEFF${csv}`, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}.csv"`,
        'cache-control': 'private, no-store',
      });
    })
    .openapi(addRoute, async (c) => c.json(await service.add(member(c), c.req.valid('json')), 201))
    .openapi(fromRecipeRoute, async (c) =>
      c.json(await service.addFromRecipe(member(c), c.req.valid('json')), 201),
    )
    .openapi(copyRoute, async (c) =>
      c.json(await service.copy(member(c), c.req.valid('json')), 200),
    )
    .openapi(patchRoute, async (c) =>
      c.json(await service.update(c.req.valid('param').id, member(c), c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await service.delete(c.req.valid('param').id, member(c));
      return c.body(null, 204);
    });
}
