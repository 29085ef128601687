// Bundles the server into dist/main.js for `npm start`: our code (core included) and the npm packages
// it imports, in one file, so start-up neither compiles TypeScript nor opens and compiles the hundreds
// of module files of its dependencies (that alone took 0.7 s of a 2 s start). Left as imports: packages
// that read files next to their own code (PGlite's WebAssembly, Swagger UI's assets), sharp's native
// binding, and pg's optional native driver, which is not installed.
import { build } from 'esbuild';

const external = ['@electric-sql/pglite', 'sharp', 'swagger-ui-dist', 'pg-native'];

await build({
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    'pglite-template': 'src/pglite-template.ts',
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
