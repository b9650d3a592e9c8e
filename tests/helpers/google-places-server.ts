// A local HTTP server that speaks the parts of Google Places API (New) we use: POST /v1/places:autocomplete
// and GET /v1/places/{id}, with the documented request rules (API key header, field mask on details, at most
// five includedPrimaryTypes) and error bodies ({ error: { code, message, status } }). Its places are a small
// fixed set with real coordinates; the ids are test ids, not Google's.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePlace {
  id: string;
  displayName: string;
  primaryType: string;
  formattedAddress: string;
  location: { latitude: number; longitude: number };
  addressComponents: { longText: string; shortText: string; types: string[] }[];
  timeZone: string;
}

const component = (longText: string, shortText: string, ...types: string[]) => ({
  longText,
  shortText,
  types: [...types, 'political'],
});

export const FAKE_PLACES: FakePlace[] = [
  {
    id: 'test-paris-fr',
    displayName: 'Paris',
    primaryType: 'locality',
    formattedAddress: 'Paris, France',
    location: { latitude: 48.8575475, longitude: 2.3513765 },
    addressComponents: [
      component('Paris', 'Paris', 'locality'),
      component('Île-de-France', 'IDF', 'administrative_area_level_1'),
      component('France', 'FR', 'country'),
    ],
    timeZone: 'Europe/Paris',
  },
  {
    id: 'test-paris-tx',
    displayName: 'Paris',
    primaryType: 'locality',
    formattedAddress: 'Paris, TX, USA',
    location: { latitude: 33.6609389, longitude: -95.555513 },
    addressComponents: [
      component('Paris', 'Paris', 'locality'),
      component('Lamar County', 'Lamar County', 'administrative_area_level_2'),
      component('Texas', 'TX', 'administrative_area_level_1'),
      component('United States', 'US', 'country'),
    ],
    timeZone: 'America/Chicago',
  },
  {
    id: 'test-kyoto-jp',
    displayName: 'Kyoto',
    primaryType: 'locality',
    formattedAddress: 'Kyoto, Japan',
    location: { latitude: 35.0115754, longitude: 135.7681441 },
    addressComponents: [
      component('Kyoto', 'Kyoto', 'locality'),
      component('Kyoto', 'Kyoto', 'administrative_area_level_1'),
      component('Japan', 'JP', 'country'),
    ],
    timeZone: 'Asia/Tokyo',
  },
  {
    // Not a region: autocomplete must leave it out when asked for region types only.
    id: 'test-bakery',
    displayName: 'Paris Baguette',
    primaryType: 'bakery',
    formattedAddress: 'New York, NY, USA',
    location: { latitude: 40.7128, longitude: -74.006 },
    addressComponents: [component('United States', 'US', 'country')],
    timeZone: 'America/New_York',
  },
];

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeGooglePlaces {
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** 'ok' answers normally; 'error' answers 500 to everything; 'hang' never answers. */
  mode: 'ok' | 'error' | 'hang';
  /** Place ids whose details answer 404 (a place removed between the two calls). */
  missing: Set<string>;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  500: 'INTERNAL',
};
function fail(res: ServerResponse, code: number, message: string) {
  send(res, code, { error: { code, message, status: STATUS_NAMES[code] } });
}

/** Only the fields named in the mask, as Place Details (New) does. */
function masked(place: FakePlace, mask: string): Record<string, unknown> {
  const all: Record<string, unknown> = {
    name: `places/${place.id}`,
    id: place.id,
    displayName: { text: place.displayName, languageCode: 'en' },
    formattedAddress: place.formattedAddress,
    location: place.location,
    addressComponents: place.addressComponents.map((c) => ({ ...c, languageCode: 'en' })),
    timeZone: { id: place.timeZone },
    primaryType: place.primaryType,
  };
  if (mask.trim() === '*') return all;
  const out: Record<string, unknown> = {};
  for (const field of mask.split(',').map((f) => f.trim())) {
    if (field in all) out[field] = all[field];
  }
  return out;
}

export async function startFakeGooglePlaces(apiKey = 'test-places-key'): Promise<FakeGooglePlaces> {
  const state = { mode: 'ok' as FakeGooglePlaces['mode'], missing: new Set<string>() };
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return fail(res, 400, 'Invalid JSON payload received.');
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });

    if (state.mode === 'hang') return; // never answers
    if (state.mode === 'error') return fail(res, 500, 'Internal error encountered.');
    if (req.headers['x-goog-api-key'] !== apiKey) {
      return fail(res, 403, 'API key not valid. Please pass a valid API key.');
    }

    if (req.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
      const { input, includedPrimaryTypes = [] } = (body ?? {}) as {
        input?: string;
        includedPrimaryTypes?: string[];
      };
      if (typeof input !== 'string' || !input) return fail(res, 400, 'input is required.');
      if (includedPrimaryTypes.length > 5)
        return fail(res, 400, 'At most 5 includedPrimaryTypes may be given.');
      const typed = input.toLowerCase();
      const suggestions = FAKE_PLACES.filter(
        (p) =>
          p.displayName.toLowerCase().startsWith(typed) &&
          (includedPrimaryTypes.length === 0 || includedPrimaryTypes.includes(p.primaryType)),
      ).map((p) => ({
        placePrediction: {
          place: `places/${p.id}`,
          placeId: p.id,
          text: { text: p.formattedAddress, matches: [{ endOffset: input.length }] },
          structuredFormat: {
            mainText: { text: p.displayName, matches: [{ endOffset: input.length }] },
            secondaryText: { text: p.formattedAddress.split(', ').slice(1).join(', ') },
          },
          types: [p.primaryType, 'political', 'geocode'],
        },
      }));
      return send(res, 200, suggestions.length ? { suggestions } : {});
    }

    const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    if (req.method === 'GET' && details) {
      const mask = req.headers['x-goog-fieldmask'];
      if (typeof mask !== 'string' || !mask) return fail(res, 400, 'FieldMask is a required parameter.');
      const id = decodeURIComponent(details[1]!);
      const place = FAKE_PLACES.find((p) => p.id === id);
      if (!place || state.missing.has(id)) return fail(res, 404, `Place ID ${id} not found.`);
      return send(res, 200, masked(place, mask));
    }
    return fail(res, 404, `No route for ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(m) {
      state.mode = m;
    },
    missing: state.missing,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
