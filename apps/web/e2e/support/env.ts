import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Everything the journey server (serve.ts), the Playwright config and the journeys must agree on.
 * Derived from the port alone, so no file has to be passed between processes.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3310);
export const baseURL = `http://127.0.0.1:${e2ePort}`;
/** Cleared by serve.ts at start; the admin CLI must run with the same DATA_DIR as the server. */
export const e2eDataDir = join(tmpdir(), `mise-e2e-${e2ePort}`);
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

/** The fake recipe website recipe import reads from (serve.ts starts it; the server allows it). */
export const recipeSitePort = e2ePort + 1000;
export const recipeSiteOrigin = `http://127.0.0.1:${recipeSitePort}`;

export const oidc = {
  clientId: 'mise-e2e',
  clientSecret: 'mise-e2e-client-secret',
  displayName: 'Test ID',
  redirectUri: `${baseURL}/api/auth/callback/oidc`,
};
