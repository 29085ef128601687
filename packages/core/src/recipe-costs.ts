/**
 * A recipe's two costs, total and per serving, kept telling the same story (issue 10): one is typed,
 * the other follows from it and the servings. Money is in cents, so the follower is the basis
 * converted and rounded to the cent: total = per serving × servings exactly to the cent, or per
 * serving = total ÷ servings to the cent. What a write stores and what a recipe page shows (for any
 * servings) both come from here. Zod-free, so the server, the forms and the recipe page share it.
 */

export type CostBasis = 'total' | 'per_serving';

export interface RecipeCosts {
  total_cost: number;
  cost_per_serving: number;
}

/** Rounded to the cent (half away from zero, after removing float noise such as 1.005 → 1.00499…). */
export const roundToCent = (value: number): number =>
  Math.round(Number((value * 100).toPrecision(12))) / 100;

const validServings = (servings: number) => Number.isInteger(servings) && servings >= 1;

/** Both costs from the one the cook gave (`basis`) and the servings. */
export function costsFrom(basis: CostBasis, amount: number, servings: number): RecipeCosts {
  if (!validServings(servings) || !Number.isFinite(amount) || amount < 0) {
    throw new RangeError('costsFrom needs servings ≥ 1 and an amount ≥ 0');
  }
  return basis === 'total'
    ? { total_cost: roundToCent(amount), cost_per_serving: roundToCent(amount / servings) }
    : { total_cost: roundToCent(amount * servings), cost_per_serving: roundToCent(amount) };
}

/**
 * What a write stores when a client gave one cost and not the other: a missing (0) cost is derived
 * from the given one. Both given are kept as given; both 0 stay 0.
 */
export function fillMissingCost(costs: RecipeCosts, servings: number): RecipeCosts {
  const { total_cost: total, cost_per_serving: perServing } = costs;
  if (!validServings(servings)) return costs;
  if (total === 0 && perServing > 0) return costsFrom('per_serving', perServing, servings);
  if (perServing === 0 && total > 0) return costsFrom('total', total, servings);
  return costs;
}

/** The two costs agree: one is the other converted by the servings, to the cent. */
export function costsAgree(costs: RecipeCosts, servings: number): boolean {
  if (!validServings(servings)) return false;
  return (
    roundToCent(costs.cost_per_serving * servings) === roundToCent(costs.total_cost) ||
    roundToCent(costs.total_cost / servings) === roundToCent(costs.cost_per_serving)
  );
}

export interface ShownCosts {
  /** The stored cost per serving (or, without one, the stored total shared out). */
  perServing: number;
  /** The cost of `servings` servings, scaled from the stored total when there is one. */
  total: number;
}

/**
 * The costs a recipe page shows for `servings` servings, from the stored figures: at the recipe's own
 * servings they are the stored total and cost per serving as they are (no rounding drift from
 * multiplying back); for other servings the total is scaled from the stored total, or from the cost
 * per serving when no total is stored. null when the recipe has no cost.
 */
export function recipeCosts(
  recipe: RecipeCosts & { servings: number },
  servings: number,
): ShownCosts | null {
  const { total_cost: total, cost_per_serving: perServing } = recipe;
  const stored = recipe.servings > 0 ? recipe.servings : 1;
  if (!(total > 0) && !(perServing > 0)) return null;
  // A missing figure follows from the other to the cent, as a write would store it (costsFrom).
  return {
    perServing: perServing > 0 ? perServing : roundToCent(total / stored),
    total: roundToCent(total > 0 ? (total * servings) / stored : perServing * servings),
  };
}
