import { describe, expect, it } from 'vitest';
import { weekdayIndex } from '../../core/dates.ts';
import { haversineKm } from '../../core/geo.ts';
import { getKnowledgeBase } from '../../knowledge/index.ts';
import { ALTERNATIVE_PROMPTS, AREA_MIN_KM, AREA_WIDEN, suggestAlternatives } from './alternatives.ts';
import { opensOn } from './open-now.ts';
import { planTrip } from './plan.ts';
import { fitsDiet } from './scoring.ts';
import { alwaysOpen, makePlace, TEST_CENTER } from './test-fixtures.ts';
import type { PlannerPlace, PlannerTrip } from './types.ts';

const kb = getKnowledgeBase();
const trip: PlannerTrip = {
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  travelers: 4,
  travelStyle: 'cultural',
  interests: ['history', 'family'],
  dietaryPreferences: ['vegetarian'],
  activityLimit: 5,
  activityPace: 'moderate',
};

describe('suggestAlternatives on the knowledge base', () => {
  for (const id of ['paris', 'rio-de-janeiro', 'tokyo', 'cape-town', 'reykjavik']) {
    it(`suggests real places of ${id} that fit the card, are not planned and lie in the day's area`, () => {
      const destination = kb.destination(id)!;
      const places: PlannerPlace[] = kb.placesOf(id).map((p) => ({ ...p, gid: p.globalId }));
      const plan = planTrip({ trip, center: destination, places, seed: 1 }).days;
      const day = plan[0]!;
      const inTrip = plan.flatMap((d) => d.activities.map((a) => a.placeId));
      const centre = {
        lat: day.activities.reduce((s, a) => s + a.lat, 0) / day.activities.length,
        lng: day.activities.reduce((s, a) => s + a.lng, 0) / day.activities.length,
      };
      const spread = Math.max(...day.activities.map((a) => haversineKm(centre, a)));
      for (const prompt of ALTERNATIVE_PROMPTS) {
        const found = suggestAlternatives({
          trip,
          dayActivities: day.activities,
          places,
          prompt,
          date: day.date,
          limit: 4,
          exclude: inTrip,
        });
        expect(found.length).toBeLessThanOrEqual(4);
        for (const s of found) {
          const p = places.find((x) => x.gid === s.placeId)!;
          expect(p, s.placeId).toBeDefined();
          expect(inTrip).not.toContain(s.placeId);
          expect(opensOn(p.hours, weekdayIndex(day.date))).toBe(true);
          expect(s.distanceKm).toBeCloseTo(haversineKm(centre, p), 0);
          expect(s.distanceKm).toBeLessThanOrEqual(Math.max(AREA_MIN_KM, spread) * AREA_WIDEN + 0.05);
          if (p.category === 'restaurant' || p.category === 'cafe')
            expect(fitsDiet(p, trip.dietaryPreferences)).toBe(true);
          expect(s.title).toBe(p.name);
          expect(s.location).toBe(p.address);
          expect(s.duration).toMatch(/hour|minute/);
          if (prompt === 'hiking') {
            expect(
              p.tags.includes('hiking') ||
                p.category === 'nature' ||
                (p.category === 'park' && p.tags.includes('nature')),
            ).toBe(true);
          }
          if (prompt === 'culinary')
            expect(['restaurant', 'cafe', 'market'].includes(p.category) || p.tags.includes('food')).toBe(
              true,
            );
          if (prompt === 'family') expect(p.tags).toContain('family');
          if (prompt === 'evening') {
            expect(p.segments).toContain('evening');
            expect(s.timeSegment).toBe('evening');
          }
          if (prompt === 'hidden-gems') {
            expect(['landmark', 'attraction']).not.toContain(p.category);
            expect(p.priceLevel).toBeLessThanOrEqual(2);
          }
          if (prompt !== 'evening') expect(p.segments).toContain(s.timeSegment);
        }
      }
    });
  }

  it('finds something for most cards in a big city', () => {
    const places = kb.placesOf('london').map((p) => ({ ...p, gid: p.globalId }));
    const near = { lat: 51.5079, lng: -0.1281 }; // Trafalgar Square
    for (const prompt of ['culinary', 'hidden-gems', 'family', 'evening'] as const) {
      expect(
        suggestAlternatives({ trip, dayActivities: [], places, prompt, near, limit: 3 }).length,
        prompt,
      ).toBe(3);
    }
  });
});

describe('suggestAlternatives on small pools', () => {
  const near = TEST_CENTER;
  const place = (id: string, over: Parameters<typeof makePlace>[0]) => ({
    ...makePlace({ ...over, id }),
    gid: `x/${id}`,
  });

  it('ranks closer places first among equals and leaves out the far ones', () => {
    const places = [
      place('far', { id: 'far', tags: ['family'], lat: TEST_CENTER.lat + 0.1 }),
      place('mid', { id: 'mid', tags: ['family'], lat: TEST_CENTER.lat + 0.015 }),
      place('close', { id: 'close', tags: ['family'], lat: TEST_CENTER.lat + 0.001 }),
    ];
    const found = suggestAlternatives({ trip, dayActivities: [], places, prompt: 'family', near, limit: 5 });
    expect(found.map((s) => s.placeId)).toEqual(['x/close', 'x/mid']);
  });

  it('leaves out planned, excluded and closed places', () => {
    const places = [
      place('a', { id: 'a', tags: ['family'] }),
      place('b', { id: 'b', tags: ['family'] }),
      place('c', {
        id: 'c',
        tags: ['family'],
        hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      }),
      place('d', { id: 'd', tags: ['family'] }),
    ];
    const found = suggestAlternatives({
      trip,
      dayActivities: [{ placeId: 'x/a', lat: near.lat, lng: near.lng }],
      places,
      prompt: 'family',
      date: '2026-06-01',
      exclude: ['x/b'],
    });
    expect(found.map((s) => s.placeId)).toEqual(['x/d']);
  });

  it('suggests no eating place that breaks the diet', () => {
    const places = [
      place('veg', {
        id: 'veg',
        category: 'restaurant',
        tags: ['food'],
        meals: ['dinner'],
        dietary: ['vegetarian'],
      }),
      place('meat', {
        id: 'meat',
        category: 'restaurant',
        tags: ['food'],
        meals: ['dinner'],
        dietary: ['local'],
      }),
    ];
    const found = suggestAlternatives({ trip, dayActivities: [], places, prompt: 'culinary', near });
    expect(found.map((s) => s.placeId)).toEqual(['x/veg']);
  });
});

describe('the culinary card and the diet', () => {
  const base = { lat: 41.9, lng: 12.5 };
  const food = (id: string, dietary: string[], over: Partial<PlannerPlace> = {}): PlannerPlace => ({
    gid: `test/${id}`,
    id,
    name: `Synthetic ${id}`,
    ...base,
    address: 'A synthetic street',
    category: 'restaurant',
    tags: ['food'],
    description:
      'A synthetic eating place invented for the planner tests; it exists nowhere and is never shipped.',
    durationMinutes: 60,
    hours: alwaysOpen(),
    priceLevel: 2,
    cost: '€€',
    segments: ['morning', 'afternoon', 'evening'],
    meals: ['lunch', 'dinner'],
    dietary: dietary as never,
    ...over,
  });
  const vegan = { ...trip, dietaryPreferences: ['vegan', 'glutenFree'] } as PlannerTrip;

  it('suggests only places that serve every diet, never a food street without a menu', () => {
    const places = [
      food('both', ['vegan', 'glutenFree']),
      food('half', ['vegan']),
      food('street', [], { category: 'neighbourhood', meals: undefined }),
    ];
    const out = suggestAlternatives({ trip: vegan, dayActivities: [base], places, prompt: 'culinary' });
    expect(out.map((a) => a.placeId)).toEqual(['test/both']);
    expect(out[0]!.dietary).toEqual(['vegan', 'glutenFree']);
    expect(out[0]!.notice).toBeUndefined();
  });

  it('never answers empty while food places exist: the closest fits, each saying what it lacks', () => {
    const places = [food('half', ['vegan']), food('none', [])];
    const out = suggestAlternatives({ trip: vegan, dayActivities: [base], places, prompt: 'culinary' });
    expect(out.map((a) => a.placeId).sort()).toEqual(['test/half', 'test/none']);
    expect(out.find((a) => a.placeId === 'test/half')!.notice).toMatch(/no gluten-free dishes listed/);
    expect(out.find((a) => a.placeId === 'test/none')!.notice).toMatch(
      /no vegan or gluten-free dishes listed/,
    );
  });
});
