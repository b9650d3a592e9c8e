import { describe, expect, it } from 'vitest';
import {
  type ChatEntry,
  chatInvitation,
  confirmationText,
  conversationKey,
  HISTORY_MESSAGES,
  loadConversation,
  requestMessages,
  STORED_ENTRIES,
  saveConversation,
} from './conversation.ts';

/** A Storage over a Map (node has no sessionStorage). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

const entry = (i: number, extra: Partial<ChatEntry> = {}): ChatEntry => ({
  id: `e${i}`,
  role: i % 2 ? 'assistant' : 'user',
  content: `message ${i}`,
  ...extra,
});

describe('conversation storage', () => {
  it('keeps one conversation per trip and survives a reload', () => {
    const storage = memoryStorage();
    const paris = conversationKey({
      destination: 'Paris, France',
      startDate: '2026-05-07',
      endDate: '2026-05-10',
    });
    const rome = conversationKey({
      destination: 'Rome, Italy',
      startDate: '2026-05-07',
      endDate: '2026-05-10',
    });
    expect(paris).not.toBe(rome);
    const entries: ChatEntry[] = [
      entry(0),
      entry(1, {
        proposal: { kind: 'remove', activityId: 'a1', summary: 'Remove Louvre Museum from day 1 morning' },
        proposalState: 'open',
      }),
    ];
    saveConversation(storage, paris, entries);
    expect(loadConversation(storage, paris)).toEqual(entries);
    expect(loadConversation(storage, rome)).toEqual([]);
  });

  it('ignores damaged storage and keeps only the latest entries', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(loadConversation(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify([{ id: 1, role: 'robot' }]));
    expect(loadConversation(storage, 'k')).toEqual([]);
    saveConversation(
      storage,
      'k',
      Array.from({ length: STORED_ENTRIES + 5 }, (_, i) => entry(i)),
    );
    const kept = loadConversation(storage, 'k');
    expect(kept).toHaveLength(STORED_ENTRIES);
    expect(kept[0]!.id).toBe('e5');
    expect(loadConversation(undefined, 'k')).toEqual([]);
  });
});

describe('requestMessages', () => {
  it('sends the last few real messages, never the panel’s own notes', () => {
    const entries = [
      ...Array.from({ length: 14 }, (_, i) => entry(i)),
      { id: 'n', role: 'assistant' as const, content: 'Moved it.', local: true },
      entry(14),
    ];
    const sent = requestMessages(entries);
    expect(sent).toHaveLength(HISTORY_MESSAGES);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'message 14' });
    expect(sent.map((m) => m.content)).not.toContain('Moved it.');
  });
});

describe('confirmationText', () => {
  it('confirms in the past tense', () => {
    expect(confirmationText('Move Eiffel Tower from day 2 morning to day 2 evening')).toBe(
      'Moved Eiffel Tower from day 2 morning to day 2 evening.',
    );
    expect(confirmationText('Add Louvre Museum to day 2 afternoon')).toBe(
      'Added Louvre Museum to day 2 afternoon.',
    );
    expect(confirmationText('Remove Tram 28 from day 1 morning')).toBe('Removed Tram 28 from day 1 morning.');
  });
});

describe('chatInvitation', () => {
  it('names the traveller’s destination, days and own stops', () => {
    const text = chatInvitation({ destination: 'Lisbon, Portugal' }, [
      {
        day: 1,
        date: '2027-04-29',
        activities: [
          {
            id: 'a',
            title: 'São Jorge Castle',
            day: 1,
            timeSegment: 'morning',
            order: 0,
            isCustom: false,
            isVegetarian: false,
            isSelected: false,
          },
        ],
      },
      {
        day: 2,
        date: '2027-04-30',
        activities: [
          {
            id: 'b',
            title: 'Lunch at Terra',
            meal: 'lunch',
            day: 2,
            timeSegment: 'afternoon',
            order: 0,
            isCustom: false,
            isVegetarian: false,
            isSelected: false,
          },
        ],
      },
    ]);
    expect(text).toMatch(/^Ask me about your Lisbon plan, for example: /);
    expect(text).toContain("“what's for lunch on day 2?”");
    expect(text).toContain('“move São Jorge Castle to day 2 at 4 pm”');
    expect(text).toContain('“swap day 1 and day 2”');
    expect(text).not.toMatch(/Louvre|Paris/);
  });
});
