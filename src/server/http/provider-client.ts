// Calls to outside providers (payment intermediaries, Melhor Envio): the call itself (timeout,
// network errors, JSON), where their base URL comes from, and the rules that keep secrets out of
// what they answer. A provider's answer is only ever read here as data; request headers
// (Authorization, MerchantKey) never leave the call.
//
// No call waits on a provider inside a database transaction: the wait would hold the transaction,
// the rows it locked and a pooled connection (on PGlite the only one, so every store's requests)
// for as long as the provider takes. assertNoTransaction() refuses it loudly, so a new integration
// written the old way fails its first test instead of stalling production.
import { insideTransaction } from '../db/transaction.js';

/** How long a provider may take (capture, credential check, Melhor Envio). */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;
export const PROVIDER_TIMEOUT_ENV = 'PROVIDER_TIMEOUT_MS';

/** The timeout of provider calls: PROVIDER_TIMEOUT_MS (read at call time), else 10 s. */
export function providerTimeoutMs(): number {
  const value = Number(process.env[PROVIDER_TIMEOUT_ENV]);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_PROVIDER_TIMEOUT_MS;
}

export const PROVIDER_IN_TRANSACTION =
  'An outside provider must not be called inside a database transaction: read, commit, then call, ' +
  'then record the outcome in a short transaction of its own (see payments/capture.ts).';

/** Throws (a programming error, a 500) when the caller runs inside a database transaction. */
export function assertNoTransaction(): void {
  if (insideTransaction()) throw new Error(PROVIDER_IN_TRANSACTION);
}
/** Long provider texts are cut: a message is for a toast or a log line, not a dump. */
const MAX_PROVIDER_MESSAGE = 300;

/** A base URL from settings, else the env var (read at call time), else the default; no trailing slash. */
export function baseUrlOf(override: string | undefined, envVar: string, fallback: string): string {
  return (override || process.env[envVar] || fallback).replace(/\/+$/, '');
}

export interface ProviderAnswer {
  status: number;
  /** Parsed JSON, or null when the body was empty or not JSON. */
  body: unknown;
}

/**
 * One call to a provider. null when it could not be reached or did not answer in time (network error,
 * DNS, refused connection, timeout while waiting or while reading the body): "unavailable" to callers.
 * Never throws about the call itself, so no error carrying the request (and its headers) can escape
 * to a log; it throws only when called inside a transaction (assertNoTransaction), before any request.
 */
export async function callProvider(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<ProviderAnswer | null> {
  assertNoTransaction();
  try {
    const response = await fetch(url, {
      method: init.method,
      headers:
        init.body === undefined ? init.headers : { 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error', // a redirect would carry the credentials somewhere we did not choose
    });
    const text = await response.text();
    let body: unknown = null;
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    return { status: response.status, body };
  } catch {
    return null;
  }
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The credentials when every one of them is set, else null (the client then makes no call). */
export function required<T extends Record<string, string | null | undefined>>(
  values: T,
): { [K in keyof T]: string } | null {
  return Object.values(values).every(present) ? (values as { [K in keyof T]: string }) : null;
}

/**
 * A provider's text made safe to show and log: trimmed, shortened, and with any of the store's
 * secrets masked (a provider may echo what it was sent, e.g. "invalid key sk_…").
 */
export function safeText(value: unknown, secrets: (string | null | undefined)[]): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  let text = String(value).replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (present(secret)) text = text.split(secret.trim()).join('***');
  return text.length > MAX_PROVIDER_MESSAGE ? `${text.slice(0, MAX_PROVIDER_MESSAGE - 1)}…` : text;
}

/** "Base: detalhe do intermediador" or just the base when the provider said nothing useful. */
export const withDetail = (base: string, detail: string) => (detail ? `${base} ${detail}` : base);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How an HTTP status reads before the body is looked at: 2xx answers are read by each client. */
export function statusClass(status: number): 'ok' | 'unavailable' | 'credentials' | 'refused' {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401 || status === 403) return 'credentials';
  // Busy or slow rather than a "no": worth trying again later.
  if (status >= 500 || status === 408 || status === 429) return 'unavailable';
  return 'refused';
}
