// A saved-plan request body as the builder sends it (SPEC.md section 7), for the saved plans tests.
import type { ActivityInput } from '../../src/core/activity.ts';
import type { SavePlanRequest } from '../../src/core/api/itineraries.ts';
import type { TimeSegment } from '../../src/core/constants.ts';
import { addDays, formatDateRange } from '../../src/core/dates.ts';
import type { TripDetailsInput } from '../../src/core/trip.ts';

export function sampleActivity(
  day: number,
  order: number,
  timeSegment: TimeSegment,
  title: string,
): ActivityInput {
  return {
    id: `act-${day}-${timeSegment}-${order}`,
    title,
    description: `${title}, planned for day ${day}.`,
    day,
    timeSegment,
    order,
    duration: '2 hours',
    location: 'Praça do Comércio, Lisbon',
    tags: ['history'],
    isCustom: false,
    isVegetarian: false,
    isSelected: false,
  };
}

export function samplePlan(
  opts: { destination?: string; startDate?: string; days?: number; perDay?: number } = {},
): SavePlanRequest & { tripDetails: TripDetailsInput & { endDate: string } } {
  const destination = opts.destination ?? 'Lisbon, Portugal';
  const startDate = opts.startDate ?? '2026-05-03';
  const count = opts.days ?? 3;
  const perDay = opts.perDay ?? 3;
  const endDate = addDays(startDate, count - 1);
  const segments: TimeSegment[] = ['morning', 'afternoon', 'evening'];
  return {
    name: `Trip to ${destination}`,
    destination,
    date: formatDateRange(startDate, endDate),
    tripDetails: {
      destination,
      startDate,
      endDate,
      travelers: 2,
      travelStyle: 'cultural',
      interests: ['history', 'food'],
      dietaryPreferences: ['vegetarian'],
      activityLimit: 5,
      activityPace: 'moderate',
    },
    days: Array.from({ length: count }, (_, i) => ({
      day: i + 1,
      date: addDays(startDate, i),
      activities: Array.from({ length: perDay }, (_, j) =>
        sampleActivity(i + 1, Math.floor(j / 3), segments[j % 3]!, `Stop ${j + 1} of day ${i + 1}`),
      ),
    })),
  };
}
