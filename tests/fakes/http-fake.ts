// The little HTTP server under each provider fake: listens on a free port of 127.0.0.1, keeps every
// request it received (method, path with query, headers, parsed JSON body) and lets the fake answer.
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

export interface JsonFake {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function startJsonFake(handle: (request: RecordedRequest, send: Send) => void): Promise<JsonFake> {
  const requests: RecordedRequest[] = [];
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
      handle(request, (status, answer) => {
        if (answer === undefined) {
          res.writeHead(status);
          res.end();
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(answer));
      });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections(); // hanging requests too
            server.close(() => done());
          }),
      }),
    ),
  );
}

export const basicHeader = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
