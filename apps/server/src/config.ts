import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CURRENCY, isCurrencyCode } from '@mise/core';

/**
 * The only reader of process.env. Everything has a default that gives the embedded, single-machine
 * setup, so `npm start` needs no configuration at all.
 */
/**
 * PostgreSQL's rule of thumb: twice the cores, plus one. More connections than that on one machine
 * only take turns on the same cores (on 2 cores, 5 served 25% more than 10 under the load bench's
 * recipe mix, and as much as 10 under its member-day mix once its transactions were short: decision
 * 0029).
 */
export function defaultPoolSize(): number {
  return 2 * availableParallelism() + 1;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(defaultPoolSize()),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_DISPLAY_NAME: z.string().min(1).default('OpenID'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info']).default('info'),
  FIRST_SCREEN_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET is not a valid bucket name')
    .default('recipes'),
  S3_PUBLIC_URL: z.url().optional(),
  PEXELS_API_KEY: z.string().min(1).optional(),
  PEXELS_BASE_URL: z.url().default('https://api.pexels.com/v1'),
  STABILITY_API_KEY: z.string().min(1).optional(),
  STABILITY_BASE_URL: z.url().default('https://api.stability.ai'),
  STABILITY_ENGINE: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'STABILITY_ENGINE must be an engine id')
    .default('stable-diffusion-xl-1024-v1-0'),
  MEALDB_API_KEY: z.string().trim().min(1).optional(),
  MEALDB_BASE_URL: z.url().default('https://www.themealdb.com'),
  AI_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  AI_MODEL: z.string().trim().min(1).max(200).default('gpt-4o-mini'),
  AI_CREDITS_PER_MONTH: z.coerce.number().int().min(0).max(1_000_000).default(50),
  AI_CREDIT_COST_CHAT: z.coerce.number().int().min(0).max(10_000).default(1),
  AI_CREDIT_COST_NUTRITION: z.coerce.number().int().min(0).max(10_000).default(2),
  AI_CREDIT_COST_IMAGE: z.coerce.number().int().min(0).max(10_000).default(5),
  AI_CREDITS_PER_LEVEL: z.coerce.number().int().min(0).max(10_000).default(5),
  IMPORT_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((h) => /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(h)),
      'IMPORT_ALLOWED_HOSTS must be host:port entries separated by commas',
    ),
  CURRENCY: z
    .string()
    .trim()
    .default(DEFAULT_CURRENCY)
    .refine(isCurrencyCode, 'CURRENCY must be an ISO 4217 code in capitals, like USD, EUR or GBP'),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  displayName: string;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      bucket: string;
      /** Where browsers fetch the files; unset → the server serves them from the bucket itself. */
      publicUrl: string | undefined;
    };

export interface ProviderConfig {
  apiKey: string;
  baseUrl: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process keeps open at most (ignored on the embedded database). */
  databasePoolSize: number;
  publicUrl: string;
  authSecret: string;
  oidc: OidcConfig | undefined;
  trustProxy: boolean;
  logLevel: 'silent' | 'error' | 'warn' | 'info';
  /**
   * How long a guest's public page waits for the answers of its first screen (decision 0032) before
   * it goes with the plain shell; 0: never written.
   */
  firstScreenWaitMs: number;
  signInLimits: { perAccount: number; perIp: number; windowMinutes: number };
  storage: StorageConfig;
  /** Pexels-compatible stock-photo search; unset without PEXELS_API_KEY. */
  stockPhotos: ProviderConfig | undefined;
  /** Stability-compatible text-to-image; unset without STABILITY_API_KEY. */
  imageGeneration: (ProviderConfig & { engine: string }) | undefined;
  /** TheMealDB's API for recipe inspirations; unset without MEALDB_API_KEY (the bundled catalogue). */
  mealDb: ProviderConfig | undefined;
  /** OpenAI-compatible chat completions for AI nutrition estimates; unset without AI_API_KEY. */
  ai: (ProviderConfig & { model: string; timeoutMs: number }) | undefined;
  /** The ISO 4217 currency recipe costs are shown in (they are stored as plain numbers). */
  currency: string;
  /**
   * `host:port` entries (lower case; IPv6 without brackets) recipe import may fetch although they
   * are private (IMPORT_ALLOWED_HOSTS): an intranet recipe site, the tests' fake site.
   */
  importAllowedHosts: string[];
  /** Credits for paid AI calls (issue 15 §3): the monthly allowance, each action's cost, a level's gift. */
  credits: CreditsConfig;
}

export interface CreditsConfig {
  perMonth: number;
  costs: { ai_chat: number; ai_nutrition: number; image_generation: number };
  perLevel: number;
}

/** spec-1 §9: outside calls give up after 10 s. */
export const AI_TIMEOUT_MS = 10_000;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (e.STORAGE === 's3' && !(e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  const trimSlash = (url: string) => url.replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            displayName: e.OIDC_DISPLAY_NAME,
          }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    firstScreenWaitMs: e.FIRST_SCREEN_WAIT_MS,
    signInLimits: {
      perAccount: e.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.SIGN_IN_MAX_FAILURES_PER_IP,
      windowMinutes: e.SIGN_IN_WINDOW_MINUTES,
    },
    storage:
      e.STORAGE === 's3' && e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: trimSlash(e.S3_ENDPOINT),
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            bucket: e.S3_BUCKET,
            publicUrl: e.S3_PUBLIC_URL ? trimSlash(e.S3_PUBLIC_URL) : undefined,
          }
        : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    stockPhotos: e.PEXELS_API_KEY
      ? { apiKey: e.PEXELS_API_KEY, baseUrl: trimSlash(e.PEXELS_BASE_URL) }
      : undefined,
    imageGeneration: e.STABILITY_API_KEY
      ? {
          apiKey: e.STABILITY_API_KEY,
          baseUrl: trimSlash(e.STABILITY_BASE_URL),
          engine: e.STABILITY_ENGINE,
        }
      : undefined,
    mealDb: e.MEALDB_API_KEY
      ? { apiKey: e.MEALDB_API_KEY, baseUrl: trimSlash(e.MEALDB_BASE_URL) }
      : undefined,
    ai: e.AI_API_KEY
      ? {
          apiKey: e.AI_API_KEY,
          baseUrl: trimSlash(e.AI_BASE_URL),
          model: e.AI_MODEL,
          timeoutMs: AI_TIMEOUT_MS,
        }
      : undefined,
    currency: e.CURRENCY,
    importAllowedHosts: e.IMPORT_ALLOWED_HOSTS.map((h) => h.replace(/^\[(.*)\](:\d+)$/, '$1$2')),
    credits: {
      perMonth: e.AI_CREDITS_PER_MONTH,
      costs: {
        ai_chat: e.AI_CREDIT_COST_CHAT,
        ai_nutrition: e.AI_CREDIT_COST_NUTRITION,
        image_generation: e.AI_CREDIT_COST_IMAGE,
      },
      perLevel: e.AI_CREDITS_PER_LEVEL,
    },
  };
}

/** AUTH_SECRET unset: generate it once and keep it in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
