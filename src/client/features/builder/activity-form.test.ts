import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../core/activity.ts';
import {
  customActivityDraft,
  customActivitySchema,
  editActivitySchema,
  editChanges,
  editValuesOf,
  fromTimeInput,
  toTimeInput,
} from './activity-form.ts';

const activity: Activity = {
  id: 'a1',
  title: 'Louvre Museum',
  day: 1,
  timeSegment: 'morning',
  order: 0,
  startTime: '9:00 AM',
  endTime: 'around noon',
  isCustom: false,
  isVegetarian: false,
  isSelected: false,
};

describe('activity forms', () => {
  it('converts between card times and time inputs', () => {
    expect(toTimeInput('9:05 AM')).toBe('09:05');
    expect(toTimeInput('12:00 AM')).toBe('00:00');
    expect(toTimeInput('around noon')).toBe('');
    expect(fromTimeInput('14:30')).toBe('2:30 PM');
    expect(fromTimeInput('')).toBeUndefined();
  });

  it('uses the activity schema message for a short title', () => {
    const res = editActivitySchema.safeParse({ ...editValuesOf(activity), title: 'L' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('Title is required.');
  });

  it('keeps a time the form could not show, and changes the ones edited', () => {
    const values = { ...editValuesOf(activity), startTime: '10:15', notes: ' Book ahead ' };
    const changes = editChanges(activity, values);
    expect(changes.startTime).toBe('10:15 AM');
    expect(changes.endTime).toBe('around noon');
    expect(changes.notes).toBe('Book ahead');
    expect(changes.description).toBeUndefined();
  });

  it('makes a custom activity draft from the add form', () => {
    const draft = customActivityDraft({
      title: 'Picnic',
      description: '',
      day: '2',
      timeSegment: 'afternoon',
      location: 'Parc Monceau',
      startTime: '13:00',
      duration: '1 hour',
    });
    expect(draft).toMatchObject({
      title: 'Picnic',
      day: 2,
      timeSegment: 'afternoon',
      location: 'Parc Monceau',
      startTime: '1:00 PM',
      duration: '1 hour',
      isCustom: true,
    });
    expect(customActivitySchema.safeParse({ ...draft, title: '' }).success).toBe(false);
  });
});
