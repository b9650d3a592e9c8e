// A stand-in for Google Maps Platform on loopback, speaking the documented request and response formats of
// Places API (New) (places:searchText, places/{id}, photo media) and the Distance Matrix API. It checks what
// the real service checks: the API key, the field mask, the photo size parameters, the element limit. Route
// shapes come as the Directions API's encoded overview polyline.
import { encodePolyline } from '../../../src/server/services/travel/polyline.ts';
import { metresBetween, sendJson, startFakeServer } from './server.ts';

export const GOOGLE_TEST_KEY = 'AIzaTestKey-0123456789';

interface FakePlace {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  location: { latitude: number; longitude: number };
  rating?: number;
  regularOpeningHours?: { openNow: boolean; weekdayDescriptions: string[] };
  currentOpeningHours?: { openNow: boolean; weekdayDescriptions: string[] };
  reviews?: {
    rating: number;
    text: { text: string; languageCode: string };
    authorAttribution: { displayName: string };
  }[];
  websiteUri?: string;
  photos?: {
    name: string;
    widthPx: number;
    heightPx: number;
    authorAttributions: { displayName: string }[];
  }[];
}

export const FAKE_PLACES: FakePlace[] = [
  {
    id: 'ChIJLU7jZClu5kcR4PcOOO6p3I0',
    displayName: { text: 'Eiffel Tower', languageCode: 'en' },
    formattedAddress: 'Av. Gustave Eiffel, 75007 Paris, France',
    location: { latitude: 48.8583701, longitude: 2.2944813 },
    rating: 4.7,
    regularOpeningHours: {
      openNow: true,
      weekdayDescriptions: ['Monday: 9:30 AM – 11:45 PM', 'Tuesday: 9:30 AM – 11:45 PM'],
    },
    currentOpeningHours: { openNow: false, weekdayDescriptions: ['Monday: 9:30 AM – 11:45 PM'] },
    reviews: [
      {
        rating: 5,
        text: { text: 'Worth the queue for the view from the top at sunset.', languageCode: 'en' },
        authorAttribution: { displayName: 'R. Traveller' },
      },
    ],
    websiteUri: 'https://www.toureiffel.paris/',
    photos: [
      {
        name: 'places/ChIJLU7jZClu5kcR4PcOOO6p3I0/photos/AUc7tXPhoto1',
        widthPx: 4032,
        heightPx: 3024,
        authorAttributions: [{ displayName: 'A Photographer' }],
      },
    ],
  },
  {
    id: 'ChIJD3uTd9hx5kcR1IQvGfr8dbk',
    displayName: { text: 'Louvre Museum', languageCode: 'en' },
    formattedAddress: '75001 Paris, France',
    location: { latitude: 48.8606111, longitude: 2.337644 },
  },
];

/** JPEG magic bytes and a little padding: enough for a content-type check. */
export const FAKE_JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9,
]);

/** Keep only the fields a mask names ("places.id,places.displayName" or "id,rating"). */
function mask(place: FakePlace, fields: string[]): Partial<FakePlace> {
  if (fields.includes('*')) return place;
  return Object.fromEntries(Object.entries(place).filter(([k]) => fields.includes(k)));
}

function denied(res: Parameters<typeof sendJson>[0]) {
  sendJson(res, 403, {
    error: {
      code: 403,
      message: 'API key not valid. Please pass a valid API key.',
      status: 'PERMISSION_DENIED',
    },
  });
}

export function startFakeGoogle() {
  return startFakeServer((req, url, body, res, base) => {
    const key = req.headers['x-goog-api-key'] ?? url.searchParams.get('key');
    const fieldMask = String(req.headers['x-goog-fieldmask'] ?? '');

    if (req.method === 'POST' && url.pathname === '/v1/places:searchText') {
      if (key !== GOOGLE_TEST_KEY) return denied(res);
      if (!fieldMask)
        return sendJson(res, 400, {
          error: { code: 400, message: 'FieldMask is a required parameter.', status: 'INVALID_ARGUMENT' },
        });
      const { textQuery } = JSON.parse(body || '{}') as { textQuery?: string };
      if (!textQuery)
        return sendJson(res, 400, {
          error: { code: 400, message: 'Empty text_query.', status: 'INVALID_ARGUMENT' },
        });
      const words = textQuery.toLowerCase().split(/\W+/).filter(Boolean);
      const found = FAKE_PLACES.filter((p) =>
        words.some((w) => p.displayName.text.toLowerCase().includes(w)),
      );
      const fields = fieldMask.split(',').map((f) => f.replace(/^places\./, ''));
      // No match answers an empty object, as the real service does.
      return sendJson(res, 200, found.length ? { places: found.map((p) => mask(p, fields)) } : {});
    }

    const media = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(url.pathname);
    if (req.method === 'GET' && media) {
      if (key !== GOOGLE_TEST_KEY) return denied(res);
      if (!url.searchParams.get('maxWidthPx') && !url.searchParams.get('maxHeightPx')) {
        return sendJson(res, 400, {
          error: { code: 400, message: 'maxWidthPx or maxHeightPx is required.', status: 'INVALID_ARGUMENT' },
        });
      }
      const known = FAKE_PLACES.some((p) => p.photos?.some((ph) => ph.name === media[1]));
      if (!known)
        return sendJson(res, 404, { error: { code: 404, message: 'Photo not found.', status: 'NOT_FOUND' } });
      if (url.searchParams.get('skipHttpRedirect') === 'true') {
        return sendJson(res, 200, {
          name: `${media[1]}/media`,
          photoUri: `${base}/photo-bytes/${encodeURIComponent(media[1]!)}`,
        });
      }
      res.writeHead(302, { Location: `${base}/photo-bytes/x` });
      return res.end();
    }

    if (req.method === 'GET' && url.pathname.startsWith('/photo-bytes/')) {
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': FAKE_JPEG.length });
      return res.end(FAKE_JPEG);
    }

    const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    if (req.method === 'GET' && details) {
      if (key !== GOOGLE_TEST_KEY) return denied(res);
      if (!fieldMask)
        return sendJson(res, 400, {
          error: { code: 400, message: 'FieldMask is a required parameter.', status: 'INVALID_ARGUMENT' },
        });
      const place = FAKE_PLACES.find((p) => p.id === decodeURIComponent(details[1]!));
      if (!place)
        return sendJson(res, 404, {
          error: { code: 404, message: `Place '${details[1]}' not found.`, status: 'NOT_FOUND' },
        });
      return sendJson(res, 200, mask(place, fieldMask.split(',')));
    }

    if (req.method === 'GET' && url.pathname === '/maps/api/distancematrix/json') {
      if (key !== GOOGLE_TEST_KEY) {
        return sendJson(res, 200, {
          destination_addresses: [],
          origin_addresses: [],
          rows: [],
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
        });
      }
      const parse = (name: string) => (url.searchParams.get(name) ?? '').split('|').filter(Boolean);
      const origins = parse('origins');
      const destinations = parse('destinations');
      if (!origins.length || !destinations.length) {
        return sendJson(res, 200, {
          destination_addresses: [],
          origin_addresses: [],
          rows: [],
          status: 'INVALID_REQUEST',
        });
      }
      if (origins.length * destinations.length > 100) {
        return sendJson(res, 200, {
          destination_addresses: [],
          origin_addresses: [],
          rows: [],
          status: 'MAX_ELEMENTS_EXCEEDED',
        });
      }
      const point = (text: string): [number, number] | undefined => {
        const m = /^(-?[\d.]+),(-?[\d.]+)$/.exec(text);
        if (m) return [Number(m[1]), Number(m[2])];
        const p = FAKE_PLACES.find((x) => x.displayName.text.toLowerCase() === text.toLowerCase());
        return p ? [p.location.latitude, p.location.longitude] : undefined;
      };
      const speed = url.searchParams.get('mode') === 'walking' ? 1.3 : 8; // metres per second
      return sendJson(res, 200, {
        destination_addresses: destinations,
        origin_addresses: origins,
        rows: origins.map((o) => ({
          elements: destinations.map((d) => {
            const a = point(o);
            const b = point(d);
            if (!a || !b) return { status: 'NOT_FOUND' };
            const metres = Math.round(metresBetween(a, b) * 1.4);
            const seconds = Math.round(metres / speed);
            return {
              status: 'OK',
              distance: { text: `${(metres / 1000).toFixed(1)} km`, value: metres },
              duration: { text: `${Math.max(1, Math.round(seconds / 60))} mins`, value: seconds },
            };
          }),
        })),
        status: 'OK',
      });
    }

    if (req.method === 'GET' && url.pathname === '/maps/api/directions/json') {
      if (key !== GOOGLE_TEST_KEY) {
        return sendJson(res, 200, {
          routes: [],
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
        });
      }
      const stops = [
        url.searchParams.get('origin') ?? '',
        ...(url.searchParams.get('waypoints')?.split('|') ?? []),
        url.searchParams.get('destination') ?? '',
      ].map((s) => s.split(',').map(Number) as [number, number]);
      if (stops.some((p) => p.length !== 2 || p.some((n) => !Number.isFinite(n)))) {
        return sendJson(res, 200, { geocoded_waypoints: [], routes: [], status: 'NOT_FOUND' });
      }
      // Each leg bends through a midpoint nudged off the straight line, like a road would.
      const shape: [number, number][] = [];
      const legs = stops.slice(1).map((to, i) => {
        const from = stops[i]!;
        if (i === 0) shape.push([from[1], from[0]]);
        shape.push([(from[1] + to[1]) / 2 + 0.001, (from[0] + to[0]) / 2 + 0.001], [to[1], to[0]]);
        const metres = Math.round(metresBetween(from, to) * 1.3);
        return {
          distance: { text: `${metres} m`, value: metres },
          duration: { text: '', value: Math.round(metres / 8) },
        };
      });
      return sendJson(res, 200, {
        geocoded_waypoints: stops.map(() => ({ geocoder_status: 'OK' })),
        routes: [
          {
            summary: 'Test route',
            legs,
            overview_polyline: { points: encodePolyline(shape) },
            warnings: [],
            waypoint_order: [],
          },
        ],
        status: 'OK',
      });
    }

    sendJson(res, 404, {
      error: { code: 404, message: `No such method ${url.pathname}`, status: 'NOT_FOUND' },
    });
  });
}
