// Pagar.me API v5 ("core/v5"): HTTP Basic with the store's secret key as the user and an empty
// password. Capture: POST /core/v5/charges/{charge_id}/capture {amount in cents}; cancel:
// DELETE /core/v5/charges/{charge_id}. Both answer the charge; its `status` says what happened
// (paid / canceled; failed, pending… otherwise). Pagar.me honours an Idempotency-Key header, so a
// retried call with the same key is not acted on twice. Status: GET /core/v5/charges/{charge_id}
// (pending = authorised and not captured, paid, canceled, failed…). A refusal whose answer shows the
// charge already in the state asked for (paid for a capture, canceled for a cancel) counts as done.
import {
  amountInCents,
  badAmount,
  badCredentials,
  credentialCheckOf,
  refusedBy,
  unavailable,
} from './http.js';
import {
  baseUrlOf,
  basicAuth,
  callProvider,
  providerTimeoutMs,
  isRecord,
  required,
  safeText,
  statusClass,
  type ProviderAnswer,
} from '../../http/provider-client.js';
import type {
  ChargeState,
  ChargeStatus,
  CredentialCheck,
  GatewayCallOptions,
  GatewayOutcome,
  GatewayPayment,
  GatewaySettings,
  PaymentGateway,
} from './types.js';

export const PAGARME_API_URL_ENV = 'PAGARME_API_URL';
export const DEFAULT_PAGARME_API_URL = 'https://api.pagar.me';

/** The provider's own words about a refusal: the API's message and errors, or the acquirer's. */
function pagarmeDetail(body: unknown, secrets: string[]): string {
  if (!isRecord(body)) return '';
  const parts: unknown[] = [];
  const last = isRecord(body.last_transaction) ? body.last_transaction : null;
  if (last) {
    parts.push(last.acquirer_message);
    const gateway = isRecord(last.gateway_response) ? last.gateway_response : null;
    if (gateway && Array.isArray(gateway.errors))
      parts.push(...gateway.errors.map((e) => (isRecord(e) ? e.message : null)));
  }
  parts.push(body.message);
  if (isRecord(body.errors))
    for (const messages of Object.values(body.errors)) if (Array.isArray(messages)) parts.push(...messages);
  return safeText(parts.filter((p) => typeof p === 'string' && p.trim()).join(' '), secrets);
}

function readCharge(
  answer: ProviderAnswer | null,
  expected: 'paid' | 'canceled',
  secrets: string[],
): GatewayOutcome {
  if (!answer) return unavailable();
  const detail = pagarmeDetail(answer.body, secrets);
  const kind = statusClass(answer.status);
  if (kind === 'unavailable') return unavailable();
  if (kind === 'credentials') return badCredentials();
  const charge = isRecord(answer.body) ? answer.body : {};
  const providerStatus = typeof charge.status === 'string' ? charge.status : undefined;
  const last = isRecord(charge.last_transaction) ? charge.last_transaction : null;
  const code = last && typeof last.acquirer_return_code === 'string' ? last.acquirer_return_code : undefined;
  if (kind === 'ok' && providerStatus === expected)
    return { ok: true, providerStatus, ...(code ? { providerCode: code } : {}) };
  // "Already captured / already canceled": refused, with the charge already where we want it.
  if (kind === 'refused' && providerStatus === expected)
    return { ok: true, providerStatus, already: true, ...(code ? { providerCode: code } : {}) };
  return refusedBy(providerStatus, code, detail);
}

/** Pagar.me's charge statuses as far as a capture or cancel cares. */
const CHARGE_STATES: Record<string, ChargeState> = {
  pending: 'authorized',
  paid: 'captured',
  canceled: 'voided',
  processing: 'unknown',
};

export function pagarmeV5Gateway(settings: GatewaySettings): PaymentGateway {
  const timeoutMs = settings.timeoutMs ?? providerTimeoutMs();
  const key = settings.credentials.secretKey?.trim() ?? '';
  // The key, and the header made of it: a provider echoing either must not put it in a message.
  const secrets = [key, basicAuth(key, '').slice('Basic '.length)];

  async function call(
    method: 'POST' | 'DELETE',
    payment: GatewayPayment,
    options: GatewayCallOptions,
    expected: 'paid' | 'canceled',
  ): Promise<GatewayOutcome> {
    const credentials = required({ secretKey: settings.credentials.secretKey });
    if (!credentials) return badCredentials();
    const amount = amountInCents(payment.value);
    if (amount === null) return badAmount();
    const base = baseUrlOf(settings.baseUrl, PAGARME_API_URL_ENV, DEFAULT_PAGARME_API_URL);
    const charge = encodeURIComponent(payment.tid);
    const answer = await callProvider(
      `${base}/core/v5/charges/${charge}${method === 'POST' ? '/capture' : ''}`,
      {
        method,
        headers: {
          accept: 'application/json',
          authorization: basicAuth(credentials.secretKey.trim(), ''),
          'idempotency-key': options.idempotencyKey,
        },
        // Capture states the amount (the whole authorisation); a cancel without one cancels it all.
        body: method === 'POST' ? { amount } : undefined,
      },
      timeoutMs,
    );
    return readCharge(answer, expected, secrets);
  }

  async function status(payment: GatewayPayment): Promise<ChargeStatus> {
    const credentials = required({ secretKey: settings.credentials.secretKey });
    if (!credentials) return { state: 'unknown' };
    const base = baseUrlOf(settings.baseUrl, PAGARME_API_URL_ENV, DEFAULT_PAGARME_API_URL);
    const answer = await callProvider(
      `${base}/core/v5/charges/${encodeURIComponent(payment.tid)}`,
      {
        method: 'GET',
        headers: { accept: 'application/json', authorization: basicAuth(credentials.secretKey.trim(), '') },
      },
      timeoutMs,
    );
    if (!answer || statusClass(answer.status) !== 'ok' || !isRecord(answer.body)) return { state: 'unknown' };
    const providerStatus = typeof answer.body.status === 'string' ? answer.body.status : undefined;
    if (!providerStatus) return { state: 'unknown' };
    return { state: CHARGE_STATES[providerStatus] ?? 'other', providerStatus };
  }

  return {
    intermediary: settings.intermediary === 'pagarme' ? 'pagarme' : 'pagarmev5',
    capture: (payment, options) => call('POST', payment, options, 'paid'),
    cancel: (payment, options) => call('DELETE', payment, options, 'canceled'),
    status,
  };
}

/**
 * Asks Pagar.me whether a secret key works, reading one page of one customer (GET
 * /core/v5/customers?page=1&size=1): 200 to a good key, 401 to a bad one. Nothing is changed.
 */
export async function verifyPagarmeSecretKey(
  secretKey: string,
  options: { baseUrl?: string; timeoutMs?: number } = {},
): Promise<CredentialCheck> {
  const base = baseUrlOf(options.baseUrl, PAGARME_API_URL_ENV, DEFAULT_PAGARME_API_URL);
  const answer = await callProvider(
    `${base}/core/v5/customers?page=1&size=1`,
    {
      method: 'GET',
      headers: { accept: 'application/json', authorization: basicAuth(secretKey.trim(), '') },
    },
    options.timeoutMs ?? providerTimeoutMs(),
  );
  return credentialCheckOf(answer);
}
