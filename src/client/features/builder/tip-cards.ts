// The three tip cards of SPEC.md '/itinerary-builder' with their fields, and the generic sentence each field
// shows when there is no generated text for it.
import type { DestinationTips } from '../../../core/knowledge.ts';

export interface TipField {
  key: string;
  label: string;
  fallback: string;
}
export interface TipCard {
  group: keyof DestinationTips;
  title: string;
  fields: TipField[];
}

export const TIP_CARDS: TipCard[] = [
  {
    group: 'travelSmart',
    title: 'Travel Smart',
    fields: [
      {
        key: 'bestTimeToVisit',
        label: 'Best time to visit',
        fallback: 'Shoulder seasons usually bring milder weather, fairer prices and shorter queues.',
      },
      {
        key: 'packingTips',
        label: 'Packing tips',
        fallback: 'Pack comfortable walking shoes, layers for changing weather and a reusable water bottle.',
      },
      {
        key: 'languageTips',
        label: 'Language tips',
        fallback: 'Learning a greeting and a thank-you in the local language goes a long way.',
      },
    ],
  },
  {
    group: 'transportCards',
    title: 'Transport Cards',
    fields: [
      {
        key: 'publicTransport',
        label: 'Public transport',
        fallback:
          'Public transport is often the quickest way around the centre; check the local network map.',
      },
      {
        key: 'touristPasses',
        label: 'Tourist passes',
        fallback: 'Day or multi-day passes can save money if you plan several rides a day.',
      },
      {
        key: 'purchaseInfo',
        label: 'Where to buy',
        fallback: 'Tickets and passes are usually sold at stations, in official apps and at tourist offices.',
      },
    ],
  },
  {
    group: 'insiderTips',
    title: 'Insider Tips',
    fields: [
      {
        key: 'localMarkets',
        label: 'Local markets',
        fallback: 'Neighbourhood markets are a good place to taste local produce and meet residents.',
      },
      {
        key: 'diningRecommendation',
        label: 'Dining',
        fallback: 'Eat where locals eat: a short walk away from the main sights often means better value.',
      },
      {
        key: 'hiddenSpots',
        label: 'Hidden spots',
        fallback: 'Wander a few streets off the main routes to find quieter squares and viewpoints.',
      },
    ],
  },
];

/** A field's generated text, or its generic sentence. */
export function tipText(tips: DestinationTips | undefined, card: TipCard, field: TipField): string {
  const group = tips?.[card.group] as Record<string, string> | undefined;
  const text = group?.[field.key]?.trim();
  return text || field.fallback;
}
