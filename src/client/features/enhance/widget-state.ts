// Where the floating 'Enhance Your Itinerary' widget sits and whether it is open, kept in local storage
// (SPEC.md: open/closed state and dragged position are kept). The position is the gap to the viewport's right
// and bottom edges, so the widget stays in its corner when the window is resized.
import { useCallback, useEffect, useState } from 'react';

export const WIDGET_STORAGE_KEY = 'wayfarer-enhance-widget';
export const DEFAULT_OFFSET = { right: 24, bottom: 24 } as const;
/** Keyboard nudges: arrows move this far, with Shift four times as far. */
export const NUDGE_PX = 16;

export interface WidgetOffset {
  right: number;
  bottom: number;
}
export interface WidgetState {
  open: boolean;
  offset: WidgetOffset;
}

/** Keeps the whole widget on screen (or as much of it as fits). */
export function clampOffset(
  offset: WidgetOffset,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): WidgetOffset {
  const clamp = (v: number, max: number) => Math.round(Math.min(Math.max(0, v), Math.max(0, max)));
  return {
    right: clamp(offset.right, viewport.width - size.width),
    bottom: clamp(offset.bottom, viewport.height - size.height),
  };
}

export function parseWidgetState(raw: string | null): WidgetState {
  const fallback: WidgetState = { open: false, offset: { ...DEFAULT_OFFSET } };
  if (!raw) return fallback;
  try {
    const v = JSON.parse(raw) as Partial<WidgetState>;
    const num = (x: unknown, d: number) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : d);
    return {
      open: typeof v.open === 'boolean' ? v.open : fallback.open,
      offset: {
        right: num(v.offset?.right, DEFAULT_OFFSET.right),
        bottom: num(v.offset?.bottom, DEFAULT_OFFSET.bottom),
      },
    };
  } catch {
    return fallback;
  }
}

function read(): WidgetState {
  try {
    return parseWidgetState(localStorage.getItem(WIDGET_STORAGE_KEY));
  } catch {
    return parseWidgetState(null);
  }
}

export function useEnhanceWidgetState() {
  const [state, setState] = useState<WidgetState>(read);
  useEffect(() => {
    try {
      localStorage.setItem(WIDGET_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the widget still works, it just forgets.
    }
  }, [state]);
  const setOpen = useCallback((open: boolean) => setState((s) => ({ ...s, open })), []);
  const setOffset = useCallback((offset: WidgetOffset) => setState((s) => ({ ...s, offset })), []);
  return { ...state, setOpen, setOffset };
}
