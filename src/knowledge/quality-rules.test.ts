// The quality checks themselves, on small made-up files (independent of the shipped knowledge base).
import { describe, expect, it } from 'vitest';
import { type DestinationFile, PICNIC_DIETS } from '../core/knowledge.ts';
import { getGazetteer } from './gazetteer.ts';
import {
  type CheckedFile,
  checkAgainstGazetteer,
  checkBase,
  checkDestinationFile,
  checkKnowledge,
  fallbackCoverageGaps,
  isFallbackDestination,
} from './quality.ts';
import { makeFile, makePlace } from './test-fixtures.ts';

const checked = (data: DestinationFile, file = `${data.destination.id}.json`): CheckedFile => ({
  file,
  data,
});
const messages = (problems: { message: string }[]) => problems.map((p) => p.message);
const places = (n: number) =>
  Array.from({ length: n }, (_, i) => makePlace({ id: `place-${i}`, name: `Place ${i}` }));

describe('checkDestinationFile', () => {
  it('passes a sound file', () => {
    expect(checkDestinationFile(checked(makeFile({ id: 'lyon' }, places(15))))).toEqual([]);
  });

  it('flags a file name that differs from the id, duplicates, distant places and thin files', () => {
    const file = makeFile({ id: 'lyon' }, [
      ...places(12),
      makePlace({ id: 'place-1', name: 'Another' }),
      makePlace({ id: 'other', name: 'PLACE 2' }),
      makePlace({ id: 'far', lat: 49.5, lng: 2.35 }),
      makePlace({ id: 'trip', lat: 49.5, lng: 2.35, dayTrip: true }),
      makePlace({ id: 'too-far', lat: 51, lng: 2.35, dayTrip: true }),
      makePlace({ id: 'bistro', category: 'restaurant' }),
    ]);
    const problems = checkDestinationFile(checked(file, 'lyons.json'));
    expect(problems.map((p) => p.check).sort()).toEqual([
      'duplicates',
      'duplicates',
      'file-name',
      'food-fields',
      'radius',
      'radius',
    ]);
    expect(messages(problems).join('\n')).toMatch(/far is 7\d\.\d km from the centre \(limit 40\)/);
    expect(messages(checkDestinationFile(checked(makeFile({ id: 'lyon' }, places(14)))))).toEqual([
      '14 places, needs at least 15',
    ]);
  });

  it('takes a picnic spot only as a day trip lunch outdoors suiting the picnic diets', () => {
    const access = { minutes: 30, mode: 'car' as const, note: 'About 30 minutes by car from the centre.' };
    const spot = {
      category: 'park' as const,
      meals: ['lunch' as const],
      dietary: [...PICNIC_DIETS],
      picnic: true,
      dayTrip: true,
      access,
    };
    const file = makeFile({ id: 'lyon' }, [
      ...places(15),
      makePlace({ id: 'picnic-ok', name: 'Picnic lawn', ...spot }),
      makePlace({ id: 'in-town', name: 'Town lawn', ...spot, dayTrip: false }),
      makePlace({ id: 'cafe', name: 'A cafe', ...spot, category: 'cafe' }),
      makePlace({ id: 'fort', name: 'A fort', ...spot, category: 'landmark' }),
      makePlace({ id: 'dinner', name: 'Evening lawn', ...spot, meals: ['lunch', 'dinner'] }),
      makePlace({ id: 'local', name: 'Local lawn', ...spot, dietary: ['local'] }),
    ]);
    expect(
      checkDestinationFile(checked(file))
        .filter((p) => p.check === 'picnic')
        .map((p) => p.message.split(':')[0]),
    ).toEqual(['in-town', 'cafe', 'fort', 'dinner', 'local']);
  });

  it('honours a wider radius for expedition regions', () => {
    const file = makeFile({ id: 'antarctic', lat: -64.7, lng: -62.9, radiusKm: 500 }, [
      ...places(14).map((p) => ({ ...p, lat: -64.8, lng: -63.5 })),
      makePlace({ id: 'deception', lat: -62.97, lng: -60.65 }),
    ]);
    expect(checkDestinationFile(checked(file))).toEqual([]);
  });

  it('holds fallback cities to a full place pack', () => {
    expect(isFallbackDestination({ id: 'new-york', name: 'New York' })).toBe(true);
    expect(isFallbackDestination({ id: 'rio', name: 'Rio de Janeiro' })).toBe(true);
    expect(isFallbackDestination({ id: 'lyon', name: 'Lyon' })).toBe(false);
    const problems = checkDestinationFile(checked(makeFile({ id: 'paris', name: 'Paris' }, places(20))));
    expect(messages(problems)).toContain('20 places, needs at least 30');
    expect(messages(problems)).toContain('0 food places, needs at least 8');
    expect(messages(problems)).toContain('no lunch place for vegan');
  });
});

describe('fallbackCoverageGaps', () => {
  const food = (
    id: string,
    dietary: ('vegetarian' | 'vegan' | 'glutenFree' | 'dairyFree' | 'healthy' | 'local')[],
  ) => makePlace({ id, category: 'restaurant', meals: ['lunch', 'dinner'], dietary });
  const eaten = [
    ...Array.from({ length: 7 }, (_, i) => food(`r${i}`, ['local'])),
    food('green', ['vegetarian', 'vegan', 'glutenFree', 'dairyFree', 'healthy']),
  ];

  it('is satisfied by diets at lunch and dinner and something open all day', () => {
    expect(fallbackCoverageGaps([...eaten, makePlace({ id: 'square' })])).toEqual([]);
  });

  it('reports a missing diet and a closed evening', () => {
    const museum = makePlace({
      id: 'museum',
      hours: { mon: [], tue: [['09:00', '17:00']], wed: [], thu: [], fri: [], sat: [], sun: [] },
    });
    const gaps = fallbackCoverageGaps([...eaten.slice(0, 7), museum]);
    expect(gaps).toContain('7 food places, needs at least 8');
    expect(gaps).toContain('no dinner place for vegan');
    expect(gaps).toContain('nothing (besides food) open on mon morning');
    expect(gaps).toContain('nothing (besides food) open on tue evening');
    expect(gaps).not.toContain('nothing (besides food) open on tue morning');
  });
});

describe('checkAgainstGazetteer', () => {
  const gazetteer = getGazetteer();

  it('accepts a centre near its GeoNames city', () => {
    expect(checkAgainstGazetteer(checked(makeFile({ id: 'paris' }, [])), gazetteer)).toEqual([]);
  });

  it('flags unknown ids, distant centres and other countries', () => {
    const unknown = checkAgainstGazetteer(checked(makeFile({ id: 'x', geonameId: 1 }, [])), gazetteer);
    expect(messages(unknown)).toEqual(['geonameId 1 is not in the gazetteer']);
    const far = checkAgainstGazetteer(
      checked(makeFile({ id: 'x', lat: 45.75, lng: 4.85, countryCode: 'BE' }, [])),
      gazetteer,
    );
    expect(messages(far)[0]).toMatch(/^centre is 39\d\.\d km from Paris/);
    expect(messages(far)[1]).toMatch(/^countryCode BE/);
  });

  it('checks an expedition against its gateway name and not its distance', () => {
    const base = { id: 'antarctic', geonameId: 3833367, lat: -64.7, lng: -62.9, countryCode: 'AQ' };
    expect(
      checkAgainstGazetteer(checked(makeFile({ ...base, gatewayName: 'Ushuaia' }, [])), gazetteer),
    ).toEqual([]);
    const wrong = checkAgainstGazetteer(
      checked(makeFile({ ...base, gatewayName: 'Punta Arenas' }, [])),
      gazetteer,
    );
    expect(messages(wrong)[0]).toMatch(/not the gateway Punta Arenas/);
  });
});

describe('checkBase', () => {
  it('flags the same destination twice, but lets expeditions share their gateway id', () => {
    const problems = checkBase([
      checked(makeFile({ id: 'paris' }, [])),
      checked(makeFile({ id: 'paris' }, []), 'paris-again.json'),
      checked(makeFile({ id: 'paris-2' }, [])),
      checked(makeFile({ id: 'expedition', gatewayName: 'Paris' }, [])),
    ]);
    expect(messages(problems.filter((p) => p.check === 'duplicates'))).toEqual([
      'destination id paris is also used by paris.json',
      'geonameId 2988507 is also used by paris.json',
      'geonameId 2988507 is also used by paris.json',
    ]);
  });

  it('reports missing fallback cities and thin continents', () => {
    const coverage = messages(checkBase([checked(makeFile({ id: 'paris', name: 'Paris' }, places(3)))]));
    expect(coverage).toContain('fallback city Paris has 3 places');
    expect(coverage).toContain('fallback city Tokyo is missing');
    expect(coverage).toContain('0 destinations besides the fallback cities, needs 40');
    expect(coverage).toContain('1 destinations on europe, needs 5');
    expect(coverage).toContain('0 destinations on antarctica, needs 2');
  });
});

describe('checkKnowledge', () => {
  it('reports schema errors and unreadable files, and checks only the files asked for', () => {
    const raw = [
      { file: 'bad.json', content: new Error('Unexpected token') },
      { file: 'lyon.json', content: { destination: { id: 'lyon' }, places: [] } },
      { file: 'ok.json', content: makeFile({ id: 'ok' }, places(15)) },
    ];
    const all = checkKnowledge(raw);
    expect(all.files.map((f) => f.file)).toEqual(['ok.json']);
    expect(all.problems.filter((p) => p.check === 'schema').map((p) => p.file)).toContain('bad.json');
    expect(all.problems.some((p) => p.file === 'lyon.json' && p.message.startsWith('destination.'))).toBe(
      true,
    );
    expect(all.problems.some((p) => p.check === 'base-coverage')).toBe(true);
    const one = checkKnowledge(raw, { only: ['ok'] });
    expect(one.problems).toEqual([]);
  });
});
