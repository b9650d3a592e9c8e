// Pure helpers for the map: day order, numbered stops, near-duplicate jitter, bounds and text excerpts.
import { TIME_SEGMENTS } from '../../../core/constants.ts';
import { haversineKm } from '../../../core/geo.ts';
import type { MapActivity, MapStop } from './types.ts';

const segmentRank = (a: MapActivity) => TIME_SEGMENTS.indexOf(a.timeSegment);

/** SPEC.md: a day is ordered by time segment (morning, afternoon, evening), then by order. */
export function dayOrder<T extends MapActivity>(activities: readonly T[]): T[] {
  return [...activities].sort((a, b) => segmentRank(a) - segmentRank(b) || a.order - b.order);
}

export const hasLocation = (a: MapActivity): a is MapActivity & { lat: number; lng: number } =>
  typeof a.lat === 'number' && typeof a.lng === 'number' && Number.isFinite(a.lat) && Number.isFinite(a.lng);

/** Stops for the activities that have coordinates, numbered 1..n in day order. */
export function toStops(activities: readonly MapActivity[]): MapStop[] {
  return dayOrder(activities)
    .filter(hasLocation)
    .map((activity, i) => ({
      id: String(activity.id),
      activity,
      number: i + 1,
      lat: activity.lat!,
      lng: activity.lng!,
    }));
}

const METERS_PER_DEGREE = 111_320;

/**
 * Moves stops that lie within `meters` of an earlier one onto a small circle around it, so every marker can
 * be seen and clicked (SPEC.md: about 20 m). Deterministic: the k-th duplicate goes to angle k * 60 degrees.
 */
export function jitterNearDuplicates(stops: readonly MapStop[], meters = 20): MapStop[] {
  const placed: MapStop[] = [];
  for (const stop of stops) {
    const crowd = placed.filter((p) => haversineKm(p, stop) * 1000 < meters).length;
    if (!crowd) {
      placed.push(stop);
      continue;
    }
    const angle = (crowd * Math.PI) / 3;
    const dLat = (Math.sin(angle) * meters) / METERS_PER_DEGREE;
    const dLng =
      (Math.cos(angle) * meters) / (METERS_PER_DEGREE * Math.max(0.01, Math.cos((stop.lat * Math.PI) / 180)));
    placed.push({ ...stop, lat: stop.lat + dLat, lng: stop.lng + dLng });
  }
  return placed;
}

/** [[west, south], [east, north]] around the stops. */
export function boundsOf(
  stops: readonly { lat: number; lng: number }[],
): [[number, number], [number, number]] {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const s of stops) {
    west = Math.min(west, s.lng);
    east = Math.max(east, s.lng);
    south = Math.min(south, s.lat);
    north = Math.max(north, s.lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** The first `max` characters, cut at a word where possible, with an ellipsis when shortened. */
export function excerpt(text: string | undefined, max: number): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * Groups markers that would overlap on screen: in order, each marker not yet grouped gathers every later one
 * whose centre lies within `radius` pixels of its own. Markers apart stay alone (a group of one).
 */
export function groupOverlapping<T extends { x: number; y: number }>(
  points: readonly T[],
  radius: number,
): T[][] {
  const groups: T[][] = [];
  const taken = new Set<number>();
  points.forEach((seed, i) => {
    if (taken.has(i)) return;
    taken.add(i);
    const group = [seed];
    for (let j = i + 1; j < points.length; j++) {
      const other = points[j]!;
      if (!taken.has(j) && Math.hypot(other.x - seed.x, other.y - seed.y) < radius) {
        taken.add(j);
        group.push(other);
      }
    }
    groups.push(group);
  });
  return groups;
}
