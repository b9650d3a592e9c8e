import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SuggestionRequest, suggestionRequestSchema } from '../core/api/recommendations.ts';
import {
  CONTINENTS,
  type Continent,
  INTERESTS,
  type PopularityLevel,
  TRAVEL_STYLES,
} from '../core/constants.ts';
import type { Destination } from '../core/knowledge.ts';
import { diversifyTop, foldName, type MatchPlace, parseVisits, recommendDestinations } from './recommend.ts';

let geonameId = 1000;
function dest(
  id: string,
  over: Partial<Destination> & { continent?: Continent; popularityLevel?: PopularityLevel } = {},
): Destination {
  const name = over.name ?? id.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    id,
    geonameId: geonameId++,
    name,
    country: 'Testland',
    countryCode: 'TL',
    continent: 'europe',
    lat: 45,
    lng: 10,
    timeZone: 'Europe/Rome',
    regionsTowns: [`${name} Old Town`],
    popularityLevel: 'High',
    popularityContext: 'A well-known destination with many visitors every year.',
    travelStyles: ['cultural'],
    interests: ['history'],
    activities: ['Walk the old town', 'Visit the museum', 'Eat at the market'],
    description: `${name} is a destination used by these tests; it has an old town, a museum and a busy market hall.`,
    localTip: 'Arrive early in the morning, before the tour groups, to see it at its quietest.',
    bestMonths: [5, 6, 9],
    tips: {
      travelSmart: { bestTimeToVisit: 'Spring', packingTips: 'Layers', languageTips: 'Hello' },
      transportCards: { publicTransport: 'Trams', touristPasses: 'City card', purchaseInfo: 'At kiosks' },
      insiderTips: { localMarkets: 'Market', diningRecommendation: 'Trattoria', hiddenSpots: 'Garden' },
    },
    ...over,
  };
}

const request = (over: Partial<SuggestionRequest> = {}): SuggestionRequest =>
  suggestionRequestSchema.parse({
    continent: 'europe',
    previousVisits: 'nowhere yet',
    travelStyle: ['cultural'],
    interests: [],
    adventureLevel: 3,
    ...over,
  });

const names = (r: ReturnType<typeof recommendDestinations>) => r.recommendations.map((x) => x.name);

const WORLD: Destination[] = [
  dest('paris', {
    country: 'France',
    travelStyles: ['romantic', 'cultural', 'foodie'],
    interests: ['museums', 'food'],
  }),
  dest('lyon', {
    country: 'France',
    popularityLevel: 'Medium',
    travelStyles: ['foodie', 'cultural'],
    interests: ['food'],
  }),
  dest('nice', {
    country: 'France',
    travelStyles: ['relaxed', 'cultural'],
    interests: ['beaches', 'history'],
  }),
  dest('sao-miguel', {
    name: 'São Miguel',
    country: 'Portugal',
    popularityLevel: 'Low',
    travelStyles: ['outdoorsy', 'adventure'],
    interests: ['nature', 'hiking'],
    regionsTowns: ['Ponta Delgada', 'Furnas'],
  }),
  dest('lisbon', {
    country: 'Portugal',
    travelStyles: ['cultural', 'foodie'],
    interests: ['history', 'food'],
  }),
  dest('munchen', {
    name: 'München',
    country: 'Germany',
    travelStyles: ['cultural', 'foodie'],
    interests: ['museums'],
  }),
  dest('ljubljana', {
    country: 'Slovenia',
    popularityLevel: 'Medium',
    travelStyles: ['relaxed', 'outdoorsy', 'cultural'],
    interests: ['nature', 'architecture'],
  }),
  dest('tokyo', {
    continent: 'asia',
    country: 'Japan',
    travelStyles: ['foodie', 'cultural'],
    interests: ['food'],
  }),
  dest('kyoto', { continent: 'asia', country: 'Japan', travelStyles: ['cultural'], interests: ['history'] }),
];

describe('recommendDestinations', () => {
  it('recommends only destinations on the chosen continent, at most six', () => {
    for (const continent of ['europe', 'asia'] as const) {
      const r = recommendDestinations(request({ continent }), WORLD);
      expect(r.recommendations.length).toBeGreaterThan(0);
      expect(r.recommendations.length).toBeLessThanOrEqual(6);
      const ids = new Set(WORLD.filter((d) => d.continent === continent).map((d) => d.id));
      for (const rec of r.recommendations) expect(ids.has(rec.destinationId)).toBe(true);
    }
  });

  it('answers an empty list with a message for a continent without destinations', () => {
    const r = recommendDestinations(request({ continent: 'antarctica' }), WORLD);
    expect(r.recommendations).toEqual([]);
    expect(r.message).toMatch(/Antarctica/);
  });

  it('never recommends a previous visit, whatever the case or accents, by name, id, region or country', () => {
    const visited = recommendDestinations(
      request({ previousVisits: ' PARIS ;sao miguel; furnas ;  munchen;;Ljubljana, Slovenia ' }),
      WORLD,
    );
    for (const gone of ['Paris', 'São Miguel', 'München', 'Ljubljana'])
      expect(names(visited)).not.toContain(gone);
    expect(names(visited)).toEqual(expect.arrayContaining(['Lyon', 'Nice', 'Lisbon']));

    const byRegion = recommendDestinations(request({ previousVisits: 'ponta delgada' }), WORLD);
    expect(names(byRegion)).not.toContain('São Miguel');

    const byCountry = recommendDestinations(request({ previousVisits: 'the FRANCE; Portugal' }), WORLD);
    expect(names(byCountry).sort()).toEqual(['Ljubljana', 'München']);

    // "Paris, France" is a visit to Paris, not to all of France.
    const withCountry = recommendDestinations(request({ previousVisits: 'Paris, France' }), WORLD);
    expect(names(withCountry)).not.toContain('Paris');
    expect(names(withCountry)).toContain('Lyon');
  });

  it('excludes a city known to the gazetteer by another name, but not an expedition leaving from it', () => {
    const antarctic = [
      dest('peninsula', {
        continent: 'antarctica',
        country: 'Antarctica',
        gatewayName: 'Ushuaia',
        geonameId: 42,
      }),
    ];
    const vienna = dest('vienna', { geonameId: 7 });
    const citiesNamed = (name: string) =>
      foldName(name) === 'wien' ? [7] : foldName(name) === 'ushuaia' ? [42] : [];
    const r = recommendDestinations(request({ previousVisits: 'Wien' }), [...WORLD, vienna], { citiesNamed });
    expect(names(r)).not.toContain('Vienna');
    const a = recommendDestinations(
      request({ continent: 'antarctica', previousVisits: 'Ushuaia' }),
      antarctic,
      {
        citiesNamed,
      },
    );
    expect(names(a)).toEqual(['Peninsula']);
  });

  it('says so when every destination on the continent was visited', () => {
    const r = recommendDestinations(request({ continent: 'asia', previousVisits: 'Japan' }), WORLD);
    expect(r.recommendations).toEqual([]);
    expect(r.message).toMatch(/already been to every destination we know in Asia/);
  });

  it('puts iconic (High) destinations first for adventure 1-3 and hidden gems (Medium/Low) for 4-5', () => {
    const styles = { travelStyle: ['cultural' as const], interests: [] };
    const iconic = recommendDestinations(request({ ...styles, adventureLevel: 2 }), WORLD).recommendations;
    const firstLesser = iconic.findIndex((r) => r.popularityLevel !== 'High');
    expect(iconic[0]!.popularityLevel).toBe('High');
    if (firstLesser >= 0)
      expect(iconic.slice(firstLesser).every((r) => r.popularityLevel !== 'High')).toBe(true);

    const gems = recommendDestinations(request({ ...styles, adventureLevel: 5 }), WORLD).recommendations;
    const firstHigh = gems.findIndex((r) => r.popularityLevel === 'High');
    expect(gems[0]!.popularityLevel).not.toBe('High');
    expect(gems.slice(firstHigh).every((r) => r.popularityLevel === 'High')).toBe(true);

    // The request's own preferenceType wins over the level.
    const asked = recommendDestinations(
      request({ ...styles, adventureLevel: 5, preferenceType: 'iconic' }),
      WORLD,
    );
    expect(asked.recommendations[0]!.popularityLevel).toBe('High');
  });

  it('ranks by styles, the primary style weighing most, then the secondary, then interests', () => {
    const world = [
      dest('a', { country: 'A', travelStyles: ['foodie'], interests: ['nature'] }),
      dest('b', { country: 'B', travelStyles: ['relaxed'], interests: ['nature'] }),
      dest('c', { country: 'C', travelStyles: ['luxury'], interests: ['museums'] }),
    ];
    const r = recommendDestinations(
      request({ travelStyle: ['relaxed', 'foodie'], interests: ['museums'], previousVisits: 'x' }),
      world,
    );
    expect(names(r)).toEqual(['B', 'A', 'C']);
    const secondary = recommendDestinations(
      request({
        travelStyle: ['luxury', 'relaxed', 'foodie'],
        travelStyleSecondary: 'foodie',
        previousVisits: 'x',
      }),
      world,
    );
    expect(names(secondary)).toEqual(['C', 'A', 'B']);
  });

  it('keeps the top three in three countries unless the continent has no others', () => {
    const r = recommendDestinations(
      request({ travelStyle: ['foodie', 'cultural'], interests: ['food'] }),
      WORLD,
    );
    const top = r.recommendations.slice(0, 3).map((x) => x.country);
    expect(new Set(top).size).toBe(3);

    const oneCountry = recommendDestinations(request({ continent: 'asia' }), WORLD);
    expect(oneCountry.recommendations.map((x) => x.country)).toEqual(['Japan', 'Japan']);
  });

  it('diversifyTop picks distinct countries for the top three and keeps the rest in order', () => {
    const list = ['FR1', 'FR2', 'FR3', 'PT1', 'FR4', 'DE1', 'PT2'];
    expect(diversifyTop(list, (x) => x.slice(0, 2))).toEqual([
      'FR1',
      'PT1',
      'DE1',
      'FR2',
      'FR3',
      'FR4',
      'PT2',
    ]);
    expect(diversifyTop(['FR1', 'FR2', 'PT1'], (x) => x.slice(0, 2))).toEqual(['FR1', 'PT1', 'FR2']);
  });

  it('explains each match by the chosen styles and interests', () => {
    const r = recommendDestinations(
      request({ travelStyle: ['cultural', 'foodie'], interests: ['museums', 'food'], adventureLevel: 4 }),
      WORLD,
    );
    const paris = r.recommendations.find((x) => x.name === 'Paris')!;
    expect(paris.whyMatch).toBe(
      'Paris meets your Cultural and Foodie styles and your interest in Museums and Food & Cuisine: Walk the old town; Visit the museum. A well-known name, but a strong fit for an adventurous traveller.',
    );
    const lyon = r.recommendations.find((x) => x.name === 'Lyon')!;
    expect(lyon.whyMatch).toMatch(
      /^Lyon meets your Cultural and Foodie styles and your interest in Food & Cuisine: .+\. A lesser-known pick for an adventurous traveller\.$/,
    );
    const iconic = recommendDestinations(request({ travelStyle: ['relaxed'], adventureLevel: 1 }), WORLD);
    expect(iconic.recommendations[0]!.whyMatch).toMatch(
      / meets your Relaxed style: .+\. An iconic destination for /,
    );
  });

  it("names the guide's places that meet the profile, and how the destination serves the diet", () => {
    const places = [
      {
        name: 'Bistro Vert',
        category: 'restaurant',
        tags: ['food'],
        dietary: ['vegan', 'vegetarian'],
        rating: 4.5,
      },
      { name: 'Grand Museum', category: 'museum', tags: ['museums', 'history'], rating: 4.8 },
      { name: 'Old Market', category: 'market', tags: ['food', 'local'], rating: 4.2 },
      { name: 'Steak House', category: 'restaurant', tags: ['food'], rating: 4.9 },
    ] satisfies MatchPlace[];
    const r = recommendDestinations(
      request({ travelStyle: ['foodie'], interests: ['food'], dietaryPreferences: ['vegan'] }),
      WORLD,
      { placesOf: (d) => (d.id === 'paris' ? places : []) },
    );
    const paris = r.recommendations.find((x) => x.name === 'Paris')!;
    expect(paris.whyMatch).toMatch(
      /^Steak House, Bistro Vert and Old Market meet your Foodie style and your interest in Food & Cuisine\./,
    );
    expect(paris.whyMatch).toContain('Vegan food at one place in our guide, such as Bistro Vert.');
    expect(paris.whyMatch).not.toContain('Grand Museum');
    const glutenFree = recommendDestinations(
      request({ travelStyle: ['foodie'], interests: ['food'], dietaryPreferences: ['glutenFree'] }),
      WORLD,
      { placesOf: (d) => (d.id === 'paris' ? places : []) },
    );
    expect(glutenFree.recommendations.find((x) => x.name === 'Paris')!.whyMatch).toContain(
      'Our guide knows no gluten-free place to eat in Paris yet',
    );
  });

  it('shapes each item as SPEC.md describes, with a place and an image address', () => {
    const r = recommendDestinations(request({ previousVisits: 'x' }), WORLD);
    const paris = r.recommendations.find((x) => x.name === 'Paris')!;
    expect(paris).toMatchObject({
      destinationId: 'paris',
      country: 'France',
      regionsTowns: ['Paris Old Town'],
      popularityLevel: 'High',
      imageUrl: '/api/places/photos?query=Paris%2C%20France',
      place: { name: 'Paris', formatted: 'Paris, France', lat: 45, lng: 10, countryCode: 'TL' },
    });
    expect(paris.activities).toHaveLength(3);
    expect(paris.localTip).toMatch(/Arrive early/);
  });

  it('uses the resolved place, except for an expedition, which is planned at its own coordinates', () => {
    const peninsula = dest('antarctic-peninsula', {
      name: 'Antarctic Peninsula',
      continent: 'antarctica',
      country: 'Antarctica',
      countryCode: 'AQ',
      gatewayName: 'Ushuaia',
      lat: -64.5,
      lng: -62,
      popularityLevel: 'Low',
    });
    const placeOf = (d: Destination) => ({
      id: String(d.geonameId),
      name: 'Gazetteer',
      formatted: 'Gazetteer, X',
      lat: 1,
      lng: 2,
    });
    const paris = recommendDestinations(request({ previousVisits: 'x' }), WORLD, { placeOf })
      .recommendations[0]!;
    expect(paris.place.formatted).toBe('Gazetteer, X');
    const [trip] = recommendDestinations(request({ continent: 'antarctica' }), [peninsula], {
      placeOf,
    }).recommendations;
    expect(trip!.place).toMatchObject({
      name: 'Antarctic Peninsula',
      formatted: 'Antarctic Peninsula, Antarctica',
      lat: -64.5,
    });
    expect(trip!.description).toMatch(/Trips depart from Ushuaia\.$/);
  });

  it('is deterministic and never breaks its promises, whatever the profile', () => {
    const arb = fc.record({
      continent: fc.constantFrom(...CONTINENTS),
      previousVisits: fc.array(fc.constantFrom('Paris', 'LISBON', 'tokyo', 'Japan', 'x', 'São Miguel'), {
        minLength: 1,
      }),
      travelStyle: fc.uniqueArray(fc.constantFrom(...TRAVEL_STYLES), { minLength: 1 }),
      interests: fc.uniqueArray(fc.constantFrom(...INTERESTS)),
      adventureLevel: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(arb, (raw) => {
        const req = request({ ...raw, previousVisits: raw.previousVisits.join('; ') });
        const a = recommendDestinations(req, WORLD);
        const b = recommendDestinations(req, [...WORLD].reverse());
        expect(b).toEqual(a);
        const visited = new Set(parseVisits(req.previousVisits).map(foldName));
        for (const rec of a.recommendations) {
          expect(visited.has(foldName(rec.name))).toBe(false);
          expect(WORLD.find((d) => d.id === rec.destinationId)!.continent).toBe(req.continent);
        }
        const countries = a.recommendations.slice(0, 3).map((x) => x.country);
        const available = new Set(a.recommendations.map((x) => x.country)).size;
        expect(new Set(countries).size).toBe(Math.min(countries.length, available));
      }),
    );
  });
});

describe('parseVisits / foldName', () => {
  it('splits on semicolons and folds case and accents', () => {
    expect(parseVisits(' Paris ; ;Zürich;')).toEqual(['Paris', 'Zürich']);
    expect(foldName('Zürich')).toBe('zurich');
    expect(foldName('VALPARAÍSO')).toBe('valparaiso');
    expect(foldName("Xi'an")).toBe('xian');
    expect(foldName('Kraków')).toBe('krakow');
  });
});
