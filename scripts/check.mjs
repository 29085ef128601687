// `npm run check`: typecheck and lint side by side (each mostly waits on one core), then the quick
// tests. Budget 5 minutes on the 2-core machine (docs/development.md, "Test time").
import { spawn } from 'node:child_process';

/** Runs an npm script with its output held back, so two at once do not interleave. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
}

const started = performance.now();
const results = await Promise.all([run('typecheck'), run('lint')]);
for (const { script, code, output } of results) {
  console.log(`\n==> ${script}: ${code === 0 ? 'ok' : `failed (${code})`}`);
  if (output.trim()) console.log(output.trimEnd());
}
console.log(`\n(typecheck and lint: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
if (results.some((r) => r.code !== 0)) process.exit(1);

const tests = spawn('npm', ['run', '--silent', 'test:quick'], { stdio: 'inherit' });
tests.on('close', (code) => process.exit(code ?? 1));
