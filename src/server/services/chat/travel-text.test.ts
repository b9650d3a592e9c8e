import { describe, expect, it } from 'vitest';
import { estimateLeg } from '../../../planner/travel.ts';
import { describeTravel, formatMinutesDuration } from './travel-text.ts';

describe('travel wording', () => {
  it('words walks and rides with the planner estimate', () => {
    const louvre = { lat: 48.8606, lng: 2.3376 };
    const tuileries = { lat: 48.8634, lng: 2.3275 };
    const eiffel = { lat: 48.8584, lng: 2.2945 };
    expect(describeTravel(estimateLeg(louvre, tuileries))).toMatch(
      /^about 1\.0 km, roughly \d+ min on foot$/,
    );
    expect(describeTravel(estimateLeg(louvre, eiffel))).toMatch(/by public transport or taxi$/);
    expect(describeTravel({ km: 0, minutes: 1, mode: 'walk' })).toBe('under 100 m, roughly 1 min on foot');
  });
  it('formats durations', () => {
    expect(formatMinutesDuration(35)).toBe('35 min');
    expect(formatMinutesDuration(65)).toBe('1 h 5 min');
    expect(formatMinutesDuration(120)).toBe('2 h');
  });
});
