#!/usr/bin/env node
// Guards the web build: the JavaScript a first visit loads stays under a gzip budget — for `/` as
// index.html loads it, and for every route of the table (`/`, `/recipes`, `/food-diary`, …) counting
// its lazily loaded page and everything that page imports, from Vite's build manifest — and nothing
// that looks like a provider key or bearer token ever ships to the browser.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { everyRoute, memberRoutes, routeModules } from '../apps/web/route-modules.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const indexPath = join(dist, 'index.html');
const manifestPath = join(dist, '.vite/manifest.json');
const budgetKb = 170;
/** Issue 11: what cooking may add to what a recipe page loads (its buttons, the page, the panel). */
const cookingBudgetKb = 25;
const cookingModules = [
  'src/features/cooking/recipe/cook-this-recipe.tsx',
  'src/features/cooking/pages/cooking-mode-page.tsx',
  'src/features/cooking/dock/cooking-dock.tsx',
];
const cookingPageModule = 'src/features/cooking/pages/cooking-mode-page.tsx';
const keyPattern = /sk-[A-Za-z0-9]{20,}|Bearer [A-Za-z0-9._~+/-]{20,}|AKIA[0-9A-Z]{16}/;
// Keys without a recognisable shape (a Pexels key is 56 plain letters and digits): whatever this
// environment sets for them must not be in the build either.
const secretEnvNames = [
  'PEXELS_API_KEY',
  'STABILITY_API_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'AUTH_SECRET',
  'OIDC_CLIENT_SECRET',
];
const secretValues = secretEnvNames
  .map((name) => [name, process.env[name]])
  .filter(([, value]) => typeof value === 'string' && value.length >= 8);

if (!existsSync(indexPath)) {
  console.error(
    `check-bundle: ${relative(root, indexPath)} not found — run "npm run build" first.`,
  );
  process.exit(1);
}

const html = readFileSync(indexPath, 'utf8');

/** Attribute value of `name` inside one tag's source, or undefined. */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const entries = new Set();
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attribute(tag, 'src');
  if (src && attribute(tag, 'type')?.toLowerCase() === 'module') entries.add(src);
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  const href = attribute(tag, 'href');
  if (href && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') entries.add(href);
}

let failed = false;
if (entries.size === 0) {
  console.error('check-bundle: index.html loads no module script — is this a Vite build?');
  failed = true;
}

/** Gzipped size (level 9) of a file under dist, computed once per file. */
const gzipCache = new Map();
function gzippedSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

let totalBytes = 0;
for (const url of entries) {
  if (/^(https?:)?\/\//i.test(url)) {
    console.error(
      `check-bundle: ${url} is loaded from another origin; the app must serve its own code.`,
    );
    failed = true;
    continue;
  }
  const file = join(dist, decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\//, ''));
  if (!existsSync(file)) {
    console.error(`check-bundle: ${url} is referenced by index.html but missing from dist.`);
    failed = true;
    continue;
  }
  const gzipped = gzippedSize(relative(dist, file));
  totalBytes += gzipped;
  console.log(`${(gzipped / 1024).toFixed(1).padStart(8)} KB  ${relative(dist, file)}`);
}

const totalKb = totalBytes / 1024;
console.log(
  `${totalKb.toFixed(1).padStart(8)} KB  total gzip of initial JavaScript (budget ${budgetKb} KB)`,
);
if (totalKb > budgetKb) {
  console.error(
    `check-bundle: initial JavaScript is ${totalKb.toFixed(1)} KB gzip, over the ${budgetKb} KB budget.`,
  );
  failed = true;
}

// Per route: the entries' chunks, what they import (statically, and main.tsx's import() of the app),
// plus the route's page chunk and its static imports (what the browser has loaded once the page can
// render). A route whose page module is not in
// the manifest fails: a moved or renamed page must not count as 0 KB.

if (!existsSync(manifestPath)) {
  console.error(
    `check-bundle: ${relative(root, manifestPath)} not found — is build.manifest on in vite.config.ts?`,
  );
  failed = true;
} else {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  /** Output files of `key` and of everything it imports statically. */
  const filesOf = (key, into = new Set(), seen = new Set()) => {
    if (seen.has(key)) return into;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`check-bundle: ${key} is imported but missing from the manifest`);
    if (chunk.file.endsWith('.js')) into.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, into, seen);
    return into;
  };
  // The members' pages' early reads are an entry of their own that index.html's early script loads
  // on those pages only (vite.config.ts): counted for them, not for every route.
  const memberEntry = 'src/boot/member-requests.ts';
  if (!manifest[memberEntry]?.isEntry) {
    console.error(`check-bundle: ${memberEntry} is not an entry of the manifest.`);
    failed = true;
  }
  const entryKeys = Object.keys(manifest).filter(
    (key) => manifest[key].isEntry && key !== memberEntry,
  );
  if (!entryKeys.includes('index.html')) {
    console.error('check-bundle: the manifest has no index.html entry.');
    failed = true;
  }
  let modules = {};
  try {
    modules = routeModules(everyRoute());
  } catch (error) {
    console.error(`check-bundle: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
  }
  // The entries' own import()s are counted too: main.tsx imports the app as soon as the shell is
  // painted, on every page.
  const entryImports = entryKeys.flatMap((key) => manifest[key].dynamicImports ?? []);
  const routeFiles = {};
  /** Every route of the table is measured and held to the budget (issue 17). */
  for (const [route, module] of Object.entries(modules)) {
    const page = manifest[module];
    if (!page?.isDynamicEntry) {
      console.error(
        `check-bundle: ${route} lazily loads ${module}, which the manifest has no lazy chunk for.`,
      );
      failed = true;
      continue;
    }
    const files = new Set();
    const memberOnly = memberRoutes.includes(route) && manifest[memberEntry] ? [memberEntry] : [];
    for (const key of [...entryKeys, ...entryImports, ...memberOnly, module]) filesOf(key, files);
    routeFiles[route] = files;
    const routeKb = [...files].reduce((sum, file) => sum + gzippedSize(file), 0) / 1024;
    console.log(
      `${routeKb.toFixed(1).padStart(8)} KB  ${route} (${files.size} files: entries, ${module.replace(/^.*\//, '')} and their imports; budget ${budgetKb} KB)`,
    );
    if (routeKb > budgetKb) {
      console.error(
        `check-bundle: ${route} loads ${routeKb.toFixed(1)} KB of JavaScript gzip, over the ${budgetKb} KB budget.`,
      );
      failed = true;
    }
  }

  // Cooking (issue 11): the recipe page's cooking buttons (a chunk loaded with the page), then the
  // cooking page and the mini panel with everything they import, beyond what /recipes/:id already
  // loads, stay within cookingBudgetKb; and the cooking page is a chunk of its own, never part of
  // what a recipe page loads.
  const recipeFiles = routeFiles['/recipes/:id'];
  if (recipeFiles) {
    const added = new Set();
    try {
      for (const module of cookingModules) {
        if (!manifest[module]?.isDynamicEntry) {
          throw new Error(`${module} is not a lazily loaded chunk of its own`);
        }
        for (const file of filesOf(module)) if (!recipeFiles.has(file)) added.add(file);
      }
      if (recipeFiles.has(manifest[cookingPageModule].file)) {
        throw new Error('the cooking page is part of what a recipe page loads');
      }
      const addedKb = [...added].reduce((sum, file) => sum + gzippedSize(file), 0) / 1024;
      console.log(
        `${addedKb.toFixed(1).padStart(8)} KB  cooking on top of /recipes/:id (${added.size} files: buttons, page, panel; budget ${cookingBudgetKb} KB)`,
      );
      if (addedKb > cookingBudgetKb) {
        console.error(
          `check-bundle: cooking adds ${addedKb.toFixed(1)} KB gzip to a recipe page, over the ${cookingBudgetKb} KB budget.`,
        );
        failed = true;
      }
    } catch (error) {
      console.error(`check-bundle: ${error instanceof Error ? error.message : String(error)}`);
      failed = true;
    }
  }
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

for (const file of walk(dist)) {
  const text = readFileSync(file, 'latin1');
  for (const [name, value] of secretValues) {
    if (text.includes(value)) {
      console.error(
        `check-bundle: ${relative(root, file)} contains the value of ${name}; keys stay on the server.`,
      );
      failed = true;
    }
  }
  const match = keyPattern.exec(text);
  if (match) {
    // Show only the start of the match: the point is to find it, not to print it again.
    console.error(
      `check-bundle: ${relative(root, file)} contains something that looks like a key (${match[0].slice(0, 10)}…); keys stay on the server.`,
    );
    failed = true;
  }
}

process.exit(failed ? 1 : 0);
