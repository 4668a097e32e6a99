// The little HTTP server under each provider fake: listens on 127.0.0.1 (a free port, or a fixed one
// for the browser tests' long-running fakes), keeps every request it received (method, path with
// query, headers, parsed JSON body) and lets the fake answer.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/1/sales/abc/capture?amount=100". */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or null when there was none (or it was not JSON). */
  body: unknown;
}

/** Answers a request; not calling it leaves the request hanging (for timeout tests). */
export type Send = (status: number, body?: unknown) => void;

/** Answers with any other content (an HTML page, a redirect): status, headers and the text. */
export type Reply = (status: number, headers: Record<string, string>, text?: string) => void;

export interface FakeOptions {
  /** A fixed port (e2e/support/fake-providers.ts); a free one when absent. */
  port?: number;
}

/** A request held back by hold(): seen by the fake, answered only once the test releases it. */
export interface Hold {
  /** Resolves when the held request has reached the fake. */
  arrived: Promise<RecordedRequest>;
  /** Lets the fake answer it. */
  release(): void;
}

export interface JsonFake {
  url: string;
  requests: RecordedRequest[];
  /**
   * The next request the fake receives waits (before it is looked at) until the test calls
   * release(): a provider that is slow for exactly as long as the test wants, no timer involved.
   */
  hold(): Hold;
  close(): Promise<void>;
}

export function startJsonFake(
  handle: (request: RecordedRequest, send: Send, reply: Reply) => void,
  options: FakeOptions = {},
): Promise<JsonFake> {
  const requests: RecordedRequest[] = [];
  const holds: { arrived: (r: RecordedRequest) => void; released: Promise<void> }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      };
      requests.push(request);
      const reply: Reply = (status, headers, content) => {
        res.writeHead(status, headers);
        res.end(content);
      };
      const answer = () =>
        handle(
          request,
          (status, answer) =>
            answer === undefined
              ? reply(status, {})
              : reply(status, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(answer)),
          reply,
        );
      const held = holds.shift();
      if (!held) return answer();
      held.arrived(request);
      void held.released.then(answer);
    });
  });
  return new Promise((resolve, reject) => {
    // A fixed port already taken fails the start instead of leaving it waiting.
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        hold: () => {
          let arrived!: (r: RecordedRequest) => void;
          let release!: () => void;
          const seen = new Promise<RecordedRequest>((resolve) => (arrived = resolve));
          const released = new Promise<void>((resolve) => (release = resolve));
          holds.push({ arrived, released });
          return { arrived: seen, release };
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections(); // hanging requests too
            server.close(() => done());
          }),
      }),
    );
  });
}

export const basicHeader = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
