/**
 * TheMealDB's wire format (https://www.themealdb.com/api.php), as its JSON API sends it and as Mise's
 * bundled catalogue is written. Every field is a string or null: the service sends empty slots as
 * '' , ' ' or null, so nothing here may be trusted to be filled in.
 */
export const MEALDB_INGREDIENT_SLOTS = 20;

type Slot =
  1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20;

export type MealDbMeal = {
  idMeal: string;
  strMeal: string;
  strCategory?: string | null;
  strArea?: string | null;
  strInstructions?: string | null;
  strMealThumb?: string | null;
  strTags?: string | null;
  strYoutube?: string | null;
  strSource?: string | null;
} & { [K in `strIngredient${Slot}` | `strMeasure${Slot}`]?: string | null };

/** `filter.php?c=` answers with only these three fields per meal. */
export interface MealDbMealSummary {
  idMeal: string;
  strMeal: string;
  strMealThumb?: string | null;
}

export interface MealDbCategory {
  idCategory: string;
  strCategory: string;
  strCategoryThumb?: string | null;
  strCategoryDescription?: string | null;
}

/** `random.php`, `lookup.php`, `filter.php`: `{ meals: [...] }`, or `{ meals: null }` for nothing. */
export interface MealDbMealsResponse<T = MealDbMeal> {
  meals: T[] | null;
}

export interface MealDbCategoriesResponse {
  categories: MealDbCategory[] | null;
}
