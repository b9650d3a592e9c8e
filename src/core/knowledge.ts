// Schemas of the embedded knowledge base (data/knowledge). Shared by the loader, the planner and the tests.
import { z } from 'zod';
import {
  CONTINENTS,
  DIETARY_OPTIONS,
  INTERESTS,
  POPULARITY_LEVELS,
  TIME_SEGMENTS,
  TRAVEL_STYLES,
} from './constants.ts';
import { isIsoDate } from './dates.ts';
import { HoursTextError, parseHoursText } from './hours-text.ts';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "HH:MM" in local time. Closing times past midnight are written as 24:00-29:59 (e.g. "26:00" = 2 AM next day). */
const clock = z.string().regex(/^([01]\d|2[0-9]):[0-5]\d$/, 'time must be HH:MM');
export const openingRange = z
  .tuple([clock, clock])
  .refine(([open, close]) => close > open, 'closing time must be after opening time');
export type OpeningRange = z.infer<typeof openingRange>;

/** Opening hours by weekday; an empty list means closed that day. "00:00"-"24:00" means always open. */
export const openingHours = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(openingRange)])) as Record<
    Weekday,
    z.ZodArray<typeof openingRange>
  >,
);
export type OpeningHours = z.infer<typeof openingHours>;

/**
 * Hours as the knowledge base writes them: the short text form ("Tu-Su 09:30-17:30; Mo off", see hours-text.ts),
 * or the weekly object. Either way the parsed value is the weekly object.
 */
export const hoursField = z.union([
  openingHours,
  z.string().transform((text, ctx) => {
    try {
      return parseHoursText(text);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: err instanceof HoursTextError ? err.message : String(err) });
      return z.NEVER;
    }
  }),
]);

/** A day of the year, "MM-DD". */
export const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a day of the year must be MM-DD');

/** A calendar date, "YYYY-MM-DD". */
export const calendarDate = z.string().refine(isIsoDate, 'a date must be YYYY-MM-DD');

/**
 * A closure on given dates, not every year: a renovation (from, until), or a last day announced ahead (from only:
 * closed for good from then). A place already closed for good is taken out of the guide instead.
 */
export const datedClosureSchema = z
  .object({
    from: calendarDate,
    until: calendarDate.optional(),
    /** Why, in a few words shown with the dates ("renovation", "the restaurant closes for good"). */
    reason: z.string().min(5).max(80),
  })
  .strict()
  .refine((c) => !c.until || c.until >= c.from, 'a closure ends (until) on or after it starts (from)');
export type DatedClosure = z.infer<typeof datedClosureSchema>;

/** Hours that apply between two days of the year (inclusive; "11-01" to "02-28" runs over New Year). */
export const seasonalHoursSchema = z.object({ from: monthDay, to: monthDay, hours: hoursField }).strict();
export type SeasonalHours = z.infer<typeof seasonalHoursSchema>;

export const TRANSPORT_MODES = ['walk', 'metro', 'bus', 'train', 'car', 'boat', 'flight', 'tour'] as const;

/** How a day-trip place is reached from the destination's centre, one way. */
export const accessSchema = z
  .object({
    minutes: z.number().int().min(10).max(360),
    mode: z.enum(TRANSPORT_MODES),
    /** How to get there, in a sentence ("Trains from Rossio every 20 minutes; walk or bus up to the palaces."). */
    note: z.string().min(20),
  })
  .strict();
export type PlaceAccess = z.infer<typeof accessSchema>;

/** Local meal times: the window in which lunch and dinner usually start. */
export const mealTimesSchema = z
  .object({
    breakfast: openingRange.optional(),
    lunch: openingRange,
    dinner: openingRange,
  })
  .strict();
export type MealTimes = z.infer<typeof mealTimesSchema>;

export const PLACE_CATEGORIES = [
  'landmark',
  'attraction',
  'museum',
  'gallery',
  'religious',
  'park',
  'nature',
  'beach',
  'viewpoint',
  'market',
  'neighbourhood',
  'shopping',
  'nightlife',
  'restaurant',
  'cafe',
  'experience',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];
export const FOOD_CATEGORIES: readonly PlaceCategory[] = ['restaurant', 'cafe', 'market'];
/** The diets a picnic brought from town suits: whatever the traveller packs, but not the place's own cuisine. */
export const PICNIC_DIETS = ['vegetarian', 'vegan', 'glutenFree', 'dairyFree', 'healthy'] as const;

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by hyphens');

export const placeSchema = z
  .object({
    /** Unique within the destination; the global id is `${destinationId}/${id}`. */
    id: slug,
    name: z.string().min(2),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    address: z.string().min(3),
    category: z.enum(PLACE_CATEGORIES),
    tags: z.array(z.enum(INTERESTS)).min(1),
    description: z.string().min(60),
    durationMinutes: z.number().int().min(15).max(600),
    /** The usual weekly hours (see `seasons` for hours that change with the time of year). */
    hours: hoursField,
    /** Hours for parts of the year (winter closing times, summer evenings); the first that covers a date wins. */
    seasons: z.array(seasonalHoursSchema).optional(),
    /** Days of the year it is closed whatever the weekday ("12-25", "01-01"). */
    closedDates: z.array(monthDay).optional(),
    /** Closed on these dates of given years (a renovation, an announced last day). */
    closures: z.array(datedClosureSchema).optional(),
    /** Closed on the public holidays of the destination's country. */
    closedOnPublicHolidays: z.boolean().optional(),
    /** Last entry this many minutes before closing. */
    lastAdmissionMinutes: z.number().int().min(0).max(240).optional(),
    /** Shows, concerts and ceremonies: the only start times ("21:00", "23:00"), on the days the hours open. */
    startTimes: z.array(clock).min(1).optional(),
    /** Months it runs (1-12), when seasonal (whale watching June to November); every month when absent. */
    months: z.array(z.number().int().min(1).max(12)).min(1).max(11).optional(),
    /** Out in the open: ends by sunset plus 30 minutes. Defaults to true for parks, nature, beaches, viewpoints. */
    outdoor: z.boolean().optional(),
    /** Worth seeing after dark (night markets, lit monuments, observation decks, promenades lively at night). */
    evening: z.boolean().optional(),
    /** Timed to the sunset: the visit starts before it and lasts past it (penguins ashore at dusk, dunes at sundown). */
    atSunset: z.boolean().optional(),
    /** A bar or pub (serves drinks first): never planned for families. */
    bar: z.boolean().optional(),
    /** 0 free, 1 cheap ... 4 very expensive. */
    priceLevel: z.number().int().min(0).max(4),
    cost: z.string().min(1),
    segments: z.array(z.enum(TIME_SEGMENTS)).min(1),
    /** Food places only: the meals it serves. */
    meals: z.array(z.enum(MEALS)).optional(),
    /** Food places only: diets it serves well. */
    dietary: z.array(z.enum(DIETARY_OPTIONS)).optional(),
    /**
     * A picnic spot at an outing where nothing is sold (tables in a desert park): lunch is brought from town, so it
     * suits every diet but local cuisine (PICNIC_DIETS). Only a day trip's lunch; its card says to bring it.
     */
    picnic: z.boolean().optional(),
    rating: z.number().min(1).max(5).optional(),
    website: z.url().optional(),
    wikidataId: z
      .string()
      .regex(/^Q\d+$/)
      .optional(),
    /** Outside the city proper (up to ~150 km): planned as a whole-day or half-day excursion. */
    dayTrip: z.boolean().optional(),
    /** Day trips: how the place is reached from the centre, one way (overrides the travel estimate). */
    access: accessSchema.optional(),
  })
  .strict();
export type Place = z.infer<typeof placeSchema>;

/**
 * An experience that serves a meal (a cruise's lunch on board, a safari's dinner at the camp): its meal is taken
 * there right after the visit, the only place that may be both a visit and a meal on one day, and the sight its
 * own food is near.
 */
export function servesOwnMeal(place: Pick<Place, 'category' | 'meals'>): boolean {
  return place.category === 'experience' && (place.meals?.length ?? 0) > 0;
}

export const destinationTipsSchema = z.object({
  travelSmart: z.object({
    bestTimeToVisit: z.string(),
    packingTips: z.string(),
    languageTips: z.string(),
  }),
  transportCards: z.object({
    publicTransport: z.string(),
    touristPasses: z.string(),
    purchaseInfo: z.string(),
  }),
  insiderTips: z.object({
    localMarkets: z.string(),
    diningRecommendation: z.string(),
    hiddenSpots: z.string(),
  }),
});
export type DestinationTips = z.infer<typeof destinationTipsSchema>;

export const destinationSchema = z
  .object({
    id: slug,
    geonameId: z.number().int().positive(),
    name: z.string().min(2),
    country: z.string().min(2),
    countryCode: z.string().length(2),
    continent: z.enum(CONTINENTS),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    timeZone: z.string().min(3),
    regionsTowns: z.array(z.string()).min(1),
    popularityLevel: z.enum(POPULARITY_LEVELS),
    popularityContext: z.string().min(20),
    travelStyles: z.array(z.enum(TRAVEL_STYLES)).min(1),
    interests: z.array(z.enum(INTERESTS)).min(1),
    /** Signature things to do, short phrases (recommendation cards list them). */
    activities: z.array(z.string()).min(3),
    description: z.string().min(80),
    localTip: z.string().min(40),
    bestMonths: z.array(z.number().int().min(1).max(12)).min(1),
    tips: destinationTipsSchema,
    /** Places may lie this far from the centre (default 40 km); expedition regions such as Antarctica need more. */
    radiusKm: z.number().positive().max(1500).optional(),
    /** Set when geonameId is the departure gateway rather than the place itself (Antarctic expeditions). */
    gatewayName: z.string().optional(),
    /** When lunch and dinner usually start here (Madrid dines from about 20:30, Tokyo from about 18:00). */
    mealTimes: mealTimesSchema.optional(),
    /** Place ids of the must-sees: a trip of three days or more includes them when they are open. */
    highlights: z.array(slug).optional(),
    /** Why the food and diet coverage rules do not apply (expedition cruises: meals are on board). */
    remoteReason: z.string().min(20).optional(),
    /**
     * Diets this destination cannot serve at 3 places for lunch and for dinner, each with the reason (Ushuaia:
     * almost no kitchen cooks vegan). The depth check accepts the shortfall for these diets only.
     */
    dietGaps: z.partialRecord(z.enum(DIETARY_OPTIONS), z.string().min(40)).optional(),
  })
  .strict();
export type Destination = z.infer<typeof destinationSchema>;

/** One file per destination: data/knowledge/destinations/<id>.json */
export const destinationFileSchema = z
  .object({
    destination: destinationSchema,
    places: z.array(placeSchema),
  })
  .strict();
export type DestinationFile = z.infer<typeof destinationFileSchema>;
