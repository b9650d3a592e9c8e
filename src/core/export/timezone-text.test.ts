import { describe, expect, it } from 'vitest';
import { localTimeText, utcOffsetText } from './timezone.ts';

describe('time zone as a traveller reads it', () => {
  const winter = Date.UTC(2026, 0, 15, 14, 5);
  const summer = Date.UTC(2026, 6, 15, 14, 5);

  it('gives the offset from UTC, with summer time and half hours', () => {
    expect(utcOffsetText('Europe/Lisbon', winter)).toBe('UTC');
    expect(utcOffsetText('Europe/Lisbon', summer)).toBe('UTC+1');
    expect(utcOffsetText('Asia/Kolkata', winter)).toBe('UTC+5:30');
    expect(utcOffsetText('America/New_York', winter)).toBe('UTC−5');
  });

  it('says the local time and offset, never the zone’s database name', () => {
    expect(localTimeText('Europe/Lisbon', summer)).toBe('local time 3:05 PM (UTC+1)');
    expect(localTimeText('Asia/Tokyo', winter)).toBe('local time 11:05 PM (UTC+9)');
    expect(localTimeText('Not/AZone', winter)).toBeUndefined();
  });
});
