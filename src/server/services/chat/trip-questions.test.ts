// The questions a new traveller asked about a real Lisbon plan (issue 21), answered from the plan, the trip's dates
// and the planner's calendar. Thursday 29 April to Monday 3 May 2027; 1 May is a public holiday in Portugal.
import { describe, expect, it } from 'vitest';
import { planOf, tripOf } from '../../../../tests/helpers/chat-plan.ts';
import type { Day } from '../../../core/activity.ts';
import { FOOD_CATEGORIES } from '../../../core/knowledge.ts';
import { openRangesOnDate } from '../../../core/place-calendar.ts';
import { getKnowledgeBase } from '../../../knowledge/index.ts';
import { publicHolidays } from '../holidays/holidays.ts';
import { createChatContext } from './context.ts';
import { answerEmbedded } from './embedded.ts';

const kb = getKnowledgeBase();
const START = '2027-04-29';
const BEFORE_TRIP = new Date('2027-03-01T10:00:00Z');

type Timed = { meal?: 'lunch' | 'dinner'; start: string; end: string };
const TIMES: Record<string, Timed> = {
  'national-tile-museum': { start: '10:00', end: '11:30' },
  'time-out-market-lisboa': { meal: 'lunch', start: '13:00', end: '14:15' },
  'sao-jorge-castle': { start: '15:00', end: '16:30' },
  'jardim-das-cerejas': { meal: 'dinner', start: '19:30', end: '20:15' },
  'jeronimos-monastery': { start: '09:30', end: '11:00' },
  'pasteis-de-belem': { meal: 'lunch', start: '12:30', end: '13:15' },
  'belem-tower': { start: '13:45', end: '14:45' },
  'cervejaria-ramiro': { meal: 'dinner', start: '20:00', end: '21:30' },
  'national-coach-museum': { start: '10:00', end: '11:00' },
  'carmo-convent': { start: '16:00', end: '16:45' },
  'lisbon-cathedral': { start: '10:00', end: '10:45' },
  'museu-do-fado': { start: '11:00', end: '12:00' },
};

/** A Lisbon plan as the planner writes one: meals marked, times set. */
function lisbonPlan(): Day[] {
  const days = planOf('lisbon', START, [
    [
      ['national-tile-museum', 'morning'],
      ['time-out-market-lisboa', 'afternoon', 'Lunch at Time Out Market Lisboa'],
      ['sao-jorge-castle', 'afternoon'],
      ['jardim-das-cerejas', 'evening', 'Dinner at Jardim das Cerejas'],
    ],
    [
      ['jeronimos-monastery', 'morning'],
      ['pasteis-de-belem', 'afternoon', 'Lunch at Pastéis de Belém'],
      ['belem-tower', 'afternoon'],
      ['cervejaria-ramiro', 'evening', 'Dinner at Cervejaria Ramiro'],
    ],
    [
      ['national-coach-museum', 'morning'],
      ['carmo-convent', 'afternoon'],
    ],
    [['lisbon-cathedral', 'morning']],
    [['museu-do-fado', 'morning']],
  ]);
  return days.map((d) => ({
    ...d,
    activities: d.activities.map((a) => {
      const t = TIMES[a.placeId!.split('/')[1]!]!;
      const place = kb.place(a.placeId!)!;
      return {
        ...a,
        startTime: t.start,
        endTime: t.end,
        ...(t.meal ? { meal: t.meal, dietary: place.dietary ?? [] } : {}),
      };
    }),
  }));
}

const trip = tripOf({
  destination: 'Lisbon, Portugal',
  startDate: START,
  endDate: '2027-05-03',
  travelStyle: 'foodie',
  interests: ['food', 'history'],
  dietaryPreferences: ['vegetarian'],
});

function ask(message: string, currentDay = 1) {
  const ctx = createChatContext(kb, { tripDetails: trip, days: lisbonPlan(), currentDay }, BEFORE_TRIP);
  return answerEmbedded(ctx, message);
}

describe('questions about the plan and the trip’s dates (Lisbon)', () => {
  it('"what\'s for lunch on day 1?" names the lunch planned, where and when, and offers nothing new', () => {
    const a = ask("what's for lunch on day 1?", 3);
    expect(a.reply).toMatch(
      /^On day 1 \(Thursday, Apr 29\), lunch is at Time Out Market Lisboa, 13:00 – 14:15 /,
    );
    expect(a.reply).toContain('Av. 24 de Julho');
    expect(a.reply).toContain('vegetarian');
    expect(a.proposal).toBeUndefined();
    // Without a day, the day on screen.
    expect(ask('where are we having dinner?', 2).reply).toMatch(/^On day 2 .*dinner is at Cervejaria Ramiro/);
  });

  it('"I\'m vegan, dinner on day 1?" says the planned dinner has vegan dishes', () => {
    const a = ask("I'm vegan, dinner on day 1?");
    expect(a.reply).toMatch(/dinner is at Jardim das Cerejas/);
    expect(a.reply).toContain('vegan is covered there');
    expect(a.proposal).toBeUndefined();
  });

  it('"I\'m vegan, dinner on day 2?" says the planned one is not, and proposes vegan places open that evening', () => {
    const a = ask("I'm vegan, dinner on day 2?");
    expect(a.reply).toMatch(/dinner is at Cervejaria Ramiro.*It does not list vegan/s);
    expect(a.places!.length).toBeGreaterThan(0);
    const date = '2027-04-30';
    for (const p of a.places!) {
      expect(p.dietary).toEqual(expect.arrayContaining(['vegan', 'vegetarian']));
      expect(p.meals).toContain('dinner');
      // Open for an hour of the dinner window on that very date (the planner's calendar).
      const open = openRangesOnDate(p, date).reduce(
        (n, [o, c]) => n + Math.max(0, Math.min(c, 22 * 60) - Math.max(o, 19 * 60)),
        0,
      );
      expect(open).toBeGreaterThanOrEqual(60);
    }
    expect(a.proposal).toMatchObject({ kind: 'add', activity: { day: 2, timeSegment: 'evening' } });
  });

  it('"suggest something for the evening" fits the trip’s diet: no seafood hall for a vegetarian', () => {
    for (const day of [1, 2, 3]) {
      const a = ask('suggest something for the evening', day);
      expect(a.reply).toContain('your vegetarian diet');
      for (const p of a.places ?? []) {
        if ((FOOD_CATEGORIES as readonly string[]).includes(p.category))
          expect(p.dietary).toContain('vegetarian');
        expect(p.segments).toContain('evening');
      }
      const ids = (a.places ?? []).map((p) => p.id);
      expect(ids).not.toContain('cervejaria-ramiro');
      expect(ids).not.toContain('gambrinus');
    }
  });

  it('"is anything closed on my dates?" names each planned stop closed then and why, and the holiday', () => {
    const a = ask('is anything closed on my dates?');
    expect(publicHolidays('PT', ['2027-05-01'])['2027-05-01']).toBeTruthy();
    expect(a.reply).toMatch(
      /^On your dates \(Thursday, Apr 29 to Monday, May 3\), 4 stops of your plan are closed when planned:/,
    );
    expect(a.reply).toContain('National Coach Museum, day 3 (Saturday, May 1): Closed on 1 May.');
    expect(a.reply).toContain('Carmo Convent, day 3 (Saturday, May 1): Closed on 1 May.');
    expect(a.reply).toContain('Lisbon Cathedral (Sé), day 4 (Sunday, May 2): Closed on Sundays.');
    expect(a.reply).toContain('Museu do Fado, day 5 (Monday, May 3): Closed on Mondays.');
    expect(a.reply).toMatch(/Saturday, May 1 \(day 3\) is .+, a public holiday/);
    expect(a.reply).not.toMatch(/Open right now/);
    // A way out, on a day the stop is open.
    expect(a.reply).toMatch(/say for example "move National Coach Museum to day (1|2|4) morning"/);
    // One day only.
    const day4 = ask('what is closed on day 4?');
    expect(day4.reply).toMatch(/^On day 4 \(Sunday, May 2\), one stop of your plan is closed when planned:/);
    expect(day4.reply).not.toContain('Museu do Fado');
  });

  it('"swap day 1 and day 5" proposes the swap, says what each day would hold, and warns of closures', () => {
    const a = ask('swap day 1 and day 5');
    expect(a.proposal).toEqual({ kind: 'swap', dayA: 1, dayB: 5, summary: 'Swap day 1 and day 5' });
    expect(a.reply).toMatch(
      /^Swap day 1 and day 5\? Day 1 \(Thursday, Apr 29\) would hold Museu do Fado; day 5/,
    );
    // The tile museum shuts on Mondays: moving it to day 5 is flagged before anything changes.
    expect(a.reply).toMatch(
      /Heads-up: on day 5 \(Monday, May 3\), National Tile Museum would be a problem: closed on Mondays\./,
    );
    expect(ask('switch Thursday with Monday').proposal).toMatchObject({ kind: 'swap', dayA: 1, dayB: 5 });
    expect(ask('swap day 2 and day 9').proposal).toBeUndefined();
    expect(ask('swap day 2').reply).toMatch(/Which two days/);
  });

  it('"move Belém Tower to day 3 at 4 pm" proposes the day, the part of the day and the time, as long as before', () => {
    const a = ask('move Belém Tower to day 3 at 4 pm');
    expect(a.proposal).toEqual({
      kind: 'move',
      activityId: 'd2-3',
      toDay: 3,
      toSegment: 'afternoon',
      startTime: '16:00',
      endTime: '17:00',
      summary: 'Move Belém Tower from day 2 afternoon to day 3 afternoon at 16:00',
    });
    // Saturday 1 May it is shut: said before the traveller applies it.
    expect(a.reply).toContain('Note: Belém Tower is not open then');
    // A time on the same day.
    expect(ask('move São Jorge Castle to 10 am').proposal).toMatchObject({
      kind: 'move',
      toDay: 1,
      toSegment: 'morning',
      startTime: '10:00',
      endTime: '11:30',
    });
  });

  it('help names the traveller’s own destination, days and places, never another city’s', () => {
    const a = ask('what can you do?');
    expect(a.reply).toMatch(
      /^I can help with your Lisbon plan \(5 days, Thursday, Apr 29 to Monday, May 3\)/,
    );
    expect(a.reply).toContain('National Tile Museum');
    expect(a.reply).toContain('"swap day 1 and day 2"');
    expect(a.reply).not.toMatch(/Louvre|Eiffel|Paris/);
  });

  it('answers the same question the same way every time (offline, deterministic)', () => {
    for (const q of [
      "what's for lunch on day 1?",
      'is anything closed on my dates?',
      "I'm vegan, dinner on day 2?",
    ])
      expect(ask(q)).toEqual(ask(q));
  });
});
