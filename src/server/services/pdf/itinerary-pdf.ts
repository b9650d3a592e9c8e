// The itinerary as a PDF: a title block with the trip's facts, then per day and time segment the activities with
// their times, places and notes. Blocks that would straddle a page move to the next one; pages are numbered.

import PDFDocument from 'pdfkit';
import type { Activity, Day } from '../../../core/activity.ts';
import {
  DIETARY_LABELS,
  INTEREST_LABELS,
  SEGMENT_COLORS,
  SEGMENT_LABELS,
  TIME_SEGMENTS,
  TRAVEL_STYLE_LABELS,
} from '../../../core/constants.ts';
import { formatDateRange } from '../../../core/dates.ts';
import { dataCredits } from '../../../core/export/credits.ts';
import { daysWithData, oneLine, sortedActivities, timeRange } from '../../../core/export/plan.ts';
import { dayHeading, endpointLine, stayingLine } from '../../../core/export/text.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { pdfFonts } from './fonts.ts';

const MARGIN = 54;
const TIME_COLUMN = 116;
const INK = '#0f172a';
const BODY = '#334155';
const MUTED = '#64748b';
const BRAND = '#0f766e';

const labelList = (labels: Record<string, string>, keys: readonly string[]) =>
  keys.map((k) => labels[k] ?? k).join(', ') || 'None';

/** Renders the plan; throws 'No itinerary data to export' when it has no activity. */
export function renderItineraryPdf(trip: TripDetails, days: readonly Day[]): Promise<Buffer> {
  const ordered = daysWithData(days);
  const fonts = pdfFonts();
  const printable = (text: string | undefined) => fonts.printable(text ?? '');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: printable(`${oneLine(trip.destination)} Itinerary`), Creator: 'Wayfarer' },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('italic', fonts.italic);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Title block.
  doc
    .font('bold')
    .fontSize(24)
    .fillColor(INK)
    .text(printable(`${oneLine(trip.destination)} Itinerary`), { width });
  doc.moveDown(0.3);
  const facts = [
    formatDateRange(trip.startDate, trip.endDate),
    `${trip.travelers} traveler${trip.travelers === 1 ? '' : 's'}`,
    `${TRAVEL_STYLE_LABELS[trip.travelStyle] ?? trip.travelStyle} style`,
  ].join('   |   ');
  doc.font('regular').fontSize(11).fillColor(BODY).text(facts, { width });
  doc.moveDown(0.2);
  doc.fontSize(10).fillColor(MUTED);
  doc.text(`Interests: ${labelList(INTEREST_LABELS, trip.interests)}`, { width });
  doc.text(`Dietary preferences: ${labelList(DIETARY_LABELS, trip.dietaryPreferences ?? [])}`, { width });
  const staying = stayingLine(trip);
  if (staying) doc.text(printable(staying), { width });
  doc.moveDown(0.6);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(2)
    .strokeColor(BRAND)
    .stroke();
  doc.moveDown(0.6);

  const contentWidth = width - TIME_COLUMN;
  const activityHeight = (a: Activity) => {
    let h = 0;
    doc.font('bold').fontSize(11.5);
    h += doc.heightOfString(printable(oneLine(a.title)), { width: contentWidth });
    doc.font('regular').fontSize(10);
    if (a.description?.trim())
      h += doc.heightOfString(printable(a.description.trim()), { width: contentWidth }) + 2;
    doc.fontSize(9);
    if (a.location?.trim())
      h += doc.heightOfString(printable(oneLine(a.location)), { width: contentWidth }) + 2;
    doc.font('italic');
    if (a.notes?.trim())
      h += doc.heightOfString(printable(`Note: ${a.notes.trim()}`), { width: contentWidth }) + 2;
    return h + 10;
  };

  const drawActivity = (a: Activity) => {
    ensureRoom(activityHeight(a));
    const top = doc.y;
    const when = timeRange(a) ?? oneLine(a.duration);
    if (when)
      doc
        .font('regular')
        .fontSize(9.5)
        .fillColor(MUTED)
        .text(printable(when), MARGIN, top, { width: TIME_COLUMN - 10 });
    const afterTime = doc.y;
    const x = MARGIN + TIME_COLUMN;
    doc
      .font('bold')
      .fontSize(11.5)
      .fillColor(INK)
      .text(printable(oneLine(a.title)), x, top, { width: contentWidth });
    if (a.description?.trim()) {
      doc
        .moveDown(0.1)
        .font('regular')
        .fontSize(10)
        .fillColor(BODY)
        .text(printable(a.description.trim()), x, doc.y, {
          width: contentWidth,
        });
    }
    if (a.location?.trim()) {
      doc
        .moveDown(0.1)
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(printable(oneLine(a.location)), x, doc.y, { width: contentWidth });
    }
    if (a.notes?.trim()) {
      doc
        .moveDown(0.1)
        .font('italic')
        .fontSize(9)
        .fillColor('#854d0e')
        .text(printable(`Note: ${a.notes.trim()}`), x, doc.y, {
          width: contentWidth,
        });
    }
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, afterTime) + 8;
  };

  for (const day of ordered) {
    const activities = sortedActivities(day.activities);
    // Keep a day's heading with at least its first activity.
    ensureRoom(40 + (activities[0] ? activityHeight(activities[0]) + 20 : 20));
    doc.moveDown(0.4);
    doc.font('bold').fontSize(15).fillColor(INK).text(dayHeading(day), MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    if (activities.length === 0) {
      doc.font('italic').fontSize(10).fillColor(MUTED).text('No activities planned for this day.', { width });
      doc.moveDown(0.5);
      continue;
    }
    const endpoint = (text: string) => {
      doc.font('italic').fontSize(10).fillColor(MUTED).text(printable(text), MARGIN, doc.y, { width });
      doc.moveDown(0.4);
    };
    if (day.start) endpoint(endpointLine(day.start, true));
    for (const segment of TIME_SEGMENTS) {
      const inSegment = activities.filter((a) => a.timeSegment === segment);
      if (inSegment.length === 0) continue;
      ensureRoom(20 + activityHeight(inSegment[0]!));
      doc.font('bold').fontSize(9.5).fillColor(SEGMENT_COLORS[segment]);
      doc.text(SEGMENT_LABELS[segment].toUpperCase(), MARGIN, doc.y, { width, characterSpacing: 1 });
      doc.moveDown(0.3);
      for (const a of inSegment) drawActivity(a);
    }
    if (day.end) {
      ensureRoom(20);
      endpoint(endpointLine(day.end, false));
    }
  }
  for (const credit of dataCredits(ordered)) {
    ensureRoom(24);
    doc.moveDown(0.6);
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(printable(credit), MARGIN, doc.y, { width });
  }

  // Footer on every page, drawn inside the bottom margin without moving the text cursor onto a new page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 18;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(printable(`${oneLine(trip.destination)} itinerary - made with Wayfarer`), MARGIN, y, {
      width: width / 2,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
