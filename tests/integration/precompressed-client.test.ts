import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedCopies } from '../../scripts/precompress.ts';
import { serveBuiltClient } from '../../src/server/http/client.ts';

describe('the built client, compressed at build time', () => {
  let dir: string;
  let app: FastifyInstance;
  const script = `export const places = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Place ${i}`))};\n`;
  const tiny = 'console.log(1);\n';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wf-client-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><title>Wayfarer</title>${'<p>Plan your trip</p>'.repeat(80)}`,
    );
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), tiny);
    writeFileSync(join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
    const copies = precompressedCopies(dir);
    expect(copies.sort()).toEqual(['assets/app-abc123.js', 'index.html']);
    app = Fastify();
    const servePage = await serveBuiltClient(app, dir);
    app.setNotFoundHandler((req, reply) => {
      if (!servePage(req, reply)) reply.code(404).send({ message: 'Not found' });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends Brotli to a browser that accepts it, gzip to one that accepts only that, and the file to others', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 2);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the page too, and leaves small and already compressed files as they are', async () => {
    const page = await get('/itinerary-builder', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(
      readFileSync(join(dir, 'index.html'), 'utf8'),
    );

    const small = await get('/assets/tiny-abc123.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(tiny);
    const png = await get('/assets/photo.png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });
});
