import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureActivities, fixtureDays, fixtureTrip } from '../../../../tests/fixtures/itinerary.ts';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import type { Day } from '../../../core/activity.ts';
import { fitWinAnsi } from '../../services/pdf/fonts.ts';

async function pdfText(data: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/** pdf-parse may break long titles across lines: compare with whitespace collapsed. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe.each(drivers)('PDF export (%s)', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t?.close());

  const post = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url: '/api/exports/pdf', payload: payload as object, headers });

  it('answers a PDF download that contains every activity title, time, place and note', async () => {
    const res = await post({ tripDetails: fixtureTrip, days: fixtureDays });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Paris,_France_Itinerary\.pdf"/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(res.rawPayload);
    const all = flat(text);
    expect(all).toContain('Paris, France Itinerary');
    expect(all).toContain('May 3 - May 5, 2026');
    expect(all).toContain('Day 2 - Monday, May 4');
    expect(all).toContain('No activities planned for this day.');
    for (const a of fixtureActivities) expect(all).toContain(flat(a.title));
    expect(all).toContain('9:00 AM - 11:30 AM');
    expect(all).toContain('Rue de Rivoli, 75001 Paris');
    expect(all).toContain('Note: Book a timed entry online.');
  });

  it("names the accommodation and each day's departure from it and return to it", async () => {
    const hotel = {
      name: 'Hôtel du Louvre',
      lat: 48.8629,
      lng: 2.3359,
      address: 'Place André Malraux, Paris',
    };
    const days = fixtureDays.map((d) => ({
      ...d,
      start: {
        name: hotel.name,
        lat: hotel.lat,
        lng: hotel.lng,
        time: '08:45',
        travel: { minutes: 12, km: 0.9, mode: 'walk' },
      },
      end: {
        name: hotel.name,
        lat: hotel.lat,
        lng: hotel.lng,
        time: '21:40',
        travel: { minutes: 18, km: 4.1, mode: 'transit' },
      },
    }));
    const res = await post({ tripDetails: { ...fixtureTrip, accommodation: hotel }, days });
    expect(res.statusCode).toBe(200);
    const all = flat((await pdfText(res.rawPayload)).text);
    expect(all).toContain('Staying at: Hôtel du Louvre, Place André Malraux, Paris');
    expect(all).toContain('Leave Hôtel du Louvre at 8:45 AM (12 min walk)');
    expect(all).toContain('Back at Hôtel du Louvre by 9:40 PM (18 min by transit)');
  });

  it('breaks a long plan across numbered pages and keeps every activity', async () => {
    const days: Day[] = Array.from({ length: 7 }, (_, d) => ({
      date: `2026-06-0${d + 1}`,
      day: d + 1,
      activities: Array.from({ length: 8 }, (_, i) => ({
        id: `d${d}-${i}`,
        title: `Stop ${d + 1}.${i + 1} ${'x'.repeat(i * 3)}`,
        description: 'A long description that wraps over several lines of the page. '.repeat(3),
        day: d + 1,
        timeSegment: (['morning', 'afternoon', 'evening'] as const)[i % 3]!,
        order: i,
        startTime: `${8 + i}:00 AM`,
        location: 'Somewhere in Paris',
        notes: 'Bring water.',
        isCustom: false,
        isVegetarian: false,
        isSelected: false,
      })),
    }));
    const res = await post({
      tripDetails: { ...fixtureTrip, startDate: '2026-06-01', endDate: '2026-06-07' },
      days,
    });
    expect(res.statusCode).toBe(200);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThan(3);
    const all = flat(text);
    for (const day of days) for (const a of day.activities) expect(all).toContain(flat(a.title));
    expect(all).toContain(`Page ${pages} of ${pages}`);
  });

  it('needs a signed-in user, a valid plan and at least one activity', async () => {
    expect((await post({ tripDetails: fixtureTrip, days: fixtureDays }, {})).statusCode).toBe(401);
    const bad = await post({ tripDetails: { ...fixtureTrip, travelers: 0 }, days: fixtureDays });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('tripDetails.travelers: At least 1 traveler is required.');
    const empty = await post({
      tripDetails: fixtureTrip,
      days: [{ date: '2026-05-03', day: 1, activities: [] }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No itinerary data to export');
  });
});

describe('fitWinAnsi (the fallback when no Unicode font is installed)', () => {
  it('keeps Latin-1 and WinAnsi punctuation, strips accents it lacks, and marks the rest', () => {
    expect(fitWinAnsi('Café – “Zoë” €5')).toBe('Café – “Zoë” €5');
    expect(fitWinAnsi('Kőbánya')).toBe('Kobánya');
    expect(fitWinAnsi('東京')).toBe('??');
  });
});
