// Product constants from SPEC.md section 9 and the option lists of section 5.

export const TIME_SEGMENTS = ['morning', 'afternoon', 'evening'] as const;
export type TimeSegment = (typeof TIME_SEGMENTS)[number];
export const SEGMENT_LABELS: Record<TimeSegment, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

export const TRAVEL_STYLES = [
  'relaxed',
  'foodie',
  'adventure',
  'romantic',
  'cultural',
  'outdoorsy',
  'luxury',
] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];
export const TRAVEL_STYLE_LABELS: Record<TravelStyle, string> = {
  relaxed: 'Relaxed',
  foodie: 'Foodie',
  adventure: 'Adventure',
  romantic: 'Romantic',
  cultural: 'Cultural',
  outdoorsy: 'Outdoorsy',
  luxury: 'Luxury',
};

/** The explorer's own style list (SPEC.md section 5), in its order. */
export const EXPLORER_STYLES = ['relaxed', 'cultural', 'outdoorsy', 'foodie', 'luxury', 'adventure'] as const;
export type ExplorerStyle = (typeof EXPLORER_STYLES)[number];

export const INTERESTS = [
  'architecture',
  'beaches',
  'history',
  'food',
  'nature',
  'shopping',
  'museums',
  'nightlife',
  'local',
  'hiking',
  'photography',
  'family',
] as const;
export type Interest = (typeof INTERESTS)[number];
export const INTEREST_LABELS: Record<Interest, string> = {
  architecture: 'Architecture',
  beaches: 'Beaches',
  history: 'History',
  food: 'Food & Cuisine',
  nature: 'Nature',
  shopping: 'Shopping',
  museums: 'Museums',
  nightlife: 'Nightlife',
  local: 'Local Culture',
  hiking: 'Hiking',
  photography: 'Photography',
  family: 'Family-friendly',
};

export const DIETARY_OPTIONS = [
  'vegetarian',
  'vegan',
  'glutenFree',
  'dairyFree',
  'healthy',
  'local',
] as const;
export type DietaryOption = (typeof DIETARY_OPTIONS)[number];
export const DIETARY_LABELS: Record<DietaryOption, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  glutenFree: 'Gluten-free',
  dairyFree: 'Dairy-free',
  healthy: 'Healthy Options',
  local: 'Local Cuisine',
};

export const PACES = ['light', 'moderate', 'busy'] as const;
export type Pace = (typeof PACES)[number];
export const PACE_LABELS: Record<Pace, string> = {
  light: 'Light',
  moderate: 'Moderate',
  busy: 'Busy',
};

export const CONTINENTS = [
  'africa',
  'asia',
  'europe',
  'north-america',
  'south-america',
  'oceania',
  'antarctica',
] as const;
export type Continent = (typeof CONTINENTS)[number];
export const CONTINENT_LABELS: Record<Continent, string> = {
  africa: 'Africa',
  asia: 'Asia',
  europe: 'Europe',
  'north-america': 'North America',
  'south-america': 'South America',
  oceania: 'Oceania',
  antarctica: 'Antarctica',
};

export const POPULARITY_LEVELS = ['High', 'Medium', 'Low'] as const;
export type PopularityLevel = (typeof POPULARITY_LEVELS)[number];

export const MAX_TRIP_DAYS = 7;
export const TRIP_LENGTH_HINT = 'For the best itinerary experience, trips are limited to 7 days maximum.';
export const DEFAULT_TRAVELERS = 2;
export const DEFAULT_ACTIVITY_LIMIT = 5;
export const MIN_ACTIVITY_LIMIT = 1;
export const MAX_ACTIVITY_LIMIT = 10;

/** SPEC.md section 9: the basic location search used when the search service is unavailable. */
export const FALLBACK_CITIES = [
  'New York',
  'Los Angeles',
  'Chicago',
  'London',
  'Paris',
  'Tokyo',
  'Rome',
  'Sydney',
  'Berlin',
  'Barcelona',
  'Madrid',
  'Amsterdam',
  'Dubai',
  'Bangkok',
  'Istanbul',
  'Beijing',
  'Vienna',
  'Rio de Janeiro',
  'Cape Town',
  'Prague',
] as const;

export const SEGMENT_COLORS: Record<TimeSegment, string> = {
  morning: '#2563eb',
  afternoon: '#16a34a',
  evening: '#9333ea',
};

export const MAP_DEFAULTS = {
  center: { lat: 25.2854, lng: 51.531 },
  zoom: 12,
  refitDelayMs: 3000,
  fitPadding: 80,
  singleMarkerZoom: 15,
  jitterMeters: 20,
  /** Cluster radius in pixels, about a marker's width: only markers that would overlap are grouped. */
  clusterGrid: 30,
  compactHeight: 350,
  expandedHeight: 500,
  debugCenter: { lat: 40.7128, lng: -74.006 },
} as const;

export const TEXT_EXCERPTS = { review: 120, infoWindow: 100 } as const;
export const MAX_REGION_CHIPS = 3;
export const POPULARITY_STARS: Record<PopularityLevel, number> = { High: 3, Medium: 2, Low: 1 };

/**
 * A cookie the browser can read, set and cleared with the (HttpOnly) session cookie: it carries no secret, only
 * "this browser has a session", so pages for visitors who never signed in do not ask `GET /api/user` for a 401.
 */
export const SIGNED_IN_COOKIE = 'wf_signed_in';
