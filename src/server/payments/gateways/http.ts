// What the real payment clients share beyond the provider call itself (http/provider-client.ts): the
// pt-BR messages, the outcomes they answer, amounts in cents and idempotency ids.
import { createHash } from 'node:crypto';
import { toCents } from '../../../shared/money.js';
import { type ProviderAnswer, statusClass, withDetail } from '../../http/provider-client.js';
import type { CredentialCheck, GatewayOutcome } from './types.js';

export const GATEWAY_UNAVAILABLE = 'Intermediador indisponível. Tente novamente mais tarde.';
export const GATEWAY_CREDENTIALS = 'Credenciais do intermediador inválidas ou ausentes.';
export const GATEWAY_REFUSED = 'O intermediador recusou a operação.';
export const GATEWAY_BAD_AMOUNT = 'Valor do pagamento inválido.';

/** The amount in whole cents from the stored decimal string; null when it is not a positive amount. */
export function amountInCents(value: string): number | null {
  const cents = toCents(value);
  return cents !== null && cents > 0 ? cents : null;
}

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
