// POST /api/destination-tips: the three groups of tips for the trip's destination.
import { tipsRequestSchema, tipsResponseSchema } from '../../../core/api/planning.ts';
import { destinationTipsSchema } from '../../../core/knowledge.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { resolveDestination } from '../../services/destinations/resolve.ts';

const TIPS_SYSTEM =
  'You are a careful travel writer. Give practical, specific, current advice. Name real transit cards, passes and ' +
  'markets only when you are sure they exist. Each field is one to three sentences.';

export function tipsRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/destination-tips',
    { preHandler: requireUser, schema: { body: tipsRequestSchema, response: { 200: tipsResponseSchema } } },
    async (req) => {
      const resolved = resolveDestination(deps.knowledge, req.body);
      if (resolved.kind === 'knowledge') {
        return {
          destination: resolved.name,
          tips: resolved.destination.tips,
          source: 'knowledge-base' as const,
        };
      }
      // A town near a guide city (Sintra): the city's tips cover its region, and the answer names the city.
      if (resolved.kind === 'place' && resolved.nearGuide) {
        const guide = resolved.nearGuide.destination;
        return {
          destination: `${guide.name}, ${guide.country}`,
          tips: guide.tips,
          source: 'knowledge-base' as const,
        };
      }
      if (deps.ai) {
        try {
          const tips = await deps.ai.object({
            schema: destinationTipsSchema,
            name: 'destination_tips',
            system: TIPS_SYSTEM,
            prompt:
              `Travel tips for ${resolved.name}. Fill every field: travelSmart (bestTimeToVisit, packingTips, ` +
              'languageTips), transportCards (publicTransport, touristPasses, purchaseInfo), insiderTips ' +
              '(localMarkets, diningRecommendation, hiddenSpots).',
          });
          return { destination: resolved.name, tips, source: 'ai' as const };
        } catch (err) {
          req.log.warn({ err }, 'AI tips failed');
        }
      }
      throw new HttpError(
        422,
        `There are no offline tips for ${resolved.name} yet.` +
          (deps.ai ? ' The AI provider did not answer; please try again later.' : ''),
      );
    },
  );
}
