// What the real payment clients share: the call itself (timeout, network errors), the pt-BR messages
// and the rules that keep secrets out of what they answer. A provider's answer is only ever read here
// as data; request headers (Authorization, MerchantKey) never leave the call.
import { createHash } from 'node:crypto';
import { toCents } from '../../../shared/money.js';
import type { CredentialCheck, GatewayOutcome } from './types.js';

export const DEFAULT_GATEWAY_TIMEOUT_MS = 10_000;
export const GATEWAY_UNAVAILABLE = 'Intermediador indisponível. Tente novamente mais tarde.';
export const GATEWAY_CREDENTIALS = 'Credenciais do intermediador inválidas ou ausentes.';
export const GATEWAY_REFUSED = 'O intermediador recusou a operação.';
export const GATEWAY_BAD_AMOUNT = 'Valor do pagamento inválido.';
/** Long provider texts are cut: a message is for a toast or a log line, not a dump. */
const MAX_PROVIDER_MESSAGE = 300;

/** A base URL from settings, else the env var (read at call time), else the default; no trailing slash. */
export function baseUrlOf(override: string | undefined, envVar: string, fallback: string): string {
  return (override || process.env[envVar] || fallback).replace(/\/+$/, '');
}

/** The amount in whole cents from the stored decimal string; null when it is not a positive amount. */
export function amountInCents(value: string): number | null {
  const cents = toCents(value);
  return cents !== null && cents > 0 ? cents : null;
}

export interface ProviderAnswer {
  status: number;
  /** Parsed JSON, or null when the body was empty or not JSON. */
  body: unknown;
}

/**
 * One call to a provider. null when it could not be reached or did not answer in time (network error,
 * DNS, refused connection, timeout while waiting or while reading the body): "unavailable" to callers.
 * Never throws, so no error carrying the request (and its headers) can escape to a log.
 */
export async function callProvider(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<ProviderAnswer | null> {
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

export const unavailable = (detail = ''): GatewayOutcome => ({
  ok: false,
  reason: 'unavailable',
  message: withDetail(GATEWAY_UNAVAILABLE, detail),
});

export const badCredentials = (detail = ''): GatewayOutcome => ({
  ok: false,
  reason: 'credentials',
  message: withDetail(GATEWAY_CREDENTIALS, detail),
});

/** The provider answered and did not do it: its status and code kept, its message after ours. */
export function refusedBy(
  providerStatus: string | undefined,
  code: string | undefined,
  detail: string,
): GatewayOutcome {
  return {
    ok: false,
    reason: 'refused',
    ...(providerStatus ? { providerStatus } : {}),
    ...(code ? { providerCode: code } : {}),
    message: withDetail(
      GATEWAY_REFUSED,
      [providerStatus ? `(status: ${providerStatus})` : '', detail].filter(Boolean).join(' '),
    ),
  };
}

export const badAmount = (): GatewayOutcome => ({
  ok: false,
  reason: 'refused',
  message: GATEWAY_BAD_AMOUNT,
});

/**
 * A UUID derived from the idempotency key, for providers whose request id must be a GUID (Cielo's
 * RequestId): the same key always gives the same id, so a retried call is recognisably the same one.
 */
export function uuidFromKey(key: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return key.toLowerCase();
  const hex = createHash('sha256').update(key, 'utf8').digest('hex');
  // Shaped as a name-based UUID (version 5 bits, RFC 4122 variant) so strict parsers accept it.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A read-only call made with a store's credentials, read for what it says of them: authenticated
 * (any answer but 401/403 and the busy ones: "not found" still means the key was accepted), refused,
 * or unknown for now.
 */
export function credentialCheckOf(answer: ProviderAnswer | null): CredentialCheck {
  const kind = answer ? statusClass(answer.status) : 'unavailable';
  if (kind === 'credentials') return { ok: false, reason: 'credentials', message: GATEWAY_CREDENTIALS };
  if (kind === 'unavailable') return { ok: false, reason: 'unavailable', message: GATEWAY_UNAVAILABLE };
  return { ok: true };
}

/** How an HTTP status reads before the body is looked at: 2xx answers are read by each client. */
export function statusClass(status: number): 'ok' | 'unavailable' | 'credentials' | 'refused' {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401 || status === 403) return 'credentials';
  // Busy or slow rather than a "no": worth trying again later.
  if (status >= 500 || status === 408 || status === 429) return 'unavailable';
  return 'refused';
}
