import { getHeapStatistics } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { getKnowledgeBase } from '../../../knowledge/index.ts';
import { planTrip } from '../../../planner/itinerary/plan.ts';
import {
  createPlanRunner,
  defaultPlannerThreads,
  inProcessPlanRunner,
  type PlanRequest,
  THREAD_HEAP_LIMITS,
  THREAD_MEMORY_MB,
  workerPlanRunner,
} from './plan-runner.ts';

function lisbonTrip(seed: number): PlanRequest {
  const kb = getKnowledgeBase();
  const destination = kb.destinationByName('Lisbon');
  if (!destination) throw new Error('Lisbon is in the knowledge base');
  return {
    trip: {
      startDate: '2026-06-01',
      endDate: '2026-06-03',
      travelers: 2,
      travelStyle: 'foodie',
      interests: ['food', 'history'],
      dietaryPreferences: ['vegetarian'],
      activityLimit: 5,
      activityPace: 'moderate',
    },
    center: destination,
    places: kb.placesOf(destination.id).map((p) => ({ ...p, gid: p.globalId })),
    seed,
    highlights: destination.activities,
  };
}

/** A logger that keeps the warnings: the runner warns when it had to plan on the event loop instead. */
function recordingLog() {
  const warnings: string[] = [];
  return { warnings, warn: (_obj: object, msg: string) => void warnings.push(msg) };
}

describe('the planner in worker threads', () => {
  const log = recordingLog();
  const runner = workerPlanRunner(2, log);
  afterAll(() => runner.close());

  it('plans exactly what the planner plans on the event loop, for several requests at once', async () => {
    const requests = [1, 2, 3, 4].map(lisbonTrip);
    const fromWorkers = await Promise.all(requests.map((r) => runner.plan(r)));
    fromWorkers.forEach((planned, i) => {
      expect(planned).toEqual(planTrip(requests[i]!));
      expect(planned.days).toHaveLength(3);
      expect(planned.days.flatMap((d) => d.activities).length).toBeGreaterThan(6);
    });
    // Different seeds, different plans: the workers really received each request.
    expect(fromWorkers[0]).not.toEqual(fromWorkers[1]);
    // And the workers planned them: no fallback to the event loop.
    expect(log.warnings).toEqual([]);
  });

  it('passes the planner’s own errors on, without planning again on the event loop', async () => {
    const bad = { ...lisbonTrip(1), trip: { ...lisbonTrip(1).trip, endDate: 'not a date' } };
    let message = '';
    try {
      planTrip(bad);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).not.toBe('');
    await expect(runner.plan(bad)).rejects.toThrow(message);
    expect(log.warnings).toEqual([]);
  });

  it('serves travellers first come, first served while the planner is busy', async () => {
    // 20 travellers, each asking again as soon as a plan arrives, on one thread: nobody may fall behind.
    const single = workerPlanRunner(1, log);
    try {
      const done = Array.from({ length: 20 }, () => 0);
      let spreadWhenFirstFinished = -1;
      await Promise.all(
        done.map(async (_, traveller) => {
          for (let k = 0; k < 4; k++) {
            await single.plan(lisbonTrip(traveller * 10 + k));
            done[traveller]!++;
            if (done[traveller] === 4 && spreadWhenFirstFinished < 0)
              spreadWhenFirstFinished = 4 - Math.min(...done);
          }
        }),
      );
      // When the first traveller has all four plans, everyone else has at least three.
      expect(spreadWhenFirstFinished).toBeLessThanOrEqual(1);
    } finally {
      await single.close();
    }
  });

  it('plans on the event loop, with a warning, when the workers cannot run', async () => {
    const brokenLog = recordingLog();
    const broken = workerPlanRunner(1, brokenLog, new URL('./no-such-worker.mjs', import.meta.url).href);
    try {
      expect(await broken.plan(lisbonTrip(5))).toEqual(planTrip(lisbonTrip(5)));
      // The pool may also report the thread that could not start.
      expect(brokenLog.warnings).toContain('planner worker failed; planned on the event loop');
      expect(brokenLog.warnings.every((w) => w.startsWith('planner worker failed'))).toBe(true);
    } finally {
      await broken.close().catch(() => {});
    }
  });

  it('PLANNER_THREADS=0 plans on the event loop; otherwise that many threads', async () => {
    expect(createPlanRunner(0).threads).toBe(0);
    expect(inProcessPlanRunner().threads).toBe(0);
    expect(await inProcessPlanRunner().plan(lisbonTrip(1))).toEqual(planTrip(lisbonTrip(1)));
    const two = createPlanRunner(2);
    expect(two.threads).toBe(2);
    await two.close();
  });

  it('sizes the pool to the memory as well as the cores', () => {
    const GiB = 1024 ** 3;
    // An eighth of the memory, THREAD_MEMORY_MB a thread, never more than the cores less one, at least one.
    expect(THREAD_MEMORY_MB).toBe(64);
    expect(defaultPlannerThreads(8, 24 * GiB)).toBe(7);
    expect(defaultPlannerThreads(16, 1 * GiB)).toBe(2);
    expect(defaultPlannerThreads(16, 2 * GiB)).toBe(4);
    expect(defaultPlannerThreads(4, 512 * 1024 ** 2)).toBe(1);
    expect(defaultPlannerThreads(2, 24 * GiB)).toBe(1);
    expect(defaultPlannerThreads(1, 256 * 1024 ** 2)).toBe(1);
  });

  it('bounds each thread’s heap, so the pool’s memory is bounded too', async () => {
    const probe = workerPlanRunner(
      1,
      log,
      new URL('../../../../tests/fixtures/heap-limit-worker.mjs', import.meta.url).href,
    );
    try {
      const { heapSizeLimit } = (await probe.plan(lisbonTrip(1))) as unknown as { heapSizeLimit: number };
      const bound =
        (THREAD_HEAP_LIMITS.maxOldGenerationSizeMb + THREAD_HEAP_LIMITS.maxYoungGenerationSizeMb) * 1024 ** 2;
      // V8 adds a little to the limits it is given; the default on this machine is far above.
      expect(heapSizeLimit).toBeLessThanOrEqual(bound * 1.25);
      expect(heapSizeLimit).toBeLessThan(getHeapStatistics().heap_size_limit);
    } finally {
      await probe.close();
    }
  });
});
