// `npm run dev`: the server with reload on change (tsx watch) and the Vite dev server with hot module
// replacement, which proxies /api to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: process.env.PORT ?? '3000',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], {
    cwd: root,
    env: { ...env, MISE_API_URL: `http://127.0.0.1:${env.PORT}` },
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
