// Destination tips (SPEC.md '/itinerary-builder'): a collapsible panel with an overview of three cards, a detailed
// view ('Show detailed tips' / 'Back to overview') and Refresh.
import { ChevronDown, Lightbulb, RefreshCw, Ticket, TrainFront } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { TripDetails } from '../../../core/trip.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { TIP_CARDS, type TipCard, tipText } from './tip-cards.ts';
import { type TipsResult, useDestinationTips } from './use-destination-tips.ts';

const ICONS: Record<TipCard['group'], ReactNode> = {
  travelSmart: <Lightbulb />,
  transportCards: <TrainFront />,
  insiderTips: <Ticket />,
};

function TipsCards({ result, detailed }: { result: TipsResult | undefined; detailed: boolean }) {
  const tips = result && 'tips' in result ? result.tips : undefined;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {TIP_CARDS.map((card) => (
        <article key={card.group} className="rounded-md border bg-background p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <span className="text-primary [&_svg]:size-4" aria-hidden="true">
              {ICONS[card.group]}
            </span>
            {card.title}
          </h3>
          <dl className="mt-3 grid gap-2 text-sm">
            {card.fields.map((field) => (
              <div key={field.key}>
                <dt className="font-medium">{field.label}</dt>
                <dd className={cn('text-muted-foreground', !detailed && 'line-clamp-2')}>
                  {tipText(tips, card, field)}
                </dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </div>
  );
}

export function DestinationTipsPanel({
  trip,
  defaultOpen = true,
}: {
  trip: TripDetails;
  /** Open at first (the builder opens it on wide screens, where it sits below the plan and the map). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [detailed, setDetailed] = useState(false);
  const tips = useDestinationTips(trip);
  const bodyId = useId();
  const name = tips.data && 'destination' in tips.data ? tips.data.destination : trip.destination;

  return (
    <section aria-labelledby={`${bodyId}-title`} className="rounded-lg border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 p-4">
        <h2 id={`${bodyId}-title`} className="text-lg font-semibold">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
            className="flex cursor-pointer items-center gap-2 rounded-sm text-left focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ChevronDown
              className={cn('size-5 transition-transform', !open && '-rotate-90')}
              aria-hidden="true"
            />
            Destination Tips for {name.split(',')[0]}
          </button>
        </h2>
        {open && (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setDetailed((d) => !d)}>
              {detailed ? 'Back to overview' : 'Show detailed tips'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void tips.refresh()}
              disabled={tips.isFetching}
              aria-label="Refresh destination tips"
            >
              <RefreshCw className={cn(tips.isFetching && 'animate-spin')} aria-hidden="true" />
              Refresh
            </Button>
          </div>
        )}
      </div>
      <div id={bodyId} hidden={!open} className="grid gap-3 px-4 pb-4">
        {tips.isError && (
          <p className="text-sm text-destructive" role="status">
            Could not load destination tips. Please try again later. General advice is shown meanwhile.
          </p>
        )}
        {tips.data && 'unavailable' in tips.data && (
          <p className="text-sm text-muted-foreground">
            {tips.data.unavailable} General advice is shown meanwhile.
          </p>
        )}
        <div aria-busy={tips.isLoading}>
          <TipsCards result={tips.data} detailed={detailed} />
        </div>
      </div>
    </section>
  );
}
