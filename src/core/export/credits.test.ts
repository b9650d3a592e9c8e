import { describe, expect, it } from 'vitest';
import { dataCredits, OSM_CREDIT } from './credits.ts';
import { buildTextExport } from './text.ts';

const trip = {
  destination: 'Bordeaux, Nouvelle-Aquitaine, France',
  startDate: '2027-03-01',
  endDate: '2027-03-01',
  travelers: 2,
  travelStyle: 'cultural',
  interests: ['history'],
  dietaryPreferences: [],
} as never;
const day = (sourceLabel: string) => ({
  day: 1,
  date: '2027-03-01',
  activities: [
    {
      id: 'a',
      title: 'Porte Cailhau',
      day: 1,
      timeSegment: 'morning' as const,
      order: 0,
      sourceLabel,
      isCustom: false,
      isVegetarian: false,
      isSelected: false,
    },
  ],
});

describe('data credits in exports', () => {
  it('credits OpenStreetMap when a place came from it, and nothing for a guide plan', () => {
    expect(dataCredits([day('OpenStreetMap')])).toEqual([OSM_CREDIT]);
    expect(dataCredits([day('Wayfarer guide')])).toEqual([]);
    expect(buildTextExport(trip, [day('OpenStreetMap')] as never).content).toContain(
      '© OpenStreetMap contributors',
    );
    expect(buildTextExport(trip, [day('Wayfarer guide')] as never).content).not.toContain('OpenStreetMap');
  });
});
