// The builder map's WebGL work: how many shader programs MapLibre links, how long the synchronous calls
// (program link status and the like) hold the main thread, and which programs each drawn frame uses.
// Without a GPU each new program is also compiled by SwiftShader when first drawn, which the compositor
// waits for when it reads the canvas back. Run: npx tsx bench/map-webgl.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BROWSER_FLAGS, CHROME, signUpWithTrip, startServer } from './builder-trip.ts';

interface GlStats {
  calls: Record<string, { n: number; ms: number }>;
  frames: { programs: number[]; draws: number }[];
}

/** Runs in the page before its scripts: times every WebGL method and notes each frame's programs. */
function instrumentWebGl() {
  const stats: GlStats = { calls: {}, frames: [] };
  (window as unknown as { __glStats: GlStats }).__glStats = stats;
  const programIds = new WeakMap<object, number>();
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const methods = proto as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const original = Object.getOwnPropertyDescriptor(proto, name)?.value;
      if (typeof original !== 'function' || name === 'constructor') continue;
      methods[name] = function (this: unknown, ...args: unknown[]) {
        const frame = stats.frames.at(-1);
        // MapLibre clears the colour buffer once at the start of each frame.
        if (name === 'clear' && (Number(args[0]) & 0x4000) !== 0)
          stats.frames.push({ programs: [], draws: 0 });
        if (name === 'useProgram' && frame && args[0]) {
          const id = programIds.get(args[0] as object) ?? -1;
          if (!frame.programs.includes(id)) frame.programs.push(id);
        }
        if (name === 'drawElements' && frame) frame.draws++;
        const t = performance.now();
        const result = original.apply(this, args);
        stats.calls[name] ??= { n: 0, ms: 0 };
        const entry = stats.calls[name];
        entry.n++;
        entry.ms += performance.now() - t;
        if (name === 'createProgram') programIds.set(result as object, entry.n - 1);
        return result;
      };
    }
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'wf-map-webgl-'));
const server = await startServer(4394, dataDir);
const browser = await chromium.launch({ executablePath: CHROME, args: BROWSER_FLAGS });
try {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addInitScript(instrumentWebGl);
  const page = await context.newPage();
  await signUpWithTrip(page, server.url);
  await page.goto(`${server.url}/itinerary-builder`);
  await page.waitForSelector('[data-testid=map-canvas-container][data-state=complete]', { timeout: 60_000 });
  await page.waitForTimeout(1000);
  const stats = await page.evaluate(() => (window as unknown as { __glStats: GlStats }).__glStats);
  const rows = Object.entries(stats.calls).sort((a, b) => b[1].ms - a[1].ms);
  const total = rows.reduce((sum, [, c]) => sum + c.ms, 0);
  console.log(
    `programs linked: ${stats.calls.linkProgram?.n ?? 0}, shaders compiled: ${stats.calls.compileShader?.n ?? 0}`,
  );
  console.log(
    `WebGL calls: ${rows.reduce((sum, [, c]) => sum + c.n, 0)}, ${total.toFixed(1)} ms on the main thread`,
  );
  for (const [name, c] of rows.slice(0, 8))
    console.log(`  ${name.padEnd(24)} ${String(c.n).padStart(5)} ${c.ms.toFixed(1).padStart(7)} ms`);
  for (const [i, f] of stats.frames.entries())
    console.log(`frame ${i + 1}: programs ${f.programs.join(',')}, ${f.draws} draws`);
} finally {
  await browser.close();
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
