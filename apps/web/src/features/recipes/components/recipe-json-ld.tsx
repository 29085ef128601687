import { formatIngredient, isNutritionSet, type Recipe } from '@mise/core';
import { ALL_NUTRIENTS, formatNutrient } from './nutrition-fields';

const isoMinutes = (minutes: number) => `PT${Math.max(0, Math.round(minutes))}M`;

/** schema.org's NutritionInformation names for the nutrients it knows. */
const schemaNutrients: Partial<Record<string, string>> = {
  protein: 'proteinContent',
  carbohydrates: 'carbohydrateContent',
  fat: 'fatContent',
  fiber: 'fiberContent',
  sugar: 'sugarContent',
  saturated_fat: 'saturatedFatContent',
  unsaturated_fat: 'unsaturatedFatContent',
  trans_fat: 'transFatContent',
  cholesterol: 'cholesterolContent',
  sodium: 'sodiumContent',
};

const schemaDiets: Partial<Record<string, string>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  gluten_free: 'https://schema.org/GlutenFreeDiet',
  low_fat: 'https://schema.org/LowFatDiet',
  kosher: 'https://schema.org/KosherDiet',
  halal: 'https://schema.org/HalalDiet',
};

/** Read as on the page ('2 cloves garlic', 'salt, to taste'), by core's one formatter. */
export function ingredientLine(ingredient: Recipe['ingredients'][number]): string {
  return formatIngredient(ingredient);
}

/** The recipe as schema.org `Recipe` data, for search engines and recipe apps. */
export function recipeStructuredData(recipe: Recipe): Record<string, unknown> {
  const nutrition: Record<string, string> = {};
  if (isNutritionSet(recipe.nutritional_info)) {
    const info = recipe.nutritional_info ?? {};
    nutrition.calories = `${info.calories} calories`;
    for (const field of ALL_NUTRIENTS) {
      const name = schemaNutrients[field.key];
      const value = info[field.key];
      if (name && typeof value === 'number') nutrition[name] = formatNutrient(field, value);
    }
  }
  const diets = recipe.dietary_restrictions.map((d) => schemaDiets[d]).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(recipe.description ? { description: recipe.description } : {}),
    ...(recipe.image_url ? { image: [recipe.image_url] } : {}),
    datePublished: recipe.created_at,
    prepTime: isoMinutes(recipe.prep_time),
    cookTime: isoMinutes(recipe.cook_time),
    totalTime: isoMinutes(recipe.prep_time + recipe.cook_time),
    recipeYield: `${recipe.servings} servings`,
    ...(recipe.cuisine ? { recipeCuisine: recipe.cuisine } : {}),
    ...(recipe.meal_type ? { recipeCategory: recipe.meal_type } : {}),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    ...(recipe.health_tags.length ? { keywords: recipe.health_tags.join(', ') } : {}),
    ...(recipe.equipment_needed.length ? { tool: recipe.equipment_needed } : {}),
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: [...recipe.steps]
      .sort((a, b) => a.step_number - b.step_number)
      .map((step, index) => ({
        '@type': 'HowToStep',
        position: index + 1,
        text: step.instruction,
      })),
    ...(Object.keys(nutrition).length
      ? { nutrition: { '@type': 'NutritionInformation', ...nutrition } }
      : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`. Every '<' is written as \u003c so nothing in a
 * title or step ('</script>', '<!--') can end the element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A data block, not a script: the browser never runs it, so the CSP's script-src does not apply,
 * and React renders it like any element.
 */
export function RecipeJsonLd({ recipe }: { recipe: Recipe }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(recipeStructuredData(recipe)) }}
    />
  );
}
