import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STABILITY_KEY } from '../../../test/fakes/image-generation.js';
import { FAKE_S3_CREDENTIALS } from '../../../test/fakes/s3.js';
import { FAKE_PEXELS_KEY } from '../../../test/fakes/stock-photos.js';

/**
 * Provider keys stay on the server (architecture.md): the web build must not carry any. This scans
 * `apps/web/dist` (`npm test` builds first; on its own this test builds the web app when there is no
 * build yet; scripts/check-bundle.mjs runs the same check on every build), for the keys the tests
 * use, for any secret set in this environment, and for anything shaped like a key or a bearer token.
 */
const dist = path.resolve(fileURLToPath(import.meta.url), '../../../../../web/dist');
const secretEnvNames = [
  'PEXELS_API_KEY',
  'STABILITY_API_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'AUTH_SECRET',
  'OIDC_CLIENT_SECRET',
];

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

describe('the built web app', () => {
  beforeAll(() => {
    if (existsSync(path.join(dist, 'index.html'))) return;
    // Vitest runs with NODE_ENV=test, which would make Vite build React's development bundle.
    execFileSync('npm', ['run', 'build', '-w', '@mise/web'], {
      cwd: path.resolve(dist, '../../..'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
  }, 180_000);

  it('carries no provider key, secret or bearer token', () => {
    const secrets = [
      FAKE_PEXELS_KEY,
      FAKE_STABILITY_KEY,
      FAKE_S3_CREDENTIALS.accessKeyId,
      FAKE_S3_CREDENTIALS.secretAccessKey,
      ...secretEnvNames
        .map((name) => process.env[name])
        .filter((v): v is string => !!v && v.length >= 8),
    ];
    const shaped = /sk-[A-Za-z0-9]{20,}|Bearer [A-Za-z0-9._~+/-]{20,}|AKIA[0-9A-Z]{16}/;
    const found: string[] = [];
    let scanned = 0;
    for (const file of filesUnder(dist)) {
      const text = readFileSync(file, 'latin1');
      scanned += 1;
      for (const secret of secrets)
        if (text.includes(secret)) found.push(`${path.basename(file)}: a configured secret`);
      const match = shaped.exec(text);
      if (match) found.push(`${path.basename(file)}: ${match[0].slice(0, 8)}…`);
    }
    expect(scanned).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});
