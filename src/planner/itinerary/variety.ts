// What makes another seed's plan another plan (rule 11): each seed sets aside a random part of the places it
// could visit, so that two plans of the same trip share well under 60 % of their sights where the pool allows,
// while the traveller's interests still weigh most.
import { createRng, type Rng } from '../rng.ts';
import { SEEDS_PER_GROUP, seedGroup } from '../seeds.ts';
import { TOWN_DAY_VISIT_MINUTES } from './time-windows.ts';
import type { PlannerPlace, PlannerTrip } from './types.ts';

/**
 * Two plans of other seeds should share about this share of their visits in matches, on average: rule 11 allows
 * 60 % shared in all; a third leaves room for chance and for the places matching nothing.
 */
const SHARED_MATCHES = 1 / 3;
/**
 * The most of the matching places one seed sets aside: half, or more when what it keeps still holds this many
 * matches for every visit (a day or two of few visits in a pool of many matches).
 */
const MAX_MATCHES_ASIDE = 0.5;
const MATCHES_KEPT_PER_VISIT = 2;
/**
 * The least of the matches a seed sets aside: with fewer matches than visits, the plan takes every match it keeps,
 * and seeds keeping all of them shared them all. 0.45 rather than a third (decision 0051): random profiles, plans
 * another seed changed under 40 %, seeds 7 and 42: 77 -> 67; 5 and 1005: 64 -> 57.
 */
const MIN_MATCHES_ASIDE = 0.45;
/**
 * The share of the places matching no interest that a seed sets aside: over half, so that the plan's fillers
 * change and, with fewer of them in reach, the matches weigh a little more than before.
 */
const OTHERS_ASIDE = 0.55;
/**
 * Where the pool holds fewer than two places a visit, a seed keeps this many a visit and sets the rest aside (the
 * days' hours and the ways between places leave some kept places unused); with fewer, nothing is set aside.
 * With both (grid audit, seeds 1 and 2): plans in pools holding 40 % of another plan but fewer places than the plan
 * uses changed under 40 % 35 times in 93, from 50; in roomier pools 35 in 620, from 37.
 */
const TIGHT_POOL_KEPT_PER_VISIT = 1.25;
/**
 * The fewest visits a day a seed counts on besides the must-sees: a short trip's many must-sees may take all the
 * hours the estimate gives, yet the days still fit short visits between them (Singapore, three light days, eight
 * must-sees: seven more visits, the same seven for every seed while nothing was set aside).
 */
const MIN_VISITS_PER_DAY = 1;

/**
 * How a seed draws the places it sets aside. The seeds of a group (seeds.ts) shuffle the places alike and each
 * sets aside another stretch of the shuffle, read as a circle and starting a third further on: two of them keep
 * a sixth of the places in common where two independent draws keep a quarter on average, and sometimes far more
 * (grid audit: plans under 40 % changed 81 of 614 for unrelated seeds, 36 for two seeds of a group). Seeds of
 * other groups draw independently.
 */
export interface VarietyDraw {
  rng: Rng;
  /** Where on the shuffle's circle this seed's stretch starts, as a share of its length. */
  offset: number;
  /** This seed's own liking of each place, drawn apart from the search's noise. */
  liking: Rng;
  /** The seeds of the same group (seeds.ts) but this one. */
  neighbours: readonly number[];
}

export function varietyDraw(seed: number): VarietyDraw {
  const { group, rank } = seedGroup(seed);
  return {
    rng: createRng(Math.imul(group, 0x2c1b3c6d) ^ 0x297a2d39),
    offset: rank / SEEDS_PER_GROUP,
    liking: createRng(Math.imul(seed, 0x5f356495) ^ 0x1b873593),
    neighbours: Array.from({ length: SEEDS_PER_GROUP }, (_, r) => 1 + group * SEEDS_PER_GROUP + r).filter(
      (other) => other !== seed,
    ),
  };
}

export interface VarietyInput {
  places: readonly PlannerPlace[];
  isSight: Uint8Array;
  isMustSee: Uint8Array;
  /** Places never set aside that still leave room for other visits (a short trip's highlights). */
  kept: Uint8Array;
  matches: Uint8Array;
  /** Minutes of each place's visit. */
  stays: Int32Array;
  /** Minutes of the way to each place from the centre, for a day trip. */
  access: Int32Array;
  /** The share of a whole day each day of the trip offers (an arrival at 13:30 leaves less than half). */
  dayShares: readonly number[];
  trip: PlannerTrip;
}

/**
 * The places this seed sets aside: they earn nothing for a visit, so the plan is made of the others; at the end
 * they come back as plain fillers (no worth but the visit) for the room the days have left (plan.ts). Without
 * this, the places filling a day around its must-sees are the nearest ones whatever the seed, and matches about
 * as many as the visits are all taken.
 * Must-sees and day trips are never set aside; nothing is when the pool has no room for another plan.
 */
export function setAside(input: VarietyInput, draw: VarietyDraw): Set<number> {
  const { places, isSight, isMustSee, kept, matches, stays, access, dayShares, trip } = input;
  const days = dayShares.length;
  const matching: number[] = [];
  const others: number[] = [];
  let must = 0;
  let keptCount = 0;
  let stayed = 0;
  // Must-see day trips take their visit and the way there and back out of the trip's hours.
  let mustTrips = 0;
  let mustTripMinutes = 0;
  places.forEach((p, i) => {
    if (!isSight[i]) return;
    if (p.dayTrip) {
      if (isMustSee[i]) {
        mustTrips++;
        mustTripMinutes += stays[i]! + 2 * access[i]!;
      }
      return;
    }
    if (isMustSee[i]) must++;
    else if (kept[i]) keptCount++;
    else if (matches[i]) matching.push(i);
    else others.push(i);
    if (!kept[i]) stayed += stays[i]!;
  });
  const sights = matching.length + others.length + must;
  if (sights === 0) return new Set();
  // About how many visits the plan makes besides its must-sees and the places it keeps: the hours its days offer
  // (a short first or last day, the must-see day trips' hours aside) at the pool's usual visit and way, within the
  // daily limit. Counting whole days and the limit alone, a seed of four busy days with two day trips among its
  // must-sees expected 13 visits where plans made 9, took the pool for tight and set 10 of 27 places aside: two
  // seeds shared 7 of 9 visits. Plans another seed changed under 40 % where the pool allows, counting the hours:
  // grid (seeds k and k + 1000) 80 -> 68 of about 630; random profiles, seeds 1 and 2, 19 -> 15 of 540; 2 and 3,
  // 29 -> 21; offset 300, 67 -> 64; offset 0, 54 -> 50; seeds 7 and 42, 64 -> 70 (chance: about 7 either way).
  const townMinutes =
    dayShares.reduce((sum, share) => sum + share, 0) * TOWN_DAY_VISIT_MINUTES[trip.activityPace] -
    mustTripMinutes;
  const byTime = Math.max(0, townMinutes) / (stayed / sights + 20);
  const visits = Math.max(
    MIN_VISITS_PER_DAY * days,
    Math.min(days * trip.activityLimit - mustTrips, byTime) - must - keptCount,
  );
  const pool = matching.length + others.length;
  if (pool <= TIGHT_POOL_KEPT_PER_VISIT * visits) return new Set();
  const [matchesAside, othersAside] = asideShares(pool, matching.length, visits);
  return new Set([
    ...stretchOfShuffle(matching, Math.round(matchesAside * matching.length), draw),
    ...stretchOfShuffle(others, Math.round(othersAside * others.length), draw),
  ]);
}

/** The shares of the matches and of the other places a seed sets aside, for a pool of that size and visits. */
function asideShares(pool: number, matches: number, visits: number): [number, number] {
  // A tight pool (a long stay in a small town): each seed keeps a little more than its visits, a share of the
  // matches and of the others alike, so that seeds of a group keep different stretches of both.
  if (pool < 2 * visits) {
    const share = 1 - (TIGHT_POOL_KEPT_PER_VISIT * visits) / pool;
    return [share, share];
  }
  // A seed keeps (1 - f) of the matches: two seeds share (1 - f)^2 of them, a third of the visits.
  const f = Math.min(
    Math.max(MAX_MATCHES_ASIDE, 1 - (MATCHES_KEPT_PER_VISIT * visits) / Math.max(1, matches)),
    1 - Math.sqrt((SHARED_MATCHES * visits) / Math.max(1, matches)),
  );
  return [Math.max(MIN_MATCHES_ASIDE, f), OTHERS_ASIDE];
}

/** `count` members of `list` in a row from the draw's offset on a shuffle of it (shuffles the list in place). */
function stretchOfShuffle(list: number[], count: number, { rng, offset }: VarietyDraw): number[] {
  for (let k = list.length - 1; k > 0; k--) {
    const j = Math.floor(rng.next() * (k + 1));
    [list[k], list[j]] = [list[j]!, list[k]!];
  }
  const start = Math.round(offset * list.length);
  return Array.from({ length: count }, (_, k) => list[(start + k) % list.length]!);
}

/**
 * For each place this seed sets aside, how many other seeds of its group keep it: the places it takes back as
 * fillers had better be ones its neighbours set aside too, or the fillers of one plan are the choices of the next.
 */
export function keptByNeighbours(
  input: VarietyInput,
  draw: VarietyDraw,
  aside: ReadonlySet<number>,
): Uint8Array {
  const kept = new Uint8Array(input.places.length);
  for (const other of draw.neighbours) {
    const theirs = setAside(input, varietyDraw(other));
    for (const i of aside) if (!theirs.has(i)) kept[i]!++;
  }
  return kept;
}
