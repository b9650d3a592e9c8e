// A local HTTP server speaking the OpenAI chat-completions API (POST /v1/chat/completions), standing in for an LLM.
// Each test sets `respond` to shape the answer: JSON content, an HTTP error, garbage, or a slow reply.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
  [key: string]: unknown;
}

export type Reply =
  | { kind: 'json'; content: unknown; delayMs?: number }
  | { kind: 'text'; content: string; delayMs?: number }
  | { kind: 'http-error'; status: number; delayMs?: number };

async function body(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
}

export async function startOpenAiServer() {
  const requests: ChatRequest[] = [];
  const state: { respond: (req: ChatRequest) => Reply } = {
    respond: () => ({ kind: 'text', content: 'Hello from the test model.' }),
  };
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    const request = await body(req);
    requests.push(request);
    const reply = state.respond(request);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.kind === 'http-error') {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The model is overloaded.', type: 'server_error' } }));
      return;
    }
    const content = reply.kind === 'json' ? JSON.stringify(reply.content) : reply.content;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseUrl,
    requests,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
