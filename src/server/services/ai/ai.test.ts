// Contract test: the AI service against a local server speaking the OpenAI chat-completions API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startOpenAiServer } from '../../../../tests/support/openai-server.ts';
import { AiUnavailableError, createAiService } from './ai.ts';

describe('OpenAI-compatible AI service', () => {
  let llm: Awaited<ReturnType<typeof startOpenAiServer>>;
  beforeAll(async () => {
    llm = await startOpenAiServer();
  });
  afterAll(() => llm?.close());

  const schema = z.object({
    places: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number() })),
  });
  const service = () =>
    createAiService({ baseUrl: llm.baseUrl, model: 'test-model', apiKey: 'k', timeoutMs: 500 });

  it('sends the model, system prompt and user prompt, and returns the validated object', async () => {
    llm.state.respond = () => ({ kind: 'json', content: { places: [{ name: 'Old Town', lat: 1, lng: 2 }] } });
    const out = await service().object({
      schema,
      name: 'places',
      system: 'You plan trips.',
      prompt: 'Lisbon',
    });
    expect(out.places[0]!.name).toBe('Old Town');
    const sent = llm.requests.at(-1)!;
    expect(sent.model).toBe('test-model');
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(JSON.stringify(sent.messages)).toContain('Lisbon');
  });

  it('rejects output that does not match the schema', async () => {
    llm.state.respond = () => ({ kind: 'json', content: { places: [{ name: 3 }] } });
    await expect(
      service().object({ schema, name: 'places', system: 's', prompt: 'p' }),
    ).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it('rejects garbage, HTTP errors and slow answers', async () => {
    llm.state.respond = () => ({ kind: 'text', content: 'Sure! Here are some places: ...' });
    await expect(service().object({ schema, name: 'places', system: 's', prompt: 'p' })).rejects.toThrow(
      AiUnavailableError,
    );
    llm.state.respond = () => ({ kind: 'http-error', status: 500 });
    await expect(
      service().chat({ system: 's', messages: [{ role: 'user', content: 'hi' }] }),
    ).rejects.toThrow(AiUnavailableError);
    llm.state.respond = () => ({ kind: 'text', content: 'late', delayMs: 2000 });
    await expect(
      service().chat({ system: 's', messages: [{ role: 'user', content: 'hi' }] }),
    ).rejects.toThrow(AiUnavailableError);
  });

  it('returns chat text', async () => {
    llm.state.respond = () => ({ kind: 'text', content: 'The museum opens at 10.' });
    const reply = await service().chat({ system: 's', messages: [{ role: 'user', content: 'When?' }] });
    expect(reply).toBe('The museum opens at 10.');
  });
});
