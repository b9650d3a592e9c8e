// The embedded database (PGlite) runs its queries on the event loop, and a request's queries follow each other in
// promise callbacks: under many concurrent requests the loop can go hundreds of milliseconds without a turn. Node
// accepts one new connection per turn (libuv), so a burst of new connections then waited seconds to be accepted
// (docs/decisions/0018-embedded-database-yields.md). Queries take turns instead: once a query has run in a slice
// that is used up, the next one waits for a later turn of the event loop, first come first served.

/** Hands out the event loop in slices of about `sliceMs` of queries. */
export class EventLoopSlices {
  readonly #sliceMs: number;
  #sliceOpen = false;
  #sliceEnds = 0;
  readonly #waiting: (() => void)[] = [];
  #releasing = false;

  constructor(sliceMs = 10) {
    this.#sliceMs = sliceMs;
  }

  /** Nothing to wait for while the current slice lasts; otherwise a promise that resolves on a later turn. */
  turn(): Promise<void> | undefined {
    if (this.#waiting.length === 0) {
      if (!this.#sliceOpen) {
        // The first query since the loop last turned opens a slice, which ends at this turn's check phase.
        this.#sliceOpen = true;
        this.#sliceEnds = performance.now() + this.#sliceMs;
        setImmediate(() => {
          this.#sliceOpen = false;
        });
        return undefined;
      }
      if (performance.now() < this.#sliceEnds) return undefined;
    }
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      if (!this.#releasing) {
        this.#releasing = true;
        setImmediate(this.#releaseNext);
      }
    });
  }

  /** One waiting query per turn: between two, Node reads sockets, accepts a connection and runs timers. */
  readonly #releaseNext = () => {
    this.#waiting.shift()?.();
    if (this.#waiting.length > 0) setImmediate(this.#releaseNext);
    else this.#releasing = false;
  };
}

interface Queryable {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/** Makes the client's queries and transactions take turns (statements inside a transaction run straight on). */
export function takeTurns<C extends Queryable>(client: C, slices = new EventLoopSlices()): C {
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const run = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      await slices.turn();
      return run(...args);
    };
  }
  return client;
}
