import { SAVED_SUFFIX } from '../recipe-options.js';

/** The inspirations' words on the server (issue 16 §1); the page's own are spec-1 §8's. */
export const inspirationMessages = {
  notFound: 'Inspiration not found',
  signedOut: 'You must be logged in to save a recipe',
  /** spec-1 §8 Inspiration / Saving an inspiration (shown by the web page). */
  categoriesFailed: 'Failed to load recipe categories',
  randomFailed: 'Failed to load recipe inspirations. Please try again.',
  templateFailed: 'Failed to prepare recipe template',
  saved: 'Recipe saved to your cookbook!',
  viewNow: 'Recipe saved! Would you like to view it now?',
  saveFailed: 'Failed to save recipe to your cookbook',
} as const;

/** spec-1 §8: 'Failed to load {category} recipes. Please try again.' */
export const categoryFailedMessage = (category: string) =>
  `Failed to load ${category} recipes. Please try again.`;

/** spec-1 §3 recipe template flow: a saved copy's title. */
/** Cut so the whole title stays within a recipe title's 200 characters. */
export const savedTitle = (title: string) =>
  `${title
    .trim()
    .slice(0, 200 - SAVED_SUFFIX.length)
    .trim()}${SAVED_SUFFIX}`;
