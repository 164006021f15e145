// A fake OpenAI-compatible chat server (node:http, ephemeral port) that plays a language model for the demo adapter's
// tests and for `demo:eval --engine model` without a network model. Each request is answered by a `respond` function
// the caller sets, and every request body is kept in `seen`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  model: string;
  stream?: boolean;
  max_tokens?: number;
  messages: Array<{ role: string; content: string }>;
  response_format?: {
    type: 'json_schema' | 'json_object' | 'text';
    json_schema?: { schema?: unknown };
  };
};

/**
 * What the fake model does: answer `content` (streamed in `chunks` pieces when asked to stream), answer an HTTP error,
 * or stall ('before-headers': never answers; 'after-first-chunk': sends one piece, then nothing).
 */
export type Behaviour =
  | { content: string; chunks?: number }
  | { status: number; error: string }
  | { stall: 'before-headers' | 'after-first-chunk'; content?: string };

export type FakeModelServer = {
  /** The base URL to configure, ending in /v1. */
  url: string;
  seen: ChatRequest[];
  respond: (request: ChatRequest) => Behaviour;
  close: () => Promise<void>;
};

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function split(text: string, pieces: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / pieces));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [''];
}

export async function startFakeModelServer(
  respond: FakeModelServer['respond'] = () => ({ content: '{}' }),
): Promise<FakeModelServer> {
  const fake = { seen: [] as ChatRequest[], respond } as FakeModelServer;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as ChatRequest;
      fake.seen.push(body);
      const behaviour = fake.respond(body);
      if ('status' in behaviour) {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: behaviour.error, type: 'invalid_request_error' } }),
        );
        return;
      }
      if ('stall' in behaviour && behaviour.stall === 'before-headers') return; // held open until the client gives up
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'fake',
            object: 'chat.completion',
            created: 0,
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: behaviour.content ?? '' },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      if ('stall' in behaviour) {
        res.write(chunk({ content: (behaviour.content ?? '{"').slice(0, 10) }));
        return; // held open after the first piece
      }
      for (const piece of split(behaviour.content, behaviour.chunks ?? 3))
        res.write(chunk({ content: piece }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return fake;
}

/** The system prompt and the voter's message of a request, for tests that check what the model was sent. */
export const promptOf = (request: ChatRequest) => ({
  system: request.messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n'),
  user: request.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n'),
});
