import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean } };
  };
}

/**
 * What the fake answers next: JSON content for the model's message, a raw message text, an HTTP error (with
 * the `retry-after-ms` header the SDK waits for before it retries), or nothing at all (`hang`: the request is
 * read and never answered, as a stalled model does).
 */
export type FakeAnswer =
  { json: unknown } | { text: string } | { status: number; retryAfterMs?: number } | { hang: true };

/**
 * A stand-in for an OpenAI-compatible server on loopback: it speaks POST /v1/chat/completions (as the official
 * SDK calls it), records every request and answers what the test queued, or a 500 when nothing is queued.
 */
export class FakeOpenAi {
  readonly requests: ChatRequest[] = [];
  private readonly answers: FakeAnswer[] = [];
  private readonly events = new EventEmitter();
  private server!: Server;

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  answer(next: FakeAnswer): void {
    this.answers.push(next);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Forgets the answers queued and not yet given. */
  clear(): void {
    this.answers.length = 0;
  }

  /** Resolves when the `n`th request (counted from 1 since the start) has been read. */
  async received(n: number): Promise<ChatRequest> {
    while (this.requests.length < n) await once(this.events, 'request');
    return this.requests[n - 1]!;
  }

  close(): Promise<void> {
    // Hanging answers hold their connections open; close would wait for them for ever.
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    this.requests.push({
      authorization: req.headers.authorization,
      body: JSON.parse(raw) as ChatRequest['body'],
    });
    const next = this.answers.shift() ?? { status: 500 };
    this.events.emit('request');
    if ('hang' in next) return;
    if ('status' in next) {
      res
        .writeHead(next.status, {
          'content-type': 'application/json',
          ...(next.retryAfterMs === undefined ? {} : { 'retry-after-ms': String(next.retryAfterMs) }),
        })
        .end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
      return;
    }
    const content = 'json' in next ? JSON.stringify(next.json) : next.text;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-${this.requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }
}
