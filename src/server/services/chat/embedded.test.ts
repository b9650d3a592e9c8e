// The embedded chat over the real knowledge base: every place it names is real and fits the question.
import { describe, expect, it } from 'vitest';
import { parisPlan, planOf, tripOf } from '../../../../tests/helpers/chat-plan.ts';
import type { Day } from '../../../core/activity.ts';
import type { Proposal } from '../../../core/api/chat.ts';
import { haversineKm } from '../../../core/geo.ts';
import { FOOD_CATEGORIES } from '../../../core/knowledge.ts';
import { isOpenAt, openMinutesBetween } from '../../../core/opening-hours.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { getKnowledgeBase } from '../../../knowledge/index.ts';
import { estimateLeg } from '../../../planner/travel.ts';
import { createChatContext } from './context.ts';
import { answerEmbedded } from './embedded.ts';

const kb = getKnowledgeBase();
const FRIDAY = 5;
const SATURDAY = 6;
/** Long before the trip: "today" and "tonight" are the day the traveller is viewing. */
const BEFORE_TRIP = new Date('2026-03-02T09:00:00Z');

function ask(
  message: string,
  opts: { days?: Day[]; currentDay?: number; now?: Date; trip?: TripDetails } = {},
) {
  const ctx = createChatContext(
    kb,
    { tripDetails: opts.trip ?? tripOf(), days: opts.days ?? parisPlan(), currentDay: opts.currentDay ?? 2 },
    opts.now ?? BEFORE_TRIP,
  );
  return answerEmbedded(ctx, message);
}

const place = (id: string) => kb.place(`paris/${id}`)!;

function expectNamed(reply: string, names: string[]) {
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(reply).toContain(n);
}

describe('what is open', () => {
  it('tonight: only places open in the evening of the day viewed (Friday)', () => {
    const a = ask('What is open tonight?');
    expect(a.reply).toMatch(/Friday, May 8/);
    expectNamed(
      a.reply,
      a.places!.map((p) => p.name),
    );
    for (const p of a.places!)
      expect(openMinutesBetween(p.hours, FRIDAY, 18 * 60, 23 * 60)).toBeGreaterThanOrEqual(60);
    expect(a.places!.map((p) => p.id)).not.toContain('louvre');
  });

  it('at 3 am: places whose Friday hours run past midnight, not those closed by then', () => {
    const a = ask('anything open on day 3 at 3 am?');
    const ids = a.places!.map((p) => p.id);
    expect(ids).not.toContain('moulin-rouge'); // Friday 19:00-01:00
    for (const p of a.places!) expect(isOpenAt(p.hours, SATURDAY, 3 * 60)).toBe(true);
  });

  it('now: at the destination’s local time, not the server’s', () => {
    const now = new Date('2026-05-08T21:30:00Z'); // 23:30 in Paris, 06:30 Saturday in Kyoto
    const paris = ask('what is open right now?', { now });
    expect(paris.reply).toContain('Friday, May 8, 11:30 PM in Paris');
    for (const p of paris.places!) expect(isOpenAt(p.hours, FRIDAY, 23 * 60 + 30)).toBe(true);

    const kyoto = ask('what is open now?', {
      now,
      trip: tripOf({ destination: 'Kyoto, Japan', interests: ['history'] }),
      days: planOf('kyoto', '2026-05-07', [[['fushimi-inari-taisha', 'morning']], []]),
      currentDay: 1,
    });
    expect(kyoto.reply).toContain('Saturday, May 9, 6:30 AM in Kyoto');
    for (const p of kyoto.places!) expect(isOpenAt(p.hours, SATURDAY, 6 * 60 + 30)).toBe(true);
  });

  it('tonight during the trip is the real today at the destination, whatever day is on screen', () => {
    const now = new Date('2026-05-09T08:00:00Z'); // Saturday 10:00 in Paris: day 3
    expect(ask('what is open tonight?', { now, currentDay: 1 }).reply).toMatch(
      /^Open on day 3 \(Saturday, May 9\) in the evening/,
    );
    expect(ask('what is open tomorrow morning?', { now, currentDay: 1 }).reply).toMatch(
      /^Open on day 4 \(Sunday, May 10\)/,
    );
  });

  it('says when a place never closes', () => {
    const now = new Date('2026-05-08T21:30:00Z');
    expect(ask('is Montmartre open now?', { now }).reply).toMatch(
      /^Yes, Montmartre is open right now .*; it is open around the clock\./,
    );
  });

  it('about one place: open or closed then, with its hours', () => {
    const yes = ask('Is the Louvre open tomorrow morning?');
    expect(yes.reply).toMatch(/^Yes, Louvre Museum is open on day 3 \(Saturday, May 9\) in the morning/);
    expect(yes.reply).toContain('9:00 AM – 6:00 PM');
    const no = ask('is the louvre open on saturday evening?');
    expect(no.reply).toMatch(/^No, Louvre Museum is not open/);
    expect(no.reply).toContain('Tuesday: Closed');
  });

  it('warns about a planned stop that is closed in that part of the day', () => {
    const days = planOf('paris', '2026-05-07', [[], [], [['musee-d-orsay', 'evening']]]);
    const a = ask('what is open on day 3 evening', { days });
    expect(a.reply).toMatch(/Heads-up: Musée d'Orsay, in your plan that evening, is not open then/);
  });
});

describe('meals that fit a diet', () => {
  it('a vegetarian dinner near an activity is a vegetarian dinner place, nearest first, open that evening', () => {
    const a = ask('Where could we have a vegetarian dinner near the Eiffel Tower?');
    const eiffel = place('eiffel-tower');
    expect(a.reply).toMatch(/^Vegetarian dinner near Eiffel Tower, open on day 2 \(Friday, May 8\)/);
    expectNamed(
      a.reply,
      a.places!.map((p) => p.name),
    );
    for (const p of a.places!) {
      expect(FOOD_CATEGORIES).toContain(p.category);
      expect(p.dietary).toContain('vegetarian');
      expect(p.meals).toContain('dinner');
      expect(openMinutesBetween(p.hours, FRIDAY, 19 * 60, 22 * 60)).toBeGreaterThanOrEqual(60);
    }
    // L'As du Fallafel is vegetarian but closes at 16:00 on Fridays.
    expect(a.places!.map((p) => p.id)).not.toContain('l-as-du-fallafel');
    const km = a.places!.map((p) => haversineKm(eiffel, p));
    expect(km).toEqual([...km].sort((x, y) => x - y));
    // Nothing that fits is nearer than the first answer.
    const nearest = kb
      .placesOf('paris')
      .filter(
        (p) =>
          p.dietary?.includes('vegetarian') &&
          p.meals?.includes('dinner') &&
          openMinutesBetween(p.hours, FRIDAY, 19 * 60, 22 * 60) >= 60,
      )
      .sort((x, y) => haversineKm(eiffel, x) - haversineKm(eiffel, y))[0]!;
    expect(a.places![0]!.id).toBe(nearest.id);
    // The nearest comes as a proposal to confirm.
    expect(a.proposal).toMatchObject({
      kind: 'add',
      activity: { placeId: nearest.globalId, day: 2, timeSegment: 'evening' },
    });
  });

  it('vegan lunch near the day’s stops; gluten-free by the trip’s own preferences', () => {
    const vegan = ask('any vegan lunch ideas?');
    for (const p of vegan.places!) expect(p.dietary).toContain('vegan');
    const gf = ask('somewhere for dinner on day 1?', {
      trip: tripOf({ dietaryPreferences: ['glutenFree'] }),
    });
    expect(gf.reply).toContain('following your dietary preferences');
    for (const p of gf.places!) expect(p.dietary).toContain('glutenFree');
  });
});

describe('distances between stops', () => {
  const louvre = place('louvre');
  const eiffel = place('eiffel-tower');

  it('answers the estimate between two activities of the plan', () => {
    const leg = estimateLeg(eiffel, louvre);
    const a = ask('How far is the Louvre from the Eiffel Tower?');
    expect(a.reply).toContain(
      `From Eiffel Tower to Louvre Museum: about ${leg.km.toFixed(1)} km, roughly ${leg.minutes} min by public transport or taxi`,
    );
  });

  it('matches titles fuzzily: accents, case and typos', () => {
    const orsay = place('musee-d-orsay');
    const leg = estimateLeg(orsay, eiffel);
    for (const q of [
      'distance between MUSEE D ORSAY and the eifel tower',
      'how long to walk from orsay to eiffel tower',
    ])
      expect(ask(q).reply).toContain(`From Musée d'Orsay to Eiffel Tower: about ${leg.km.toFixed(1)} km`);
  });

  it('walks short legs', () => {
    const a = ask('how far from the louvre to the tuileries?');
    expect(a.reply).toMatch(
      /From Louvre Museum to Jardin des Tuileries: about 1\.\d km, roughly \d+ min on foot/,
    );
  });

  it('asks which stops when it cannot tell', () => {
    expect(ask('how far is it?').reply).toMatch(/^Which two stops do you mean\?.*Eiffel Tower/);
  });
});

describe('proposals', () => {
  const without = () =>
    planOf('paris', '2026-05-07', [
      [['jardin-des-tuileries', 'afternoon']],
      [['eiffel-tower', 'morning']],
      [],
      [],
    ]);

  it('adds a named place of the guide with its real fields, for several phrasings', () => {
    const louvre = place('louvre');
    for (const q of [
      'add Louvre Museum to day 2 afternoon',
      'Please add the louvre to the afternoon of day 2',
      'can you put the LOUVRE on day 2 in the afternoon?',
      'Add the Louvre on Friday afternoon',
    ]) {
      const a = ask(q, { days: without(), currentDay: 1 });
      expect(a.proposal, q).toEqual({
        kind: 'add',
        activity: {
          title: 'Louvre Museum',
          description: louvre.description,
          day: 2,
          timeSegment: 'afternoon',
          duration: '3 hours',
          location: louvre.address,
          cost: louvre.cost,
          type: 'museum',
          tags: louvre.tags,
          placeId: 'paris/louvre',
          lat: louvre.lat,
          lng: louvre.lng,
          sourceLink: louvre.website,
          sourceLabel: 'Website',
          isCustom: false,
          isVegetarian: false,
        },
        summary: 'Add Louvre Museum to day 2 afternoon',
      } satisfies Proposal);
    }
  });

  it('sets times only when the traveller gives one', () => {
    const a = ask('add sacre-coeur to day 3 at 4pm', { days: without() });
    expect(a.proposal).toMatchObject({
      kind: 'add',
      activity: { title: 'Sacré-Cœur', day: 3, timeSegment: 'afternoon', startTime: '16:00' },
    });
  });

  it('moves an activity to another segment or day', () => {
    for (const q of ['move the Eiffel Tower to the evening', 'Could you shift eiffel tower to evening?'])
      expect(ask(q).proposal, q).toMatchObject({
        kind: 'move',
        activityId: 'd2-1',
        toDay: 2,
        toSegment: 'evening',
      });
    for (const q of ['move dinner to day 3', 'reschedule the dinner for day 3', 'move dinner to tomorrow'])
      expect(ask(q).proposal, q).toMatchObject({
        kind: 'move',
        activityId: 'd2-3',
        toDay: 3,
        toSegment: 'evening',
      });
  });

  it('removes an activity named by title or by kind', () => {
    for (const q of ['remove the museum visit', "delete Musée d'Orsay", 'please drop the orsay'])
      expect(ask(q).proposal, q).toEqual({
        kind: 'remove',
        activityId: 'd2-2',
        summary: "Remove Musée d'Orsay from day 2 afternoon",
      });
  });

  it('finds a family show by kind: "the show" is Cirque du Soleil, an experience, not nightlife', () => {
    const days = planOf('las-vegas', '2026-05-07', [
      [
        ['hoover-dam', 'morning'],
        ['o-cirque-du-soleil', 'evening'],
      ],
    ]);
    const trip = tripOf({ destination: 'Las Vegas, USA', endDate: '2026-05-07' });
    const a = ask('remove the show', { days, currentDay: 1, trip });
    expect(a.proposal).toMatchObject({
      kind: 'remove',
      summary: 'Remove O by Cirque du Soleil from day 1 evening',
    });
  });

  it('finds an observation deck by "the view", though it is a landmark rather than a viewpoint', () => {
    const days = planOf('toronto', '2026-05-07', [
      [
        ['royal-ontario-museum', 'morning'],
        ['cn-tower', 'evening'],
      ],
    ]);
    const trip = tripOf({ destination: 'Toronto, Canada', endDate: '2026-05-07' });
    const a = ask('remove the view', { days, currentDay: 1, trip });
    expect(a.proposal).toMatchObject({ kind: 'remove', summary: 'Remove CN Tower from day 1 evening' });
  });

  it('asks which one when a phrase fits several activities of the day', () => {
    const days = planOf('paris', '2026-05-07', [
      [
        ['louvre', 'morning'],
        ['musee-rodin', 'afternoon'],
      ],
    ]);
    const a = ask('remove the museum', { days, currentDay: 1 });
    expect(a.proposal).toBeUndefined();
    expect(a.reply).toMatch(/^Which one should I remove\? Louvre Museum .*Musée Rodin/);
  });

  it('proposes nothing for a place the guide does not know, and says so', () => {
    const a = ask('add Foobar Palace to day 2');
    expect(a.proposal).toBeUndefined();
    expect(a.reply).toMatch(/I couldn't find "foobar palace" in the built-in guide for Paris/);
  });

  it('proposes nothing outside the trip, for what is already planned, or for a stop not in the plan', () => {
    expect(ask('move the eiffel tower to day 9').reply).toBe('Your trip has 4 days, so there is no day 9.');
    expect(ask('add the Eiffel Tower to day 3').proposal).toBeUndefined();
    const missing = ask('remove the Colosseum');
    expect(missing.proposal).toBeUndefined();
    expect(missing.reply).toMatch(/^I couldn't find "colosseum" in your plan/);
  });
});

describe('suggestions, overview and help', () => {
  it('suggests unplanned places near the day that fit the interests and are open then', () => {
    const a = ask('Can you suggest something for the afternoon?');
    expect(a.places!.length).toBeGreaterThan(0);
    for (const p of a.places!) {
      expect(p.tags.some((t) => t === 'museums' || t === 'history')).toBe(true);
      expect(['paris/louvre', 'paris/eiffel-tower', 'paris/musee-d-orsay']).not.toContain(p.globalId);
      expect(openMinutesBetween(p.hours, FRIDAY, 12 * 60, 18 * 60)).toBeGreaterThanOrEqual(60);
    }
    expectNamed(
      a.reply,
      a.places!.map((p) => p.name),
    );
  });

  it('lists a day of the plan', () => {
    expect(ask("what's planned for day 1?").reply).toBe(
      'Your plan for day 1 (Thursday, May 7):\nMorning: Louvre Museum\nAfternoon: Jardin des Tuileries\nEvening: Chez Janou',
    );
  });

  it('says what it can do', () => {
    expect(ask('hello there').reply).toMatch(/^I can help with your Paris plan/);
  });

  it('says plainly when the destination has no place data, and still measures the plan', () => {
    const trip = tripOf({ destination: 'Clermont-Ferrand, France' });
    const days: Day[] = [
      {
        day: 1,
        date: '2026-05-07',
        activities: [
          {
            id: 'x1',
            title: 'Basilique de Fourvière',
            day: 1,
            timeSegment: 'morning',
            order: 0,
            lat: 45.7622,
            lng: 4.8227,
            isCustom: true,
            isVegetarian: false,
            isSelected: false,
          },
          {
            id: 'x2',
            title: 'Place Bellecour',
            day: 1,
            timeSegment: 'afternoon',
            order: 0,
            lat: 45.7578,
            lng: 4.832,
            isCustom: true,
            isVegetarian: false,
            isSelected: false,
          },
        ],
      },
    ];
    for (const q of [
      'what is open tonight?',
      'vegetarian dinner near Place Bellecour',
      'add Louvre Museum to day 1',
    ])
      expect(ask(q, { trip, days, currentDay: 1 }).reply).toMatch(
        /^The built-in guide has no places for Clermont-Ferrand, France yet/,
      );
    expect(ask('how far is Fourviere from Bellecour?', { trip, days, currentDay: 1 }).reply).toMatch(
      /^From Place Bellecour to Basilique de Fourvière: about \d\.\d km/,
    );
  });
});
