// Lint rules for the whole workspace: type-aware TypeScript rules, plus the import directions of
// docs/architecture.md ("Rules of the house"), so a wrong-way import fails `npm run check`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = (() => {
  try {
    return readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const drizzle = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Only repositories and db/ talk to Drizzle.',
};
const dbFolder = {
  group: ['**/db/*', '**/db/**', '!**/db/schema/*'],
  message: 'Routes and services reach the database through a repository.',
};
const hono = {
  group: ['hono', 'hono/*', '@hono/*'],
  message: 'Services know nothing of HTTP: keep Hono in routes and http/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/*.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Without a resolver that knows .ts/.tsx, import-x cannot resolve relative imports and its
    // no-restricted-paths zones (the layering rules below) silently check nothing.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'import-x/no-cycle': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  // core: pure domain, imports nothing but zod.
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'core imports nothing but zod.' }] },
      ],
    },
  },
  // server: routes → service → repository → db.
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [drizzle, dbFolder] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [drizzle, dbFolder, hono] }] },
  },
  // db/ is the floor beneath the modules: it imports none of them (each module seeds its own catalogue).
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(modules|catalogues)(/|\\.js$)', message: 'db/ imports no module.' },
          ],
        },
      ],
    },
  },
  // web: app → features → components/lib; features don't import each other.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'components/ sit below features and app.',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/components'],
              message: 'lib/ sits at the bottom.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features never import app/.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: move shared things to components/ or core.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**', 'apps/web/e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
