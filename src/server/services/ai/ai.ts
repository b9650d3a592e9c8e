// The language-model capability: an OpenAI-compatible chat-completions endpoint through the Vercel AI SDK.
// Every answer is validated by a zod schema; callers fall back to the embedded planner when this throws.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateObject, generateText } from 'ai';
import type { z } from 'zod';

export interface AiSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AiService {
  readonly model: string;
  /** A JSON object matching `schema`, or an error (timeout, HTTP error, invalid output). */
  object<T>(opts: { schema: z.ZodType<T>; name: string; system: string; prompt: string }): Promise<T>;
  /** A plain-text chat reply. */
  chat(opts: { system: string; messages: ChatTurn[] }): Promise<string>;
}

export class AiUnavailableError extends Error {}

export function createAiService(settings: AiSettings): AiService {
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: false,
  });
  const model = provider.chatModel(settings.model);
  const wrap = async <T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await run(AbortSignal.timeout(settings.timeoutMs));
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new AiUnavailableError(`The AI provider failed: ${reason.slice(0, 300)}`);
    }
  };
  return {
    model: settings.model,
    object: ({ schema, name, system, prompt }) =>
      wrap(async (abortSignal) => {
        const result = await generateObject({
          model,
          schema,
          schemaName: name,
          system,
          prompt,
          abortSignal,
          maxRetries: 0,
        });
        return result.object as never;
      }),
    chat: ({ system, messages }) =>
      wrap(async (abortSignal) => {
        const result = await generateText({ model, system, messages, abortSignal, maxRetries: 0 });
        const text = result.text.trim();
        if (!text) throw new Error('empty reply');
        return text;
      }),
  };
}
