// The planner over the real knowledge base: every destination, a seeded grid of traveller profiles (every style,
// interests, diets including vegan + gluten-free, limits 1-10, every pace, 1-7 days, starts on every weekday).
import { describe, expect, it } from 'vitest';
import { addDays, tripLength } from '../../core/dates.ts';
import { haversineKm } from '../../core/geo.ts';
import { clockMinutes } from '../../core/opening-hours.ts';
import { openRangesOnDate, openThroughOnDate } from '../../core/place-calendar.ts';
import { getKnowledgeBase } from '../../knowledge/index.ts';
import { createRng } from '../rng.ts';
import { ACCESS_TOWN_MINUTES, estimateLeg } from '../travel.ts';
import { parseClock } from './clock.ts';
import { needsDaylight } from './daylight.ts';
import { planTrip } from './plan.ts';
import { buildProblem, DAY_TRIP_BACK_BY, HOTEL, OUTING_LUNCH_MINUTES } from './problem.ts';
import { REST_BEFORE_SMALL_HOURS } from './rest.ts';
import { canBeSight, interestMatches } from './scoring.ts';
import {
  BUSY_PROFILES,
  busyTrip,
  GRID_HOLIDAYS,
  gridTrip,
  guidePlanInput,
  moderateTrip,
} from './test-fixtures.ts';
import { fullStayMinutes } from './time-windows.ts';
import type { PlannedDay, PlannedTrip, PlannerPlace, PlannerTrip, PlanTripInput } from './types.ts';
import { checkPlan } from './validate.ts';
import { varietyDraw } from './variety.ts';

const kb = getKnowledgeBase();
const PROFILES_PER_DESTINATION = 8;
const isMeal = (type: string) => type === 'lunch' || type === 'dinner';
const all = (days: readonly PlannedDay[]) => days.flatMap((d) => d.activities);
/** Minutes after midnight of a plan's "9:35 AM". */
const clock = (text: string) => parseClock(text)!;

interface Case {
  input: PlanTripInput;
  plan: PlannedTrip;
}

const destinations = kb.destinations();

/** Every meal of the plan that misses one of the trip's diets says which on its card. */
function expectDietMissesSaid(id: string, input: PlanTripInput, plan: PlannedTrip): void {
  for (const meal of all(plan.days).filter((a) => isMeal(a.type))) {
    const missed = input.trip.dietaryPreferences.filter((diet) => !meal.dietary?.includes(diet));
    if (missed.length > 0) expect(meal.notice, `${id}: ${meal.title}`).toBeTruthy();
  }
}
const pools = new Map<string, PlannerPlace[]>();
/** A light week in Melbourne with the penguins at dusk, in at 14:30 and out by 16:00 (two tests' trip). */
const MELBOURNE_LIGHT_WEEK: PlannerTrip = {
  startDate: '2027-10-11',
  endDate: '2027-10-17',
  travelers: 1,
  travelStyle: 'luxury',
  interests: ['hiking', 'nature'],
  dietaryPreferences: ['vegan', 'vegetarian'],
  activityLimit: 5,
  activityPace: 'light',
  arrivalTime: '14:30',
  departureTime: '16:00',
};

/** A trip over destination `id` of the embedded guide, as the API plans it (the grid's holidays unless told). */
function guideInput(
  id: string,
  trip: PlannerTrip,
  seed: number,
  holidays: PlanTripInput['holidays'] = GRID_HOLIDAYS,
): PlanTripInput {
  const destination = kb.destination(id)!;
  let places = pools.get(id);
  if (!places) {
    places = kb.placesOf(id).map((p) => ({ ...p, gid: p.globalId }));
    pools.set(id, places);
  }
  return guidePlanInput(destination, places, trip, seed, holidays);
}

/** Grid profile k of destination `id`, planned with `seed` (casesOf plans profile k with seed k). */
function gridInput(id: string, k: number, seed: number): PlanTripInput {
  const d = destinations.findIndex((x) => x.id === id);
  return guideInput(id, gridTrip(d, k, destinations[d]!), seed);
}

const cases = new Map<string, Case[]>();
function casesOf(id: string): Case[] {
  let list = cases.get(id);
  if (!list) {
    const d = destinations.findIndex((x) => x.id === id);
    list = Array.from({ length: PROFILES_PER_DESTINATION }, (_, k) => {
      const input = guideInput(id, gridTrip(d, k, destinations[d]!), k);
      return { input, plan: planTrip(input) };
    });
    cases.set(id, list);
  }
  return list;
}

/**
 * Mean length of the legs between two places in town (day-trip legs aside) over the destination's plans, as a
 * share of the mean distance between two places of the pool in town (what random days would give, about 1).
 */
function compactness(id: string): number | undefined {
  const places = casesOf(id)[0]!.input.places;
  const town = places.filter((p) => !p.dayTrip);
  let pairs = 0;
  let pairKm = 0;
  for (const a of town) {
    for (const b of town) {
      if (a === b) continue;
      pairs++;
      pairKm += estimateLeg(a, b).km;
    }
  }
  let legs = 0;
  let legKm = 0;
  const dayTrip = new Set(places.filter((p) => p.dayTrip).map((p) => p.gid));
  for (const { plan } of casesOf(id)) {
    for (const day of plan.days) {
      day.activities.forEach((a, i) => {
        const next = day.activities[i + 1];
        if (!next || dayTrip.has(a.placeId) || dayTrip.has(next.placeId)) return;
        legs++;
        legKm += a.travelToNext!.km;
      });
    }
  }
  return legs > 0 ? legKm / legs / (pairKm / pairs) : undefined;
}

describe.each(destinations.map((d) => [d.id]))('planning %s', (id) => {
  it('keeps every hard rule: hours on the date, meals and diets said, repeats, daylight, shows, day trips, accommodation', () => {
    for (const { input, plan } of casesOf(id))
      expect(checkPlan(input, plan, { quality: false }), JSON.stringify(input.trip)).toEqual([]);
  });

  it('keeps days compact: legs in town are clearly shorter than distances across the pool', () => {
    const ratio = compactness(id);
    if (ratio !== undefined) expect(ratio).toBeLessThan(0.75);
  });

  it('lunches at a day trip when the guide knows a place near it serving lunch that day', () => {
    // Rule 7 read from the plan: on a day visiting a place the guide marks as a day trip (in the morning), lunch is
    // within an outing's lunch reach of it whenever a place there serves lunch on that date. Arrival and departure
    // days may not have the hours for it (Valle de Uco before a 17:00 departure).
    for (const { input, plan } of casesOf(id)) {
      const byGid = new Map(input.places.map((p) => [p.gid, p]));
      const [from, to] = (input.mealTimes?.lunch ?? ['12:00', '14:30']).map(clockMinutes) as [number, number];
      plan.days.forEach((day, d) => {
        if ((d === 0 && input.trip.arrivalTime) || (d === plan.days.length - 1 && input.trip.departureTime))
          return;
        const trips = day.activities
          .map((a) => (a.meal ? undefined : byGid.get(a.placeId)))
          .filter((p): p is PlannerPlace => Boolean(p?.dayTrip && p.access && !p.evening));
        const near = (f: PlannerPlace) =>
          trips.some((t) => estimateLeg(t, f).minutes <= OUTING_LUNCH_MINUTES);
        const there = input.places.filter(
          (f) =>
            f.dayTrip &&
            f.meals?.includes('lunch') &&
            near(f) &&
            openRangesOnDate(f, day.date, input.holidays).some(([o, c]) => o <= to && c >= from + 45),
        );
        if (trips.length === 0 || there.length === 0) return;
        const lunch = day.activities.find((a) => a.meal === 'lunch');
        const place = lunch && byGid.get(lunch.placeId);
        expect(place && near(place), `${id} day ${day.day}: ${lunch?.title ?? 'no lunch'}`).toBe(true);
      });
    }
  });

  it('is deterministic', () => {
    const { input, plan } = casesOf(id)[1]!;
    expect(planTrip(input)).toEqual(plan);
  });
});

describe('planning over the whole knowledge base', () => {
  it("meets the editor's judgements on nearly every plan: compact days, no long idle stretch, the must-sees", () => {
    // The aim is none; these bounds hold the line while the heuristics improve (see docs/benchmarks.md).
    let plans = 0;
    let faulted = 0;
    for (const destination of destinations) {
      for (const { input, plan } of casesOf(destination.id)) {
        plans++;
        if (checkPlan(input, plan).length > 0) faulted++;
      }
    }
    expect(plans).toBeGreaterThan(800);
    expect(faulted / plans).toBeLessThan(0.12);
  });

  it('reflects the interests: the visits match them far more often than the pool does, and never a visit fewer for one destination', () => {
    let judged = 0;
    let total = 0;
    for (const destination of destinations) {
      let lift = 0;
      let choices = 0;
      for (const { input, plan } of casesOf(destination.id)) {
        // The must-sees are the destination's, whatever the interests: the planner's own choices are the rest.
        const must = new Set(input.mustSee);
        const pool = input.places.filter((p) => canBeSight(p, input.trip) && !must.has(p.gid));
        const matching = pool.filter((p) => interestMatches(p, input.trip.interests) > 0).length;
        const visits = all(plan.days).filter((a) => !isMeal(a.type) && !must.has(a.placeId ?? ''));
        // Little to choose: no visit, no place matching, or a busy week that visits most of the pool (the South
        // Shetlands' 16 landings of 23 in six days, the others out of the ship's reach those days).
        if (visits.length === 0 || matching === 0 || visits.length > (2 / 3) * pool.length) continue;
        // Each plan weighs by its visits: one evening stroll after dinner says little about the interests.
        choices += visits.length;
        const matched = visits.filter(
          (a) => interestMatches({ tags: a.tags as never }, input.trip.interests) > 0,
        ).length;
        lift += matched - (visits.length * matching) / pool.length;
      }
      if (choices === 0) continue;
      judged++;
      total += lift;
      // One destination's sign over some 80 visits is chance where most of its pool matches anyway (Sydney's nature
      // and families: 0.13 visits over the pool's rate, then -0.34 once a family's evening ended earlier): none falls
      // a whole visit short of the pool, and over the guides the plans match far more often (6.5 visits each).
      expect(lift, destination.id).toBeGreaterThan(-1);
    }
    expect(judged).toBeGreaterThan(destinations.length * 0.9);
    expect(total / judged).toBeGreaterThan(4);
  });

  it('lunches on an outing at a place there or up to 35 minutes from it rather than back in town', () => {
    const TERRACOTTA_LUNCHES = ['Terracotta Army Museum restaurant', 'Terracotta Army exit food street'];
    // Rule 7. Il Monumento by Ostia's pier is 21 minutes from the beach, the spring-pancake houses of Kangling
    // village 28 from the Ming Tombs' Sacred Way: both outings had lunched back in Rome and Beijing. Huaqing Palace
    // and Lishan, in Lintong beside the Terracotta Army, are 32-33 minutes from its lunch places in the travel model
    // (a 6 km taxi ride): they had lunched back in Xi'an, over 30 km away.
    for (const [id, k, outing, lunch] of [
      ['rome', 4, 'Lido di Ostia', 'Il Monumento'],
      ['beijing', 3, 'Ming Tombs (Changling and the Sacred Way)', 'Kangling village spring-pancake houses'],
      // The guide now knows the Udvar-Hazy Center's own food counter, and Osaka's Hiraso in Nara (Kyoto's
      // guide had it): Mizuya Chaya closes on Wednesdays.
      ['washington', 1, 'Steven F. Udvar-Hazy Center', "McDonald's at the Udvar-Hazy Center"],
      ['osaka', 6, 'Todai-ji and Nara Park', 'Hiraso Nara'],
      // Sights 30-40 km out that the guide had as town sights, now outings with a place to eat there.
      ['xian', 0, "Terracotta Army (Emperor Qinshihuang's Mausoleum Site Museum)", TERRACOTTA_LUNCHES],
      ['xian', 7, 'Huaqing Palace', TERRACOTTA_LUNCHES],
      ['xian', 6, 'Lishan National Forest Park', TERRACOTTA_LUNCHES],
      ['ho-chi-minh-city', 0, 'Cu Chi Tunnels (Ben Dinh)', 'Ben Dinh Restaurant'],
      ['agra', 1, 'Fatehpur Sikri Royal Palace', 'Goverdhan Tourist Complex Restaurant, Fatehpur Sikri'],
      ['quito', 0, 'Ciudad Mitad del Mundo', 'Restaurante Cochabamba'],
    ] as const) {
      const { input, plan } = casesOf(id)[k]!;
      const day = plan.days.find((x) => x.activities.some((a) => a.title === outing));
      expect(day, id).toBeDefined();
      const lunchAt = day!.activities.find((a) => a.meal === 'lunch')?.title;
      expect(
        [lunch].flat().map((name) => `Lunch at ${name}`),
        id,
      ).toContain(lunchAt);
      expect(checkPlan(input, plan), id).toEqual([]);
    }
  });

  it('keeps each meal near the stops around it once the day is settled, not across town for a diet', () => {
    // Rule 9. Each of these days had a meal over 15 km off the way between its neighbours: the Île d'Orléans,
    // lunch in Québec's old town, then Montmorency Falls (a meal after an outing had counted as on the way home,
    // even before more stops); Bangkok's lunch in Sukhumvit between Phra Sumen Fort and the Grand Palace, 1.5 km
    // apart (visits put in around it after it was chosen). Diets the nearer place misses are said on its card.
    for (const [id, k] of [
      ['hong-kong', 5],
      ['beijing', 3],
      ['cairo', 7],
      ['quebec-city', 3],
      ['quebec-city', 4],
      ['bangkok', 7],
    ] as const) {
      const { input, plan } = casesOf(id)[k]!;
      for (const day of plan.days)
        day.activities.forEach((meal, i) => {
          const [prev, next] = [day.activities[i - 1], day.activities[i + 1]];
          if (!meal.meal || !prev || !next) return;
          const detour = haversineKm(prev, meal) + haversineKm(meal, next) - haversineKm(prev, next);
          expect(detour, `${id} day ${day.day}: ${meal.title}`).toBeLessThan(10);
        });
      expectDietMissesSaid(id, input, plan);
    }
  });

  it('takes a meal near the stops around it, saying which diet to ask about, rather than going back across town for one', () => {
    // Each of these plans went lunch -> an outing -> back to dinner near lunch, at the only places meeting the diet.
    for (const [id, k] of [
      ['tallinn', 4],
      ['boston', 0],
      ['phuket', 0],
      ['melbourne', 4],
      ['lyon', 0],
      ['cape-town', 1],
    ] as const) {
      const { input, plan } = casesOf(id)[k]!;
      expect(input.trip.dietaryPreferences.length, id).toBeGreaterThan(0);
      expect(
        checkPlan(input, plan).filter((p) => /zig-zag/.test(p)),
        id,
      ).toEqual([]);
      expectDietMissesSaid(id, input, plan);
    }
  });

  /**
   * Meals missing a diet while a place meeting every diet lies within `km` of theirs, serves that meal, is open
   * for its times and could take it under rule 3 (fewer than two meals in the plan, none the day before or after)
   * and is not one of the plan's visits (a market seen is no lunch).
   */
  function fitsLeftNear(input: PlanTripInput, plan: PlannedTrip, km: number): string[] {
    const diets = input.trip.dietaryPreferences;
    const fits = (p: PlannerPlace) => diets.every((diet) => p.dietary?.includes(diet));
    const mealDays = new Map<string, number[]>();
    const visits = new Set<string>();
    plan.days.forEach((day, d) => {
      for (const a of day.activities)
        if (a.meal) mealDays.set(a.placeId, [...(mealDays.get(a.placeId) ?? []), d]);
        else visits.add(a.placeId);
    });
    const out: string[] = [];
    plan.days.forEach((day, d) => {
      for (const meal of day.activities) {
        if (!meal.meal || diets.every((diet) => meal.dietary?.includes(diet))) continue;
        const [start, end] = [clock(meal.startTime), clock(meal.endTime)];
        const free = input.places.find((p) => {
          const days = mealDays.get(p.gid) ?? [];
          return (
            fits(p) &&
            !visits.has(p.gid) &&
            p.meals?.includes(meal.meal as 'lunch' | 'dinner') &&
            haversineKm(p, meal) <= km &&
            days.length < 2 &&
            !days.some((e) => Math.abs(e - d) <= 1) &&
            openThroughOnDate(p, day.date, start, end, input.holidays)
          );
        });
        if (free) out.push(`day ${day.day}: ${meal.title}, while ${free.name} meets every diet`);
      }
    });
    return out;
  }

  it('gives a place meeting every diet its second meal before taking one missing a diet next to it', () => {
    // Rule 2 with rule 3. Tel Aviv, vegan and gluten-free: lunch moved from Anastasia to Jaffa (near the port)
    // once the day was sequenced, and Anastasia's second meal of the trip was left while falafel at HaKosem, 300 m
    // from it, was a lunch three days later.
    const { input, plan } = casesOf('tel-aviv')[4]!;
    expect(input.trip.dietaryPreferences).toEqual(['vegan', 'glutenFree']);
    expect(fitsLeftNear(input, plan, 0.5)).toEqual([]);
    expectDietMissesSaid('tel-aviv', input, plan);
  });

  it('takes a place meeting every diet in reach even where the day then comes back within 2 km', () => {
    // Rule 2 before rule 9 read widely. New York, vegan: day 4 lunched at Katz's Delicatessen after the Staten
    // Island Ferry, Buddha Bodai (vegan) 0.7 km away: with it, the afternoon in Williamsburg came back within 2 km
    // of Chinatown, and the better fit was refused. A return within 1 km still refuses it.
    const { input, plan } = casesOf('new-york')[5]!;
    expect(input.trip.dietaryPreferences).toEqual(['vegan']);
    const lunch = plan.days[3]!.activities.find((a) => a.meal === 'lunch')!;
    expect(lunch.title).not.toMatch(/Katz/);
    expect(lunch.dietary).toContain('vegan');
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('keeps a fuller fit to the diets to the hour of the meal it replaces when its own length does not fit', () => {
    // Athens, gluten-free, arriving at 13:30 on a Monday: 45 minutes of souvlaki before the Acropolis Museum
    // (closing at 17:00 that day) and the Acropolis, while the gluten-free places next door take 75 or 90 minutes:
    // now one of them, for the same 45 minutes. Seed 4, where the plan's first day holds both (grid seed 6 no longer
    // does since each seed sets aside more of the matches).
    const input = gridInput('athens', 6, 4);
    const plan = planTrip(input);
    expect(input.trip.dietaryPreferences).toContain('glutenFree');
    const lunch = plan.days[0]!.activities.find((a) => a.meal === 'lunch')!;
    expect(lunch.dietary).toEqual(expect.arrayContaining([...input.trip.dietaryPreferences]));
    // The fuller fit costs the day none of its visits.
    const visits = plan.days[0]!.activities.filter((a) => !a.meal).map((a) => a.title);
    expect(visits).toEqual(expect.arrayContaining(['Acropolis Museum', 'Acropolis of Athens']));
    expect(fitsLeftNear(input, { ...plan, days: plan.days.slice(0, 1) }, 0.5)).toEqual([]);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  /** A -> B -> C with B over 2 km from both and C back within 2 km of A (rule 9 read widely), as text. */
  function wideReturns(days: readonly PlannedDay[], closedByMeal = false): string[] {
    const out: string[] = [];
    for (const xs of days.map((day) => day.activities))
      for (let i = 0; i < xs.length; i++)
        for (let j = i + 1; j < xs.length; j++) {
          const [a, b] = [xs[i]!, xs[j]!];
          if (haversineKm(a, b) <= 2) continue;
          for (const c of xs.slice(j + 1))
            if ((c.meal || !closedByMeal) && haversineKm(b, c) > 2 && haversineKm(a, c) <= 2)
              out.push(`${a.title} -> ${b.title} -> ${c.title}`);
        }
    return out;
  }

  it('chooses a meal near the far stop before it rather than one back within 2 km of where the day was', () => {
    // Rule 9 read widely. Québec's arrival afternoon: the Musée de la civilisation, Montmorency Falls, then dinner
    // back in the old town 1.7 km from the museum (now at the Manoir Montmorency, by the falls); New York: lunch at
    // Hangawi, the Met, dinner at Chelsea Market 1.8 km from lunch (now near the Met); Marrakesh: lunch at Café
    // Clock, the Jardin Majorelle, dinner back 1.4 km from lunch.
    for (const [id, k] of [
      ['quebec-city', 0],
      ['new-york', 6],
      ['marrakesh', 1],
    ] as const) {
      const { input, plan } = casesOf(id)[k]!;
      expect(wideReturns(plan.days, true), id).toEqual([]);
      expect(checkPlan(input, plan), id).toEqual([]);
      expectDietMissesSaid(id, input, plan);
    }
  });

  it('dines on the way back from a far stop rather than back beside lunch when nothing is near the far stop', () => {
    // Rule 9. Vancouver on 24 December: lunch in Gastown, Capilano, the Museum of Anthropology, then dinner back in
    // Gastown beside lunch (a return to an area left). No dinner place is near the museum; The Naam in Kitsilano is
    // on the way back.
    const input = gridInput('vancouver', 1, 201);
    const plan = planTrip(input);
    expect(checkPlan(input, plan)).toEqual([]);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Museum of Anthropology at UBC'))!;
    const lunch = day.activities.find((a) => a.meal === 'lunch')!;
    const dinner = day.activities.find((a) => a.meal === 'dinner')!;
    expect(lunch.title).toMatch(/Gastown/);
    expect(haversineKm(lunch, dinner)).toBeGreaterThan(2);
  });

  it('chooses a meal that keeps the day from coming back within 2 km: on the way home, near the far stop, or near the visits around it', () => {
    // Rule 9 read widely, meals chosen again where nothing near the far stop will do.
    // - Hobart: lunch at Salamanca, kunanyi / Mount Wellington, then dinner 1.9 km from lunch (now on the way home).
    // - Québec: the Promenade Samuel-De Champlain, then back to the old town within 1.1 km of where the day had been.
    // - Seoul: lunch at Tosokchon by Gyeongbokgung, N Seoul Tower, then Bukchon 1.2 km from lunch (now lunch at
    //   Namdaemun Market below the tower); San Diego: lunch at The Fish Market, the zoo, then the Gaslamp Quarter.
    // - Berlin: the Museum für Naturkunde, lunch at Konnopke's Imbiss 2.5 km away, then the Tränenpalast 1.3 km from
    //   the museum; Sydney: The Rocks, lunch at bills Darlinghurst, then WILD LIFE Sydney Zoo at Darling Harbour.
    for (const [id, k, on] of [
      ['hobart', 4, 'kunanyi / Mount Wellington'],
      ['quebec-city', 2, 'Promenade Samuel-De Champlain'],
      ['seoul', 4, 'N Seoul Tower'],
      ['san-diego', 1, 'San Diego Zoo'],
      ['berlin', 2, 'Museum für Naturkunde'],
      ['sydney', 2, 'The Rocks'],
    ] as const) {
      const { input, plan } = casesOf(id)[k]!;
      const day = plan.days.find((x) => x.activities.some((a) => a.title === on));
      expect(day, `${id}: ${on}`).toBeDefined();
      expect(wideReturns([day!]), id).toEqual([]);
      expect(checkPlan(input, plan), id).toEqual([]);
      expectDietMissesSaid(id, input, plan);
    }
  });

  /** Each [guide, grid profile, day]: the day does not come back within 2 km, and the plan breaks no rule. */
  function expectNoWideReturnOn(cases: readonly (readonly [string, number, number])[]): void {
    for (const [id, k, day] of cases) {
      const { input, plan } = casesOf(id)[k]!;
      expect(wideReturns([plan.days[day - 1]!]), id).toEqual([]);
      expect(checkPlan(input, plan), id).toEqual([]);
    }
  }

  it('orders a day so that it does not come back within 2 km either, where the orders otherwise tie', () => {
    // Days that came back within 2 km when the orders that return alike under the strict reading were told apart
    // by travel alone (2026-11-30: Edinburgh 3 such returns, Shanghai 4; first found in Bangkok and Miami).
    // Edinburgh's day 4 now lunches at a place meeting both its diets, 1.3 km from Dean Village, and so comes
    // back within 2 km whatever the order (rule 2 first: "takes a place meeting every diet in reach..."); Berlin's
    // grid profile 2 with seed 2 now lunches on day 6 at Markthalle Neun (both its diets), across town from the
    // day's other stops, and comes back within 2 km too. Berlin with seed 10 and Naples are days the tie-break
    // still decides: by travel alone Berlin's day 3 went Tiergarten, the Bode-Museum, lunch at Markthalle Neun,
    // then the Spree river cruise 1 km from the museum (now lunch, the cruise, then the museum).
    expectNoWideReturnOn([
      ['shanghai', 2, 4],
      ['naples', 0, 5],
    ]);
    const input = gridInput('berlin', 2, 10);
    const plan = planTrip(input);
    expect(wideReturns([plan.days[2]!]), 'berlin').toEqual([]);
    expect(checkPlan(input, plan), 'berlin').toEqual([]);
  });

  it("trades two days' meals where that keeps a day from coming back within 2 km, travelling no more", () => {
    // Rule 9 read widely, across days (2026-11-30): Beijing's first day went from Shichahai to lunch, the Summer
    // Palace and dinner at Mr Shi's Dumplings 1.2 km from Shichahai; Boston's sixth from Fenway Park to the Arnold
    // Arboretum and dinner 1.4 km from lunch; Mexico City's sixth from Xochimilco to the Centro and back by lunch.
    expectNoWideReturnOn([
      ['beijing', 7, 1],
      ['boston', 7, 6],
      ['mexico-city', 1, 6],
    ]);
  });

  it('chooses a meal again, no worse for the diets, where a fuller fit left the day coming back within 2 km', () => {
    // Rule 9 read widely, after rule 2's fuller fits. Paris, grid profile 0 with seed 2, day 4: without it, lunch at
    // Le Grenier de Notre-Dame (missing a diet), then the Musée Rodin, the Jardin du Luxembourg, the Jardin des
    // Plantes 2.6 km east and back to Montparnasse; now lunch at Le Potager de Charlotte (both diets) and the Jardin
    // des Plantes after it. Until 2026-12-03 the case was Honolulu's profile 2 with seed 52, whose first day no longer
    // comes back so since the fillers another seed of its group keeps count less (problem.ts); before 2026-12-02,
    // Chicago's profile 6 with seed 57.
    const input = gridInput('paris', 0, 2);
    const plan = planTrip(input);
    const day = plan.days[3]!;
    expect(day.activities.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Jardin des Plantes', 'Jardin du Luxembourg', 'Montparnasse Tower']),
    );
    expect(day.activities.find((a) => a.meal === 'lunch')?.notice).toBeUndefined();
    expect(wideReturns([day])).toEqual([]);
    expectDietMissesSaid('paris', input, plan);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('orders a day that only comes back within 2 km so that it does not, where that travels no more', () => {
    // Rule 9 read widely, on days no stricter return or idle stretch called to be ordered again (2026-11-30):
    // Luxor: the ferry to the west bank, the Valley of the Kings, the Colossi, then lunch back by the ferry's
    // landing (now the ferry back at the end); Seoul: lunch in Samcheong-dong, the palaces, Namdaemun Market, then
    // dinner back in Jongno (now the market first, at 8:30); Kuala Lumpur: KL Forest Eco Park, the National Art
    // Gallery, lunch, then Petaling Street by the park (now the park after lunch, Petaling Street by night).
    expectNoWideReturnOn([
      ['luxor', 6, 4],
      ['seoul', 5, 1],
      ['kuala-lumpur', 1, 3],
    ]);
  });

  it('reaches a day trip by the train its guide names, not by a road estimate of the whole way', () => {
    // Madrid, five days from a hotel by the Prado: Toledo is 35 minutes by Avant train (the guide's access), and the
    // way from a stop in town is that train and the way to the station, not 1 hour 56 minutes on the road.
    const trip: PlannerTrip = {
      startDate: '2026-12-23',
      endDate: '2026-12-27',
      travelers: 2,
      travelStyle: 'cultural',
      interests: ['history', 'food', 'museums'],
      dietaryPreferences: ['vegetarian'],
      activityLimit: 5,
      activityPace: 'moderate',
      accommodation: { name: 'A hotel', lat: 40.4158, lng: -3.6989 },
    };
    const input = guideInput('madrid', trip, 1);
    const plan = planTrip(input);
    expect(checkPlan(input, plan)).toEqual([]);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Toledo'));
    expect(day, 'a day in Toledo').toBeDefined();
    const byGid = new Map(input.places.map((p) => [p.gid, p]));
    const out = day!.activities.findLastIndex((a) => byGid.get(a.placeId)?.dayTrip);
    const back = out < day!.activities.length - 1 ? day!.activities[out]!.travelToNext : day!.end?.leg;
    expect(back?.mode).toBe('transit');
    expect(back!.minutes).toBeLessThanOrEqual(35 + ACCESS_TOWN_MINUTES);
    // Without an accommodation the day counts the train from the centre.
    const { accommodation: _, ...fromCentre } = trip;
    const problem = buildProblem(guideInput('madrid', fromCentre, 1), createRng(1));
    const toledo = problem.places.findIndex((p) => p.name === 'Toledo');
    expect(problem.leg(HOTEL, toledo)).toMatchObject({ minutes: 35, mode: 'transit' });
    // Where the estimate takes about as long (Versailles from the Musée Rodin, 58 minutes), the card still says
    // it is the train.
    const paris = buildProblem(guideInput('paris', fromCentre, 1), createRng(1));
    const [versailles, rodin] = ['Palace of Versailles', 'Musée Rodin'].map((name) =>
      paris.places.findIndex((p) => p.name === name),
    );
    expect(paris.leg(versailles!, rodin!).mode).toBe('transit');
  });

  it('keeps days compact across destinations: the typical leg is about half the typical distance in the pool', () => {
    const ratios = destinations
      .map((d) => compactness(d.id))
      .filter((r): r is number => r !== undefined)
      .sort((a, b) => a - b);
    expect(ratios[Math.floor(ratios.length / 2)]).toBeLessThan(0.55);
  });

  it('gives another plan for another seed on a big pool: most sights change, the quality stays', () => {
    for (const id of ['paris', 'london', 'tokyo', 'new-york', 'rome']) {
      const destination = kb.destination(id)!;
      const places = kb.placesOf(id).map((p) => ({ ...p, gid: p.globalId }));
      const input: PlanTripInput = {
        trip: {
          startDate: '2026-06-03',
          endDate: '2026-06-04',
          travelers: 2,
          travelStyle: 'cultural',
          interests: ['history', 'architecture', 'museums'],
          dietaryPreferences: [],
          activityLimit: 4,
          activityPace: 'moderate',
        },
        center: destination,
        places,
        seed: 1,
        mealTimes: destination.mealTimes,
        timeZone: destination.timeZone,
      };
      const one = planTrip(input);
      const other = planTrip({ ...input, seed: 2 });
      expect(checkPlan(input, other)).toEqual([]);
      const sights = (plan: PlannedTrip) =>
        new Set(
          all(plan.days)
            .filter((a) => !a.meal)
            .map((a) => a.placeId),
        );
      const first = sights(one);
      const second = sights(other);
      expect([...first].filter((x) => !second.has(x)).length / first.size, id).toBeGreaterThanOrEqual(0.4);
      expect(second.size, id).toBe(first.size);
    }
  });

  it('gives another plan for another seed across destinations and profiles, fillers around the must-sees included', () => {
    // Every third destination's grid trips, each planned again with another seed: where the pool holds at least
    // twice the plan's sights (places it could visit that are not must-sees, day trips or eateries), the share
    // of sights that changed. Rule 11 asks 40 %; chance leaves some plans under it (one in four before variety.ts,
    // 19 of 169 on 2026-11-28; 16 of 144 on 2026-11-29, trips of a day or two keeping to their highlights).
    let roomy = 0;
    let short = 0;
    for (const destination of destinations.filter((_, i) => i % 3 === 0)) {
      for (const { input, plan } of casesOf(destination.id)) {
        const must = new Set(input.mustSee);
        const sights = (p: PlannedTrip) =>
          new Set(
            all(p.days)
              .filter((a) => !a.meal && !must.has(a.placeId!))
              .map((a) => a.placeId),
          );
        const first = sights(plan);
        const eligible = input.places.filter(
          (p) => canBeSight(p, input.trip) && !must.has(p.gid) && !p.dayTrip && !p.meals?.length,
        ).length;
        if (first.size < 4 || eligible < 2 * first.size) continue;
        const second = sights(planTrip({ ...input, seed: input.seed + 1000 }));
        roomy++;
        if ([...first].filter((x) => !second.has(x)).length / first.size < 0.4) short++;
      }
    }
    expect(roomy).toBeGreaterThan(130);
    expect(short / roomy).toBeLessThan(0.15);
  });

  it('keeps a light trip mostly to the places its seed chose: those it set aside do not come back as fillers', () => {
    // A light day need not be full; the fillers taken back were the places nearest the day's stops, the same
    // whatever the seed (decision 0030, second amendment). A place set aside may still be one of a day's first two
    // visits, which are worth more (an empty day is worse): about one in two plans on 2026-11-29, 1.3 a plan with fillers.
    let light = 0;
    let back = 0;
    for (const destination of destinations) {
      for (const { input, plan } of casesOf(destination.id)) {
        if (input.trip.activityPace !== 'light') continue;
        light++;
        const p = buildProblem(input, createRng(input.seed), varietyDraw(input.seed));
        const aside = new Set(input.places.filter((_, i) => p.setAside[i] === 1).map((x) => x.gid));
        back += all(plan.days).filter((a) => !a.meal && aside.has(a.placeId!)).length;
      }
    }
    expect(light).toBeGreaterThan(100);
    expect(back / light).toBeLessThan(0.8);
  });

  it('includes the must-sees on trips of three days or more, unless they are closed on every date', () => {
    let planned = 0;
    for (const destination of destinations) {
      for (const { input, plan } of casesOf(destination.id)) {
        if (tripLength(input.trip.startDate, input.trip.endDate) < 3) continue;
        const used = new Set(all(plan.days).map((a) => a.placeId));
        for (const gid of input.mustSee ?? []) if (used.has(gid)) planned++;
      }
    }
    // checkPlan holds every case to it (or to a notice naming the place); this keeps the check from passing empty.
    expect(planned).toBeGreaterThan(0);
  });

  it('plans a must-see nightlife district whatever the interests, and names those a family trip leaves out', () => {
    // Rio for a week of architecture, hiking and photography: Lapa, a highlight, had been treated as a bar for a
    // traveller who did not ask for nightlife, and left out without a word.
    const rio = casesOf('rio-de-janeiro')[1]!;
    expect(rio.input.trip.interests).not.toContain('nightlife');
    expect(all(rio.plan.days).map((a) => a.placeId)).toContain('rio-de-janeiro/lapa');
    expect(checkPlan(rio.input, rio.plan)).toEqual([]);
    // Dublin with a family: the pubs of Temple Bar and the brewery are not for them, and the plan says so.
    const dublin = casesOf('dublin')[1]!;
    expect(dublin.input.trip.interests).toContain('family');
    const used = all(dublin.plan.days).map((a) => a.placeId);
    expect(used).not.toContain('dublin/temple-bar');
    expect(dublin.plan.notices).toContain(
      'Guinness Storehouse and Temple Bar, highlights here, are left out: nightlife and bars are not planned on a family trip.',
    );
    expect(checkPlan(dublin.input, dublin.plan)).toEqual([]);
  });

  it('lets a family see every highlight but the few that are nightlife: a landmark known by night is not a bar', () => {
    // The Sydney Opera House, Shibuya Crossing, Jemaa el-Fnaa and the night markets had been tagged for nightlife
    // and so kept from every family; the family shows (Cirque du Soleil, The Lion King) were nightlife too.
    const family = { ...gridTrip(0, 0, destinations[0]!), interests: ['family' as const] };
    const ruledOut = destinations.flatMap((d) =>
      (d.highlights ?? [])
        .filter((id) => {
          const place = kb.placesOf(d.id).find((p) => p.id === id)!;
          return !canBeSight(place, family, true);
        })
        .map((id) => `${d.id}/${id}`),
    );
    expect(ruledOut.sort()).toEqual([
      'dublin/guinness-storehouse',
      'dublin/temple-bar',
      'new-orleans/frenchmen-street',
      'rio-de-janeiro/lapa',
    ]);
    // And nothing a family may visit reads as nightlife on its card: Tivoli, Luna Park and the river cruises are
    // family places that were also tagged for nightlife.
    const nightlife = destinations.flatMap((d) =>
      kb
        .placesOf(d.id)
        .filter(
          (p) => canBeSight(p, family, true) && (p.category === 'nightlife' || p.tags.includes('nightlife')),
        )
        .map((p) => p.globalId),
    );
    expect(nightlife).toEqual([]);
  });

  it("keeps every guide's must-sees to what a plain three-day trip holds, at a moderate pace or a light one", () => {
    // Rule 10 asks a trip of three days for every must-see: Orlando had listed six theme parks of a day each, Cairns
    // two reef trips, Mexico City eight places with Teotihuacan among them.
    const starts = ['2027-06-08', '2027-03-09', '2027-10-12'];
    const missed: string[] = [];
    destinations.forEach((d, k) => {
      const startDate = starts[k % starts.length]!;
      const pace = k % 2 === 0 ? 'moderate' : 'light';
      const trip: PlannerTrip = {
        startDate,
        endDate: addDays(startDate, 2),
        travelers: 2,
        travelStyle: 'cultural',
        interests: ['history'],
        dietaryPreferences: [],
        activityLimit: 5,
        activityPace: pace,
      };
      const plan = planTrip(guideInput(d.id, trip, 1));
      for (const n of plan.notices)
        if (/did not fit|cannot be fitted/.test(n)) missed.push(`${d.id} (${pace}): ${n}`);
    });
    expect(missed).toEqual([]);
  });

  it('goes on a day trip on a day its lunch place out there is open: lunch is taken there (rule 7)', () => {
    // Bangkok, 6-9 June: Ayutthaya on Monday the 8th, when Malakor by the ruins is closed, had lunch back in
    // Bangkok at 13:30, after two hours on the way.
    const { input, plan } = casesOf('bangkok')[2]!;
    const day = plan.days.find((d) =>
      d.activities.some((a) => a.placeId === 'bangkok/ayutthaya-historical-park'),
    )!;
    expect(day.date).not.toBe('2026-06-08');
    const lunch = day.activities.find((a) => a.meal === 'lunch')!;
    expect(lunch.placeId).toBe('bangkok/malakor-ayutthaya');
    expect(checkPlan(input, plan)).toEqual([]);
    // Copenhagen, 2-7 June: Roskilde on Saturday the 6th, when Snekken serves no lunch, lunched back in town; the
    // Sunday leaves the must-sees in town their room as well (or, since the guide knows the museum's Café Knarr,
    // open for lunch daily, any day with lunch there).
    const copenhagen = casesOf('copenhagen')[7]!;
    const roskilde = copenhagen.plan.days.find((d) =>
      d.activities.some((a) => a.placeId === 'copenhagen/viking-ship-museum'),
    )!;
    expect(['copenhagen/snekken-roskilde', 'copenhagen/cafe-knarr-roskilde']).toContain(
      roskilde.activities.find((a) => a.meal === 'lunch')!.placeId,
    );
    expect(checkPlan(copenhagen.input, copenhagen.plan)).toEqual([]);
  });

  it('lunches on a picnic brought from town where nothing is sold near a day trip, and says so: Red Rock Canyon', () => {
    // Las Vegas, vegan and gluten-free: the Red Rock day had lunched back in town, 20 km away.
    const redRockLunch = (input: PlanTripInput) => {
      const plan = planTrip(input);
      const day = plan.days.find((d) => d.activities.some((a) => a.placeId === 'las-vegas/red-rock-canyon'))!;
      expect(checkPlan(input, plan)).toEqual([]);
      return day.activities.find((a) => a.meal === 'lunch')!;
    };
    const { input } = casesOf('las-vegas')[0]!;
    const lunch = redRockLunch(input);
    expect(lunch.placeId).toBe('las-vegas/red-spring-picnic-area');
    expect(lunch.dietary).toEqual(expect.arrayContaining(['vegan', 'glutenFree']));
    expect(lunch.notice).toBe('A picnic: nothing is sold here, so bring lunch from town.');
    // Local cuisine is the one wish a picnic cannot meet: the card says no such place is within reach.
    const local = redRockLunch({ ...input, trip: { ...input.trip, dietaryPreferences: ['vegan', 'local'] } });
    expect(local.notice).toBe(
      'A picnic: nothing is sold here, so bring lunch from town (no place serving local dishes is within reach).',
    );
  });

  it('starts a day later rather than waiting for lunch after its first visit: Hawk Hill, then lunch by it at noon', () => {
    // San Francisco, light days: Hawk Hill from 8:45 to 9:45, then two hours of waiting for Farley's lunch at noon.
    const { input, plan } = casesOf('san-francisco')[1]!;
    const day = plan.days.find((d) => d.activities[0]?.placeId === 'san-francisco/hawk-hill')!;
    const [hill, lunch] = day.activities;
    expect(lunch!.meal).toBe('lunch');
    const wait = clock(lunch!.startTime!) - clock(hill!.endTime!) - hill!.travelToNext!.minutes;
    expect(wait).toBeLessThan(30);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("gives every day its dinner from a hotel far from the guide's restaurants, however far it is", () => {
    // Bali from a hotel at Uluwatu: after the Kecak dance no dinner place lay within an hour's detour, and the day
    // went without ("Plan it locally"). Jaipur from a hotel by Chokhi Dhani: its evening ticket includes dinner.
    const cases: [string, PlannerTrip, number][] = [
      [
        'bali',
        {
          startDate: '2027-08-02',
          endDate: '2027-08-08',
          travelers: 1,
          travelStyle: 'romantic',
          interests: ['hiking', 'local', 'family'],
          dietaryPreferences: ['healthy'],
          activityLimit: 10,
          activityPace: 'moderate',
          accommodation: { name: 'Hotel near Uluwatu', lat: -8.826, lng: 115.0855 },
        },
        3,
      ],
      [
        'jaipur',
        {
          startDate: '2027-03-08',
          endDate: '2027-03-14',
          travelers: 4,
          travelStyle: 'adventure',
          interests: ['nightlife', 'family'],
          dietaryPreferences: [],
          activityLimit: 7,
          activityPace: 'moderate',
          accommodation: { name: 'Hotel near Chokhi Dhani', lat: 26.77, lng: 75.835 },
        },
        3,
      ],
    ];
    for (const [id, trip, seed] of cases) {
      const input = guideInput(id, trip, seed);
      const plan = planTrip(input);
      expect(
        plan.notices.filter((n) => /^No (lunch|dinner) on/.test(n)),
        id,
      ).toEqual([]);
      expect(checkPlan(input, plan), id).toEqual([]);
    }
  });

  it('keeps an outing to its season: Harberton and its penguins, October to April', () => {
    // Ushuaia in June had the estancia planned (its tea room, in season with it, closed) and lunch back in town at
    // 15:00; both close for the winter.
    const { plan } = casesOf('ushuaia')[0]!;
    expect(plan.days[0]!.date.slice(5, 7)).toBe('06');
    expect(all(plan.days).map((a) => a.placeId)).not.toContain('ushuaia/harberton-martillo');
    expect(plan.notices).toContain(
      'Estancia Harberton and Martillo Island is closed on every date of your trip (Out of season: runs October to April).',
    );
  });

  it("keeps a day trip's visit short enough for the last seating of lunch out there", () => {
    // Lyon: Pérouges until 12:30 left no room for the Ostellerie's lunch of an hour and a half before it closes
    // at 14:00, and the day lunched back in Lyon at 14:00 on food that missed the same two diets.
    const { input, plan } = casesOf('lyon')[0]!;
    const day = plan.days.find((d) => d.activities.some((a) => a.placeId === 'lyon/perouges'))!;
    const lunch = day.activities.find((a) => a.meal === 'lunch')!;
    expect(lunch.placeId).toBe('lyon/ostellerie-du-vieux-perouges');
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('visits the highlights in town first on a trip of a day or two, whatever the seed', () => {
    // Jaipur for two days, one visit a day: another seed had set the highlights aside and sent the traveller to
    // MI Road and a temple out of town; every seed now sees highlights (Jantar Mantar, Hawa Mahal...).
    const highlights = new Set(kb.destination('jaipur')!.highlights!.map((h) => `jaipur/${h}`));
    for (const seed of [5, 1005, 2005]) {
      const input = gridInput('jaipur', 5, seed);
      expect(input.trip.activityLimit).toBe(1);
      const visits = all(planTrip(input).days).filter((a) => !a.meal);
      expect(visits.length).toBe(2);
      expect(visits.map((a) => [a.title, highlights.has(a.placeId)])).toEqual(
        visits.map((a) => [a.title, true]),
      );
    }
    // Across the guide, short trips visit highlights about half the time (one visit in six before).
    let short = 0;
    let seen = 0;
    for (const destination of destinations) {
      const list = new Set((destination.highlights ?? []).map((h) => `${destination.id}/${h}`));
      for (const { input, plan } of casesOf(destination.id)) {
        if (tripLength(input.trip.startDate, input.trip.endDate) >= 3) continue;
        const visits = all(plan.days).filter((a) => !a.meal);
        short += visits.length;
        seen += visits.filter((a) => list.has(a.placeId)).length;
      }
    }
    expect(seen / short).toBeGreaterThan(0.4);
  });

  it('never makes a day a cafe crawl: one cafe or restaurant a day as a visit besides the meals, two for food lovers', () => {
    let eateryVisits = 0;
    for (const destination of destinations) {
      const category = new Map(kb.placesOf(destination.id).map((p) => [p.globalId, p.category]));
      for (const { input, plan } of casesOf(destination.id)) {
        const { travelStyle, interests } = input.trip;
        const cap = travelStyle === 'foodie' || interests.includes('food') ? 2 : 1;
        for (const day of plan.days) {
          const visits = day.activities.filter(
            (a) => !a.meal && ['cafe', 'restaurant'].includes(category.get(a.placeId) ?? ''),
          );
          eateryVisits += visits.length;
          expect(visits.length, `${destination.id} day ${day.day}`).toBeLessThanOrEqual(cap);
        }
      }
    }
    // Cafes as visits do happen (a historic cafe, a pastry shop): the cap is not an empty rule.
    expect(eateryVisits).toBeGreaterThan(0);
  });

  it("sees an outing's must-sees on its day, leaving early enough for all of them by late morning", () => {
    // Miyajima: the Itsukushima Shrine and Mount Misen (three and a half hours) are both highlights; each is
    // reached by 11:30 (a day trip starts in the morning), so the day leaves early, and lunch is on the island.
    const { plan } = casesOf('hiroshima')[0]!;
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Mount Misen, Miyajima'));
    expect(day, plan.notices.join('\n')).toBeDefined();
    const shrine = day!.activities.find((a) => a.title === 'Itsukushima Shrine, Miyajima');
    expect(shrine).toBeDefined();
    for (const a of day!.activities.filter((x) => x.title.endsWith('Miyajima') && !x.meal))
      expect(parseClock(a.startTime)!, a.title).toBeLessThanOrEqual(11 * 60 + 30);
    expect(day!.activities.some((a) => a.meal === 'lunch')).toBe(true);
  });

  it('gives the days to the must-sees before an outing that is not one, by what a day at that pace holds', () => {
    // London, four light days: the British Museum and the other highlights take the days a light traveller has
    // in town; Stonehenge (not a highlight, a whole day away) gives way.
    const input = guideInput(
      'london',
      {
        startDate: '2027-08-02',
        endDate: '2027-08-05',
        travelers: 2,
        travelStyle: 'relaxed',
        interests: ['beaches', 'family'],
        dietaryPreferences: [],
        activityLimit: 6,
        activityPace: 'light',
      },
      6,
      {},
    );
    const plan = planTrip(input);
    const titles = all(plan.days).map((a) => a.title);
    expect(titles).toContain('British Museum');
    expect(plan.notices.join(' ')).not.toMatch(/highlights? here, did not fit/);
  });

  it("keeps the dates its must-sees open on for them before an outing that is not one: Munich's museums at Christmas", () => {
    // The Residenz, the Alte Pinakothek, Nymphenburg and the Deutsches Museum all close on 24 and 25 December:
    // an outing to Neuschwanstein on the 26th left them the 27th alone, and two of them out.
    const input = guideInput(
      'munich',
      {
        startDate: '2026-12-24',
        endDate: '2026-12-27',
        travelers: 1,
        travelStyle: 'romantic',
        interests: ['museums', 'photography'],
        dietaryPreferences: ['healthy'],
        activityLimit: 8,
        activityPace: 'busy',
      },
      1,
    );
    const plan = planTrip(input);
    const titles = all(plan.days).map((a) => a.title);
    for (const title of ['Residenz München', 'Schloss Nymphenburg', 'Alte Pinakothek', 'Deutsches Museum'])
      expect(titles, title).toContain(title);
    expect(plan.notices.join(' ')).not.toMatch(/did not fit/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('searches again when a must-see that fits is left out of days with room', () => {
    // Rule 10. Cusco, three light days from a 13:30 arrival: Sacsayhuamán took the first afternoon, leaving the
    // Cathedral and Qorikancha out, when only Sacsayhuamán moving to the last afternoon (for San Blas) made room;
    // Munich from a Sunday arrival: the Alte Pinakothek, closed on Monday, missed the Tuesday that held it.
    for (const [id, k, seed] of [
      ['cusco', 3, 2],
      ['cusco', 3, 4],
      ['munich', 0, 0],
    ] as const) {
      const input = gridInput(id, k, seed);
      const plan = planTrip(input);
      const used = new Set(all(plan.days).map((a) => a.placeId));
      expect(
        (input.mustSee ?? []).filter((gid) => !used.has(gid)),
        `${id} ${seed}`,
      ).toEqual([]);
      expect(plan.notices.join(' ')).not.toMatch(/did not fit/);
    }
  });

  it('keeps arrival and departure days in town unless a must-see is out of town', () => {
    // Montserrat from 6:00 before a noon departure is no way to end a trip; Machu Picchu may still be that day.
    let partDays = 0;
    for (const destination of destinations) {
      const outings = new Set(
        kb
          .placesOf(destination.id)
          .filter((p) => p.dayTrip)
          .map((p) => p.globalId),
      );
      for (const { input, plan } of casesOf(destination.id)) {
        const must = new Set(input.mustSee);
        const { arrivalTime, departureTime } = input.trip;
        plan.days.forEach((day, d) => {
          if (!((d === 0 && arrivalTime) || (d === plan.days.length - 1 && departureTime))) return;
          partDays++;
          const outing = day.activities.find(
            (a) => !a.meal && outings.has(a.placeId!) && !must.has(a.placeId!),
          );
          expect(outing?.title, `${destination.id} ${input.trip.startDate} day ${day.day}`).toBeUndefined();
        });
      }
    }
    expect(partDays).toBeGreaterThan(300);
  });

  it('plans the must-sees only possible at dawn: Angkor Wat at sunrise, the alms giving, Mount Batur', () => {
    // Each was "cannot be fitted at the hours it opens" on every trip: the morning began at 6:00 and outdoor
    // visits at sunrise, while their doors open at 5:00, 5:30 and 3:30 and close by 7:30, 6:30 and 10:00.
    const dawn = {
      'siem-reap': 'Angkor Wat Sunrise',
      'luang-prabang': 'Morning Alms Giving (Tak Bat)',
      bali: 'Mount Batur Sunrise Trek',
    };
    for (const [id, title] of Object.entries(dawn)) {
      let seen = 0;
      for (const { input, plan } of casesOf(id)) {
        if (tripLength(input.trip.startDate, input.trip.endDate) < 3) continue;
        expect(plan.notices.join(' ')).not.toMatch(
          new RegExp(`${title.replace(/[()]/g, '.')} cannot be fitted`),
        );
        const visit = all(plan.days).find((a) => a.title === title);
        if (visit) seen++;
        if (visit) expect(clock(visit.startTime), `${id} ${visit.startTime}`).toBeLessThan(6 * 60);
      }
      expect(seen, id).toBeGreaterThan(0);
    }
  });

  it('makes a morning day trip with lunch there of Jiufen and the Albufera, once "cannot be fitted"', () => {
    // Both were listed for the afternoon and evening only, while a day trip leaves in the morning (rule 7): no
    // trip could hold them. By day they are what most visitors do: Jiufen's lanes and snack street, the lagoon's
    // boats and a paella at El Palmar.
    for (const [id, title] of [
      ['taipei', 'Jiufen Old Street'],
      ['valencia', 'Albufera Natural Park'],
    ] as const) {
      let seen = 0;
      for (const { input, plan } of casesOf(id)) {
        if (tripLength(input.trip.startDate, input.trip.endDate) < 3) continue;
        expect(plan.notices.join(' ')).not.toMatch(/cannot be fitted/);
        const day = plan.days.find((x) => x.activities.some((a) => a.title === title));
        if (!day) continue;
        seen++;
        const k = day.activities.findIndex((a) => a.title === title);
        expect(clock(day.activities[k]!.startTime), id).toBeLessThan(12 * 60);
        expect(day.activities[k + 1]?.meal, id).toBe('lunch');
      }
      expect(seen, id).toBeGreaterThan(0);
    }
  });

  it('keeps a light day out late for a must-see open only at night: the Night Safari', () => {
    // Singapore, six light days: the Night Safari opens at 19:15, 14 km out; three hours there end after a light
    // day's 22:30, so it was left out. It may end by 23:30, as on a moderate day; places open by day keep the
    // light day's end.
    const { input, plan } = casesOf('singapore')[2]!;
    expect(input.trip.activityPace).toBe('light');
    const safari = all(plan.days).find((a) => a.title === 'Night Safari');
    expect(safari, plan.notices.join('\n')).toBeDefined();
    expect(parseClock(safari!.endTime)!).toBeLessThanOrEqual(23 * 60 + 30);
    expect(plan.notices.join(' ')).not.toMatch(/Night Safari/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('goes early for a must-see whose doors close before the day would reach it', () => {
    // Hanoi, five light days: the Ho Chi Minh Mausoleum takes visitors only until mid-morning, before a light
    // day's usual 9:30 start; the day it is planned starts early enough.
    const { plan } = casesOf('hanoi')[3]!;
    const visit = all(plan.days).find((a) => a.title === 'Ho Chi Minh Mausoleum Complex');
    expect(visit, plan.notices.join('\n')).toBeDefined();
    expect(parseClock(visit!.startTime)!).toBeLessThan(9 * 60 + 30);
  });

  it('fills a long free afternoon with a visit out of the way when its dinner can follow it there', () => {
    // Kathmandu and Buenos Aires: the only places left that fit the afternoon are across town from lunch; dinner
    // is chosen again near them (no diet given up, no restaurant repeated) rather than leaving the afternoon empty.
    for (const [id, k] of [
      ['kathmandu', 7],
      ['buenos-aires', 7],
    ] as const) {
      const { input, plan } = casesOf(id)[k]!;
      expect(
        checkPlan(input, plan).filter((p) => /idle/.test(p)),
        id,
      ).toEqual([]);
    }
  });

  it('counts the way back from a day trip as travel, not as an idle afternoon', () => {
    // Cusco, 27 December: lunch at Aguas Calientes ends at 15:00 and the train and bus back take the afternoon;
    // the validator's idle stretch is what the way leaves, not the straight-line guess.
    const { input, plan } = casesOf('cusco')[5]!;
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Machu Picchu'))!;
    const lunch = day.activities.find((a) => a.meal === 'lunch')!;
    expect(lunch.travelToNext!.minutes).toBeGreaterThan(180);
    expect(checkPlan(input, plan).filter((p) => /idle/.test(p))).toEqual([]);
  });

  it('keeps a long must-see with lunch that day, shorter and said so, rather than leaving it out', () => {
    // Five light winter days in Beijing from Christmas: four hours in the Forbidden City (closing 16:30, last
    // entry 15:30) leave no room for lunch by 13:00 on any day it opens; three hours from the doors do.
    const d = destinations.findIndex((x) => x.id === 'beijing');
    const { input, plan } = casesOf('beijing')[1]!;
    expect(input.trip).toEqual(gridTrip(d, 1, destinations[d]!));
    expect(input.trip.activityPace).toBe('light');
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Forbidden City (Palace Museum)'));
    expect(day, plan.notices.join('\n')).toBeDefined();
    const visit = day!.activities.find((a) => a.title === 'Forbidden City (Palace Museum)')!;
    // The reason is the meal, not a busy day's pace (a light trip).
    expect(visit.notice).toMatch(
      /Many visitors spend about 4 hours here: this plan keeps 3 hours, leaving room for meals/,
    );
    expect(day!.activities.some((a) => a.meal === 'lunch')).toBe(true);
    expect(plan.notices.join(' ')).not.toMatch(/Forbidden City/);
  });

  it('brings an outing to the morning, with lunch, where that moves two stops of a long day: Hellbrunn in Salzburg', () => {
    // Salzburg in August, moderate, a hotel by Nonnberg Abbey: day 1 went from the Cathedral, the Getreidegasse and
    // the Kollegienkirche to lunch, the Mönchsberg, Hellbrunn (4 km south) and dinner back by the Getreidegasse.
    // Eight stops: too many to try every order, and no single move helps (Hellbrunn first pushes lunch past its
    // window); Hellbrunn first and lunch right after it does. (Seed 80: since each seed likes places of its own,
    // seed 18's day 1 holds seven stops; seed 80's holds the Cathedral, the Getreidegasse, the Mönchsberg and
    // Hellbrunn in eight.)
    const trip: PlannerTrip = {
      startDate: '2027-08-02',
      endDate: '2027-08-04',
      travelers: 1,
      travelStyle: 'outdoorsy',
      interests: ['beaches', 'architecture'],
      dietaryPreferences: ['vegan'],
      activityLimit: 7,
      activityPace: 'moderate',
      accommodation: { name: 'Hotel near Nonnberg Abbey', lat: 47.7965, lng: 13.051 },
    };
    const input = guideInput('salzburg', trip, 80);
    const plan = planTrip(input);
    const day = plan.days[0]!.activities.map((a) => a.title);
    expect(day).toContain('Hellbrunn Palace and Trick Fountains');
    expect(day.length).toBeGreaterThan(7);
    expect(checkPlan(input, plan).filter((x) => /zig-zag/.test(x))).toEqual([]);
  });

  it('chooses a meal again once a visit filled the morning before it: Bali, lunch in Ubud after the Batur trek', () => {
    // Bali, four moderate days, no diet: the Batur sunrise trek, then Gunung Kawi filled the morning (after the meals
    // were placed near their stops), and lunch stayed at Under the Volcano by the lake, an hour back up the mountain,
    // before Goa Gajah by Ubud. Lunch is now taken on the way on, where the day's next stops are.
    const trip: PlannerTrip = {
      startDate: '2026-06-04',
      endDate: '2026-06-07',
      travelers: 5,
      travelStyle: 'romantic',
      interests: ['beaches', 'nature', 'hiking'],
      dietaryPreferences: [],
      activityLimit: 9,
      activityPace: 'moderate',
      arrivalTime: '13:30',
      departureTime: '17:00',
    };
    const input = guideInput('bali', trip, 3);
    const plan = planTrip(input);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Mount Batur Sunrise Trek'));
    expect(day).toBeDefined();
    const stops = day!.activities;
    const lunch = stops.findIndex((a) => a.meal === 'lunch');
    expect(lunch).toBeGreaterThan(0);
    // What lunch adds to the way between the stops around it: within a meal's usual detour (25 minutes).
    const prev = stops[lunch - 1]!;
    const next = stops[lunch + 1]!;
    const leg = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
      estimateLeg(a, b).minutes;
    expect(leg(prev, stops[lunch]!) + leg(stops[lunch]!, next) - leg(prev, next)).toBeLessThanOrEqual(25);
  });

  it('lunches out by a visit far out of town rather than back in town: Zanzibar, Jozani, then The Rock', () => {
    // Zanzibar, six light days, no diet: Jozani's forest until noon, then an hour back to Stone Town for lunch at
    // 14:00 before Darajani Market, while The Rock and Paje's cafes lie a quarter of an hour from the forest. The meal
    // chooser weighs the detour a meal adds, and by that a lunch on the way back costs nothing.
    const trip: PlannerTrip = {
      startDate: '2026-12-26',
      endDate: '2026-12-31',
      travelers: 1,
      travelStyle: 'outdoorsy',
      interests: ['beaches', 'local', 'hiking'],
      dietaryPreferences: [],
      activityLimit: 9,
      activityPace: 'light',
    };
    const plan = planTrip(guideInput('zanzibar', trip, 5));
    const jozani = kb.placesOf('zanzibar').find((p) => p.name.startsWith('Jozani'))!;
    const day = plan.days.find((x) => x.activities.some((a) => a.title === jozani.name));
    expect(day).toBeDefined();
    const stops = day!.activities;
    const lunch = stops.find((a) => a.meal === 'lunch')!;
    expect(haversineKm(lunch, jozani)).toBeLessThanOrEqual(15);
    // Right after the forest, in the lunch hours.
    expect(stops[stops.indexOf(lunch) - 1]!.title).toBe(jozani.name);
  });

  it('gives up a visit in town for lunch out there on a full day: Tallinn, Keila-Joa, then Schloss Fall', () => {
    // Tallinn, seven busy days of up to eight visits: Keila-Joa's waterfall until 10:55, back to town for
    // Fotografiska, then lunch in the Old Town. The full day had no room to wait for the manor's noon opening.
    const trip: PlannerTrip = {
      startDate: '2026-12-27',
      endDate: '2027-01-02',
      travelers: 4,
      travelStyle: 'luxury',
      interests: ['beaches', 'nature', 'local', 'photography'],
      dietaryPreferences: [],
      activityLimit: 8,
      activityPace: 'busy',
    };
    const plan = planTrip(guideInput('tallinn', trip, 5));
    const day = plan.days.find((x) => x.activities.some((a) => a.title.startsWith('Keila-Joa')));
    expect(day).toBeDefined();
    const lunch = day!.activities.find((a) => a.meal === 'lunch')!;
    expect(lunch.title).toBe('Lunch at Restaurant Schloss Fall');
    expect(parseClock(lunch.startTime)).toBeGreaterThanOrEqual(12 * 60);
  });

  it('goes out first and lunches out there rather than lunching in town before going: Siem Reap, Banteay Srei', () => {
    // Siem Reap, seven light days, vegan and gluten-free: lunch at 11:00 at the Srah Srang stalls, then Pre Rup, then
    // Banteay Srei, 30 km out, at 14:50 and back. The temple's restaurants meet the diets as well as the stalls did.
    const trip: PlannerTrip = {
      startDate: '2026-06-04',
      endDate: '2026-06-10',
      travelers: 3,
      travelStyle: 'luxury',
      interests: ['architecture', 'nature', 'shopping', 'museums', 'nightlife'],
      dietaryPreferences: ['vegan', 'glutenFree'],
      activityLimit: 3,
      activityPace: 'light',
      accommodation: { name: 'A hotel', lat: 13.3658, lng: 103.8576 },
    };
    const plan = planTrip(guideInput('siem-reap', trip, 17));
    const temple = kb.placesOf('siem-reap').find((p) => p.name === 'Banteay Srei')!;
    const day = plan.days.find((x) => x.activities.some((a) => a.title === temple.name));
    expect(day).toBeDefined();
    const stops = day!.activities;
    const lunch = stops.find((a) => a.meal === 'lunch')!;
    expect(haversineKm(lunch, temple)).toBeLessThanOrEqual(15);
    expect(stops[stops.indexOf(lunch) - 1]!.title).toBe(temple.name);
  });

  it('dines in town after a morning out of town, not back out there: Orlando, Magic Kingdom', () => {
    // Five moderate days, shopping and photography: Magic Kingdom until 13:15, lunch in the park, then nothing until
    // dinner back in the park at 17:30 (rule 8), the town's visits after it.
    const trip = moderateTrip({
      startDate: '2027-03-08',
      endDate: '2027-03-12',
      travelStyle: 'foodie',
      interests: ['shopping', 'photography'],
      activityLimit: 5,
    });
    const input = guideInput('orlando', trip, 306);
    const plan = planTrip(input);
    expect(checkPlan(input, plan)).toEqual([]);
    const byGid = new Map(input.places.map((p) => [p.gid, p]));
    const park = plan.days.find((d) => d.activities.some((a) => a.title === 'Magic Kingdom'));
    expect(park).toBeDefined();
    const dinner = park!.activities.find((a) => a.meal === 'dinner');
    expect(dinner).toBeDefined();
    expect(byGid.get(dinner!.placeId)!.dayTrip).toBeFalsy();
  });

  it('starts again from another seed when a day returns to an area it left: Cairns, Green Island, then the Skyrail', () => {
    // Four busy days from a hotel by the aquarium: the Green Island boat, lunch on the waterfront, the Skyrail's
    // terminal 12 km out, then dinner back by the waterfront (rule 9). The search settles there for this seed.
    const trip = moderateTrip({
      startDate: '2027-04-26',
      endDate: '2027-04-29',
      travelStyle: 'adventure',
      interests: ['architecture', 'hiking'],
      dietaryPreferences: ['glutenFree'],
      activityLimit: 6,
      activityPace: 'busy',
      accommodation: { name: 'Hotel near Cairns Aquarium', lat: -16.9192, lng: 145.7742 },
    });
    const input = guideInput('cairns', trip, 82);
    expect(checkPlan(input, planTrip(input))).toEqual([]);
  });

  it('starts again from another seed when a day stays idle for hours while a place would fit', () => {
    // Each settled with a long idle stretch that no fill could take without a return: Jaipur's last day idle from
    // 16:30 to 20:00 (what would fit lies away from the day's stops), Orlando's afternoon after EPCOT, Petra's first
    // afternoon on Christmas Eve.
    const jaipur = guideInput(
      'jaipur',
      moderateTrip({
        startDate: '2027-10-11',
        endDate: '2027-10-17',
        travelers: 4,
        travelStyle: 'romantic',
        interests: ['nightlife', 'beaches'],
        activityLimit: 7,
      }),
      306,
    );
    const orlando = guideInput(
      'orlando',
      moderateTrip({
        startDate: '2026-12-29',
        endDate: '2027-01-04',
        travelers: 1,
        travelStyle: 'foodie',
        interests: ['photography', 'beaches'],
        dietaryPreferences: ['glutenFree', 'dairyFree'],
        activityLimit: 6,
        arrivalTime: '14:30',
        departureTime: '16:00',
      }),
      304,
    );
    const idle = (input: PlanTripInput) => checkPlan(input, planTrip(input)).filter((x) => /idle/.test(x));
    expect([jaipur, orlando, gridInput('petra', 5, 5)].map(idle)).toEqual([[], [], []]);
  });

  it('starts again from another seed when a day goes out and straight back within 2 km of where it was', () => {
    // Three stops in a row, the middle one over 2 km from both and the last within 2 km of the first: Hobart, lunch
    // at Fish Frenzy, MONA 10 km up the river, dinner back by the waterfront; Reykjavik, lunch, Mount Esja 17 km
    // out, dinner back downtown; Jaipur, lunch by the Albert Hall, the leopard safari in Jhalana, then the Albert Hall;
    // Beijing, dinner in Dongcheng, the acrobats in Chaoyang, back to Wudaoying Hutong.
    const outAndBack = (input: PlanTripInput) =>
      planTrip(input).days.flatMap((day) =>
        day.activities
          .slice(0, -2)
          .filter((a, i) => {
            const [b, c] = [day.activities[i + 1]!, day.activities[i + 2]!];
            return haversineKm(a, b) > 2 && haversineKm(b, c) > 2 && haversineKm(a, c) <= 2;
          })
          .map((a) => `${input.trip.startDate} day ${day.day}: ${a.title} and back`),
      );
    const cases = [
      gridInput('hobart', 1, 1),
      gridInput('reykjavik', 2, 2),
      gridInput('jaipur', 3, 3),
      gridInput('beijing', 5, 5),
    ];
    expect(cases.map(outAndBack)).toEqual([[], [], [], []]);
  });

  it('starts a plan of up to 30 visits again when a day comes back within 2 km of where it was', () => {
    // Any stop, then one over 2 km from it and from the stop after, then back within 2 km of the first: London, the
    // Wallace Collection, Hampstead Heath, dinner in Covent Garden 1.9 km from the Wallace; Tokyo, lunch in Ginza,
    // Akihabara and Senso-ji, dinner back 1.3 km from the lunch; New York, the Brooklyn Bridge, Central Park, dinner
    // 1.7 km from Chelsea Market.
    const comingBack = (input: PlanTripInput) =>
      planTrip(input).days.flatMap((day) => {
        const stops = day.activities;
        const found: string[] = [];
        for (let i = 0; i < stops.length; i++)
          for (let j = i + 1; j < stops.length; j++)
            for (let m = j + 1; m < stops.length; m++) {
              const [a, b, c] = [stops[i]!, stops[j]!, stops[m]!];
              if (haversineKm(a, b) > 2 && haversineKm(b, c) > 2 && haversineKm(a, c) <= 2)
                found.push(`day ${day.day}: ${a.title}, ${b.title}, ${c.title}`);
            }
        return found;
      });
    const cases = [gridInput('london', 2, 2), gridInput('tokyo', 0, 0), gridInput('new-york', 4, 4)];
    // Plans of up to 30 visits (days times the daily limit): bigger ones count only out and straight back.
    const visits = ({ trip }: PlanTripInput) =>
      trip.activityLimit * (1 + (Date.parse(trip.endDate) - Date.parse(trip.startDate)) / 86_400_000);
    for (const input of cases) expect(visits(input)).toBeLessThanOrEqual(30);
    expect(cases.map(comingBack)).toEqual([[], [], []]);
  });

  it("trades two days' dinners when that keeps each day by its own stops: Al Iwan before Petra by Night", () => {
    // Petra, three light days from a 14:30 arrival, local and vegan: the first evening went from the Siq to Al Arabi
    // in Wadi Musa and back to the Treasury for Petra by Night, while Al Iwan by the Siq was the second evening's
    // dinner, after a visit to Wadi Musa. Rule 3 keeps Al Iwan off both evenings; traded, neither day returns.
    const trip: PlannerTrip = {
      startDate: '2027-08-02',
      endDate: '2027-08-04',
      travelers: 4,
      travelStyle: 'luxury',
      interests: ['shopping', 'beaches'],
      dietaryPreferences: ['local', 'vegan'],
      activityLimit: 4,
      activityPace: 'light',
      arrivalTime: '14:30',
      departureTime: '16:00',
    };
    const input = guideInput('petra', trip, 4);
    const plan = planTrip(input);
    const dinner = (day: number) => plan.days[day]!.activities.find((a) => a.meal === 'dinner')?.title;
    expect(plan.days[0]!.activities.map((a) => a.title)).toContain('Petra by Night');
    expect(dinner(0)).toBe('Dinner at Al Iwan (Mövenpick Petra)');
    expect(dinner(1)).toBe('Dinner at Al Arabi Restaurant');
    expect(checkPlan(input, plan).filter((x) => /zig-zag/.test(x))).toEqual([]);
  });

  it('takes a must-see open only at night on the evening after a whole-day trip, even at a light pace: Petra by Night', () => {
    // Petra, six light days: Petra by Night runs Monday, Wednesday and Thursday at the Treasury. On Thursday it
    // followed a day at the Treasury and the High Place with dinner in Wadi Musa (back where the day had been);
    // Wednesday is the Wadi Rum day, whose evening a light pace keeps free of town visits but not of this one.
    const input = gridInput('petra', 7, 0);
    const plan = planTrip(input);
    expect(input.trip.activityPace).toBe('light');
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Petra by Night'))!;
    expect(day.activities.map((a) => a.title)).toContain('Wadi Rum Visitor Centre and Seven Pillars');
    expect(checkPlan(input, plan).filter((x) => /zig-zag/.test(x))).toEqual([]);
  });

  it('gives a visit kept shorter the time the day would leave empty after it: Todai-ji before lunch in Nara', () => {
    // Kyoto in April, light and relaxed: the Nara day kept Todai-ji to a day trip's three hours (8:20-11:20) and
    // then waited until 13:30 for lunch. The visit takes back that time, up to what most visitors spend.
    const trip: PlannerTrip = {
      startDate: '2027-04-05',
      endDate: '2027-04-09',
      travelers: 3,
      travelStyle: 'relaxed',
      interests: ['family', 'history', 'nature'],
      dietaryPreferences: ['glutenFree'],
      activityLimit: 4,
      activityPace: 'light',
      accommodation: { name: 'A hotel', lat: 35.0037, lng: 135.7681 },
    };
    const plan = planTrip(guideInput('kyoto', trip, 1));
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Todai-ji and Nara Park'))!;
    const k = day.activities.findIndex((a) => a.title === 'Todai-ji and Nara Park');
    const visit = day.activities[k]!;
    const next = day.activities[k + 1]!;
    const wait = clock(next.startTime) - clock(visit.endTime) - visit.travelToNext!.minutes;
    expect(wait, `${visit.startTime}-${visit.endTime}, next ${next.title} at ${next.startTime}`).toBeLessThan(
      45,
    );
    expect(clock(visit.endTime) - clock(visit.startTime)).toBeGreaterThan(180);
  });

  it('leaves no visit kept shorter with an hour of waiting after it while the place stays open', () => {
    let shortened = 0;
    const waits: string[] = [];
    for (const d of destinations) {
      for (const { plan, input } of casesOf(d.id)) {
        for (const day of plan.days) {
          day.activities.forEach((a, k) => {
            const next = day.activities[k + 1];
            if (a.meal || !next || !/this plan keeps/.test(a.notice ?? '')) return;
            shortened++;
            const place = input.places.find((p) => p.gid === a.placeId)!;
            const end = clock(a.endTime);
            const wait = clock(next.startTime) - end - (a.travelToNext?.minutes ?? 0);
            const later = end + 30;
            const full = fullStayMinutes(place, input.trip.travelStyle, input.trip.activityPace);
            if (
              wait >= 60 &&
              later - clock(a.startTime) <= full &&
              !needsDaylight(place) &&
              (!place.dayTrip || later <= DAY_TRIP_BACK_BY - (place.access?.minutes ?? 0)) &&
              openThroughOnDate(place, day.date, clock(a.startTime), later, input.holidays)
            )
              waits.push(
                `${d.id} ${day.date}: ${a.title} ${a.startTime}-${a.endTime}, then ${next.title} at ${next.startTime}`,
              );
          });
        }
      }
    }
    expect(shortened).toBeGreaterThan(20);
    expect(waits).toEqual([]);
  });

  it("takes lunch back in town when the day trip's own lunch place does not fit after all", () => {
    // Nice, 27 December: the Musée Picasso in Antibes until 11:45; the one lunch place near it in the guide can
    // seat lunch only at noon sharp, too early after the visit. Lunch in Nice, an hour's drive on, not none.
    const { input, plan } = casesOf('nice')[5]!;
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Musée Picasso, Antibes'))!;
    expect(day, plan.notices.join('\n')).toBeDefined();
    expect(day.activities.some((a) => a.meal === 'lunch')).toBe(true);
    expect(plan.notices.join(' ')).not.toMatch(/No lunch on/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('chooses both meals of a day again when the one placed keeps the other out', () => {
    // Paris, in at 13:30: lunch before the Musée d'Orsay pushed Montmartre past the time to reach the dinner
    // chosen across town, so the day went without lunch; with dinner in Montmartre, it has both.
    const input = gridInput('paris', 6, 106);
    expect(input.trip.arrivalTime).toBe('13:30');
    const plan = planTrip(input);
    expect(plan.notices.join(' ')).not.toMatch(/No (lunch|dinner) on/);
    const first = plan.days[0]!.activities;
    expect(first.filter((a) => a.meal).map((a) => a.meal)).toEqual(['lunch', 'dinner']);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("keeps an outing shorter still when that lets the day lunch there: Bergamo's last lunch at 13:00", () => {
    // Milan, 27 December: Bergamo's Città Alta had been kept to three hours for a lunch back in Milan that the
    // drive made too late; Da Mimmo up there seats its last lunch at 13:00 (it closes at 14:30).
    const input = gridInput('milan', 5, 1);
    const plan = planTrip(input);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Bergamo Città Alta'))!;
    expect(day.date).toBe('2026-12-27');
    expect(day.activities.find((a) => a.meal === 'lunch')?.title).toMatch(/Da Mimmo/);
    expect(day.activities.find((a) => a.title === 'Bergamo Città Alta')?.notice).toMatch(/keeps 2 hours/);
    expect(plan.notices.join(' ')).not.toMatch(/No lunch on/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('keeps a long must-see shorter without a lesser visit when only both let lunch in', () => {
    // Wellington, in at 13:30: lunch, the Cable Car Museum and three hours of Te Papa (last entry for three hours
    // at 15:00) did not fit; lunch and two and a half hours of Te Papa do.
    const input = gridInput('wellington', 6, 0);
    const plan = planTrip(input);
    expect(input.trip.arrivalTime).toBe('13:30');
    const first = plan.days[0]!.activities;
    expect(first[0]!.meal).toBe('lunch');
    expect(first.find((a) => a.title === 'Te Papa Tongarewa')?.notice).toMatch(/keeps 2 hours 30 minutes/);
    expect(plan.notices.join(' ')).not.toMatch(/No lunch on/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('dines back in town after an evening out of town when no accommodation is given', () => {
    // Jaipur, no hotel named: the day ends with Amber Fort's sound and light show (11 km out) at 18:30, and
    // dinner (at 20:15) is on the way back to the centre, not a detour from staying out there.
    const input = guideInput(
      'jaipur',
      {
        startDate: '2027-10-11',
        endDate: '2027-10-17',
        travelers: 4,
        travelStyle: 'romantic',
        interests: ['nightlife', 'beaches'],
        dietaryPreferences: [],
        activityLimit: 7,
        activityPace: 'moderate',
      },
      2,
    );
    const plan = planTrip(input);
    const day = plan.days.find((x) =>
      x.activities.some((a) => a.title === 'Amber Fort Sound and Light Show'),
    )!;
    expect(day).toBeDefined();
    expect(day.activities.at(-1)!.meal).toBe('dinner');
    expect(plan.notices.join(' ')).not.toMatch(/No (lunch|dinner) on/);
  });

  it('keeps dinner on a day of long must-sees: in another order, or with one kept shorter', () => {
    // Three light days in Toronto in August, three visits a day: the last day's must-sees (the Toronto Islands
    // for four hours among them) left no dinner by 20:30. Three hours on the islands left room for it; since
    // 2026-11-29 the day's visits in another order do, with the islands' four hours (St. Lawrence Market first).
    const input = guideInput(
      'toronto',
      {
        startDate: '2027-08-02',
        endDate: '2027-08-04',
        travelers: 2,
        travelStyle: 'foodie',
        interests: ['shopping', 'nightlife'],
        dietaryPreferences: ['vegan'],
        activityLimit: 3,
        activityPace: 'light',
      },
      2,
    );
    const plan = planTrip(input);
    expect(plan.notices.join(' ')).not.toMatch(/No (lunch|dinner) on/);
    for (const day of plan.days) {
      expect(
        day.activities.some((a) => a.meal === 'lunch'),
        day.date,
      ).toBe(true);
      expect(
        day.activities.some((a) => a.meal === 'dinner'),
        day.date,
      ).toBe(true);
    }
    const islands = all(plan.days).find((a) => a.title === 'Toronto Islands');
    expect(islands).toBeDefined();
    if (islands?.notice) expect(islands.notice).toMatch(/this plan keeps 3 hours/);
  });

  it('fills a day rebuilt around a must-see, or takes dinner farther off, before giving up: MONA from a hotel far out', () => {
    // Hobart, 1 to 5 June 2026: MONA opens on the Monday alone. A day rebuilt around it alone ended there, and dinner
    // in town was 45 minutes off the way back to a hotel by Frogmore Creek: the day was given up and MONA left out
    // in 7 seeds of 40. With the day's other visits, dinner is on the way home (seeds 13, 15, 18); failing that, it
    // may be farther off the way, as on a day without the must-see (seeds 6 and 19).
    const trip = moderateTrip({
      startDate: '2026-06-01',
      endDate: '2026-06-05',
      travelers: 5,
      interests: ['shopping', 'photography', 'family'],
      dietaryPreferences: ['healthy', 'local'],
      activityLimit: 9,
      accommodation: { name: 'Hotel near Frogmore Creek Winery', lat: -42.799, lng: 147.443 },
      arrivalTime: '06:30',
      departureTime: '07:00',
    });
    for (const seed of [6, 13, 15, 18, 19]) {
      const plan = planTrip(guideInput('hobart', trip, seed));
      const day = plan.days.find((d) => d.activities.some((a) => a.placeId === 'hobart/mona'));
      expect(day?.date, `seed ${seed}`).toBe('2026-06-01');
      expect(day!.activities.filter((a) => a.meal).map((a) => a.meal)).toEqual(['lunch', 'dinner']);
    }
    // Never at the cost of a day returning to where it was: Antalya from a hotel by Sillyon, Perge fitted with a
    // dinner back beside the lunch place after the museum and the Düden falls.
    const antalya = guideInput(
      'antalya',
      moderateTrip({
        startDate: '2026-06-02',
        endDate: '2026-06-04',
        travelers: 3,
        travelStyle: 'adventure',
        interests: ['architecture', 'history', 'food', 'photography'],
        dietaryPreferences: ['vegetarian'],
        activityLimit: 10,
        activityPace: 'light',
        accommodation: { name: 'Hotel near Sillyon ancient city', lat: 36.9941, lng: 30.9894 },
        arrivalTime: '10:00',
        departureTime: '10:30',
      }),
      6,
    );
    expect(checkPlan(antalya, planTrip(antalya)).filter((x) => /zig-zag/.test(x))).toEqual([]);
  });

  it('keeps a must-see to an hour and a half when nothing longer lets the meal in: dinner before the penguins', () => {
    // Melbourne, light week (seed 3): St Kilda for two hours after lunch left no time to reach the Penguin Parade's
    // cafe before it closes; an hour and a half there does.
    const input = guideInput('melbourne', MELBOURNE_LIGHT_WEEK, 3, {});
    const plan = planTrip(input);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Phillip Island Penguin Parade'))!;
    expect(day.activities.some((a) => a.meal === 'dinner')).toBe(true);
    expect(day.activities.find((a) => a.title === 'St Kilda Beach and Pier')?.notice).toMatch(
      /this plan keeps 1 hour 30 minutes, leaving room for meals/,
    );
    expect(plan.notices.join(' ')).not.toMatch(/No dinner on/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('keeps two long must-sees of a day shorter together when only that lets lunch in', () => {
    // Abu Dhabi, light, 12 June (grid profile 6, seed 6): the Louvre and Ferrari World at their usual lengths left
    // no lunch between them; two and a half hours of each let lunch in at Fouquet's, by the Louvre. (Vancouver's
    // case, Grouse Mountain and Stanley Park after Shannon Falls, went with the 35-minute outing to the falls.)
    const input = gridInput('abu-dhabi', 6, 6);
    const plan = planTrip(input);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Ferrari World Abu Dhabi'))!;
    expect(day.activities.map((a) => a.meal).filter(Boolean)).toEqual(['lunch', 'dinner']);
    for (const title of ['Louvre Abu Dhabi', 'Ferrari World Abu Dhabi']) {
      const visit = day.activities.find((a) => a.title === title);
      expect(visit?.notice, title).toMatch(/this plan keeps 2 hours 30 minutes, leaving room for meals/);
    }
    expect(plan.notices.join(' ')).not.toMatch(/No lunch on/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("rebuilds a day around a left-out must-see in whichever order of the day's must-sees fits", () => {
    // Rome, three light days, in at 13:30 and out by 17:00: the Galleria Borghese fits once the day's other
    // must-sees (the Vatican Museums, St Peter's) go in first; Vancouver's Grouse Mountain likewise.
    for (const [id, k, title] of [
      ['rome', 3, 'Galleria Borghese'],
      ['vancouver', 1, 'Grouse Mountain'],
    ] as const) {
      const { input, plan } = casesOf(id)[k]!;
      expect(plan.notices.join(' '), id).not.toMatch(/did not fit/);
      expect(
        all(plan.days).some((a) => a.title === title),
        id,
      ).toBe(true);
      expect(checkPlan(input, plan), id).toEqual([]);
    }
  });

  it('keeps another long must-see shorter so that a left-out one fits its day', () => {
    // Three days in Beijing, in from 13:30 and out by 17:00: the first evening holds the Summer Palace and the
    // lakes, the second the Great Wall; Tiananmen Square fits only beside the Forbidden City on the last
    // morning, with lunch, if the Forbidden City takes three hours rather than four.
    const { input, plan } = casesOf('beijing')[6]!;
    expect(input.trip.departureTime).toBe('17:00');
    expect(plan.notices.join(' ')).not.toMatch(/Tiananmen/);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Tiananmen Square'))!;
    expect(day.activities.some((a) => a.meal === 'lunch')).toBe(true);
    const palace = day.activities.find((a) => a.title === 'Forbidden City (Palace Museum)');
    expect(palace?.notice).toMatch(/this plan keeps 3 hours/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('keeps another must-see shorter than three hours when only that lets a left-out one in: the Washington Monument', () => {
    // Washington from 23 December, light: the Monument (last entry 16:30, closed on the 25th) fits on the 23rd
    // only beside the National Museum of African American History and Culture kept to two hours (it closes at
    // 17:30); three hours left the Monument out.
    const { input, plan } = casesOf('washington')[5]!;
    expect(input.trip.activityPace).toBe('light');
    expect(plan.notices.join(' ')).not.toMatch(/Washington Monument/);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Washington Monument'))!;
    expect(day.date).toBe('2026-12-23');
    expect(day.activities.filter((a) => a.meal).length).toBe(2);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("gives a must-see open one day of the trip that day, moving another day's must-see in place of lesser visits", () => {
    // Edinburgh, 23-25 December, light: Holyroodhouse opens Thursday to Monday and not on Christmas Day, so the
    // 24th is its only date; that morning's Arthur's Seat (outdoors, done by dusk at 16:10) and the National
    // Museum no longer fit beside it with lunch, and the other days were full. Arthur's Seat takes the place of
    // lesser visits on the 25th.
    const { input, plan } = casesOf('edinburgh')[5]!;
    expect(input.trip.startDate).toBe('2026-12-23');
    expect(plan.notices.join(' ')).not.toMatch(/Holyroodhouse/);
    const palace = plan.days.find((x) => x.activities.some((a) => a.title === 'Palace of Holyroodhouse'));
    expect(palace?.date).toBe('2026-12-24');
    expect(all(plan.days).some((a) => a.title === "Arthur's Seat")).toBe(true);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('moves a visit that brings the day back to an area it left to another day, rather than dropping it', () => {
    // Rotorua, in at 13:30: lunch in town, the Living Māori Village 2.5 km south, dinner back in town; the
    // Polynesian Spa beside the lunch place that evening made the day return. It goes to another evening.
    const input = gridInput('rotorua', 3, 2);
    const plan = planTrip(input);
    expect(input.trip.arrivalTime).toBe('13:30');
    expect(checkPlan(input, plan).filter((x) => /zig-zag/.test(x))).toEqual([]);
    const spa = plan.days.findIndex((d) => d.activities.some((a) => a.title === 'Polynesian Spa'));
    expect(spa).toBeGreaterThan(0);
  });

  it('gives a meal that brings the day back the time of the one it replaces: Athens before Sounion', () => {
    // Vegan, light: the Acropolis Museum, lunch at Diporto, Sounion at sunset 70 km out, then dinner at Feyrouz,
    // 0.65 km from Diporto; every vegan dinner in the guide lies within about 1 km of it. Lunch by the museum
    // (Strofi, Mani Mani) plans 90 minutes, which left Sounion no time before sunset; given the hour Diporto had,
    // the day need not come back.
    const trip: PlannerTrip = {
      startDate: '2027-10-11',
      endDate: '2027-10-16',
      travelers: 3,
      travelStyle: 'foodie',
      interests: ['nature', 'hiking'],
      dietaryPreferences: ['vegan'],
      activityLimit: 8,
      activityPace: 'light',
    };
    // No public holiday in Greece on these dates.
    const input = guideInput('athens', trip, 2, {});
    const plan = planTrip(input);
    const day = plan.days.find((d) => d.activities.some((a) => a.placeId === 'athens/cape-sounion'))!;
    expect(day.activities.filter((a) => a.meal === 'lunch' || a.meal === 'dinner')).toHaveLength(2);
    expect(checkPlan(input, plan)).toEqual([]);
    expectDietMissesSaid('athens', input, plan);
  });

  it('starts a light day at 8:00 when that puts a long outing before lunch: the Summer Palace', () => {
    // Beijing in June, light: lunch in town at 11:30, three and a half hours at the Summer Palace, then dinner
    // back in town. From 8:00 the palace comes first and lunch (11:30-13:00 here) follows in town.
    const input = gridInput('beijing', 7, 0);
    const plan = planTrip(input);
    expect(input.trip.activityPace).toBe('light');
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Summer Palace'))!;
    expect(day.activities[0]!.title).toBe('Summer Palace');
    expect(day.activities[0]!.startTime).toBe('8:00 AM');
    expect(day.activities.find((a) => a.meal === 'lunch')).toBeDefined();
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('starts a day earlier rather than return to town after an outing in the afternoon', () => {
    // Antalya, light pace: Perge (15 km out) after lunch in the old town meant dinner back there; leaving at
    // 9:00 rather than 9:30 puts Perge first, with lunch in town before 14:00 and the afternoon in town.
    const { input, plan } = casesOf('antalya')[6]!;
    expect(input.trip.activityPace).toBe('light');
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Perge'))!;
    expect(day.activities[0]!.title).toBe('Perge');
    expect(day.start!.time).toBe('09:00');
    expect(day.activities.find((a) => a.meal === 'lunch')).toBeDefined();
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('dines farther off the way than usual rather than not at all: a hotel in south Delhi', () => {
    // The hotel by the Garden of Five Senses, the day at the Qutub Minar and Mehrauli, lunch at the one place
    // near them: every other dinner place in the guide was a longer detour than a meal usually takes, and the day
    // went without dinner. Now dinner is had in Hauz Khas, on the way back.
    const trip: PlannerTrip = {
      startDate: '2027-06-14',
      endDate: '2027-06-16',
      travelers: 1,
      travelStyle: 'cultural',
      interests: ['museums', 'history'],
      dietaryPreferences: [],
      activityLimit: 10,
      activityPace: 'moderate',
      accommodation: { name: 'Hotel near Garden of Five Senses', lat: 28.515, lng: 77.198 },
    };
    const input = guideInput('delhi', trip, 2003, {});
    const plan = planTrip(input);
    expect(plan.notices.join(' ')).not.toMatch(/No dinner/);
    for (const day of plan.days) expect(day.activities.filter((a) => a.meal === 'dinner')).toHaveLength(1);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("keeps an evening must-see two hours when that lets dinner in before it: Bogotá's Monserrate on arrival", () => {
    // Bogotá, in at 13:30 on a light day: lunch, the Museo del Oro until 18:50 and three hours of Monserrate from
    // 19:30 left no dinner (19:00-21:00 here). Monserrate kept to two hours after dinner near the Candelaria fits;
    // the best dinner by itself (across town) did not, so the next ones are tried too.
    const { input, plan } = casesOf('bogota')[0]!;
    expect(input.trip.arrivalTime).toBe('13:30');
    const day = plan.days[0]!;
    const dinner = day.activities.findIndex((a) => a.meal === 'dinner');
    const monserrate = day.activities.findIndex((a) => a.title === 'Monserrate');
    expect(dinner, plan.notices.join('\n')).toBeGreaterThan(-1);
    expect(monserrate).toBeGreaterThan(dinner);
    expect(day.activities[monserrate]!.notice).toMatch(/this plan keeps 2 hours/);
    expect(plan.notices.join(' ')).not.toMatch(/No dinner on day 1/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('dines at the Penguin Parade before the penguins come ashore, even on a light day', () => {
    // Light and unhurried: an afternoon in town until 16:20 left no time for dinner at the cafe by the penguins,
    // which closes at 20:00, before the parade at dusk; a lesser visit gives way and the visit is kept shorter.
    // Seeds 2 and 4: the first search put a must-see in town after lunch (Hosier Lane, the Botanic Gardens) where no
    // dinner fits before the parade; a day short of a meal searches again (plan.ts), and another start has it.
    for (const seed of [1, 2, 4]) {
      const input = guideInput('melbourne', MELBOURNE_LIGHT_WEEK, seed, {});
      const plan = planTrip(input);
      const day = plan.days.find((d) =>
        d.activities.some((a) => a.title === 'Phillip Island Penguin Parade'),
      )!;
      expect(day.activities.find((a) => a.meal === 'dinner')?.title, plan.notices.join('\n')).toBe(
        'Dinner at Penguin Parade Visitor Centre Café',
      );
      expect(checkPlan(input, plan)).toEqual([]);
    }
  });

  it('dines on the way back from an afternoon out rather than back beside the lunch place', () => {
    // Nairobi, light: lunch at Mayura in Westlands, the National Park all afternoon (nowhere to eat out there),
    // and dinner at the food court next to Mayura: a return to where the day had been. Any dinner on the way
    // back that does not return is taken instead.
    const input = gridInput('nairobi', 7, 1);
    const plan = planTrip(input);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Nairobi National Park'))!;
    expect(day.activities.map((a) => a.title)).toContain('Nairobi National Park');
    expect(day.activities.some((a) => a.meal === 'dinner')).toBe(true);
    expect(checkPlan(input, plan).filter((x) => /zig-zag/.test(x))).toEqual([]);
  });

  it('dines on a light day that crosses Los Angeles to the Getty and back to Griffith Observatory', () => {
    // Grid profile 4 with seed 5: lunch in Venice, the Getty (kept to 3 hours 20 minutes), dinner in Hollywood and
    // Griffith Observatory at night (the seeds that cross so change with the guide and the planner's draws; since
    // busy visits were shortened, profile 1 no longer crosses, and "keeps a long must-see shorter..." is
    // the case in this file that needs the meals after the best tried).
    const input = gridInput('los-angeles', 4, 5);
    const plan = planTrip(input);
    expect(input.trip.activityPace).toBe('light');
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Getty Center'))!;
    expect(day.activities.map((a) => a.title)).toContain('Griffith Observatory');
    expect(
      day.activities.some((a) => a.meal === 'dinner'),
      plan.notices.join('\n'),
    ).toBe(true);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('fills an idle afternoon with a visit that stays in the day once its meals are chosen again', () => {
    // Toronto, a busy week, gluten- and dairy-free: day 6 lunched on the Danforth at 13:10 and dined there at
    // 18:00. Each round of filling chose the meals again around a new visit, and the meals took the visit's
    // room; the round still counted as filled and the afternoon stayed empty for three and a half hours.
    const { input, plan } = casesOf('toronto')[2]!;
    expect(input.trip.activityPace).toBe('busy');
    const day = plan.days[5]!;
    const lunch = day.activities.findIndex((a) => a.meal === 'lunch');
    const dinner = day.activities.findIndex((a) => a.meal === 'dinner');
    expect(dinner - lunch, day.activities.map((a) => `${a.startTime} ${a.title}`).join('\n')).toBeGreaterThan(
      1,
    );
    expect(checkPlan(input, plan).filter((x) => /idle/.test(x))).toEqual([]);
  });

  it('fills an idle stretch with a place kept for meals once no meal takes it any longer', () => {
    // Melbourne, a vegan fortnight at a moderate pace: South Melbourne Market was kept for meals and taken as a
    // later day's lunch, until a fitter meal took that lunch; the morning before Phillip Island's penguins stayed
    // idle from 9:30 to lunch at 12:00 with the market open and unused.
    const trip: PlannerTrip = {
      startDate: '2027-07-19',
      endDate: '2027-08-01',
      travelers: 2,
      travelStyle: 'relaxed',
      interests: ['nature', 'hiking'],
      dietaryPreferences: ['vegan'],
      activityLimit: 6,
      activityPace: 'moderate',
    };
    // No public holiday in Victoria on these dates.
    const input = guideInput('melbourne', trip, 1, {});
    const plan = planTrip(input);
    const penguins = plan.days.find((d) =>
      d.activities.some((a) => a.placeId === 'melbourne/phillip-island-penguin-parade'),
    )!;
    expect(penguins.activities.filter((a) => !a.meal).length).toBeGreaterThan(1);
    expect(all(plan.days).some((a) => a.placeId === 'melbourne/south-melbourne-market')).toBe(true);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('fills an idle afternoon even when dinner near it misses a diet that a place across town meets', () => {
    // Tokyo on 28 December, busy, gluten- and dairy-free: lunch by Tokyo Station at 13:30 and dinner at an Indian
    // place next to it that meets both diets left the afternoon empty until 18:00. Visits fill it, and a dinner
    // that misses a diet says which. Since the towers are landmarks (decision 0040) one 25-minute visit at 15:55
    // had halved the afternoon without filling it; a busy day now fills while idle 2.5 hours in all (fillBusyDay).
    const { input, plan } = casesOf('tokyo')[1]!;
    expect(input.trip.dietaryPreferences).toEqual(['glutenFree', 'dairyFree']);
    const day = plan.days[3]!.activities;
    const lunch = day.findIndex((a) => a.meal === 'lunch');
    const dinner = day.findIndex((a) => a.meal === 'dinner');
    expect(dinner - lunch).toBeGreaterThan(1);
    // Idle: neither visiting nor on the way.
    const idle =
      parseClock(day[dinner]!.startTime)! -
      parseClock(day[lunch]!.endTime)! -
      day
        .slice(lunch + 1, dinner)
        .reduce((sum, a) => sum + parseClock(a.endTime)! - parseClock(a.startTime)!, 0) -
      day.slice(lunch, dinner).reduce((sum, a) => sum + (a.travelToNext?.minutes ?? 0), 0);
    expect(idle).toBeLessThan(150);
    const meets = ['glutenFree', 'dairyFree'].every((diet) => day[dinner]!.dietary?.includes(diet as never));
    if (!meets) expect(day[dinner]!.notice).toMatch(/gluten-free|dairy-free/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('ends the evening before a start in the small hours in time for some sleep: Bali before Mount Batur', () => {
    // The sunrise trek leaves the hotel at 3:00. The evening before had dinner until 21:15 (Hujan Locale) or a visit
    // to Padang Padang Beach pushing dinner past 20:00; the evening now ends seven hours before the start.
    let seen = 0;
    for (const { plan } of casesOf('bali')) {
      plan.days.forEach((day, i) => {
        if (i === 0 || !day.start || clockMinutes(day.start.time) >= 5 * 60) return;
        seen++;
        const evening = plan.days[i - 1]!.activities.at(-1)!;
        const rest = clockMinutes(day.start.time) + 24 * 60 - parseClock(evening.endTime)!;
        expect(rest, `${day.date}: after ${evening.title}`).toBeGreaterThanOrEqual(REST_BEFORE_SMALL_HOURS);
        // Not at the cost of dinner.
        expect(plan.days[i - 1]!.activities.some((a) => a.meal === 'dinner')).toBe(true);
      });
    }
    expect(seen).toBeGreaterThanOrEqual(2);
  });

  it("fills a busy day's last idle hour nearby, not by going back across town after dinner", () => {
    // Orlando, busy, vegan: after Universal Studios and Disney Springs, dinner at East End Market near the hotel;
    // the hour left had taken Celebration and Disney's BoardWalk after dinner, 30 km back south and 30 km home.
    const { input, plan } = casesOf('orlando')[2]!;
    expect(input.trip.activityPace).toBe('busy');
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Universal Studios Florida'))!;
    const dinner = day.activities.findIndex((a) => a.meal === 'dinner');
    expect(dinner).toBeGreaterThan(0);
    for (const a of day.activities.slice(dinner + 1))
      expect(estimateLeg(day.activities[dinner]!, a).km, a.title).toBeLessThan(15);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("keeps a busy day's extra visit only when the day, timed again, opens no long idle stretch", () => {
    // Rule 8. A busy day under its limit takes visits while idle an hour in all; each was judged before the day
    // was timed again, and some moved lunch: Bogotá's Parque Nacional left 15:30-19:00 idle, Kathmandu's villages
    // of Bungamati and Khokana 13:15-18:00, Tokyo's Shimokitazawa 14:45-18:00 on 29 December.
    for (const [id, k, seed] of [
      ['bogota', 1, 1],
      ['kathmandu', 7, 207],
      ['tokyo', 1, 101],
    ] as const) {
      const input = gridInput(id, k, seed);
      expect(input.trip.activityPace).toBe('busy');
      expect(
        checkPlan(input, planTrip(input)).filter((p) => /idle/.test(p)),
        id,
      ).toEqual([]);
    }
  });

  it('takes a dinner near the last visit, missing a diet, rather than go back across town for one that fits', () => {
    // Rules 9 and 2. A vegan, dairy-free arrival afternoon in Paris: Notre-Dame, the Sainte-Chapelle, Montmartre,
    // then dinner back in the Marais at L'As du Fallafel (a return to an area left). No place near Montmartre meets
    // both diets: the closest fit there is in reach of the day, the Marais no longer is; the card says what to ask.
    const trip: PlannerTrip = {
      startDate: '2026-12-21',
      endDate: '2026-12-23',
      travelers: 1,
      travelStyle: 'relaxed',
      interests: ['food'],
      dietaryPreferences: ['vegan', 'dairyFree'],
      activityLimit: 6,
      activityPace: 'busy',
      arrivalTime: '14:30',
      departureTime: '16:00',
    };
    const input = guideInput('paris', trip, 2, {});
    const plan = planTrip(input);
    expect(checkPlan(input, plan)).toEqual([]);
    const first = plan.days[0]!.activities;
    expect(first.map((a) => a.title)).toContain('Montmartre');
    const dinner = first.find((a) => a.meal === 'dinner')!;
    expect(dinner.notice).toMatch(/vegan/i);
    expect(plan.notices.join(' ')).toMatch(/No dinner place within reach has/);
  });

  it('fills an afternoon with a market hall kept for meals once no meal took it', () => {
    // Rule 8. A busy gluten-free week in Buenos Aires: with few places fitting the diet, market halls and cafes
    // serving meals are kept for meals, not visits; the Mercado de San Telmo fed no meal, and 29 December was idle
    // from 16:15 to 21:00 while it was open.
    const input = gridInput('buenos-aires', 1, 301);
    const plan = planTrip(input);
    expect(checkPlan(input, plan)).toEqual([]);
    const market = plan.days.flatMap((d) => d.activities).find((a) => a.title === 'Mercado de San Telmo');
    expect(market?.meal).toBeUndefined();
  });

  it('fills an idle afternoon with a visit another day lends, that day timed again around the stop it lost', () => {
    // Rule 8. A moderate week in Agra: on the last day, back from the bear rescue and Keetham Lake, lunch ended at
    // 15:30 and the Mohabbat the Taj show began at 18:30; every place left was across the Yamuna and back. Another
    // day's visit fits the afternoon, but the day lending it was judged as it stood, a hole where the visit had been.
    const trip: PlannerTrip = {
      startDate: '2027-03-08',
      endDate: '2027-03-14',
      travelers: 2,
      travelStyle: 'romantic',
      interests: ['hiking', 'nightlife'],
      dietaryPreferences: ['vegetarian'],
      activityLimit: 7,
      activityPace: 'moderate',
    };
    const input = guideInput('agra', trip, 2);
    const plan = planTrip(input);
    expect(checkPlan(input, plan)).toEqual([]);
    const last = plan.days[6]!.activities;
    expect(last.map((a) => a.title)).toContain('Mohabbat the Taj Show (Kalakriti)');
    expect(last.filter((a) => !a.meal).length).toBeGreaterThan(3);
  });

  it('moves lunch into a long morning of short visits rather than leave the afternoon idle', () => {
    // Rule 8. A busy Lisbon day of ten stops (too many to try every order) had seven short visits in Alfama and the
    // Baixa until 14:15, lunch, then nothing until dinner at 19:30: every place left that would fit it was across
    // town and back. One stop moved (lunch after the Museu do Fado) lets the day be balanced.
    const input = gridInput('lisbon', 7, 7);
    expect(input.trip.activityPace).toBe('busy');
    const plan = planTrip(input);
    expect(checkPlan(input, plan).filter((p) => /idle|zig-zag/.test(p))).toEqual([]);
    const first = plan.days[0]!.activities;
    const lunch = first.findIndex((x) => x.meal === 'lunch');
    expect(first.slice(lunch + 1).some((x) => !x.meal)).toBe(true);
  });

  it('reaches ten visits on most busy days of ten in the biggest guides, rather than stretching a few', () => {
    // Rule 8: a busy pace with a limit of 10 reaches 10 where the pool allows. Four busy days in twelve guides of
    // 50 to 62 places in town: with a day filled only while idle 2.5 hours in all, 26 of 86 town days held 10
    // (8.36 a day), the rest of the time going to visits stretched to fill it (Central Park for 1 hour 40 before
    // dinner); filled while idle an hour with visits nearby, 33 (8.64). Since the tasting-menu restaurants' hours
    // are their seatings, a busy day may dine for two hours (Kampa Park, Le Jules Verne) and hold nine: 31 (8.65),
    // with busy lunches kept to an hour and a half. Later 35 (8.82); with 45 minutes a visit and highlights kept
    // 80 (not 50 and 100), 46 (9.08). Since an outing must be worth its way (day-areas.ts worthTheWayOn), Chicago's
    // second day is a day in town of eight visits rather than a short outing of three: 50 of 84 (8.99).
    const biggest = [
      'new-york',
      'barcelona',
      'los-angeles',
      'sydney',
      'vienna',
      'prague',
      'london',
      'washington',
    ];
    let townDays = 0;
    let visitCount = 0;
    let full = 0;
    for (const id of [...biggest, 'paris', 'berlin', 'istanbul', 'chicago'])
      for (const [seed, interests] of BUSY_PROFILES) {
        const trip = busyTrip(interests);
        const plan = planTrip(guideInput(id, trip, seed, {}));
        for (const day of plan.days) {
          const visits = day.activities.filter((a) => !a.meal).length;
          // A day out of town holds its outing and what is near it.
          if (visits <= 3) continue;
          townDays++;
          visitCount += visits;
          if (visits === 10) full++;
        }
      }
    expect(townDays).toBeGreaterThan(80);
    expect(full).toBeGreaterThanOrEqual(44);
    expect(visitCount / townDays).toBeGreaterThan(8.95);
  });

  it('gives the evening after a whole-day trip one visit more rather than three idle hours before dinner', () => {
    // Mendoza, busy: back from Aconcagua at 17:25 and the Cerro de la Gloria by dusk, dinner from 21:00. Two
    // visits in town were all such a day took; another fills the evening (since Catena Zapata left the must-sees,
    // the day holds two in town, the later one until 19:05).
    const { input, plan } = casesOf('mendoza')[7]!;
    expect(input.trip.activityPace).toBe('busy');
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Aconcagua Provincial Park'))!;
    const visits = day.activities.filter((a) => !a.meal);
    expect(visits.length).toBeGreaterThanOrEqual(3);
    expect(visits.length).toBeLessThanOrEqual(input.trip.activityLimit);
    const dinner = day.activities.find((a) => a.meal === 'dinner')!;
    expect(parseClock(dinner.startTime)! - parseClock(visits.at(-1)!.endTime)!).toBeLessThan(150);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("fills an idle afternoon with another day's visit near it when every unused place would make the day return", () => {
    // Jaipur, busy: Amber in the morning, a late lunch in the old town; the unused places that would fill the
    // afternoon lie back out by Amber. A park in town from another day fills it, and that day stays full.
    const { input, plan } = casesOf('jaipur')[1]!;
    expect(input.trip.activityPace).toBe('busy');
    expect(checkPlan(input, plan).filter((x) => /idle|zig-zag/.test(x))).toEqual([]);
  });

  it('takes a meal one diet short, said on its card, rather than let it bring the day back to an area it left', () => {
    // Rotorua, vegan and gluten-free, light: lunch at a vegan Thai place next door to the evening's vegan curry
    // house made the day go out to the Skyline and come back beside it. A gluten-free lunch nearer the morning's
    // village, its card asking about vegan dishes, keeps the day going one way (rule 9 before rule 2's best fit,
    // as the weights say). Since the day's last meal may be any on the way back, it is dinner that is one diet
    // short instead, away from lunch.
    const { input, plan } = casesOf('rotorua')[4]!;
    expect(input.trip.dietaryPreferences).toEqual(['vegan', 'glutenFree']);
    expect(checkPlan(input, plan).filter((x) => /zig-zag/.test(x))).toEqual([]);
    const day = plan.days.find((d) => d.activities.some((a) => a.title === 'Skyline Rotorua'))!;
    expect(day.activities.some((a) => a.meal && /vegan/.test(a.notice ?? ''))).toBe(true);
  });

  it('leaves few interests without a visit across destinations and profiles', () => {
    // Every third destination's grid trips of four visits or more: for each interest the pool has a place for
    // (in town), whether the plan visits one. About one in eight went without before interest-cover.ts.
    let pairs = 0;
    let uncovered = 0;
    for (const destination of destinations.filter((_, i) => i % 3 === 0)) {
      for (const { input, plan } of casesOf(destination.id)) {
        const visits = all(plan.days).filter((a) => !a.meal);
        if (visits.length < 4) continue;
        for (const interest of input.trip.interests) {
          const eligible = input.places.some(
            (p) => canBeSight(p, input.trip) && !p.dayTrip && p.tags.includes(interest as never),
          );
          if (!eligible) continue;
          pairs++;
          if (!visits.some((a) => a.tags?.includes(interest as never))) uncovered++;
        }
      }
    }
    expect(pairs).toBeGreaterThan(500);
    expect(uncovered / pairs).toBeLessThan(0.09);
  });

  it('gives every interest a place in the plan: a beach for a family that loves beaches in Barcelona in July', () => {
    // Six must-sees, two markets and a museum filled the days more cheaply than a three-hour beach afternoon.
    const trip: PlannerTrip = {
      startDate: '2026-07-10',
      endDate: '2026-07-13',
      travelers: 4,
      travelStyle: 'relaxed',
      interests: ['family', 'beaches', 'food'],
      dietaryPreferences: ['glutenFree'],
      activityLimit: 4,
      activityPace: 'moderate',
      accommodation: { name: 'Hotel in Eixample', lat: 41.3917, lng: 2.1649 },
      arrivalTime: '15:00',
      departureTime: '12:00',
    };
    const input = guideInput('barcelona', trip, 4, {});
    const plan = planTrip(input);
    const visits = all(plan.days).filter((a) => !a.meal);
    for (const interest of trip.interests)
      expect(
        visits.some((a) => a.tags?.includes(interest as never)),
        interest,
      ).toBe(true);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("keeps the markets of Italy, Spain, Germany, Austria and Portugal closed on their public holidays: Rome's Santo Stefano", () => {
    // Rome's neighbourhood markets close on Sundays and public holidays; 26 December is one in Italy.
    const markets = new Set(['rome/mercato-di-testaccio', 'rome/campo-de-fiori']);
    let seen = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const input = guideInput(
        'rome',
        {
          startDate: '2026-12-24',
          endDate: '2026-12-26',
          travelers: 2,
          travelStyle: 'foodie',
          interests: ['food', 'local', 'shopping'],
          dietaryPreferences: ['vegetarian'],
          activityLimit: 6,
          activityPace: 'busy',
          accommodation: { name: 'Hotel by Termini', lat: 41.9009, lng: 12.5016 },
        },
        seed,
        { '2026-12-25': 'Natale', '2026-12-26': 'Santo Stefano' },
      );
      const plan = planTrip(input);
      for (const day of plan.days) {
        const at = day.activities.filter((a) => markets.has(a.placeId!)).map((a) => a.title);
        if (day.date === '2026-12-24') seen += at.length;
        else expect(at, `${day.date} seed ${seed}`).toEqual([]);
      }
      expect(checkPlan(input, plan)).toEqual([]);
    }
    // The markets still come on the 24th, a weekday like any other: the rule closes holidays, not the markets.
    expect(seen).toBeGreaterThan(0);
  });

  it('keeps Christmas Day away from markets and shops where they close for it, and still lunches', () => {
    // London's markets (Borough, Camden, Greenwich...) and shops close on 25 December; food lovers on a busy
    // Christmas week still get lunch that day, somewhere open.
    const closing = new Set(
      kb
        .placesOf('london')
        .filter((p) => p.category === 'market' || p.category === 'shopping')
        .map((p) => p.globalId),
    );
    for (let seed = 1; seed <= 6; seed++) {
      const trip: PlannerTrip = {
        startDate: '2026-12-23',
        endDate: '2026-12-27',
        travelers: 2,
        travelStyle: 'cultural',
        interests: ['food', 'shopping', 'local'],
        dietaryPreferences: [],
        activityLimit: 6,
        activityPace: 'busy',
      };
      const input = guideInput('london', trip, seed, {
        '2026-12-25': 'Christmas Day',
        '2026-12-26': 'Boxing Day',
      });
      const plan = planTrip(input);
      const christmas = plan.days.find((d) => d.date === '2026-12-25')!;
      expect(christmas.activities.filter((a) => closing.has(a.placeId!)).map((a) => a.title)).toEqual([]);
      expect(christmas.activities.some((a) => a.meal === 'lunch')).toBe(true);
      expect(checkPlan(input, plan)).toEqual([]);
    }
  });

  it("keeps a day's lunch when a must-see is fitted into it: Beijing's last day before a 19:30 departure", () => {
    // The Forbidden City, left out, was fitted into the last day by rebuilding it: the rebuilt day had a dinner
    // instead of its lunch, and the same number of meals passed for none lost (Tiananmen Square at lunchtime).
    const trip: PlannerTrip = {
      startDate: '2026-06-02',
      endDate: '2026-06-04',
      travelers: 5,
      travelStyle: 'adventure',
      interests: ['architecture', 'beaches'],
      dietaryPreferences: ['vegetarian', 'glutenFree'],
      activityLimit: 9,
      activityPace: 'moderate',
      accommodation: { name: 'Hotel near CCTV Headquarters', lat: 39.9161, lng: 116.4637 },
      arrivalTime: '21:30',
      departureTime: '19:30',
    };
    const input = guideInput('beijing', trip, 6);
    const plan = planTrip(input);
    const last = plan.days.at(-1)!;
    expect(last.activities.map((a) => a.meal).filter(Boolean)).toEqual(['lunch', 'dinner']);
    expect(last.activities.some((a) => a.placeId === 'beijing/forbidden-city')).toBe(true);
    expect(plan.notices.join(' ')).not.toMatch(/No lunch on/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("dines on the evening of a late arrival, past a light day's usual end, where the local hours allow", () => {
    // Madrid, in at 21:30: dinner from 21:45 (Madrid dines until 22:30), not the Puerta de Alcalá and no dinner.
    // Abu Dhabi likewise (dinner until 22:00).
    const trip: PlannerTrip = {
      startDate: '2026-06-07',
      endDate: '2026-06-09',
      travelers: 4,
      travelStyle: 'luxury',
      interests: ['hiking'],
      dietaryPreferences: ['vegetarian'],
      activityLimit: 10,
      activityPace: 'light',
      accommodation: { name: 'Hotel near Parque del Oeste', lat: 40.429, lng: -3.7215 },
      arrivalTime: '21:30',
    };
    for (const [id, accommodation] of [
      ['madrid', trip.accommodation!],
      ['abu-dhabi', { name: 'Hotel near Corniche Beach', lat: 24.472, lng: 54.336 }],
    ] as const) {
      const input = guideInput(id, { ...trip, accommodation }, 6);
      const plan = planTrip(input);
      const dinner = plan.days[0]!.activities.find((a) => a.meal === 'dinner');
      expect(dinner, id).toBeDefined();
      const [, close] = kb.destination(id)!.mealTimes!.dinner;
      expect(clock(dinner!.startTime!)).toBeLessThanOrEqual(clockMinutes(close));
      expect(plan.notices.join(' ')).not.toMatch(/No dinner on day 1/);
      expect(checkPlan(input, plan)).toEqual([]);
    }
  });

  it('takes a quick dinner before a departure that leaves no time for a usual one, and says why on its card', () => {
    // London, back at the hotel by 19:30 with dinner from 18:30: no dinner place fitted at its usual length, and
    // the day went without, its notice blaming the day's stops. Now 45 minutes at Padella, by the hotel.
    const input = guideInput(
      'london',
      {
        startDate: '2026-06-03',
        endDate: '2026-06-03',
        travelers: 4,
        travelStyle: 'relaxed',
        interests: ['history', 'nature'],
        dietaryPreferences: ['vegan', 'dairyFree'],
        activityLimit: 8,
        activityPace: 'light',
        accommodation: { name: 'Hotel near The George Inn', lat: 51.5053, lng: -0.0893 },
        arrivalTime: '08:00',
        departureTime: '19:30',
      },
      106,
    );
    const plan = planTrip(input);
    const dinner = plan.days[0]!.activities.find((a) => a.meal === 'dinner')!;
    expect(dinner).toBeDefined();
    expect(clock(dinner.startTime!)).toBeGreaterThanOrEqual(clockMinutes('18:30'));
    expect(dinner.notice).toMatch(/A quick dinner of 45 minutes: you are due back at 7:30 PM/);
    // The lunch keeps its usual length: only the quick meal is shortened.
    expect(plan.days[0]!.activities.find((a) => a.meal === 'lunch')!.notice ?? '').not.toMatch(/quick/);
    expect(plan.notices.join(' ')).not.toMatch(/No dinner on/);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('says a dinner the departure leaves out is missing for that reason: Valencia, due back at 21:45 or 22:00', () => {
    // Dinner from 21:00 here: back at the hotel by 21:45 the day never wanted one, and its notice read "you leave
    // at 9:45 PM, before dinner time"; by 22:00 it did, no quick dinner fitted, and the notice blamed the stops.
    let said = 0;
    for (const departureTime of ['21:45', '22:00']) {
      const plan = planTrip(
        guideInput(
          'valencia',
          {
            startDate: '2026-06-11',
            endDate: '2026-06-11',
            travelers: 2,
            travelStyle: 'luxury',
            interests: ['beaches', 'food', 'family'],
            dietaryPreferences: ['vegan', 'glutenFree'],
            activityLimit: 8,
            activityPace: 'light',
            accommodation: { name: "Hotel near L'Umbracle", lat: 39.4574, lng: -0.353 },
            departureTime,
          },
          0,
        ),
      );
      if (plan.days[0]!.activities.some((a) => a.meal === 'dinner')) continue;
      const back = departureTime === '22:00' ? '10:00 PM' : '9:45 PM';
      expect(plan.notices.join(' ')).toContain(
        `No dinner on day 1: you are due back at ${back}, too soon after dinner time starts here (9:00 PM) for a dinner out.`,
      );
      expect(plan.notices.join(' ')).not.toMatch(/between that day's stops|before dinner time/);
      said++;
    }
    // Back by 21:45, a dinner from 21:00 is never planned: that case at least is said.
    expect(said).toBeGreaterThan(0);
  });

  it('lunches a little farther off the way at a place meeting the diet, rather than at one missing it', () => {
    // Brussels, dairy-free: between the Old Masters and the Magritte Museum, Den Teepot is half an hour's detour,
    // over a meal's usual 25 minutes; La Roue d'Or, on the way, has nothing dairy-free.
    const input = guideInput(
      'brussels',
      {
        startDate: '2026-12-29',
        endDate: '2027-01-01',
        travelers: 4,
        travelStyle: 'cultural',
        interests: ['photography', 'architecture'],
        dietaryPreferences: ['dairyFree'],
        activityLimit: 3,
        activityPace: 'light',
        accommodation: { name: 'Hotel near Sainte-Catherine', lat: 50.853, lng: 4.347 },
      },
      5,
    );
    const plan = planTrip(input);
    const lunch = plan.days[1]!.activities.find((a) => a.meal === 'lunch')!;
    expect(lunch.dietary).toContain('dairyFree');
    expect(lunch.notice).toBeUndefined();
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("gives the one place meeting every diet its second meal once an outing's lunch out there freed it", () => {
    // Zanzibar, vegan and healthy: Lazuli in Stone Town is the one place meeting both. Its second meal went to a
    // day that later lunched out by Jozani's forest instead, and four meals missed a diet while it had one to give.
    const input = guideInput(
      'zanzibar',
      {
        startDate: '2026-12-21',
        endDate: '2026-12-27',
        travelers: 1,
        travelStyle: 'foodie',
        interests: ['family', 'hiking'],
        dietaryPreferences: ['vegan', 'healthy'],
        activityLimit: 10,
        activityPace: 'light',
        accommodation: { name: "Hotel near Mercury's Restaurant", lat: -6.157, lng: 39.19 },
      },
      1,
    );
    const plan = planTrip(input);
    const days = plan.days
      .filter((day) => day.activities.some((a) => a.placeId === 'zanzibar/lazuli-zanzibar'))
      .map((day) => day.day);
    expect(days).toHaveLength(2);
    expect(days[1]! - days[0]!).toBeGreaterThan(1);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('keeps a day out lunching out there when days trade visits: Rotorua, lunch at Wai-O-Tapu', () => {
    // A trade between the two days (visit-swaps.ts) had given Wai-O-Tapu's day a lunch back in town, 70 minutes
    // off, for one return fewer; a day out now keeps its lunch out there through a trade (day-shape.ts).
    const input = guideInput(
      'rotorua',
      {
        startDate: '2027-10-11',
        endDate: '2027-10-12',
        travelers: 1,
        travelStyle: 'luxury',
        interests: ['shopping', 'architecture', 'family'],
        dietaryPreferences: ['local', 'healthy'],
        activityLimit: 9,
        activityPace: 'moderate',
        accommodation: { name: 'Hotel near Kerosene Creek', lat: -38.324, lng: 176.358 },
      },
      1,
    );
    const plan = planTrip(input);
    const day = plan.days.find((d) => d.activities.some((a) => a.title === 'Wai-O-Tapu Thermal Wonderland'))!;
    const outing = day.activities.find((a) => a.title === 'Wai-O-Tapu Thermal Wonderland')!;
    const lunch = day.activities.find((a) => a.meal === 'lunch')!;
    expect(haversineKm(lunch, outing)).toBeLessThan(2);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("says why lunch is not out at the day's outing: Abu Dhabi, lunch by the Louvre before Ferrari World", () => {
    // No lunch place fits by Ferrari World that day: lunch is at Fouquet's by the Louvre, and its card says why.
    const input = gridInput('abu-dhabi', 6, 6);
    const plan = planTrip(input);
    const day = plan.days.find((x) => x.activities.some((a) => a.title === 'Ferrari World Abu Dhabi'))!;
    const lunch = day.activities.find((a) => a.meal === 'lunch')!;
    expect(lunch.notice).toContain(
      'Lunch before going out to Ferrari World Abu Dhabi: no place near it serving lunch fits this day.',
    );
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('lunches out there before an afternoon out: Siem Reap, Angkor Wat in the morning, then lunch by Banteay Srei', () => {
    // Rule 7 wants lunch out there. The day lunched by Angkor Wat before the drive out, and its card said so; the
    // restaurants by Banteay Srei serve lunch before its visit (outing-lunch.ts outingFirst, decision 0062).
    const input = guideInput(
      'siem-reap',
      {
        startDate: '2027-03-08',
        endDate: '2027-03-10',
        travelers: 2,
        travelStyle: 'romantic',
        interests: ['photography', 'beaches', 'family'],
        dietaryPreferences: ['vegetarian', 'dairyFree'],
        activityLimit: 6,
        activityPace: 'light',
        accommodation: { name: 'Hotel near Angkor Wat', lat: 13.4145, lng: 103.8667 },
      },
      1,
    );
    const plan = planTrip(input);
    const day = plan.days.find((d) => d.activities.some((a) => a.title === 'Banteay Srei'))!;
    const at = day.activities.findIndex((a) => a.meal === 'lunch');
    const lunch = day.activities[at]!;
    expect(day.activities[at + 1]?.title).toBe('Banteay Srei');
    expect(haversineKm(lunch, day.activities[at + 1]!)).toBeLessThan(2);
    expect(lunch.notice ?? '').not.toMatch(/Lunch before going out/);
    expect(checkPlan(input, plan)).toEqual([]);
  });
});
