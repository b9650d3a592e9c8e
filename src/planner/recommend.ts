// The destination explorer's engine: ranks the knowledge base's destinations on one continent for a travel
// profile. Pure and deterministic: the same request and destinations always give the same list.
//
// Previous visits (split on semicolons) exclude a destination when one names, without regard to case or accents:
// the destination (its name, id or a gazetteer name of its city), or one of its regions and towns ("Montmartre"
// excludes Paris). A visit that names a country ("Japan", "USA") excludes every destination in that country.
// Only the part before a comma counts as a place name ("Paris, France" excludes Paris, not all of France).

import {
  type DestinationRecommendation,
  MAX_RECOMMENDATIONS,
  type PreferenceType,
  preferenceTypeFor,
  recommendationImageUrl,
  type SuggestionRequest,
} from '../core/api/recommendations.ts';
import {
  CONTINENT_LABELS,
  type DietaryOption,
  INTEREST_LABELS,
  INTERESTS,
  type Interest,
  type PopularityLevel,
  TRAVEL_STYLE_LABELS,
  TRAVEL_STYLES,
  type TravelStyle,
} from '../core/constants.ts';
import { STYLE_INTERESTS } from '../core/explorer-plan.ts';
import { type Destination, FOOD_CATEGORIES, type Place } from '../core/knowledge.ts';
import { listText } from '../core/list-text.ts';
import type { ResolvedPlace } from '../core/trip.ts';

export interface RecommendOptions {
  /** Where a destination is planned; by default built from the destination's own name and coordinates. */
  placeOf?: (destination: Destination) => ResolvedPlace | undefined;
  /** GeoNames ids of cities known by this name, alternate names included ("Wien" is Vienna). */
  citiesNamed?: (name: string) => readonly number[];
  /** The guide's places of a destination: "Why It's a Match" names those that meet the profile. */
  placesOf?: (destination: Destination) => readonly MatchPlace[];
  limit?: number;
}

/** What the match text reads of a place. */
export type MatchPlace = Pick<Place, 'name' | 'category' | 'tags' | 'dietary' | 'rating'>;

export interface RecommendResult {
  recommendations: DestinationRecommendation[];
  /** Why the list is empty, when it is. */
  message?: string;
}

/** How much a matched style weighs: the primary style most, the secondary next, any other chosen style least. */
export const STYLE_WEIGHTS = { primary: 3, secondary: 2, other: 1 } as const;
export const INTEREST_WEIGHT = 1;
/** Styles a destination lists first are its signature; matching one of those adds up to this share. */
const SIGNATURE_SHARE = 0.25;
/** Per adventure level above (or below) the middle, for destinations suited to adventure or the outdoors. */
const ADVENTURE_LEAN = 0.3;
const HIDDEN_GEM_LOW_BONUS = 0.25;
/** No two destinations from one country among this many, unless the continent has no others. */
export const DIVERSE_TOP = 3;

const TRAVELLER_BY_LEVEL = [
  'a traveller who likes things easy',
  'a laid-back traveller',
  'a curious traveller',
  'an adventurous traveller',
  'a bold, adventurous traveller',
];

const DIET_WORDS: Record<DietaryOption, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  glutenFree: 'gluten-free',
  dairyFree: 'dairy-free',
  healthy: 'healthy',
  local: 'local',
};

/** Common ways to write a country that the knowledge base names differently. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'united states',
  us: 'united states',
  'u s': 'united states',
  'u s a': 'united states',
  america: 'united states',
  'united states of america': 'united states',
  uk: 'united kingdom',
  'u k': 'united kingdom',
  britain: 'united kingdom',
  'great britain': 'united kingdom',
  holland: 'netherlands',
  'czech republic': 'czechia',
  uae: 'united arab emirates',
  emirates: 'united arab emirates',
  korea: 'south korea',
  'republic of korea': 'south korea',
};

const isStyle = (v: string): v is TravelStyle => (TRAVEL_STYLES as readonly string[]).includes(v);
const isInterest = (v: string): v is Interest => (INTERESTS as readonly string[]).includes(v);

/** Case-, accent- and punctuation-insensitive key: "Valparaíso" -> "valparaiso", "Xi'an" -> "xian". */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[øœæłđ]/g, (c) => ({ ø: 'o', œ: 'oe', æ: 'ae', ł: 'l', đ: 'd' })[c] ?? c)
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const countryKey = (text: string) => {
  const key = foldName(text).replace(/^the /, '');
  return COUNTRY_ALIASES[key] ?? key;
};

/** The places a traveller lists: split on semicolons, trimmed, empty parts dropped. */
export function parseVisits(text: string): string[] {
  return text
    .split(';')
    .map((v) => v.trim())
    .filter(Boolean);
}

interface VisitMatcher {
  placeKeys: Set<string>;
  countryKeys: Set<string>;
  cityIds: Set<number>;
}

function visitMatcher(previousVisits: string, citiesNamed?: RecommendOptions['citiesNamed']): VisitMatcher {
  const m: VisitMatcher = { placeKeys: new Set(), countryKeys: new Set(), cityIds: new Set() };
  for (const visit of parseVisits(previousVisits)) {
    const head = visit.split(',')[0]!.trim();
    for (const name of new Set([visit, head])) {
      const key = foldName(name);
      if (!key) continue;
      m.placeKeys.add(key);
      m.countryKeys.add(countryKey(name));
      for (const id of citiesNamed?.(name) ?? []) m.cityIds.add(id);
    }
  }
  return m;
}

function isVisited(d: Destination, m: VisitMatcher): boolean {
  if (m.countryKeys.has(countryKey(d.country))) return true;
  // An expedition's GeoNames id is its departure port: having been to Ushuaia is not having been to Antarctica.
  if (!d.gatewayName && m.cityIds.has(d.geonameId)) return true;
  const names = [d.name, d.id, ...d.regionsTowns];
  return names.some((n) => m.placeKeys.has(foldName(n)));
}

interface Profile {
  /** Chosen styles, primary first, each with its weight. */
  styles: { style: TravelStyle; weight: number }[];
  interests: Interest[];
  preference: PreferenceType;
  level: number;
  diets: DietaryOption[];
}

function profileOf(req: SuggestionRequest): Profile {
  const ordered: TravelStyle[] = [];
  const add = (s: string | undefined) => {
    if (s && isStyle(s) && !ordered.includes(s)) ordered.push(s);
  };
  add(req.travelStyle[0]);
  add(req.travelStyleSecondary ?? req.travelStyle[1]);
  for (const s of req.travelStyle) add(s);
  // Style values among the interests (SPEC.md allows them) count as further styles.
  for (const s of req.interests ?? []) add(s);
  const styles = ordered.map((style, i) => ({
    style,
    weight: i === 0 ? STYLE_WEIGHTS.primary : i === 1 ? STYLE_WEIGHTS.secondary : STYLE_WEIGHTS.other,
  }));
  const interests = [...new Set((req.interests ?? []).filter(isInterest))];
  return {
    styles,
    interests,
    preference: req.preferenceType ?? preferenceTypeFor(req.adventureLevel),
    level: req.adventureLevel,
    // Local cuisine is everywhere; the others narrow where one can eat.
    diets: [...new Set(req.dietaryPreferences ?? [])].filter((x) => x !== 'local'),
  };
}

interface Scored {
  d: Destination;
  score: number;
  tier: number;
  matchedStyles: TravelStyle[];
  matchedInterests: Interest[];
}

function popularityTier(level: PopularityLevel, preference: PreferenceType): number {
  if (preference === 'iconic') return level === 'High' ? 0 : level === 'Medium' ? 1 : 2;
  return level === 'High' ? 1 : 0;
}

function score(d: Destination, p: Profile): Scored {
  let total = 0;
  const matchedStyles: TravelStyle[] = [];
  for (const { style, weight } of p.styles) {
    const at = d.travelStyles.indexOf(style);
    if (at < 0) continue;
    matchedStyles.push(style);
    total += weight * (1 + SIGNATURE_SHARE * (1 - at / d.travelStyles.length));
  }
  const matchedInterests = p.interests.filter((i) => d.interests.includes(i));
  total += matchedInterests.length * INTEREST_WEIGHT;
  if (d.travelStyles.includes('adventure') || d.travelStyles.includes('outdoorsy')) {
    total += (p.level - 3) * ADVENTURE_LEAN;
  }
  if (p.preference === 'hidden-gems' && d.popularityLevel === 'Low') total += HIDDEN_GEM_LOW_BONUS;
  return {
    d,
    score: total,
    tier: popularityTier(d.popularityLevel, p.preference),
    matchedStyles,
    matchedInterests,
  };
}

/** Destinations that match something first; then by popularity as preferred; then by score; then by name. */
function compare(a: Scored, b: Scored): number {
  const aMatch = a.matchedStyles.length + a.matchedInterests.length > 0 ? 0 : 1;
  const bMatch = b.matchedStyles.length + b.matchedInterests.length > 0 ? 0 : 1;
  return (
    aMatch - bMatch ||
    a.tier - b.tier ||
    b.score - a.score ||
    a.d.name.localeCompare(b.d.name) ||
    a.d.id.localeCompare(b.d.id)
  );
}

/** Picks the first `DIVERSE_TOP` from distinct countries where the list allows it; the rest keep their order. */
export function diversifyTop<T>(ranked: readonly T[], countryOf: (item: T) => string): T[] {
  const rest = [...ranked];
  const top: T[] = [];
  while (top.length < DIVERSE_TOP && rest.length) {
    const seen = new Set(top.map(countryOf));
    const fresh = rest.findIndex((x) => !seen.has(countryOf(x)));
    top.push(rest.splice(Math.max(fresh, 0), 1)[0]!);
  }
  return [...top, ...rest];
}

const EXAMPLES = 3;
const isFoodPlace = (pl: MatchPlace) => (FOOD_CATEGORIES as readonly string[]).includes(pl.category);
const DIET_EXAMPLES = 2;

/** The closing clause: how the destination fits the wish for fame or quiet, and the sense of adventure. */
function fitClause(s: Scored, p: Profile): string {
  const traveller = TRAVELLER_BY_LEVEL[Math.min(Math.max(p.level, 1), 5) - 1]!;
  const famous = s.d.popularityLevel === 'High';
  if (p.preference === 'iconic')
    return famous
      ? `An iconic destination for ${traveller}`
      : `A quieter choice that still suits ${traveller}`;
  return famous
    ? `A well-known name, but a strong fit for ${traveller}`
    : `A lesser-known pick for ${traveller}`;
}

/**
 * The guide's places that show a match best: the best-rated place for each wanted tag in turn (the traveller's own
 * interests first, then what each style is mostly about), so the examples cover the profile rather than repeat one
 * side of it.
 */
function examplesFor(places: readonly MatchPlace[], wanted: readonly Interest[]): string[] {
  const byRating = [...places].sort(
    (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.name.localeCompare(b.name),
  );
  const picked: string[] = [];
  for (let round = 0; picked.length < EXAMPLES && round < EXAMPLES; round++) {
    for (const tag of wanted) {
      if (picked.length >= EXAMPLES) break;
      const fits = (pl: MatchPlace) => pl.tags.includes(tag) && !picked.includes(pl.name);
      // Food is best shown by where one eats, before the streets and views also tagged with it.
      const next =
        (tag === 'food' ? byRating.find((pl) => fits(pl) && isFoodPlace(pl)) : undefined) ??
        byRating.find(fits);
      if (next) picked.push(next.name);
    }
  }
  return picked;
}

/** "Vegan food at 4 places in our guide, such as A and B." or what the guide lacks, said plainly. */
function dietSentence(
  d: Destination,
  places: readonly MatchPlace[],
  diets: readonly DietaryOption[],
): string {
  const words = listText(diets.map((x) => DIET_WORDS[x]));
  const food = places.filter(isFoodPlace);
  const fitting = food
    .filter((pl) => diets.every((x) => pl.dietary?.includes(x)))
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.name.localeCompare(b.name));
  if (fitting.length === 0)
    return `Our guide knows no ${words} place to eat in ${d.name} yet, so meals there may not fit your diet.`;
  const names = fitting.slice(0, DIET_EXAMPLES).map((pl) => pl.name);
  const count = fitting.length === 1 ? 'one place' : `${fitting.length} places`;
  return `${capitalize(words)} food at ${count} in our guide, such as ${listText(names)}.`;
}

/**
 * Why this destination, for this profile: which of the chosen styles and interests it meets and with what (its own
 * places from the guide, else its signature activities), how it serves the chosen diets, and how it fits the wish
 * for fame or quiet. Two destinations never read alike: their examples are their own.
 */
export function whyMatchText(s: Scored, p: Profile, places: readonly MatchPlace[] = []): string {
  const { d } = s;
  const styleWords = s.matchedStyles.map((st) => TRAVEL_STYLE_LABELS[st]);
  const interestWords = s.matchedInterests.map((i) => INTEREST_LABELS[i]);
  const styleInterests = (rank: number) =>
    s.matchedStyles
      .flatMap((st) => STYLE_INTERESTS[st].slice(rank, rank + 1))
      .filter((i) => d.interests.includes(i));
  // The traveller's own interests and what each style is mostly about; a style's lesser sides only without them.
  const wanted = [
    ...new Set<Interest>([
      ...s.matchedInterests,
      ...styleInterests(0),
      ...(s.matchedInterests.length ? [] : [...styleInterests(1), ...styleInterests(2)]),
    ]),
  ];
  const examples = places.length ? examplesFor(places, wanted) : [];
  const shown = examples.length ? listText(examples) : d.activities.slice(0, 2).join('; ');
  const sentences: string[] = [];
  if (styleWords.length || interestWords.length) {
    const what = [
      styleWords.length ? `${listText(styleWords)} style${styleWords.length > 1 ? 's' : ''}` : '',
      interestWords.length ? `interest in ${listText(interestWords)}` : '',
    ]
      .filter(Boolean)
      .join(' and your ');
    // The destination's own examples lead: they are what sets one card apart from the next.
    sentences.push(
      examples.length ? `${shown} meet your ${what}.` : `${d.name} meets your ${what}: ${shown}.`,
    );
  } else {
    const primary = p.styles[0] ? TRAVEL_STYLE_LABELS[p.styles[0].style] : 'usual';
    sentences.push(`A change from your ${primary} style: ${shown}.`);
  }
  if (p.diets.length && places.length) sentences.push(dietSentence(d, places, p.diets));
  sentences.push(`${fitClause(s, p)}.`);
  return sentences.join(' ');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The destination as its own place, id = the knowledge-base id (expeditions, and a fallback); the planner resolves it. */
export function ownPlace(d: Destination): ResolvedPlace {
  return {
    id: d.id,
    name: d.name,
    formatted: `${d.name}, ${d.country}`,
    lat: d.lat,
    lng: d.lng,
    timeZone: d.timeZone,
    countryCode: d.countryCode,
  };
}

function toRecommendation(s: Scored, p: Profile, options: RecommendOptions): DestinationRecommendation {
  const { d } = s;
  const place = (d.gatewayName ? undefined : options.placeOf?.(d)) ?? ownPlace(d);
  const departs = d.gatewayName ? ` Trips depart from ${d.gatewayName}.` : '';
  return {
    destinationId: d.id,
    name: d.name,
    country: d.country,
    description: `${d.description}${departs}`,
    whyMatch: whyMatchText(s, p, options.placesOf?.(d) ?? []),
    regionsTowns: [...d.regionsTowns],
    activities: [...d.activities],
    popularityLevel: d.popularityLevel,
    popularityContext: d.popularityContext,
    localTip: d.localTip,
    imageUrl: recommendationImageUrl(d.name, d.country),
    place,
    interests: [...d.interests],
  };
}

export function recommendDestinations(
  request: SuggestionRequest,
  destinations: readonly Destination[],
  options: RecommendOptions = {},
): RecommendResult {
  const continent = CONTINENT_LABELS[request.continent];
  const onContinent = destinations.filter((d) => d.continent === request.continent);
  if (!onContinent.length) {
    return {
      recommendations: [],
      message: `We don't know any destinations in ${continent} yet. Please choose another continent.`,
    };
  }
  const visits = visitMatcher(request.previousVisits, options.citiesNamed);
  const candidates = onContinent.filter((d) => !isVisited(d, visits));
  if (!candidates.length) {
    return {
      recommendations: [],
      message: `You have already been to every destination we know in ${continent}. Try another continent.`,
    };
  }
  const profile = profileOf(request);
  const ranked = candidates.map((d) => score(d, profile)).sort(compare);
  const limit = Math.max(1, Math.min(options.limit ?? MAX_RECOMMENDATIONS, MAX_RECOMMENDATIONS));
  return {
    recommendations: diversifyTop(ranked, (s) => s.d.country)
      .slice(0, limit)
      .map((s) => toRecommendation(s, profile, options)),
  };
}
