import {
  coerceAmount,
  costsFrom,
  guessUnit,
  MY_VERSION_SUFFIX,
  type Complexity,
  type CostBasis,
  type Ingredient,
  type IngredientInput,
  type MealType,
  type NutritionalInfo,
  type Recipe,
  type RecipeCreate,
  type RecipeDraft,
  type RecipePatch,
  type Step,
  type StepInput,
} from '@mise/core';
import { lazyResolver } from '../../lib/lazy-resolver';
import { loadedRecipeContracts, loadRecipeContracts } from './contracts';
import type { RecipeFormOutput } from './validation';

/** An ingredient while it is being edited: numbers the person types stay text until saving. */
export interface IngredientDraft {
  /** Stable identity for React and for the editor's selection; never sent. */
  key: string;
  name: string;
  quantity: string;
  amount: number;
  /** '' until chosen; saved as the unit guessed from the name (spec-1 §5). */
  unit: string;
  cost: string;
  optional: boolean;
  notes: string;
}

export interface StepDraft {
  key: string;
  instruction: string;
  /** Whole minutes as typed; '' means unset (spec-1 §5). */
  time_required: string;
  tips: string;
}

let lastKey = 0;
/**
 * Keys differ between page loads too: a draft restored after a reload keeps its items' keys, and a
 * counter starting again at 1 would give a new item the key of a restored one.
 */
const loadTag = Math.random().toString(36).slice(2, 8);
export const newDraftKey = (): string => `draft-${loadTag}-${++lastKey}`;

/**
 * A blank ingredient. On the edit page a new one starts with quantity '1' and amount 1
 * (spec-1 §5); on the create form it starts empty.
 */
export function newIngredientDraft(variant: 'create' | 'edit'): IngredientDraft {
  return {
    key: newDraftKey(),
    name: '',
    quantity: variant === 'edit' ? '1' : '',
    amount: variant === 'edit' ? 1 : 0,
    unit: '',
    cost: '',
    optional: false,
    notes: '',
  };
}

/** A new step has time 0 (spec-1 §5). */
export function newStepDraft(): StepDraft {
  return { key: newDraftKey(), instruction: '', time_required: '0', tips: '' };
}

const numberText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

export function ingredientDraftFrom(ingredient: Ingredient | IngredientInput): IngredientDraft {
  const amount = coerceAmount(ingredient.amount, ingredient.quantity);
  return {
    key: newDraftKey(),
    name: ingredient.name,
    quantity: ingredient.quantity ?? (amount ? String(amount) : ''),
    amount,
    unit: ingredient.unit ?? '',
    cost: ingredient.cost ? numberText(Number(ingredient.cost)) : '',
    optional: ingredient.optional ?? false,
    notes: ingredient.notes ?? '',
  };
}

export function stepDraftFrom(step: Step | StepInput): StepDraft {
  const time = step.time_required;
  return {
    key: newDraftKey(),
    instruction: step.instruction,
    time_required: typeof time === 'number' || typeof time === 'string' ? String(time).trim() : '',
    tips: step.tips ?? '',
  };
}

const orNull = (text: string): string | null => (text.trim() ? text.trim() : null);

/** A draft ingredient once the form has validated it (cost is a number). */
export type ValidIngredient = Omit<IngredientDraft, 'cost'> & { cost: number };
/** A draft step once the form has validated it (time is whole minutes or unset). */
export type ValidStep = Omit<StepDraft, 'time_required'> & { time_required?: number | null };

export function toIngredientInput(ingredient: ValidIngredient): IngredientInput {
  const name = ingredient.name.trim();
  return {
    name,
    quantity: ingredient.quantity.trim(),
    amount: ingredient.amount,
    unit: ingredient.unit || guessUnit(name),
    cost: ingredient.cost,
    optional: ingredient.optional,
    notes: orNull(ingredient.notes),
  };
}

/** Steps are numbered by their position (spec-1 §4). */
export function toStepInput(step: ValidStep, index: number): StepInput {
  return {
    step_number: index + 1,
    instruction: step.instruction.trim(),
    time_required: step.time_required ?? null,
    tips: orNull(step.tips),
  };
}

/** Equipment and special ingredients: entries trimmed, blank ones dropped (spec-1 §5). */
export function cleanList(entries: readonly string[]): string[] {
  return entries.map((entry) => entry.trim()).filter(Boolean);
}

/** Both recipe forms hold these values; numbers are the text of their inputs. */
export interface RecipeFormValues {
  title: string;
  description: string;
  image_url: string;
  cuisine: string;
  meal_type: MealType | '';
  complexity: Complexity;
  servings: string;
  prep_time: string;
  cook_time: string;
  total_cost: string;
  cost_per_serving: string;
  /** Which cost the cook typed last; the other one follows it (and the servings). */
  cost_basis: CostBasis;
  dietary_restrictions: string[];
  equipment_needed: string[];
  special_ingredients: string[];
  is_community: boolean;
  is_public: boolean;
  health_tags: string[];
  ingredients: IngredientDraft[];
  steps: StepDraft[];
  nutritional_info: NutritionalInfo | null;
  /** The nutrition came from Auto-Calculate rather than typing (saved as ai_estimated). */
  ai_estimated: boolean;
  /** The page an imported recipe was read from (issue 16 §4); '' when typed in. Not an input. */
  source_url: string;
}

/** spec-1 §5 create defaults: complexity medium, servings 4, times 0, costs 0, flags false. */
export function emptyRecipeFormValues(): RecipeFormValues {
  return {
    title: '',
    description: '',
    image_url: '',
    cuisine: '',
    meal_type: '',
    complexity: 'medium',
    servings: '4',
    prep_time: '0',
    cook_time: '0',
    total_cost: '0',
    cost_per_serving: '0',
    cost_basis: 'per_serving',
    dietary_restrictions: [],
    equipment_needed: [],
    special_ingredients: [],
    is_community: false,
    is_public: false,
    health_tags: [],
    ingredients: [],
    steps: [],
    nutritional_info: null,
    ai_estimated: false,
    source_url: '',
  };
}

/** The cost a stored recipe was priced by: its total when it has no cost per serving. */
function storedCostBasis(costs: { total_cost: number; cost_per_serving: number }): CostBasis {
  return costs.total_cost > 0 && costs.cost_per_serving === 0 ? 'total' : 'per_serving';
}

export function formValuesFromRecipe(recipe: Recipe): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description,
    image_url: recipe.image_url ?? '',
    cuisine: recipe.cuisine ?? '',
    meal_type: recipe.meal_type ?? '',
    complexity: recipe.complexity,
    servings: String(recipe.servings),
    prep_time: String(recipe.prep_time),
    cook_time: String(recipe.cook_time),
    total_cost: String(recipe.total_cost),
    cost_per_serving: String(recipe.cost_per_serving),
    cost_basis: storedCostBasis(recipe),
    dietary_restrictions: [...recipe.dietary_restrictions],
    equipment_needed: [...recipe.equipment_needed],
    special_ingredients: [...recipe.special_ingredients],
    is_community: recipe.is_community,
    is_public: recipe.is_public,
    health_tags: [...recipe.health_tags],
    ingredients: recipe.ingredients.map(ingredientDraftFrom),
    steps: [...recipe.steps].sort((a, b) => a.step_number - b.step_number).map(stepDraftFrom),
    nutritional_info: recipe.nutritional_info,
    ai_estimated: recipe.ai_estimated,
    source_url: recipe.source_url ?? '',
  };
}

/** Customised copies of a template get ' (My Version)' once (spec-1 §4 template flow). */
export function withMyVersionSuffix(title: string): string {
  return title.endsWith(MY_VERSION_SUFFIX) ? title : `${title}${MY_VERSION_SUFFIX}`;
}

/**
 * The create form's values from a template draft (a RecipeCreate-shaped JSON text), or null when the
 * draft is missing or does not fit the contract (loaded for it: a template opens the form).
 */
export async function formValuesFromTemplate(raw: string | null): Promise<RecipeFormValues | null> {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const { RecipeCreateSchema } = await loadRecipeContracts();
  const parsed = RecipeCreateSchema.safeParse(json);
  if (!parsed.success) return null;
  const draft = parsed.data;
  return {
    title: withMyVersionSuffix(draft.title),
    description: draft.description,
    image_url: draft.image_url ?? '',
    cuisine: draft.cuisine ?? '',
    meal_type: draft.meal_type ?? '',
    complexity: draft.complexity,
    servings: String(draft.servings),
    prep_time: String(draft.prep_time),
    cook_time: String(draft.cook_time),
    total_cost: String(draft.total_cost),
    cost_per_serving: String(draft.cost_per_serving),
    cost_basis: storedCostBasis(draft),
    dietary_restrictions: draft.dietary_restrictions,
    equipment_needed: draft.equipment_needed,
    special_ingredients: draft.special_ingredients,
    is_community: draft.is_community,
    is_public: draft.is_public,
    health_tags: draft.health_tags,
    ingredients: draft.ingredients.map(ingredientDraftFrom),
    steps: draft.steps.map(stepDraftFrom),
    nutritional_info: draft.nutritional_info ?? null,
    ai_estimated: false,
    source_url: draft.source_url ?? '',
  };
}

/**
 * The create form's values from an imported draft (POST /api/recipes/import): what the page or text
 * gave, and spec-1 §5's defaults for the rest (a time or servings the source left out).
 */
export function formValuesFromImport(draft: RecipeDraft): RecipeFormValues {
  const empty = emptyRecipeFormValues();
  return {
    ...empty,
    title: draft.title,
    description: draft.description,
    image_url: draft.image_url ?? '',
    servings: draft.servings === null ? empty.servings : String(draft.servings),
    prep_time: draft.prep_time === null ? empty.prep_time : String(draft.prep_time),
    cook_time: draft.cook_time === null ? empty.cook_time : String(draft.cook_time),
    ingredients: draft.ingredients.map((ingredient) => ingredientDraftFrom(ingredient)),
    steps: draft.steps.map((step) => stepDraftFrom(step)),
    nutritional_info: draft.nutritional_info,
    source_url: draft.source_url ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------
// Validation: one schema for the create and the edit form (decision 0008), from core's
// RecipeEditFormSchema. What is added here is how text from the inputs becomes numbers: a required
// number left empty says so (the create form starts them at spec-1 §5's defaults, so a cook only
// meets this by clearing one).

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const requiredMessages = {
  prep_time: 'Prep time is required',
  cook_time: 'Cook time is required',
  servings: 'Servings are required',
  total_cost: 'Total cost is required',
  cost_per_serving: 'Cost per serving is required',
} as const;

/** What the form gives on submit: `RecipeFormSchema`'s output (validation.ts). */
export type { RecipeFormOutput } from './validation';

/**
 * Both recipe forms' check (RecipeFormSchema in validation.ts), loaded after the form paints
 * (`lib/lazy-resolver.ts` says why).
 */
export const recipeFormResolver = lazyResolver<RecipeFormValues, RecipeFormOutput>(() =>
  loadRecipeContracts().then((contracts) => contracts.recipeFormResolver),
);

/**
 * The costs as saved: the one the cook typed last, and the other from it and the servings, so that
 * they always agree (total = per serving × servings, to the cent).
 */
export function savedCosts(values: RecipeFormOutput): {
  total_cost: number;
  cost_per_serving: number;
} {
  const basis = values.cost_basis;
  return costsFrom(
    basis,
    basis === 'total' ? values.total_cost : values.cost_per_serving,
    values.servings,
  );
}

const moneyText = (amount: number) => amount.toFixed(2);

/**
 * While the cook types: the cost they did not type follows the one they did (and the servings).
 * `changed` is the input just edited. Returns the values to update: only the basis while what is
 * typed is not (yet) a number the form would accept.
 */
export function followingCosts(
  values: Pick<RecipeFormValues, 'servings' | 'total_cost' | 'cost_per_serving' | 'cost_basis'>,
  changed: 'servings' | 'total_cost' | 'cost_per_serving',
): Partial<Pick<RecipeFormValues, 'total_cost' | 'cost_per_serving' | 'cost_basis'>> {
  const basis: CostBasis =
    changed === 'servings' ? values.cost_basis : changed === 'total_cost' ? 'total' : 'per_serving';
  // The contract's own rules, once loaded (right after the form painted): until then the other
  // cost waits for the next keystroke.
  const rules = loadedRecipeContracts()?.recipeFormRules;
  if (!rules) return { cost_basis: basis };
  const servings = rules.servings.safeParse(values.servings);
  const typed = basis === 'total' ? values.total_cost : values.cost_per_serving;
  const amount = rules.total_cost.safeParse(typed);
  if (!servings.success || !amount.success || isBlank(typed)) return { cost_basis: basis };
  const costs = costsFrom(basis, amount.data, servings.data);
  return basis === 'total'
    ? { cost_basis: basis, cost_per_serving: moneyText(costs.cost_per_serving) }
    : { cost_basis: basis, total_cost: moneyText(costs.total_cost) };
}

const nullIfBlank = (text: string): string | null => (text ? text : null);

/** POST /api/recipes body from the validated create form. */
export function toRecipeCreate(values: RecipeFormOutput): RecipeCreate {
  return {
    title: values.title,
    description: values.description,
    image_url: nullIfBlank(values.image_url),
    cuisine: nullIfBlank(values.cuisine),
    meal_type: values.meal_type || null,
    complexity: values.complexity,
    servings: values.servings,
    prep_time: values.prep_time,
    cook_time: values.cook_time,
    ...savedCosts(values),
    dietary_restrictions: values.dietary_restrictions,
    equipment_needed: cleanList(values.equipment_needed),
    special_ingredients: cleanList(values.special_ingredients),
    is_community: values.is_community,
    is_public: values.is_public,
    health_tags: values.health_tags,
    nutritional_info: values.nutritional_info,
    ai_estimated: values.ai_estimated,
    source_url: nullIfBlank(values.source_url),
    ingredients: values.ingredients.map(toIngredientInput),
    steps: values.steps.map(toStepInput),
  };
}

/** PATCH /api/recipes/:id body: the fields of spec-1 §7 "Update by id" the edit form holds. */
export function toRecipePatch(values: RecipeFormOutput): RecipePatch {
  return {
    title: values.title,
    description: values.description,
    image_url: nullIfBlank(values.image_url),
    prep_time: values.prep_time,
    cook_time: values.cook_time,
    servings: values.servings,
    complexity: values.complexity,
    ...savedCosts(values),
    dietary_restrictions: values.dietary_restrictions,
    cuisine: nullIfBlank(values.cuisine),
    equipment_needed: cleanList(values.equipment_needed),
    special_ingredients: cleanList(values.special_ingredients),
    is_community: values.is_community,
    is_public: values.is_public,
  };
}
