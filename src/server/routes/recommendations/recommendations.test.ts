import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import {
  type DestinationRecommendation,
  explorerFormSchema,
  toSuggestionRequest,
} from '../../../core/api/recommendations.ts';
import { CONTINENTS } from '../../../core/constants.ts';
import { getKnowledgeBase } from '../../../knowledge/index.ts';
import { foldName, ownPlace } from '../../../planner/recommend.ts';
import { resolveDestination } from '../../services/destinations/resolve.ts';
import { gazetteerPlace } from './recommendations.ts';

describe.each(drivers)('POST /api/destination-recommendations (%s)', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t?.close());

  const ask = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/destination-recommendations',
      payload: payload as object,
      headers,
    });

  /** What the explorer form sends for these values. */
  const fromForm = (values: Record<string, unknown>) =>
    toSuggestionRequest(
      explorerFormSchema.parse({
        continent: 'europe',
        previousVisits: 'Paris; Rome',
        travelStyle: ['cultural'],
        interests: [],
        adventureLevel: 3,
        ...values,
      }),
    );

  it('needs a signed-in user', async () => {
    const res = await ask(fromForm({}), {});
    expect(res.statusCode).toBe(401);
  });

  it('answers destinations on the chosen continent, none of them a previous visit', async () => {
    const kb = getKnowledgeBase();
    for (const continent of CONTINENTS) {
      const res = await ask(
        fromForm({ continent, previousVisits: 'Barcelona; KYOTO; cape town; Valparaiso' }),
      );
      expect(res.statusCode).toBe(200);
      const { recommendations } = res.json() as { recommendations: DestinationRecommendation[] };
      expect(recommendations.length).toBeGreaterThan(0);
      expect(recommendations.length).toBeLessThanOrEqual(6);
      for (const r of recommendations) {
        expect(kb.destination(r.destinationId)!.continent).toBe(continent);
        expect(['barcelona', 'kyoto', 'cape town', 'valparaiso']).not.toContain(foldName(r.name));
        expect(r.whyMatch.length).toBeGreaterThan(20);
      }
    }
  });

  it('resolves each recommendation to a gazetteer place, and an expedition to its own coordinates', async () => {
    const europe = (await ask(fromForm({ previousVisits: 'none' }))).json()
      .recommendations as DestinationRecommendation[];
    const kb = getKnowledgeBase();
    for (const r of europe) {
      const d = kb.destination(r.destinationId)!;
      expect(r.place.id).toBe(String(d.geonameId));
      expect(Math.abs(r.place.lat - d.lat)).toBeLessThan(0.5);
      expect(r.place.timeZone).toBe(d.timeZone);
    }
    const antarctica = (await ask(fromForm({ continent: 'antarctica', previousVisits: 'Ushuaia' }))).json()
      .recommendations as DestinationRecommendation[];
    expect(antarctica.length).toBeGreaterThan(0);
    for (const r of antarctica) {
      expect(r.place.name).toBe(r.name);
      expect(r.place.formatted).toBe(`${r.name}, Antarctica`);
      expect(r.place.lat).toBeLessThan(-55);
      expect(r.description).toMatch(/Trips depart from (Ushuaia|Punta Arenas)\./);
    }
  });

  it('gives every destination a place the planner resolves back to that destination', () => {
    const kb = getKnowledgeBase();
    for (const d of kb.destinations()) {
      const place = (d.gatewayName ? undefined : gazetteerPlace(d)) ?? ownPlace(d);
      const resolved = resolveDestination(kb, { destination: place.formatted, destinationPlace: place });
      expect(resolved.kind === 'knowledge' && resolved.destination.id, d.id).toBe(d.id);
    }
  });

  it("uses the form's derived preferenceType: iconic for adventure 1-3, hidden gems for 4-5", async () => {
    const iconic = (await ask(fromForm({ adventureLevel: 2 }))).json()
      .recommendations as DestinationRecommendation[];
    expect(iconic.slice(0, 3).every((r) => r.popularityLevel === 'High')).toBe(true);
    const gems = (await ask(fromForm({ adventureLevel: 4 }))).json()
      .recommendations as DestinationRecommendation[];
    expect(gems[0]!.popularityLevel).not.toBe('High');
    expect(gems[0]!.whyMatch).toMatch(/lesser-known pick for an adventurous traveller/);
    expect(fromForm({ adventureLevel: 3 }).preferenceType).toBe('iconic');
    expect(fromForm({ adventureLevel: 4 }).preferenceType).toBe('hidden-gems');
  });

  it('weighs the second chosen style, sent as travelStyleSecondary', async () => {
    const request = fromForm({
      travelStyle: ['relaxed', 'outdoorsy'],
      interests: ['hiking'],
      continent: 'oceania',
    });
    expect(request.travelStyleSecondary).toBe('outdoorsy');
    const body = (await ask(request)).json() as { recommendations: DestinationRecommendation[] };
    expect(body.recommendations[0]!.whyMatch).toMatch(
      / meets? your Relaxed and Outdoorsy styles and your interest in Hiking[.:] /,
    );
    const top3 = body.recommendations.slice(0, 3).map((r) => r.country);
    expect(new Set(top3).size).toBe(Math.min(3, new Set(body.recommendations.map((r) => r.country)).size));
  });

  it('answers an empty list with a message when every destination there was visited', async () => {
    const res = await ask(fromForm({ continent: 'antarctica', previousVisits: 'Antarctica' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      recommendations: [],
      message: 'You have already been to every destination we know in Antarctica. Try another continent.',
    });
  });

  it.each([
    [{ continent: 'atlantis' }, 'continent: Please select a continent.'],
    [{ continent: undefined }, 'continent: Please select a continent.'],
    [{ previousVisits: '  ' }, 'previousVisits: Please enter your previous travel destinations.'],
    [{ previousVisits: undefined }, 'previousVisits: Please enter your previous travel destinations.'],
    [{ travelStyle: [] }, 'travelStyle: Please select at least one travel interest.'],
    [{ travelStyle: ['sleepy'] }, 'travelStyle.0: Choose travel styles from the list.'],
    [{ adventureLevel: 0 }, 'adventureLevel: Please set your adventure level.'],
    [{ adventureLevel: 6 }, 'adventureLevel: Please set your adventure level.'],
    [{ adventureLevel: '3' }, 'adventureLevel: Please set your adventure level.'],
    [{ preferenceType: 'mainstream' }, "preferenceType: preferenceType must be 'iconic' or 'hidden-gems'."],
    [{ travelStyleSecondary: 'sleepy' }, 'travelStyleSecondary: Choose the secondary style from the list.'],
    [{ interests: ['knitting'] }, 'interests.0: Choose interests from the list.'],
  ])('answers %j with 400 naming the field', async (change, message) => {
    const res = await ask({ ...fromForm({}), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("writes each card's match for that destination and that profile: its own places, the diet, the fit", async () => {
    const foodie = (
      await ask(
        fromForm({
          continent: 'europe',
          previousVisits: 'London',
          travelStyle: ['foodie'],
          interests: ['food'],
          dietaryPreferences: ['vegan'],
        }),
      )
    ).json() as { recommendations: DestinationRecommendation[] };
    const texts = foodie.recommendations.map((r) => r.whyMatch);
    expect(texts.length).toBeGreaterThan(3);
    // No two cards say the same thing, and each names places of its own destination.
    expect(new Set(texts).size).toBe(texts.length);
    const kb = getKnowledgeBase();
    for (const r of foodie.recommendations) {
      expect(r.whyMatch).toMatch(/^[^.]+ meet your Foodie style and your interest in Food & Cuisine\. /);
      const names = kb.placesOf(r.destinationId).map((p) => p.name);
      expect(names.some((n) => r.whyMatch.includes(n))).toBe(true);
      expect(r.whyMatch).toMatch(
        /Vegan food at (one place|\d+ places) in our guide, such as |no vegan place to eat/,
      );
    }
    // Another profile, another text for the same destination.
    const culture = (
      await ask(
        fromForm({
          continent: 'europe',
          previousVisits: 'London',
          travelStyle: ['cultural'],
          interests: ['museums'],
        }),
      )
    ).json() as { recommendations: DestinationRecommendation[] };
    for (const r of culture.recommendations) {
      const same = foodie.recommendations.find((f) => f.destinationId === r.destinationId);
      if (same) expect(r.whyMatch).not.toBe(same.whyMatch);
      expect(r.whyMatch).not.toMatch(/Vegan/);
    }
  });
});
