// Configuration from environment variables, validated once at start-up. docs/operations.md lists every variable.
import { resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 30),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
  LOCAL_ACCOUNTS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  AI_BASE_URL: optionalUrl,
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an address, e.g. no-reply@trips.example.org or "Wayfarer <no-reply@trips.example.org>"',
      )
      .optional(),
  ),
  CONTACT_EMAIL: optionalText.pipe(
    z.email('must be an email address, e.g. help@trips.example.org').optional(),
  ),
  GOOGLE_MAPS_API_KEY: optionalText,
  OSRM_URL: optionalUrl,
  // A style URL, an XYZ raster template, or 'offline' for the embedded base map; unset: OpenFreeMap's streets.
  MAP_STYLE_URL: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.union([z.literal('offline'), z.url('must be a URL or offline')]).optional())
    .optional(),
  MAP_ATTRIBUTION: optionalText,
  MAP_TRAFFIC_URL: optionalUrl,
  GOOGLE_PLACES_BASE_URL: optionalUrl,
  GOOGLE_MAPS_BASE_URL: optionalUrl,
  MAPS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  PLACE_PHOTOS: z
    .enum(['on', 'off', 'true', 'false', '1', '0', ''])
    .default('on')
    .transform((v) => v !== 'off' && v !== 'false' && v !== '0'),
  WIKIDATA_API_URL: optionalUrl,
  COMMONS_API_URL: optionalUrl,
  OPEN_DATA: z
    .enum(['on', 'off', 'true', 'false', '1', '0', ''])
    .default('on')
    .transform((v) => v !== 'off' && v !== 'false' && v !== '0'),
  OVERPASS_URL: optionalUrl,
  WIKIPEDIA_REST_URL: optionalUrl,
  GEOCODER_URL: optionalUrl,
  OPEN_DATA_CONTACT: optionalText,
  OPEN_DATA_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PLANNER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  PLAN_LIST_CACHE_MB: z.coerce.number().min(0).default(64),
  EMBEDDED_DB_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(8),
  RATE_LIMIT_SIGNIN_PER_IP: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_GENERATION_PER_USER: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_EMAIL_PER_USER: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_CHAT_PER_USER: z.coerce.number().int().positive().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export const WIKIMEDIA_DEFAULTS = {
  wikidataApiUrl: 'https://www.wikidata.org/w/api.php',
  commonsApiUrl: 'https://commons.wikimedia.org/w/api.php',
  /** Where Commons serves its thumbnails from. */
  commonsImageOrigin: 'https://upload.wikimedia.org',
} as const;

/** The street map shown when MAP_STYLE_URL is unset: OpenFreeMap's free, keyless OpenStreetMap style. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** The public instances of the open-data services, used unless the configuration points elsewhere. */
export const OPEN_DATA_DEFAULTS = {
  overpassUrl: 'https://overpass-api.de/api/interpreter',
  wikidataApiUrl: 'https://www.wikidata.org/w/api.php',
  wikipediaRestUrl: 'https://en.wikipedia.org/api/rest_v1',
  geocoderUrl: 'https://nominatim.openstreetmap.org/search',
} as const;

/** "Wayfarer <no-reply@{PUBLIC_URL's host}>", or @localhost without a public address. */
export function defaultMailFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `Wayfarer <no-reply@${host}>`;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const pairs: [string, string | undefined, string, string | undefined][] = [
    ['GOOGLE_CLIENT_ID', e.GOOGLE_CLIENT_ID, 'GOOGLE_CLIENT_SECRET', e.GOOGLE_CLIENT_SECRET],
    ['OIDC_ISSUER', e.OIDC_ISSUER, 'OIDC_CLIENT_ID', e.OIDC_CLIENT_ID],
    ['AI_BASE_URL', e.AI_BASE_URL, 'AI_MODEL', e.AI_MODEL],
  ];
  for (const [a, av, b, bv] of pairs) {
    if (Boolean(av) !== Boolean(bv))
      throw new ConfigError(`Invalid configuration:\n  ${av ? b : a}: required when ${av ? a : b} is set`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    localAccounts: e.LOCAL_ACCOUNTS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME ?? 'Single Sign-On',
          }
        : undefined,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, model: e.AI_MODEL, apiKey: e.AI_API_KEY, timeoutMs: e.AI_TIMEOUT_MS }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(e.PUBLIC_URL),
    /** The footer's Contact link; no link without it. */
    contactEmail: e.CONTACT_EMAIL,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    osrmUrl: e.OSRM_URL,
    /** The external base map (a style document or an XYZ template); undefined: the embedded offline map. */
    mapStyleUrl: e.MAP_STYLE_URL === 'offline' ? undefined : (e.MAP_STYLE_URL ?? DEFAULT_MAP_STYLE_URL),
    mapAttribution: e.MAP_ATTRIBUTION,
    mapTrafficUrl: e.MAP_TRAFFIC_URL,
    googlePlacesBaseUrl: e.GOOGLE_PLACES_BASE_URL,
    googleMapsBaseUrl: e.GOOGLE_MAPS_BASE_URL,
    mapsProviderTimeoutMs: e.MAPS_PROVIDER_TIMEOUT_MS,
    /** Photographs of places from Wikidata and Wikimedia Commons; undefined when PLACE_PHOTOS=off. */
    placePhotos: e.PLACE_PHOTOS
      ? {
          wikidataApiUrl: e.WIKIDATA_API_URL ?? WIKIMEDIA_DEFAULTS.wikidataApiUrl,
          commonsApiUrl: e.COMMONS_API_URL ?? WIKIMEDIA_DEFAULTS.commonsApiUrl,
          // Commons serves thumbnails from its image server; another Commons (a mirror, a test) from itself.
          imageOrigin: e.COMMONS_API_URL
            ? new URL(e.COMMONS_API_URL).origin
            : WIKIMEDIA_DEFAULTS.commonsImageOrigin,
        }
      : undefined,
    /**
     * Places from OpenStreetMap, Wikidata and Wikipedia, and the online geocoder; undefined when OPEN_DATA=off.
     * The public instances unless pointed elsewhere (docs/operations.md, "Open data").
     */
    openData: e.OPEN_DATA
      ? {
          overpassUrl: e.OVERPASS_URL ?? OPEN_DATA_DEFAULTS.overpassUrl,
          wikidataApiUrl: e.WIKIDATA_API_URL ?? OPEN_DATA_DEFAULTS.wikidataApiUrl,
          wikipediaRestUrl: (e.WIKIPEDIA_REST_URL ?? OPEN_DATA_DEFAULTS.wikipediaRestUrl).replace(/\/$/, ''),
          geocoderUrl: e.GEOCODER_URL ?? OPEN_DATA_DEFAULTS.geocoderUrl,
          /** Sent in the User-Agent, as the services' policies ask: an email address or a web page. */
          contact: e.OPEN_DATA_CONTACT ?? e.CONTACT_EMAIL ?? e.PUBLIC_URL?.replace(/\/$/, ''),
          timeoutMs: e.OPEN_DATA_TIMEOUT_MS,
        }
      : undefined,
    /** Worker threads that plan itineraries; unset: one fewer than the cores, at least one; 0: the event loop. */
    plannerThreads: e.PLANNER_THREADS,
    /** Memory for cached saved-plans lists, checked against the database on every request (0: off). */
    planListCacheBytes: Math.round(e.PLAN_LIST_CACHE_MB * 1024 * 1024),
    /** The embedded database's buffer pool (shared_buffers), in MB; its memory is held for good once touched. */
    embeddedDbSharedBuffersMb: e.EMBEDDED_DB_SHARED_BUFFERS_MB,
    /** Counts overriding the default rate limits (same windows); unset keeps the defaults in deps.ts. */
    rateLimits: {
      signInPerIp: e.RATE_LIMIT_SIGNIN_PER_IP,
      signInPerAccount: e.RATE_LIMIT_SIGNIN_PER_ACCOUNT,
      generationPerUser: e.RATE_LIMIT_GENERATION_PER_USER,
      emailPerUser: e.RATE_LIMIT_EMAIL_PER_USER,
      chatPerUser: e.RATE_LIMIT_CHAT_PER_USER,
    },
  };
}
