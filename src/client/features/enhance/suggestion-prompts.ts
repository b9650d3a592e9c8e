// The suggestion cards of 'Enhance Your Itinerary' and when each appears (SPEC.md section 4 'Suggestion cards'):
// hiking always; culinary for the foodie style, the food interest or food-tagged activities; hidden gems always;
// family only for more than two travellers with the family interest; evening only when the day has an evening
// activity.
import type { Activity } from '../../../core/activity.ts';
import type { SuggestionPromptId } from '../../../core/api/planning.ts';
import type { TripDetails } from '../../../core/trip.ts';

/** SPEC.md 'Suggestion prompt': id, title, text, icon. */
export interface SuggestionPrompt {
  id: SuggestionPromptId;
  title: string;
  text: string;
  icon: 'mountain' | 'utensils' | 'gem' | 'users' | 'moon';
}

export const SUGGESTION_PROMPTS: Record<SuggestionPromptId, SuggestionPrompt> = {
  hiking: {
    id: 'hiking',
    title: 'Get Outdoors',
    text: 'Swap in trails, parks and viewpoints for a more active day.',
    icon: 'mountain',
  },
  culinary: {
    id: 'culinary',
    title: 'Culinary Experiences',
    text: 'Markets, bakeries and tables locals love, chosen for your diet.',
    icon: 'utensils',
  },
  'hidden-gems': {
    id: 'hidden-gems',
    title: 'Hidden Gems',
    text: 'Quieter places most visitors walk straight past.',
    icon: 'gem',
  },
  family: {
    id: 'family',
    title: 'Family Favourites',
    text: 'Activities the whole group can enjoy together.',
    icon: 'users',
  },
  evening: {
    id: 'evening',
    title: 'Evening Alternatives',
    text: 'Other ways to spend the evening: dinners, views and nightlife.',
    icon: 'moon',
  },
};

const FOOD_TAGS = new Set(['food', 'restaurant', 'cafe', 'market', 'culinary']);

export function suggestionPromptsFor(
  trip: Pick<TripDetails, 'travelStyle' | 'interests' | 'travelers'>,
  dayActivities: readonly Pick<Activity, 'tags' | 'timeSegment'>[],
): SuggestionPrompt[] {
  const foodTagged = dayActivities.some((a) => a.tags?.some((t) => FOOD_TAGS.has(t.toLowerCase())));
  const culinary =
    trip.travelStyle === 'foodie' || (trip.interests as readonly string[]).includes('food') || foodTagged;
  const family = trip.travelers > 2 && (trip.interests as readonly string[]).includes('family');
  const evening = dayActivities.some((a) => a.timeSegment === 'evening');
  const ids: SuggestionPromptId[] = [
    'hiking',
    ...(culinary ? (['culinary'] as const) : []),
    'hidden-gems',
    ...(family ? (['family'] as const) : []),
    ...(evening ? (['evening'] as const) : []),
  ];
  return ids.map((id) => SUGGESTION_PROMPTS[id]);
}
