// Every page's title and description (SPEC.md section 2 'Per-page search metadata'). The server writes them into
// the HTML it sends, so a link preview (chat apps, search engines: no JavaScript) shows them; the client keeps
// them current as the traveller moves between pages.

import type { Activity } from './activity.ts';
import { formatDateRange, tripLength } from './dates.ts';
import { sortedActivities } from './export/plan.ts';

export const SITE_NAME = 'Wayfarer';

export const PAGE_META = {
  home: [
    'Wayfarer',
    'Plan a day-by-day trip for your interests, pace and diet, see it on a map, and share it.',
  ],
  auth: ['Sign in', 'Sign in to Wayfarer to plan, save and share your travel itineraries.'],
  plan: ['Plan your trip', 'Tell Wayfarer where and when you travel, and what you enjoy.'],
  builder: ['Itinerary builder', 'Shape your day-by-day plan: reorder, add, edit and map every activity.'],
  explorer: [
    'Destination explorer',
    'Find destinations that match your travel style, interests and sense of adventure.',
  ],
  saved: ['Saved plans', 'Your saved Wayfarer travel plans.'],
  profile: ['Your profile', 'Your name and travel preferences, which prefill every new plan.'],
  itinerary: ['Your itinerary', 'Review, save, email, export and share your itinerary.'],
  sharedItinerary: ['Shared itinerary', 'A read-only travel itinerary shared from Wayfarer.'],
  privacy: ['Privacy policy', 'What Wayfarer stores about you, why, and how to delete it.'],
  terms: ['Terms of service', 'The terms for using Wayfarer.'],
  about: ['About Wayfarer', 'Wayfarer is an open-source, self-hostable travel itinerary planner.'],
  notFound: ['Page not found', 'This page does not exist.'],
  debugMap: ['Map diagnostics', 'Checks the map configuration, library, style and a test map.'],
} as const satisfies Record<string, readonly [string, string]>;
export type PageMetaKey = keyof typeof PAGE_META;

/** The page's full title: "Sign in | Wayfarer", the home page just "Wayfarer". */
export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

const PATH_META: Record<string, PageMetaKey> = {
  '/': 'home',
  '/auth': 'auth',
  '/trip-details': 'plan',
  '/itinerary-builder': 'builder',
  '/destination-explorer': 'explorer',
  '/profile': 'profile',
  '/finalize': 'itinerary',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/about': 'about',
  '/debug-map': 'debugMap',
};

/** The metadata of a page path (query and trailing slash ignored); share pages and unknown paths answer undefined. */
export function pageMetaKeyOf(path: string): PageMetaKey | undefined {
  const clean = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  // Sign-in with a provider and its return: the sign-in page's words.
  if (/^\/auth\/[^/]+(\/callback)?$/.test(clean)) return 'auth';
  return PATH_META[clean];
}

/** What a shared plan's link preview says: its name and dates, then how long and its first stops. */
export function sharedPlanMeta(plan: {
  name: string;
  tripDetails: { destination: string; startDate: string; endDate: string };
  days: readonly { day: number; activities: readonly Pick<Activity, 'title' | 'timeSegment' | 'order'>[] }[];
}): [title: string, description: string] {
  const trip = plan.tripDetails;
  const dates = formatDateRange(trip.startDate, trip.endDate);
  const length = tripLength(trip.startDate, trip.endDate);
  const titles = [...plan.days]
    .sort((a, b) => a.day - b.day)
    .flatMap((d) => sortedActivities(d.activities).map((a) => a.title.replace(/\s+/g, ' ').trim()));
  const first = [...new Set(titles)].slice(0, 3);
  const more = titles.length - first.length;
  const stops = first.length
    ? `: ${first.join(', ')}${more > 0 ? ` and ${more} more stop${more === 1 ? '' : 's'}` : ''}`
    : '';
  return [
    `${plan.name}, ${dates}`,
    `A ${length}-day itinerary for ${trip.destination.replace(/\s+/g, ' ').trim()}, ${dates}${stops}.`,
  ];
}
