import { describe, expect, it } from 'vitest';
import { clampOffset, DEFAULT_OFFSET, parseWidgetState } from './widget-state.ts';

describe('enhance widget state', () => {
  it('reads what was stored and falls back for anything else', () => {
    expect(parseWidgetState(JSON.stringify({ open: true, offset: { right: 100, bottom: 40 } }))).toEqual({
      open: true,
      offset: { right: 100, bottom: 40 },
    });
    expect(parseWidgetState('not json')).toEqual({ open: false, offset: DEFAULT_OFFSET });
    expect(parseWidgetState(JSON.stringify({ open: 'yes', offset: { right: -5, bottom: 'x' } }))).toEqual({
      open: false,
      offset: DEFAULT_OFFSET,
    });
  });

  it('keeps the widget inside the viewport', () => {
    const size = { width: 400, height: 500 };
    const viewport = { width: 1200, height: 800 };
    expect(clampOffset({ right: -30, bottom: 900 }, size, viewport)).toEqual({ right: 0, bottom: 300 });
    expect(clampOffset({ right: 50, bottom: 60 }, size, viewport)).toEqual({ right: 50, bottom: 60 });
    expect(clampOffset({ right: 50, bottom: 60 }, size, { width: 300, height: 300 })).toEqual({
      right: 0,
      bottom: 0,
    });
  });
});
