// What a message asks for. Edits come first ("add the Louvre near dinner" is an add), then questions from the most
// specific (distance) to the most open (suggestions), then an overview of the plan, then help.
import type { DietaryOption } from '../../../core/constants.ts';
import { plain } from './text.ts';

export type Intent =
  | 'swap'
  | 'remove'
  | 'move'
  | 'add'
  | 'distance'
  | 'food'
  | 'open'
  | 'closed'
  | 'suggest'
  | 'overview'
  | 'help';

const SUGGEST = /\b(suggest\w*|recommend\w*|ideas?|what else|things to do|what (?:can|should) (?:we|i) do)\b/;

export function classify(text: string): Intent {
  const t = plain(text);
  if (
    /\b(swap|switch|exchange|trade|flip)\b/.test(t) &&
    /\b(days?|day\s*\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(t)
  )
    return 'swap';
  if (/\b(remove|delete|drop|cancel|get rid of|take (?:out|off))\b/.test(t)) return 'remove';
  if (/\b(move|shift|reschedule|postpone|push back|bring forward)\b/.test(t)) return 'move';
  if (!SUGGEST.test(t) && /\b(add|include|schedule|squeeze in|fit in|put)\b/.test(t)) return 'add';
  if (
    /\b(how far|distance|how long (?:does it take|will it take|is the (?:walk|ride|trip)|to (?:get|walk|go))|km between|minutes? (?:between|from))\b/.test(
      t,
    )
  )
    return 'distance';
  // 'local' alone is not about food ("local culture"); the other diets are.
  if (MEAL.test(t) || FOOD.test(t) || dietsIn(text).some((d) => d !== 'local')) return 'food';
  // "Is anything closed on my dates?": closures over days of the trip, not what is open at one moment.
  if (
    /\b(closed|closures?|shut)\b/.test(t) &&
    /\b(anything|anywhere|what|which|something|any of|my dates|my trip|the trip|during|our dates|closures?)\b/.test(
      t,
    ) &&
    !/\b(now|right now|at the moment|currently|tonight)\b/.test(t)
  )
    return 'closed';
  if (/\b(open|opens|opening|closed?|closes|closing|hours)\b/.test(t)) return 'open';
  if (SUGGEST.test(t)) return 'suggest';
  if (/\b(plan|planned|schedule|itinerary|what(?:'s| is) on|agenda)\b/.test(t)) return 'overview';
  return 'help';
}

const MEAL = /\b(breakfast|brunch|lunch|dinner|supper)\b/;
const FOOD = /\b(eat|restaurants?|food|cafes?|coffee|bite|hungry)\b/;

const DIET_PATTERNS: [DietaryOption, RegExp][] = [
  ['vegan', /\b(vegan|plant[- ]based)\b/],
  ['vegetarian', /\b(vegetarian|veggie|meat[- ]free)\b/],
  ['glutenFree', /\b(gluten|coeliac|celiac)/],
  ['dairyFree', /\b(dairy|lactose)/],
  ['healthy', /\b(healthy|light meal|wholesome)\b/],
  ['local', /\b(local|traditional|typical|authentic|regional)\b/],
];

/** The diets a message asks for. */
export function dietsIn(text: string): DietaryOption[] {
  const t = plain(text);
  return DIET_PATTERNS.filter(([, re]) => re.test(t)).map(([d]) => d);
}
