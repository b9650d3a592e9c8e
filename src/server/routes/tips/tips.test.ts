import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { startOpenAiServer } from '../../../../tests/support/openai-server.ts';
import { createAiService } from '../../services/ai/ai.ts';

const TIPS = {
  travelSmart: { bestTimeToVisit: 'Spring.', packingTips: 'Layers.', languageTips: 'Bonjour.' },
  transportCards: { publicTransport: 'Metro.', touristPasses: 'A day pass.', purchaseInfo: 'At stations.' },
  insiderTips: { localMarkets: 'Les Halles.', diningRecommendation: 'Bouchons.', hiddenSpots: 'Traboules.' },
};

describe('POST /api/destination-tips', () => {
  let t: TestApp;
  let cookie: string;
  let llm: Awaited<ReturnType<typeof startOpenAiServer>>;
  let withAi: TestApp;
  beforeAll(async () => {
    llm = await startOpenAiServer();
    t = await createTestApp('pglite');
    withAi = await createTestApp('pglite', {
      ai: createAiService({ baseUrl: llm.baseUrl, model: 'm', timeoutMs: 1000 }),
    });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await withAi?.close();
    await llm?.close();
  });

  const post = (app: TestApp['app'], body: unknown, c = cookie) =>
    app.inject({
      method: 'POST',
      url: '/api/destination-tips',
      payload: body as object,
      headers: { cookie: c },
    });

  it('answers the knowledge base tips for a known destination', async () => {
    const res = await post(t.app, { destination: 'Kyoto, Japan', startDate: '2026-05-01' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('knowledge-base');
    expect(body.destination).toBe('Kyoto, Japan');
    expect(body.tips.transportCards.publicTransport.length).toBeGreaterThan(20);
  });

  it('answers 422 with a message for a place without offline tips and no AI', async () => {
    const res = await post(t.app, { destination: 'Clermont-Ferrand, France' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/no offline tips for Clermont-Ferrand/);
  });

  it('asks the AI when configured, and says so when it fails', async () => {
    const c = (await signUp(withAi.app)).cookie;
    llm.state.respond = () => ({ kind: 'json', content: TIPS });
    const ok = await post(withAi.app, { destination: 'Clermont-Ferrand, France' }, c);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ source: 'ai', tips: TIPS });
    llm.state.respond = () => ({ kind: 'text', content: 'no json here' });
    const bad = await post(withAi.app, { destination: 'Clermont-Ferrand, France' }, c);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/AI provider did not answer/);
  });

  it('validates input and requires sign-in', async () => {
    const bad = await post(t.app, { destination: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('destination: Destination is required.');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/destination-tips',
      payload: { destination: 'Rome' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('anonymous requests', () => {
  it('are told 401 before their body is validated', async () => {
    const t = await createTestApp('pglite');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/destination-tips',
      payload: { destination: 1 },
    });
    expect(res.statusCode).toBe(401);
    await t.close();
  });
});
