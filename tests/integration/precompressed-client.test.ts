import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    const servePage = await serveBuiltClient(app, dir, async () => ({
      status: 200,
      title: 'Itinerary builder | Wayfarer',
      description: 'Shape your plan.',
    }));
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

  it('writes the page’s own head into the page, and leaves small and already compressed files as they are', async () => {
    // Pages carry their own title and link-preview tags, so they are rendered and compressed per request.
    const page = await get('/itinerary-builder', 'gzip, deflate, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<title>Itinerary builder | Wayfarer</title>');
    expect(html).toContain('<meta property="og:description" content="Shape your plan." />');
    expect(html).toContain('<p>Plan your trip</p>');
    const gz = await get('/itinerary-builder', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    expect((await get('/itinerary-builder')).body).toBe(html);

    const small = await get('/assets/tiny-abc123.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(tiny);
    const png = await get('/assets/photo.png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });
});
