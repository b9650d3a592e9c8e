// A loopback HTTP server for provider contract tests, with a switch to make it fail the ways real services do.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** ok: answer per the API; http500: a server error; hang: never answer; garbage: a body that is not JSON. */
export type FaultMode = 'ok' | 'http500' | 'hang' | 'garbage';

export interface FakeServer {
  url: string;
  fault: FaultMode;
  /** Every request seen: method, path with query, headers, body, and when it arrived (ms since the epoch). */
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string; at: number }[];
  close(): Promise<void>;
}

export type Handler = (
  req: IncomingMessage,
  url: URL,
  body: string,
  res: ServerResponse,
  base: string,
) => void;

export async function startFakeServer(handle: Handler): Promise<FakeServer> {
  const fake: FakeServer = { url: '', fault: 'ok', requests: [], close: async () => {} };
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    let body = '';
    const at = Date.now();
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      fake.requests.push({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body,
        at,
      });
      const url = new URL(req.url ?? '/', fake.url);
      if (fake.fault === 'hang') {
        hanging.add(res);
        return;
      }
      if (fake.fault === 'http500')
        return sendJson(res, 500, { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } });
      if (fake.fault === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end('<html>not json</html>');
      }
      handle(req, url, body, res, fake.url);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

/** Great-circle metres, for fake travel times. */
export function metresBetween(a: [number, number], b: [number, number]): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const [lat1, lng1] = a;
  const [lat2, lng2] = b;
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}
