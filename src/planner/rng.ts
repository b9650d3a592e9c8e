// A small seeded pseudo-random generator (sfc32 seeded through splitmix32), so that the planner is
// deterministic: the same seed always gives the same sequence, on every platform.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** A copy of the generator in its current state. */
  fork(): Rng;
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

class Sfc32 implements Rng {
  constructor(
    private a: number,
    private b: number,
    private c: number,
    private d: number,
  ) {}

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  fork(): Rng {
    return new Sfc32(this.a, this.b, this.c, this.d);
  }
}

/** A generator for a 32-bit seed (any finite number; the fractional part is ignored). */
export function createRng(seed: number): Rng {
  const mix = splitmix32(Number.isFinite(seed) ? Math.trunc(seed) : 0);
  const rng = new Sfc32(mix(), mix(), mix(), mix());
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/** Fisher-Yates shuffle in place. */
export function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}
