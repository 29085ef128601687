/** The import's words (issue 16 §4; api.md `POST /api/recipes/import`), ours: the spec shows none. */
export const recipeImportMessages = {
  signedOut: 'You must be logged in to import recipes',
  noRecipe: 'No recipe found on that page.',
  noRecipeInText: 'No recipe found in that text.',
  urlOrText: 'Paste a web address or the recipe’s text.',
  urlInvalid: 'Enter a web address starting with http:// or https://',
  privateAddress: 'That address is on a private network, so Mise will not fetch it.',
  unreachable: 'Could not reach that page. Check the address and try again.',
  tooLarge: 'That page is over 5 MB, too large to read.',
  tooManyRedirects: 'That page redirects too many times.',
  imported: 'Recipe imported — check it, then save.',
  failed: 'Failed to import the recipe',
} as const;

/** Limits of the fetch (issue 16 §4). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_TIMEOUT_MS = 10_000;
export const IMPORT_MAX_REDIRECTS = 5;
export const IMPORT_MAX_TEXT = 50_000;
