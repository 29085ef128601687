import { IMPORT_MAX_BYTES, IMPORT_MAX_REDIRECTS, IMPORT_TIMEOUT_MS } from '@mise/core';
import {
  safeFetch,
  systemResolver,
  type Resolver,
} from '../../integrations/web-pages/safe-fetch.js';
import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import { recipeImportRoutes } from './recipe-import.routes.js';
import { createRecipeImportService, type RecipeImportService } from './recipe-import.service.js';

/**
 * Recipe import (issue 16 §4). Tests give their own resolver, so a name that resolves to loopback
 * can be tried without real DNS; the allowed private hosts come from IMPORT_ALLOWED_HOSTS.
 */
export function recipeImportModule(
  { config, logger, sessions }: Platform,
  options: { resolve?: Resolver | undefined } = {},
): Module<RecipeImportService> {
  const allowedHosts = new Set(config.importAllowedHosts);
  const service = createRecipeImportService({
    logger,
    fetchPage: (url) =>
      safeFetch(url, {
        resolve: options.resolve ?? systemResolver,
        allowedHosts,
        timeoutMs: IMPORT_TIMEOUT_MS,
        maxBytes: IMPORT_MAX_BYTES,
        maxRedirects: IMPORT_MAX_REDIRECTS,
      }),
  });
  return { routes: recipeImportRoutes(service, sessions.optionalUser), service };
}
