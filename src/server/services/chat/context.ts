// What the chat knows while answering one message: the trip, its days, the destination and its places, and the
// clock. Built once per request; the answer modules only read it.
import type { Activity, Day } from '../../../core/activity.ts';
import type { Proposal } from '../../../core/api/chat.ts';
import { addDays, daysBetween } from '../../../core/dates.ts';
import type { LatLng } from '../../../core/geo.ts';
import { sortActivities } from '../../../core/itinerary.ts';
import { type LocalClock, localClock } from '../../../core/opening-hours.ts';
import type { Holidays } from '../../../core/place-calendar.ts';
import type { TripDetails } from '../../../core/trip.ts';
import type { KnowledgeBase, KnowledgePlace } from '../../../knowledge/index.ts';
import { type ResolvedDestination, resolveDestination } from '../destinations/resolve.ts';
import { publicHolidays } from '../holidays/holidays.ts';
import { normalizeText } from './text.ts';

export interface ChatContext {
  kb: KnowledgeBase;
  trip: TripDetails;
  /** Sorted by day number, activities by segment then order. */
  days: Day[];
  currentDay: number;
  destination: ResolvedDestination;
  /** The destination's knowledge-base places; empty when it has no place pack. */
  places: readonly KnowledgePlace[];
  /** The destination's wall clock now. */
  clock: LocalClock;
  /** The trip day that "today" means: the real today during the trip, else the day the traveller is viewing. */
  referenceDay: number;
  /** Public holidays of the destination's country around the trip's dates (the planner's calendar). */
  holidays: Holidays;
}

export interface ChatAnswer {
  reply: string;
  proposal?: Proposal;
  /** Knowledge-base places the reply names (for tests and for the AI's validation). */
  places?: KnowledgePlace[];
}

export function createChatContext(
  kb: KnowledgeBase,
  input: { tripDetails: TripDetails; days: Day[]; currentDay: number },
  now: Date,
): ChatContext {
  const destination = resolveDestination(kb, input.tripDetails);
  const places = destination.kind === 'knowledge' ? kb.placesOf(destination.destination.id) : [];
  const timeZone =
    (destination.kind !== 'unknown' && destination.timeZone) ||
    input.tripDetails.destinationPlace?.timeZone ||
    'UTC';
  const clock = localClock(timeZone, now);
  const days = [...input.days]
    .sort((a, b) => a.day - b.day)
    .map((d) => ({ ...d, activities: sortActivities(d.activities) }));
  const trip = input.tripDetails;
  const todayNumber = tripDayOfDate(trip, clock.date);
  const lastDay = Math.max(tripDayCount(trip), ...days.map((d) => d.day));
  const referenceDay = todayNumber >= 1 && todayNumber <= lastDay ? todayNumber : input.currentDay;
  const countryCode =
    (destination.kind === 'knowledge' && destination.destination.countryCode) ||
    (destination.kind === 'place' && destination.countryCode) ||
    trip.destinationPlace?.countryCode;
  // The day before the trip too: a late opening of that evening reaches into day 1.
  const dates = Array.from({ length: lastDay + 1 }, (_, i) => addDays(trip.startDate, i - 1));
  const holidays = publicHolidays(countryCode || undefined, [...dates, clock.date, addDays(clock.date, 1)]);
  return { kb, trip, days, currentDay: input.currentDay, destination, places, clock, referenceDay, holidays };
}

/** The trip day a calendar date is (0 or less before the trip, past the end after it). */
export function tripDayOfDate(trip: TripDetails, date: string): number {
  return daysBetween(trip.startDate, date) + 1;
}

export function tripDayCount(trip: TripDetails): number {
  return tripDayOfDate(trip, trip.endDate);
}

/** The highest day number a change may target: the trip's length, or a day the plan already has. */
export function lastDayOf(ctx: ChatContext): number {
  return Math.max(tripDayCount(ctx.trip), ...ctx.days.map((d) => d.day));
}

export function dateOfDay(ctx: ChatContext, day: number): string {
  return ctx.days.find((d) => d.day === day)?.date ?? addDays(ctx.trip.startDate, day - 1);
}

export function activitiesOf(ctx: ChatContext, day?: number): Activity[] {
  return ctx.days.filter((d) => day === undefined || d.day === day).flatMap((d) => d.activities);
}

export function destinationName(ctx: ChatContext): string {
  return ctx.destination.kind === 'knowledge' ? ctx.destination.destination.name : ctx.trip.destination;
}

/** The knowledge-base place an activity is: by its place id, else by its exact title within the destination. */
export function placeOfActivity(ctx: ChatContext, activity: Activity): KnowledgePlace | undefined {
  if (activity.placeId) {
    const byId = ctx.kb.place(activity.placeId);
    if (byId) return byId;
  }
  const title = normalizeText(activity.title);
  return ctx.places.find((p) => normalizeText(p.name) === title);
}

export function pointOfActivity(ctx: ChatContext, activity: Activity): LatLng | undefined {
  if (typeof activity.lat === 'number' && typeof activity.lng === 'number')
    return { lat: activity.lat, lng: activity.lng };
  const place = placeOfActivity(ctx, activity);
  return place ? { lat: place.lat, lng: place.lng } : undefined;
}

/** Where a day happens: the middle of its located activities, else the destination's centre. */
export function dayArea(ctx: ChatContext, day: number): { center?: LatLng; activities: Activity[] } {
  const located = activitiesOf(ctx, day).filter((a) => pointOfActivity(ctx, a));
  if (located.length === 0)
    return {
      center: ctx.destination.kind === 'unknown' ? undefined : ctx.destination.center,
      activities: [],
    };
  const points = located.map((a) => pointOfActivity(ctx, a)!);
  const center = {
    lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
    lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
  };
  return { center, activities: located };
}

export function isPlanned(ctx: ChatContext, place: KnowledgePlace): Activity | undefined {
  return activitiesOf(ctx).find((a) => placeOfActivity(ctx, a)?.globalId === place.globalId);
}
