import { describe, expect, it } from 'vitest';
import { activityTimeText, shortLocation } from './activity-text.ts';

describe('activity card texts', () => {
  it('shows the time range, else the duration, else says it is not specified', () => {
    expect(activityTimeText({ startTime: '9:00 AM', endTime: '11:00 AM', duration: '2 hours' })).toBe(
      '9:00 AM - 11:00 AM',
    );
    expect(activityTimeText({ startTime: '9:00 AM', duration: '2 hours' })).toBe('9:00 AM · 2 hours');
    expect(activityTimeText({ duration: '2 hours' })).toBe('2 hours');
    expect(activityTimeText({ duration: '  ' })).toBe('Duration not specified');
    expect(activityTimeText({})).toBe('Duration not specified');
  });

  it('takes the first part of a location', () => {
    expect(shortLocation('37 Rue de la Bûcherie, 75005 Paris')).toBe('37 Rue de la Bûcherie');
    expect(shortLocation('Louvre')).toBe('Louvre');
    expect(shortLocation('')).toBeUndefined();
    expect(shortLocation(undefined)).toBeUndefined();
  });
});
