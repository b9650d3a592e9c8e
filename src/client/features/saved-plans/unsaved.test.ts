// When replacing the working plan must ask first.
import { describe, expect, it } from 'vitest';
import { parisPlan, tripOf } from '../../../../tests/helpers/chat-plan.ts';
import type { SavedPlan } from '../../../core/api/itineraries.ts';
import { differsFromSaved } from './unsaved.ts';

const trip = tripOf();
const saved = (days = parisPlan()): SavedPlan => ({
  id: 'plan-1',
  tripId: 'trip-1',
  name: 'Trip to Paris, France',
  destination: trip.destination,
  date: 'May 7 - May 10, 2026',
  tripDetails: trip,
  days,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('differsFromSaved', () => {
  it('is false without a plan to lose', () => {
    expect(differsFromSaved({ tripDetails: null, days: null, savedPlanId: null }, [])).toBe(false);
    const empty = parisPlan().map((d) => ({ ...d, activities: [] }));
    expect(differsFromSaved({ tripDetails: trip, days: empty, savedPlanId: null }, [])).toBe(false);
  });

  it('is true for a plan never saved, or whose saved version is gone', () => {
    expect(differsFromSaved({ tripDetails: trip, days: parisPlan(), savedPlanId: null }, [saved()])).toBe(
      true,
    );
    expect(differsFromSaved({ tripDetails: trip, days: parisPlan(), savedPlanId: 'plan-1' }, [])).toBe(true);
  });

  it('is false for the saved plan as saved, whatever order its fields came in, and true once it changes', () => {
    const reordered = parisPlan().map((d) => ({
      activities: d.activities.map((a) => Object.fromEntries(Object.entries(a).reverse()) as typeof a),
      day: d.day,
      date: d.date,
    }));
    expect(differsFromSaved({ tripDetails: trip, days: reordered, savedPlanId: 'plan-1' }, [saved()])).toBe(
      false,
    );
    const edited = parisPlan();
    edited[0]!.activities[0] = { ...edited[0]!.activities[0]!, notes: 'Book the 9:00 slot' };
    expect(differsFromSaved({ tripDetails: trip, days: edited, savedPlanId: 'plan-1' }, [saved()])).toBe(
      true,
    );
    expect(
      differsFromSaved({ tripDetails: { ...trip, travelers: 4 }, days: parisPlan(), savedPlanId: 'plan-1' }, [
        saved(),
      ]),
    ).toBe(true);
  });
});
