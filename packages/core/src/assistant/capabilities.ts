import { bullets } from './format.js';

/** What the local helper can answer, for a question it cannot. */
export const CAPABILITIES = [
  'conversions: "1 cup flour in grams", "2 tbsp in ml", "350 F in C"',
  'scaling the recipe: "double it", "for 6 servings"',
  'substitutions: "substitute for 2 cups buttermilk"',
  'safe cooking temperatures: "what temperature is chicken done"',
  'step times: "how long is step 3"',
  'ideas: "what can I make with chicken and rice"',
  'nutrition: "calories in an avocado"',
];

export const answerUnknown = () =>
  `I can't answer that one without an AI service. I can help with:\n${bullets(CAPABILITIES)}`;
