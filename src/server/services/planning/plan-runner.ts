// Runs the itinerary planner. Planning is CPU-bound (about 10 ms of CPU for a five-day plan, more for a full
// week), so by default it runs in a pool of worker threads: the event loop stays free for every other request,
// and the machine's other cores plan in parallel. PLANNER_THREADS=0 plans on the event loop instead.
import { availableParallelism, totalmem } from 'node:os';
import { Piscina } from 'piscina';
import { planTrip } from '../../../planner/itinerary/plan.ts';
import type { PlannedTrip, PlanTripInput } from '../../../planner/itinerary/types.ts';

/** What a worker can be sent: plain data (the estimator's travel model is used; a function cannot be cloned). */
export type PlanRequest = Omit<PlanTripInput, 'travel'>;

export interface PlanRunner {
  plan(input: PlanRequest): Promise<PlannedTrip>;
  close(): Promise<void>;
  /** Worker threads in the pool; 0 when planning runs on the event loop. */
  readonly threads: number;
}

export function inProcessPlanRunner(): PlanRunner {
  return { plan: async (input) => planTrip(input), close: async () => {}, threads: 0 };
}

/**
 * Memory each planner thread may use: its V8 heap (the limits below; a plan of a week needs a few MB) plus the
 * planner's code, about 20 MB resident once warm.
 */
export const THREAD_MEMORY_MB = 64;
/** Limits of each thread's V8 heap. A thread that exceeds them ends, and that plan is made on the event loop. */
export const THREAD_HEAP_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };
/** The share of the machine's memory the planner threads may take together. */
const MEMORY_SHARE = 1 / 8;

/** The memory this process may use: its control group's limit (a container's), or the machine's. */
export function availableMemoryBytes(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 && constrained < totalmem() ? constrained : totalmem();
}

/**
 * One fewer thread than the machine has cores (the event loop keeps one), at least one, and no more than an eighth
 * of its memory allows (THREAD_MEMORY_MB each): on a 1 GB server, 2 threads whatever its cores.
 */
export function defaultPlannerThreads(
  cores = availableParallelism(),
  memoryBytes = availableMemoryBytes(),
): number {
  const byMemory = Math.floor((memoryBytes * MEMORY_SHARE) / (THREAD_MEMORY_MB * 1024 * 1024));
  return Math.max(1, Math.min(cores - 1, byMemory));
}

type Log = { warn(obj: object, msg: string): void };
// `npm start` runs the built server, which defines where the built worker is (scripts/build-server.mjs); the
// sources run theirs under the TypeScript loader.
declare const __wfBuiltPlanWorker: string | undefined;
const WORKER =
  typeof __wfBuiltPlanWorker === 'string'
    ? __wfBuiltPlanWorker
    : new URL('./plan-worker.mjs', import.meta.url).href;

export function workerPlanRunner(threads: number, log?: Log, workerFile = WORKER): PlanRunner {
  // The pool starts with the first plan and its threads stay: a server nobody plans on holds none, and the first
  // plan waits for its thread to start, about 0.1-0.2 s for the built worker (from the sources, hundreds of ms).
  let pool: Piscina | undefined;
  const started = () => {
    if (pool) return pool;
    pool = new Piscina({
      filename: workerFile,
      minThreads: threads,
      maxThreads: threads,
      // Each thread's heap is bounded, so the pool's memory is too (THREAD_MEMORY_MB per thread).
      resourceLimits: THREAD_HEAP_LIMITS,
      idleTimeout: Number.POSITIVE_INFINITY,
      // First come, first served: by default a queued task that finds no free thread goes to the back of the
      // queue, which under sustained load left some requests waiting until they timed out (p99 8.4 s against 0.55 s).
      stricterFIFO: true,
    });
    // A thread that cannot start is reported by the pool as an event: unheard, it would end the process. Each
    // plan it would have made is made on the event loop instead (below).
    pool.on('error', (err) => log?.warn({ err }, 'planner worker failed to start'));
    return pool;
  };
  return {
    threads,
    async plan(input) {
      let result: { plan: PlannedTrip } | { error: string };
      try {
        result = await started().run(input);
      } catch (err) {
        // A worker that cannot start or dies must not cost the traveller the plan: plan here instead.
        log?.warn({ err }, 'planner worker failed; planned on the event loop');
        return planTrip(input);
      }
      if ('error' in result) throw new Error(result.error);
      return result.plan;
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}

export function createPlanRunner(threads: number, log?: Log): PlanRunner {
  return threads > 0 ? workerPlanRunner(threads, log) : inProcessPlanRunner();
}
