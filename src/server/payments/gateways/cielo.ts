// Cielo API 3.0 (API E-commerce Cielo): MerchantId and MerchantKey headers, and a RequestId (a GUID)
// identifying the request. Capture: PUT /1/sales/{PaymentId}/capture?amount={cents}; cancel (void):
// PUT /1/sales/{PaymentId}/void?amount={cents}. A 200 answer carries the payment's Status (2
// PaymentConfirmed after a capture, 10 Voided or 11 Refunded after a void) with ReturnCode and
// ReturnMessage; a 400 carries a list of {Code, Message}. Status: GET /1/sales/{PaymentId} on Cielo's
// query API (another host: apiquery…), answering the sale with Payment.Status. Cielo's 308/309 ("not
// available to capture/void") do not say why, so the capture flow asks the status after them.
import {
  amountInCents,
  badAmount,
  badCredentials,
  GATEWAY_REFUSED,
  refusedBy,
  unavailable,
  uuidFromKey,
} from './http.js';
import {
  baseUrlOf,
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
  ChargeState,
  ChargeStatus,
  GatewayCallOptions,
  GatewayOutcome,
  GatewayPayment,
  GatewaySettings,
  PaymentGateway,
} from './types.js';

export const CIELO_API_URL_ENV = 'CIELO_API_URL';
export const DEFAULT_CIELO_API_URL = 'https://api.cieloecommerce.cielo.com.br';
export const CIELO_QUERY_API_URL_ENV = 'CIELO_QUERY_API_URL';
export const DEFAULT_CIELO_QUERY_API_URL = 'https://apiquery.cieloecommerce.cielo.com.br';

/** Cielo's payment statuses (Payment.Status), by number. */
export const CIELO_STATUS: Record<number, string> = {
  0: 'NotFinished',
  1: 'Authorized',
  2: 'PaymentConfirmed',
  3: 'Denied',
  10: 'Voided',
  11: 'Refunded',
  12: 'Pending',
  13: 'Aborted',
  20: 'Scheduled',
};
/** Payment.Status as a capture or void cares (NotFinished and Pending may still move: unknown). */
const CHARGE_STATES: Record<number, ChargeState> = {
  0: 'unknown',
  1: 'authorized',
  2: 'captured',
  10: 'voided',
  11: 'voided',
  12: 'unknown',
};

/** API error codes about the store itself (MerchantId malformed, unknown or blocked). */
const CREDENTIAL_ERRORS = new Set([114, 115, 116]);

function readSale(answer: ProviderAnswer | null, expected: number[], secrets: string[]): GatewayOutcome {
  if (!answer) return unavailable();
  const kind = statusClass(answer.status);
  if (kind === 'unavailable') return unavailable();
  if (kind === 'credentials') return badCredentials();
  if (kind === 'refused') {
    // [{Code, Message}] for a request Cielo will not act on (e.g. 308 "Transaction not available to capture").
    const errors = Array.isArray(answer.body) ? answer.body.filter(isRecord) : [];
    const codes = errors.map((e) => Number(e.Code));
    const detail = safeText(
      errors.map((e) => (typeof e.Message === 'string' ? e.Message : '')).join(' '),
      secrets,
    );
    if (codes.some((c) => CREDENTIAL_ERRORS.has(c))) return badCredentials(detail);
    return {
      ok: false,
      reason: 'refused',
      ...(errors.length ? { providerCode: String(errors[0].Code) } : {}),
      message: withDetail(GATEWAY_REFUSED, detail),
    };
  }
  const sale = isRecord(answer.body) ? answer.body : {};
  const raw = sale.Status;
  const status = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
  const providerStatus = Number.isFinite(status) ? (CIELO_STATUS[status] ?? String(status)) : undefined;
  const code =
    typeof sale.ReturnCode === 'string' || typeof sale.ReturnCode === 'number'
      ? String(sale.ReturnCode)
      : undefined;
  const detail = safeText(sale.ReturnMessage ?? sale.ProviderReturnMessage ?? sale.ReasonMessage, secrets);
  if (expected.includes(status))
    return {
      ok: true,
      providerStatus: providerStatus!,
      ...(code ? { providerCode: code } : {}),
      ...(detail ? { message: detail } : {}),
    };
  return refusedBy(providerStatus, code, detail);
}

export function cieloGateway(settings: GatewaySettings): PaymentGateway {
  const timeoutMs = settings.timeoutMs ?? providerTimeoutMs();
  const secrets = [settings.credentials.merchantKey?.trim() ?? ''];

  async function call(
    operation: 'capture' | 'void',
    payment: GatewayPayment,
    options: GatewayCallOptions,
  ): Promise<GatewayOutcome> {
    const credentials = required({
      merchantId: settings.credentials.merchantId,
      merchantKey: settings.credentials.merchantKey,
    });
    if (!credentials) return badCredentials();
    const amount = amountInCents(payment.value);
    if (amount === null) return badAmount();
    const base = baseUrlOf(settings.baseUrl, CIELO_API_URL_ENV, DEFAULT_CIELO_API_URL);
    const answer = await callProvider(
      `${base}/1/sales/${encodeURIComponent(payment.tid)}/${operation}?amount=${amount}`,
      {
        method: 'PUT',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          merchantid: credentials.merchantId.trim(),
          merchantkey: credentials.merchantKey.trim(),
          // Cielo wants a GUID here: the same idempotency key always gives the same one.
          requestid: uuidFromKey(options.idempotencyKey),
        },
      },
      timeoutMs,
    );
    return readSale(answer, operation === 'capture' ? [2] : [10, 11], secrets);
  }

  async function status(payment: GatewayPayment): Promise<ChargeStatus> {
    const credentials = required({
      merchantId: settings.credentials.merchantId,
      merchantKey: settings.credentials.merchantKey,
    });
    if (!credentials) return { state: 'unknown' };
    const base = baseUrlOf(settings.queryBaseUrl, CIELO_QUERY_API_URL_ENV, DEFAULT_CIELO_QUERY_API_URL);
    const answer = await callProvider(
      `${base}/1/sales/${encodeURIComponent(payment.tid)}`,
      {
        method: 'GET',
        headers: {
          accept: 'application/json',
          merchantid: credentials.merchantId.trim(),
          merchantkey: credentials.merchantKey.trim(),
        },
      },
      timeoutMs,
    );
    if (!answer || statusClass(answer.status) !== 'ok' || !isRecord(answer.body)) return { state: 'unknown' };
    const sale = isRecord(answer.body.Payment) ? answer.body.Payment : {};
    const raw = sale.Status;
    const code = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
    if (!Number.isFinite(code)) return { state: 'unknown' };
    return { state: CHARGE_STATES[code] ?? 'other', providerStatus: CIELO_STATUS[code] ?? String(code) };
  }

  return {
    intermediary: 'cielo',
    capture: (payment, options) => call('capture', payment, options),
    cancel: (payment, options) => call('void', payment, options),
    status,
  };
}
