// Re-timing a day: stops flow in the traveller's order with the way between them, within their hours and meal
// windows; pinned times hold; what cannot fit is a conflict in words with a fix; a day whose times hold is kept.
import { describe, expect, it } from 'vitest';
import type { Activity, ActivityTiming, Day } from '../../core/activity.ts';
import { moveActivity, updateActivity } from '../../core/itinerary.ts';
import { ACCESS_TOWN_MINUTES, estimateLeg } from '../travel.ts';
import { applyFixAction } from './apply-fix.ts';
import { dayProblems, legMinutes, type RetimeTrip, retimeDay } from './retime.ts';

const TRIP: RetimeTrip = {
  startDate: '2026-12-07', // a Monday
  endDate: '2026-12-09',
  activityPace: 'moderate',
  travelStyle: 'cultural',
};
const DATES = 3;
/** Lisbon, around Chiado: a few hundred metres apart. */
const CHIADO = { lat: 38.7107, lng: -9.1424 };
const near = (k: number) => ({ lat: CHIADO.lat + k * 0.002, lng: CHIADO.lng });

const open = (ranges: [number, number][], closedOn: number[] = []): ActivityTiming => ({
  from: TRIP.startDate,
  open: Array.from({ length: DATES }, (_, i) => (closedOn.includes(i) ? [] : ranges)),
  ...(closedOn.length
    ? { closed: Array.from({ length: DATES }, (_, i) => (closedOn.includes(i) ? 'Closed on Mondays' : '')) }
    : {}),
});

let id = 0;
function act(over: Partial<Activity> & Pick<Activity, 'title' | 'timeSegment'>): Activity {
  return {
    id: `a${++id}`,
    day: 1,
    order: id,
    isCustom: false,
    isVegetarian: false,
    isSelected: false,
    ...near(id % 5),
    ...over,
  };
}

const day = (activities: Activity[], n = 1): Day => ({
  day: n,
  date: `2026-12-0${6 + n}`,
  activities: activities.map((a, i) => ({ ...a, day: n, order: i })),
});
const times = (d: Day) => d.activities.map((a) => `${a.title} ${a.startTime}-${a.endTime} ${a.timeSegment}`);

describe('re-timing a day', () => {
  it('flows the stops in order with the way and the buffer between them, labelled by start time', () => {
    const d = day([
      act({ title: 'Castle', timeSegment: 'morning', duration: '2 hours', timing: open([[540, 1080]]) }),
      act({ title: 'Tram', timeSegment: 'morning', duration: '1 hour' }),
      act({ title: 'Lunch', timeSegment: 'afternoon', duration: '1 hour', meal: 'lunch' }),
    ]);
    const { day: out, conflicts } = retimeDay(d, TRIP);
    expect(conflicts).toEqual([]);
    expect(times(out)).toEqual([
      'Castle 9:00 AM-11:00 AM morning',
      'Tram 11:15 AM-12:15 PM morning',
      'Lunch 12:30 PM-1:30 PM afternoon',
    ]);
    expect(dayProblems(out, TRIP)).toEqual([]);
    // Timed again, nothing changes: the same object comes back.
    expect(retimeDay(out, TRIP).day).toBe(out);
  });

  it('shows an evening-only place moved to the morning as a conflict, with a move to the evening as its fix', () => {
    const bar = act({
      title: 'Bairro Alto',
      timeSegment: 'evening',
      duration: '2 hours',
      startTime: '9:00 PM',
      endTime: '11:00 PM',
      timing: open([[19 * 60, 26 * 60]]),
    });
    const museum = act({ title: 'Museum', timeSegment: 'morning', duration: '1 hour 30 minutes' });
    const planned = retimeDay(day([museum, bar]), TRIP).day;
    const movedDays = moveActivity([planned], bar.id, 1, 'morning', 0, TRIP.startDate);
    const { day: out, conflicts } = retimeDay(movedDays[0]!, TRIP);
    expect(times(out)[0]).toBe('Bairro Alto 9:00 AM-11:00 AM morning');
    expect(conflicts).toEqual([
      {
        activityId: bar.id,
        kind: 'opens-later',
        message: 'Closed at this time: opens at 7:00 PM',
        fix: {
          label: 'Move to the evening',
          action: { kind: 'move', activityId: bar.id, day: 1, segment: 'evening' },
        },
      },
    ]);
    // The fix puts it back in the evening, and the day holds again.
    const fixed = retimeDay(moveActivity([out], bar.id, 1, 'evening', 99, TRIP.startDate)[0]!, TRIP);
    expect(fixed.conflicts).toEqual([]);
    expect(times(fixed.day).at(-1)).toBe('Bairro Alto 7:00 PM-9:00 PM evening');
  });

  it('moves a stop dragged to the evening after the evening dinner, never before it', () => {
    const cafe = act({ title: 'A Brasileira', timeSegment: 'afternoon', duration: '45 minutes' });
    const dinner = act({
      title: 'Dinner at Terra',
      timeSegment: 'evening',
      duration: '1 hour 30 minutes',
      meal: 'dinner',
    });
    const planned = retimeDay(day([cafe, dinner]), TRIP).day;
    const moved = moveActivity([planned], cafe.id, 1, 'evening', 1, TRIP.startDate)[0]!;
    const { day: out, conflicts } = retimeDay(moved, TRIP);
    expect(conflicts).toEqual([]);
    expect(times(out)).toEqual([
      'Dinner at Terra 6:30 PM-8:00 PM evening',
      'A Brasileira 8:15 PM-9:00 PM evening',
    ]);
  });

  it('says a place closed that day is closed, and offers the next day it opens', () => {
    const museum = act({
      title: 'Gulbenkian',
      timeSegment: 'morning',
      duration: '2 hours',
      timing: open([[600, 1080]], [0]),
    });
    const { conflicts } = retimeDay(day([museum]), TRIP);
    expect(conflicts).toEqual([
      {
        activityId: museum.id,
        kind: 'closed-day',
        message: 'Closed on Mondays',
        fix: {
          label: 'Move to Day 2 (morning)',
          action: { kind: 'move', activityId: museum.id, day: 2, segment: 'morning' },
        },
      },
    ]);
  });

  it('keeps a pinned time, flows the others around it and reports a way longer than the gap', () => {
    const palace = act({
      title: 'Pena Palace',
      timeSegment: 'morning',
      duration: '3 hours',
      startTime: '9:00 AM',
      pinned: true,
      isCustom: true,
      lat: 38.7876,
      lng: -9.3906,
    });
    const lunch = act({
      title: 'Lunch at Chiado',
      timeSegment: 'afternoon',
      duration: '1 hour',
      meal: 'lunch',
      ...CHIADO,
    });
    const flowing = retimeDay(day([palace, lunch]), TRIP);
    expect(flowing.conflicts).toEqual([]);
    const [p, l] = flowing.day.activities;
    expect(p!.startTime).toBe('9:00 AM');
    // The way from Sintra to Chiado is long: lunch starts once it is done.
    expect(l!.startTime).not.toBe('12:30 PM');
    expect(dayProblems(flowing.day, TRIP)).toEqual([]);

    // Lunch pinned at 12:30: the way does not fit, said on the palace, with unpinning lunch as the fix.
    const pinnedLunch = updateActivity(
      [flowing.day],
      lunch.id,
      { startTime: '12:30 PM', pinned: true },
      TRIP.startDate,
    );
    const { conflicts } = retimeDay(pinnedLunch[0]!, TRIP);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      activityId: palace.id,
      kind: 'travel',
      fix: { label: 'Unpin Lunch at Chiado', action: { kind: 'unpin', activityId: lunch.id } },
    });
    expect(conflicts[0]!.message).toMatch(
      /^The \d+ (hour|minutes).* way to Lunch at Chiado does not fit before 12:30 PM$/,
    );
  });

  it('says when a stop overlaps a pinned one', () => {
    const walk = act({ title: 'Long walk', timeSegment: 'morning', duration: '4 hours' });
    const show = act({
      title: 'Fado show',
      timeSegment: 'morning',
      duration: '1 hour',
      startTime: '11:00 AM',
      pinned: true,
    });
    const { conflicts } = retimeDay(day([walk, show]), TRIP);
    expect(conflicts.map((c) => [c.activityId, c.message])).toEqual([[walk.id, 'Overlaps Fado show']]);
  });

  it('keeps meals in their windows and says when one cannot be', () => {
    const long = act({ title: 'Day at the museum', timeSegment: 'morning', duration: '6 hours' });
    const lunch = act({
      title: 'Lunch',
      timeSegment: 'afternoon',
      duration: '1 hour',
      meal: 'lunch',
      timing: { ...open([[600, 1380]]), mealWindow: [720, 870] },
    });
    const { conflicts } = retimeDay(day([long, lunch]), TRIP);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.message).toMatch(/^Starts \d+ minutes after lunch time \(12:00 PM to 2:30 PM\)$/);
  });

  it('reports a day running past midnight', () => {
    const a = act({
      title: 'Late bar',
      timeSegment: 'evening',
      duration: '3 hours',
      startTime: '10:00 PM',
      pinned: true,
    });
    const { conflicts } = retimeDay(day([a]), TRIP);
    expect(conflicts.map((c) => c.message)).toEqual(['Runs past midnight (ends 1:00 AM)']);
  });

  it('leaves a day whose times already hold as it is, free time included', () => {
    const d = day([
      act({
        title: 'Castle',
        timeSegment: 'morning',
        duration: '1 hour',
        startTime: '10:00 AM',
        endTime: '11:00 AM',
      }),
      act({
        title: 'Lunch',
        timeSegment: 'afternoon',
        duration: '1 hour',
        meal: 'lunch',
        startTime: '1:30 PM',
        endTime: '2:30 PM',
      }),
    ]);
    expect(retimeDay(d, TRIP)).toEqual({ day: d, conflicts: [] });
  });

  it('keeps a visit the plan made at dawn, before the usual morning, and flows the day after it', () => {
    // Angkor Wat at sunrise, 5:00 to 7:30: the planner leaves in the night for it; the builder keeps it there.
    const sunrise = act({
      title: 'Temple at sunrise',
      timeSegment: 'morning',
      duration: '2 hours',
      startTime: '5:00 AM',
      endTime: '7:00 AM',
      timing: open([[5 * 60, 7 * 60 + 30]]),
    });
    const lunch = act({
      title: 'Lunch',
      timeSegment: 'afternoon',
      duration: '1 hour',
      meal: 'lunch',
      startTime: '1:00 PM',
      endTime: '2:00 PM',
    });
    const d = day([sunrise, lunch]);
    expect(dayProblems(d, TRIP)).toEqual([]);
    expect(retimeDay(d, TRIP)).toEqual({ day: d, conflicts: [] });
    // Another edit of the day times it afresh: the sunrise keeps its dawn start.
    const moved = {
      ...d,
      activities: d.activities.map((a) =>
        a.id === lunch.id ? { ...a, startTime: '12:30 PM', endTime: '1:30 PM' } : a,
      ),
    };
    const edited = retimeDay(moved, TRIP);
    expect(edited.conflicts).toEqual([]);
    expect(edited.day.activities[0]!.startTime).toBe('5:00 AM');
  });

  it('keeps a visit timed to the sunset around the sunset when the day is timed afresh', () => {
    // The penguins come ashore at dusk: after an edit the visit does not slide to the afternoon's first free time.
    const sunset = 17 * 60 + 20;
    const museum = act({
      title: 'Museum',
      timeSegment: 'afternoon',
      duration: '1 hour',
      timing: open([[540, 1080]]),
    });
    const dusk = act({
      title: 'Penguins at dusk',
      timeSegment: 'afternoon',
      duration: '2 hours',
      timing: { ...open([[14 * 60, 22 * 60]]), sunset: [sunset, sunset, sunset] },
    });
    const { day: out, conflicts } = retimeDay(day([museum, dusk]), TRIP);
    expect(conflicts).toEqual([]);
    const visit = out.activities.find((a) => a.title === 'Penguins at dusk')!;
    expect(times(out)).toEqual([
      'Museum 12:00 PM-1:00 PM afternoon',
      'Penguins at dusk 3:50 PM-5:50 PM afternoon',
    ]);
    expect(visit.startTime).toBe('3:50 PM');
    // Pinned before the sunset's hour, it says so.
    const pinned = { ...dusk, pinned: true, startTime: '2:00 PM', endTime: '4:00 PM' };
    const problems = retimeDay(day([museum, pinned]), TRIP).conflicts;
    expect(problems.map((c) => c.message)).toContainEqual(expect.stringMatching(/Misses the sunset/));
  });

  it('starts and ends the day at the accommodation', () => {
    const trip = { ...TRIP, accommodation: { name: 'Hotel Avenida', ...near(4) } };
    const { day: out } = retimeDay(
      day([act({ title: 'Castle', timeSegment: 'morning', duration: '1 hour' })]),
      trip,
    );
    expect(out.start?.name).toBe('Hotel Avenida');
    expect(out.start?.time).toMatch(/^0[89]:\d\d$/);
    expect(out.end?.time).toMatch(/^1[01]:\d\d$/);
  });

  it('lets stops pushed out of their segment come back once the stop that pushed them leaves', () => {
    const a = act({ title: 'Carmo', timeSegment: 'morning', duration: '1 hour 30 minutes' });
    const b = act({ title: 'Sé', timeSegment: 'morning', duration: '1 hour 30 minutes' });
    const dinner = act({ title: 'Dinner', timeSegment: 'evening', duration: '2 hours', meal: 'dinner' });
    const planned = retimeDay(day([a, b, dinner]), TRIP).day;
    // Dinner dropped first in the morning pushes the Sé into the afternoon (and is a conflict).
    const broken = retimeDay(
      moveActivity([planned], dinner.id, 1, 'morning', 0, TRIP.startDate)[0]!,
      TRIP,
    ).day;
    const se = broken.activities.find((x) => x.id === b.id)!;
    expect(se.timeSegment).toBe('afternoon');
    expect(se.placedIn).toBe('morning');
    // Dinner back in the evening: the morning is as it was.
    const back = retimeDay(moveActivity([broken], dinner.id, 1, 'evening', 0, TRIP.startDate)[0]!, TRIP);
    expect(back.conflicts).toEqual([]);
    expect(times(back.day)).toEqual(times(planned));
    expect(back.day.activities.some((x) => x.placedIn)).toBe(false);
  });
});

describe("applying a conflict's fix", () => {
  it('puts dinner back before the evening stroll when the end of the evening would keep it past closing', () => {
    const castle = act({ title: 'Castle', timeSegment: 'afternoon', duration: '2 hours' });
    const dinner = act({
      title: 'Dinner at Casa',
      timeSegment: 'evening',
      duration: '1 hour 30 minutes',
      meal: 'dinner',
      timing: open([[19 * 60 + 30, 22 * 60 + 45]]),
    });
    // Its bars open at 20:00.
    const stroll = act({
      title: 'Pink Street',
      timeSegment: 'evening',
      duration: '2 hours',
      timing: open([[20 * 60, 26 * 60]]),
    });
    const planned = retimeDay(day([castle, dinner, stroll]), TRIP).day;
    // Dinner dragged to the morning: a conflict whose fix moves it to the evening.
    const moved = retimeDay(moveActivity([planned], dinner.id, 1, 'morning', 0, TRIP.startDate)[0]!, TRIP);
    const fix = moved.conflicts.find((c) => c.activityId === dinner.id)?.fix?.action;
    expect(fix).toEqual({ kind: 'move', activityId: dinner.id, day: 1, segment: 'evening' });
    // At the end of the evening, after two hours on Pink Street, dinner would end after the kitchen closes.
    const atEnd = retimeDay(
      moveActivity([moved.day], dinner.id, 1, 'evening', Number.POSITIVE_INFINITY, TRIP.startDate)[0]!,
      TRIP,
    );
    expect(atEnd.conflicts.some((c) => c.activityId === dinner.id)).toBe(true);
    const fixed = retimeDay(applyFixAction([moved.day], fix!, TRIP)[0]!, TRIP);
    expect(fixed.conflicts).toEqual([]);
    expect(times(fixed.day).slice(-2)).toEqual([
      'Dinner at Casa 7:30 PM-9:00 PM evening',
      'Pink Street 9:15 PM-11:15 PM evening',
    ]);
  });

  it('keeps the end of the segment when the activity fits there', () => {
    const walk = act({ title: 'Walk', timeSegment: 'evening', duration: '1 hour' });
    const bar = act({
      title: 'Bar',
      timeSegment: 'evening',
      duration: '1 hour',
      timing: open([[19 * 60, 26 * 60]]),
    });
    const planned = retimeDay(day([walk, bar]), TRIP).day;
    const moved = moveActivity([planned], bar.id, 1, 'morning', 0, TRIP.startDate);
    const fixed = applyFixAction(
      moved,
      { kind: 'move', activityId: bar.id, day: 1, segment: 'evening' },
      TRIP,
    );
    expect(fixed[0]!.activities.filter((a) => a.timeSegment === 'evening').map((a) => a.title)).toEqual([
      'Walk',
      'Bar',
    ]);
  });

  it('unpins a pinned activity', () => {
    const show = act({ title: 'Show', timeSegment: 'evening', duration: '1 hour', pinned: true });
    const out = applyFixAction([day([show])], { kind: 'unpin', activityId: show.id }, TRIP);
    expect(out[0]!.activities[0]!.pinned).toBeFalsy();
  });
});

describe('the way to a day trip, as the planner counts it', () => {
  // Sintra from Chiado: 25 km; the estimate drives the whole way, the guide's train takes 40 minutes.
  const SINTRA = { lat: 38.7979, lng: -9.3906 };
  const palace = (accessMode?: ActivityTiming['accessMode']) =>
    act({
      title: 'Pena Palace',
      timeSegment: 'morning',
      ...SINTRA,
      timing: { ...open([[540, 1110]]), accessMinutes: 40, ...(accessMode ? { accessMode } : {}) },
    });
  // Made in each test, after the others': act() numbers activities, and their places follow the numbers.
  const museumAt = () => act({ title: 'Museum', timeSegment: 'morning', ...CHIADO });

  it('takes the train and the way to the station where the road estimate is longer', () => {
    const museum = museumAt();
    expect(estimateLeg(CHIADO, SINTRA).minutes).toBeGreaterThan(40 + ACCESS_TOWN_MINUTES);
    expect(legMinutes(museum, palace('transit'))).toBe(40 + ACCESS_TOWN_MINUTES);
    expect(legMinutes(palace('transit'), museum)).toBe(40 + ACCESS_TOWN_MINUTES);
  });

  it("keeps the road's estimate for a day trip by car, and for a plan that did not say how it goes", () => {
    const museum = museumAt();
    const road = estimateLeg(CHIADO, SINTRA).minutes;
    expect(legMinutes(museum, palace('drive'))).toBe(road);
    expect(legMinutes(museum, palace())).toBe(road);
  });
});
