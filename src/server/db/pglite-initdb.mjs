// Creates a new embedded database cluster in the folder given as the only argument, then exits. Run as a child
// process by pglite-setup.ts: PGlite's initdb starts a second database and the initdb program inside the process,
// and the memory they took (about 400 MB) would stay with the server for as long as it runs. Plain JavaScript, so
// it starts without the TypeScript loader.
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: pglite-initdb.mjs <folder>');
  process.exit(2);
}
const db = await PGlite.create({ dataDir: dir });
await db.close();
