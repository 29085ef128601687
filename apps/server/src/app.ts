import { OpenAPIHono } from '@hono/zod-openapi';
import { messages } from '@mise/core';
import { except } from 'hono/combine';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { apiDocsRoutes } from './http/api-docs.js';
import { AppError } from './http/app-error.js';
import { apiBodyLimit } from './http/body-limit.js';
import type { AppEnv } from './http/context.js';
import { createErrorHandler, sendError } from './http/error-handler.js';
import { requestLogger, type Logger } from './http/logger.js';
import { compressWhenAccepted } from './http/compression.js';
import { securityHeaders } from './http/security-headers.js';
import { webAppRoutes } from './http/web-app.js';
import type { ChatCompletions } from './integrations/chat-completions/chat-completions.js';
import { ACCOUNT_IMPORT_PATH } from './modules/account/account.routes.js';
import { accountModule } from './modules/account/account.module.js';
import { adminModule } from './modules/admin/admin.module.js';
import { assistantModule } from './modules/assistant/assistant.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { collectionsModule } from './modules/collections/collections.module.js';
import { creditsModule } from './modules/credits/credits.module.js';
import { contestsModule } from './modules/contests/contests.module.js';
import { cookingModule } from './modules/cooking/cooking.module.js';
import type { CreditSpender } from './modules/credits/credits.port.js';
import { diaryModule } from './modules/diary/diary.module.js';
import { groceryModule } from './modules/grocery/grocery.module.js';
import type { Clock } from './modules/cooking/cooking.service.js';
import { healthModule } from './modules/health/health.module.js';
import { diaryReaderOf } from './modules/health-goals/diary-reader.js';
import { goalStatsModule } from './modules/health-goals/goal-stats.module.js';
import { healthGoalsModule } from './modules/health-goals/health-goals.module.js';
import { ideasModule } from './modules/ideas/ideas.module.js';
import { imagesModule, type ImagesOverrides } from './modules/images/images.module.js';
import {
  inspirationModule,
  type InspirationOverrides,
} from './modules/inspiration/inspiration.module.js';
import { IMAGE_BODY_ROUTES } from './modules/images/images.routes.js';
import { mealPlansModule } from './modules/meal-plans/meal-plans.module.js';
import { nutritionModule } from './modules/nutrition/nutrition.module.js';
import { profilesModule } from './modules/profiles/profiles.module.js';
import { progressModule } from './modules/progress/progress.module.js';
import { recipeImportModule } from './modules/recipe-import/recipe-import.module.js';
import { recipesModule } from './modules/recipes/recipes.module.js';
import type { Resolver } from './integrations/web-pages/safe-fetch.js';
import { createPlatform } from './platform.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The built web app to serve on the same origin (omitted in API-only tests). */
  webDist?: string;
  /** Lets the admin CLI reach a running server (see maintenance.routes.ts). */
  maintenanceToken?: string;
  logger?: Logger;
  /** Tests swap in their own storage and provider clients; by default they come from config. */
  images?: ImagesOverrides;
  /** Tests swap in their own AI client (null: none); by default it comes from config. */
  chatCompletions?: ChatCompletions | null;
  /** Tests make time pass (cooking) and set "today" (the diary, the goal stats) with their own clock. */
  clock?: Clock;
  /** Tests count the assistant's paid calls with their own spender; by default the credits module's. */
  credits?: CreditSpender;
  /** Tests resolve host names for recipe import themselves (a name → loopback, without real DNS). */
  importResolver?: Resolver;
  /** Tests drop the pause between random-meal rounds (the meal database's base URL is in config). */
  inspiration?: InspirationOverrides;
}

/** Builds the whole HTTP app from its modules. main.ts serves it; tests call `app.request()`. */
export function createApp(options: AppOptions) {
  const platform = createPlatform(options);

  // The modules, one line each; a module gets the services of the modules it calls.
  const health = healthModule(platform);
  const profiles = profilesModule(platform);
  const auth = authModule(platform, { profiles: profiles.service });
  const admin = adminModule(platform, { maintenanceToken: options.maintenanceToken });
  // Paid AI calls spend credits and a level up grants some, so credits come before both.
  const credits = creditsModule(platform, {
    accounts: admin.service,
    clock: options.clock,
    maintenanceToken: options.maintenanceToken,
  });
  // Progress is told of awarding actions inside their transactions, so it comes before them.
  const progress = progressModule(platform, {
    profiles: profiles.service,
    credits: credits.service,
    clock: options.clock,
  });
  const nutrition = nutritionModule(platform, {
    ai: options.chatCompletions,
    credits: credits.service,
  });
  const healthGoals = healthGoalsModule(platform, {
    roles: admin.service,
    progress: progress.service,
  });
  const recipes = recipesModule(platform, {
    nutrition: nutrition.service,
    healthGoals: healthGoals.service,
    progress: progress.service,
  });
  const inspiration = inspirationModule(platform, {
    recipes: recipes.service,
    ...options.inspiration,
  });
  const recipeImport = recipeImportModule(platform, { resolve: options.importResolver });
  const images = imagesModule(platform, {
    resolve: options.importResolver,
    ...options.images,
    credits: credits.service,
  });
  const cooking = cookingModule(platform, {
    recipes: recipes.service,
    healthGoals: healthGoals.service,
    progress: progress.service,
    clock: options.clock,
  });
  const diary = diaryModule(platform, {
    recipes: recipes.service,
    profiles: profiles.service,
    progress: progress.service,
    clock: options.clock,
  });
  const collections = collectionsModule(platform, {
    recipes: recipes.service,
    progress: progress.service,
  });
  const goalStats = goalStatsModule(platform, {
    healthGoals: healthGoals.service,
    recipes: recipes.service,
    profiles: profiles.service,
    diary: diaryReaderOf(diary.service),
    clock: options.clock,
  });
  const mealPlans = mealPlansModule(platform, {
    recipes: recipes.service,
    healthGoals: healthGoals.service,
    profiles: profiles.service,
    diary: diary.service,
    progress: progress.service,
  });
  const grocery = groceryModule(platform, {
    recipes: recipes.service,
    nutrition: nutrition.service,
    plans: mealPlans.service,
  });
  const assistant = assistantModule(platform, {
    recipes: recipes.service,
    nutrition: nutrition.service,
    credits: options.credits ?? credits.service,
  });
  const ideas = ideasModule(platform, {
    recipes: recipes.service,
    credits: options.credits ?? credits.service,
    balanceOf: async (userId) => (await credits.service.credits(userId, { limit: 1 })).balance,
    ai: options.chatCompletions,
  });
  const contests = contestsModule(platform, {
    roles: admin.service,
    recipes: recipes.service,
    profiles: profiles.service,
    clock: options.clock,
  });
  // "Your data" (issue 17 §2): export, import, account deletion, through the modules' services.
  const account = accountModule(platform, {
    ...{ profiles: profiles.service, recipes: recipes.service, collections: collections.service },
    ...{ mealPlans: mealPlans.service, diary: diary.service, grocery: grocery.service },
    ...{ healthGoals: healthGoals.service, cooking: cooking.service, progress: progress.service },
    ...{ credits: credits.service, contests: contests.service, accounts: admin.service },
    images: images.service,
  });
  const modules = [
    health,
    auth,
    profiles,
    // Before recipes: '/api/recipes/import' is its own route, not a recipe id.
    recipeImport,
    recipes,
    inspiration,
    ideas,
    images,
    nutrition,
    cooking,
    diary,
    healthGoals,
    goalStats,
    mealPlans,
    grocery,
    collections,
    assistant,
    contests,
    progress,
    credits,
    admin,
    account,
  ];

  const app = new OpenAPIHono<AppEnv>();
  app.onError(createErrorHandler(platform.logger));
  app.use('*', requestLogger(platform.logger));
  app.use('*', securityHeaders);
  app.use('*', compressWhenAccepted);
  // Image uploads are larger and are counted by their own routes as they stream in. A GET or HEAD
  // has no body, and asking for one would build a whole web Request for nothing.
  app.use(
    '/api/*',
    except(
      (c) =>
        c.req.method === 'GET' ||
        c.req.method === 'HEAD' ||
        IMAGE_BODY_ROUTES.includes(c.req.path) ||
        c.req.path === ACCOUNT_IMPORT_PATH,
      apiBodyLimit(1024 * 1024),
    ),
  );

  for (const module of modules) app.route('/', module.routes);

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
  // A guest's public page is sent with its first screen, made from the API's own answers.
  app.route(
    '/',
    webAppRoutes(options.webDist, {
      readApi: (path) => app.request(path),
      waitMs: options.config.firstScreenWaitMs,
    }),
  );

  return {
    app,
    auth: platform.auth,
    sessionLookup: platform.sessionLookup,
    services: {
      profiles: profiles.service,
      roles: admin.service,
      signInLimit: auth.service,
      recipes: recipes.service,
      healthGoals: healthGoals.service,
      images: images.service,
      nutrition: nutrition.service,
      diary: diary.service,
      mealPlans: mealPlans.service,
      grocery: grocery.service,
      credits: credits.service,
    },
  };
}

export type MiseApp = ReturnType<typeof createApp>;
