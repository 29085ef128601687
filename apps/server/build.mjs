// Bundles the server into dist/main.js for `npm start`: one file of our code (core included),
// with npm packages left as imports, so start-up skips TypeScript compilation entirely.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@mise/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    'pglite-template': 'src/db/pglite-template.ts',
  },
  absWorkingDir: import.meta.dirname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __mise_createRequire } from 'node:module'; const require = __mise_createRequire(import.meta.url);",
  },
});

// A brand-new embedded database starts from this initialised empty cluster instead of running
// PGlite's initdb (about 2 s) on first start. Made with the installed PGlite, so it always matches.
const { writeTemplate } = await import(new URL('./dist/pglite-template.js', import.meta.url).href);
await writeTemplate(new URL('./dist/pglite-template.tar.gz', import.meta.url));
