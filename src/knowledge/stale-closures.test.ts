import { describe, expect, it } from 'vitest';
import { staleClosures } from './stale-closures.ts';

describe('staleClosures', () => {
  const places = [
    { id: 'museum', closures: [{ from: '2026-01-01', until: '2026-06-30', reason: 'renovation' }] },
    { id: 'restaurant', closures: [{ from: '2027-01-01', reason: 'the restaurant closes for good' }] },
    { id: 'park' },
  ];

  it('names a renovation that is over and a last day that has passed, on the day given', () => {
    expect(staleClosures(places, '2026-06-30')).toEqual([]);
    expect(staleClosures(places, '2026-07-01')).toEqual([
      'museum: the closure 2026-01-01 to 2026-06-30 (renovation) is over: delete it',
    ]);
    expect(staleClosures(places, '2027-01-01')).toEqual([
      'museum: the closure 2026-01-01 to 2026-06-30 (renovation) is over: delete it',
      'restaurant: closed for good since 2027-01-01 (the restaurant closes for good): take the place out of the guide',
    ]);
  });
});
