// The map capabilities chosen by configuration: places (knowledge base, Google Places), travel (estimator,
// Google Distance Matrix, OSRM), and the base map's description for the browser.
import type { MapsConfig } from '../../../core/api/maps.ts';
import { type KnowledgeBase, searchPlaces } from '../../../knowledge/index.ts';
import type { Config } from '../../config.ts';
import { googlePlaces } from '../places/google-places.ts';
import { knowledgePlaces } from '../places/knowledge-places.ts';
import type { PlacesProvider } from '../places/types.ts';
import type { ProviderError } from '../provider-http.ts';
import { googleMatrixProvider } from '../travel/google-matrix.ts';
import { osrmProvider } from '../travel/osrm.ts';
import { createTravelService, type TravelService } from '../travel/service.ts';
import type { TravelProvider } from '../travel/types.ts';
import { isTileTemplate, mapProvider, OFFLINE_ATTRIBUTION, tileAttribution } from './style.ts';

export interface MapServices {
  /** Always present: knowledge-base ids ("destination/place") are answered here. */
  knowledge: ReturnType<typeof knowledgePlaces>;
  /** The configured networked provider, if any. */
  places?: PlacesProvider;
  travel: TravelService;
  /** What GET /api/maps/config answers. */
  mapConfig(): MapsConfig;
}

export function createMapServices(
  config: Config,
  kb: KnowledgeBase,
  onProviderError?: (err: ProviderError) => void,
): MapServices {
  const timeoutMs = config.mapsProviderTimeoutMs;
  const knowledge = knowledgePlaces({
    kb: () => kb,
    city: (name) => searchPlaces(name, 1)[0],
  });
  const key = config.googleMapsApiKey;
  const places = key
    ? googlePlaces({ apiKey: key, baseUrl: config.googlePlacesBaseUrl, timeoutMs })
    : undefined;

  const providers: TravelProvider[] = [];
  if (key)
    providers.push(googleMatrixProvider({ apiKey: key, baseUrl: config.googleMapsBaseUrl, timeoutMs }));
  if (config.osrmUrl) providers.push(osrmProvider({ baseUrl: config.osrmUrl, timeoutMs }));
  // Route lines want road geometry: OSRM draws it; Google's matrix does not.
  const travel = createTravelService({
    providers,
    locate: (text) => {
      const place = knowledge.find(text)[0];
      if (place) return { lat: place.lat, lng: place.lng };
      const city = searchPlaces(text, 1)[0];
      return city ? { lat: city.lat, lng: city.lng } : undefined;
    },
    onProviderError,
  });

  const styleUrl = config.mapStyleUrl;
  const attribution = !styleUrl
    ? OFFLINE_ATTRIBUTION
    : isTileTemplate(styleUrl)
      ? tileAttribution(styleUrl, config.mapAttribution)
      : config.mapAttribution;

  return {
    knowledge,
    places,
    travel,
    mapConfig: () => ({
      googleMapsApiKey: key ?? '',
      styleUrl: styleUrl && !isTileTemplate(styleUrl) ? styleUrl : '/api/maps/style.json',
      ...(attribution ? { attribution } : {}),
      provider: mapProvider(styleUrl),
      traffic: Boolean(config.mapTrafficUrl),
      ...(config.mapTrafficUrl ? { trafficTiles: decodeURI(config.mapTrafficUrl) } : {}),
      routing: key ? 'google' : config.osrmUrl ? 'osrm' : 'estimate',
    }),
  };
}

const shared = new WeakMap<object, MapServices>();

/** One set of services per app (keyed by its deps object): the maps and places routes share it. */
export function mapServicesFor(
  deps: { config: Config; knowledge: KnowledgeBase; maps?: MapServices },
  onProviderError?: (err: ProviderError) => void,
): MapServices {
  if (deps.maps) return deps.maps;
  let services = shared.get(deps);
  if (!services) {
    services = createMapServices(deps.config, deps.knowledge, onProviderError);
    shared.set(deps, services);
  }
  return services;
}
