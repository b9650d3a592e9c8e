// Where the builder's main-thread script goes (docs/benchmarks.md, "Front end"): loads /itinerary-builder signed in
// (the plan is generated on entry) in Chromium with a CPU profile, and prints
// - the long tasks (PerformanceObserver) and the time beyond 50 ms in them, as total blocking time counts it;
// - React's commits and component renders, counted through the DevTools hook (a component rendered when its
//   props or its hooks' state are objects not seen before; a memo bail-out keeps both);
// - the profile's self time by chunk, by package or client folder, by function, and by the nearest of our own
//   frames, mapped to sources through the client's source maps; and the busiest stretches of the main thread.
// Playwright's own polling appears as native functions (previewNode, query, parseEvaluationResultValue).
// Build the client with source maps first; with --minify false the render counts show readable component names:
//   npx vite build --sourcemap [--minify false]
//   npx tsx bench/render-profile.ts [runs=1]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { BROWSER_FLAGS, CHROME, signUpWithTrip, startServer } from './builder-trip.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist', 'client');
const runs = Number(process.argv[2] ?? 1);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function consumer(url: string): SourceMapConsumer | null {
  const m = /\/assets\/[^/?#]+\.js/.exec(url);
  if (!m) return null;
  if (!maps.has(m[0])) {
    try {
      maps.set(m[0], new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${m[0]}.map`), 'utf8'))));
    } catch {
      maps.set(m[0], null);
    }
  }
  return maps.get(m[0]) ?? null;
}

/** Original source, line and function name of a profile node. */
function place(node: Node): { source: string; where: string } {
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  if (!url) return { source: `(${functionName || 'native'})`, where: functionName || '(native)' };
  const c = consumer(url);
  const chunk = url.replace(/.*\/assets\//, '');
  if (!c) return { source: chunk, where: `${chunk}:${lineNumber + 1} ${functionName}` };
  const pos = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  // Paths relative to wherever the build was written: keep what follows node_modules/ or the repository.
  const source = (pos.source ?? chunk)
    .replace(/^.*?node_modules\/(\.pnpm\/)?/, 'nm/')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^(?!nm\/).*?(?=src\/)/, '');
  return { source, where: `${source}:${pos.line} ${pos.name ?? functionName} [${chunk.split('-')[0]}]` };
}

/** The package (node_modules/x or @scope/x) or client folder a source belongs to. */
function bucket(source: string): string {
  const nm = /nm\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (nm) return nm[1]!;
  return source.replace(/\/[^/]+$/, '');
}

function top(map: Map<string, number>, n: number, total: number) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) =>
        `  ${(v / 1000).toFixed(1).padStart(7)} ms ${((100 * v) / total).toFixed(0).padStart(3)}%  ${k}`,
    )
    .join('\n');
}

const summary: string[] = [];

function analyse(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // The nearest of our own frames (src/) above a sample: which of the client's modules or components caused it.
  const ownCache = new Map<number, string>();
  const own = (id: number): string => {
    const hit = ownCache.get(id);
    if (hit !== undefined) return hit;
    const node = byId.get(id)!;
    const p = place(node);
    const up = parent.get(id);
    const r = p.source.startsWith('src/')
      ? p.where.replace(/ \[.*/, '')
      : up === undefined
        ? '(none of ours)'
        : own(up);
    ownCache.set(id, r);
    return r;
  };
  const byOwn = new Map<string, number>();
  const self = new Map<number, number>();
  // Tasks: runs of samples that are not idle, split where the main thread went idle for a moment.
  const tasks: { start: number; dur: number; bySource: Map<string, number>; byFn: Map<string, number> }[] =
    [];
  let t = profile.startTime;
  let current: (typeof tasks)[number] | null = null;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    t += profile.timeDeltas[i]!;
    const node = byId.get(profile.samples[i]!)!;
    const name = node.callFrame.functionName;
    const idle = name === '(idle)' || name === '(program)';
    self.set(node.id, (self.get(node.id) ?? 0) + dt);
    if (!idle && name !== '(garbage collector)') byOwn.set(own(node.id), (byOwn.get(own(node.id)) ?? 0) + dt);
    if (idle) {
      current = null;
      continue;
    }
    if (!current) {
      current = { start: (t - profile.startTime) / 1000, dur: 0, bySource: new Map(), byFn: new Map() };
      tasks.push(current);
    }
    current.dur += dt;
    const b = bucket(place(node).source);
    current.bySource.set(b, (current.bySource.get(b) ?? 0) + dt);
    const ow = own(node.id);
    current.byFn.set(ow, (current.byFn.get(ow) ?? 0) + dt);
  }
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byChunk = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') continue;
    total += us;
    const p = place(node);
    bySource.set(bucket(p.source), (bySource.get(bucket(p.source)) ?? 0) + us);
    byFunction.set(p.where, (byFunction.get(p.where) ?? 0) + us);
    const chunk = node.callFrame.url.replace(/.*\/assets\//, '').split('-')[0] || '(none)';
    byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + us);
  }
  console.log(`busy (not idle/program) ${(total / 1000).toFixed(0)} ms`);
  summary.push(`busy ${(total / 1000).toFixed(0)} index ${((byChunk.get('index') ?? 0) / 1000).toFixed(0)}`);
  console.log(`by chunk (self time):\n${top(byChunk, 8, total)}`);
  console.log(`by package or client folder:\n${top(bySource, 25, total)}`);
  console.log(`by function:\n${top(byFunction, 40, total)}`);
  console.log(
    `by nearest own frame (inclusive of what it calls, but not of our frames below):\n${top(byOwn, 30, total)}`,
  );
  const long = tasks.filter((k) => k.dur > 30_000);
  for (const k of long)
    console.log(
      `task at ${k.start.toFixed(0)} ms, ${(k.dur / 1000).toFixed(0)} ms busy:\n${top(k.bySource, 8, k.dur)}\n  by own frame:\n${top(k.byFn, 12, k.dur)}`,
    );
}

// React's DevTools hook: commits and the components that rendered in each (a fiber rendered when its props or its
// hooks' state are objects not seen before; a memo bail-out keeps both).
const HOOK = () => {
  const seen = new WeakSet<object>();
  const counts: Record<string, number> = {};
  const commits: { t: number; rendered: number; top?: string }[] = [];
  const nameOf = (type: unknown): string | null => {
    if (typeof type === 'function')
      return (type as { displayName?: string; name: string }).displayName ?? type.name;
    if (type && typeof type === 'object') {
      const o = type as { type?: unknown; render?: unknown; displayName?: string };
      if (o.displayName) return o.displayName;
      if (o.render) return nameOf(o.render);
      if (o.type) return nameOf(o.type);
    }
    return null;
  };
  (window as unknown as { __renders: unknown }).__renders = { counts, commits };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onCommitFiberRoot: (_id: number, root: { current: unknown }) => {
      let rendered = 0;
      const here: Record<string, number> = {};
      const walk = (f: {
        type: unknown;
        memoizedProps: unknown;
        memoizedState: unknown;
        child: unknown;
        sibling: unknown;
      }) => {
        const stack = [f];
        while (stack.length) {
          const fiber = stack.pop()!;
          const name = typeof fiber.type === 'string' ? null : nameOf(fiber.type);
          if (name) {
            const p = fiber.memoizedProps as object | null;
            const s = fiber.memoizedState as object | null;
            const fresh =
              (p && typeof p === 'object' && !seen.has(p)) || (s && typeof s === 'object' && !seen.has(s));
            if (fresh) {
              counts[name] = (counts[name] ?? 0) + 1;
              here[name] = (here[name] ?? 0) + 1;
              rendered++;
            }
            if (p && typeof p === 'object') seen.add(p);
            if (s && typeof s === 'object') seen.add(s);
          }
          if (fiber.sibling) stack.push(fiber.sibling as typeof f);
          if (fiber.child) stack.push(fiber.child as typeof f);
        }
      };
      walk(root.current as Parameters<typeof walk>[0]);
      const top = Object.entries(here)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
      commits.push({ t: Math.round(performance.now()), rendered, ...(rendered > 40 ? { top } : {}) });
    },
  };
  const longTasks: { start: number; dur: number }[] = [];
  (window as unknown as { __long: unknown }).__long = longTasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      longTasks.push({ start: Math.round(e.startTime), dur: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
};

const dataDir = mkdtempSync(join(tmpdir(), 'wayfarer-render-'));
const server = await startServer(43000 + Math.floor(Math.random() * 1000), dataDir);
const browser = await chromium.launch({ executablePath: CHROME, args: BROWSER_FLAGS });
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    await signUpWithTrip(page, server.url);
    await page.goto('about:blank');
    // tsx names functions with __name(), which the page does not have.
    await context.addInitScript({ content: `var __name = (f) => f; (${HOOK.toString()})();` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}/itinerary-builder`);
    await page.locator('[data-activity-id]').first().waitFor({ timeout: 60_000 });
    await page.locator('.maplibregl-canvas').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2500);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const info = await page.evaluate(() => ({
      renders: (
        window as unknown as {
          __renders: {
            counts: Record<string, number>;
            commits: { t: number; rendered: number; top?: string }[];
          };
        }
      ).__renders,
      long: (window as unknown as { __long: { start: number; dur: number }[] }).__long,
    }));
    console.log(`\n=== run ${run + 1}`);
    const tbt = info.long.reduce((s, l) => s + Math.max(0, l.dur - 50), 0);
    const renders = Object.values(info.renders.counts).reduce((s, n) => s + n, 0);
    summary.push(
      `run ${run + 1}: longest ${Math.max(0, ...info.long.map((l) => l.dur))} blocking ${tbt} renders ${renders} commits ${info.renders.commits.length}`,
    );
    console.log(
      `long tasks: ${info.long.map((l) => `${l.dur} ms at ${l.start}`).join(', ')}  (sum beyond 50 ms: ${tbt})`,
    );
    console.log(
      `commits:\n${info.renders.commits.map((c) => `  ${c.t} ms: ${c.rendered}${c.top ? ` (${c.top})` : ''}`).join('\n')}`,
    );
    const counts = Object.entries(info.renders.counts).sort((a, b) => b[1] - a[1]);
    console.log(
      `component renders (${counts.reduce((s, [, n]) => s + n, 0)} in all): ${counts.map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
    analyse(profile);
    await context.close();
  }
  console.log(`\nsummary:\n${summary.join('\n')}`);
} finally {
  await browser.close();
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
