import { describe, expect, it } from 'vitest';
import { fixtureDays, fixtureTrip, hostileDays } from '../../../tests/fixtures/itinerary.ts';
import { buildTextExport } from './text.ts';

describe('buildTextExport', () => {
  it('writes the file SPEC.md section 4 describes, line by line', () => {
    const file = buildTextExport(fixtureTrip, fixtureDays);
    expect(file.fileName).toBe('Paris,_France_Itinerary.txt');
    expect(file.mimeType).toMatch(/^text\/plain/);
    expect(file.content.split('\n')).toEqual([
      'Paris, France Itinerary',
      '=======================',
      '',
      'Dates: May 3 - May 5, 2026',
      'Travelers: 2',
      'Travel Style: Cultural',
      'Interests: History, Food & Cuisine',
      'Dietary Preferences: Vegetarian',
      '',
      'Day 1 - Sunday, May 3',
      '---------------------',
      '',
      'Morning:',
      '- Louvre Museum',
      "  The world's most visited art museum.",
      '  Time: 9:00 AM - 11:30 AM',
      '  Location: Rue de Rivoli, 75001 Paris',
      '  Note: Book a timed entry online.',
      '- Tuileries Garden',
      '  A stroll between the Louvre and Place de la Concorde.',
      '  Duration: 1 hour',
      '  Location: Place de la Concorde, 75001 Paris',
      '',
      'Afternoon:',
      "- Musée d'Orsay",
      '  Impressionist masterpieces in a former railway station.',
      '  Time: 2:00 PM',
      "  Location: 1 Rue de la Légion d'Honneur, 75007 Paris",
      '',
      'Evening:',
      '- Seine dinner cruise',
      '  Dinner on the river as the city lights up.',
      '  Time: 8:00 PM - 10:00 PM',
      '  Location: Port de la Bourdonnais, 75007 Paris',
      '  Note: Vegetarian menu requested.',
      '        Boarding closes 15 minutes before departure.',
      '',
      'Day 2 - Monday, May 4',
      '---------------------',
      '',
      'No activities planned for this day.',
      '',
      'Day 3 - Tuesday, May 5',
      '----------------------',
      '',
      'Morning:',
      '- Rue Mouffetard market',
      '  Time: 10:00 AM - 11:00 AM',
      '  Location: Rue Mouffetard, 75005 Paris',
      '',
      'Afternoon:',
      '- Montmartre walk',
      '  Sacré-Cœur and the painters of Place du Tertre.',
      '',
    ]);
  });

  it('says None for empty preference lists and keeps every word of the destination in the file name', () => {
    const file = buildTextExport(
      { ...fixtureTrip, destination: 'New York City, NY', dietaryPreferences: [] },
      fixtureDays,
    );
    expect(file.fileName).toBe('New_York_City,_NY_Itinerary.txt');
    expect(file.content).toContain('\nDietary Preferences: None\n');
  });

  it("throws 'No itinerary data to export' without days or activities", () => {
    expect(() => buildTextExport(fixtureTrip, [])).toThrow('No itinerary data to export');
    expect(() => buildTextExport(fixtureTrip, null)).toThrow('No itinerary data to export');
    expect(() => buildTextExport(fixtureTrip, [{ date: '2026-05-03', day: 1, activities: [] }])).toThrow(
      'No itinerary data to export',
    );
  });

  it('keeps hostile text as plain text that cannot forge lines', () => {
    const days = hostileDays();
    days[0]!.activities[2]!.title = 'Fake\nDay 9 - Monday, May 4\n---';
    const { content } = buildTextExport(fixtureTrip, days);
    expect(content).toContain('- <script>alert("x")</script> Louvre\n');
    expect(content).toContain('- Fake Day 9 - Monday, May 4 ---\n');
    expect(content).not.toMatch(/^Day 9/m);
  });
});
