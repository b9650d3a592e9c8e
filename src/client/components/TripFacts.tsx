// The trip's destination, date range and traveller count as a compact description list (share page, finalize).
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { formatDateRange } from '../../core/dates.ts';
import type { TripDetails } from '../../core/trip.ts';
import { cn } from '../lib/cn.ts';

export function TripFacts({
  trip,
  className,
}: {
  trip: Pick<TripDetails, 'destination' | 'startDate' | 'endDate' | 'travelers'>;
  className?: string;
}) {
  return (
    <dl className={cn('flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground', className)}>
      <div className="flex items-center gap-1.5">
        <dt>
          <MapPin className="size-4" aria-hidden="true" />
          <span className="sr-only">Destination</span>
        </dt>
        <dd>{trip.destination}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt>
          <CalendarDays className="size-4" aria-hidden="true" />
          <span className="sr-only">Dates</span>
        </dt>
        <dd>{formatDateRange(trip.startDate, trip.endDate)}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt>
          <Users className="size-4" aria-hidden="true" />
          <span className="sr-only">Travelers</span>
        </dt>
        <dd>
          {trip.travelers} traveler{trip.travelers === 1 ? '' : 's'}
        </dd>
      </div>
    </dl>
  );
}
