// The way from one activity to the next, under its card: time, distance and how (walk, transit...).
import { ArrowDown, Bike, Bus, Car, Footprints } from 'lucide-react';
import type { TravelModeName } from '../../../core/api/maps.ts';

export interface TravelLegText {
  duration: string;
  distance: string;
  mode: TravelModeName;
  /** The time could not be calculated: the texts are SPEC's rough fallback. */
  failed: boolean;
}

const MODE_TEXT: Record<TravelModeName, string> = {
  walking: 'walk',
  transit: 'by transit',
  driving: 'drive',
  bicycling: 'by bike',
};

export function TravelToNext({ leg, nextTitle }: { leg: TravelLegText; nextTitle: string }) {
  const Icon = { walking: Footprints, driving: Car, bicycling: Bike, transit: Bus }[leg.mode];
  return (
    <p className="flex items-center gap-2 py-1.5 pl-8 text-xs text-muted-foreground">
      <ArrowDown className="size-3.5" aria-hidden="true" />
      <Icon className="size-3.5" aria-hidden="true" />
      <span>
        {leg.failed ? (
          <>
            {leg.duration} · {leg.distance} to {nextTitle} (rough estimate)
          </>
        ) : (
          <>
            {leg.duration} {MODE_TEXT[leg.mode]} · {leg.distance} to {nextTitle}
          </>
        )}
      </span>
    </p>
  );
}
