import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/lib/pwa/pwa-options.js';
import { preloadedRoutes, routeModules } from './route-modules.mjs';

const apiTarget = process.env.MISE_API_URL ?? 'http://127.0.0.1:3000';
const earlyDataEntry = path.join(import.meta.dirname, 'src/boot/early-data.ts');
/** The members' pages' early reads: an entry of its own, which early-data.ts loads on those pages. */
const memberRequestsEntry = path.join(import.meta.dirname, 'src/boot/member-requests.ts');
const appStartModule = path.join(import.meta.dirname, 'src/app/start.tsx');
/**
 * Parts a route's page shows at once that the app (not the page) imports lazily, through a slot:
 * preloaded with the route's own chunks.
 */
const slotModules: Record<string, string[]> = {
  '/': ['src/features/inspiration/components/inspiration-section.tsx'],
};

/**
 * The first page's code and data start downloading before the app's entry has run (a build-only
 * optimisation; `npm run dev` goes without it):
 * - the app's chunk (which main.tsx imports) is preloaded by index.html;
 * - `src/boot/early-data.ts` is built as its own small entry and loaded first by index.html;
 * - index.html carries, per preloaded route (route-modules.mjs), the chunks its page needs beyond the entry's, which
 *   early-data.ts preloads for the route being opened;
 * - on a member's page, early-data.ts also loads `src/boot/member-requests.ts` (its own entry, named
 *   in the same tag), which starts the page's reads once the session has answered.
 */
function firstLoadPlugin(): Plugin {
  return {
    name: 'mise-first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
          return into;
        };
        const early = chunks.find((chunk) => chunk.facadeModuleId === earlyDataEntry);
        const member = chunks.find((chunk) => chunk.facadeModuleId === memberRequestsEntry);
        const main = chunks.find((chunk) => chunk.isEntry && chunk !== early && chunk !== member);
        const app = chunks.find((chunk) => chunk.facadeModuleId === appStartModule);
        if (!early || !member || !main || !app) {
          throw new Error('mise-first-load: entry chunks not found');
        }
        const loadedFirst = withImports(main.fileName);
        // main.tsx imports the app at once; index.html preloads it so that it downloads in parallel.
        const appFiles = [...withImports(app.fileName)].filter((file) => !loadedFirst.has(file));
        for (const file of appFiles) loadedFirst.add(file);
        const routeChunks: Record<string, string[] | string> = {
          members: `/${member.fileName}`,
        };
        for (const [route, module] of Object.entries(routeModules(preloadedRoutes))) {
          const files = new Set<string>();
          for (const part of [module, ...(slotModules[route] ?? [])]) {
            const id = path.join(import.meta.dirname, part);
            const chunk = chunks.find((c) => c.facadeModuleId === id);
            if (!chunk) throw new Error(`mise-first-load: no chunk for ${part} (route ${route})`);
            withImports(chunk.fileName, files);
          }
          routeChunks[route] = [...files]
            .filter((file) => !loadedFirst.has(file))
            .map((file) => `/${file}`);
        }
        // At the end of <head>: the meta tag before the script that reads it (an async script runs
        // as soon as it has loaded, and the parser has passed its tag by then), then the app.
        const preload = (file: string, attrs: Record<string, string> = {}) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, ...attrs },
          injectTo: 'head' as const,
        });
        return [
          {
            tag: 'meta',
            attrs: { name: 'mise-route-chunks', content: JSON.stringify(routeChunks) },
            injectTo: 'head',
          },
          ...[...withImports(early.fileName)]
            .filter((file) => file !== early.fileName)
            .map((file) => preload(file)),
          {
            tag: 'script',
            // async: it runs as soon as it has loaded, without waiting for the stylesheet as
            // deferred scripts do.
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head',
          },
          // The app's chunk (~130 KB gzip) yields the bandwidth to the stylesheet: index.html's
          // shell paints with the stylesheet alone, and on a slow link the two would share it.
          // A guest's public page sent with its first screen drops these (core's
          // web-first-screen.ts): there the app loads once the first screen's picture is shown.
          ...appFiles.map((file) =>
            preload(file, {
              ...(byFile.get(file)?.name === 'app' ? { fetchpriority: 'low' } : {}),
              'data-after-first-screen': '',
            }),
          ),
        ];
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), firstLoadPlugin(), VitePWA(pwaOptions)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json: scripts/check-bundle.mjs reads each route's chunks from it.
    manifest: true,
    rolldownOptions: {
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        'early-data': earlyDataEntry,
        'member-requests': memberRequestsEntry,
      },
      output: {
        // The app (src/app/start.tsx and everything it imports) in one chunk: one request, not a
        // dozen small ones shared with the pages.
        codeSplitting: {
          groups: [
            // Vite's import() helper is the entry's too: inside the app's chunk, the entry would
            // have to load (and run) the whole app before its first line.
            { name: 'preload-helper', test: /preload-helper/, priority: 3 },
            { name: 'app', test: (id) => id === appStartModule, priority: 2 },
            // Below: small modules a first load would otherwise fetch one file each (Lighthouse's
            // throttled phone pays a round trip per request). Each group holds modules that load
            // together anyway; a module the app chunk already has stays there (lower priority).
            // The recipe card and the states every list shows: all three measured routes load them.
            {
              name: 'recipe-card',
              test: /\/src\/(components\/(recipe-card|ui\/(badge|skeleton|states))\.tsx|lib\/recipe-answers\.ts)$/,
              priority: 1,
            },
            // The icons of the home page (with its inspirations) and of the recipe pages, one file
            // each (~2 KB gzip) rather than one request per icon; a page with one of them loads
            // the rest too (book-open and bookmark-plus stay apart: the cooking and recipe pages have them).
            {
              name: 'home-icons',
              test: /\/lucide-react\/dist\/esm\/icons\/(sparkles|calendar-days|trophy|utensils-crossed|refresh-cw|eye)\.mjs$/,
              priority: 1,
            },
            {
              name: 'recipe-icons',
              test: /\/lucide-react\/dist\/esm\/icons\/(search|sliders-horizontal|flame|pencil|timer|trash|arrow-left|search-x|minus|rotate-ccw)\.mjs$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // `npm run dev`: the Vite dev server proxies the API to the server started beside it.
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
});
