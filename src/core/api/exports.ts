// Request schema of the server-rendered exports (the PDF); text, calendar and GPX files are built in the browser.
import { z } from 'zod';
import { daySchema } from '../activity.ts';
import { tripDetailsSchema } from '../trip.ts';

export const MAX_EXPORT_DAYS = 31;

export const pdfExportRequestSchema = z.object({
  tripDetails: tripDetailsSchema,
  days: z.array(daySchema).max(MAX_EXPORT_DAYS),
});
export type PdfExportRequest = z.input<typeof pdfExportRequestSchema>;
