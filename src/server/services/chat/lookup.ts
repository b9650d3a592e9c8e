// Which activity of the plan, or which place of the knowledge base, a piece of a message means: by name first
// ("the Eiffel Tower"), then by kind ("the museum visit", "dinner"), preferring the day the traveller is on.
import type { Activity } from '../../../core/activity.ts';
import type { LatLng } from '../../../core/geo.ts';
import { FOOD_CATEGORIES, type PlaceCategory } from '../../../core/knowledge.ts';
import type { KnowledgePlace } from '../../../knowledge/index.ts';
import { activitiesOf, type ChatContext, placeOfActivity, pointOfActivity } from './context.ts';
import { coverage, findMentions, type Mention, plain, significantWords } from './text.ts';

export type Found<T> = { kind: 'one'; item: T } | { kind: 'many'; items: T[] } | { kind: 'none' };

export function activityMentions(
  ctx: ChatContext,
  text: string,
  opts: { allowGeneric?: boolean } = {},
): Mention<Activity>[] {
  const candidates = activitiesOf(ctx).map((a) => {
    const place = placeOfActivity(ctx, a);
    return { item: a, names: place && place.name !== a.title ? [a.title, place.name] : [a.title] };
  });
  return findMentions(text, candidates, opts);
}

export function placeMentions(ctx: ChatContext, text: string): Mention<KnowledgePlace>[] {
  return findMentions(
    text,
    ctx.places.map((p) => ({ item: p, names: [p.name] })),
  );
}

function categoryOf(ctx: ChatContext, a: Activity): string | undefined {
  return placeOfActivity(ctx, a)?.category ?? a.type?.toLowerCase();
}

const isFood = (category: string | undefined) =>
  category !== undefined && (FOOD_CATEGORIES as readonly string[]).includes(category);

type KindTest = (a: Activity, category: string | undefined, title: string[]) => boolean;
const inCategories =
  (...cats: PlaceCategory[]): KindTest =>
  (_a, c) =>
    c !== undefined && (cats as string[]).includes(c);
const titleHas =
  (...words: string[]) =>
  (title: string[]) =>
    title.some((w) => words.includes(w));

/** Kind words and what they pick out of a plan. */
const KINDS: [RegExp, KindTest][] = [
  [
    /\bmuseums?\b/,
    (a, c, t) =>
      inCategories('museum', 'gallery')(a, c, t) || titleHas('museum', 'musee', 'museo', 'museu')(t),
  ],
  [/\bgaller(?:y|ies)\b/, (a, c, t) => inCategories('gallery')(a, c, t) || titleHas('gallery', 'galerie')(t)],
  [/\b(?:parks?|gardens?)\b/, inCategories('park', 'nature')],
  [
    /\bmarkets?\b/,
    (a, c, t) => inCategories('market')(a, c, t) || titleHas('market', 'marche', 'mercado')(t),
  ],
  [/\b(?:church|cathedral|basilica|temple|shrine|mosque)\b/, inCategories('religious')],
  [/\bbeach(?:es)?\b/, inCategories('beach')],
  // An observation deck, tower or wheel is a landmark or an attraction (decision 0040), still "the view".
  [
    /\b(?:viewpoint|view|lookout)\b/,
    (a, c, t) =>
      inCategories('viewpoint')(a, c, t) ||
      titleHas('tower', 'deck', 'skydeck', 'observatory', 'observation', 'lookout', 'wheel', 'skypod')(t),
  ],
  [/\b(?:bar|club|nightlife)\b/, inCategories('nightlife')],
  // A family show (Cirque du Soleil, a musical, puppets) is an experience, not nightlife.
  [
    /\bshows?\b/,
    (a, c, t) =>
      inCategories('nightlife')(a, c, t) ||
      titleHas('show', 'cirque', 'circus', 'theatre', 'theater', 'musical', 'puppets', 'concerts')(t),
  ],
  [/\b(?:shopping|shops?)\b/, inCategories('shopping')],
  [
    /\b(?:dinner|supper)\b/,
    (a, c, t) => titleHas('dinner', 'supper')(t) || (isFood(c) && a.timeSegment === 'evening'),
  ],
  [/\blunch\b/, (a, c, t) => titleHas('lunch')(t) || (isFood(c) && a.timeSegment === 'afternoon')],
  [
    /\b(?:breakfast|brunch)\b/,
    (a, c, t) => titleHas('breakfast', 'brunch')(t) || (isFood(c) && a.timeSegment === 'morning'),
  ],
  [/\b(?:restaurant|meal)\b/, (_a, c) => c === 'restaurant' || c === 'cafe'],
  [/\b(?:cafe|coffee)\b/, (_a, c, t) => c === 'cafe' || titleHas('cafe', 'coffee')(t)],
  [/\b(?:cruise|boat)\b/, (_a, _c, t) => titleHas('cruise', 'boat')(t)],
  [
    /\b(?:walk|hike|stroll)\b/,
    (_a, c, t) => c === 'neighbourhood' || titleHas('walk', 'hike', 'stroll', 'trail')(t),
  ],
  [/\b(?:landmark|monument)\b/, inCategories('landmark')],
];

function byKind(ctx: ChatContext, text: string): Activity[] | undefined {
  const t = plain(text);
  const tests = KINDS.filter(([re]) => re.test(t)).map(([, test]) => test);
  if (tests.length === 0) return undefined;
  return activitiesOf(ctx).filter((a) => {
    const title = significantWords(a.title);
    const c = categoryOf(ctx, a);
    return tests.some((test) => test(a, c, title));
  });
}

function narrow(items: Activity[], preferDay: number): Found<Activity> {
  if (items.length === 0) return { kind: 'none' };
  if (items.length === 1) return { kind: 'one', item: items[0]! };
  const onDay = items.filter((a) => a.day === preferDay);
  if (onDay.length === 1) return { kind: 'one', item: onDay[0]! };
  return { kind: 'many', items: onDay.length ? onDay : items };
}

/** The one activity a phrase means, several when it is ambiguous, or none. */
export function findActivity(ctx: ChatContext, text: string, preferDay = ctx.currentDay): Found<Activity> {
  const mentions = activityMentions(ctx, text);
  if (mentions.length) {
    const best = mentions[0]!;
    const tied = mentions.filter(
      (m) => m.score === best.score && m.positions.length === best.positions.length,
    );
    // The same place twice in a plan (two days) shares one name: findMentions keeps one of them only.
    const sameName = activitiesOf(ctx).filter(
      (a) => a.title === best.item.title && !tied.some((m) => m.item.id === a.id),
    );
    return narrow([...tied.map((m) => m.item), ...sameName], preferDay);
  }
  const kind = byKind(ctx, text);
  if (kind) return narrow(kind, preferDay);
  // Last, a category noun of a title ("the tower" for the Eiffel Tower): fine when it picks one activity.
  const loose = activityMentions(ctx, text, { allowGeneric: true });
  return narrow(
    loose.filter((m) => m.score === loose[0]?.score).map((m) => m.item),
    preferDay,
  );
}

/** The knowledge-base place a phrase names, if it clearly names one (most of the phrase is that name). */
export function findPlace(ctx: ChatContext, text: string, minCoverage = 0): KnowledgePlace | undefined {
  const best = placeMentions(ctx, text)[0];
  if (!best) return undefined;
  return coverage(text, best) >= minCoverage ? best.item : undefined;
}

export interface Stop {
  title: string;
  point?: LatLng;
  activity?: Activity;
  place?: KnowledgePlace;
}

export function stopOfActivity(ctx: ChatContext, a: Activity): Stop {
  return { title: a.title, point: pointOfActivity(ctx, a), activity: a, place: placeOfActivity(ctx, a) };
}

export function stopOfPlace(place: KnowledgePlace): Stop {
  return { title: place.name, point: { lat: place.lat, lng: place.lng }, place };
}

/** A stop a phrase names: an activity of the plan, else a knowledge-base place. */
export function findStop(ctx: ChatContext, text: string): Stop | undefined {
  const activity = activityMentions(ctx, text)[0];
  if (activity) return stopOfActivity(ctx, activity.item);
  const place = placeMentions(ctx, text)[0];
  if (place) return stopOfPlace(place.item);
  const kind = findActivity(ctx, text);
  return kind.kind === 'one' ? stopOfActivity(ctx, kind.item) : undefined;
}
