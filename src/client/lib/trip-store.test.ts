// The store's itinerary actions apply the core operations to the working days (no browser storage here: the
// persist middleware simply has nowhere to write).
import { beforeEach, describe, expect, it } from 'vitest';
import { allActivities } from '../../core/itinerary.ts';
import { tripDetailsSchema } from '../../core/trip.ts';
import { useTripStore } from './trip-store.ts';

const tripDetails = tripDetailsSchema.parse({
  destination: 'Lisbon, Portugal',
  startDate: '2026-05-03',
  endDate: '2026-05-05',
  interests: ['history'],
});
const store = () => useTripStore.getState();
const titles = () =>
  allActivities(store().days ?? []).map((a) => `${a.day}:${a.timeSegment}:${a.order}:${a.title}`);

describe('trip store itinerary actions', () => {
  beforeEach(() => {
    store().reset();
    store().setTripDetails(tripDetails);
  });

  it('does nothing without trip details', () => {
    store().reset();
    store().ensureDays();
    store().addActivity({ title: 'Walk', day: 1, timeSegment: 'morning' });
    expect(store().days).toBeNull();
  });

  it('creates the empty days, then adds, edits, moves, duplicates, reorders, appends and removes', () => {
    store().ensureDays();
    expect(store().days?.map((d) => d.date)).toEqual(['2026-05-03', '2026-05-04', '2026-05-05']);
    store().addActivity({ title: 'Castle', day: 1, timeSegment: 'morning' });
    store().addActivity({ title: 'Tram 28', day: 1, timeSegment: 'morning' });
    const [castle, tram] = allActivities(store().days!);
    store().updateActivity(castle!.id, { notes: 'Go early' });
    store().moveActivity(tram!.id, 1, 'evening', 0);
    store().duplicateActivity(castle!.id);
    store().appendActivities(2, [{ title: 'Fado night', day: 1, timeSegment: 'evening' }]);
    expect(titles()).toEqual([
      '1:morning:0:Castle',
      '1:morning:1:Castle',
      '1:evening:0:Tram 28',
      '2:evening:0:Fado night',
    ]);
    const morning = store()
      .days![0]!.activities.filter((a) => a.timeSegment === 'morning')
      .map((a) => a.id);
    store().reorderSegment(1, 'morning', morning.toReversed());
    expect(
      store()
        .days![0]!.activities.map((a) => a.id)
        .slice(0, 2),
    ).toEqual(morning.toReversed());
    store().removeActivity(castle!.id);
    expect(titles()).toEqual(['1:morning:0:Castle', '1:evening:0:Tram 28', '2:evening:0:Fado night']);
    expect(allActivities(store().days!).find((a) => a.id === castle!.id)).toBeUndefined();
  });

  it('loads a saved plan: its details and days, and the plan id for saving again', () => {
    store().setGenerating(true);
    store().loadPlan(
      { ...tripDetails, destination: 'Porto, Portugal' },
      [
        { day: 2, date: '2026-05-04', activities: [] },
        { day: 1, date: '2026-05-03', activities: [] },
      ],
      'plan-1',
    );
    expect(store()).toMatchObject({ savedPlanId: 'plan-1', isGenerating: false });
    expect(store().tripDetails?.destination).toBe('Porto, Portugal');
    expect(store().days?.map((d) => d.day)).toEqual([1, 2]);
  });
});
