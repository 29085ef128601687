// Decides whether a build output is older than any of its inputs (files under the given paths).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', 'e2e', 'test-results']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (skipped.has(entry) || /\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}
