// From OpenStreetMap elements to the places of an open-data area: what each element is (category, interests,
// meals, diets, usual visit length, price), which elements are one place (a building mapped as a way and a node,
// or twice under the same Wikidata item), and which sights are worth planning (named, with a Wikidata or
// Wikipedia link or a tourism or historic tag, not closed or demolished).
import type { DietaryOption, Interest } from '../../../core/constants.ts';
import { haversineKm } from '../../../core/geo.ts';
import type { Meal, PlaceCategory } from '../../../core/knowledge.ts';
import { normalizeText } from '../../../knowledge/index.ts';
import type { OsmElement } from './overpass.ts';

/** One place of an area, as cached: facts only (hours stay OpenStreetMap's text, read for each trip's dates). */
export interface OpenDataPlace {
  /** "osm/node/123", "osm/way/45". */
  gid: string;
  name: string;
  lat: number;
  lng: number;
  kind: 'sight' | 'food';
  category: PlaceCategory;
  tags: Interest[];
  /** A finer word for the description ("castle", "Italian restaurant"). */
  what: string;
  address?: string;
  /** OpenStreetMap's opening_hours, as mapped. */
  openingHours?: string;
  meals?: Meal[];
  dietary?: DietaryOption[];
  bar?: boolean;
  durationMinutes: number;
  priceLevel: number;
  /** true: an entrance fee; false: free; absent: not mapped. */
  fee?: boolean;
  website?: string;
  wikidataId?: string;
  /** English Wikipedia title, from the element's wikipedia tag or its Wikidata item. */
  wikipedia?: string;
  /** Sitelinks of its Wikidata item: how well known it is (0 when unknown). */
  fame: number;
  /** Wikidata's short English description. */
  description?: string;
  /** Commons file name of its image. */
  image?: string;
  /** The first paragraph of its English Wikipedia article. */
  summary?: { extract: string; url: string };
}

const SAME_PLACE_KM = 0.1;

interface Kind {
  kind: 'sight' | 'food';
  category: PlaceCategory;
  tags: Interest[];
  what: string;
  durationMinutes: number;
  priceLevel: number;
  meals?: Meal[];
  bar?: boolean;
}

const sight = (
  category: PlaceCategory,
  tags: Interest[],
  what: string,
  durationMinutes: number,
  priceLevel = 0,
): Kind => ({ kind: 'sight', category, tags, what, durationMinutes, priceLevel });

const TOURISM: Record<string, Kind> = {
  museum: sight('museum', ['museums', 'history'], 'museum', 90, 2),
  gallery: sight('gallery', ['museums', 'architecture'], 'art gallery', 60, 1),
  attraction: sight('attraction', ['local', 'photography'], 'sight', 45),
  viewpoint: sight('viewpoint', ['photography', 'nature'], 'viewpoint', 30),
  zoo: sight('attraction', ['family', 'nature'], 'zoo', 180, 2),
  aquarium: sight('attraction', ['family', 'nature'], 'aquarium', 120, 2),
  theme_park: sight('attraction', ['family'], 'theme park', 240, 3),
  artwork: sight('landmark', ['photography', 'architecture'], 'work of art', 20),
};

const HISTORIC: Record<string, Kind> = {
  castle: sight('landmark', ['history', 'architecture'], 'castle', 90, 2),
  palace: sight('landmark', ['history', 'architecture'], 'palace', 90, 2),
  fort: sight('landmark', ['history'], 'fort', 75, 1),
  manor: sight('landmark', ['history', 'architecture'], 'manor house', 60, 1),
  monument: sight('landmark', ['history', 'photography'], 'monument', 20),
  memorial: sight('landmark', ['history'], 'memorial', 20),
  ruins: sight('landmark', ['history', 'photography'], 'ruins', 45),
  archaeological_site: sight('landmark', ['history'], 'archaeological site', 75, 1),
  city_gate: sight('landmark', ['history', 'architecture'], 'city gate', 15),
  citywalls: sight('landmark', ['history', 'architecture'], 'city walls', 30),
  tower: sight('landmark', ['architecture', 'photography'], 'tower', 45, 1),
  monastery: sight('religious', ['history', 'architecture'], 'monastery', 60),
  church: sight('religious', ['architecture', 'history'], 'historic church', 30),
  cathedral: sight('religious', ['architecture', 'history'], 'cathedral', 45),
  mosque: sight('religious', ['architecture', 'history'], 'historic mosque', 30),
  temple: sight('religious', ['architecture', 'history'], 'temple', 45),
  tomb: sight('landmark', ['history'], 'tomb', 30),
  mausoleum: sight('landmark', ['history', 'architecture'], 'mausoleum', 30),
  aqueduct: sight('landmark', ['history', 'architecture'], 'aqueduct', 30),
  bridge: sight('landmark', ['architecture', 'photography'], 'historic bridge', 20),
  ship: sight('attraction', ['history', 'family'], 'historic ship', 60, 2),
  building: sight('landmark', ['architecture', 'history'], 'historic building', 30),
  house: sight('landmark', ['architecture', 'history'], 'historic house', 30),
};

const LEISURE: Record<string, Kind> = {
  park: sight('park', ['nature', 'local'], 'park', 60),
  garden: sight('park', ['nature', 'photography'], 'garden', 60),
  nature_reserve: sight('nature', ['nature', 'hiking'], 'nature reserve', 120),
  water_park: sight('attraction', ['family'], 'water park', 180, 2),
};

const NATURAL: Record<string, Kind> = {
  beach: sight('beach', ['beaches', 'nature'], 'beach', 120),
  peak: sight('nature', ['hiking', 'nature', 'photography'], 'summit', 180),
  volcano: sight('nature', ['hiking', 'nature'], 'volcano', 180),
  waterfall: sight('nature', ['nature', 'photography'], 'waterfall', 60),
  cave_entrance: sight('nature', ['nature', 'hiking'], 'cave', 60),
  bay: sight('nature', ['nature', 'photography'], 'bay', 45),
  cliff: sight('nature', ['nature', 'photography'], 'cliffs', 45),
};

const AMENITY: Record<string, Kind> = {
  place_of_worship: sight('religious', ['architecture', 'history'], 'place of worship', 30),
  marketplace: { ...sight('market', ['food', 'shopping', 'local'], 'market', 60), kind: 'sight' },
  restaurant: {
    kind: 'food',
    category: 'restaurant',
    tags: ['food'],
    what: 'restaurant',
    durationMinutes: 75,
    priceLevel: 2,
    meals: ['lunch', 'dinner'],
  },
  fast_food: {
    kind: 'food',
    category: 'restaurant',
    tags: ['food'],
    what: 'quick-service restaurant',
    durationMinutes: 40,
    priceLevel: 1,
    meals: ['lunch', 'dinner'],
  },
  food_court: {
    kind: 'food',
    category: 'restaurant',
    tags: ['food', 'local'],
    what: 'food court',
    durationMinutes: 45,
    priceLevel: 1,
    meals: ['lunch', 'dinner'],
  },
  cafe: {
    kind: 'food',
    category: 'cafe',
    tags: ['food', 'local'],
    what: 'café',
    durationMinutes: 45,
    priceLevel: 1,
    meals: ['breakfast', 'lunch'],
  },
  ice_cream: {
    kind: 'food',
    category: 'cafe',
    tags: ['food', 'family'],
    what: 'ice cream parlour',
    durationMinutes: 20,
    priceLevel: 1,
  },
  bar: {
    kind: 'food',
    category: 'nightlife',
    tags: ['nightlife'],
    what: 'bar',
    durationMinutes: 60,
    priceLevel: 2,
    bar: true,
  },
  pub: {
    kind: 'food',
    category: 'nightlife',
    tags: ['nightlife', 'local'],
    what: 'pub',
    durationMinutes: 60,
    priceLevel: 2,
    bar: true,
  },
  biergarten: {
    kind: 'food',
    category: 'nightlife',
    tags: ['nightlife', 'local'],
    what: 'beer garden',
    durationMinutes: 75,
    priceLevel: 2,
    bar: true,
    meals: ['lunch', 'dinner'],
  },
};

/** Cuisine values that mean the destination's own food, by country, for the "local cuisine" diet. */
const LOCAL_CUISINE: Record<string, string[]> = {
  AR: ['argentinian', 'argentine'],
  AT: ['austrian'],
  BE: ['belgian'],
  BR: ['brazilian'],
  CN: ['chinese'],
  CZ: ['czech'],
  DE: ['german', 'bavarian'],
  ES: ['spanish', 'tapas', 'catalan', 'basque'],
  FR: ['french', 'crepe', 'brasserie'],
  GR: ['greek'],
  HU: ['hungarian'],
  ID: ['indonesian'],
  IN: ['indian'],
  IT: ['italian', 'pizza', 'pasta'],
  JP: ['japanese', 'sushi', 'ramen', 'udon', 'soba', 'izakaya'],
  KR: ['korean'],
  MA: ['moroccan'],
  MX: ['mexican', 'tacos'],
  PE: ['peruvian'],
  PL: ['polish'],
  PT: ['portuguese'],
  TH: ['thai'],
  TR: ['turkish', 'kebab'],
  VN: ['vietnamese'],
};

const DIET_YES = new Set(['yes', 'only']);
const HEALTHY = /^(salad|healthy|juice|poke|vegan|vegetarian|smoothie|bowl)$/;
/** Historic tags that mark small objects nobody plans a visit to, unless Wikidata says they are known. */
const MINOR_HISTORIC = new Set([
  'wayside_cross',
  'wayside_shrine',
  'boundary_stone',
  'milestone',
  'memorial',
]);

/** The kind of an element, or undefined when it is none the planner uses. */
export function kindOf(tags: Record<string, string>): Kind | undefined {
  const amenity = AMENITY[tags.amenity ?? ''];
  if (amenity?.kind === 'food') return amenity;
  return (
    TOURISM[tags.tourism ?? ''] ??
    HISTORIC[tags.historic ?? ''] ??
    amenity ??
    LEISURE[tags.leisure ?? ''] ??
    NATURAL[tags.natural ?? ''] ??
    (tags.historic ? sight('landmark', ['history'], 'historic site', 30) : undefined)
  );
}

/**
 * Whether a place is worth offering: food places always (named); a sight when it has a Wikidata or Wikipedia link
 * or a tourism or historic tag, and is not disused, private or a minor object nobody plans a visit to.
 */
function worthVisiting(e: OsmElement, kind: Kind): boolean {
  const t = e.tags;
  if (t.disused === 'yes' || t.abandoned === 'yes' || t.access === 'private' || t.access === 'no')
    return false;
  const known = Boolean(t.wikidata || t.wikipedia);
  if (kind.kind === 'food') return true;
  if (t.historic && MINOR_HISTORIC.has(t.historic) && !known) return false;
  if (t.amenity === 'place_of_worship') return known;
  if (t.tourism === 'artwork') return known;
  // Named beaches and markets are destinations in themselves; a park or a peak needs more to stand out.
  return known || Boolean(t.tourism || t.historic) || t.natural === 'beach' || t.amenity === 'marketplace';
}

function dietaryOf(tags: Record<string, string>, cuisines: string[], countryCode?: string): DietaryOption[] {
  const diet = (key: string) => DIET_YES.has(tags[`diet:${key}`] ?? '');
  const out = new Set<DietaryOption>();
  if (diet('vegan') || cuisines.includes('vegan')) out.add('vegan').add('vegetarian');
  if (diet('vegetarian') || cuisines.includes('vegetarian')) out.add('vegetarian');
  if (diet('gluten_free')) out.add('glutenFree');
  if (diet('lactose_free') || diet('dairy_free') || diet('vegan') || cuisines.includes('vegan'))
    out.add('dairyFree');
  if (cuisines.some((c) => HEALTHY.test(c))) out.add('healthy');
  const local = LOCAL_CUISINE[countryCode ?? ''] ?? [];
  if (cuisines.some((c) => c === 'regional' || c === 'local' || local.includes(c))) out.add('local');
  return [...out];
}

/** "italian;pizza" -> ["italian", "pizza"]. */
function cuisinesOf(tags: Record<string, string>): string[] {
  return (tags.cuisine ?? '')
    .toLowerCase()
    .split(/[;,]/)
    .map((c) => c.trim().replace(/\s+/g, '_'))
    .filter(Boolean)
    .slice(0, 6);
}

function addressOf(tags: Record<string, string>): string | undefined {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const parts = [street, tags['addr:city']].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

function websiteOf(tags: Record<string, string>): string | undefined {
  const url = tags.website ?? tags['contact:website'];
  if (!url) return undefined;
  const full = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    return new URL(full).href;
  } catch {
    return undefined;
  }
}

/** "en:Eiffel Tower" -> "Eiffel Tower"; other languages are not read (the summaries are English). */
function englishWikipedia(tag: string | undefined): string | undefined {
  const m = /^en:(.+)$/.exec(tag ?? '');
  return m?.[1]?.trim() || undefined;
}

/** An element as a place, or undefined when the planner has no use for it. */
export function placeOf(e: OsmElement, countryCode?: string): OpenDataPlace | undefined {
  const kind = kindOf(e.tags);
  if (!kind || !worthVisiting(e, kind)) return undefined;
  const t = e.tags;
  const name = (t['name:en'] || t.name || '').trim();
  if (name.length < 2) return undefined;
  const cuisines = kind.kind === 'food' ? cuisinesOf(t) : [];
  const place: OpenDataPlace = {
    gid: `osm/${e.type}/${e.id}`,
    name: name.slice(0, 120),
    lat: e.lat,
    lng: e.lng,
    kind: kind.kind,
    category: kind.category,
    tags: [...kind.tags],
    what: whatOf(kind, cuisines),
    durationMinutes: kind.durationMinutes,
    priceLevel: t.fee === 'no' ? 0 : kind.priceLevel,
    fame: 0,
  };
  if (t.fee === 'yes') place.fee = true;
  else if (t.fee === 'no') place.fee = false;
  const address = addressOf(t);
  if (address) place.address = address;
  if (t.opening_hours?.trim()) place.openingHours = t.opening_hours.trim();
  const website = websiteOf(t);
  if (website) place.website = website;
  if (/^Q\d+$/.test(t.wikidata ?? '')) place.wikidataId = t.wikidata;
  const wikipedia = englishWikipedia(t.wikipedia);
  if (wikipedia) place.wikipedia = wikipedia;
  if (kind.kind === 'food') {
    const meals = new Set(kind.meals ?? []);
    // A pub or bar that serves food (a cuisine is mapped) can be dinner.
    if (kind.bar && cuisines.length) meals.add('dinner');
    if (cuisines.some((c) => /^(breakfast|brunch)$/.test(c))) meals.add('breakfast');
    if (meals.size) place.meals = [...meals];
    place.dietary = dietaryOf(t, cuisines, countryCode);
    if (place.dietary.includes('local') && !place.tags.includes('local')) place.tags.push('local');
  }
  if (kind.bar) place.bar = true;
  return place;
}

function whatOf(kind: Kind, cuisines: string[]): string {
  if (kind.kind !== 'food' || !cuisines.length) return kind.what;
  // "italian;pizza" -> "italian and pizza restaurant"; the description capitalises its first word.
  const words = cuisines.slice(0, 2).map((c) => c.replaceAll('_', ' '));
  return `${words.join(' and ')} ${kind.what}`;
}

/**
 * The places of an area's elements: classified, and merged where one place was mapped twice (within 100 m, the same
 * Wikidata item or the same name): the element with the most facts is kept, with what the others add.
 */
export function placesOf(elements: readonly OsmElement[], countryCode?: string): OpenDataPlace[] {
  const places: OpenDataPlace[] = [];
  const byWikidata = new Map<string, OpenDataPlace[]>();
  const byName = new Map<string, OpenDataPlace[]>();
  // Richer elements first, so they are the ones kept.
  const ranked = [...elements].sort((a, b) => richness(b) - richness(a) || a.id - b.id);
  for (const element of ranked) {
    const place = placeOf(element, countryCode);
    if (!place) continue;
    const nameKey = `${place.kind}:${normalizeText(place.name)}`;
    const twin =
      (place.wikidataId ? near(byWikidata.get(place.wikidataId), place) : undefined) ??
      near(byName.get(nameKey), place);
    if (twin) {
      absorb(twin, place);
      continue;
    }
    places.push(place);
    if (place.wikidataId)
      byWikidata.set(place.wikidataId, [...(byWikidata.get(place.wikidataId) ?? []), place]);
    byName.set(nameKey, [...(byName.get(nameKey) ?? []), place]);
  }
  return places;
}

function near(candidates: OpenDataPlace[] | undefined, place: OpenDataPlace): OpenDataPlace | undefined {
  return candidates?.find((c) => haversineKm(c, place) <= SAME_PLACE_KM);
}

function richness(e: OsmElement): number {
  const t = e.tags;
  return (
    Object.keys(t).length +
    (t.wikidata ? 10 : 0) +
    (t.opening_hours ? 5 : 0) +
    // A building outline says more about where the place is than a point inside it.
    (e.type === 'node' ? 0 : 1)
  );
}

/** What the twin adds to the place kept. */
function absorb(kept: OpenDataPlace, twin: OpenDataPlace) {
  kept.openingHours ??= twin.openingHours;
  kept.website ??= twin.website;
  kept.address ??= twin.address;
  kept.wikidataId ??= twin.wikidataId;
  kept.wikipedia ??= twin.wikipedia;
  kept.fee ??= twin.fee;
  if (twin.dietary?.length) kept.dietary = [...new Set([...(kept.dietary ?? []), ...twin.dietary])];
  if (twin.meals?.length) kept.meals = [...new Set([...(kept.meals ?? []), ...twin.meals])];
}
