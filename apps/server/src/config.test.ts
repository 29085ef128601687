import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'mise-config-'));

describe('loadConfig', () => {
  it('defaults to the embedded setup on port 3000', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      oidc: undefined,
    });
  });

  it('keeps twice the cores plus one PostgreSQL connections unless told otherwise', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).databasePoolSize).toBe(2 * availableParallelism() + 1);
    expect(defaultPoolSize()).toBe(2 * availableParallelism() + 1);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
  });

  it('generates AUTH_SECRET once, keeps it private in DATA_DIR, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('shows costs in USD unless CURRENCY names another ISO 4217 currency', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).currency).toBe('USD');
    expect(loadConfig({ DATA_DIR: tempDir(), CURRENCY: 'EUR' }).currency).toBe('EUR');
    expect(loadConfig({ DATA_DIR: tempDir(), CURRENCY: ' GBP ' }).currency).toBe('GBP');
  });

  it('allows no private host to recipe import unless IMPORT_ALLOWED_HOSTS names host:port entries', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).importAllowedHosts).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        IMPORT_ALLOWED_HOSTS: ' Recipes.Intranet:8080, 127.0.0.1:4000,[::1]:81 ',
      }).importAllowedHosts,
    ).toEqual(['recipes.intranet:8080', '127.0.0.1:4000', '::1:81']);
    for (const bad of ['recipes.intranet', 'http://x:80', '10.0.0.1:port'])
      expect(() => loadConfig({ DATA_DIR: dataDir, IMPORT_ALLOWED_HOSTS: bad }), bad).toThrow(
        ConfigError,
      );
  });

  it('asks TheMealDB for inspirations only with MEALDB_API_KEY, at MEALDB_BASE_URL', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).mealDb).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, MEALDB_API_KEY: '1' }).mealDb).toEqual({
      apiKey: '1',
      baseUrl: 'https://www.themealdb.com',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        MEALDB_API_KEY: 'k',
        MEALDB_BASE_URL: 'http://meals.internal:8080/',
      }).mealDb,
    ).toEqual({ apiKey: 'k', baseUrl: 'http://meals.internal:8080' });
    expect(() => loadConfig({ DATA_DIR: dataDir, MEALDB_BASE_URL: 'meals' })).toThrow(
      'MEALDB_BASE_URL',
    );
  });

  it('uses AUTH_SECRET from the environment when set', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), AUTH_SECRET: secret }).authSecret).toBe(secret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'must be set together'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ CURRENCY: 'usd' }, 'CURRENCY must be an ISO 4217 code'],
    [{ CURRENCY: 'EURO' }, 'CURRENCY must be an ISO 4217 code'],
    [{ CURRENCY: 'ZZZ' }, 'CURRENCY must be an ISO 4217 code'],
  ])('refuses %o with a clear message', (env, text) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(text);
  });

  it('reads the OpenID Connect provider as a whole', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      OIDC_ISSUER: 'https://id.example.com/',
      OIDC_CLIENT_ID: 'mise',
      OIDC_CLIENT_SECRET: 'shh',
      OIDC_DISPLAY_NAME: 'Example ID',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'mise',
      clientSecret: 'shh',
      displayName: 'Example ID',
    });
  });
});
