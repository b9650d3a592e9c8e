// Every order of a few items: the planner tries them where a handful of stops must be fitted around each other.

/** Every order of `xs` (n! of them: keep n small). */
export function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) =>
    permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}
