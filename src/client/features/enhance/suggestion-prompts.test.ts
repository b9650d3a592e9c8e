import { describe, expect, it } from 'vitest';
import { suggestionPromptsFor } from './suggestion-prompts.ts';

const ids = (...args: Parameters<typeof suggestionPromptsFor>) =>
  suggestionPromptsFor(...args).map((p) => p.id);
const trip = { travelStyle: 'relaxed' as const, interests: ['history' as const], travelers: 2 };

describe('suggestion cards', () => {
  it('always offers hiking and hidden gems', () => {
    expect(ids(trip, [])).toEqual(['hiking', 'hidden-gems']);
  });

  it('offers culinary for the foodie style, the food interest or food tags', () => {
    expect(ids({ ...trip, travelStyle: 'foodie' }, [])).toContain('culinary');
    expect(ids({ ...trip, interests: ['food'] }, [])).toContain('culinary');
    expect(ids(trip, [{ timeSegment: 'morning', tags: ['Food'] }])).toContain('culinary');
  });

  it('offers family only to more than two travellers with the family interest', () => {
    expect(ids({ ...trip, interests: ['family'], travelers: 2 }, [])).not.toContain('family');
    expect(ids({ ...trip, interests: ['history'], travelers: 4 }, [])).not.toContain('family');
    expect(ids({ ...trip, interests: ['family'], travelers: 3 }, [])).toContain('family');
  });

  it('offers evening alternatives only when the day has an evening activity', () => {
    expect(ids(trip, [{ timeSegment: 'afternoon' }])).not.toContain('evening');
    expect(ids(trip, [{ timeSegment: 'evening' }])).toEqual(['hiking', 'hidden-gems', 'evening']);
  });
});
