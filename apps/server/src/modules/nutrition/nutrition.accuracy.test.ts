import { describe, expect, it } from 'vitest';
import { buildFoodIndex, estimateNutrition } from '@mise/core';
import { readFoodTable } from '../../db/seed/food-table.js';

/**
 * Accuracy of the nutrition engine against the USDA SR21 data itself. Every line of seven everyday
 * recipes carries the food it must match and the grams and kcal worked out by hand from the SR21
 * files (ABBREV.txt for kcal per 100 g, WEIGHT.txt for household measures), with the arithmetic in
 * the comment. Each line must match that food and land within ±10% of the kcal (and of the grams);
 * each recipe's total within ±10%.
 */

interface Line {
  line: string;
  food: string;
  grams: number;
  kcal: number;
}

const l = (line: string, food: string, grams: number, kcal: number): Line => ({
  line,
  food,
  grams,
  kcal,
});

const RECIPES: Record<string, Line[]> = {
  'Buttermilk-free pancakes': [
    // 1.5 cup × 125 g (20081 '1 cup' = 125 g) = 187.5 g × 364 kcal/100 g = 682.5 kcal
    l('1 1/2 cups all-purpose flour', '20081', 187.5, 682.5),
    // 3.5 tsp × 4.6 g (18369 '1 tsp' = 4.6 g) = 16.1 g × 53 kcal/100 g = 8.5 kcal
    l('3 1/2 tsp baking powder', '18369', 16.1, 8.5),
    // 1 tbsp = 3 tsp × 4.2 g (19335 '1 tsp' = 4.2 g) = 12.6 g × 387 kcal/100 g = 48.8 kcal
    l('1 tbsp white sugar', '19335', 12.6, 48.8),
    // 0.25 tsp × 6.0 g (02047 '1 tsp' = 6.0 g) = 1.5 g × 0 kcal/100 g = 0 kcal
    l('1/4 tsp salt', '02047', 1.5, 0),
    // 1.25 cup × 244 g (01077 '1 cup' = 244 g) = 305 g × 60 kcal/100 g = 183 kcal
    l('1 1/4 cups milk', '01077', 305, 183),
    // 1 large egg (recipes mean large) = 50 g (01123 '1 large') × 143 kcal/100 g = 71.5 kcal
    l('1 egg', '01123', 50, 71.5),
    // 3 tbsp × 14.2 g (01001 '1 tbsp' = 14.2 g) = 42.6 g × 717 kcal/100 g = 305.4 kcal
    l('3 tbsp butter, melted', '01001', 42.6, 305.4),
  ],
  'Spaghetti bolognese': [
    // 1 lb = 453.6 g × 254 kcal/100 g (23572, 80% lean raw) = 1152.1 kcal
    l('1 lb ground beef', '23572', 453.6, 1152.1),
    // 1 medium onion = 110 g (11282 '1 medium (2-1/2" dia)') × 40 kcal/100 g = 44 kcal
    l('1 onion, chopped', '11282', 110, 44),
    // 2 cloves × 3.0 g (11215 '1 clove') = 6 g × 149 kcal/100 g = 8.9 kcal
    l('2 cloves garlic, minced', '11215', 6, 8.9),
    // 14.5 oz × 28.35 g = 411.1 g × 17 kcal/100 g (11531, canned in juice) = 69.9 kcal
    l('1 (14.5 oz) can diced tomatoes', '11531', 411.1, 69.9),
    // 2 tbsp × 16 g (11546 '1 tbsp') = 32 g × 82 kcal/100 g = 26.2 kcal
    l('2 tbsp tomato paste', '11546', 32, 26.2),
    // 1 tbsp = 13.5 g (04053 '1 tablespoon') × 884 kcal/100 g = 119.3 kcal
    l('1 tbsp olive oil', '04053', 13.5, 119.3),
    // 12 oz × 28.35 g = 340.2 g × 371 kcal/100 g (20120, dry) = 1262.1 kcal
    l('12 oz spaghetti', '20120', 340.2, 1262.1),
    // 0.5 cup × 100 g (01032 '1 cup') = 50 g × 431 kcal/100 g = 215.5 kcal
    l('1/2 cup grated parmesan', '01032', 50, 215.5),
  ],
  'Chicken stir-fry with rice': [
    // 2 breasts × 118 g (05062 '.5 breast, bone and skin removed' = one breast half, as sold)
    // = 236 g × 110 kcal/100 g = 259.6 kcal
    l('2 boneless skinless chicken breasts', '05062', 236, 259.6),
    // 2 tbsp × 18 g (16124 '1 tbsp') = 36 g × 60 kcal/100 g = 21.6 kcal
    l('2 tbsp soy sauce', '16124', 36, 21.6),
    // 1 tbsp = 13.6 g (04044 soybean oil '1 tbsp') × 884 kcal/100 g = 120.2 kcal
    l('1 tbsp vegetable oil', '04044', 13.6, 120.2),
    // 1 medium pepper = 119 g (11821 '1 medium') × 31 kcal/100 g = 36.9 kcal
    l('1 red bell pepper, sliced', '11821', 119, 36.9),
    // 2 cup × 91 g (11090 '1 cup chopped') = 182 g × 34 kcal/100 g = 61.9 kcal
    l('2 cups broccoli florets', '11090', 182, 61.9),
    // 3 medium × 15 g (11291 '1 medium (4-1/8" long)') = 45 g × 32 kcal/100 g = 14.4 kcal
    l('3 scallions, sliced', '11291', 45, 14.4),
    // 1 tsp = 2.0 g (11216 '1 tsp') × 80 kcal/100 g = 1.6 kcal
    l('1 tsp minced fresh ginger', '11216', 2, 1.6),
    // 1 cup = 185 g (20044 '1 cup') × 365 kcal/100 g = 675.3 kcal
    l('1 cup uncooked white rice', '20044', 185, 675.3),
    // 1 tbsp = 21 g (19296 '1 tbsp') × 304 kcal/100 g = 63.8 kcal
    l('1 tbsp honey', '19296', 21, 63.8),
  ],
  'Chickpea and spinach curry': [
    // 15 oz × 28.35 g = 425.2 g × 119 kcal/100 g (16058, canned) = 506.0 kcal
    l('1 (15 oz) can chickpeas', '16058', 425.2, 506),
    // 13.5 fl oz × 29.57 ml = 399.2 ml; 12118 '1 cup' = 226 g per 236.6 ml → 381.4 g
    // × 197 kcal/100 g = 751.3 kcal
    l('1 (13.5 fl oz) can coconut milk', '12118', 381.4, 751.3),
    // 1 tbsp = 6.3 g (02015 '1 tbsp') × 325 kcal/100 g = 20.5 kcal
    l('1 tbsp curry powder', '02015', 6.3, 20.5),
    // 1 tsp = 2.1 g (02014 '1 tsp, whole') × 375 kcal/100 g = 7.9 kcal
    l('1 tsp ground cumin', '02014', 2.1, 7.9),
    // 2 cup × 30 g (11457 '1 cup') = 60 g × 23 kcal/100 g = 13.8 kcal
    l('2 cups baby spinach', '11457', 60, 13.8),
    // 0.25 cup = 4.0 g (11165 '.25 cup') × 23 kcal/100 g = 0.9 kcal
    l('1/4 cup chopped cilantro', '11165', 4, 0.9),
    // 1 tbsp = 14.0 g (04582 '1 tbsp') × 884 kcal/100 g = 123.8 kcal
    l('1 tbsp canola oil', '04582', 14, 123.8),
    // 1 large = 150 g (11282 '1 large') × 40 kcal/100 g = 60 kcal
    l('1 large onion, diced', '11282', 150, 60),
  ],
  'Greek-style salad': [
    // 2 cup × 47 g (11251 '1 cup shredded') = 94 g × 17 kcal/100 g = 16.0 kcal
    l('2 cups shredded romaine lettuce', '11251', 94, 16),
    // 1 cucumber = 301 g (11205 '1 cucumber (8-1/4")') × 15 kcal/100 g = 45.2 kcal
    l('1 cucumber, sliced', '11205', 301, 45.2),
    // 1 cup = 149 g (11529 '1 cup cherry tomatoes') × 18 kcal/100 g = 26.8 kcal
    l('1 cup cherry tomatoes', '11529', 149, 26.8),
    // 1 avocado = 201 g (09037 '1 avocado') × 160 kcal/100 g = 321.6 kcal
    l('1 avocado', '09037', 201, 321.6),
    // 0.25 cup × 150 g (01019 '1 cup, crumbled') = 37.5 g × 264 kcal/100 g = 99 kcal
    l('1/4 cup crumbled feta cheese', '01019', 37.5, 99),
    // 2 tbsp × 13.5 g (04053 '1 tablespoon') = 27 g × 884 kcal/100 g = 238.7 kcal
    l('2 tbsp extra-virgin olive oil', '04053', 27, 238.7),
    // 1 tbsp = 1/16 cup × 244 g (09152 '1 cup') = 15.25 g × 25 kcal/100 g = 3.8 kcal
    l('1 tbsp lemon juice', '09152', 15.25, 3.8),
  ],
  'Banana walnut bread': [
    // 2 cup × 125 g (20081 '1 cup') = 250 g × 364 kcal/100 g = 910 kcal
    l('2 cups all-purpose flour', '20081', 250, 910),
    // 1 tsp = 4.6 g (18372 '1 tsp') × 0 kcal/100 g = 0 kcal
    l('1 tsp baking soda', '18372', 4.6, 0),
    // 0.5 cup × 227 g (01145 '1 cup') = 113.5 g × 717 kcal/100 g = 813.8 kcal
    l('1/2 cup unsalted butter, softened', '01145', 113.5, 813.8),
    // 0.75 cup × 220 g (19334 '1 cup packed') = 165 g × 380 kcal/100 g = 627 kcal
    l('3/4 cup packed brown sugar', '19334', 165, 627),
    // 2 large × 50 g (01123 '1 large') = 100 g × 143 kcal/100 g = 143 kcal
    l('2 large eggs', '01123', 100, 143),
    // 3 medium × 118 g (09040 '1 medium (7" to 7-7/8" long)') = 354 g × 89 kcal/100 g = 315.1 kcal
    l('3 ripe bananas, mashed', '09040', 354, 315.1),
    // 1 tsp = 4.2 g (02050 '1 tsp') × 288 kcal/100 g = 12.1 kcal
    l('1 tsp vanilla extract', '02050', 4.2, 12.1),
    // 0.5 cup × 117 g (12155 '1 cup, chopped') = 58.5 g × 654 kcal/100 g = 382.6 kcal
    l('1/2 cup chopped walnuts', '12155', 58.5, 382.6),
  ],
  'Breakfast oats with yogurt and vegetables on the side': [
    // 1 cup = 81 g (08120 '1 cup') × 379 kcal/100 g = 307.0 kcal
    l('1 cup rolled oats', '08120', 81, 307),
    // 2 cup × 237 g (14411 '1 cup 8 fl oz') = 474 g × 0 kcal/100 g = 0 kcal
    l('2 cups water', '14411', 474, 0),
    // 1 cup = 148 g (09050 '1 cup') × 57 kcal/100 g = 84.4 kcal
    l('1 cup blueberries', '09050', 148, 84.4),
    // 2 tbsp × 20 g (19353 '1 tbsp') = 40 g × 261 kcal/100 g = 104.4 kcal
    l('2 tbsp maple syrup', '19353', 40, 104.4),
    // SR21 has no Greek yogurt: plain whole-milk yogurt, 1 cup = 245 g (01116 '1 cup (8 fl oz)')
    // × 61 kcal/100 g = 149.5 kcal
    l('1 cup plain greek yogurt', '01116', 245, 149.5),
    // 2 medium × 61 g (11124 '1 medium') = 122 g × 41 kcal/100 g = 50.0 kcal
    l('2 carrots, peeled and grated', '11124', 122, 50),
    // 3 medium stalks × 40 g (11143 '1 stalk, medium') = 120 g × 16 kcal/100 g = 19.2 kcal
    l('3 stalks celery', '11143', 120, 19.2),
  ],
};

const index = buildFoodIndex(readFoodTable());
const within = (actual: number, expected: number, share: number) =>
  expected === 0 ? Math.abs(actual) <= 0.5 : Math.abs(actual - expected) <= share * expected;

describe('nutrition accuracy against hand-worked USDA SR21 figures', () => {
  const lines = Object.values(RECIPES).flat();

  it('covers at least 40 ingredient lines', () => {
    expect(lines.length).toBeGreaterThanOrEqual(40);
  });

  it.each(lines.map((line) => [line.line, line] as const))(
    '%s → intended food, ±10% kcal',
    (_, expected) => {
      const [ingredient] = estimateNutrition(index, {
        servings: 1,
        ingredients: [expected.line],
      }).ingredients;
      expect(ingredient!.food_id, ingredient!.matched_food ?? 'no match').toBe(expected.food);
      expect(within(ingredient!.grams!, expected.grams, 0.1), `grams ${ingredient!.grams}`).toBe(
        true,
      );
      expect(
        within(ingredient!.calories!, expected.kcal, 0.1),
        `kcal ${ingredient!.calories} vs ${expected.kcal}`,
      ).toBe(true);
    },
  );

  it.each(Object.entries(RECIPES))('%s: whole-recipe total within ±10%', (_, recipe) => {
    const expected = recipe.reduce((sum, line) => sum + line.kcal, 0);
    const estimate = estimateNutrition(index, {
      servings: 1,
      ingredients: recipe.map((line) => line.line),
    });
    expect(estimate.unmatched).toEqual([]);
    expect(
      within(estimate.nutritional_info.calories!, expected, 0.1),
      `${estimate.nutritional_info.calories} vs ${expected}`,
    ).toBe(true);
  });
});
