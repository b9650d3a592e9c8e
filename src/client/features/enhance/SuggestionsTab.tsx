// The Suggestions tab: the cards that fit the day, and once one is chosen, its alternatives with Add and Add All.
// Dismissed cards stay hidden until the day changes (the page remounts this tab per day).
import {
  ArrowLeft,
  Clock,
  Gem,
  Loader2,
  MapPin,
  Moon,
  Mountain,
  Plus,
  Users,
  UtensilsCrossed,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Day } from '../../../core/activity.ts';
import { SEGMENT_LABELS } from '../../../core/constants.ts';
import type { ActivityDraft } from '../../../core/itinerary.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast-store.ts';
import { type Alternative, loadAlternatives } from './alternatives.ts';
import { type SuggestionPrompt, suggestionPromptsFor } from './suggestion-prompts.ts';

const ICONS: Record<SuggestionPrompt['icon'], ReactNode> = {
  mountain: <Mountain />,
  utensils: <UtensilsCrossed />,
  gem: <Gem />,
  users: <Users />,
  moon: <Moon />,
};

function toDraft({ id: _id, order: _order, isSelected: _sel, ...rest }: Alternative): ActivityDraft {
  return rest;
}

function PromptCard({
  prompt,
  onSelect,
  onDismiss,
}: {
  prompt: SuggestionPrompt;
  onSelect: () => void;
  onDismiss: () => void;
}) {
  return (
    <li className="relative rounded-md border bg-background transition-colors hover:border-primary">
      <button
        type="button"
        onClick={onSelect}
        className="flex w-full cursor-pointer items-start gap-3 rounded-md p-3 pr-10 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="mt-0.5 text-primary [&_svg]:size-5" aria-hidden="true">
          {ICONS[prompt.icon]}
        </span>
        <span className="grid gap-0.5">
          <span className="font-medium">{prompt.title}</span>
          <span className="text-sm text-muted-foreground">{prompt.text}</span>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="absolute right-1 top-1 size-8"
        onClick={onDismiss}
        aria-label={`Dismiss ${prompt.title}`}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

function AlternativeItem({ alt, onAdd }: { alt: Alternative; onAdd: () => void }) {
  return (
    <li className="grid gap-1 rounded-md border bg-background p-3">
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-medium leading-snug">{alt.title}</h4>
        <Button size="sm" variant="outline" onClick={onAdd} className="shrink-0">
          <Plus aria-hidden="true" />
          Add<span className="sr-only"> {alt.title}</span>
        </Button>
      </div>
      {alt.description && <p className="line-clamp-3 text-sm text-muted-foreground">{alt.description}</p>}
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3" aria-hidden="true" />
          {SEGMENT_LABELS[alt.timeSegment]}
          {alt.duration ? ` · ${alt.duration}` : ''}
        </span>
        {alt.location && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3" aria-hidden="true" />
            {alt.location.split(',')[0]}
          </span>
        )}
      </p>
    </li>
  );
}

export function SuggestionsTab({
  trip,
  days,
  day,
  onAdd,
}: {
  trip: TripDetails;
  days: Day[];
  day: number;
  /** Appends activities to the day (the page applies them through the store). */
  onAdd: (drafts: ActivityDraft[]) => void;
}) {
  const dayActivities = days.find((d) => d.day === day)?.activities ?? [];
  const [dismissed, setDismissed] = useState<string[]>([]);
  const [selected, setSelected] = useState<SuggestionPrompt | null>(null);
  const [loading, setLoading] = useState(false);
  const [alternatives, setAlternatives] = useState<Alternative[]>([]);
  const [notice, setNotice] = useState<string | undefined>();
  const prompts = suggestionPromptsFor(trip, dayActivities).filter((p) => !dismissed.includes(p.id));

  const select = async (prompt: SuggestionPrompt) => {
    setSelected(prompt);
    setAlternatives([]);
    setLoading(true);
    const res = await loadAlternatives(prompt, trip, days, day);
    setLoading(false);
    setNotice(res.notice);
    if (res.alternatives.length === 0) setSelected(null);
    setAlternatives(res.alternatives);
  };

  const addOne = (alt: Alternative) => {
    onAdd([toDraft(alt)]);
    setAlternatives((list) => list.filter((a) => a.id !== alt.id));
    toast({
      title: 'Activity added',
      description: `${alt.title} has been added to Day ${day}.`,
    });
  };

  const addAll = () => {
    const n = alternatives.length;
    onAdd(alternatives.map(toDraft));
    setAlternatives([]);
    setSelected(null);
    toast({
      title: 'Activities added',
      description: `${n} new activities have been added to Day ${day}.`,
    });
  };

  if (selected) {
    return (
      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={() => setSelected(null)}>
            <ArrowLeft aria-hidden="true" />
            Back to suggestions
          </Button>
          {alternatives.length > 1 && (
            <Button size="sm" onClick={addAll}>
              <Plus aria-hidden="true" />
              Add All
            </Button>
          )}
        </div>
        <h3 className="font-semibold">{selected.title}</h3>
        {notice && <p className="text-xs text-muted-foreground">{notice}</p>}
        {loading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Finding alternatives for Day {day}...
          </p>
        ) : alternatives.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            All suggestions were added. Pick another card for more.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={`${selected.title} alternatives`}>
            {alternatives.map((alt) => (
              <AlternativeItem key={alt.id} alt={alt} onAdd={() => addOne(alt)} />
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">Pick an idea and we will suggest places for Day {day}.</p>
      {prompts.length === 0 ? (
        <div className="grid gap-2 text-sm text-muted-foreground">
          <p>You dismissed every suggestion for this day.</p>
          <Button variant="outline" size="sm" onClick={() => setDismissed([])}>
            Show suggestions again
          </Button>
        </div>
      ) : (
        <ul className="grid gap-2" aria-label="Suggestions">
          {prompts.map((p) => (
            <PromptCard
              key={p.id}
              prompt={p}
              onSelect={() => void select(p)}
              onDismiss={() => setDismissed((d) => [...d, p.id])}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
