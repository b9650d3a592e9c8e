// The open-data services of one server instance, from its configuration: the area provider (Overpass, Wikidata,
// Wikipedia), its place-pool face and the geocoder, sharing the database cache. Undefined when OPEN_DATA=off.
import { readFileSync } from 'node:fs';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { ProviderCache } from '../provider-cache.ts';
import { GEOCODER_LABEL, Geocoder } from './geocoder.ts';
import { OpenDataPoolProvider } from './pool-provider.ts';
import { type Logger, OpenDataProvider, openDataServices } from './provider.ts';
import { PublicService, userAgent } from './public-service.ts';

export interface OpenData {
  provider: OpenDataProvider;
  pool: OpenDataPoolProvider;
  geocoder: Geocoder;
}

let version: string | undefined;
function appVersion(): string {
  version ??= (
    JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
  return version;
}

export function createOpenData(config: Config, db: Db, log?: Logger): OpenData | undefined {
  const settings = config.openData;
  if (!settings) return undefined;
  if (!settings.contact) {
    // Advice for the operator: the public services ask clients to say who to contact.
    log?.warn(
      {},
      'open data: set OPEN_DATA_CONTACT (an email address or web page) so OpenStreetMap and Wikimedia services can reach you; public instances may refuse anonymous clients',
    );
  }
  const cache = new ProviderCache(db);
  const provider = new OpenDataProvider(settings, cache, openDataServices(settings, appVersion()), log);
  // Nominatim's policy: one request a second at most, from the whole server.
  const geocoderService = new PublicService({
    name: GEOCODER_LABEL,
    userAgent: userAgent(appVersion(), settings.contact),
    // A search box: travellers are not kept waiting (the client offers its basic search after 5 s).
    timeoutMs: Math.min(settings.timeoutMs, 3000),
    minIntervalMs: 1000,
    maxBytes: 1024 * 1024,
    backoffMs: 30_000,
    maxWaiting: 2,
  });
  return {
    provider,
    pool: new OpenDataPoolProvider(provider),
    geocoder: new Geocoder(geocoderService, settings.geocoderUrl, cache),
  };
}
