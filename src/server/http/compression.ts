// JSON answers over 1 KB go out compressed when the browser accepts it (Brotli at a fast setting, or gzip). The
// client's files are compressed once at build time instead (client.ts), and the saved-plans list keeps its
// compressed bytes with the list (list-cache.ts); both set Content-Encoding themselves, which this then leaves be.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function installCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Request bodies are small JSON: none is accepted compressed.
    globalDecompression: false,
  });
}
