// The finalize actions as plain functions for dialogs and buttons: send by email, share links, file downloads.
// Errors are ApiError (see api.ts): `serverMessage` holds SPEC.md's message, `body.description` its description.
import type { Day } from '../../core/activity.ts';
import type { PdfExportRequest } from '../../core/api/exports.ts';
import type { SendItineraryRequest, SendItineraryResponse } from '../../core/api/send-itinerary.ts';
import type { ShareLink } from '../../core/api/share.ts';
import { buildGpxExport } from '../../core/export/gpx.ts';
import { buildIcsExport, type IcsTrip } from '../../core/export/ics.ts';
import { buildTextExport, type ExportFile, type ExportTrip } from '../../core/export/text.ts';
import { ApiError, apiRequest } from './api.ts';

export function sendItinerary(body: SendItineraryRequest) {
  return apiRequest<SendItineraryResponse>('POST', '/api/send-itinerary', body);
}

/** Creates the saved plan's share link, or returns the active one. */
export function createShareLink(itineraryId: string) {
  return apiRequest<ShareLink>('POST', `/api/itineraries/${encodeURIComponent(itineraryId)}/share`);
}

export function revokeShareLink(itineraryId: string) {
  return apiRequest<void>('DELETE', `/api/itineraries/${encodeURIComponent(itineraryId)}/share`);
}

/** Saves a blob under a file name through a temporary link (works in every current browser). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled; revoking at once cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadFile(file: ExportFile) {
  saveBlob(new Blob([file.content], { type: file.mimeType }), file.fileName);
}

/** SPEC.md's text export; throws 'No itinerary data to export' for an empty plan. */
export const downloadTextExport = (trip: ExportTrip, days: Day[]) =>
  downloadFile(buildTextExport(trip, days));
/** The .ics of every timed activity, in the destination's time zone. */
export const downloadCalendar = (trip: IcsTrip, days: Day[]) => downloadFile(buildIcsExport(trip, days));
/** The GPX of one day's located stops. */
export const downloadDayGpx = (trip: { destination: string }, day: Day) =>
  downloadFile(buildGpxExport(trip, day));

function fileNameFrom(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Asks the server for the PDF and saves it. */
export async function downloadPdf(body: PdfExportRequest) {
  const res = await fetch('/api/exports/pdf', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const text = await res.text();
    let message = res.statusText;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) message = String(parsed.message);
    } catch {
      if (text) message = text;
    }
    throw new ApiError(res.status, message, parsed || res.statusText);
  }
  saveBlob(await res.blob(), fileNameFrom(res.headers.get('Content-Disposition'), 'Itinerary.pdf'));
}
