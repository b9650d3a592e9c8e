// "What's on day 2?" and the help text: answers from the plan itself.
import { SEGMENT_LABELS, TIME_SEGMENTS } from '../../../core/constants.ts';
import { activitiesOf, type ChatAnswer, type ChatContext, destinationName } from './context.ts';
import { dayText } from './format.ts';
import { parseWhen } from './when.ts';

export function answerOverview(ctx: ChatContext, text: string): ChatAnswer {
  const when = parseWhen(text, ctx.days);
  const day = when.day ?? (when.relative === 'tomorrow' ? ctx.referenceDay + 1 : ctx.currentDay);
  const activities = activitiesOf(ctx, day);
  if (activities.length === 0) return { reply: `Nothing is planned for ${dayText(ctx, day)} yet.` };
  const lines = TIME_SEGMENTS.flatMap((segment) => {
    const list = activities.filter((a) => a.timeSegment === segment);
    if (list.length === 0) return [];
    const items = list.map((a) =>
      a.startTime ? `${a.title} (${a.startTime}${a.endTime ? `–${a.endTime}` : ''})` : a.title,
    );
    return [`${SEGMENT_LABELS[segment]}: ${items.join(', ')}`];
  });
  return { reply: [`Your plan for ${dayText(ctx, day)}:`, ...lines].join('\n') };
}

export function answerHelp(ctx: ChatContext): ChatAnswer {
  return {
    reply:
      `I can help with your ${destinationName(ctx)} plan. Ask me what is open tonight or tomorrow morning, for a ` +
      'vegetarian (or vegan, gluten-free, dairy-free, healthy, local) lunch or dinner near one of your stops, how ' +
      'far one stop is from another, or for suggestions near your day. I can also add a place ("add the Louvre ' +
      'to day 2 afternoon"), move one ("move dinner to day 3") or remove one; you confirm each change before it ' +
      'happens.',
  };
}
