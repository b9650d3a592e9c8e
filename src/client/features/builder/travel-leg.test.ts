import { describe, expect, it } from 'vitest';
import { shownLeg } from './travel-leg.ts';

const leg = { toId: '2', duration: '12 mins', distance: '1.2 km' };

describe('the way shown under a card', () => {
  it('shows the leg to the next activity', () => {
    expect(shownLeg({ placeId: 'a' }, { id: 2, placeId: 'b' }, leg)).toBe(leg);
  });

  it('shows none to the same place (lunch on board after the cruise), to another card, or after the last', () => {
    expect(shownLeg({ placeId: 'cruise' }, { id: 2, placeId: 'cruise' }, leg)).toBeUndefined();
    expect(shownLeg({ placeId: 'a' }, { id: 3, placeId: 'b' }, leg)).toBeUndefined();
    expect(shownLeg({ placeId: 'a' }, undefined, leg)).toBeUndefined();
  });

  it('shows the leg between two activities without a place', () => {
    expect(shownLeg({}, { id: 2 }, leg)).toBe(leg);
  });
});
