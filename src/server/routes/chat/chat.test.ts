import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { parisPlan, tripOf } from '../../../../tests/helpers/chat-plan.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import { startOpenAiServer } from '../../../../tests/support/openai-server.ts';
import { CHAT_AI_NOTICE, type ChatRequest, chatResponseSchema } from '../../../core/api/chat.ts';
import { getKnowledgeBase } from '../../../knowledge/index.ts';
import { createAiService } from '../../services/ai/ai.ts';

function body(message: string, overrides: Partial<ChatRequest> = {}): ChatRequest {
  return {
    messages: [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello! Ask me about your plan.' },
      { role: 'user', content: message },
    ],
    tripDetails: tripOf(),
    days: parisPlan(),
    currentDay: 2,
    ...overrides,
  };
}

const post = (t: TestApp, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe.each(drivers)('POST /api/chat, embedded (%s)', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { limits: { chatPerUser: { limit: 3, windowMs: 60_000 } } });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(() => t?.close());

  it('asks anonymous callers to sign in', async () => {
    const res = await post(t, body('hello'));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('rejects malformed requests with the field named', async () => {
    const c = (await signUp(t.app)).cookie;
    const cases: [unknown, string][] = [
      [{ ...body('x'), messages: [] }, 'messages: Send at least one message.'],
      [
        { ...body('x'), messages: [{ role: 'assistant', content: 'hi' }] },
        'messages: The last message must be the traveller’s.',
      ],
      [
        { ...body('x'), messages: [{ role: 'user', content: '   ' }] },
        'messages.0.content: Message text is required.',
      ],
      [
        { ...body('x'), messages: [{ role: 'user', content: 'x'.repeat(2001) }] },
        'messages.0.content: Messages are limited to 2000 characters.',
      ],
      [
        { ...body('x'), messages: Array(21).fill({ role: 'user', content: 'hi' }) },
        'messages: Send at most the last 20 messages.',
      ],
      [
        { ...body('x'), tripDetails: undefined },
        'tripDetails: Invalid input: expected object, received undefined',
      ],
      [{ ...body('x'), currentDay: 0 }, 'currentDay: Day must be 1 or more.'],
      [{ ...body('x'), days: 'none' }, 'days: days must be a list.'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t, payload, c);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('answers from the plan and the guide, with a proposal to confirm', async () => {
    const res = await post(t, body('move the Eiffel Tower to the evening'), cookie);
    expect(res.statusCode).toBe(200);
    const answer = chatResponseSchema.parse(res.json());
    expect(answer).toEqual({
      reply: 'Move Eiffel Tower from day 2 morning to day 2 evening? Apply it below to make the change.',
      proposal: {
        kind: 'move',
        activityId: 'd2-1',
        toDay: 2,
        toSegment: 'evening',
        summary: 'Move Eiffel Tower from day 2 morning to day 2 evening',
      },
      source: 'embedded',
    });
  });

  it('limits each user, answering 429 with Retry-After', async () => {
    const c = (await signUp(t.app)).cookie;
    for (let i = 0; i < 3; i++) expect((await post(t, body('hello'), c)).statusCode).toBe(200);
    const limited = await post(t, body('hello'), c);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many chat messages/);
    // Another user is not affected.
    expect((await post(t, body('hello'), (await signUp(t.app)).cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/chat with a language model', () => {
  let llm: Awaited<ReturnType<typeof startOpenAiServer>>;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    llm = await startOpenAiServer();
    t = await createTestApp('pglite', {
      ai: createAiService({ baseUrl: llm.baseUrl, model: 'chat-model', timeoutMs: 500 }),
    });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  it('sends the conversation with the plan as context and returns a verified proposal', async () => {
    llm.state.respond = () => ({
      kind: 'json',
      content: {
        reply: 'Evening is a lovely time for the tower: it sparkles every hour after dark.',
        proposal: { kind: 'move', activityId: 'd2-1', toDay: 2, toSegment: 'evening' },
      },
    });
    const res = await post(t, body('Should I see the Eiffel Tower at night instead?'), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      reply: 'Evening is a lovely time for the tower: it sparkles every hour after dark.',
      proposal: {
        kind: 'move',
        activityId: 'd2-1',
        toDay: 2,
        toSegment: 'evening',
        summary: 'Move Eiffel Tower from day 2 morning to day 2 evening',
      },
      source: 'ai',
    });
    const sent = llm.requests.at(-1)!;
    expect(sent.model).toBe('chat-model');
    expect(sent.messages[0]!.role).toBe('system');
    const prompt = sent.messages.at(-1)!.content;
    expect(prompt).toContain('Traveller: Should I see the Eiffel Tower at night instead?');
    expect(prompt).toContain('Assistant: Hello! Ask me about your plan.');
    const context = JSON.parse(prompt.slice(prompt.indexOf('{'), prompt.indexOf('\n\nConversation:')));
    expect(context.plan[1].activities[0]).toMatchObject({
      id: 'd2-1',
      title: 'Eiffel Tower',
      segment: 'morning',
      hoursThatDay: '9:30 AM – 11:45 PM',
    });
    expect(context.guidePlaces.length).toBeGreaterThan(10);
  });

  it('builds an add from the guide’s own place, and drops one it cannot verify', async () => {
    const rodin = getKnowledgeBase().place('paris/musee-rodin')!;
    const end = 14 * 60 + rodin.durationMinutes;
    llm.state.respond = () => ({
      kind: 'json',
      content: {
        reply: 'The Rodin garden fits your Saturday afternoon.',
        proposal: { kind: 'add', placeName: 'musee rodin', day: 3, segment: 'afternoon', startTime: '14:00' },
      },
    });
    const added = (await post(t, body('add the rodin museum on saturday at 2pm'), cookie)).json();
    expect(added.source).toBe('ai');
    expect(added.proposal).toMatchObject({
      kind: 'add',
      activity: {
        title: 'Musée Rodin',
        description: rodin.description,
        location: rodin.address,
        placeId: 'paris/musee-rodin',
        lat: rodin.lat,
        lng: rodin.lng,
        day: 3,
        timeSegment: 'afternoon',
        startTime: '14:00',
        endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
      },
      summary: 'Add Musée Rodin to day 3 afternoon at 14:00',
    });

    // The Louvre is on day 1 already: not proposed twice.
    llm.state.respond = () => ({
      kind: 'json',
      content: {
        reply: 'Add the Louvre!',
        proposal: { kind: 'add', placeName: 'Louvre Museum', day: 3, segment: 'morning' },
      },
    });
    const twice = (await post(t, body('add the louvre on day 3'), cookie)).json();
    expect(twice.proposal).toBeUndefined();
    expect(twice.reply).toBe('Add the Louvre!\n\nLouvre Museum is already in your plan.');

    llm.state.respond = () => ({
      kind: 'json',
      content: {
        reply: 'Try Le Café Imaginaire for dinner.',
        proposal: { kind: 'add', placeName: 'Le Café Imaginaire', day: 2, segment: 'evening' },
      },
    });
    const invented = (await post(t, body('somewhere for dinner?'), cookie)).json();
    expect(invented.source).toBe('ai');
    expect(invented.proposal).toBeUndefined();
    expect(invented.reply).toMatch(/I could not match that change to your plan and the built-in guide/);

    llm.state.respond = () => ({
      kind: 'json',
      content: { reply: 'Removed.', proposal: { kind: 'remove', activityId: 'no-such-id' } },
    });
    expect((await post(t, body('remove the boat'), cookie)).json().proposal).toBeUndefined();
  });

  it('turns the model’s swap of two days and timed move into the same confirmable proposals, checked', async () => {
    llm.state.respond = () => ({
      kind: 'json',
      content: { reply: 'Saturday suits the museums better.', proposal: { kind: 'swap', dayA: 1, dayB: 3 } },
    });
    const swapped = (await post(t, body('swap day 1 and day 3'), cookie)).json();
    expect(swapped).toMatchObject({
      source: 'ai',
      proposal: { kind: 'swap', dayA: 1, dayB: 3, summary: 'Swap day 1 and day 3' },
    });
    // The plan the model read carries the dates' holidays and closures, as the built-in chat's.
    const context = llm.requests.at(-1)!.messages.at(-1)!.content;
    expect(context).toContain('"weekday"');

    llm.state.respond = () => ({
      kind: 'json',
      content: { reply: 'Sure.', proposal: { kind: 'swap', dayA: 1, dayB: 12 } },
    });
    const outside = (await post(t, body('swap day 1 and day 12'), cookie)).json();
    expect(outside.proposal).toBeUndefined();
    expect(outside.reply).toMatch(/I could not match that change/);

    llm.state.respond = () => ({
      kind: 'json',
      content: {
        reply: 'The tower at 4 pm on Saturday.',
        proposal: { kind: 'move', activityId: 'd2-1', toDay: 3, toSegment: 'afternoon', startTime: '16:00' },
      },
    });
    const moved = (await post(t, body('move the Eiffel Tower to day 3 at 4 pm'), cookie)).json();
    const eiffel = getKnowledgeBase().place('paris/eiffel-tower')!;
    const end = 16 * 60 + eiffel.durationMinutes;
    expect(moved.proposal).toEqual({
      kind: 'move',
      activityId: 'd2-1',
      toDay: 3,
      toSegment: 'afternoon',
      startTime: '16:00',
      endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
      summary: 'Move Eiffel Tower from day 2 morning to day 3 afternoon at 16:00',
    });
  });

  it.each([
    ['garbage', { kind: 'text', content: 'Sure! Here is what I think...' }],
    [
      'an answer of the wrong shape',
      { kind: 'json', content: { reply: 'ok', proposal: { kind: 'teleport' } } },
    ],
    ['an HTTP error', { kind: 'http-error', status: 503 }],
    ['a slow answer', { kind: 'json', content: { reply: 'late' }, delayMs: 1500 }],
  ] as const)('falls back to the built-in guide with a notice on %s', async (_, reply) => {
    llm.state.respond = () => reply;
    const res = await post(t, body('move dinner to day 3'), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'embedded',
      notice: CHAT_AI_NOTICE,
      proposal: { kind: 'move', activityId: 'd2-3', toDay: 3, toSegment: 'evening' },
    });
  });
});
