// `npm run bench -- web`: Lighthouse 12 with its default mobile settings on `/`, `/recipes` and a
// recipe page, served by the built app on a fresh embedded database with the starter content; prints
// the four category scores and the gzipped JavaScript each page loaded.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../scripts/free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 0 } as const;
const JS_BUDGET_KB = 170;

async function waitHealthy(origin: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
}

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mise-web-')),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let ok = true;
  try {
    await waitHealthy(origin);
    const recipes = (await (await fetch(`${origin}/api/recipes?limit=1`)).json()) as {
      items: Array<{ id: string }>;
    };
    const pages = ['/', '/recipes', `/recipes/${recipes.items[0]!.id}`];
    console.log(`  page${' '.repeat(44)}perf  a11y  best  seo   JS (gzip)`);
    for (const [index, page] of pages.entries()) {
      const audit = () =>
        lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
      let result = await audit();
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART: "Please run Lighthouse again").
      // That is its failure, not the page's: ask again, twice at most, and say so.
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
        console.log(`    (Lighthouse: ${result.lhr.runtimeError.code}; measuring again)`);
        result = await audit();
      }
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { categories, audits } = result.lhr;
      // MISE_LIGHTHOUSE_DIR=<dir> keeps each page's full report, to see what a score is made of.
      const reportDir = process.env.MISE_LIGHTHOUSE_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(path.join(reportDir, `page-${index}.json`), JSON.stringify(result.lhr));
      }
      const score = (id: keyof typeof targets) => Math.round((categories[id]?.score ?? 0) * 100);
      const items =
        (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const jsKb =
        items
          .filter((i) => i.resourceType === 'Script')
          .reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024;
      console.log(
        `  ${page.padEnd(48)}${String(score('performance')).padStart(4)}  ${String(score('accessibility')).padStart(4)}  ${String(score('best-practices')).padStart(4)}  ${String(score('seo')).padStart(4)}   ${jsKb.toFixed(1)} KB`,
      );
      const metric = (id: string) => audits[id]?.displayValue ?? '?';
      console.log(
        `    FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
      );
      for (const [id, target] of Object.entries(targets) as Array<[keyof typeof targets, number]>) {
        if (score(id) < target) {
          ok = false;
          const failing = Object.values(audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 0.9 &&
                categories[id]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
            )
            .map((a) => a.id);
          console.log(`    ${id} ${score(id)} < ${target}: ${failing.join(', ')}`);
        }
      }
      if (index === 0 && jsKb > JS_BUDGET_KB) {
        ok = false;
        console.log(`    first route JS ${jsKb.toFixed(1)} KB > ${JS_BUDGET_KB} KB`);
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
  console.log(
    `  targets: performance ≥ 95, accessibility 100, best practices ≥ 95, first route JS ≤ ${JS_BUDGET_KB} KB — ${ok ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = ok ? 0 : 1;
}

await main();
