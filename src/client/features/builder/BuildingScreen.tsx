// 'Building Your Perfect Itinerary': shown while the plan is being computed (SPEC.md '/itinerary-builder').
import { Compass } from 'lucide-react';
import type { TripDetails } from '../../../core/trip.ts';
import { buildingMessage } from './building-message.ts';

export function BuildingScreen({ trip }: { trip: TripDetails }) {
  return (
    <section
      aria-labelledby="building-title"
      aria-busy="true"
      className="flex flex-col items-center gap-4 rounded-lg border bg-card px-6 py-16 text-center shadow-sm"
    >
      <Compass className="size-12 animate-spin text-primary [animation-duration:3s]" aria-hidden="true" />
      <h2 id="building-title" className="text-2xl font-bold tracking-tight">
        Building Your Perfect Itinerary
      </h2>
      <p className="max-w-2xl text-lg text-muted-foreground" role="status">
        {buildingMessage(trip)}
      </p>
      <p className="max-w-2xl text-muted-foreground">
        Wayfarer is choosing the places that fit your interests and pace, checking each one's opening hours on
        your dates, placing lunch and dinner where they suit your diet, and ordering every day by the time it
        takes to get from one stop to the next.
      </p>
      <div className="mt-2 h-1.5 w-56 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
      </div>
    </section>
  );
}
