// A Vite plugin that writes Brotli (.br) and gzip (.gz) copies of the built client's text files, which the server
// sends to browsers that accept them (@fastify/static `preCompressed`): the JavaScript and CSS leave the server at
// a fraction of their size with no compression work per request. Copies that would not be smaller are not kept.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a response fits in a packet or two either way. */
const MIN_BYTES = 1024;

/** Writes the copies for every text file under dir; returns the files (relative to dir) that got at least one. */
export function precompressedCopies(dir: string): string[] {
  const copied: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, entry);
    if (!TEXT.test(file) || !statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    if (br.length < bytes.length || gz.length < bytes.length) copied.push(entry);
  }
  return copied;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'wayfarer-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressedCopies(outDir);
    },
  };
}
