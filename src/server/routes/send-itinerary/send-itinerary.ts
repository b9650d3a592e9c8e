// POST /api/send-itinerary: checks the request as SPEC.md section 5 words it, builds the email and queues it in the
// outbox; the mail worker delivers it. Answers 202 once the message is durably queued.
import { and, eq, isNull } from 'drizzle-orm';
import {
  daysToSend,
  sendItineraryRequestSchema,
  sendItineraryResponseSchema,
  sendProblem,
} from '../../../core/api/send-itinerary.ts';
import { sharePath } from '../../../core/api/share.ts';
import { shareLinks } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { enforceLimit } from '../../http/limits.ts';
import { requestOrigin } from '../../http/security.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { buildItineraryEmail } from '../../services/mail/itinerary-email.ts';

export function sendItineraryRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    '/api/send-itinerary',
    {
      preHandler: requireUser,
      schema: { body: sendItineraryRequestSchema, response: { 202: sendItineraryResponseSchema } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const body = req.body;
      const days = daysToSend(body.tripDetails, body);
      const problem = sendProblem(body.recipientEmail, days);
      if (problem) throw new HttpError(400, problem.message, { description: problem.description });

      const origin = requestOrigin(req, deps.config.publicUrl);
      // The recipient has no account: only the plan's read-only share page is worth a link (the client creates
      // one before sending). Without it the email carries the whole plan and no link.
      let link: { url: string; label: string } | undefined;
      if (body.shareToken) {
        // Only the sender's own, active link: the server never mails an address the client made up.
        const [share] = await db
          .select({ token: shareLinks.token })
          .from(shareLinks)
          .where(
            and(
              eq(shareLinks.token, body.shareToken),
              eq(shareLinks.userId, user.id),
              isNull(shareLinks.revokedAt),
            ),
          );
        if (!share) throw new HttpError(400, 'shareToken: This share link does not exist or was revoked.');
        link = { url: `${origin}${sharePath(share.token)}`, label: 'View the itinerary online' };
      }

      await enforceLimit(db, `email:user:${user.id}`, deps.limits.emailPerUser, 'emails sent');
      const email = buildItineraryEmail(
        { tripDetails: body.tripDetails, days, link },
        body.totalDays ?? days.length,
      );
      const { id } = await deps.mail.enqueue({
        userId: user.id,
        recipient: body.recipientEmail!.trim(),
        ...email,
      });
      return reply.code(202).send({ queued: true as const, id });
    },
  );
}
