// Builds the server for `npm start`: src/server/main.ts and the planner's worker as JavaScript in dist/server, with
// the packages left in node_modules, and the table of public holidays the server answers from. Node 20 cannot run TypeScript itself, and the TypeScript
// loader (tsx) costs each process a loader thread and its copies of every transformed source, about 35 MB
// (docs/decisions/0024-small-server-memory.md). Run in its own short-lived process, so the build's memory and
// esbuild's helper process end with it. Development and tests run the sources through tsx as before.
import { rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import DateHolidays from 'date-holidays';
import { build } from 'esbuild';
import { publicHolidayTable } from '../src/server/services/holidays/public-holiday-table.mjs';

export const root = join(import.meta.dirname, '..');
export const outdir = join(root, 'dist', 'server');

/** Where each module's source lies, seen from the bundle, as a path in a URL. */
function fromBundle(file) {
  return relative(outdir, file).split(sep).join('/');
}

// Modules find data beside their sources (`new URL('../../data/...', import.meta.url)`): in the bundle every module
// shares one import.meta, so each keeps the location of its own source file instead.
const sourceLocations = {
  name: 'source-locations',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.')) {
        const file = JSON.stringify(fromBundle(args.path));
        const dir = JSON.stringify(`${fromBundle(dirname(args.path))}/`);
        contents = contents
          .replaceAll('import.meta.url', `new URL(${file}, import.meta.url).href`)
          .replaceAll('import.meta.dirname', `__wfSourceDir(${dir})`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

const banner = [
  "import { fileURLToPath as __wfFileURLToPath } from 'node:url';",
  'const __wfSourceDir = (dir) => __wfFileURLToPath(new URL(dir, import.meta.url)).replace(/[\\\\/]$/, "");',
  // The planner pool runs the built worker beside this file (plan-runner.ts).
  "const __wfBuiltPlanWorker = new URL('./plan-worker.mjs', import.meta.url).href;",
  // Public holidays answer from the table written below (holidays.ts).
  "const __wfBuiltHolidays = __wfFileURLToPath(new URL('./public-holidays.json', import.meta.url));",
].join('\n');

export async function buildServer() {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: join(root, 'src/server/main.ts'),
      'plan-worker': join(root, 'src/server/services/planning/plan-task.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Modules imported on demand (the AI SDK, PDFKit) become chunks loaded when first needed.
    splitting: true,
    chunkNames: 'chunk-[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Readable stack traces: names and layout kept; the map is for reading a trace by hand.
    sourcemap: 'linked',
    banner: { js: banner },
    plugins: [sourceLocations],
    logLevel: 'warning',
  });
  // Last year to three years ahead: trips are planned for the coming months. Later years, or a server running long
  // after its build, are answered by the library itself.
  const year = new Date().getFullYear();
  const table = publicHolidayTable(DateHolidays, year - 1, year + 3);
  writeFileSync(join(outdir, 'public-holidays.json'), JSON.stringify(table));
}

if (process.argv[1] === import.meta.filename) await buildServer();
