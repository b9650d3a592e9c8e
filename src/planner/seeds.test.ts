import { describe, expect, it } from 'vitest';
import { nextPlanSeed, seedGroup } from './seeds.ts';

describe('seed groups', () => {
  it('groups seeds in threes from 1, with 0 alone', () => {
    expect([1, 2, 3].map(seedGroup)).toEqual([
      { group: 0, rank: 0 },
      { group: 0, rank: 1 },
      { group: 0, rank: 2 },
    ]);
    expect(seedGroup(4)).toEqual({ group: 1, rank: 0 });
    expect(seedGroup(0).group).toBe(-1);
  });

  it('walks through a group, then draws the first seed of another', () => {
    const never = () => {
      throw new Error('no draw expected');
    };
    expect(nextPlanSeed(1, never)).toBe(2);
    expect(nextPlanSeed(2, never)).toBe(3);
    expect(nextPlanSeed(3, () => 0.5)).toSatisfy((s: number) => seedGroup(s).rank === 0 && s > 3);
    expect(nextPlanSeed(undefined, () => 0)).toBe(4);
    expect(nextPlanSeed(0, () => 0.999999)).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(seedGroup(nextPlanSeed(0, () => 0.999999)).rank).toBe(0);
  });
});
