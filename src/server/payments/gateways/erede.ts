// e.Rede (Rede's e-commerce API, v1): HTTP Basic with the store's PV (filiação) as the user and its
// token as the password. Capture: PUT /v1/transactions/{tid} {amount in cents} → returnCode "00";
// cancel: POST /v1/transactions/{tid}/refunds {amount} → returnCode "359" (refund done) or "360"
// (refund request accepted). Any other returnCode is a refusal, explained by returnMessage (e.g. 355
// "Transaction already cancelled", which a cancel counts as done). Status: GET /v1/transactions/{tid},
// answering the authorization's status (Approved, Denied, Canceled, Pending), the capture when there
// was one and the refunds.
//
// e.Rede documents no idempotency header: a repeated capture or a second full refund of the same tid
// is refused by them, not done twice, so the idempotency key is not sent.
import { randomUUID } from 'node:crypto';
import {
  amountInCents,
  badAmount,
  badCredentials,
  credentialCheckOf,
  GATEWAY_REFUSED,
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
  withDetail,
  type ProviderAnswer,
} from '../../http/provider-client.js';
import type {
  ChargeStatus,
  CredentialCheck,
  GatewayOutcome,
  GatewayPayment,
  GatewaySettings,
  PaymentGateway,
} from './types.js';

export const EREDE_API_URL_ENV = 'EREDE_API_URL';
export const DEFAULT_EREDE_API_URL = 'https://api.userede.com.br/erede';

const CAPTURED = ['00'];
const REFUNDED = ['359', '360'];
/** "Transaction already cancelled": for a cancel, what was asked is already so. */
const ALREADY_CANCELLED = ['355'];

function readReturn(
  answer: ProviderAnswer | null,
  accepted: string[],
  already: string[],
  secrets: string[],
): GatewayOutcome {
  if (!answer) return unavailable();
  const kind = statusClass(answer.status);
  const body = isRecord(answer.body) ? answer.body : {};
  const code =
    typeof body.returnCode === 'string' || typeof body.returnCode === 'number'
      ? String(body.returnCode)
      : undefined;
  const detail = safeText(body.returnMessage, secrets);
  if (kind === 'unavailable') return unavailable();
  if (kind === 'credentials') return badCredentials();
  if (kind === 'ok' && code !== undefined && accepted.includes(code))
    return { ok: true, providerStatus: code, providerCode: code, ...(detail ? { message: detail } : {}) };
  if (code !== undefined && already.includes(code))
    return { ok: true, already: true, providerStatus: code, providerCode: code };
  return {
    ok: false,
    reason: 'refused',
    ...(code ? { providerStatus: code, providerCode: code } : {}),
    message: withDetail(GATEWAY_REFUSED, detail),
  };
}

export function eRedeGateway(settings: GatewaySettings): PaymentGateway {
  const timeoutMs = settings.timeoutMs ?? providerTimeoutMs();
  const token = settings.credentials.merchantKey?.trim() ?? '';
  // The token, and the header made of it: a provider echoing either must not put it in a message.
  const secrets = [
    token,
    basicAuth(settings.credentials.merchantId?.trim() ?? '', token).slice('Basic '.length),
  ];

  async function call(operation: 'capture' | 'refund', payment: GatewayPayment): Promise<GatewayOutcome> {
    const credentials = required({
      pv: settings.credentials.merchantId,
      token: settings.credentials.merchantKey,
    });
    if (!credentials) return badCredentials();
    const amount = amountInCents(payment.value);
    if (amount === null) return badAmount();
    const base = baseUrlOf(settings.baseUrl, EREDE_API_URL_ENV, DEFAULT_EREDE_API_URL);
    const tid = encodeURIComponent(payment.tid);
    const answer = await callProvider(
      operation === 'capture' ? `${base}/v1/transactions/${tid}` : `${base}/v1/transactions/${tid}/refunds`,
      {
        method: operation === 'capture' ? 'PUT' : 'POST',
        headers: {
          accept: 'application/json',
          authorization: basicAuth(credentials.pv.trim(), credentials.token.trim()),
        },
        body: { amount },
      },
      timeoutMs,
    );
    return operation === 'capture'
      ? readReturn(answer, CAPTURED, [], secrets)
      : readReturn(answer, REFUNDED, ALREADY_CANCELLED, secrets);
  }

  async function status(payment: GatewayPayment): Promise<ChargeStatus> {
    const credentials = required({
      pv: settings.credentials.merchantId,
      token: settings.credentials.merchantKey,
    });
    if (!credentials) return { state: 'unknown' };
    const base = baseUrlOf(settings.baseUrl, EREDE_API_URL_ENV, DEFAULT_EREDE_API_URL);
    const answer = await callProvider(
      `${base}/v1/transactions/${encodeURIComponent(payment.tid)}`,
      {
        method: 'GET',
        headers: {
          accept: 'application/json',
          authorization: basicAuth(credentials.pv.trim(), credentials.token.trim()),
        },
      },
      timeoutMs,
    );
    if (!answer || statusClass(answer.status) !== 'ok' || !isRecord(answer.body)) return { state: 'unknown' };
    const body = answer.body;
    const authorization = isRecord(body.authorization) ? body.authorization : {};
    const providerStatus = typeof authorization.status === 'string' ? authorization.status : undefined;
    const refunded =
      Array.isArray(body.refunds) && body.refunds.some((r) => isRecord(r) && r.status === 'Done');
    if (providerStatus === 'Canceled' || refunded) return { state: 'voided', providerStatus };
    if (isRecord(body.capture)) return { state: 'captured', providerStatus: providerStatus ?? 'Captured' };
    if (providerStatus === 'Approved') return { state: 'authorized', providerStatus };
    if (providerStatus === 'Denied') return { state: 'other', providerStatus };
    return { state: 'unknown', ...(providerStatus ? { providerStatus } : {}) };
  }

  return {
    intermediary: 'rede',
    capture: (payment) => call('capture', payment),
    cancel: (payment) => call('refund', payment),
    status,
  };
}

/**
 * Asks e.Rede whether a PV and token work, without touching any sale: a query by a reference no
 * order has (GET /v1/transactions?reference=…) answers "not found" to good credentials, 401 to bad.
 */
export async function verifyERedeCredentials(
  credentials: { pv: string; token: string },
  options: { baseUrl?: string; timeoutMs?: number } = {},
): Promise<CredentialCheck> {
  const base = baseUrlOf(options.baseUrl, EREDE_API_URL_ENV, DEFAULT_EREDE_API_URL);
  const reference = `verificacao-${randomUUID().slice(0, 8)}`;
  const answer = await callProvider(
    `${base}/v1/transactions?reference=${reference}`,
    {
      method: 'GET',
      headers: {
        accept: 'application/json',
        authorization: basicAuth(credentials.pv.trim(), credentials.token.trim()),
      },
    },
    options.timeoutMs ?? providerTimeoutMs(),
  );
  return credentialCheckOf(answer);
}
