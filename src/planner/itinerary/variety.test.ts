import { describe, expect, it } from 'vitest';
import { makePlace, moderateTrip } from './test-fixtures.ts';
import type { PlannerPlace, PlannerTrip } from './types.ts';
import { setAside, varietyDraw } from './variety.ts';

const trip: PlannerTrip = moderateTrip({ startDate: '2026-06-01', endDate: '2026-06-02' });

/**
 * `matching` places tagged with the trip's interest, `others` not, plus `must` must-sees, `kept` places never set
 * aside (a short trip's highlights) and one day trip.
 */
function pool(matching: number, others: number, must = 0, kept = 0) {
  const places: PlannerPlace[] = [
    ...Array.from({ length: matching }, (_, i) => makePlace({ id: `m${i}` })),
    ...Array.from({ length: others }, (_, i) => makePlace({ id: `o${i}`, tags: ['shopping'] })),
    ...Array.from({ length: must }, (_, i) => makePlace({ id: `must${i}` })),
    ...Array.from({ length: kept }, (_, i) => makePlace({ id: `kept${i}` })),
    makePlace({ id: 'trip', dayTrip: true }),
  ];
  const n = places.length;
  const isMustSee = Uint8Array.from(places, (p) => (p.id.startsWith('must') ? 1 : 0));
  return {
    places,
    isSight: new Uint8Array(n).fill(1),
    isMustSee,
    kept: Uint8Array.from(places, (p) => (p.id.startsWith('kept') ? 1 : 0)),
    matches: Uint8Array.from(places, (p) => (p.tags.includes('history') ? 1 : 0)),
    stays: new Int32Array(n).fill(60),
    access: new Int32Array(n),
    dayShares: [1, 1],
    trip,
  };
}

const ids = (input: ReturnType<typeof pool>, aside: Set<number>) =>
  [...aside].map((i) => input.places[i]!.id);
/** How many matches ("m") and others ("o") a seed sets aside. */
const asideCounts = (input: ReturnType<typeof pool>, seed: number) => {
  const aside = ids(input, setAside(input, varietyDraw(seed)));
  const count = (prefix: string) => aside.filter((id) => id.startsWith(prefix)).length;
  return { matches: count('m'), others: count('o') };
};

describe('setAside', () => {
  it('sets aside over half of the places matching nothing, and the matches beyond what two plans may share', () => {
    // Two days of four visits: 8 visits, 12 matches. A seed keeps (1 - f) of the matches, two share (1 - f)^2
    // of them: a third of the visits at most.
    const input = pool(12, 20, 0);
    const aside = ids(input, setAside(input, varietyDraw(1)));
    expect(aside.filter((id) => id.startsWith('o'))).toHaveLength(11);
    const kept = 12 - aside.filter((id) => id.startsWith('m')).length;
    expect(((kept / 12) ** 2 * 12) / 8).toBeLessThanOrEqual(1 / 3 + 0.1);
    expect(kept).toBeGreaterThanOrEqual(6);
  });

  it('never sets aside a must-see or a day trip, and a seed of another group sets aside other places', () => {
    const input = pool(12, 20, 2);
    const one = ids(input, setAside(input, varietyDraw(1)));
    const other = ids(input, setAside(input, varietyDraw(4)));
    for (const id of [...one, ...other]) expect(id === 'trip' || id.startsWith('must')).toBe(false);
    expect(one.filter((id) => !other.includes(id)).length).toBeGreaterThan(one.length / 4);
  });

  it("never sets aside a short trip's highlights, and still varies the other places around them", () => {
    // Eight highlights fill the visit count on their own; counted as must-sees they would leave nothing to set
    // aside, and every seed would take the same fillers.
    const input = pool(12, 20, 0, 8);
    const aside = ids(input, setAside(input, varietyDraw(1)));
    expect(aside.some((id) => id.startsWith('kept'))).toBe(false);
    expect(aside.filter((id) => id.startsWith('o'))).toHaveLength(11);
    expect(aside.filter((id) => id.startsWith('m')).length).toBeGreaterThan(0);
  });

  it('still sets places aside when the must-sees take every hour the estimate gives', () => {
    // Two days of four visits and eight must-sees: the estimate leaves no visit besides them, yet short visits
    // between them are made, and with nothing set aside they were the same for every seed (Singapore).
    const input = pool(12, 20, 8);
    const one = ids(input, setAside(input, varietyDraw(1)));
    const two = ids(input, setAside(input, varietyDraw(2)));
    expect(one.length).toBeGreaterThan(10);
    expect(one.some((id) => id.startsWith('must'))).toBe(false);
    expect(two.filter((id) => !one.includes(id)).length).toBeGreaterThan(two.length / 4);
  });

  it('counts the visits a short first day and a must-see day trip leave room for, not whole days', () => {
    // Two whole days of four visits: 8 visits, 14 places, a tight pool, 4 set aside (see below).
    const whole = pool(6, 8);
    expect(setAside(whole, varietyDraw(2)).size).toBe(4);
    // Arriving late leaves a quarter of the first day: about 5 visits, room for another plan.
    const late = { ...pool(6, 8), dayShares: [0.25, 1] };
    expect(asideCounts(late, 2)).toEqual({ matches: 3, others: 4 });
    // A must-see day trip of four hours, an hour and a half each way, takes most of a day's hours.
    const away = pool(6, 8);
    const trip = away.places.findIndex((p) => p.id === 'trip');
    away.isMustSee[trip] = 1;
    away.stays[trip] = 240;
    away.access[trip] = 90;
    const asideAway = setAside(away, varietyDraw(2));
    expect(asideAway.size).toBeGreaterThan(4);
    expect(asideAway.has(trip)).toBe(false);
  });

  it('counts the visits the kept highlights take: the matches left vary more', () => {
    // Eight visits in all, eight highlights: two visits a day at least besides them, so that two thirds of the
    // matches may go rather than half.
    expect(asideCounts(pool(12, 20, 0, 8), 3).matches).toBe(8);
    expect(asideCounts(pool(12, 20), 3).matches).toBe(6);
  });

  it('keeps every place when the pool has no room for another plan', () => {
    const input = pool(5, 5);
    expect(setAside(input, varietyDraw(1)).size).toBe(0);
  });

  it('sets aside at most half of the matches, so that many matches still fill every visit', () => {
    // 8 visits, 20 matches: two kept for every visit would set only 4 aside, so half may go.
    expect(asideCounts(pool(20, 10), 3)).toEqual({ matches: 10, others: 6 });
  });

  it('sets aside more than half of many matches when the rest still holds two for every visit', () => {
    // 8 visits, 40 matches: 16 kept (two a visit), 24 set aside; half would let two plans share too many.
    expect(asideCounts(pool(40, 10), 3).matches).toBe(24);
  });

  it('sets aside a third of the matches even when they are fewer than the visits', () => {
    // 8 visits, 5 matches: the plan takes every match it keeps, so seeds keeping all five would share them all.
    const input = pool(5, 30);
    const keptBy = [1, 2, 3].map((seed) => {
      const aside = ids(input, setAside(input, varietyDraw(seed)));
      expect(aside.filter((id) => id.startsWith('m'))).toHaveLength(2);
      return input.places.map((p) => p.id).filter((id) => id.startsWith('m') && !aside.includes(id));
    });
    // Stretches a third apart: no match is kept by all three seeds of the group.
    expect(keptBy[0]!.filter((id) => keptBy[1]!.includes(id) && keptBy[2]!.includes(id))).toEqual([]);
  });

  it('in a tight pool, keeps a quarter more places than visits and sets the rest aside, matches and others alike', () => {
    // 8 visits, 14 places (6 matches, 8 others): 10 kept, 4 set aside, 2 of each.
    expect(asideCounts(pool(6, 8), 2)).toEqual({ matches: 2, others: 2 });
  });

  it('gives the three seeds of a group thirds apart of one shuffle: any two keep a sixth of the places in common', () => {
    // 8 visits, 24 matches, 30 others: each seed keeps half of the matches and 45 % of the others.
    const input = pool(24, 30);
    const keptBy = [1, 2, 3].map((seed) => {
      const aside = setAside(input, varietyDraw(seed));
      return input.places.flatMap((p, i) => (aside.has(i) || p.id === 'trip' ? [] : [p.id]));
    });
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [0, 2],
    ] as const) {
      const common = keptBy[a]!.filter((id) => keptBy[b]!.includes(id));
      // Halves a third apart on a circle share a sixth of it: 4 of the 24 matches; of the others, 45 % kept a
      // third apart share 11.7 %: 3 or 4 of 30.
      expect(common.filter((id) => id.startsWith('m'))).toHaveLength(4);
      expect(common.filter((id) => id.startsWith('o')).length).toBeLessThanOrEqual(4);
    }
    // Seeds of another group draw their own shuffle.
    const aside1 = setAside(input, varietyDraw(1));
    const aside4 = setAside(input, varietyDraw(4));
    expect([...aside1].every((i) => aside4.has(i))).toBe(false);
  });
});
