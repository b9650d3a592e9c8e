// Google Distance Matrix API (maps/api/distancematrix/json): origins and destinations as "lat,lng" or text,
// answers in the same shape this API returns, so elements pass through with their texts.
import type { MatrixElement, TravelModeName } from '../../../core/api/maps.ts';
import { ProviderError, providerJson } from '../provider-http.ts';
import type { Endpoint, TravelProvider } from './types.ts';

export const GOOGLE_MAPS_BASE_URL = 'https://maps.googleapis.com';

interface GoogleMatrix {
  status: string;
  error_message?: string;
  rows?: {
    elements?: {
      status: string;
      distance?: { text: string; value: number };
      duration?: { text: string; value: number };
      duration_in_traffic?: { text: string; value: number };
    }[];
  }[];
}

// Google geocodes text itself (better than our resolver), so text goes as it was given.
const asParam = (e: Endpoint) => e.text ?? (e.point ? `${e.point.lat},${e.point.lng}` : '');

export function googleMatrixProvider(opts: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}): TravelProvider {
  const base = (opts.baseUrl ?? GOOGLE_MAPS_BASE_URL).replace(/\/$/, '');
  return {
    source: 'google',
    label: 'Google Distance Matrix',
    supports: () => true,
    async matrix(origins, destinations, mode) {
      const params = new URLSearchParams({
        origins: origins.map(asParam).join('|'),
        destinations: destinations.map(asParam).join('|'),
        mode,
        key: opts.apiKey,
      });
      const body = await providerJson<GoogleMatrix>(
        'Google Distance Matrix',
        `${base}/maps/api/distancematrix/json?${params}`,
        { timeoutMs: opts.timeoutMs },
      );
      if (body?.status !== 'OK') {
        const why = [body?.status ?? 'no status', body?.error_message].filter(Boolean).join(': ');
        throw new ProviderError('Google Distance Matrix', why);
      }
      const rows = body.rows ?? [];
      if (
        rows.length !== origins.length ||
        rows.some((r) => (r.elements?.length ?? 0) !== destinations.length)
      ) {
        throw new ProviderError('Google Distance Matrix', 'answered a matrix of the wrong size');
      }
      return rows.map((row) =>
        (row.elements ?? []).map(
          (el): MatrixElement => ({
            status: el.status as MatrixElement['status'],
            ...(el.distance ? { distance: el.distance } : {}),
            ...(el.duration ? { duration: el.duration } : {}),
            mode: mode as TravelModeName,
          }),
        ),
      );
    },
  };
}
