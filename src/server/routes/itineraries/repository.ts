// Saved plans in the database: a trips row (the trip details as columns) and an itineraries row (the plan as JSON)
// per plan. Every query is scoped to its user, so another user's id simply finds nothing.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Day } from '../../../core/activity.ts';
import { planName, type SavedPlan } from '../../../core/api/itineraries.ts';
import { formatDateRange } from '../../../core/dates.ts';
import type { TripDetails } from '../../../core/trip.ts';
import type { Db } from '../../db/open.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { itineraries, trips } from '../../db/schema.ts';

export interface PlanInput {
  name?: string;
  tripDetails: TripDetails;
  days: Day[];
}

interface PlanData {
  tripDetails: TripDetails;
  days: Day[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and must not reach the database as a cast error). */
export function isPlanId(id: string): boolean {
  return UUID.test(id);
}

const planColumns = {
  id: itineraries.id,
  tripId: itineraries.tripId,
  name: itineraries.name,
  data: itineraries.data,
  createdAt: itineraries.createdAt,
  updatedAt: itineraries.updatedAt,
};
type PlanRow = { id: string; tripId: string; name: string; data: unknown; createdAt: Date; updatedAt: Date };

function toSavedPlan(row: PlanRow): SavedPlan {
  const { tripDetails, days } = row.data as PlanData;
  return {
    id: row.id,
    tripId: row.tripId,
    name: row.name,
    destination: tripDetails.destination,
    date: formatDateRange(tripDetails.startDate, tripDetails.endDate),
    tripDetails,
    days,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function tripColumns(t: TripDetails) {
  return {
    destination: t.destination,
    startDate: t.startDate,
    endDate: t.endDate,
    travelers: t.travelers,
    travelStyle: t.travelStyle,
    interests: t.interests,
    dietaryPreferences: t.dietaryPreferences,
    activityLimit: t.activityLimit,
  };
}

const nameOf = (input: PlanInput) => input.name || planName(input.tripDetails.destination);
const dataOf = (input: PlanInput): PlanData => ({ tripDetails: input.tripDetails, days: input.days });

/** The user's plans, most recently saved first. */
export async function listPlans(db: Db, userId: string): Promise<SavedPlan[]> {
  const rows = await db
    .select(planColumns)
    .from(itineraries)
    .where(eq(itineraries.userId, userId))
    .orderBy(desc(itineraries.updatedAt), desc(itineraries.createdAt));
  return rows.map(toSavedPlan);
}

/**
 * The same list as listPlans, as the JSON text of the response. The plan content is passed through as the database
 * prints it instead of being parsed, validated and printed again: it was validated by the same schema when saved,
 * and the round trip was most of the cost of listing (docs/decisions/0013-saved-plans-list-json.md).
 */
// The busiest read (DESIGN.md section 9's listing bar).
const listPlansQuery = preparedPerDatabase((db) =>
  // The trip's columns hold the same destination and dates as the plan's trip details (written together), so the
  // stored JSON is read once, as text, and never taken apart.
  db
    .select({
      id: itineraries.id,
      tripId: itineraries.tripId,
      name: itineraries.name,
      createdAt: itineraries.createdAt,
      updatedAt: itineraries.updatedAt,
      destination: trips.destination,
      startDate: trips.startDate,
      endDate: trips.endDate,
      data: sql<string>`${itineraries.data}::text`,
    })
    .from(itineraries)
    .innerJoin(trips, eq(trips.id, itineraries.tripId))
    .where(eq(itineraries.userId, sql.placeholder('userId')))
    .orderBy(desc(itineraries.updatedAt), desc(itineraries.createdAt))
    .prepare('list_plans'),
);

export async function listPlansJson(db: Db, userId: string): Promise<string> {
  const rows = await listPlansQuery(db).execute({ userId });
  const items = rows.map((r) => {
    const head = JSON.stringify({
      id: r.id,
      tripId: r.tripId,
      name: r.name,
      destination: r.destination,
      date: formatDateRange(r.startDate, r.endDate),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    });
    // data is {"days": [...], "tripDetails": {...}} (dataOf): its members join the item's.
    return `${head.slice(0, -1)},${r.data.slice(1)}`;
  });
  return `[${items.join(',')}]`;
}

export async function findPlan(db: Db, userId: string, id: string): Promise<SavedPlan | null> {
  if (!isPlanId(id)) return null;
  const [row] = await db
    .select(planColumns)
    .from(itineraries)
    .where(and(eq(itineraries.id, id), eq(itineraries.userId, userId)));
  return row ? toSavedPlan(row) : null;
}

/** Creates the trip and its itinerary together: both or neither. */
export async function createPlan(db: Db, userId: string, input: PlanInput): Promise<SavedPlan> {
  return db.transaction(async (tx) => {
    const [trip] = await tx
      .insert(trips)
      .values({ userId, ...tripColumns(input.tripDetails) })
      .returning({ id: trips.id });
    const [row] = await tx
      .insert(itineraries)
      .values({
        tripId: trip!.id,
        userId,
        name: nameOf(input),
        data: dataOf(input) as unknown as Record<string, unknown>,
      })
      .returning(planColumns);
    return toSavedPlan(row!);
  });
}

/** Replaces a plan's content in place (saving again never duplicates). Null when the plan is not the user's. */
export async function updatePlan(
  db: Db,
  userId: string,
  id: string,
  input: PlanInput,
): Promise<SavedPlan | null> {
  if (!isPlanId(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(itineraries)
      .set({
        name: nameOf(input),
        data: dataOf(input) as unknown as Record<string, unknown>,
        updatedAt: new Date(),
      })
      .where(and(eq(itineraries.id, id), eq(itineraries.userId, userId)))
      .returning(planColumns);
    if (!row) return null;
    await tx
      .update(trips)
      .set(tripColumns(input.tripDetails))
      .where(and(eq(trips.id, row.tripId), eq(trips.userId, userId)));
    return toSavedPlan(row);
  });
}

/**
 * Deletes a trip and its itinerary, found by the saved plan's id or by its trip id. Returns the plan's name, or
 * null when neither id names one of the user's trips.
 */
export async function deletePlan(db: Db, userId: string, id: string): Promise<{ name: string } | null> {
  if (!isPlanId(id)) return null;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ tripId: trips.id, destination: trips.destination, name: itineraries.name })
      .from(trips)
      .leftJoin(itineraries, eq(itineraries.tripId, trips.id))
      .where(and(eq(trips.userId, userId), or(eq(trips.id, id), eq(itineraries.id, id))))
      .limit(1);
    if (!found) return null;
    // The itinerary (and any share link to it) goes with the trip through ON DELETE CASCADE.
    const deleted = await tx
      .delete(trips)
      .where(and(eq(trips.id, found.tripId), eq(trips.userId, userId)))
      .returning({ id: trips.id });
    if (deleted.length === 0) return null;
    return { name: found.name ?? planName(found.destination) };
  });
}
