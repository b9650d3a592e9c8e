// Plan seeds come in threes (1-3, 4-6, ...; 0 stands alone). The three seeds of a group set aside different
// thirds of one shuffle of the places (itinerary/variety.ts), so their plans differ from one another more than
// plans of unrelated seeds do; "New Plan" walks through a group before it draws another one.

export const SEEDS_PER_GROUP = 3;
const MAX_SEED = 2 ** 31 - 1;

/** The group of a seed and its rank in it (0, 1 or 2). */
export function seedGroup(seed: number): { group: number; rank: number } {
  return {
    group: Math.floor((seed - 1) / SEEDS_PER_GROUP),
    rank: (((seed - 1) % SEEDS_PER_GROUP) + SEEDS_PER_GROUP) % SEEDS_PER_GROUP,
  };
}

/**
 * The seed of the plan after the one of `current`: the next of its group, or the first of a group drawn at
 * random (`random` in [0, 1)) once a group is used up or the current seed is not known.
 */
export function nextPlanSeed(current: number | undefined, random: () => number): number {
  if (current !== undefined && current > 0 && seedGroup(current).rank < SEEDS_PER_GROUP - 1)
    return current + 1;
  // Never group 0: its first seed is the default plan's.
  const groups = Math.floor((MAX_SEED - 1) / SEEDS_PER_GROUP) - 1;
  return 1 + SEEDS_PER_GROUP * (1 + Math.floor(random() * groups));
}
