import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDeleteSchema,
  MiseImportSchema,
  CollectionCreateSchema,
  ChatRequestSchema,
  IdeasRequestSchema,
  CollectionOrderSchema,
  CollectionPatchSchema,
  ContestCreateSchema,
  ContestEntryCreateSchema,
  ContestPatchSchema,
  CookingProgressSchema,
  CookingStartSchema,
  DiaryCopySchema,
  DiaryEntryCreateSchema,
  DiaryEntryPatchSchema,
  DiaryFromRecipeSchema,
  GroceryFromRecipesSchema,
  GroceryItemCreateSchema,
  GroceryItemPatchSchema,
  NutritionSettingsInputSchema,
  ErrorBodySchema,
  HealthGoalCreateSchema,
  HealthGoalPatchSchema,
  HealthGoalPreferencesSchema,
  HealthGoalsReplaceSchema,
  IngredientsReplaceSchema,
  MealPlanCreateSchema,
  MealPlanPatchSchema,
  NutritionEstimateRequestSchema,
  NutritionUpdateSchema,
  ProfilePatchSchema,
  RecipeCreateSchema,
  RecipePatchSchema,
  SeenIdsSchema,
  SignInInputSchema,
  SignUpInputSchema,
  StepsReplaceSchema,
  errorStatus,
  ACHIEVEMENTS,
  ACTION_XP,
  DAILY_CHALLENGES,
  FAST_COOK_XP,
  levelOf,
  GenerateImageRequestSchema,
  ImageFromUrlSchema,
  UseGeneratedImageSchema,
  type Recipe,
} from '@mise/core';
import { z } from 'zod';
import { TEST_ORIGIN, setUpTestApp, signUp } from '../test-app.js';

/**
 * Property-based fuzzing of every write route: bodies built from each route's zod contract (its real
 * field names) filled with hostile values, hostile path parameters, and bodies that are not JSON at
 * all. Whatever comes in: never a 5xx, every rejection in the one error shape with the code that
 * matches its status, and a rejected request commits no row write to any table (a trigger counts
 * them) — the database is exactly as it was.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 1000);

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    "'; drop table recipes; --",
    "' or '1'='1",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '\u0000',
    '\uD800',
    '\uFEFF\u202E',
    '../../../etc/passwd',
    '%00%2e%2e',
    '${7*7}{{7*7}}',
    '__proto__',
    'NaN',
    '-1',
    '1e309',
    ' ',
  ),
  fc.integer({ min: 1, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 2_000 }).map((n) => '🍳'.repeat(n)),
);

/** A URL cannot carry a lone surrogate; replace it as a browser would. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const deepNesting = fc.integer({ min: 50, max: 3_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const { hostile } = fc.letrec<{ hostile: unknown }>((tie) => ({
  hostile: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(
      null,
      true,
      false,
      -1,
      0,
      -0.01,
      1.005,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_VALUE,
      1e21,
    ),
    fc.array(tie('hostile'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('hostile'), { maxKeys: 4 }),
    deepNesting,
  ),
}));

/** A body shaped by the contract: some of its real fields (and a few extra ones) with hostile values. */
function bodyFor(schema: z.ZodObject): fc.Arbitrary<{ raw: string } | { json: unknown }> {
  const keys = Object.keys(schema.shape);
  const field = fc.oneof(
    fc.constantFrom(...keys),
    fc.constantFrom('__proto__', 'constructor', 'user_id', 'id', 'role'),
  );
  const shaped = fc.dictionary(field, hostile, { maxKeys: keys.length + 2 });
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((json) => ({ json })) },
    { weight: 2, arbitrary: hostile.map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"title":', 'null', '[]', '"', 'undefined', '{"a":1}}')
        .map((raw) => ({ raw })),
    },
  );
}

/** The fields a cheat would send to earn: no progress contract has them, so they must do nothing. */
const CheatSchema = z.object({
  xp: z.number(),
  total_xp: z.number(),
  level: z.number(),
  current_xp: z.number(),
});

describe('fuzzing the write routes', () => {
  // Recipe import and picture copies must never reach the internet from here: every host name
  // resolves to a private address, so a URL body is refused (400) before any connection is made.
  const suite = setUpTestApp({
    importResolver: () => Promise.resolve([{ address: '10.255.255.1', family: 4 }]),
  });
  let cookie = '';
  /** An admin's session: the admin-only routes are fuzzed past their guard, into validation. */
  let adminCookie = '';
  let ownRecipe: Recipe;
  /** A goal of the catalogue (the admin routes' "own" id). */
  let ownGoal = '';
  /** The owner's active cooking session (the cooking routes' "own" id). */
  let ownSession = '';
  /** The owner's diary entry (the diary routes' "own" id). */
  let ownEntry = '';
  /** A line of the owner's grocery list (the grocery routes' "own" id). */
  let ownGroceryItem = '';
  /** The owner's meal plan (the meal plan routes' "own" id). */
  let ownPlan = '';
  /** The owner's cookbook (the cookbook routes' "own" id). */
  let ownCookbook = '';
  /** One of the owner's daily challenge assignments (the complete route's "own" id). */
  let ownChallenge = '';
  /** The owner's conversation with the cooking assistant (its delete route's "own" id). */
  let ownConversation = '';
  /** Contests: an active contest (the admin's) and the owner's entry in it (a public recipe). */
  let ownContest = '';
  let ownContestEntry = '';
  let requests = 0;

  beforeAll(async () => {
    const owner = await signUp(suite.app);
    cookie = owner.cookie;
    const admin = await signUp(suite.app);
    await suite.services.roles.change('grant', admin.email);
    adminCookie = admin.cookie;
    ownRecipe = await createTarget();
    ownSession = await startSession();
    ownGoal = await createGoal();
    ownEntry = await logEntry();
    ownGroceryItem = await addGroceryItem();
    ownPlan = await createPlan();
    ownCookbook = await createCookbook();
    ownConversation = await startConversation();
    ownContest = await createContest();
    ownContestEntry = await enterContest();
    const progress = await suite.app.request(`${TEST_ORIGIN}/api/me/progress`, {
      headers: { cookie, origin: TEST_ORIGIN },
    });
    ownChallenge = ((await progress.json()) as { daily_challenges: { id: string }[] })
      .daily_challenges[0]!.id;
    await countRowWrites();
  });
  async function addGroceryItem(): Promise<string> {
    const added = await suite.app.request(`${TEST_ORIGIN}/api/grocery-list/items`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      // Checked: a line of its own, never one another add merges into.
      body: JSON.stringify({ name: 'Fuzz flour', amount: 1, unit: 'cup', checked: true }),
    });
    return ((await added.json()) as { id: string }).id;
  }

  async function createPlan(): Promise<string> {
    const created = await suite.app.request(`${TEST_ORIGIN}/api/meal-plans`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Fuzz week',
        recipes: [ownRecipe.id],
        schedule: [{ recipe_id: ownRecipe.id, day: 0, meal_type: 'lunch', servings: 1 }],
      }),
    });
    return ((await created.json()) as { id: string }).id;
  }

  async function createCookbook(): Promise<string> {
    const created = await suite.app.request(`${TEST_ORIGIN}/api/collections`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fuzz Cookbook' }),
    });
    return ((await created.json()) as { id: string }).id;
  }

  /** Asks the local kitchen helper (no provider here) a question: a new conversation. */
  async function startConversation(): Promise<string> {
    const asked = await suite.app.request(`${TEST_ORIGIN}/api/chat`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Fuzz: 2 tbsp in ml?' }] }),
    });
    await asked.text();
    return asked.headers.get('x-conversation-id')!;
  }

  async function createContest(): Promise<string> {
    const created = await suite.app.request(`${TEST_ORIGIN}/api/contests`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Fuzz Contest',
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00Z',
      }),
    });
    return ((await created.json()) as { id: string }).id;
  }

  async function enterContest(): Promise<string> {
    const headers = { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' };
    const made = await suite.app.request(`${TEST_ORIGIN}/api/recipes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Fuzz Entry',
        is_public: true,
        ingredients: [{ name: 'salt' }],
        steps: [{ instruction: 'Season.' }],
      }),
    });
    const recipe = (await made.json()) as Recipe;
    const entered = await suite.app.request(`${TEST_ORIGIN}/api/contests/${ownContest}/entries`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ recipe_id: recipe.id }),
    });
    return ((await entered.json()) as { id: string }).id;
  }

  let goalCount = 0;
  async function createGoal(): Promise<string> {
    goalCount += 1;
    const goal = await suite.services.healthGoals.create({
      name: `Fuzz Goal ${goalCount}`,
      description: 'A goal to fuzz.',
      rule: null,
    });
    return goal.id;
  }

  async function logEntry(): Promise<string> {
    const logged = await suite.app.request(`${TEST_ORIGIN}/api/diary`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ date: '2026-03-01', meal_type: 'lunch', food_name: 'Fuzz soup' }),
    });
    return ((await logged.json()) as { id: string }).id;
  }

  async function startSession(): Promise<string> {
    const started = await suite.app.request(`${TEST_ORIGIN}/api/cooking/sessions`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ recipe_id: ownRecipe.id }),
    });
    return ((await started.json()) as { id: string }).id;
  }

  async function createTarget(): Promise<Recipe> {
    const created = await suite.app.request(`${TEST_ORIGIN}/api/recipes`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Fuzz Target',
        ingredients: [{ name: 'salt' }],
        steps: [{ instruction: 'Season.' }],
      }),
    });
    return (await created.json()) as Recipe;
  }

  /**
   * Counts every row written to any table of the app, kept by a trigger on each table (set up once,
   * in `countRowWrites`). A write rolled back takes its count back with it, so the count moves only
   * when a request committed a change. Stricter than comparing the tables' contents (a row rewritten
   * with the values it had counts too) and a single-row read instead of hashing every table twice a
   * request, which was most of this suite's time on PGlite.
   */
  async function checksum(): Promise<string> {
    const result = await suite.database.db.execute<{ n: string }>(
      sql`select n::text as n from fuzz_row_writes`,
    );
    return result.rows[0]!.n;
  }

  async function countRowWrites(): Promise<void> {
    // One statement a call: the driver sends each as a prepared statement.
    for (const statement of [
      'create table fuzz_row_writes (n bigint not null)',
      'insert into fuzz_row_writes values (0)',
      `create function fuzz_count_row_write() returns trigger language plpgsql as $$
        begin update fuzz_row_writes set n = n + 1; return null; end $$`,
      `do $$ declare t record; begin
        for t in select tablename from pg_tables
                 where schemaname = 'public' and tablename <> 'fuzz_row_writes' loop
          execute format('create trigger fuzz_count_row_write after insert or update or delete
            on %I for each row execute function fuzz_count_row_write()', t.tablename);
        end loop;
      end $$`,
    ])
      await suite.database.db.execute(sql.raw(statement));
    const counted = await suite.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_trigger where tgname = 'fuzz_count_row_write'`,
    );
    // Every table the write routes reach (recipes, diary, progress, credits, contests…): at least 30.
    expect(counted.rows[0]!.n).toBeGreaterThanOrEqual(30);
  }

  const idParam = fc.oneof(
    { weight: 3, arbitrary: fc.constant('OWN') },
    {
      weight: 2,
      arbitrary: hostileText.map((s) => encodeURIComponent(wellFormed(s.slice(0, 500)))),
    },
    { weight: 1, arbitrary: fc.uuid() },
  );

  const routes: Array<{
    route: string;
    schema: z.ZodObject;
    path: (id: string) => string;
    method: string;
    signedIn?: boolean;
    /** Sent with the admin's session rather than the member's. */
    asAdmin?: boolean;
    /**
     * Needs an outside provider this suite does not configure: an accepted body is answered 503
     * (UNAVAILABLE, error-shaped, nothing changed) — the designed answer, not a crash.
     */
    needsProvider?: boolean;
    /** Which row the "own" id is: the owner's recipe (default), cooking session or diary entry, or a catalogue goal. */
    own?:
      | 'session'
      | 'goal'
      | 'entry'
      | 'grocery'
      | 'plan'
      | 'cookbook'
      | 'challenge'
      | 'conversation'
      | 'contest';
  }> = [
    {
      route: 'POST /api/recipes',
      method: 'POST',
      schema: RecipeCreateSchema,
      path: () => '/api/recipes',
    },
    {
      route: 'PATCH /api/recipes/{id}',
      method: 'PATCH',
      schema: RecipePatchSchema,
      path: (id) => `/api/recipes/${id}`,
    },
    {
      route: 'PUT /api/recipes/{id}/ingredients',
      method: 'PUT',
      schema: IngredientsReplaceSchema,
      path: (id) => `/api/recipes/${id}/ingredients`,
    },
    {
      route: 'PUT /api/recipes/{id}/steps',
      method: 'PUT',
      schema: StepsReplaceSchema,
      path: (id) => `/api/recipes/${id}/steps`,
    },
    {
      route: 'PUT /api/recipes/{id}/nutrition',
      method: 'PUT',
      schema: NutritionUpdateSchema,
      path: (id) => `/api/recipes/${id}/nutrition`,
    },
    {
      route: 'PUT /api/recipes/{id}/health-goals',
      method: 'PUT',
      schema: HealthGoalsReplaceSchema,
      path: (id) => `/api/recipes/${id}/health-goals`,
    },
    {
      route: 'DELETE /api/recipes/{id}',
      method: 'DELETE',
      schema: RecipePatchSchema,
      path: (id) => `/api/recipes/${id}`,
    },
    {
      route: 'POST /api/me/import',
      method: 'POST',
      schema: MiseImportSchema,
      path: () => '/api/me/import',
    },
    {
      // The member's own e-mail never comes out of hostile values: every call is refused, nothing goes.
      route: 'DELETE /api/me',
      method: 'DELETE',
      schema: AccountDeleteSchema,
      path: () => '/api/me',
    },
    {
      route: 'PATCH /api/me/profile',
      method: 'PATCH',
      schema: ProfilePatchSchema,
      path: () => '/api/me/profile',
    },
    {
      route: 'POST /api/auth/sign-up/email',
      method: 'POST',
      schema: SignUpInputSchema,
      path: () => '/api/auth/sign-up/email',
      signedIn: false,
    },
    {
      route: 'POST /api/auth/sign-in/email',
      method: 'POST',
      schema: SignInInputSchema,
      path: () => '/api/auth/sign-in/email',
      signedIn: false,
    },
    {
      route: 'POST /api/nutrition/estimate',
      method: 'POST',
      schema: NutritionEstimateRequestSchema,
      path: () => '/api/nutrition/estimate',
    },
    // Images: the upload is multipart (JSON is refused by its content type); the app here has no
    // provider keys, so a valid generate body is answered 404, never 5xx.
    {
      route: 'POST /api/images',
      method: 'POST',
      schema: UseGeneratedImageSchema,
      path: () => '/api/images',
    },
    {
      route: 'POST /api/images/generate',
      method: 'POST',
      schema: GenerateImageRequestSchema,
      path: () => '/api/images/generate',
    },
    {
      route: 'POST /api/images/from-url',
      method: 'POST',
      schema: ImageFromUrlSchema,
      path: () => '/api/images/from-url',
    },
    {
      route: 'POST /api/images/generated',
      method: 'POST',
      schema: UseGeneratedImageSchema,
      path: () => '/api/images/generated',
    },
    {
      route: 'DELETE /api/images/{path}',
      method: 'DELETE',
      schema: UseGeneratedImageSchema,
      path: (id) => `/api/images/${id}`,
    },
    // Cooking: the session routes hit the owner's active session; finish and stop take no body.
    {
      route: 'POST /api/cooking/sessions',
      method: 'POST',
      schema: CookingStartSchema,
      path: () => '/api/cooking/sessions',
    },
    {
      route: 'PATCH /api/cooking/sessions/{id}',
      method: 'PATCH',
      schema: CookingProgressSchema,
      path: (id) => `/api/cooking/sessions/${id}`,
      own: 'session',
    },
    {
      route: 'DELETE /api/cooking/sessions/{id}',
      method: 'DELETE',
      schema: CookingProgressSchema,
      path: (id) => `/api/cooking/sessions/${id}`,
      own: 'session',
    },
    {
      route: 'POST /api/cooking/sessions/{id}/finish',
      method: 'POST',
      schema: CookingProgressSchema,
      path: (id) => `/api/cooking/sessions/${id}/finish`,
      own: 'session',
    },
    // Health goals: the admin's writes (as the admin: past the guard, into validation), and the
    // member's preferred goals.
    {
      route: 'POST /api/health-goals',
      method: 'POST',
      schema: HealthGoalCreateSchema,
      path: () => '/api/health-goals',
      asAdmin: true,
    },
    {
      route: 'PATCH /api/health-goals/{id}',
      method: 'PATCH',
      schema: HealthGoalPatchSchema,
      path: (id) => `/api/health-goals/${id}`,
      asAdmin: true,
      own: 'goal',
    },
    {
      route: 'DELETE /api/health-goals/{id}',
      method: 'DELETE',
      schema: HealthGoalPatchSchema,
      path: (id) => `/api/health-goals/${id}`,
      asAdmin: true,
      own: 'goal',
    },
    {
      route: 'PUT /api/me/health-goals',
      method: 'PUT',
      schema: HealthGoalPreferencesSchema,
      path: () => '/api/me/health-goals',
    },
    // The food diary: writes on the owner's own entry; from-recipe and copy take ids in the body.
    {
      route: 'POST /api/diary',
      method: 'POST',
      schema: DiaryEntryCreateSchema,
      path: () => '/api/diary',
    },
    {
      route: 'POST /api/diary/from-recipe',
      method: 'POST',
      schema: DiaryFromRecipeSchema,
      path: () => '/api/diary/from-recipe',
    },
    {
      route: 'POST /api/diary/copy',
      method: 'POST',
      schema: DiaryCopySchema,
      path: () => '/api/diary/copy',
    },
    {
      route: 'PATCH /api/diary/{id}',
      method: 'PATCH',
      schema: DiaryEntryPatchSchema,
      path: (id) => `/api/diary/${id}`,
      own: 'entry',
    },
    {
      route: 'DELETE /api/diary/{id}',
      method: 'DELETE',
      schema: DiaryEntryPatchSchema,
      path: (id) => `/api/diary/${id}`,
      own: 'entry',
    },
    {
      route: 'PUT /api/me/nutrition-settings',
      method: 'PUT',
      schema: NutritionSettingsInputSchema,
      path: () => '/api/me/nutrition-settings',
    },
    // The grocery list: writes on the owner's own line; adds take recipe ids in the body, the
    // meal plan's id in the path.
    {
      route: 'POST /api/grocery-list/items',
      method: 'POST',
      schema: GroceryItemCreateSchema,
      path: () => '/api/grocery-list/items',
    },
    {
      route: 'PATCH /api/grocery-list/items/{id}',
      method: 'PATCH',
      schema: GroceryItemPatchSchema,
      path: (id) => `/api/grocery-list/items/${id}`,
      own: 'grocery',
    },
    {
      route: 'DELETE /api/grocery-list/items/{id}',
      method: 'DELETE',
      schema: GroceryItemPatchSchema,
      path: (id) => `/api/grocery-list/items/${id}`,
      own: 'grocery',
    },
    {
      route: 'DELETE /api/grocery-list/checked',
      method: 'DELETE',
      schema: GroceryItemPatchSchema,
      path: () => '/api/grocery-list/checked',
    },
    {
      route: 'POST /api/grocery-list/from-recipes',
      method: 'POST',
      schema: GroceryFromRecipesSchema,
      path: () => '/api/grocery-list/from-recipes',
    },
    {
      route: 'POST /api/grocery-list/from-meal-plan/{id}',
      method: 'POST',
      schema: GroceryFromRecipesSchema,
      path: (id) => `/api/grocery-list/from-meal-plan/${id}`,
      own: 'plan',
    },
    // Meal plans: writes on the owner's own plan (copy takes no body).
    {
      route: 'POST /api/meal-plans',
      method: 'POST',
      schema: MealPlanCreateSchema,
      path: () => '/api/meal-plans',
    },
    {
      route: 'PATCH /api/meal-plans/{id}',
      method: 'PATCH',
      schema: MealPlanPatchSchema,
      path: (id) => `/api/meal-plans/${id}`,
      own: 'plan',
    },
    {
      route: 'DELETE /api/meal-plans/{id}',
      method: 'DELETE',
      schema: MealPlanPatchSchema,
      path: (id) => `/api/meal-plans/${id}`,
      own: 'plan',
    },
    {
      route: 'POST /api/meal-plans/{id}/copy',
      method: 'POST',
      schema: MealPlanPatchSchema,
      path: (id) => `/api/meal-plans/${id}/copy`,
      own: 'plan',
    },
    // Recipe import: the two bodies' fields (a URL or a text) with hostile values; nothing is stored.
    {
      route: 'POST /api/recipes/import',
      method: 'POST',
      schema: z.object({ url: z.string(), text: z.string() }),
      path: () => '/api/recipes/import',
    },
    // Saving an inspiration: hostile meal ids ('OWN' is a bundled meal), and a forged copy of the
    // meal as the body, which the server never reads.
    {
      route: 'POST /api/inspiration/{id}/save',
      method: 'POST',
      schema: z.object({ title: z.string(), description: z.string(), image_url: z.string() }),
      path: (id) => `/api/inspiration/${id === ownRecipe.id ? 'mise-side-3' : id}/save`,
    },
    // Recipe ideas: nothing is stored; generate has no AI provider here (503 when accepted).
    {
      route: 'POST /api/ideas',
      method: 'POST',
      schema: IdeasRequestSchema,
      path: () => '/api/ideas',
    },
    {
      route: 'POST /api/ideas/generate',
      method: 'POST',
      schema: IdeasRequestSchema,
      path: () => '/api/ideas/generate',
      needsProvider: true,
    },
    // Cookbooks: writes on the owner's own cookbook; the recipe in a link path is the owner's recipe
    // (the body-less routes are fuzzed by their path and a body they ignore).
    {
      route: 'POST /api/collections',
      method: 'POST',
      schema: CollectionCreateSchema,
      path: () => '/api/collections',
    },
    {
      route: 'PATCH /api/collections/{id}',
      method: 'PATCH',
      schema: CollectionPatchSchema,
      path: (id) => `/api/collections/${id}`,
      own: 'cookbook',
    },
    {
      route: 'DELETE /api/collections/{id}',
      method: 'DELETE',
      schema: CollectionPatchSchema,
      path: (id) => `/api/collections/${id}`,
      own: 'cookbook',
    },
    {
      route: 'PUT /api/collections/{id}/recipes/{recipe_id}',
      method: 'PUT',
      schema: CollectionPatchSchema,
      path: (id) => `/api/collections/${id}/recipes/${ownRecipe.id}`,
      own: 'cookbook',
    },
    {
      route: 'DELETE /api/collections/{id}/recipes/{recipe_id}',
      method: 'DELETE',
      schema: CollectionPatchSchema,
      path: (id) => `/api/collections/${id}/recipes/${ownRecipe.id}`,
      own: 'cookbook',
    },
    {
      route: 'PUT /api/collections/{id}/order',
      method: 'PUT',
      schema: CollectionOrderSchema,
      path: (id) => `/api/collections/${id}/order`,
      own: 'cookbook',
    },
    // Progress: marks on the member's own rows, and completing the owner's challenge; no body
    // carries XP (the fields a cheat would send are fuzzed below, apart).
    {
      route: 'POST /api/me/progress/seen',
      method: 'POST',
      schema: SeenIdsSchema,
      path: () => '/api/me/progress/seen',
    },
    {
      route: 'POST /api/me/achievements/seen',
      method: 'POST',
      schema: SeenIdsSchema,
      path: () => '/api/me/achievements/seen',
    },
    {
      route: 'POST /api/me/challenges/{id}/complete',
      method: 'POST',
      schema: CheatSchema,
      path: (id) => `/api/me/challenges/${id}/complete`,
      own: 'challenge',
    },
    // The cooking assistant: a question streams its answer (the local helper here: no provider, so
    // an accepted body never waits on anything); a conversation of the owner's is deleted.
    {
      route: 'POST /api/chat',
      method: 'POST',
      schema: ChatRequestSchema,
      path: () => '/api/chat',
    },
    {
      route: 'DELETE /api/chat/conversations/{id}',
      method: 'DELETE',
      schema: ChatRequestSchema,
      path: (id) => `/api/chat/conversations/${id}`,
      own: 'conversation',
    },
    // Contests: the admin's writes past their guard; a member's entry, withdrawal and votes on the
    // owner's entry in the active contest (the fuzzed id is the contest's).
    {
      route: 'POST /api/contests',
      method: 'POST',
      schema: ContestCreateSchema,
      path: () => '/api/contests',
      asAdmin: true,
    },
    {
      route: 'PATCH /api/contests/{id}',
      method: 'PATCH',
      schema: ContestPatchSchema,
      path: (id) => `/api/contests/${id}`,
      asAdmin: true,
      own: 'contest',
    },
    {
      route: 'POST /api/contests/{id}/entries',
      method: 'POST',
      schema: ContestEntryCreateSchema,
      path: (id) => `/api/contests/${id}/entries`,
      own: 'contest',
    },
    {
      route: 'DELETE /api/contests/{id}/entries/{entry_id}',
      method: 'DELETE',
      schema: ContestEntryCreateSchema,
      path: (id) => `/api/contests/${id}/entries/${ownContestEntry}`,
      own: 'contest',
    },
    {
      route: 'POST /api/contests/{id}/entries/{entry_id}/vote',
      method: 'POST',
      schema: ContestEntryCreateSchema,
      path: (id) => `/api/contests/${id}/entries/${ownContestEntry}/vote`,
      own: 'contest',
    },
    {
      route: 'DELETE /api/contests/{id}/entries/{entry_id}/vote',
      method: 'DELETE',
      schema: ContestEntryCreateSchema,
      path: (id) => `/api/contests/${id}/entries/${ownContestEntry}/vote`,
      own: 'contest',
    },
  ];

  it('counts committed row writes and not rolled-back ones', async () => {
    const before = Number(await checksum());
    await suite.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update grocery_items set checked = checked`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(Number(await checksum()), 'a rolled-back write').toBe(before);
    // An accepted request: its rows count (the line, and the member's progress it may touch).
    await addGroceryItem();
    expect(Number(await checksum())).toBeGreaterThan(before);
  });

  it('covers every write route of the OpenAPI document', async () => {
    const doc = (await (await suite.app.request(`${TEST_ORIGIN}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'get')
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(
      writes.filter((w) => !routes.some((r) => r.route === w)),
      'write routes not fuzzed',
    ).toEqual([]);
  });

  it.each(routes.map((r) => [r.route, r] as const))(
    '%s survives hostile input',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(route.schema),
          idParam,
          fc.boolean(),
          async (body, rawId, asGuest) => {
            const own =
              route.own === 'session'
                ? ownSession
                : route.own === 'goal'
                  ? ownGoal
                  : route.own === 'entry'
                    ? ownEntry
                    : route.own === 'grocery'
                      ? ownGroceryItem
                      : route.own === 'plan'
                        ? ownPlan
                        : route.own === 'cookbook'
                          ? ownCookbook
                          : route.own === 'challenge'
                            ? ownChallenge
                            : route.own === 'conversation'
                              ? ownConversation
                              : route.own === 'contest'
                                ? ownContest
                                : ownRecipe.id;
            const id = rawId === 'OWN' ? own : rawId;
            const signedIn = route.signedIn ?? !asGuest;
            const before = await checksum();
            const response = await suite.app.request(`${TEST_ORIGIN}${route.path(id)}`, {
              method: route.method,
              headers: {
                origin: TEST_ORIGIN,
                'content-type': 'application/json',
                ...(signedIn ? { cookie: route.asAdmin ? adminCookie : cookie } : {}),
              },
              body: 'raw' in body ? body.raw : JSON.stringify(body.json),
            });
            requests += 1;
            const text = await response.text();
            if (!(route.needsProvider && response.status === 503))
              expect(
                response.status,
                `${route.route} → ${response.status} ${text.slice(0, 300)}`,
              ).toBeLessThan(500);
            if (response.status < 400) {
              // Accepted: a legitimate change. A deleted target is recreated so later runs still hit it.
              // A stopped or finished session is replaced the same way.
              if (route.own === 'session' && route.method !== 'PATCH')
                ownSession = await startSession();
              else if (route.own === 'goal' && route.method === 'DELETE')
                ownGoal = await createGoal();
              else if (route.own === 'entry') {
                if (route.method === 'DELETE') ownEntry = await logEntry();
              } else if (route.own === 'grocery') {
                if (route.method === 'DELETE') ownGroceryItem = await addGroceryItem();
              } else if (route.route === 'DELETE /api/grocery-list/checked') {
                // Clearing the checked lines took the owner's line (it is checked) with them.
                ownGroceryItem = await addGroceryItem();
              } else if (route.own === 'plan') {
                if (route.method === 'DELETE') ownPlan = await createPlan();
              } else if (route.own === 'challenge') {
                // Completed (met by the day's actions) or already complete: nothing to replace.
              } else if (route.own === 'conversation') {
                ownConversation = await startConversation();
              } else if (route.own === 'cookbook') {
                if (route.route === 'DELETE /api/collections/{id}')
                  ownCookbook = await createCookbook();
              } else if (route.own === 'contest') {
                if (route.route === 'DELETE /api/contests/{id}/entries/{entry_id}')
                  ownContestEntry = await enterContest();
              } else if (route.method === 'DELETE') ownRecipe = await createTarget();
              return;
            }
            const parsed = ErrorBodySchema.safeParse(JSON.parse(text));
            expect(parsed.success, `error shape: ${text.slice(0, 300)}`).toBe(true);
            const code = parsed.data!.error.code;
            expect(errorStatus[code], `${code} for status ${response.status}`).toBe(
              response.status,
            );
            expect(await checksum(), `${route.route} changed the database while refusing it`).toBe(
              before,
            );
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );

  // The contract-shaped bodies above rarely reach a nested field: a grocery item's `sources` titles
  // (stored in jsonb, where a NUL fails) get hostile text of their own.
  it('POST /api/grocery-list/items survives hostile text inside its sources', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileText, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (titles, withNul) => {
          const sources = titles.map((title, i) => ({
            recipe_id: ownRecipe.id,
            title: withNul && i === 0 ? `${title.slice(0, 20)}\u0000` : title,
          }));
          const before = await checksum();
          const response = await suite.app.request(`${TEST_ORIGIN}/api/grocery-list/items`, {
            method: 'POST',
            headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Fuzz sugar', checked: true, sources }),
          });
          requests += 1;
          const text = await response.text();
          expect(response.status, text.slice(0, 300)).toBeLessThan(500);
          if (withNul) expect(response.status).toBe(400);
          if (response.status >= 400)
            expect(await checksum(), 'a refused add changed the database').toBe(before);
        },
      ),
      { numRuns: Math.max(20, Math.floor(RUNS_PER_ROUTE / 10)) },
    );
  });

  // Issue 14: XP, a level or progress sent by the browser is never taken. Whatever these fields
  // hold, the member's total stays the ledger's sum and every ledger row is an award of the server's.
  it('takes no XP, level or progress from any body (progress routes and the cooking finish)', async () => {
    const serverAwards = new Set([
      0,
      ...Object.values(ACTION_XP),
      FAST_COOK_XP,
      ...ACHIEVEMENTS.map((a) => a.xp),
      ...DAILY_CHALLENGES.map((c) => c.xp),
    ]);
    const paths = () => [
      '/api/me/progress/seen',
      '/api/me/achievements/seen',
      `/api/me/challenges/${ownChallenge}/complete`,
      `/api/cooking/sessions/${ownSession}/finish`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.record({ xp: hostile, total_xp: hostile, level: hostile, current_xp: hostile }),
        fc.oneof(fc.constant([]), fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 })),
        fc.integer({ min: 0, max: 3 }),
        async (cheat, ids, which) => {
          const path = paths()[which]!;
          const response = await suite.app.request(`${TEST_ORIGIN}${path}`, {
            method: 'POST',
            headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
            body: JSON.stringify({ ...cheat, ids }),
          });
          requests += 1;
          expect(response.status, path).toBeLessThan(500);
          if (which === 3 && response.status < 400) ownSession = await startSession();
          const ledger = await suite.database.db.execute<{ xp: number }>(
            sql`select xp from progress_actions`,
          );
          for (const row of ledger.rows) expect(serverAwards.has(row.xp)).toBe(true);
          const kept = await suite.database.db.execute<{ kept: number; sum: number }>(sql`
            select coalesce((select sum(total_xp) from user_progress), 0)::int as kept,
                   coalesce((select sum(xp) from progress_actions), 0)::int as sum`);
          expect(kept.rows[0]!.kept).toBe(kept.rows[0]!.sum);
          const me = await suite.app.request(`${TEST_ORIGIN}/api/me/progress`, {
            headers: { cookie, origin: TEST_ORIGIN },
          });
          const shown = (await me.json()) as { total_xp: number; level: number };
          expect(shown.level).toBe(levelOf(shown.total_xp).level);
        },
      ),
      { numRuns: Math.max(20, Math.floor(RUNS_PER_ROUTE / 10)) },
    );
  });

  // Issue 15 §3: the credits read takes only a page size and a cursor; junk in either is a 400,
  // never a 500, and it never shows or changes another member's credits.
  it('GET /api/me/credits survives hostile limits and cursors', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.integer().map(String),
          fc.json().map((j) => Buffer.from(j).toString('base64url')),
        ),
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)),
        async (cursor, limit) => {
          const query = new URLSearchParams({ cursor, limit }).toString();
          const response = await suite.app.request(`${TEST_ORIGIN}/api/me/credits?${query}`, {
            headers: { cookie, origin: TEST_ORIGIN },
          });
          requests += 1;
          const text = await response.text();
          expect([200, 400], text.slice(0, 300)).toContain(response.status);
        },
      ),
      { numRuns: Math.max(20, Math.floor(RUNS_PER_ROUTE / 10)) },
    );
  });

  // Issue 15 §1: a page of a contest's entries takes only a page size and a cursor (votes, a dot,
  // the shared cursor); junk in either is a 400, never a 500.
  it('GET /api/contests/{id}/entries survives hostile limits and cursors', async () => {
    const cursorOf = (json: string) => Buffer.from(json).toString('base64url');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.integer().map(String),
          fc.json().map(cursorOf),
          fc
            .tuple(fc.oneof(fc.integer().map(String), fc.string({ maxLength: 12 })), fc.json())
            .map(([votes, json]) => `${votes}.${cursorOf(json)}`),
        ),
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)),
        fc.boolean(),
        async (cursor, limit, asGuest) => {
          const query = new URLSearchParams({ cursor, limit }).toString();
          const response = await suite.app.request(
            `${TEST_ORIGIN}/api/contests/${ownContest}/entries?${query}`,
            { headers: asGuest ? { origin: TEST_ORIGIN } : { cookie, origin: TEST_ORIGIN } },
          );
          requests += 1;
          const text = await response.text();
          expect([200, 400], text.slice(0, 300)).toContain(response.status);
        },
      ),
      { numRuns: Math.max(20, Math.floor(RUNS_PER_ROUTE / 10)) },
    );
  });

  it('sent at least 10,000 hostile requests in all', () => {
    expect(requests).toBeGreaterThanOrEqual(Math.min(10_000, RUNS_PER_ROUTE * routes.length));
  });
});
