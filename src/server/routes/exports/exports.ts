// POST /api/exports/pdf: the itinerary rendered as a PDF download.
import { pdfExportRequestSchema } from '../../../core/api/exports.ts';
import { exportFileBase, NO_DATA_MESSAGE } from '../../../core/export/plan.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';

/** Content-Disposition with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'Itinerary.pdf';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function exportRoutes(app: App, _deps: AppDeps) {
  app.post(
    '/api/exports/pdf',
    { preHandler: requireUser, schema: { body: pdfExportRequestSchema } },
    async (req, reply) => {
      const { tripDetails, days } = req.body;
      let pdf: Buffer;
      try {
        // PDFKit and its fonts (about 20 MB) are loaded with the first PDF asked for.
        const { renderItineraryPdf } = await import('../../services/pdf/itinerary-pdf.ts');
        pdf = await renderItineraryPdf(tripDetails, days);
      } catch (err) {
        if (err instanceof Error && err.message === NO_DATA_MESSAGE)
          throw new HttpError(400, NO_DATA_MESSAGE);
        throw err;
      }
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          attachmentHeader(`${exportFileBase(tripDetails.destination)}_Itinerary.pdf`),
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
