/**
 * The server the journeys run against: a real OpenID Provider on a free loopback port, then the
 * Mise server (`node scripts/start.mjs`, API + built web app on one port) wired to it, on a fresh
 * embedded database. Playwright's webServer runs this file; signals go through to the server.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { baseURL, e2eDataDir, e2ePort, oidc, recipeSitePort, repoRoot } from './support/env';
import { startOidcProvider } from './support/oidc-provider';
import { FAKE_AI_KEY, startFakeChat } from '../../server/test/fakes/chat-completions';
import { startFakeRecipeSite } from '../../server/test/fakes/recipe-site';

rmSync(e2eDataDir, { recursive: true, force: true });
mkdirSync(e2eDataDir, { recursive: true });

const provider = await startOidcProvider({
  port: 0,
  clientId: oidc.clientId,
  clientSecret: oidc.clientSecret,
  redirectUri: oidc.redirectUri,
});

// An OpenAI-compatible provider that answers a valid nutrition estimate, so an AI estimate (and
// the credits it spends) works in the journeys without the internet.
const chat = await startFakeChat({ apiKey: FAKE_AI_KEY });
chat.mode = 'valid';
// Asked for new recipe ideas (/recipes/ideas), it writes two schema.org recipes.
chat.answers.push({
  when: /schema\.org Recipe objects/,
  content: JSON.stringify({
    recipes: [
      {
        '@type': 'Recipe',
        name: 'Journey Egg Fried Rice',
        description: 'Yesterday’s rice, eggs and spring onions in one pan.',
        recipeYield: 2,
        prepTime: 'PT10M',
        cookTime: 'PT10M',
        recipeIngredient: ['2 cups cooked rice', '3 eggs', '2 spring onions, sliced'],
        recipeInstructions: [
          'Scramble the eggs and set aside.',
          'Fry the rice, then fold in the eggs.',
        ],
      },
      {
        '@type': 'Recipe',
        name: 'Journey Rice Omelette',
        description: 'A soft omelette folded over seasoned rice.',
        recipeYield: 1,
        prepTime: 'PT5M',
        cookTime: 'PT10M',
        recipeIngredient: ['1 cup cooked rice', '2 eggs'],
        recipeInstructions: ['Warm the rice.', 'Cook the eggs, fold them over the rice.'],
      },
    ],
  }),
});

// A recipe website on loopback for recipe import; the server is told it may fetch it (a private
// address it would otherwise refuse).
const recipeSite = await startFakeRecipeSite(recipeSitePort);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(e2ePort),
  PUBLIC_URL: baseURL,
  DATA_DIR: e2eDataDir,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: oidc.clientId,
  OIDC_CLIENT_SECRET: oidc.clientSecret,
  OIDC_DISPLAY_NAME: oidc.displayName,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  AI_API_KEY: FAKE_AI_KEY,
  AI_BASE_URL: chat.baseUrl,
  IMPORT_ALLOWED_HOSTS: recipeSite.host,
  // Journeys hold a guest's first screen to the app's (first-screen.spec.ts): on a busy machine
  // the page still waits for its answers rather than going without.
  FIRST_SCREEN_WAIT_MS: '5000',
};
// The journeys run on the embedded database, whatever the calling shell points at.
delete env.DATABASE_URL;

process.stdout.write(
  `[e2e] OIDC provider ${provider.issuer}; fake AI ${chat.baseUrl}; Mise on ${baseURL} with DATA_DIR=${e2eDataDir}\n`,
);

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

child.on('exit', (code, signal) => {
  if (!stopping) {
    process.stderr.write(
      `[e2e] Mise server exited unexpectedly (code ${code}, signal ${signal})\n`,
    );
  }
  void Promise.allSettled([provider.close(), chat.close(), recipeSite.close()]).finally(() =>
    process.exit(code ?? (stopping ? 0 : 1)),
  );
});
child.on('error', (error) => {
  process.stderr.write(`[e2e] could not start the Mise server: ${error.message}\n`);
  void Promise.allSettled([provider.close(), chat.close(), recipeSite.close()]).finally(() =>
    process.exit(1),
  );
});
