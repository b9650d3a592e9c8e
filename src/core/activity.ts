// Activities, days and itineraries as SPEC.md section 3 describes them.
import { z } from 'zod';
import { DIETARY_OPTIONS, TIME_SEGMENTS } from './constants.ts';
import { isIsoDate } from './dates.ts';

const text = (max: number) => z.string().max(max);

export const activityIdSchema = z.union([z.number(), z.string().min(1).max(100)]);
export type ActivityId = z.infer<typeof activityIdSchema>;

/** Minutes after a date's local midnight; closing times after midnight run past 1440. */
const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(48 * 60);
const minuteRange = z.tuple([minuteOfDay, minuteOfDay]);
/** Per-date lists cover at most this many trip dates. */
const MAX_TIMING_DATES = 62;

/**
 * When a planned place can be visited on each of the trip's dates, as the server computed it (seasons, closed days,
 * public holidays, last admission, show times, daylight, meal hours), so that the builder can re-time a day after
 * any edit without asking again. Lists indexed by date start at `from` (index 0 = that date).
 */
export const activityTimingSchema = z.object({
  from: z.string().refine(isIsoDate, 'Use a date in the form YYYY-MM-DD.'),
  /** Per date: the open ranges [open, close] of that date (the previous night's late hours included); [] = closed. */
  open: z.array(z.array(minuteRange).max(12)).max(MAX_TIMING_DATES),
  /** Per date: why it is closed all day ("Closed on Mondays"), '' when it opens. */
  closed: z.array(z.string().max(200)).max(MAX_TIMING_DATES).optional(),
  /** The last admission is this many minutes before closing. */
  lastEntry: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  /** Shows and ceremonies: the only times a visit can start. */
  startTimes: z.array(minuteOfDay).max(48).optional(),
  /** Meals: the destination's start window for this meal. */
  mealWindow: minuteRange.optional(),
  /** Outdoor visits: per date, the latest end (dusk); null when the sun does not set. */
  daylightEnd: z.array(minuteOfDay.nullable()).max(MAX_TIMING_DATES).optional(),
  /**
   * Worth seeing after dark (an observation deck, a lit monument or promenade, a night market): not kept to daylight
   * even where it is outdoors.
   */
  afterDark: z.boolean().optional(),
  /** Visits timed to the sunset (the penguins at dusk): per date, the sunset; null when the sun does not set. */
  sunset: z.array(minuteOfDay.nullable()).max(MAX_TIMING_DATES).optional(),
  /** Day trips: minutes to get there from town, each way. */
  accessMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  /** Day trips: how that way goes, as a leg's mode (the train's is transit). */
  accessMode: z.enum(['walk', 'transit', 'drive']).optional(),
  /** The hours are a guess for the category, not the place's own. */
  hoursUnknown: z.boolean().optional(),
});
export type ActivityTiming = z.infer<typeof activityTimingSchema>;

export const activitySchema = z.object({
  id: activityIdSchema,
  tripId: z.union([z.number(), z.string()]).optional(),
  title: z
    .string({ error: 'Title is required.' })
    .trim()
    .min(2, 'Title is required.')
    .max(200, 'Title is too long.'),
  description: text(4000).optional(),
  day: z.number().int().min(1, 'Day must be 1 or more.').max(366),
  timeSegment: z.enum(TIME_SEGMENTS, { error: 'Time of day must be morning, afternoon or evening.' }),
  order: z.number().int(),
  startTime: text(20).optional(),
  endTime: text(20).optional(),
  duration: text(50).optional(),
  location: text(500).optional(),
  mapLink: text(2000).optional(),
  imageUrl: text(2000).optional(),
  cost: text(100).optional(),
  sourceLink: text(2000).optional(),
  sourceLabel: text(100).optional(),
  /** The description was taken from elsewhere (Wikipedia): credited with its licence and a link wherever shown. */
  descriptionCredit: z.object({ source: text(60), licence: text(60), url: z.url().max(2000) }).optional(),
  type: text(50).optional(),
  tags: z.array(text(50)).max(30).optional(),
  notes: text(4000).optional(),
  /** Knowledge-base place id ("destination/place") when the activity is a known place. */
  placeId: text(200).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  /** Meals: which meal it is, and the diets the place caters for. */
  meal: z.enum(['breakfast', 'lunch', 'dinner']).optional(),
  dietary: z.array(z.enum(DIETARY_OPTIONS)).max(DIETARY_OPTIONS.length).optional(),
  /** What the plan had to compromise here, in words ("No vegan dinner nearby: this place has vegetarian dishes."). */
  notice: text(500).optional(),
  /** When it can be visited on the trip's dates (planned places); absent for custom activities and older plans. */
  timing: activityTimingSchema.optional(),
  /** The traveller fixed the start time: re-timing keeps it and flows the others around it. */
  pinned: z.boolean().optional(),
  /**
   * The segment the traveller put it in, when the stops before it pushed it into a later one: re-timing lets it
   * come back there once they leave room.
   */
  placedIn: z.enum(TIME_SEGMENTS).optional(),
  isCustom: z.boolean().default(false),
  isVegetarian: z.boolean().default(false),
  isSelected: z.boolean().default(false),
  createdAt: z.string().optional(),
});
export type Activity = z.output<typeof activitySchema>;
export type ActivityInput = z.input<typeof activitySchema>;

/** "HH:MM", 24-hour local time at the destination. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time in the form HH:MM (24-hour), e.g. 09:30.');

/** Where and when a day starts or ends: the traveller's accommodation. */
export const dayEndpointSchema = z.object({
  name: z.string().min(1).max(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  time: clockTimeSchema,
  /** The way to the day's first stop (start) or back from its last (end), as planned. */
  travel: z
    .object({
      minutes: z
        .number()
        .int()
        .min(0)
        .max(24 * 60),
      km: z.number().min(0).max(20_000),
      mode: z.enum(['walk', 'transit', 'drive']),
    })
    .optional(),
});
export type DayEndpoint = z.infer<typeof dayEndpointSchema>;

export const daySchema = z.object({
  date: z.string().refine(isIsoDate, 'Use a date in the form YYYY-MM-DD.'),
  day: z.number().int().min(1).max(366),
  /** With an accommodation: when the traveller leaves it, and when they are back. */
  start: dayEndpointSchema.optional(),
  end: dayEndpointSchema.optional(),
  activities: z.array(activitySchema).max(100),
});
export type Day = z.output<typeof daySchema>;
