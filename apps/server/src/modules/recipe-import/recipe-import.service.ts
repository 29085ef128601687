import { draftFromText, recipeImportMessages, type RecipeDraft } from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { Logger } from '../../http/logger.js';
import { pageText, WebPageError, type WebPage } from '../../integrations/web-pages/safe-fetch.js';
import { draftFromPage } from './page-recipe.js';

/**
 * Import (issue 16 §4): a page's or a pasted text's recipe as a draft. Nothing is stored — the web
 * opens the draft in the create form and the member saves it through the recipes API, so this
 * module owns no table and calls no other module.
 */
export function createRecipeImportService(deps: {
  fetchPage: (url: string) => Promise<WebPage>;
  logger: Logger;
}) {
  async function fetchOrRefuse(url: string): Promise<WebPage> {
    try {
      return await deps.fetchPage(url);
    } catch (error) {
      if (!(error instanceof WebPageError)) throw error;
      // The reason stays in our log; the member gets the rule they met, never the network's words.
      deps.logger.warn('recipe import: fetch refused or failed', {
        kind: error.kind,
        detail: error.message,
      });
      switch (error.kind) {
        case 'scheme':
          throw new AppError('VALIDATION_FAILED', recipeImportMessages.urlInvalid);
        case 'private':
          throw new AppError('VALIDATION_FAILED', recipeImportMessages.privateAddress);
        case 'too-large':
          throw new AppError('UPSTREAM_FAILED', recipeImportMessages.tooLarge);
        case 'redirects':
          throw new AppError('UPSTREAM_FAILED', recipeImportMessages.tooManyRedirects);
        default:
          throw new AppError('UPSTREAM_FAILED', recipeImportMessages.unreachable);
      }
    }
  }

  return {
    async importFromUrl(url: string): Promise<RecipeDraft> {
      const page = await fetchOrRefuse(url);
      const draft = draftFromPage(pageText(page), page.url);
      if (!draft) throw new AppError('UNPROCESSABLE', recipeImportMessages.noRecipe);
      // The page it was read from, after redirects; too long for the column → not kept.
      return { ...draft, source_url: page.url.length <= 2000 ? page.url : null };
    },
    importFromText(text: string): RecipeDraft {
      const draft = draftFromText(text);
      if (!draft) throw new AppError('UNPROCESSABLE', recipeImportMessages.noRecipeInText);
      return draft;
    },
  };
}

export type RecipeImportService = ReturnType<typeof createRecipeImportService>;
