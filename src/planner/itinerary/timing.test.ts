// The timing a planned activity carries to the builder (timing.ts): daylight and the evening mark.
import { describe, expect, it } from 'vitest';
import { makePlace } from './test-fixtures.ts';
import { activityTiming } from './timing.ts';

const input = {
  dates: ['2026-06-03', '2026-06-04'],
  mealWindows: { lunch: [720, 870], dinner: [1110, 1290] } as const,
  timeZone: 'Europe/Rome',
};

describe('activityTiming', () => {
  it('keeps an outdoor place to daylight, and says nothing of the evening', () => {
    const timing = activityTiming(makePlace({ id: 'park', category: 'park' }), input);
    expect(timing.daylightEnd).toHaveLength(2);
    // Rome in June: the sun sets about 20:45; dusk half an hour later.
    expect(timing.daylightEnd![0]).toBeGreaterThan(20 * 60 + 45);
    expect(timing.daylightEnd![0]).toBeLessThan(21 * 60 + 30);
    expect(timing.afterDark).toBeUndefined();
  });

  it('marks a place worth seeing after dark, outdoor or not, and keeps it from daylight', () => {
    for (const category of ['viewpoint', 'landmark'] as const) {
      const timing = activityTiming(makePlace({ id: `lit-${category}`, category, evening: true }), input);
      expect(timing.afterDark, category).toBe(true);
      expect(timing.daylightEnd, category).toBeUndefined();
    }
  });

  it('gives a meal its window, not the place’s evening mark', () => {
    const place = makePlace({ id: 'bistro', category: 'restaurant', meals: ['dinner'], evening: true });
    const timing = activityTiming(place, { ...input, meal: 'dinner' });
    expect(timing.mealWindow).toEqual([1110, 1290]);
    expect(timing.afterDark).toBeUndefined();
  });
});
