// The floating 'Enhance Your Itinerary' widget (SPEC.md '/itinerary-builder'): tabs Suggestions and Chat, dragged
// by its title bar (or moved with the arrow keys on its Move button), opened and closed by the day's 'Enhance Day'
// toggle (decision 0025: a floating reopen button covered the map).
// It is a plain region, not a modal: focus moves freely in and out of it.
import { GripHorizontal, MessageCircle, Minus, Sparkles } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useLayoutEffect,
  useRef,
} from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { clampOffset, NUDGE_PX, type WidgetOffset } from './widget-state.ts';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

function useKeepOnScreen(
  ref: React.RefObject<HTMLElement | null>,
  offset: WidgetOffset,
  setOffset: (o: WidgetOffset) => void,
) {
  const latest = useRef({ offset, setOffset });
  latest.current = { offset, setOffset };
  useLayoutEffect(() => {
    const keepInside = () => {
      const el = ref.current;
      if (!el) return;
      const { offset: o, setOffset: set } = latest.current;
      const next = clampOffset(o, { width: el.offsetWidth, height: el.offsetHeight }, viewport());
      if (next.right !== o.right || next.bottom !== o.bottom) set(next);
    };
    keepInside();
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [ref]);
}

export function EnhanceWidget({
  id,
  open,
  onOpenChange,
  day,
  offset,
  onOffsetChange,
  suggestions,
  chat,
  toggleId,
}: {
  id: string;
  /** The button that opens and closes the panel; focus returns to it when the panel closes. */
  toggleId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  day: number;
  offset: WidgetOffset;
  onOffsetChange: (offset: WidgetOffset) => void;
  suggestions: ReactNode;
  chat: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const drag = useRef<{ x: number; y: number; start: WidgetOffset } | null>(null);
  useKeepOnScreen(ref, offset, onOffsetChange);

  const moveTo = (next: WidgetOffset) => {
    const el = ref.current;
    onOffsetChange(
      el ? clampOffset(next, { width: el.offsetWidth, height: el.offsetHeight }, viewport()) : next,
    );
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button:not([data-drag-handle])')) return;
    drag.current = { x: e.clientX, y: e.clientY, start: offset };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    moveTo({ right: d.start.right - (e.clientX - d.x), bottom: d.start.bottom - (e.clientY - d.y) });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onMoveKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.shiftKey ? NUDGE_PX * 4 : NUDGE_PX;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const d = delta[e.key];
    if (!d) return;
    e.preventDefault();
    moveTo({ right: offset.right + d[0], bottom: offset.bottom + d[1] });
  };

  // Closing from inside the panel would otherwise drop focus to the page's start (the panel is gone): it goes back
  // to the toggle that opened it.
  const close = () => {
    const focusInside = ref.current?.contains(document.activeElement) ?? false;
    onOpenChange(false);
    if (focusInside) requestAnimationFrame(() => document.getElementById(toggleId)?.focus());
  };

  const position = { right: offset.right, bottom: offset.bottom };

  // Closed, the panel leaves no floating button over the map or the plan: the day's "Enhance Day" toggle
  // (toggleId) opens it again.
  if (!open) return null;

  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      // On a phone: a sheet along the bottom edge, inside the screen whatever the remembered position.
      className="fixed z-40 flex max-h-[min(70dvh,640px)] w-[min(400px,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl max-sm:right-2! max-sm:bottom-2! max-sm:left-2 max-sm:w-auto"
      style={position}
    >
      <div
        className="flex cursor-move touch-none select-none items-center gap-2 border-b bg-muted/60 px-3 py-2"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <Button
          data-drag-handle
          variant="ghost"
          size="icon"
          className="size-8 cursor-move max-sm:hidden"
          aria-label="Move the Enhance panel (arrow keys)"
          onKeyDown={onMoveKey}
        >
          <GripHorizontal aria-hidden="true" />
        </Button>
        <h2 id={`${id}-title`} className="flex-1 text-sm font-semibold">
          Enhance Your Itinerary
          <span className="block text-xs font-normal text-muted-foreground">Day {day}</span>
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={close}
          aria-label="Close the Enhance panel"
        >
          <Minus aria-hidden="true" />
        </Button>
      </div>
      <Tabs defaultValue="suggestions" className="flex min-h-0 flex-1 flex-col">
        <TabsList className="mx-3 mt-3 grid grid-cols-2">
          <TabsTrigger value="suggestions">
            <Sparkles className="size-4" aria-hidden="true" />
            Suggestions
          </TabsTrigger>
          <TabsTrigger value="chat">
            <MessageCircle className="size-4" aria-hidden="true" />
            Chat
          </TabsTrigger>
        </TabsList>
        <TabsContent
          value="suggestions"
          forceMount
          className="min-h-0 flex-1 overflow-y-auto p-3 data-[state=inactive]:hidden"
        >
          {suggestions}
        </TabsContent>
        <TabsContent
          value="chat"
          forceMount
          className="min-h-0 flex-1 overflow-y-auto p-3 data-[state=inactive]:hidden"
        >
          {chat}
        </TabsContent>
      </Tabs>
    </section>
  );
}
