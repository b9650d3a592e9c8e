// A plan made of real knowledge-base places, for the chat tests.
import type { Day } from '../../src/core/activity.ts';
import type { TimeSegment } from '../../src/core/constants.ts';
import { addDays } from '../../src/core/dates.ts';
import { type TripDetailsInput, tripDetailsSchema } from '../../src/core/trip.ts';
import { getKnowledgeBase } from '../../src/knowledge/index.ts';

export type Slot = [placeId: string, segment: TimeSegment, title?: string];

/** Days of real places: `slots[i]` are day i+1's activities (ids "d{day}-{n}"). */
export function planOf(destinationId: string, startDate: string, slots: Slot[][]): Day[] {
  const kb = getKnowledgeBase();
  return slots.map((list, i) => ({
    day: i + 1,
    date: addDays(startDate, i),
    activities: list.map(([id, segment, title], n) => {
      const place = kb.place(`${destinationId}/${id}`);
      if (!place) throw new Error(`no place ${destinationId}/${id}`);
      return {
        id: `d${i + 1}-${n + 1}`,
        title: title ?? place.name,
        description: place.description,
        day: i + 1,
        timeSegment: segment,
        order: n,
        location: place.address,
        placeId: place.globalId,
        lat: place.lat,
        lng: place.lng,
        type: place.category,
        tags: [...place.tags],
        isCustom: false,
        isVegetarian: false,
        isSelected: false,
      };
    }),
  }));
}

export function tripOf(overrides: Partial<TripDetailsInput> = {}) {
  return tripDetailsSchema.parse({
    destination: 'Paris, France',
    startDate: '2026-05-07',
    endDate: '2026-05-10',
    interests: ['museums', 'history'],
    ...overrides,
  });
}

/** Paris, Thursday 7 to Sunday 10 May 2026. Day 2 is a Friday, day 3 a Saturday. */
export function parisPlan(): Day[] {
  return planOf('paris', '2026-05-07', [
    [
      ['louvre', 'morning'],
      ['jardin-des-tuileries', 'afternoon'],
      ['chez-janou', 'evening'],
    ],
    [
      ['eiffel-tower', 'morning'],
      ['musee-d-orsay', 'afternoon'],
      ['le-procope', 'evening', 'Dinner at Le Procope'],
    ],
    [],
    [],
  ]);
}
