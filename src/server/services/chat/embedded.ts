// The embedded chat: answers the traveller's last message from the plan and the knowledge base, offline.
import { answerClosed } from './answer-closed.ts';
import { answerDistance } from './answer-distance.ts';
import { answerAdd, answerMove, answerRemove } from './answer-edit.ts';
import { answerFood } from './answer-food.ts';
import { answerOpen } from './answer-open.ts';
import { answerHelp, answerOverview } from './answer-plan.ts';
import { answerSuggest } from './answer-suggest.ts';
import { answerSwap } from './answer-swap.ts';
import type { ChatAnswer, ChatContext } from './context.ts';
import { classify, type Intent } from './intent.ts';

const ANSWERS: Record<Intent, (ctx: ChatContext, text: string) => ChatAnswer> = {
  swap: answerSwap,
  remove: answerRemove,
  move: answerMove,
  add: answerAdd,
  distance: answerDistance,
  food: answerFood,
  open: answerOpen,
  closed: answerClosed,
  suggest: answerSuggest,
  overview: answerOverview,
  help: answerHelp,
};

export function answerEmbedded(ctx: ChatContext, message: string): ChatAnswer {
  return ANSWERS[classify(message)](ctx, message);
}
