// Per-page title, description and social-sharing tags.
import { useEffect } from 'react';

const SITE = 'Wayfarer';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    const full = title === SITE ? title : `${title} | ${SITE}`;
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', SITE);
    setMeta('name', 'twitter:card', 'summary');
    setMeta('name', 'twitter:title', full);
    setMeta('name', 'twitter:description', description);
  }, [title, description]);
}

/** SPEC.md lists these pages' metadata. */
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
  privacy: ['Privacy policy', 'What Wayfarer stores about you, why, and how to delete it.'],
  terms: ['Terms of service', 'The terms for using Wayfarer.'],
  about: ['About Wayfarer', 'Wayfarer is an open-source, self-hostable travel itinerary planner.'],
  notFound: ['Page not found', 'This page does not exist.'],
} as const satisfies Record<string, readonly [string, string]>;
