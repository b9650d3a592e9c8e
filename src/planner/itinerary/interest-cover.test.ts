// Every interest gets a visit (interest-cover.ts), and among places worth the same another seed takes another one.
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { coverInterests } from './interest-cover.ts';
import { buildProblem, SIGHT } from './problem.ts';
import { eastOf, handPlanned, makePlace, moderateTrip, TEST_CENTER } from './test-fixtures.ts';
import type { PlanTripInput } from './types.ts';
import { varietyDraw } from './variety.ts';

const SHOPS = ['shop-a', 'shop-b', 'shop-c', 'shop-d'];

/** A light day with a museum in the morning; four shops alike, each 1 km from it, for a shopping interest. */
const input: PlanTripInput = {
  trip: moderateTrip({ activityPace: 'light', activityLimit: 3, interests: ['history', 'shopping'] }),
  center: TEST_CENTER,
  places: [
    makePlace({ id: 'museum', category: 'museum', tags: ['history'], durationMinutes: 90 }),
    ...SHOPS.map((id, k) =>
      makePlace({
        id,
        category: 'market',
        tags: ['shopping'],
        ...eastOf(k % 2 ? 1 : -1),
        durationMinutes: 60,
      }),
    ),
  ],
  seed: 1,
};

/** The shop coverInterests adds when every shop is worth 0 (a light trip's places set aside) and `order` ranks them. */
function shopTaken(order: readonly number[]): string | undefined {
  const { sol, problem, node, ids } = handPlanned(input, [[['museum', SIGHT]]]);
  for (const [k, id] of SHOPS.entries()) {
    problem.sightScore[node(id)] = 0;
    problem.seedOrder[node(id)] = order[k]!;
  }
  coverInterests(sol);
  return ids().find((id) => SHOPS.includes(id));
}

describe('coverInterests', () => {
  it("adds a visit for an interest the day lacks: among places worth the same, the first in the seed's own order", () => {
    expect(shopTaken([0.1, 0.2, 0.3, 0.4])).toBe('shop-a');
    expect(shopTaken([0.9, 0.2, 0.05, 0.4])).toBe('shop-c');
    expect(shopTaken([0.9, 0.8, 0.7, 0.01])).toBe('shop-d');
  });

  it('draws another order for another seed', () => {
    const orderOf = (seed: number) => buildProblem(input, createRng(seed), varietyDraw(seed)).seedOrder;
    expect([...orderOf(1)]).toEqual([...orderOf(1)]);
    expect([...orderOf(1)]).not.toEqual([...orderOf(2)]);
  });
});
