// Waits, without blocking the page, until the GPU has carried out every drawing command given so far.
// Why: a browser without a GPU draws WebGL in software and compiles each new shader when it first draws with
// it; the page's main thread then waits for that the first time it shows the canvas (about 100 ms for the
// base map on this project's test machines). Shown only once this fence has passed, the map costs the page
// nothing of that: the drawing was done while the main thread went on with other work.
// A WebGL2 fence is the standard way to ask; its status is read in later tasks, never waited for.

/** Polling interval, about one frame. */
const POLL_MS = 16;

/**
 * Runs `done` once the GPU has finished the commands issued before this call, or after `maxWaitMs` at the
 * latest (a lost context or a driver that never signals must not keep the map hidden). Returns a cancel.
 */
export function afterGpuCatchesUp(
  gl: WebGL2RenderingContext | null,
  done: () => void,
  maxWaitMs = 2000,
): () => void {
  const sync = gl?.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0) ?? null;
  if (!gl || !sync) {
    done();
    return () => {};
  }
  gl.flush();
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    const status = gl.getSyncParameter(sync, gl.SYNC_STATUS);
    if (status === gl.SIGNALED || status === null || performance.now() - started > maxWaitMs) {
      gl.deleteSync(sync);
      done();
      return;
    }
    timer = setTimeout(poll, POLL_MS);
  };
  timer = setTimeout(poll, POLL_MS);
  return () => {
    clearTimeout(timer);
    gl.deleteSync(sync);
  };
}
