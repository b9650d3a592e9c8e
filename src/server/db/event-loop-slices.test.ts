import { describe, expect, it } from 'vitest';
import { EventLoopSlices } from './event-loop-slices.ts';

/** Stands in for a query that keeps the thread busy (the embedded database runs on it). */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('EventLoopSlices', () => {
  it('lets queries run straight on while the slice lasts', () => {
    const slices = new EventLoopSlices(1000);
    expect(slices.turn()).toBeUndefined();
    expect(slices.turn()).toBeUndefined();
  });

  it('gives the event loop a turn once a slice is used up, so waiting I/O is not held back by a chain of queries', async () => {
    const run = async (slices: EventLoopSlices | null) => {
      let queriesBeforeTheLoopTurned = -1;
      let done = 0;
      setImmediate(() => {
        queriesBeforeTheLoopTurned = done;
      });
      // One request after another, each a query, chained in promise callbacks like the server's handlers.
      for (let i = 0; i < 40; i++) {
        await slices?.turn();
        busy(2);
        done++;
      }
      return queriesBeforeTheLoopTurned;
    };
    // Without slices the loop does not turn until the whole chain is done.
    expect(await run(null)).toBe(-1);
    const withSlices = await run(new EventLoopSlices(10));
    expect(withSlices).toBeGreaterThan(0);
    expect(withSlices).toBeLessThan(40);
  });

  it('releases waiting queries first come, first served, one per turn of the event loop', async () => {
    const slices = new EventLoopSlices(0);
    slices.turn(); // opens a slice that is already used up
    busy(1);
    const order: number[] = [];
    const turns: number[] = [];
    let loopTurns = 0;
    const count = () => {
      loopTurns++;
      if (loopTurns < 20) setImmediate(count);
    };
    setImmediate(count);
    await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        await slices.turn();
        order.push(n);
        turns.push(loopTurns);
      }),
    );
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(turns).size).toBe(5);
  });
});
