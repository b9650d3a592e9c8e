// The finalize page's downloads, each with its toast (SPEC.md section 8): the plain-text file, the PDF, the
// calendar file and one day's GPX. Files are built in the browser except the PDF, which the server renders.
import type { Day } from '../../../core/activity.ts';
import { buildGpxExport, NO_LOCATED_STOPS_MESSAGE } from '../../../core/export/gpx.ts';
import { buildIcsExport, type IcsTrip, NO_TIMED_ACTIVITIES_MESSAGE } from '../../../core/export/ics.ts';
import { NO_DATA_MESSAGE } from '../../../core/export/plan.ts';
import { buildTextExport } from '../../../core/export/text.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { ApiError } from '../../lib/api.ts';
import { downloadFile, downloadPdf } from '../../lib/itinerary-actions.ts';
import { toast } from '../../lib/toast-store.ts';

export const EXPORT_FAILED = {
  title: 'Export failed',
  description: 'There was an error exporting your itinerary.',
} as const;

const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : '';

function exportFailed(err: unknown) {
  // An empty plan has its own words (SPEC.md: 'No itinerary data to export'); anything else is the generic failure.
  const description = messageOf(err) === NO_DATA_MESSAGE ? NO_DATA_MESSAGE : EXPORT_FAILED.description;
  toast({ title: EXPORT_FAILED.title, description, variant: 'destructive' });
}

/** SPEC.md section 4: `{destination}_Itinerary.txt`, toast 'Itinerary exported!'. */
export function exportText(trip: TripDetails, days: Day[]) {
  try {
    const file = buildTextExport(trip, days);
    downloadFile(file);
    toast({ title: 'Itinerary exported!', description: `Saved as ${file.fileName}.`, duration: 3000 });
  } catch (err) {
    exportFailed(err);
  }
}

/** The server-rendered PDF. */
export async function exportPdf(trip: TripDetails, days: Day[]) {
  try {
    await downloadPdf({ tripDetails: trip, days });
    toast({ title: 'Itinerary exported!', description: 'Your PDF is downloading.', duration: 3000 });
  } catch (err) {
    exportFailed(err);
  }
}

/** 'Add to Calendar': the .ics with one event per timed activity. */
export function addToCalendar(trip: IcsTrip, days: Day[]) {
  try {
    const file = buildIcsExport(trip, days);
    const events = file.content.match(/^BEGIN:VEVENT\r?$/gm)?.length ?? 0;
    downloadFile(file);
    toast({
      title: 'Calendar file downloaded',
      description: `Open ${file.fileName} to add ${events} event${events === 1 ? '' : 's'} to your calendar.`,
      duration: 5000,
    });
  } catch (err) {
    if (messageOf(err) === NO_TIMED_ACTIVITIES_MESSAGE) {
      toast({
        title: NO_TIMED_ACTIVITIES_MESSAGE,
        description: 'Give activities a start time in the itinerary builder to add them to your calendar.',
        variant: 'destructive',
      });
    } else exportFailed(err);
  }
}

/** One day's located stops as GPX waypoints and a route. */
export function downloadGpx(trip: TripDetails, day: Day) {
  try {
    const file = buildGpxExport(trip, day);
    downloadFile(file);
    toast({ title: 'GPX file downloaded', description: `Day ${day.day}: ${file.fileName}.`, duration: 3000 });
  } catch (err) {
    if (messageOf(err) === NO_LOCATED_STOPS_MESSAGE) {
      toast({ title: NO_LOCATED_STOPS_MESSAGE, variant: 'destructive' });
    } else exportFailed(err);
  }
}

/** True when the day has a stop with coordinates, i.e. something a GPX file can hold. */
export const hasLocatedStops = (day: Day) =>
  day.activities.some((a) => typeof a.lat === 'number' && typeof a.lng === 'number');
