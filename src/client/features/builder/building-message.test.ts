import { describe, expect, it } from 'vitest';
import { INTERESTS, TRAVEL_STYLES } from '../../../core/constants.ts';
import { buildingMessage } from './building-message.ts';

describe('buildingMessage', () => {
  it('has its own message for each of the five form styles and a default for the others', () => {
    const forms = ['relaxed', 'foodie', 'adventure', 'romantic', 'cultural'] as const;
    const messages = forms.map((s) => buildingMessage({ travelStyle: s, interests: [] }));
    expect(new Set(messages).size).toBe(5);
    const rest = TRAVEL_STYLES.filter((s) => !(forms as readonly string[]).includes(s));
    for (const s of rest) {
      const m = buildingMessage({ travelStyle: s, interests: [] });
      expect(messages).not.toContain(m);
      expect(m).toBe(buildingMessage({ travelStyle: 'luxury', interests: [] }));
    }
  });

  it('adds a suffix from the first interest', () => {
    const plain = buildingMessage({ travelStyle: 'foodie', interests: [] });
    const suffixes = INTERESTS.map((i) =>
      buildingMessage({ travelStyle: 'foodie', interests: [i, 'family'] }),
    );
    expect(new Set(suffixes).size).toBe(INTERESTS.length);
    for (const s of suffixes) expect(s.startsWith(plain.replace(/\.\.\.$/, ''))).toBe(true);
  });
});
