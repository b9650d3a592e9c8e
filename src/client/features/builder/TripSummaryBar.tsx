// The trip at a glance above the builder (SPEC.md '/itinerary-builder' summary bar), with Edit back to step 1:
// one compact line of facts (wrapping on a phone), so the day's plan starts high on the page.
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
import { cn } from '../../lib/cn.ts';

function Item({
  icon,
  label,
  children,
  wideOnly = false,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  /** Left out on a phone, where the summary keeps to where, when and who (Edit shows the rest). */
  wideOnly?: boolean;
}) {
  return (
    <div className={cn('flex min-w-0 items-start gap-1.5', wideOnly && 'max-sm:hidden')}>
      <dt className="pt-0.5 text-primary [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

export function TripSummaryBar({ trip, onEdit }: { trip: TripDetails; onEdit: () => void }) {
  const diet = trip.dietaryPreferences.map((d) => DIETARY_LABELS[d]).join(', ');
  return (
    <section
      aria-label="Trip summary"
      className="flex items-start justify-between gap-3 rounded-lg border bg-card px-4 py-3 shadow-sm"
    >
      <dl className="flex flex-1 flex-wrap gap-x-5 gap-y-1.5 text-sm">
        <Item icon={<MapPin />} label="Destination">
          <span className="font-medium">{trip.destination}</span>
        </Item>
        <Item icon={<CalendarDays />} label="Dates">
          {formatDateRange(trip.startDate, trip.endDate)}
        </Item>
        <Item icon={<Users />} label="Travelers">
          {trip.travelers} {trip.travelers === 1 ? 'traveler' : 'travelers'}
        </Item>
        <Item icon={<Heart />} label="Style and interests" wideOnly>
          {TRAVEL_STYLE_LABELS[trip.travelStyle]}
          {trip.interests.length > 0 && (
            <span className="text-muted-foreground">
              {' · '}
              {trip.interests.map((i) => INTEREST_LABELS[i]).join(', ')}
            </span>
          )}
        </Item>
        <Item icon={<Utensils />} label="Dietary preferences" wideOnly>
          {diet || 'No dietary needs'}
        </Item>
        <Item icon={<Gauge />} label="Pace" wideOnly>
          Up to {trip.activityLimit} activities/day, plus meals
          <span className="text-muted-foreground"> · {PACE_LABELS[trip.activityPace]} pace</span>
        </Item>
      </dl>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label="Edit trip details">
        <Pencil aria-hidden="true" />
        Edit
      </Button>
    </section>
  );
}
