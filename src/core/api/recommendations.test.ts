import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPLORER_STYLES, INTERESTS } from '../constants.ts';
import {
  EXPLORER_MESSAGES,
  explorerFormSchema,
  suggestionRequestSchema,
  toSuggestionRequest,
} from './recommendations.ts';

const form = (over: Record<string, unknown> = {}) =>
  explorerFormSchema.parse({
    continent: 'europe',
    previousVisits: 'Paris; Rome',
    travelStyle: ['cultural'],
    interests: [],
    adventureLevel: 3,
    ...over,
  });

describe('toSuggestionRequest', () => {
  it("derives preferenceType: 'iconic' for adventure 1-3, 'hidden-gems' for 4-5", () => {
    expect(
      [1, 2, 3, 4, 5].map((adventureLevel) => toSuggestionRequest(form({ adventureLevel })).preferenceType),
    ).toEqual(['iconic', 'iconic', 'iconic', 'hidden-gems', 'hidden-gems']);
  });

  it('sends the second chosen style as travelStyleSecondary, and none when only one is chosen', () => {
    const two = toSuggestionRequest(form({ travelStyle: ['foodie', 'outdoorsy', 'luxury'] }));
    expect(two.travelStyleSecondary).toBe('outdoorsy');
    expect(two.travelStyle).toEqual(['foodie', 'outdoorsy', 'luxury']);
    expect(toSuggestionRequest(form()).travelStyleSecondary).toBeUndefined();
  });

  it('always produces a request the server accepts', () => {
    fc.assert(
      fc.property(
        fc.record({
          travelStyle: fc.uniqueArray(fc.constantFrom(...EXPLORER_STYLES), { minLength: 1 }),
          interests: fc.uniqueArray(fc.constantFrom(...INTERESTS)),
          adventureLevel: fc.integer({ min: 1, max: 5 }),
          previousVisits: fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim().length > 0),
        }),
        (values) => {
          const req = toSuggestionRequest(form(values));
          expect(suggestionRequestSchema.parse(req)).toEqual(req);
        },
      ),
    );
  });
});

describe('explorer form messages (SPEC.md section 5)', () => {
  const issue = (over: Record<string, unknown>) => {
    const r = explorerFormSchema.safeParse({
      continent: 'europe',
      previousVisits: 'Paris',
      travelStyle: ['cultural'],
      adventureLevel: 3,
      ...over,
    });
    return r.success ? null : r.error.issues[0]!.message;
  };

  it('names each problem in SPEC.md words', () => {
    expect(issue({ continent: '' })).toBe(EXPLORER_MESSAGES.continent);
    expect(issue({ continent: undefined })).toBe('Please select a continent.');
    expect(issue({ previousVisits: '   ' })).toBe('Please enter your previous travel destinations.');
    expect(issue({ travelStyle: [] })).toBe('Please select at least one travel interest.');
    expect(issue({ adventureLevel: 0 })).toBe('Please set your adventure level.');
    expect(issue({ adventureLevel: 6 })).toBe('Please set your adventure level.');
    expect(issue({})).toBeNull();
  });
});
