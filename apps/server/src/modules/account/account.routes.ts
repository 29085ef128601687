import { createRoute } from '@hono/zod-openapi';
import {
  AccountDeleteSchema,
  ImportResultSchema,
  MAX_IMPORT_BYTES,
  MISE_EXPORT_FORMAT,
  MISE_EXPORT_VERSION,
  MiseExportSchema,
  MiseImportSchema,
  accountMessages,
  exportFileName,
} from '@mise/core';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../http/app-error.js';
import { apiBodyLimit } from '../../http/body-limit.js';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import type { AccountService } from './account.service.js';

/** The import takes a whole export: it has its own body limit, not the API's 1 MB (app.ts). */
export const ACCOUNT_IMPORT_PATH = '/api/me/import';

const exportRoute = createRoute({
  method: 'get',
  path: '/api/me/export',
  tags: ['Profile'],
  summary: 'Everything the member owns, as one JSON document (a download)',
  responses: {
    200: {
      description: 'The export',
      content: { 'application/json': { schema: MiseExportSchema } },
    },
    401: errorResponse('Not signed in'),
  },
});

const importRoute = createRoute({
  method: 'post',
  path: ACCOUNT_IMPORT_PATH,
  tags: ['Profile'],
  summary:
    'Brings a Mise export (recipes, cookbooks, meal plans, diary) into this account; ids remapped, nothing added twice',
  request: { body: jsonBody(MiseImportSchema) },
  responses: {
    200: {
      description: 'What was imported and what was already there',
      content: { 'application/json': { schema: ImportResultSchema } },
    },
    400: errorResponse('Not a Mise export, or an invalid one'),
    401: errorResponse('Not signed in'),
    409: errorResponse('Another import into this account is running'),
    413: errorResponse(`Over ${MAX_IMPORT_BYTES / 1024 / 1024} MB`),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/me',
  tags: ['Profile'],
  summary:
    'Deletes the account and everything it owns (its public recipes stay, authorless); the e-mail confirms',
  request: { body: jsonBody(AccountDeleteSchema) },
  responses: {
    204: { description: 'Deleted; the session is gone' },
    400: errorResponse('The e-mail is not the account’s'),
    401: errorResponse('Not signed in'),
  },
});

/**
 * A body that is not an export at all (not JSON, another app's file) gets a plain answer before the
 * contract lists its fields; the body parsed here is the one the validator then reads (hono keeps it).
 */
const exportsOnly = createMiddleware<AppEnv>(async (c, next) => {
  const doc = (await c.req.json().catch(() => undefined)) as {
    format?: unknown;
    version?: unknown;
  } | null;
  if (typeof doc !== 'object' || doc === null || doc.format !== MISE_EXPORT_FORMAT)
    throw new AppError('VALIDATION_FAILED', accountMessages.notAnExport);
  if (typeof doc.version === 'number' && doc.version > MISE_EXPORT_VERSION)
    throw new AppError('VALIDATION_FAILED', accountMessages.newerVersion);
  await next();
});

export function accountRoutes(
  service: AccountService,
  requireUser: MiddlewareHandler<AppEnv>,
  forgetSessions: MiddlewareHandler<AppEnv>,
  /** better-auth's own sign-out answer's cookies: the session cookies expired, by their real names. */
  expiredSessionCookies: (request: Headers) => Promise<string[]>,
) {
  const router = createRouter();
  router.use('/api/me/export', requireUser);
  router.use(ACCOUNT_IMPORT_PATH, requireUser, apiBodyLimit(MAX_IMPORT_BYTES), exportsOnly);
  router.use(
    '/api/me',
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.req.method !== 'DELETE') return next();
      await requireUser(c, async () => {
        await forgetSessions(c, next);
      });
    }),
  );
  return router
    .openapi(exportRoute, async (c) => {
      const doc = await service.exportOf(c.var.user.id);
      c.header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`);
      c.header('cache-control', 'no-store');
      return c.json(doc, 200);
    })
    .openapi(importRoute, async (c) =>
      c.json(await service.importInto(c.var.user.id, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      const { email } = c.req.valid('json');
      await service.deleteAccount(c.var.user.id, c.var.user.email, email);
      for (const cookie of await expiredSessionCookies(c.req.raw.headers))
        c.header('set-cookie', cookie, { append: true });
      return c.body(null, 204);
    });
}
