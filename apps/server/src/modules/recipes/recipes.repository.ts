import { createHash } from 'node:crypto';
import {
  and,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  inArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { ideaRecipeIndex, ingredientIdentity, type NutritionalInfo } from '@mise/core';
import type { Db } from '../../db/client.js';
import { isoTimestampText } from '../../db/timestamps.js';
import {
  recipe_health_goals,
  recipe_ingredients,
  recipe_steps,
  recipes,
} from '../../db/schema/recipes.js';
import type { Cursor } from '../cursor.js';

export type RecipeValues = Omit<
  typeof recipes.$inferInsert,
  'id' | 'cooking_time_minutes' | 'updated_at'
>;
export type IngredientValues = Omit<typeof recipe_ingredients.$inferInsert, 'id' | 'recipe_id'>;
export type StepValues = Omit<typeof recipe_steps.$inferInsert, 'id' | 'recipe_id'>;

/** What a recipe's nutrition rests on: its servings and ingredients. */
export interface NutritionBasis {
  servings: number;
  ingredients: IngredientValues[];
}

/** A write that touches servings, ingredients or nutrition, as the recipe's nutrition sees it. */
export interface NutritionReviewInput {
  before: NutritionBasis;
  after: NutritionBasis;
  /** The recipe's nutrition as stored before the write. */
  ai_estimated: boolean;
  nutritional_info: NutritionalInfo | null;
  /** Nutrition the write itself sets (PATCH with nutritional_info), undefined when none. */
  sent?: NutritionalInfo | null | undefined;
}
export type NutritionChange = Partial<
  Pick<RecipeValues, 'nutritional_info' | 'ai_estimated' | 'nutrition_outdated'>
>;
/**
 * Decides, inside the write's transaction, what becomes of the nutrition (recipes.service.ts holds
 * the rule; the repository only reads the basis and writes the answer).
 */
export type NutritionReview = (input: NutritionReviewInput) => NutritionChange;

export interface RecipeFilter {
  /** The caller: sees public recipes and their own. Undefined: a guest. */
  viewerId?: string | undefined;
  publicOnly?: boolean;
  id?: string;
  ids?: string[];
  titleContains?: string | undefined;
  cuisine?: string | undefined;
  complexity?: string | undefined;
  diets?: string[] | undefined;
  /** Tagged with this goal (its id: the service resolves a name through the health-goals module). */
  healthGoalId?: string | undefined;
  maxTotalMinutes?: number | undefined;
  ownerId?: string | undefined;
  mealType?: string | undefined;
  excludeIngredients?: string[] | undefined;
  after?: Cursor | undefined;
  /**
   * Leaves out the `n` newest public recipes (the featured ones: trending must not repeat them). A
   * constant of the code, never user input: it is written into the statement's text.
   */
  beyondNewestPublic?: number | undefined;
  /** Newest first (the default, and the only order a cursor pages through), or last updated first. */
  order?: ListOrder | undefined;
  limit: number;
}

export type ListOrder = 'newest' | 'updated';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const likeContains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A recipe as the API sends it, rendered to JSON text by PostgreSQL in the same statement that finds
 * it: the row, `is_owner` for the caller and, for a whole recipe, its ingredients and steps (no N+1). The server passes
 * the text through untouched — no row objects, no parse and re-serialise of the nested lists — which
 * is most of the cost of a list page (decision 0006). `row_to_json` and `array_to_json` write compact
 * JSON. Every column of `recipes` is included (so a new column appears without touching this), with
 * these changes:
 * - community recipes hide their author (`author_id`, `user_id` are null);
 * - timestamps are ISO 8601 in UTC with milliseconds, as `Date.toISOString()` writes them;
 * - money (`numeric`) is a JSON number.
 * The outer row is named in full: the subqueries below must bind to the recipe, not to their own rows.
 */
const recipeTimestamp = (column: string) => isoTimestampText(`"recipes"."${column}"`);
const hiddenForCommunity = (column: string) =>
  `case when "recipes"."is_community" then null else "recipes"."${column}" end`;

const columnOverrides: Partial<Record<keyof typeof recipes.$inferSelect, string>> = {
  author_id: hiddenForCommunity('author_id'),
  user_id: hiddenForCommunity('user_id'),
  created_at: recipeTimestamp('created_at'),
  updated_at: recipeTimestamp('updated_at'),
  total_cost: '"recipes"."total_cost"::float8',
  cost_per_serving: '"recipes"."cost_per_serving"::float8',
};

// Written out once as plain SQL text: Drizzle walks every piece of a query each time it builds one,
// and for this fragment that was a sixth of the server's CPU on a list page.
const recipeColumns = sql.raw(
  Object.entries(getTableColumns(recipes))
    // The folded title is for search only, the counted ingredients for ideas: not part of a recipe.
    .filter(
      ([key]) =>
        key !== 'title_folded' &&
        key !== 'counted_ingredients' &&
        key !== 'idea_lines' &&
        key !== 'idea_words',
    )
    .map(([key, column]) => {
      const value =
        columnOverrides[key as keyof typeof columnOverrides] ?? `"recipes"."${column.name}"`;
      return `${value} as "${key}"`;
    })
    .join(', '),
);

/** A whole recipe's ingredients and steps, as JSON arrays in their order. */
const nestedLists = sql.raw(`,
  coalesce(array_to_json(array(
    select row_to_json(i) from (
      select x.id, x.recipe_id, x.name, x.quantity, x.amount, x.unit, x.cost::float8 as cost,
        x.optional, x.notes
      from recipe_ingredients x where x.recipe_id = "recipes"."id" order by x.position) i)), '[]')
    as ingredients,
  coalesce(array_to_json(array(
    select row_to_json(s) from (
      select x.id, x.recipe_id, x.step_number, x.instruction, x.time_required, x.tips, x.video_url
      from recipe_steps x where x.recipe_id = "recipes"."id" order by x.step_number) s)), '[]')
    as steps`);

/**
 * What an answer holds of each recipe: the whole recipe (its own page, by ids, writes) or its summary,
 * every field but the ingredients and steps (lists: decision 0007).
 */
export type RecipeShape = 'whole' | 'summary';

/**
 * The recipe's JSON for a caller (see above); `is_owner` is false for a guest. `viewer` is the
 * caller's id, null for a guest, or the placeholder a prepared statement fills in.
 */
const recipeDocument = (viewer: string | null | Placeholder, shape: RecipeShape) =>
  sql<string>`(select row_to_json(d)::text
  from (select ${recipeColumns},
    coalesce("recipes"."user_id" = ${viewer}, false) as is_owner
    ${shape === 'whole' ? nestedLists : sql``}) d)`;

/** One recipe idea: its summary JSON text and the counted lines the cook has and lacks. */
/** What ideas' exact cut reads beside each answer row (see `ideas`). */
type IdeaCut = {
  id: string;
  hits: number;
  counted: number;
  read: number;
  read_counted: number | null;
  in_read: boolean;
};

export type IdeaRow = {
  coverage: number;
  json: string;
  matched: Array<{ name: string; quantity: string; amount: number | null; unit: string }>;
  missing: Array<{ name: string; quantity: string; amount: number | null; unit: string }>;
};

/** A recipe rendered for one caller: its JSON text, plus its id and keyset position. */
export interface RecipeDocument {
  id: string;
  cursor_created_at: string;
  json: string;
}

/**
 * A list's filters: a key naming which are present (lists with the same key are the same statement,
 * prepared once — see `listStatement`), the values for their placeholders, and the conditions
 * themselves, built only when a shape is seen for the first time (a hit needs the key and values).
 */
function filterStatement(f: RecipeFilter) {
  const present: string[] = [];
  const values: Record<string, unknown> = { limit: f.limit };
  const conditions: Array<() => SQL> = [];
  const add = (name: string, bound: Record<string, unknown>, condition: () => SQL) => {
    present.push(name);
    Object.assign(values, bound);
    conditions.push(condition);
  };
  const p = (name: string) => sql.placeholder(name);

  // Public recipes to anyone, and the caller's own to them. "Public" is the column itself, not
  // `is_public = $n`: a generic plan of the prepared statement cannot know the parameter is true, so
  // it could not use the partial indexes `where is_public` (trending's scanned and sorted them all).
  if (f.publicOnly || !f.viewerId) add('public', {}, () => sql`${recipes.is_public}`);
  else
    add(
      'visible',
      { filterViewer: f.viewerId },
      () => sql`(${recipes.is_public} or ${recipes.user_id} = ${p('filterViewer')})`,
    );
  if (f.id) add('id', { id: f.id }, () => eq(recipes.id, p('id')));
  if (f.ids) add('ids', { ids: f.ids }, () => sql`${recipes.id} = any(${p('ids')}::uuid[])`);
  // Accents and case do not count ("gruyere" finds "Gruyère"): both sides are folded by the same
  // function, and the trigram index is on the folded title (migrations 0006, 0008). The term is
  // composed (NFC) first, as titles typed on most keyboards are: the fold drops Latin combining
  // accents either way, but a decomposed term in another script (Hangul jamo) would match nothing.
  if (f.titleContains)
    add(
      'title',
      { title: likeContains(f.titleContains.normalize('NFC')) },
      () => sql`${recipes.title_folded} like mise_search_fold(${p('title')})`,
    );
  if (f.cuisine)
    add(
      'cuisine',
      { cuisine: f.cuisine },
      () => sql`lower(${recipes.cuisine}) = lower(${p('cuisine')})`,
    );
  if (f.complexity)
    add('complexity', { complexity: f.complexity }, () => eq(recipes.complexity, p('complexity')));
  if (f.diets?.length)
    add(
      'diets',
      { diets: f.diets },
      () => sql`${recipes.dietary_restrictions} @> ${p('diets')}::text[]`,
    );
  if (f.maxTotalMinutes !== undefined)
    add(
      'minutes',
      { minutes: f.maxTotalMinutes },
      () => sql`${recipes.cooking_time_minutes} <= ${p('minutes')}`,
    );
  if (f.ownerId) add('owner', { owner: f.ownerId }, () => eq(recipes.user_id, p('owner')));
  if (f.mealType) add('meal', { meal: f.mealType }, () => eq(recipes.meal_type, p('meal')));
  if (f.healthGoalId)
    add(
      'goal',
      { goal: f.healthGoalId },
      () => sql`exists (
      select 1 from ${recipe_health_goals} rhg
      where rhg.recipe_id = "recipes"."id" and rhg.health_goal_id = ${p('goal')}::uuid)`,
    );
  (f.excludeIngredients ?? []).forEach((excluded, i) => {
    const name = `exclude${i}`;
    add(
      name,
      { [name]: likeContains(excluded) },
      () => sql`not exists (
      select 1 from ${recipe_ingredients} x where x.recipe_id = "recipes"."id" and x.name ilike ${p(name)})`,
    );
  });
  // The count is a constant of the caller (FEATURED_COUNT), written into the SQL text rather than
  // bound, so the planner sees it (with a parameter, a generic plan guesses how many rows it leaves
  // out). Each count is then its own statement, hence in the key.
  const beyond = f.beyondNewestPublic;
  if (beyond) {
    if (!Number.isSafeInteger(beyond) || beyond < 0) throw new Error(`bad count ${beyond}`);
    add(
      `beyond${beyond}`,
      {},
      () => sql`${recipes.id} not in (
      select newest.id from ${recipes} newest where newest.is_public
      order by newest.created_at desc, newest.id desc limit ${sql.raw(String(beyond))})`,
    );
  }
  if (f.after)
    add(
      'after',
      { afterAt: f.after.created_at, afterId: f.after.id },
      () =>
        sql`(${recipes.created_at}, ${recipes.id}) < (${p('afterAt')}::timestamptz, ${p('afterId')}::uuid)`,
    );
  return { key: present.join(','), values, where: () => conditions.map((build) => build()) };
}

/**
 * The health-goal links of a recipe, in one insert…select: `recipeId` is the id or, inside create's
 * statement, the SQL that finds the new recipe. The goal ids come from the health-goals service
 * (recipes.service.ts resolves the names); the goals' table is that module's.
 */
const insertGoalLinks = (recipeId: SQL | string, goalIds: string[]) => sql`
  insert into ${recipe_health_goals} (recipe_id, health_goal_id)
  select ${recipeId}, goal from unnest(${sql.param(goalIds)}::uuid[]) goal`;

/**
 * A goal deleted between the service resolving its name and the link's insert: the link's foreign
 * key refuses it. The service resolves the names again and retries (recipes.service.ts).
 */
export function isGoalLinkGone(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503' && constraint === 'recipe_health_goals_health_goal_id_health_goals_id_fk')
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Prepared list statements kept per process. Each shape of list (which filters, summary or whole) is
 * built by Drizzle and planned by PostgreSQL once per connection, then only executed: building the
 * query was a tenth of the server's CPU on a read, and planning it (the nested JSON subqueries) took
 * PostgreSQL longer than running it. Shapes are few (filters present or not); a list with many
 * excluded ingredients could make new ones, so past the cap they run unnamed (built and planned).
 */
/** Namespace of the advisory lock a member's recipe creations take (the other half is the member's). */
const CREATE_LOCK = 0x72656370; // 'recp'

/**
 * Told, inside the create's transaction, of the new recipe and its ordinal: how many recipes the
 * member has with it (progress keys the award by it, so deleting and re-creating earns nothing).
 */
export type OnRecipeWritten = (
  tx: Db,
  written: { id: string; ordinal: number },
) => Promise<unknown>;

/**
 * The ingredients with their food identity (recipe ideas, decision 0024), computed here so every
 * write — create, replace, the starter catalogue — stores it; and how many of them ideas count.
 */
function withIdentity(ingredients: IngredientValues[]): {
  rows: IngredientValues[];
  recipe: { counted_ingredients: number; idea_lines: string[]; idea_words: string[] };
} {
  const rows = ingredients.map((i) => ({ ...i, ...ingredientIdentity(i.name) }));
  const index = ideaRecipeIndex(rows);
  return {
    rows,
    recipe: {
      counted_ingredients: index.lines.length,
      idea_lines: index.lines,
      idea_words: index.words,
    },
  };
}

/** Most ways to split a tier's bound among the terms before the tier is skipped (one GIN scan each). */
const IDEAS_TIER_MAX_SPLITS = 64;

/**
 * Each term's bound word for the ideas cut: a line the term covers holds all its words, so holds
 * this one; the last is the head noun or the product pair ('thigh', 'chicken broth'), the rarer.
 */
function ideaBoundWords(terms: string[][]): string[] {
  return terms.map((term) => term[term.length - 1]!);
}

/**
 * The ways to need `j` lines among the terms' bound words — k lines of w is the token 'w' (k = 1)
 * or 'w#k' in `idea_words` — or undefined past IDEAS_TIER_MAX_SPLITS.
 */
function tierSplits(bound: string[], j: number): string[][] | undefined {
  const splits: string[][] = [];
  const split = (t: number, left: number, tokens: string[]): boolean => {
    if (t === bound.length - 1) {
      splits.push(
        left === 0 ? tokens : [...tokens, left === 1 ? bound[t]! : `${bound[t]}#${left}`],
      );
      return splits.length <= IDEAS_TIER_MAX_SPLITS;
    }
    for (let k = 0; k <= left; k++) {
      const next = k === 0 ? tokens : [...tokens, k === 1 ? bound[t]! : `${bound[t]}#${k}`];
      if (!split(t + 1, left - k, next)) return false;
    }
    return true;
  };
  return split(0, j, []) ? splits : undefined;
}

/**
 * The ideas columns of the recipes `where` picks (alias r), from their stored ingredient identity:
 * the SQL twin of core's `ideaRecipeIndex` (and of migration 0026), for rows written outside
 * `withIdentity` — the start-up backfill, the benches' bulk seed.
 */
export async function refreshIdeaIndex(db: Db, where: SQL): Promise<void> {
  await db.execute(sql`
    with lines as (
      select x.recipe_id, x.position, x.id, x.food_words from ${recipe_ingredients} x
      join ${recipes} r on r.id = x.recipe_id
      where ${where} and not x.optional and not x.is_staple and x.food_words is not null
    ), index as (
      select l.recipe_id, count(*)::int as counted,
        array_agg('|' || array_to_string(l.food_words, '|') || '|' order by l.position, l.id) as lines
      from lines l group by l.recipe_id
    ), words as (
      select t.recipe_id,
        array_agg(case when t.k = 1 then t.word else t.word || '#' || t.k end) as words
      from (select l.recipe_id, w.word, row_number() over (partition by l.recipe_id, w.word
          order by l.position, l.id) as k
        from lines l cross join lateral unnest(l.food_words) as w(word)) t
      group by t.recipe_id
    )
    update ${recipes} r
    set counted_ingredients = coalesce(i.counted, 0),
      idea_lines = coalesce(i.lines, '{}'::text[]),
      idea_words = coalesce(w.words, '{}'::text[])
    from ${recipes} s
    left join index i on i.recipe_id = s.id
    left join words w on w.recipe_id = s.id
    where r.id = s.id and ${where}`);
}

/**
 * Recipe, ingredients, steps and health-goal links in one statement — all or nothing, one round
 * trip — answering with the new recipe's document for its maker. The inserts are CTEs named after
 * their tables, so the document (written for reads) renders from the rows just written: within
 * the statement "recipes" is the new recipe, "recipe_ingredients" and "recipe_steps" its rows.
 * Under load a create held a pooled connection through seven round trips and then queued again
 * to read itself back; it took twice as long as any read.
 */
async function insertRecipe(
  db: Db,
  values: RecipeValues,
  ingredients: IngredientValues[],
  steps: StepValues[],
  goalIds: string[],
): Promise<{ json: string; id: string }> {
  const newRecipeId = sql`(select "id" from "recipes")`;
  const identified = withIdentity(ingredients);
  // Drizzle puts an embedded query in parentheses, which is what a CTE needs.
  const writes = [
    sql`"recipes" as ${db
      .insert(recipes)
      .values({ ...values, ...identified.recipe })
      .returning()}`,
  ];
  if (ingredients.length > 0) {
    const rows = identified.rows.map((i) => ({ ...i, recipe_id: newRecipeId }));
    writes.push(
      sql`"recipe_ingredients" as ${db.insert(recipe_ingredients).values(rows).returning()}`,
    );
  }
  if (steps.length > 0) {
    const rows = steps.map((s) => ({ ...s, recipe_id: newRecipeId }));
    writes.push(sql`"recipe_steps" as ${db.insert(recipe_steps).values(rows).returning()}`);
  }
  if (goalIds.length > 0)
    writes.push(sql`goal_links as (${insertGoalLinks(newRecipeId, goalIds)})`);
  const result = await db.execute<{ json: string; id: string }>(
    sql`with ${sql.join(writes, sql`, `)}
      select ${recipeDocument(values.user_id ?? null, 'whole')} as json, "recipes"."id"
      from "recipes"`,
  );
  return result.rows[0]!;
}

const MAX_PREPARED_SHAPES = 100;

export function createRecipesRepository(db: Db) {
  /**
   * The recipe's nutrition and what it rests on, its row locked until the transaction ends so two
   * writes cannot both recalculate from the same old basis. Undefined when the recipe is gone.
   */
  async function lockNutrition(tx: Db, id: string) {
    const [row] = await tx
      .select({
        servings: recipes.servings,
        ai_estimated: recipes.ai_estimated,
        nutritional_info: recipes.nutritional_info,
      })
      .from(recipes)
      .where(eq(recipes.id, id))
      .for('update');
    if (!row) return undefined;
    const { id: _id, recipe_id: _recipe, ...columns } = getTableColumns(recipe_ingredients);
    const ingredients = await tx
      .select(columns)
      .from(recipe_ingredients)
      .where(eq(recipe_ingredients.recipe_id, id))
      .orderBy(recipe_ingredients.position);
    return { ...row, ingredients };
  }

  /** Replaces the health-goal links. */
  async function linkHealthGoals(tx: Db, recipeId: string, goalIds: string[]): Promise<void> {
    await tx.delete(recipe_health_goals).where(eq(recipe_health_goals.recipe_id, recipeId));
    if (goalIds.length > 0) await tx.execute(insertGoalLinks(recipeId, goalIds));
  }

  /** The list query for a filter's shape: placeholders for the filter's values and the viewer. */
  function listQuery(where: SQL[], shape: RecipeShape, order: ListOrder) {
    return db
      .select({
        id: recipes.id,
        // Full microsecond precision for the keyset cursor (a JS Date keeps only milliseconds).
        cursor_created_at: sql<string>`${recipes.created_at}::text`,
        json: recipeDocument(sql.placeholder('viewer'), shape),
      })
      .from(recipes)
      .where(and(...where))
      .orderBy(
        ...(order === 'updated'
          ? [desc(recipes.updated_at), desc(recipes.id)]
          : [desc(recipes.created_at), desc(recipes.id)]),
      )
      .limit(sql.placeholder('limit'));
  }
  type PreparedList = ReturnType<ReturnType<typeof listQuery>['prepare']>;
  const prepared = new Map<string, { name: string; statement: PreparedList }>();

  /** A list's prepared statement, its name and the values to run it with. */
  function listStatement(filter: RecipeFilter, viewerId: string | undefined, shape: RecipeShape) {
    const { key, where, values } = filterStatement(filter);
    const order = filter.order ?? 'newest';
    const shapeKey = `${shape}:${order}:${key}`;
    let entry = prepared.get(shapeKey);
    if (!entry) {
      // A connection holds a name for one SQL text, and connections outlive this repository: the
      // name is the text's hash. '' runs unnamed (planned each time).
      const query = listQuery(where(), shape, order);
      const kept = prepared.size < MAX_PREPARED_SHAPES;
      // A title search is built once but planned for each term: PostgreSQL's generic plan (after
      // five runs of a named statement) took the trigram index for any term — 65–110 ms for a
      // common word that the newest-first index answers in 2–6 ms.
      const searches = key.split(',').includes('title');
      const name =
        kept && !searches
          ? `recipes_list_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 24)}`
          : '';
      entry = { name, statement: query.prepare(name) };
      if (kept) prepared.set(shapeKey, entry);
    }
    return { ...entry, where, order, values: { ...values, viewer: viewerId ?? null } };
  }

  /**
   * Newest first, one prepared query whatever the page size, each recipe rendered for `viewerId`
   * (who may differ from the filter's viewer: a public-only list still tells a member which are
   * theirs).
   */
  function list(
    filter: RecipeFilter,
    viewerId: string | undefined,
    shape: RecipeShape,
  ): Promise<RecipeDocument[]> {
    const { statement, values } = listStatement(filter, viewerId, shape);
    return statement.execute(values);
  }

  return {
    list,

    /**
     * A list's statement name, SQL text and parameters — for the load bench's raw-driver ceiling,
     * which issues the very same statements straight through `pg`.
     */
    describeList(filter: RecipeFilter, viewerId: string | undefined, shape: RecipeShape) {
      const { name, where, order, values } = listStatement(filter, viewerId, shape);
      const query = listQuery(where(), shape, order).toSQL();
      return { name, text: query.sql, values: fillPlaceholders(query.params, values) };
    },

    async findVisible(
      id: string,
      viewerId: string | undefined,
    ): Promise<RecipeDocument | undefined> {
      const [row] = await list({ viewerId, id, limit: 1 }, viewerId, 'whole');
      return row;
    },

    /**
     * What cooking needs of a recipe the viewer may see (the cooking module asks through the recipes
     * service, never these tables): cuisine, servings, planned minutes and its step ids in order.
     * Planned minutes are prep + cook, or the steps' own times when both are 0 (api.md Cooking).
     */
    /** `tx`: the caller's transaction (a cooking step reads its recipe in its own). */
    async findCookingFacts(id: string, viewerId: string, tx: Db = db) {
      const [row] = await tx
        .select({
          cuisine: recipes.cuisine,
          servings: recipes.servings,
          // Written out in full: in a one-table select Drizzle leaves columns unqualified, and an
          // unqualified "id" inside the subqueries would be the step's own.
          planned_minutes: sql<number>`case when "recipes"."cooking_time_minutes" > 0
            then "recipes"."cooking_time_minutes"
            else (select coalesce(sum(s.time_required), 0)::int from "recipe_steps" s
                  where s.recipe_id = "recipes"."id") end`,
          step_ids: sql<
            string[]
          >`(select coalesce(json_agg(s.id order by s.step_number), '[]'::json)
            from "recipe_steps" s where s.recipe_id = "recipes"."id")`,
        })
        .from(recipes)
        .where(
          and(eq(recipes.id, id), sql`(${recipes.is_public} or ${recipes.user_id} = ${viewerId})`),
        );
      return row;
    },

    /**
     * Title and description of those of `ids` the viewer may see, in one query (the diary shows them
     * beside a day's entries; the diary module asks through the recipes service).
     */
    async findTitles(ids: string[], viewerId: string) {
      return db
        .select({ id: recipes.id, title: recipes.title, description: recipes.description })
        .from(recipes)
        .where(
          and(
            inArray(recipes.id, ids),
            sql`(${recipes.is_public} or ${recipes.user_id} = ${viewerId})`,
          ),
        );
    },

    /**
     * What logging a serving of a recipe needs, when the viewer may see it: its title, its stored
     * nutrition per serving and, for an estimate when that is not set, its servings and ingredients
     * (one query).
     */
    async findServingNutrition(id: string, viewerId: string) {
      const [row] = await db
        .select({
          title: recipes.title,
          servings: recipes.servings,
          nutritional_info: recipes.nutritional_info,
          // Written out in full: an unqualified "id" inside the subquery would be the ingredient's.
          ingredients: sql<IngredientValues[]>`(select coalesce(json_agg(json_build_object(
              'position', i.position, 'name', i.name, 'quantity', i.quantity, 'amount', i.amount,
              'unit', i.unit, 'cost', i.cost::float8, 'optional', i.optional, 'notes', i.notes)
              order by i.position), '[]'::json)
            from "recipe_ingredients" i where i.recipe_id = "recipes"."id")`,
        })
        .from(recipes)
        .where(
          and(eq(recipes.id, id), sql`(${recipes.is_public} or ${recipes.user_id} = ${viewerId})`),
        );
      return row;
    },

    /** Who owns a recipe and whether it is public (for authorization), or undefined when missing. */
    async findAccess(id: string) {
      const [row] = await db
        .select({ user_id: recipes.user_id, is_public: recipes.is_public })
        .from(recipes)
        .where(eq(recipes.id, id));
      return row;
    },

    /**
     * A new recipe (see `insertRecipe`). With `onWritten` (a member's create, not the starter
     * catalogue), in a transaction that `onWritten` joins, under the member's create lock.
     */
    async create(
      values: RecipeValues,
      ingredients: IngredientValues[],
      steps: StepValues[],
      goalIds: string[] = [],
      onWritten?: OnRecipeWritten,
    ): Promise<string> {
      const memberId = values.user_id;
      if (!onWritten || !memberId)
        return (await insertRecipe(db, values, ingredients, steps, goalIds)).json;
      return db.transaction(async (tx) => {
        // Creates of one member run one after the other, so each counts the ones before it.
        await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK}, hashtext(${memberId}))`);
        const written = await insertRecipe(tx, values, ingredients, steps, goalIds);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(recipes)
          .where(eq(recipes.user_id, memberId));
        await onWritten(tx, { id: written.id, ordinal: counted!.n });
        return written.json;
      });
    },

    /**
     * `review` runs when the patch changes servings or nutrition (see NutritionReview); `goalIds`,
     * when given, replace the health-goal links (a patch of `health_tags`).
     */
    async update(
      id: string,
      patch: Partial<RecipeValues>,
      review?: NutritionReview,
      goalIds?: string[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        let change: NutritionChange = {};
        if (review && (patch.servings !== undefined || patch.nutritional_info !== undefined)) {
          const stored = await lockNutrition(tx, id);
          if (stored) {
            const before = { servings: stored.servings, ingredients: stored.ingredients };
            change = review({
              ...stored,
              before,
              after: { ...before, servings: patch.servings ?? stored.servings },
              sent: patch.nutritional_info,
            });
          }
        }
        await tx
          .update(recipes)
          .set({ ...patch, ...change, updated_at: sql`now()` })
          .where(eq(recipes.id, id));
        if (goalIds) await linkHealthGoals(tx, id, goalIds);
      });
    },

    /** `review` decides what becomes of the nutrition the old ingredients gave (NutritionReview). */
    async replaceIngredients(
      id: string,
      ingredients: IngredientValues[],
      review?: NutritionReview,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const stored = review ? await lockNutrition(tx, id) : undefined;
        await tx.delete(recipe_ingredients).where(eq(recipe_ingredients.recipe_id, id));
        const identified = withIdentity(ingredients);
        if (ingredients.length > 0) {
          await tx
            .insert(recipe_ingredients)
            .values(identified.rows.map((i) => ({ ...i, recipe_id: id })));
        }
        const change =
          review && stored
            ? review({
                ...stored,
                before: { servings: stored.servings, ingredients: stored.ingredients },
                after: { servings: stored.servings, ingredients },
              })
            : {};
        await tx
          .update(recipes)
          .set({ ...change, ...identified.recipe, updated_at: sql`now()` })
          .where(eq(recipes.id, id));
      });
    },

    async replaceSteps(id: string, steps: StepValues[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recipe_steps).where(eq(recipe_steps.recipe_id, id));
        if (steps.length > 0)
          await tx.insert(recipe_steps).values(steps.map((s) => ({ ...s, recipe_id: id })));
        await tx
          .update(recipes)
          .set({ updated_at: sql`now()` })
          .where(eq(recipes.id, id));
      });
    },

    async updateNutrition(
      id: string,
      info: NutritionalInfo | null,
      aiEstimated: boolean,
    ): Promise<void> {
      await db
        .update(recipes)
        // Saved again: whatever it rests on now, the cook has seen it (no longer outdated).
        .set({
          nutritional_info: info,
          ai_estimated: aiEstimated,
          nutrition_outdated: false,
          updated_at: sql`now()`,
        })
        .where(eq(recipes.id, id));
    },

    /** Links the goals and keeps the names in health_tags (spec-1 §7). */
    async replaceHealthGoals(id: string, names: string[], goalIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await linkHealthGoals(tx, id, goalIds);
        await tx
          .update(recipes)
          .set({ health_tags: names, updated_at: sql`now()` })
          .where(eq(recipes.id, id));
      });
    },

    /**
     * Ingredients, steps and links, then the recipe, in one transaction. Collection links and contest
     * entries reference recipes with ON DELETE CASCADE, so they go in the same statement.
     */
    async delete(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recipe_ingredients).where(eq(recipe_ingredients.recipe_id, id));
        await tx.delete(recipe_steps).where(eq(recipe_steps.recipe_id, id));
        await tx.delete(recipe_health_goals).where(eq(recipe_health_goals.recipe_id, id));
        await tx.delete(recipes).where(eq(recipes.id, id));
      });
    },

    /**
     * Public recipes tagged with any of the goals, most goals in common first, then newest, as
     * summaries for `viewerId` — one statement. The links are counted per recipe by the index
     * `recipe_health_goals_goal_idx` (health_goal_id, recipe_id) before any recipe is read.
     */
    async listRecommended(
      goalIds: string[],
      limit: number,
      viewerId: string,
    ): Promise<RecipeDocument[]> {
      const result = await db.execute<{ id: string; cursor_created_at: string; json: string }>(sql`
        select "recipes"."id" as id, "recipes"."created_at"::text as cursor_created_at,
          ${recipeDocument(viewerId, 'summary')} as json
        from (select rhg.recipe_id, count(*) as overlap from ${recipe_health_goals} rhg
              where rhg.health_goal_id = any(${sql.param(goalIds)}::uuid[])
              group by rhg.recipe_id) matched
        join ${recipes} on "recipes"."id" = matched.recipe_id
        where "recipes"."is_public"
        order by matched.overlap desc, "recipes"."created_at" desc, "recipes"."id" desc
        limit ${limit}`);
      return result.rows;
    },

    /**
     * The goals each of these recipes is tagged with, of the recipes `viewerId` may see (public or
     * their own); recipes without a goal are left out. One statement.
     */
    async goalIdsOfRecipes(
      recipeIds: string[],
      viewerId: string,
    ): Promise<Array<{ recipe_id: string; goal_ids: string[] }>> {
      return db
        .select({
          recipe_id: recipe_health_goals.recipe_id,
          goal_ids: sql<string[]>`array_agg(${recipe_health_goals.health_goal_id}::text)`,
        })
        .from(recipe_health_goals)
        .innerJoin(recipes, eq(recipes.id, recipe_health_goals.recipe_id))
        .where(
          and(
            sql`${recipe_health_goals.recipe_id} = any(${sql.param(recipeIds)}::uuid[])`,
            sql`(${recipes.is_public} or ${recipes.user_id} = ${viewerId})`,
          ),
        )
        .groupBy(recipe_health_goals.recipe_id);
    },

    // ── for meal plans (issue 13): add below, keep this line ──

    /**
     * What a meal plan's summary needs of these recipes, of those `viewerId` may see (a guest: the
     * public ones), in one query: cost per serving, servings, stored nutrition and — only for a
     * recipe whose stored calories are not above 0 (the engine estimates those) — its ingredients.
     */
    async findPlanFacts(ids: string[], viewerId: string | undefined) {
      const result = await db.execute<{
        id: string;
        cost_per_serving: number;
        servings: number;
        nutritional_info: NutritionalInfo | null;
        ingredients: IngredientValues[] | null;
      }>(sql`
        select r.id, r.cost_per_serving::float8 as cost_per_serving, r.servings, r.nutritional_info,
          case when coalesce(
              case when jsonb_typeof(r.nutritional_info->'calories') = 'number'
                then (r.nutritional_info->>'calories')::float8 end,
              case when jsonb_typeof(r.nutritional_info->'calories_per_serving') = 'number'
                then (r.nutritional_info->>'calories_per_serving')::float8 end,
              0) > 0 then null
          else (select coalesce(json_agg(json_build_object(
              'position', i.position, 'name', i.name, 'quantity', i.quantity, 'amount', i.amount,
              'unit', i.unit, 'cost', i.cost::float8, 'optional', i.optional, 'notes', i.notes)
              order by i.position), '[]'::json)
            from ${recipe_ingredients} i where i.recipe_id = r.id) end as ingredients
        from ${recipes} r
        where r.id = any(${sql.param(ids)}::uuid[])
          and (r.is_public or r.user_id = ${viewerId ?? null})`);
      return result.rows;
    },

    // ── for the grocery list (issue 13): add below, keep this line ──

    /**
     * What shopping for these recipes needs, of those the viewer may see: title, servings and
     * ingredients in their order — one statement for all of them (the grocery list asks through the
     * recipes service).
     */
    async findShoppingFacts(ids: string[], viewerId: string) {
      return db
        .select({
          id: recipes.id,
          title: recipes.title,
          servings: recipes.servings,
          // Written out in full: an unqualified "id" inside the subquery would be the ingredient's.
          ingredients: sql<
            Array<{
              name: string;
              quantity: string;
              amount: number;
              unit: string;
              optional: boolean;
            }>
          >`(select coalesce(json_agg(json_build_object(
              'name', i.name, 'quantity', i.quantity, 'amount', i.amount, 'unit', i.unit,
              'optional', i.optional) order by i.position), '[]'::json)
            from "recipe_ingredients" i where i.recipe_id = "recipes"."id")`,
        })
        .from(recipes)
        .where(
          and(
            inArray(recipes.id, ids),
            sql`(${recipes.is_public} or ${recipes.user_id} = ${viewerId})`,
          ),
        );
    },

    // ── for cookbooks (issue 13): add below, keep this line ──

    /**
     * Summaries of those of `ids` the viewer may see (public, or theirs), in the order of `ids` —
     * one statement, the summary JSON written by the same `recipeDocument` as every list. With each,
     * its id and image for the cookbook's cover. Ordered by `unnest … with ordinality` (each id once,
     * at its first place), cheaper than `array_position` over a long list.
     */
    async summariesInOrder(
      ids: string[],
      viewerId: string | undefined,
    ): Promise<Array<{ id: string; image_url: string | null; json: string }>> {
      const result = await db.execute<{ id: string; image_url: string | null; json: string }>(sql`
        select "recipes"."id" as id, "recipes"."image_url" as image_url,
          ${recipeDocument(viewerId ?? null, 'summary')} as json
        from unnest(${sql.param([...new Set(ids)])}::uuid[]) with ordinality as wanted(id, position)
        join ${recipes} on "recipes"."id" = wanted.id
        where ("recipes"."is_public" or "recipes"."user_id" = ${viewerId ?? null})
        order by wanted.position`);
      return result.rows;
    },

    /** The image (or null) of each of `ids` the viewer may see; the others are absent. One query. */
    async imagesOf(
      ids: string[],
      viewerId: string | undefined,
      tx: Db = db,
    ): Promise<Array<{ id: string; image_url: string | null }>> {
      return tx
        .select({ id: recipes.id, image_url: recipes.image_url })
        .from(recipes)
        .where(
          and(
            sql`${recipes.id} = any(${sql.param(ids)}::uuid[])`,
            viewerId
              ? sql`(${recipes.is_public} or ${recipes.user_id} = ${viewerId})`
              : sql`${recipes.is_public}`,
          ),
        );
    },

    // ── for the cooking assistant (issue 15): add below, keep this line ──

    /**
     * Recipes the viewer may see with an ingredient containing any of `names` (lower-case), the most
     * names matched first, then newest — one statement. The names are LIKE patterns with their
     * wildcards escaped.
     */
    async recipesWithIngredients(
      names: string[],
      viewerId: string,
      limit: number,
    ): Promise<Array<{ id: string; title: string }>> {
      const patterns = names.map(likeContains);
      // From the matching ingredients to their recipes; each pattern is a bitmap scan of the
      // trigram index on lower(name) (recipe_ingredients_name_trgm_idx).
      const result = await db.execute<{ id: string; title: string }>(sql`
        select r.id, r.title
        from (
          select i.recipe_id, count(distinct p.pattern) as matched
          from "recipe_ingredients" i
          join unnest(${sql.param(patterns)}::text[]) as p(pattern) on lower(i.name) like p.pattern
          group by i.recipe_id
        ) m
        join "recipes" r on r.id = m.recipe_id
        where r.is_public or r.user_id = ${viewerId}
        order by m.matched desc, r.created_at desc, r.id desc
        limit ${limit}`);
      return result.rows;
    },

    // ── for contests (issue 15): add below, keep this line ──

    /** Who owns the recipe and whether it is public, when the viewer may see it. One query. */
    async ownership(
      id: string,
      viewerId: string,
    ): Promise<{ user_id: string | null; is_public: boolean } | undefined> {
      const [row] = await db
        .select({ user_id: recipes.user_id, is_public: recipes.is_public })
        .from(recipes)
        .where(
          and(eq(recipes.id, id), sql`(${recipes.is_public} or ${recipes.user_id} = ${viewerId})`),
        );
      return row;
    },

    // ── for recipe ideas (issue 16 §3): add below, keep this line ──

    /**
     * Recipe ideas (decision 0024): the recipes the viewer may see that pass the filters, by coverage
     * (matched / counted), then fewer missing, then newest; for the top `limit`, the summary and the
     * matched and missing lines. Ranking reads one row per recipe (`idea_lines`, `idea_words`), and
     * only the recipes that can rank: see `ideaPlan` for the exact cut.
     */
    async ideas(
      terms: string[][],
      filter: { diet?: string | undefined; maxTime?: number | undefined },
      viewerId: string,
      limit: number,
    ): Promise<IdeaRow[]> {
      const visible = sql`(r.is_public or r.user_id = ${viewerId})
        ${filter.diet ? sql`and r.dietary_restrictions @> array[${filter.diet}]::text[]` : sql``}
        ${filter.maxTime !== undefined ? sql`and r.cooking_time_minutes <= ${filter.maxTime}` : sql``}`;
      // A line ('|chicken|thigh|') is covered when it holds every word of some term.
      const lineCovered = sql.join(
        terms.map(
          (term) =>
            sql`(${sql.join(
              term.map((word) => sql`strpos(l, ${`|${word}|`}) > 0`),
              sql` and `,
            )})`,
        ),
        sql` or `,
      );
      // The recipes `where` picks with their matched lines, counted once a row (offset 0 keeps
      // PostgreSQL from copying the count into every place that uses it).
      const scored = (where: SQL) => sql`(select * from (
          select r.id, r.created_at, r.counted_ingredients,
            (select count(*)::int from unnest(r.idea_lines) l where ${lineCovered}) as matched
          from ${recipes} r
          where ${where} and ${visible}
          offset 0) s
        where s.matched > 0)`;
      const orderOf = (t: string) =>
        sql.raw(`${t}.matched::float8 / greatest(${t}.counted_ingredients, ${t}.matched) desc,
          greatest(${t}.counted_ingredients, ${t}.matched) - ${t}.matched, ${t}.created_at desc,
          ${t}.id desc`);
      const order = orderOf('o');
      const bound = ideaBoundWords(terms);
      const anyTerm = sql`r.idea_words && ${sql.param(bound)}::text[]`;

      const line = (condition: SQL) => sql`(select coalesce(json_agg(json_build_object(
          'name', x.name, 'quantity', x.quantity,
          'amount', case when x.amount > 0 then x.amount end, 'unit', x.unit)
          order by x.position), '[]'::json)
        from ${recipe_ingredients} x
        where x.recipe_id = "recipes"."id" and not x.optional and not x.is_staple and ${condition})`;
      const covered = sql.join(
        terms.map((term) => sql`x.food_words @> ${sql.param(term)}::text[]`),
        sql` or `,
      );
      const answer = async (ranked: SQL, extra: SQL = sql``) =>
        (
          await db.execute<IdeaRow & IdeaCut>(sql`
            with ${ranked}
            select ranked.matched::float8 / greatest(ranked.counted_ingredients, ranked.matched)
                as coverage, ranked.id, ranked.matched as hits,
              greatest(ranked.counted_ingredients, ranked.matched) as counted ${extra},
              ${recipeDocument(viewerId, 'summary')} as json,
              ${line(sql`coalesce(${covered}, false)`)} as matched,
              ${line(sql`not coalesce(${covered}, false)`)} as missing
            from ranked
            join ${recipes} on "recipes"."id" = ranked.id
            order by ${orderOf('ranked')}`)
        ).rows;

      // The exact cut. A recipe matches at most S lines, S = the lines holding each term's bound
      // word, summed over the terms; 'w#k' in idea_words says k lines hold w, so "S ≥ j" (T_j) is
      // an OR of `idea_words @> …` over the ways to split j among the terms (GIN). For a j:
      // - T_{j+1} is ranked whole (it is small: few recipes hold that much);
      // - T_j minus T_{j+1} has S = j, so coverage ≤ j/counted: it is read in counted, newest
      //   order (btree) and only its first `prefix` recipes are counted;
      // - with the twenty best so far ending at m/c, a recipe with S ≤ j − 1 has coverage ≤
      //   (j − 1)/counted, below m/c unless counted ≤ (j − 1)·c/m: those few short ones join.
      // The answer stands when it is full and the unread rest of T_j cannot reach its last
      // (j/counted of the last read < m/c, or nothing unread); else a longer prefix, then a
      // lower j, and at last every candidate.
      const tierOf = (j: number) => {
        const splits = tierSplits(bound, j);
        return (
          splits &&
          sql`(${sql.join(
            splits.map((tokens) => sql`r.idea_words @> ${sql.param(tokens)}::text[]`),
            sql` or `,
          )})`
        );
      };
      // The unread rest of T_j (counted ≥ read_counted, matched ≤ j) ranks below the last answer:
      // by coverage, or — at equal coverage — when the last was read with that same counted, as
      // the rest comes after it in counted, newest order (as many missing, and older).
      const unreadBelow = (last: IdeaCut, j: number) => {
        const unread = j * last.counted;
        const reached = last.hits * last.read_counted!;
        return (
          reached > unread ||
          (reached === unread && last.in_read && last.counted === last.read_counted)
        );
      };
      for (let j = terms.length; j >= 2; j--) {
        const tier = tierOf(j);
        const above = tierOf(j + 1);
        if (!tier || !above) continue;
        for (let prefix = 2 * limit; prefix <= 200 * limit; prefix *= 4) {
          // Sorting the tier's rows (a bitmap of the GIN) costs less than walking the btree's
          // order: the best rows of a tier are often far down it (many counted).
          const rows = await answer(
            sql`
            above_all as (select r.id from ${recipes} r where ${above}),
            above as ${scored(sql`r.id in (select id from above_all)`)},
            read as (select r.id, r.created_at, r.counted_ingredients, r.idea_lines from ${recipes} r
              where ${tier} and r.id not in (select id from above_all) and ${visible}
              order by r.counted_ingredients, r.created_at desc, r.id desc
              limit ${prefix}),
            prefix as (select * from (select r.id, r.created_at, r.counted_ingredients,
                (select count(*)::int from unnest(r.idea_lines) l where ${lineCovered}) as matched
              from read r) s where s.matched > 0),
            top as (select * from (select * from above union all select * from prefix) o
              order by ${order} limit ${limit}),
            ranked as (select * from top)`,
            sql`, (select count(*)::int from read) as read,
              (select max(counted_ingredients) from read) as read_counted,
              ranked.id in (select id from read) as in_read`,
          );
          const last = rows[rows.length - 1];
          const complete = !last || last.read < prefix;
          if (rows.length === limit && (complete || unreadBelow(last, j))) {
            // The short recipes, by a bound the planner sees (so it takes the btree, not the GIN):
            // usually none; if any can rank, the twenty are ranked again with them.
            const most = Math.floor(((j - 1) * last!.counted) / last!.hits);
            const short = await db.execute<{ id: string }>(sql`
              select s.id from ${scored(sql`r.counted_ingredients <= ${sql.raw(String(most))}
                and ${anyTerm} and not ${tier}`)} s`);
            if (short.rows.length === 0) return rows;
            const ids = [...rows.map((row) => row.id), ...short.rows.map((row) => row.id)];
            return answer(
              sql`ranked as (select * from ${scored(
                sql`r.id = any(${sql.param(ids)}::uuid[])`,
              )} o order by ${order} limit ${limit})`,
            );
          }
          if (complete) break;
        }
      }
      return answer(
        sql`ranked as (select * from ${scored(anyTerm)} o order by ${order} limit ${limit})`,
      );
    },

    /**
     * Fills the food identity of up to `batch` ingredient rows written before migration 0024 (their
     * `food_words` is null; the partial index finds them), and the counted ingredients of their
     * recipes. The words come from core's rules, so the backfill runs here, not in SQL. Returns how
     * many rows it filled.
     */
    async backfillIngredientIdentity(batch: number): Promise<number> {
      return db.transaction(async (tx) => {
        const pending = await tx.execute<{ id: string; recipe_id: string; name: string }>(sql`
          select id, recipe_id, name from ${recipe_ingredients}
          where food_words is null order by id limit ${batch} for update skip locked`);
        if (pending.rows.length === 0) return 0;
        const identities = pending.rows.map((row) => ingredientIdentity(row.name));
        // Words travel as one text per row ('chicken|thigh'): an array of arrays cannot be unnested.
        await tx.execute(sql`
          update ${recipe_ingredients} i
          set food_words = case when u.words = '' then '{}'::text[]
              else string_to_array(u.words, '|') end,
            is_staple = u.staple
          from unnest(${sql.param(pending.rows.map((row) => row.id))}::uuid[],
            ${sql.param(identities.map((identity) => identity.food_words.join('|')))}::text[],
            ${sql.param(identities.map((identity) => identity.is_staple))}::boolean[])
            as u(id, words, staple)
          where i.id = u.id`);
        await refreshIdeaIndex(
          tx,
          sql`r.id = any(${sql.param([...new Set(pending.rows.map((row) => row.recipe_id))])}::uuid[])`,
        );
        return pending.rows.length;
      });
    },

    // ── your data (issue 17 §2) ──
    /** The ids of the member's own recipes, oldest first (index `recipes_owner_newest_idx`). */
    async ownedIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(eq(recipes.user_id, userId))
        .orderBy(recipes.created_at, recipes.id);
      return rows.map((row) => row.id);
    },
    /**
     * The member's public recipes stay for the community when their account goes, owned and
     * credited to nobody (in the deletion's transaction); their private ones go with the account.
     */
    async releasePublic(tx: Db, userId: string): Promise<void> {
      await tx
        .update(recipes)
        .set({ user_id: null, author_id: null })
        .where(and(eq(recipes.user_id, userId), eq(recipes.is_public, true)));
    },

    /** Which of these stored pictures (storage keys) some recipe still shows, anyone's. */
    async imagesInUse(paths: string[]): Promise<string[]> {
      if (paths.length === 0) return [];
      const { rows } = await db.execute<{ path: string }>(sql`
        select p.path from unnest(${sql.param(paths)}::text[]) as p(path)
        where exists (select 1 from ${recipes} r
          where r.image_url is not null and strpos(r.image_url, p.path) > 0)`);
      return rows.map((row) => row.path);
    },
  };
}
export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
