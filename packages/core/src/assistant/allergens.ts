import { bullets } from './format.js';
import { hasWord } from './read-text.js';
import type { AssistantRecipe } from './types.js';

/**
 * Allergen questions. The helper cannot know what is in a brand's product or a kitchen's cross-
 * contact, so it never calls a food harmless: it says it cannot confirm, points at labels and the
 * person, and lists the recipe's ingredients that commonly carry the allergen.
 */

interface Allergen {
  name: string;
  asked: RegExp;
  /** Ingredient words that commonly carry it. */
  carriers: readonly string[];
}

const ALLERGENS: readonly Allergen[] = [
  {
    name: 'gluten',
    asked: /\bgluten\b|\bc(?:o)?eliac\b|\bwheat\b/,
    carriers: [
      'flour',
      'wheat',
      'bread',
      'breadcrumbs?',
      'pasta',
      'spaghetti',
      'noodles?',
      'barley',
      'rye',
      'couscous',
      'semolina',
      'soy sauce',
      'beer',
      'crackers?',
      'tortillas?',
      'malt',
      'seitan',
    ],
  },
  {
    name: 'milk',
    asked: /\bdairy\b|\blactose\b|\bmilk\b|\bcasein\b|\bwhey\b/,
    carriers: [
      'milk',
      'buttermilk',
      'butter',
      'cream',
      'cheese',
      'parmesan',
      'mozzarella',
      'yogurt',
      'yoghurt',
      'ghee',
      'whey',
      'ricotta',
      'custard',
    ],
  },
  {
    name: 'egg',
    asked: /\beggs?\b/,
    carriers: ['eggs?', 'egg yolks?', 'egg whites?', 'mayonnaise', 'mayo', 'meringue', 'aioli'],
  },
  {
    name: 'peanut',
    asked: /\bpeanuts?\b/,
    carriers: ['peanuts?', 'peanut butter', 'satay', 'groundnuts?'],
  },
  {
    name: 'tree nuts',
    asked:
      /\btree nuts?\b|\bnuts?\b|\balmonds?\b|\bcashews?\b|\bwalnuts?\b|\bhazelnuts?\b|\bpecans?\b|\bpistachios?\b/,
    carriers: [
      'almonds?',
      'almond',
      'walnuts?',
      'pecans?',
      'cashews?',
      'hazelnuts?',
      'pistachios?',
      'macadamias?',
      'pine nuts',
      'nuts?',
      'marzipan',
      'praline',
      'pesto',
      'nutella',
    ],
  },
  {
    name: 'soy',
    asked: /\bsoy(?:a)?\b/,
    carriers: ['soy', 'soya', 'tofu', 'edamame', 'miso', 'tempeh', 'soy sauce', 'tamari'],
  },
  {
    name: 'fish',
    asked: /\bfish\b/,
    carriers: [
      'fish',
      'salmon',
      'tuna',
      'cod',
      'anchov(?:y|ies)',
      'fish sauce',
      'worcestershire',
      'sardines?',
      'trout',
      'haddock',
    ],
  },
  {
    name: 'shellfish',
    asked:
      /\bshellfish\b|\bcrustaceans?\b|\bmolluscs?\b|\bshrimps?\b|\bprawns?\b|\bcrabs?\b|\blobsters?\b/,
    carriers: [
      'shrimps?',
      'prawns?',
      'crabs?',
      'lobsters?',
      'mussels?',
      'clams?',
      'oysters?',
      'scallops?',
      'squid',
      'oyster sauce',
    ],
  },
  {
    name: 'sesame',
    asked: /\bsesame\b|\btahini\b/,
    carriers: ['sesame', 'tahini', 'sesame oil', 'hummus'],
  },
];

/** Whether the text asks about allergies or intolerances. */
export function asksAllergen(text: string): boolean {
  return (
    /\ballerg|\bintoleran|\banaphyla|\bepipen\b|\bc(?:o)?eliac\b|\bgluten\b|\blactose\b|\b(?:dairy|nut|peanut|egg|gluten|soy|sesame|shellfish|wheat)[- ]free\b/.test(
      text,
    ) ||
    /\b(?:does|do|is|are|has|have)\b.*\b(?:contain|have|has|got)\b.*\b(?:nuts?|tree nuts|peanuts?|dairy|shellfish|sesame|soy)\b/.test(
      text,
    )
  );
}

export function answerAllergen(text: string, recipe: AssistantRecipe | null): string {
  const named = ALLERGENS.filter((a) => a.asked.test(text));
  const which = named.length > 0 ? named.map((a) => a.name).join(', ') : 'an allergen';
  const parts = [
    `I can't confirm that a food or recipe is free of ${which}, or right for someone with an allergy or intolerance. Products and brands differ and cross-contact happens: check every label, and ask the person (or their doctor) what they can eat.`,
  ];
  if (recipe) {
    const checked = named.length > 0 ? named : ALLERGENS;
    const found: string[] = [];
    for (const ingredient of recipe.ingredients) {
      const name = ingredient.name.toLowerCase();
      const carries = checked.filter((a) => a.carriers.some((w) => hasWord(name, w)));
      if (carries.length > 0)
        found.push(`${ingredient.name} (${carries.map((a) => a.name).join(', ')})`);
    }
    parts.push(
      found.length > 0
        ? `In ${recipe.title}, these ingredients commonly contain ${which}:\n${bullets(found)}`
        : `None of the ingredient names in ${recipe.title} point to ${which}, but a name does not tell you what a product contains.`,
    );
  }
  return parts.join('\n');
}
