// The trip at a glance above the builder (SPEC.md '/itinerary-builder' summary bar), with Edit back to step 1.
import { CalendarDays, Gauge, Heart, MapPin, Pencil, Users, Utensils } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DIETARY_LABELS,
  INTEREST_LABELS,
  PACE_LABELS,
  TRAVEL_STYLE_LABELS,
} from '../../../core/constants.ts';
import { formatDateRange } from '../../../core/dates.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { Button } from '../../components/ui/button.tsx';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span className="text-primary [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-medium">{children}</dd>
    </div>
  );
}

export function TripSummaryBar({ trip, onEdit }: { trip: TripDetails; onEdit: () => void }) {
  const diet = trip.dietaryPreferences.map((d) => DIETARY_LABELS[d]).join(', ');
  return (
    <section aria-label="Trip summary" className="rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <dl className="grid flex-1 grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
          <Item icon={<MapPin />} label="Destination">
            {trip.destination}
          </Item>
          <Item icon={<CalendarDays />} label="Dates">
            {formatDateRange(trip.startDate, trip.endDate)}
          </Item>
          <Item icon={<Users />} label="Travelers">
            {trip.travelers} {trip.travelers === 1 ? 'traveler' : 'travelers'}
          </Item>
          <Item icon={<Heart />} label="Style and interests">
            {TRAVEL_STYLE_LABELS[trip.travelStyle]}
            {trip.interests.length > 0 && (
              <span className="text-muted-foreground">
                {' · '}
                {trip.interests.map((i) => INTEREST_LABELS[i]).join(', ')}
              </span>
            )}
          </Item>
          <Item icon={<Utensils />} label="Dietary preferences">
            {diet || 'None'}
          </Item>
          <Item icon={<Gauge />} label="Pace">
            Up to {trip.activityLimit} activities/day, plus meals
            <span className="text-muted-foreground"> · {PACE_LABELS[trip.activityPace]} pace</span>
          </Item>
        </dl>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label="Edit trip details">
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
    </section>
  );
}
