// POST /api/chat: a reply about the traveller's plan, with at most one proposed change to confirm.
import { chatRequestSchema, chatResponseSchema } from '../../../core/api/chat.ts';
import type { AppDeps } from '../../deps.ts';
import { enforceLimit } from '../../http/limits.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { answerChat } from '../../services/chat/service.ts';

export function chatRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/chat',
    { preHandler: requireUser, schema: { body: chatRequestSchema, response: { 200: chatResponseSchema } } },
    async (req) => {
      const user = currentUser(req);
      await enforceLimit(deps.database.db, `chat:user:${user.id}`, deps.limits.chatPerUser, 'chat messages');
      return answerChat(
        {
          knowledge: deps.knowledge,
          ai: deps.ai,
          onAiFailure: (err) => req.log.warn({ err }, 'AI chat failed; answered from the built-in guide'),
        },
        req.body,
      );
    },
  );
}
