// The destination field: an ARIA combobox (textbox + listbox) over the destination search, with arrow keys,
// Enter and Escape, falling back to SPEC.md's basic location search when the search cannot be reached.

import { Check, Loader2, MapPin } from 'lucide-react';
import * as React from 'react';
import type { DestinationSuggestion } from '../../../core/api/places.ts';
import { localTimeText } from '../../../core/export/timezone.ts';
import type { ResolvedPlace } from '../../../core/trip.ts';
import { cn } from '../../lib/cn.ts';
import { type SearchMode, type Suggestion, useDestinationSearch } from './use-destination-search.ts';

/** SPEC.md section 9: the suggestion list hides 200 ms after the field loses focus. */
export const HIDE_AFTER_BLUR_MS = 200;

export interface DestinationComboboxProps {
  id: string;
  value: string;
  place: ResolvedPlace | undefined;
  /** Typing gives the text alone (typed: true); choosing a suggestion gives its text and, in search mode, its place. */
  onChange: (text: string, place: ResolvedPlace | undefined, typed: boolean) => void;
  onModeChange?: (mode: SearchMode) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

function suggestionText(s: Suggestion): string {
  return s.kind === 'place' ? s.place.formatted : s.name;
}

export const DestinationCombobox = React.forwardRef<HTMLInputElement, DestinationComboboxProps>(
  function DestinationCombobox(
    { id, value, place, onChange, onModeChange, onBlur, invalid, describedBy },
    ref,
  ) {
    // What the traveller typed; null when the text came from a chosen suggestion or the stored trip.
    const [query, setQuery] = React.useState<string | null>(null);
    const [open, setOpen] = React.useState(false);
    const [active, setActive] = React.useState(-1);
    const hideTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
    const { mode, suggestions, searching, searchedFor } = useDestinationSearch(query);

    React.useEffect(() => onModeChange?.(mode), [mode, onModeChange]);
    React.useEffect(() => () => clearTimeout(hideTimer.current), []);

    const listId = `${id}-listbox`;
    const statusId = `${id}-status`;
    const optionId = (i: number) => `${id}-option-${i}`;
    const expanded = open && suggestions.length > 0;
    const activeIndex = expanded && active < suggestions.length ? active : -1;
    const typed = (query ?? '').trim();
    const noMatch = query !== null && typed.length >= 2 && !searching && suggestions.length === 0;

    React.useEffect(() => {
      if (activeIndex >= 0)
        document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    });

    function choose(s: Suggestion) {
      onChange(suggestionText(s), s.kind === 'place' ? withoutMark(s.place) : undefined, false);
      setQuery(null);
      setOpen(false);
      setActive(-1);
    }

    function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
      const n = suggestions.length;
      switch (e.key) {
        case 'ArrowDown':
          e.preventDefault();
          if (!n) return;
          setOpen(true);
          setActive(!expanded ? (e.altKey ? -1 : 0) : (activeIndex + 1) % n);
          return;
        case 'ArrowUp':
          e.preventDefault();
          if (!n) return;
          setOpen(true);
          setActive(!expanded || activeIndex <= 0 ? n - 1 : activeIndex - 1);
          return;
        case 'Enter':
          // Enter picks the highlighted place; with the list open but nothing highlighted it only closes it.
          if (!expanded) return;
          e.preventDefault();
          if (activeIndex >= 0) choose(suggestions[activeIndex]!);
          else setOpen(false);
          return;
        case 'Escape':
          if (expanded) {
            e.preventDefault();
            setOpen(false);
            setActive(-1);
          } else if (value) {
            e.preventDefault();
            onChange('', undefined, true);
            setQuery(null);
          }
          return;
      }
    }

    function handleBlur() {
      // Typed text that is exactly one of the places found ("Kyoto") counts as choosing it.
      if (mode === 'search' && !place && query !== null && fold(searchedFor) === fold(query)) {
        const exact = suggestions.find(
          (s) => s.kind === 'place' && [s.place.name, s.place.formatted].some((t) => fold(t) === fold(query)),
        );
        if (exact) choose(exact);
      }
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setOpen(false), HIDE_AFTER_BLUR_MS);
      onBlur?.();
    }

    const status = searching
      ? 'Searching...'
      : expanded
        ? `${suggestions.length} ${suggestions.length === 1 ? 'place' : 'places'} found. Use the up and down arrow keys to choose one.`
        : '';

    return (
      <div className="grid gap-2">
        <div className="relative">
          <MapPin
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            ref={ref}
            id={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search for a city or region"
            value={value}
            onChange={(e) => {
              onChange(e.target.value, undefined, true);
              setQuery(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => clearTimeout(hideTimer.current)}
            onBlur={handleBlur}
            className="flex h-10 w-full rounded-md border border-input bg-card py-2 pl-9 pr-9 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive"
          />
          {searching && (
            <Loader2
              className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
              aria-hidden="true"
            />
          )}
          <div
            id={listId}
            role="listbox"
            aria-label="Destinations"
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-card p-1 text-sm shadow-lg"
          >
            {suggestions.map((s, i) => {
              const text = suggestionText(s);
              const name = s.kind === 'place' ? s.place.name : s.name;
              const rest = text.startsWith(name) ? text.slice(name.length) : '';
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (ARIA pattern)
                <div
                  key={s.kind === 'place' ? s.place.id : s.name}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === activeIndex}
                  aria-describedby={s.kind === 'place' && s.place.guide ? `${optionId(i)}-guide` : undefined}
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => choose(s)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2',
                    i === activeIndex && 'bg-secondary text-secondary-foreground',
                  )}
                >
                  <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="flex-1">
                    {rest ? (
                      <>
                        <span className="font-medium">{name}</span>
                        <span className={cn(i !== activeIndex && 'text-muted-foreground')}>{rest}</span>
                      </>
                    ) : (
                      <span className="font-medium">{text}</span>
                    )}
                  </span>
                  {s.kind === 'place' && s.place.guide && (
                    // A description, not part of the option's name (the name is the place, as chosen).
                    <span
                      id={`${optionId(i)}-guide`}
                      aria-hidden="true"
                      className="shrink-0 rounded-full border border-primary/40 px-2 py-0.5 text-xs font-medium text-primary"
                    >
                      Full guide
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <p id={statusId} role="status" className="sr-only">
          {status}
        </p>
        {noMatch && (
          <p className="text-sm text-muted-foreground">
            No places match “{typed}”. Check the spelling or try a nearby city.
          </p>
        )}
        {mode === 'fallback' && (
          <p className="text-sm text-muted-foreground" role="status">
            Using basic location search
          </p>
        )}
        {place && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Check className="size-4 text-primary" aria-hidden="true" />
            <span>
              {place.formatted}
              {place.timeZone && localTimeText(place.timeZone, Date.now())
                ? `, ${localTimeText(place.timeZone, Date.now())}`
                : ''}
            </span>
          </p>
        )}
      </div>
    );
  },
);

/** The place as a trip keeps it: the search's guide mark describes the suggestion, not the destination. */
function withoutMark(place: DestinationSuggestion): ResolvedPlace {
  const { guide: _guide, ...rest } = place;
  return rest;
}
