// Depth for a varied week (src/knowledge/depth.ts): the rules on small made-up files, then every shipped
// destination against them. The second part has no allow-list: a destination added below the bars fails here.
import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS } from '../core/constants.ts';
import { PICNIC_DIETS, type Place } from '../core/knowledge.ts';
import { DEPTH_RULES, depthGaps } from './depth.ts';
import { getKnowledgeBase } from './index.ts';
import { readKnowledgeDir } from './knowledge-files.ts';
import { checkKnowledge, sharedPlaces } from './quality.ts';
import { makeFile, makePlace } from './test-fixtures.ts';
import { wikidataPlaces } from './wikidata.ts';
import { AGREEMENT_KM, matchWikidata, wikidataDisagreements } from './wikidata-matches.ts';

// A deep-enough destination around Paris's centre: 45 sights and 24 food places serving every diet.
const sights = (n: number) =>
  Array.from({ length: n }, (_, i) => makePlace({ id: `sight-${i}`, lat: 48.8566 + i * 1e-4 }));
const food = (n: number, overrides: Partial<Place> = {}) =>
  Array.from({ length: n }, (_, i) =>
    makePlace({
      id: `food-${i}`,
      category: 'restaurant',
      lat: 48.857 + i * 1e-4,
      meals: ['lunch', 'dinner'],
      dietary: [...DIETARY_OPTIONS],
      ...overrides,
    }),
  );
const tip = (topic: string) => `${topic}: a sentence a traveller can use.`;
const tips = {
  travelSmart: { bestTimeToVisit: tip('When'), packingTips: tip('Pack'), languageTips: tip('Say') },
  transportCards: { publicTransport: tip('Metro'), touristPasses: tip('Pass'), purchaseInfo: tip('Buy') },
  insiderTips: { localMarkets: tip('Market'), diningRecommendation: tip('Dine'), hiddenSpots: tip('Hidden') },
};
const file = (places: Place[], destination = {}) =>
  makeFile(
    {
      id: 'paris',
      mealTimes: { lunch: ['12:00', '14:00'], dinner: ['19:00', '21:00'] },
      highlights: ['sight-0', 'sight-1', 'sight-2'],
      tips: structuredClone(tips),
      ...destination,
    },
    places,
  );

describe('depthGaps', () => {
  it('passes a destination at the bars', () => {
    expect(depthGaps(file([...sights(45), ...food(24)]))).toEqual([]);
  });

  it('counts sights, food places, lunches, dinners and each diet at each meal', () => {
    const gaps = depthGaps(
      file([...sights(44), ...food(23, { meals: ['lunch'], dietary: ['vegetarian'] })], {
        highlights: ['nowhere'],
      }),
    );
    expect(gaps).toContain('44 sights and experiences, needs 45');
    expect(gaps).toContain('23 food places, needs 24');
    expect(gaps).toContain('0 dinner places, needs 10');
    expect(gaps).toContain('0 lunch places for vegan, needs 3');
    expect(gaps).toContain('0 dinner places for vegetarian, needs 3');
    expect(gaps).toContain('1 highlights, needs 3');
    expect(gaps).toContain('highlight nowhere is not a place of this destination');
  });

  it('accepts a documented shortfall for that diet only, and flags a reason no longer needed', () => {
    const noVegan = food(24, { dietary: DIETARY_OPTIONS.filter((d) => d !== 'vegan' && d !== 'glutenFree') });
    const reason = 'Almost no kitchen here cooks without animal products; vegans self-cater.';
    const gaps = depthGaps(file([...sights(45), ...noVegan], { dietGaps: { vegan: reason } }));
    expect(gaps.some((g) => g.includes('vegan'))).toBe(false);
    expect(gaps).toContain('0 lunch places for glutenFree, needs 3');
    expect(depthGaps(file([...sights(45), ...food(24)], { dietGaps: { vegan: reason } }))).toEqual([
      'dietGaps.vegan is documented, but vegan is now served well enough',
    ]);
  });

  it('wants every food place within 2 km of a sight; an experience serving its own meal is one', () => {
    const far = makePlace({ ...food(1)[0]!, id: 'far-bistro', lat: 48.9 });
    expect(depthGaps(file([...sights(45), ...food(24), far]))).toEqual(['far-bistro: no sight within 2 km']);
    const safari = makePlace({ ...food(1)[0]!, id: 'dune-safari', category: 'experience', lat: 48.9 });
    expect(depthGaps(file([...sights(45), ...food(24), safari]))).toEqual([]);
  });

  it('wants lunch near a whole-day trip or near another sight of the same outing', () => {
    const access = { minutes: 75, mode: 'car' as const, note: 'About 75 minutes by car from the centre.' };
    const trip = makePlace({ id: 'salt-pans', lat: 49.3, dayTrip: true, access });
    const base = [...sights(45), ...food(24)];
    expect(depthGaps(file([...base, trip]))).toEqual([
      'salt-pans: a day trip with no lunch place within 3 km of its outing',
    ]);
    // Terraces 5 km away, visited the same day, with a restaurant next to them.
    const terraces = makePlace({ id: 'terraces', lat: 49.345, dayTrip: true, access });
    const lunch = makePlace({ ...food(1)[0]!, id: 'terrace-lunch', lat: 49.346, dayTrip: true, access });
    expect(depthGaps(file([...base, trip, terraces, lunch]))).toEqual([]);
    // A picnic spot at the salt pans feeds the outing's lunch, but serves no diet in town: vegans still need three.
    const picnic = makePlace({
      id: 'salt-pans-picnic',
      category: 'park',
      lat: 49.301,
      meals: ['lunch'],
      dietary: [...PICNIC_DIETS],
      picnic: true,
      dayTrip: true,
      access,
    });
    expect(depthGaps(file([...base, trip, picnic]))).toEqual([]);
    const noVegan = food(24, { dietary: DIETARY_OPTIONS.filter((d) => d !== 'vegan') });
    expect(depthGaps(file([...sights(45), ...noVegan, trip, picnic]))).toEqual([
      '0 lunch places for vegan, needs 3',
      '0 dinner places for vegan, needs 3',
    ]);
    // A half-day trip (under 45 minutes away) may come back to town for lunch.
    const near = makePlace({ id: 'castle', lat: 49.3, dayTrip: true, access: { ...access, minutes: 40 } });
    expect(depthGaps(file([...base, near]))).toEqual([]);
    expect(depthGaps(file([...base, makePlace({ id: 'lost', dayTrip: true })]))).toContain(
      'lost: a day trip without access (how to get there)',
    );
  });

  it('wants real tips, hours open some day, and show times within the hours', () => {
    const closed = makePlace({
      id: 'never',
      hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    });
    const show = makePlace({
      id: 'show',
      hours: { ...closed.hours, fri: [['20:00', '23:00']] },
      startTimes: ['19:00'],
    });
    const f = file([...sights(45), ...food(24), closed, show]);
    f.destination.tips.insiderTips.hiddenSpots = ' ';
    expect(depthGaps(f)).toEqual([
      'tips.insiderTips.hiddenSpots is missing or too short',
      'never: closed every day of the week',
      'show: a start time outside its opening hours',
    ]);
  });
});

describe('sharedPlaces', () => {
  const checked = (id: string, places: Place[]) => ({ file: `${id}.json`, data: makeFile({ id }, places) });

  it('lets neighbouring guides share a day trip, not a city sight', () => {
    const temple = makePlace({ id: 'todai-ji', name: 'Tōdai-ji', wikidataId: 'Q190110' });
    expect(
      sharedPlaces([checked('kyoto', [temple]), checked('osaka', [{ ...temple, dayTrip: true }])]),
    ).toEqual([]);
    expect(
      sharedPlaces([checked('kyoto', [temple]), checked('osaka', [{ ...temple, id: 'great-buddha' }])]),
    ).toEqual(['kyoto.json and osaka.json both list Tōdai-ji (todai-ji, great-buddha)']);
    // The same name far apart is two places (Rome's and Paris's Pantheon).
    const far = { ...temple, wikidataId: undefined, lat: 41.9 };
    expect(
      sharedPlaces([checked('kyoto', [{ ...temple, wikidataId: undefined }]), checked('rome', [far])]),
    ).toEqual([]);
  });
});

describe('the shipped guide', () => {
  const { files, problems } = checkKnowledge(readKnowledgeDir());

  it('has no quality problem (schema, duplicates, radius, food fields, size, coverage)', () => {
    expect(problems.map((p) => `${p.file}: [${p.check}] ${p.message}`)).toEqual([]);
  });

  it.each(files.map((f) => [f.data.destination.id, f] as const))(
    '%s is deep enough for a varied week',
    (_, f) => {
      expect(depthGaps(f.data)).toEqual([]);
    },
  );

  it('documents a diet shortfall only with a reason a traveller can act on', () => {
    for (const { data } of files)
      for (const reason of Object.values(data.destination.dietGaps ?? {}))
        expect(reason.length).toBeGreaterThanOrEqual(40);
  });

  it(`keeps every place that Wikidata knows (same id, or same name nearby) within ${AGREEMENT_KM} km of it`, () => {
    const kb = getKnowledgeBase();
    const places = kb.destinations().flatMap((d) => kb.placesOf(d.id));
    expect(matchWikidata(places, wikidataPlaces()).length).toBeGreaterThan(100);
    expect(wikidataDisagreements(places, wikidataPlaces())).toEqual([]);
  });

  it('holds the depth rules of the issue (floors, not targets)', () => {
    expect(DEPTH_RULES).toMatchObject({
      minSights: 45,
      minFood: 24,
      minLunch: 10,
      minDinner: 10,
      minPerDietMeal: 3,
    });
  });
});
