// The itinerary email: a subject, an HTML part (table layout, inline styles, as mail clients need) and a plain-text
// part. Every piece of user text goes through escapeHtml; nothing the traveller typed becomes markup.

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
import { oneLine, sortedActivities, whenText } from '../../../core/export/plan.ts';
import { buildTextExport, dayHeading, endpointLine, stayingLine } from '../../../core/export/text.ts';
import type { TripDetails } from '../../../core/trip.ts';

export interface ItineraryEmailInput {
  tripDetails: TripDetails;
  days: Day[];
  /** The plan's read-only share page, which the recipient can open without an account. */
  link?: { url: string; label: string };
}

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped text with its line breaks kept. */
const multiline = (text: string) => escapeHtml(text.trim()).replace(/\r\n|\r|\n/g, '<br>');

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MUTED = '#64748b';
const INK = '#0f172a';
const BRAND = '#0f766e';

const labelList = (labels: Record<string, string>, keys: readonly string[]) =>
  keys.map((k) => labels[k] ?? k).join(', ') || 'None';

export function itinerarySubject(trip: Pick<TripDetails, 'destination'>, totalDays: number): string {
  return `Your ${totalDays}-day itinerary for ${oneLine(trip.destination)}`;
}

function activityHtml(a: Activity): string {
  // As the plan's cards show it: the time range, or the start and how long, or how long.
  const when = whenText(a);
  const rows = [
    `<div style="font-size:16px;font-weight:600;color:${INK};">${escapeHtml(oneLine(a.title))}</div>`,
  ];
  if (when) rows.push(`<div style="font-size:13px;color:${MUTED};margin-top:2px;">${escapeHtml(when)}</div>`);
  if (a.description?.trim()) {
    rows.push(
      `<div style="font-size:14px;color:#334155;margin-top:6px;line-height:1.5;">${multiline(a.description)}</div>`,
    );
  }
  if (a.location?.trim()) {
    rows.push(
      `<div style="font-size:13px;color:${MUTED};margin-top:6px;"><strong style="color:#334155;">Where:</strong> ${escapeHtml(oneLine(a.location))}</div>`,
    );
  }
  if (a.notice?.trim()) {
    rows.push(
      `<div style="font-size:13px;color:#7c2d12;margin-top:6px;"><strong>Heads-up:</strong> ${escapeHtml(oneLine(a.notice))}</div>`,
    );
  }
  if (a.notes?.trim()) {
    rows.push(
      `<div style="font-size:13px;color:#713f12;background:#fefce8;border-radius:6px;padding:8px 10px;margin-top:8px;"><strong>Note:</strong> ${multiline(a.notes)}</div>`,
    );
  }
  return `<tr><td style="padding:10px 0;border-top:1px solid #e2e8f0;">${rows.join('')}</td></tr>`;
}

function dayHtml(day: Day): string {
  const activities = sortedActivities(day.activities);
  const parts = [
    `<tr><td style="padding:24px 0 4px;"><h2 style="margin:0;font-size:19px;color:${INK};">${escapeHtml(dayHeading(day))}</h2></td></tr>`,
  ];
  if (activities.length === 0) {
    parts.push(
      `<tr><td style="padding:8px 0;font-size:14px;color:${MUTED};">No activities planned for this day.</td></tr>`,
    );
  }
  const endpoint = (line: string) =>
    `<tr><td style="padding:10px 0 0;font-size:13px;color:${MUTED};">${escapeHtml(line)}</td></tr>`;
  if (activities.length > 0 && day.start) parts.push(endpoint(endpointLine(day.start, true)));
  for (const segment of TIME_SEGMENTS) {
    const inSegment = activities.filter((a) => a.timeSegment === segment);
    if (inSegment.length === 0) continue;
    parts.push(
      `<tr><td style="padding:14px 0 2px;"><span style="display:inline-block;font-size:12px;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:${SEGMENT_COLORS[segment]};">${SEGMENT_LABELS[segment]}</span></td></tr>`,
      ...inSegment.map(activityHtml),
    );
  }
  if (activities.length > 0 && day.end) parts.push(endpoint(endpointLine(day.end, false)));
  return parts.join('');
}

function buildHtml({ tripDetails: trip, days, link }: ItineraryEmailInput, subject: string): string {
  const facts: [string, string][] = [
    ['Dates', formatDateRange(trip.startDate, trip.endDate)],
    ['Travelers', String(trip.travelers)],
    ['Travel style', TRAVEL_STYLE_LABELS[trip.travelStyle] ?? trip.travelStyle],
    ['Interests', labelList(INTEREST_LABELS, trip.interests)],
    ['Dietary preferences', labelList(DIETARY_LABELS, trip.dietaryPreferences ?? [])],
  ];
  const staying = stayingLine(trip);
  if (staying) facts.push(['Staying at', staying.replace(/^Staying at: /, '')]);
  const factRows = facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:2px 12px 2px 0;font-size:13px;color:#ccfbf1;white-space:nowrap;">${k}</td><td style="padding:2px 0;font-size:13px;color:#ffffff;">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const button = link
    ? `<tr><td align="center" style="padding:20px 28px 32px;">
<a href="${escapeHtml(link.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 22px;border-radius:8px;">${escapeHtml(link.label)}</a>
<div style="font-size:12px;color:${MUTED};margin-top:10px;word-break:break-all;">${escapeHtml(link.url)}</div>
</td></tr>`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:${BRAND};padding:28px 28px 24px;">
<div style="font-size:13px;letter-spacing:0.08em;text-transform:uppercase;color:#99f6e4;">Wayfarer itinerary</div>
<h1 style="margin:6px 0 14px;font-size:26px;line-height:1.25;color:#ffffff;">${escapeHtml(oneLine(trip.destination))}</h1>
<table role="presentation" cellpadding="0" cellspacing="0">${factRows}</table>
</td></tr>
<tr><td style="padding:4px 28px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${days.map(dayHtml).join('')}</table>
</td></tr>
${button}
</table>
${dataCredits(days)
  .map((c) => `<div style="font-size:12px;color:${MUTED};padding:0 16px;">${escapeHtml(c)}</div>`)
  .join(
    '',
  )}<div style="font-size:12px;color:${MUTED};padding:16px;">Sent from Wayfarer, at the request of someone planning this trip.</div>
</td></tr>
</table>
</body>
</html>
`;
}

/** Subject, HTML and plain text of the itinerary email. */
export function buildItineraryEmail(input: ItineraryEmailInput, totalDays = input.days.length): EmailContent {
  const subject = itinerarySubject(input.tripDetails, totalDays);
  const text = [
    `${subject}`,
    '',
    buildTextExport(input.tripDetails, input.days).content.trimEnd(),
    '',
    ...(input.link ? [`${input.link.label}: ${input.link.url}`, ''] : []),
    '-- ',
    'Sent from Wayfarer, at the request of someone planning this trip.',
    '',
  ].join('\n');
  return { subject, html: buildHtml(input, subject), text };
}
