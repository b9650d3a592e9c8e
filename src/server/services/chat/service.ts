// POST /api/chat's work: the language model when one is configured, the embedded chat otherwise or when the model
// fails (then with a notice, so the traveller knows where the answer came from).
import type { z } from 'zod';
import { CHAT_AI_NOTICE, type ChatResponse, type chatRequestSchema } from '../../../core/api/chat.ts';
import type { KnowledgeBase } from '../../../knowledge/index.ts';
import type { AiService } from '../ai/ai.ts';
import { answerWithAi } from './ai-chat.ts';
import { createChatContext } from './context.ts';
import { answerEmbedded } from './embedded.ts';

type ParsedRequest = z.output<typeof chatRequestSchema>;

export interface ChatDeps {
  knowledge: KnowledgeBase;
  ai?: AiService;
  /** Told why the model's answer was not used. */
  onAiFailure?: (err: unknown) => void;
}

export async function answerChat(
  deps: ChatDeps,
  request: ParsedRequest,
  now = new Date(),
): Promise<ChatResponse> {
  const ctx = createChatContext(deps.knowledge, request, now);
  if (deps.ai) {
    try {
      const { reply, proposal } = await answerWithAi(deps.ai, ctx, request.messages);
      return { reply, ...(proposal ? { proposal } : {}), source: 'ai' };
    } catch (err) {
      deps.onAiFailure?.(err);
      const { reply, proposal } = answerEmbedded(ctx, request.messages.at(-1)!.content);
      return { reply, ...(proposal ? { proposal } : {}), source: 'embedded', notice: CHAT_AI_NOTICE };
    }
  }
  const { reply, proposal } = answerEmbedded(ctx, request.messages.at(-1)!.content);
  return { reply, ...(proposal ? { proposal } : {}), source: 'embedded' };
}
