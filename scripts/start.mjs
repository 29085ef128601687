// `npm start`: build the web app and the server when their builds are missing or older than their
// sources, then run the server, which serves the API and the web app on one port.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);
const core = at('packages/core/src');

const builds = [
  {
    name: 'web app',
    output: at('apps/web/dist/index.html'),
    inputs: [
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/public'),
      at('apps/web/vite.config.ts'),
      at('apps/web/package.json'),
      core,
    ],
    command: ['run', 'build', '-w', '@mise/web'],
  },
  {
    name: 'server',
    // Written last by the build, so its presence means the whole build finished.
    output: at('apps/server/dist/pglite-template.tar.gz'),
    inputs: [
      at('apps/server/src'),
      at('apps/server/build.mjs'),
      at('apps/server/package.json'),
      at('package-lock.json'), // a new PGlite needs a new template
      core,
    ],
    command: ['run', 'build', '-w', '@mise/server'],
  },
];

for (const build of builds) {
  if (!isStale(build.output, build.inputs)) continue;
  process.stdout.write(`Building the ${build.name}…\n`);
  // Always a production build, whatever NODE_ENV the caller runs with (a test runner sets 'test').
  const result = spawnSync('npm', build.command, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write(`Building the ${build.name} failed.\n`);
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(at('apps/server/dist/main.js')).href);
