import { OpenAPIHono } from '@hono/zod-openapi';
import { messages } from '@mise/core';
import { sql } from 'drizzle-orm';
import { except } from 'hono/combine';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { apiDocsRoutes } from './http/api-docs.js';
import { AppError } from './http/app-error.js';
import { apiBodyLimit } from './http/body-limit.js';
import type { AppEnv } from './http/context.js';
import { createErrorHandler, sendError } from './http/error-handler.js';
import { createLogger, requestLogger, type Logger } from './http/logger.js';
import { compressWhenAccepted } from './http/compression.js';
import { securityHeaders } from './http/security-headers.js';
import { createSessions } from './http/session.js';
import { webAppRoutes } from './http/web-app.js';
import { maintenanceRoutes } from './modules/admin/maintenance.routes.js';
import { createRolesRepository } from './modules/admin/roles.repository.js';
import { createRolesService } from './modules/admin/roles.service.js';
import { createAuth } from './modules/auth/auth.instance.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createSignInLimitRepository } from './modules/auth/sign-in-limit.repository.js';
import { createSignInLimitService } from './modules/auth/sign-in-limit.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createProfilesRepository } from './modules/profiles/profiles.repository.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { createRecipesRepository } from './modules/recipes/recipes.repository.js';
import { recipesRoutes } from './modules/recipes/recipes.routes.js';
import { createRecipesService } from './modules/recipes/recipes.service.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { createFoodsRepository } from './modules/nutrition/foods.repository.js';
import { nutritionRoutes } from './modules/nutrition/nutrition.routes.js';
import { createNutritionService } from './modules/nutrition/nutrition.service.js';
import {
  createChatCompletionsClient,
  type ChatCompletions,
} from './integrations/chat-completions/chat-completions.js';
import { createImagesRepository } from './modules/images/images.repository.js';
import { IMAGE_BODY_ROUTES, imagesRoutes } from './modules/images/images.routes.js';
import { createImagesService } from './modules/images/images.service.js';
import {
  createStabilityClient,
  type ImageGenerator,
} from './integrations/image-generation/image-generation.js';
import {
  createPexelsClient,
  type StockPhotoSearch,
} from './integrations/stock-photos/stock-photos.js';
import { createStorage } from './storage/create-storage.js';
import type { Storage } from './storage/storage.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The built web app to serve on the same origin (omitted in API-only tests). */
  webDist?: string;
  /** Lets the admin CLI reach a running server (see maintenance.routes.ts). */
  maintenanceToken?: string;
  logger?: Logger;
  /** Tests swap in their own storage and provider clients; by default they come from config. */
  images?: {
    storage?: Storage;
    stockPhotos?: StockPhotoSearch | null;
    imageGenerator?: ImageGenerator | null;
  };
  /** Tests swap in their own AI client (null: none); by default it comes from config. */
  chatCompletions?: ChatCompletions | null;
}

/** Builds the whole HTTP app from its modules. main.ts serves it; tests call `app.request()`. */
export function createApp(options: AppOptions) {
  const { config, database } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const { db } = database;

  const auth = createAuth(db, config, logger);
  const profiles = createProfilesService(createProfilesRepository(db));
  const roles = createRolesService(createRolesRepository(db));
  const signInLimit = createSignInLimitService(
    createSignInLimitRepository(db),
    config.signInLimits,
  );
  const recipes = createRecipesService(createRecipesRepository(db), () =>
    nutrition.localEstimator(),
  );
  const sessions = createSessions(auth);
  const members = sessions.requireUser;
  const images = createImagesService({
    repo: createImagesRepository(db),
    storage: options.images?.storage ?? createStorage(config.storage),
    stockPhotos:
      options.images?.stockPhotos !== undefined
        ? (options.images.stockPhotos ?? undefined)
        : config.stockPhotos && createPexelsClient(config.stockPhotos),
    imageGenerator:
      options.images?.imageGenerator !== undefined
        ? (options.images.imageGenerator ?? undefined)
        : config.imageGeneration && createStabilityClient(config.imageGeneration),
    logger,
  });
  const nutrition = createNutritionService({
    foods: createFoodsRepository(db),
    ai:
      options.chatCompletions !== undefined
        ? options.chatCompletions
        : config.ai
          ? createChatCompletionsClient(config.ai)
          : null,
    logger,
  });

  const app = new OpenAPIHono<AppEnv>();
  app.onError(createErrorHandler(logger));
  app.use('*', requestLogger(logger));
  app.use('*', securityHeaders);
  app.use('*', compressWhenAccepted);
  // Image uploads are larger and are counted by their own routes as they stream in. A GET or HEAD
  // has no body, and asking for one would build a whole web Request for nothing.
  app.use(
    '/api/*',
    except(
      (c) =>
        c.req.method === 'GET' || c.req.method === 'HEAD' || IMAGE_BODY_ROUTES.includes(c.req.path),
      apiBodyLimit(1024 * 1024),
    ),
  );

  app.route(
    '/',
    healthRoutes({ kind: database.kind, ping: async () => void (await db.execute(sql`select 1`)) }),
  );
  app.use('/api/auth/*', sessions.forgetOnAuthChange);
  app.route(
    '/',
    authRoutes({
      auth,
      profiles,
      signInLimit,
      trustProxy: config.trustProxy,
      oidc: { enabled: Boolean(config.oidc), display_name: config.oidc?.displayName ?? '' },
    }),
  );
  app.route('/', profilesRoutes(profiles, members, sessions.optionalUser, config.currency));
  app.route('/', recipesRoutes(recipes, sessions.optionalUser));
  app.route('/', imagesRoutes(images, members));
  app.route('/', nutritionRoutes(nutrition, members));
  app.route('/', maintenanceRoutes(roles, options.maintenanceToken));

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Mise API',
      version: '0.1.0',
      description:
        'The HTTP API of Mise. Sign-up, sign-in, sign-out and social sign-in are served by better-auth under /api/auth/* (session cookie).',
    },
  });
  app.route('/', apiDocsRoutes());

  app.all('/api/*', (c) => sendError(c, new AppError('NOT_FOUND', messages.notFound)));
  app.route('/', webAppRoutes(options.webDist));

  return { app, auth, services: { profiles, roles, signInLimit, recipes, images, nutrition } };
}

export type MiseApp = ReturnType<typeof createApp>;
