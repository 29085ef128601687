/**
 * Cuisines are free text on recipes; the browse filter and the recipe forms offer the common ones
 * (a module of its own: the forms load without the filters).
 */
export const CUISINE_OPTIONS = [
  'Italian',
  'Mexican',
  'Indian',
  'Japanese',
  'Thai',
  'French',
  'Middle Eastern',
  'Greek',
  'American',
  'Chinese',
  'Korean',
  'Moroccan',
  'Spanish',
  'Vietnamese',
  'Mediterranean',
] as const;
