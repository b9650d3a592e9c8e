// One recommended destination (SPEC.md section 2 '/destination-explorer', 'Each card shows').
import { Bookmark, BookmarkCheck, Lightbulb, MapPin, Route, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DestinationRecommendation } from '../../../core/api/recommendations.ts';
import { MAX_REGION_CHIPS } from '../../../core/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { DestinationImage } from './DestinationImage.tsx';
import { PopularityStars } from './PopularityStars.tsx';

function ReadMore({
  label,
  about,
  title,
  description,
  children,
}: {
  label: string;
  /** Read by screen readers after the label, so each card's buttons are told apart. */
  about: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto p-0 text-sm">
          {label}
          <span className="sr-only"> about {about}</span>
        </Button>
      </DialogTrigger>
      <DialogContent {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <div className="grid gap-3 text-sm leading-relaxed">{children}</div>
      </DialogContent>
    </Dialog>
  );
}

function RegionChips({ regions }: { regions: readonly string[] }) {
  const shown = regions.slice(0, MAX_REGION_CHIPS);
  const more = regions.length - shown.length;
  const chip = 'rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground';
  return (
    <ul aria-label="Regions and towns" className="flex flex-wrap gap-1.5">
      {shown.map((r) => (
        <li key={r} className={chip}>
          {r}
        </li>
      ))}
      {more > 0 && (
        <li
          className="rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground"
          title={regions.slice(MAX_REGION_CHIPS).join(', ')}
        >
          +{more} more
        </li>
      )}
    </ul>
  );
}

interface Props {
  recommendation: DestinationRecommendation;
  saved: boolean;
  saving: boolean;
  onPlan: () => void;
  onToggleSaved: () => void;
}

export function RecommendationCard({ recommendation: r, saved, saving, onPlan, onToggleSaved }: Props) {
  const headingId = `rec-${r.destinationId}`;
  return (
    <Card className="flex flex-col overflow-hidden" role="article" aria-labelledby={headingId}>
      <DestinationImage src={r.imageUrl} name={r.name} country={r.country} destinationId={r.destinationId} />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-xl font-semibold leading-tight">
            {r.name}
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            {r.country}
          </p>
          <PopularityStars level={r.popularityLevel} />
        </div>

        {r.regionsTowns.length > 0 && <RegionChips regions={r.regionsTowns} />}

        <div className="grid gap-1">
          <p className="line-clamp-3 text-sm leading-relaxed">{r.description}</p>
          <div>
            <ReadMore label="Read full description" about={r.name} title={`${r.name}, ${r.country}`}>
              <p>{r.description}</p>
              <p className="text-muted-foreground">{r.popularityContext}</p>
              {r.regionsTowns.length > 0 && (
                <div>
                  <h3 className="font-semibold">Regions and towns</h3>
                  <p>{r.regionsTowns.join(', ')}</p>
                </div>
              )}
              {r.activities.length > 0 && (
                <div>
                  <h3 className="font-semibold">Things to do</h3>
                  <ul className="list-disc pl-5">
                    {r.activities.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                </div>
              )}
            </ReadMore>
          </div>
        </div>

        <div className="grid gap-1 rounded-md bg-secondary/50 p-3">
          <h4 id={`${headingId}-why`} className="flex items-center gap-1.5 text-sm font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Why It's a Match
          </h4>
          <p className="line-clamp-2 text-sm">{r.whyMatch}</p>
          <div>
            <ReadMore label="Read more" about={`why ${r.name} is a match`} title={`Why ${r.name} is a match`}>
              <p>{r.whyMatch}</p>
            </ReadMore>
          </div>
        </div>

        <div className="grid gap-1 rounded-md bg-accent/60 p-3 text-accent-foreground">
          <h4 id={`${headingId}-tip`} className="flex items-center gap-1.5 text-sm font-semibold">
            <Lightbulb className="size-4" aria-hidden="true" />
            Local Tip
          </h4>
          <p className="line-clamp-2 text-sm">{r.localTip}</p>
          <div>
            <ReadMore
              label="Read full tip"
              about={`the local tip for ${r.name}`}
              title={`Local tip for ${r.name}`}
            >
              <p>{r.localTip}</p>
            </ReadMore>
          </div>
        </div>

        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button onClick={onPlan} className="flex-1">
            <Route aria-hidden="true" />
            Plan Your Itinerary
            <span className="sr-only"> for {r.name}</span>
          </Button>
          <Button
            variant="outline"
            aria-pressed={saved}
            aria-busy={saving}
            onClick={saving ? undefined : onToggleSaved}
          >
            {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
            {saved ? 'Saved' : 'Save for Later'}
            <span className="sr-only"> {r.name}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}
