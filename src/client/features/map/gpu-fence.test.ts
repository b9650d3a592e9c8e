import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterGpuCatchesUp } from './gpu-fence.ts';

/** The part of WebGL2 a fence uses, with the status the GPU reports set by the test. */
function fakeGl() {
  const state = { status: 0x9118 as number | null, flushed: 0, deleted: 0 };
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
    SYNC_STATUS: 0x9114,
    UNSIGNALED: 0x9118,
    SIGNALED: 0x9119,
    fenceSync: () => ({}),
    flush: () => {
      state.flushed++;
    },
    getSyncParameter: () => state.status,
    deleteSync: () => {
      state.deleted++;
    },
  };
  return { gl: gl as unknown as WebGL2RenderingContext, state };
}

describe('afterGpuCatchesUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the commands on and waits, without blocking, until the fence is signalled', () => {
    const { gl, state } = fakeGl();
    const done = vi.fn();
    afterGpuCatchesUp(gl, done);
    expect(state.flushed).toBe(1);
    vi.advanceTimersByTime(100);
    expect(done).not.toHaveBeenCalled();
    state.status = 0x9119;
    vi.advanceTimersByTime(20);
    expect(done).toHaveBeenCalledTimes(1);
    expect(state.deleted).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the longest wait, and at once without a context or with a lost one', () => {
    const { gl } = fakeGl();
    const done = vi.fn();
    afterGpuCatchesUp(gl, done, 500);
    vi.advanceTimersByTime(450);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(done).toHaveBeenCalledTimes(1);

    const none = vi.fn();
    afterGpuCatchesUp(null, none);
    expect(none).toHaveBeenCalledTimes(1);

    const lost = fakeGl();
    lost.state.status = null;
    const onLost = vi.fn();
    afterGpuCatchesUp(lost.gl, onLost);
    vi.advanceTimersByTime(20);
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const { gl, state } = fakeGl();
    const done = vi.fn();
    const cancel = afterGpuCatchesUp(gl, done);
    cancel();
    state.status = 0x9119;
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
    expect(state.deleted).toBe(1);
  });
});
