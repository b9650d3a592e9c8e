import { describe, expect, it } from 'vitest';
import { isSuggestionRequest } from '../../../core/api/chat.ts';
import { classify, dietsIn } from './intent.ts';

describe('classify', () => {
  it.each([
    ['remove the museum visit', 'remove'],
    ['Could you delete dinner?', 'remove'],
    ['move the Eiffel Tower to the evening', 'move'],
    ['add Louvre Museum to day 2 afternoon', 'add'],
    ['How far is the Louvre from the Eiffel Tower?', 'distance'],
    ['how long does it take to get from Orsay to the Louvre', 'distance'],
    ['a vegetarian dinner near the Louvre', 'food'],
    ['somewhere gluten-free to eat', 'food'],
    ['what is open tonight?', 'open'],
    ['is the Louvre closed on Tuesdays', 'open'],
    ['can you suggest something nearby', 'suggest'],
    ['recommend a museum', 'suggest'],
    ['recommend a vegetarian lunch', 'food'],
    ["what's on my plan for day 2", 'overview'],
    ['something local and cultural', 'help'],
    ['hello', 'help'],
    ['swap day 1 and day 2', 'swap'],
    ['can we switch Saturday with Monday?', 'swap'],
    ['is anything closed on my dates?', 'closed'],
    ['what is closed on day 3?', 'closed'],
    ['which places are shut during the trip', 'closed'],
    ['is anything closed right now?', 'open'],
    ["what's for lunch on day 2?", 'food'],
    ["I'm vegan, dinner on day 3?", 'food'],
    ['move Belém Tower to day 3 at 4 pm', 'move'],
  ] as const)('%s -> %s', (text, intent) => {
    expect(classify(text)).toBe(intent);
  });
});

describe('dietsIn', () => {
  it('finds every diet a message asks for', () => {
    expect(dietsIn('Vegan and gluten free, please')).toEqual(['vegan', 'glutenFree']);
    expect(dietsIn('veggie, lactose-free, healthy and traditional')).toEqual([
      'vegetarian',
      'dairyFree',
      'healthy',
      'local',
    ]);
  });
});

describe('isSuggestionRequest', () => {
  it('spots the words that get an interim reply first', () => {
    expect(isSuggestionRequest('Can you Suggest something?')).toBe(true);
    expect(isSuggestionRequest('any recommendations?')).toBe(true);
    expect(isSuggestionRequest('what is open tonight')).toBe(false);
  });
});
