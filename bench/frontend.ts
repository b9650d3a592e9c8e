// Front-end quality (DESIGN.md section 9): the JavaScript the landing page loads (gzipped), and Lighthouse scores
// (performance, accessibility, best practices, SEO) on the home page and on the builder signed in.
// Runs against the real server with embedded defaults. Run directly: npx tsx bench/frontend.ts
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BROWSER_FLAGS, CHROME, signUpWithTrip, startServer } from './builder-trip.ts';

const root = join(import.meta.dirname, '..');
const CHROME_FLAGS = ['--headless=new', ...BROWSER_FLAGS];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS): one run swings by several points on a shared machine. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

export interface FrontendBenchResult {
  name: string;
  landingJsGzipKb: number;
  /** Each category's median over the runs, per page. */
  lighthouse: Record<string, Record<string, number>>;
  /** Every run's scores, per page. */
  lighthouseRuns: Record<string, Record<string, number>[]>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Each category's median over the runs. */
function medianScores(runs: Record<string, number>[]): Record<string, number> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c] ?? 0))]));
}

/** Scripts and module preloads the landing page's HTML pulls in, gzipped. */
export function landingJsGzipKb(distDir = join(root, 'dist', 'client')): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const bytes = [...new Set(srcs)].reduce(
    (sum, src) => sum + gzipSync(readFileSync(join(distDir, src))).length,
    0,
  );
  return Math.round((bytes / 1024) * 10) / 10;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function audit(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: true,
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    throttlingMethod: 'provided',
  });
  const cats = result?.lhr.categories ?? {};
  const audits = result?.lhr.audits ?? {};
  // The metrics behind the performance score, so a low score says what to fix.
  const metrics = Object.fromEntries(
    METRICS.map((m) => [m, Math.round((audits[m]?.numericValue ?? Number.NaN) * 1000) / 1000]),
  );
  const trace = (
    result?.artifacts as { Trace?: { traceEvents: { name: string; ts: number; args: unknown }[] } }
  )?.Trace;
  // BENCH_TRACE=prefix keeps each page's trace (prefix-home.json, prefix-builder.json) for a closer look.
  if (process.env.BENCH_TRACE && trace)
    writeFileSync(
      `${process.env.BENCH_TRACE}-${new URL(url).pathname.length > 1 ? 'builder' : 'home'}.json`,
      JSON.stringify(trace),
    );
  if (process.env.BENCH_VERBOSE) {
    process.stderr.write(`${url}: ${JSON.stringify(metrics)}\n`);
    for (const ev of trace?.traceEvents ?? []) {
      if (ev.name === 'LayoutShift')
        process.stderr.write(`shift ${ev.ts} ${JSON.stringify(ev.args).slice(0, 1500)}\n`);
    }
    for (const c of CATEGORIES) {
      const failing = (result?.lhr.categories[c]?.auditRefs ?? [])
        .filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1)
        .map((r) => `${r.id} (${audits[r.id]?.score})`);
      process.stderr.write(`${c} below 1: ${failing.join(', ') || 'none'}\n`);
    }
    for (const id of [
      'largest-contentful-paint-element',
      'errors-in-console',
      'inspector-issues',
      'layout-shifts',
      'long-tasks',
      'mainthread-work-breakdown',
      'bootup-time',
    ]) {
      const items = (audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
      process.stderr.write(`${id}: ${JSON.stringify(items).slice(0, 6000)}\n`);
    }
  }
  return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((cats[c]?.score ?? 0) * 100)]));
}

export async function benchFrontend(): Promise<FrontendBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wf-frontend-'));
  // BENCH_PORT: another port when several checkouts bench on one machine.
  const server = await startServer(Number(process.env.BENCH_PORT ?? 4391), dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const runs: Record<string, Record<string, number>[]> = { home: [], builder: [] };
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    // Each run is a first visit: signed out with the HTTP cache emptied, the home page, then a new traveller who
    // signs in and describes a trip in the same browser profile, so the builder generates a plan on entry.
    for (let i = 0; i < RUNS; i++) {
      await context.clearCookies();
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
      runs.home!.push(await audit(chrome.port, `${server.url}/`));
      await signUpWithTrip(page, server.url);
      await page.close();
      runs.builder!.push(await audit(chrome.port, `${server.url}/itinerary-builder`));
    }
    await browser.close().catch(() => {});
    const medians = Object.fromEntries(Object.entries(runs).map(([page, r]) => [page, medianScores(r)]));
    return {
      name: 'front end',
      landingJsGzipKb: landingJsGzipKb(),
      lighthouse: medians,
      lighthouseRuns: runs,
    };
  } finally {
    chrome.kill();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchFrontend(), null, 2));
  process.exit(0);
}
