// checkPlan is what the property tests trust, so it must catch every kind of broken plan.
import { describe, expect, it } from 'vitest';
import { getKnowledgeBase } from '../../knowledge/index.ts';
import { planTrip } from './plan.ts';
import type { PlannedActivity, PlannedDay, PlanTripInput } from './types.ts';
import { checkPlan } from './validate.ts';

const kb = getKnowledgeBase();
const destination = kb.destination('paris')!;
const input: PlanTripInput = {
  trip: {
    startDate: '2026-06-01',
    endDate: '2026-06-03',
    travelers: 2,
    travelStyle: 'cultural',
    interests: ['museums', 'history'],
    dietaryPreferences: ['vegetarian'],
    activityLimit: 6,
    activityPace: 'moderate',
  },
  center: destination,
  places: kb.placesOf('paris').map((p) => ({ ...p, gid: p.globalId })),
  seed: 1,
};
const plan = planTrip(input).days;

function mutate(change: (days: PlannedDay[]) => void): string[] {
  const copy: PlannedDay[] = structuredClone(plan);
  change(copy);
  return checkPlan(input, copy);
}
const first = (days: PlannedDay[]) => days[0]!.activities[0]!;
const visit = (days: PlannedDay[]) =>
  days.flatMap((d) => d.activities).find((a) => a.type !== 'lunch' && a.type !== 'dinner')!;

describe('checkPlan', () => {
  it('accepts the plan the planner made', () => {
    expect(plan.flatMap((d) => d.activities).length).toBeGreaterThan(10);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it('catches a missing day, a wrong date and too many activities', () => {
    expect(mutate((d) => d.pop()).join()).toMatch(/expected 3 days/);
    expect(mutate((d) => (d[1]!.date = '2026-06-09')).join()).toMatch(/wrong number or date/);
    expect(
      mutate((d) => {
        const acts = d[0]!.activities;
        const visitOf = acts.find((a) => !a.meal)!;
        while (acts.filter((a) => !a.meal).length <= 6) acts.push({ ...visitOf });
      }).join(),
    ).toMatch(/visits, limit 6/);
  });

  it('catches an unknown or excluded place and a visit repeated in the trip', () => {
    expect(mutate((d) => (first(d).placeId = 'paris/nowhere')).join()).toMatch(/not a place of the pool/);
    expect(checkPlan({ ...input, exclude: [plan[0]!.activities[0]!.placeId] }, plan).join()).toMatch(
      /excluded/,
    );
    expect(
      mutate((d) => {
        const a = visit(d);
        const other = d[2]!.activities.find((x) => x.type !== 'lunch' && x.type !== 'dinner')!;
        Object.assign(other, {
          ...a,
          startTime: other.startTime,
          endTime: other.endTime,
          duration: other.duration,
        });
      }).join(),
    ).toMatch(/twice|closed|travel|window|suit/);
  });

  it('catches times that disagree, fall outside the segment or leave no room for travel', () => {
    expect(mutate((d) => (first(d).duration = '5 hours')).join()).toMatch(/duration/);
    expect(mutate((d) => (first(d).timeSegment = 'evening')).join()).toMatch(/labelled evening/);
    expect(mutate((d) => (first(d).startTime = '7:00 AM')).join()).toMatch(/window|duration|labelled/);
    expect(mutate((d) => (first(d).startTime = 'soon')).join()).toMatch(/unreadable/);
    expect(
      mutate((d) => {
        const [a, b] = d[0]!.activities as [PlannedActivity, PlannedActivity];
        b.startTime = a.endTime;
        b.endTime = a.endTime;
      }).join(),
    ).toMatch(/do not fit|duration/);
    expect(mutate((d) => (first(d).travelToNext = { minutes: 1, km: 0.1, mode: 'walk' })).join()).toMatch(
      /travelToNext/,
    );
  });

  it('catches a visit when the place is closed', () => {
    // The Musée d'Orsay closes on Mondays; 2026-06-01 is a Monday.
    const orsay = input.places.find((p) => p.id === 'musee-d-orsay')!;
    expect(orsay.hours.mon).toEqual([]);
    expect(
      mutate((d) => {
        Object.assign(first(d), { placeId: orsay.gid, type: orsay.category, travelToNext: undefined });
        d[0]!.activities.splice(1);
      }).join(),
    ).toMatch(/closed/);
  });

  it('catches a meal that breaks the diet or is served at the wrong time', () => {
    const meat = input.places.find((p) => p.category === 'restaurant' && !p.dietary?.includes('vegetarian'))!;
    expect(
      mutate((d) => {
        const meal = d.flatMap((x) => x.activities).find((a) => a.type === 'dinner')!;
        meal.placeId = meat.gid;
        meal.dietary = meat.dietary;
      }).join(),
    ).toMatch(/misses vegetarian without a notice/);
    const lunchOnly = input.places.find((p) => p.meals?.includes('lunch') && !p.meals.includes('dinner'))!;
    expect(
      mutate((d) => {
        const meal = d.flatMap((x) => x.activities).find((a) => a.type === 'dinner')!;
        meal.placeId = lunchOnly.gid;
      }).join(),
    ).toMatch(/does not serve dinner/);
    expect(
      mutate((d) => {
        const meal = d.flatMap((x) => x.activities).find((a) => a.type === 'lunch')!;
        meal.type = 'dinner';
      }).join(),
    ).toMatch(/dinner at/);
  });

  it('catches a visit in a segment the place does not suit', () => {
    const dayOnly = input.places.find((p) => p.segments.length === 1 && p.segments[0] === 'morning');
    if (!dayOnly) return;
    expect(
      mutate((d) => {
        Object.assign(first(d), {
          placeId: dayOnly.gid,
          type: dayOnly.category,
          timeSegment: 'afternoon',
          startTime: '1:00 PM',
        });
      }).join(),
    ).toMatch(/suit|labelled|duration|window/);
  });
});

describe('checkPlan on idle stretches (rule 8)', () => {
  const london = kb.destination('london')!;
  const stonehenge = kb.placesOf('london').find((p) => p.name === 'Stonehenge')!;
  const day = (accommodation?: { name: string; lat: number; lng: number }): PlanTripInput => ({
    trip: {
      startDate: '2027-04-26',
      endDate: '2027-04-26',
      travelers: 3,
      travelStyle: 'luxury',
      interests: ['nightlife', 'food'],
      dietaryPreferences: ['dairyFree'],
      activityLimit: 6,
      activityPace: 'moderate',
      ...(accommodation ? { accommodation } : {}),
    },
    center: london,
    places: kb.placesOf('london').map((p) => ({ ...p, gid: p.globalId })),
    seed: 11,
  });

  it('counts the way from a far accommodation as no idle time', () => {
    // A hotel by Stonehenge: London's first stop is two hours away, so the morning until then is the way there.
    const far = day({ name: 'Hotel near Stonehenge', lat: stonehenge.lat + 0.002, lng: stonehenge.lng });
    const planned = planTrip(far);
    expect(planned.days[0]!.start!.leg.minutes).toBeGreaterThan(90);
    expect(checkPlan(far, planned.days)).toEqual([]);
  });

  it('still catches a long idle stretch a visit would fill', () => {
    const near = day();
    const planned = planTrip(near).days;
    const copy: PlannedDay[] = structuredClone(planned);
    // Take out the visits between lunch and dinner: the afternoon is left idle while places are open.
    const acts = copy[0]!.activities;
    const lunch = acts.findIndex((a) => a.meal === 'lunch');
    const dinner = acts.findIndex((a) => a.meal === 'dinner');
    expect(dinner - lunch).toBeGreaterThan(1);
    acts.splice(lunch + 1, dinner - lunch - 1);
    acts[lunch]!.travelToNext = undefined;
    expect(checkPlan(near, copy).join()).toMatch(/idle .* would fit/);
  });
});
