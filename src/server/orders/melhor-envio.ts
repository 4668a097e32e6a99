// Melhor Envio (shipping intermediary 1): puts an order's shipment in the store's Melhor Envio cart,
// from where the store buys and prints the label. Their API: OAuth 2 bearer token (the store's
// melhor_envio_token), POST {base}/api/v2/me/cart with JSON, and a User-Agent naming the application
// and a technical contact (they require one). 422 answers {message, errors: {field: [msg]}}.
// Base URL: options.baseUrl, else MELHOR_ENVIO_API_URL (read at call time), else production.
import { randomUUID } from 'node:crypto';
import { onlyAlnum, onlyDigits } from '../../shared/br-formats.js';
import { parseMoney } from '../../shared/money.js';
import {
  baseUrlOf,
  callProvider,
  providerTimeoutMs,
  isRecord,
  safeText,
  statusClass,
  withDetail,
} from '../http/provider-client.js';

export const MELHOR_ENVIO_API_URL_ENV = 'MELHOR_ENVIO_API_URL';
export const DEFAULT_MELHOR_ENVIO_API_URL = 'https://www.melhorenvio.com.br';
export const MELHOR_ENVIO_USER_AGENT = 'Painel Lojas (suporte@painel.dev)';
export const MELHOR_ENVIO_UNAVAILABLE = 'Melhor Envio indisponível. Tente novamente mais tarde.';
export const MELHOR_ENVIO_CREDENTIALS = 'Token do Melhor Envio inválido ou ausente.';
export const MELHOR_ENVIO_REFUSED = 'O Melhor Envio recusou o envio.';

/** Sender or recipient, as Melhor Envio names the fields. */
export interface MelhorEnvioParty {
  name: string;
  phone?: string;
  email?: string;
  /** CPF of a person; a company sends company_document instead. */
  document?: string;
  /** CNPJ (digits, or the letters-and-digits form). */
  company_document?: string;
  state_register?: string;
  address: string;
  number: string;
  complement?: string;
  district: string;
  city: string;
  /** UF, e.g. "SP". */
  state_abbr: string;
  /** Defaults to "BR". */
  country_id?: string;
  /** CEP, masked or not: sent as 8 digits. */
  postal_code: string;
  note?: string;
}

/**
 * A shipment for the cart, in Melhor Envio's own field names (snake_case, as on the wire). Amounts
 * are our exact decimal strings ("129.90"); they go out as the JSON numbers their API expects.
 * Dimensions in centimetres, weight in kilograms.
 */
export interface MelhorEnvioCart {
  /** Their service id (e.g. 1 PAC, 2 SEDEX). */
  service: number;
  agency?: number;
  from: MelhorEnvioParty;
  to: MelhorEnvioParty;
  products: { name: string; quantity: number; unitary_value: string }[];
  volumes: { height: number; width: number; length: number; weight: number }[];
  options: {
    insurance_value: string;
    receipt: boolean;
    own_hand: boolean;
    non_commercial: boolean;
    reverse?: boolean;
    /** The NF-e access key, when the shipment goes with an invoice. */
    invoice?: { key: string };
    platform?: string;
    tags?: { tag: string; url?: string | null }[];
  };
}

export type MelhorEnvioResult =
  | { ok: true; id: string }
  | {
      ok: false;
      reason: 'refused' | 'unavailable' | 'credentials';
      message: string;
      errors?: Record<string, string[]>;
    };

export interface MelhorEnvioOptions {
  baseUrl?: string;
  timeoutMs?: number;
}

const party = (p: MelhorEnvioParty) => ({
  ...p,
  ...(p.document !== undefined ? { document: onlyDigits(p.document) } : {}),
  ...(p.company_document !== undefined ? { company_document: onlyAlnum(p.company_document) } : {}),
  ...(p.phone !== undefined ? { phone: onlyDigits(p.phone) } : {}),
  country_id: p.country_id ?? 'BR',
  postal_code: onlyDigits(p.postal_code),
});

/** An exact decimal string as the JSON number their API takes ("129.90" → 129.9; parsed, no arithmetic). */
const money = (value: string) => Number(parseMoney(value));

/** The amounts that are not amounts, keyed the way their 422 names fields (so one display serves both). */
function moneyProblems(cart: MelhorEnvioCart): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  cart.products.forEach((p, i) => {
    if (parseMoney(p.unitary_value) === null) errors[`products.${i}.unitary_value`] = ['Valor inválido.'];
  });
  if (parseMoney(cart.options.insurance_value) === null)
    errors['options.insurance_value'] = ['Valor inválido.'];
  return errors;
}

/** The request body, on the wire as Melhor Envio documents it. */
export function melhorEnvioCartBody(cart: MelhorEnvioCart): Record<string, unknown> {
  return {
    ...cart,
    from: party(cart.from),
    to: party(cart.to),
    products: cart.products.map((p) => ({ ...p, unitary_value: money(p.unitary_value) })),
    options: { ...cart.options, insurance_value: money(cart.options.insurance_value) },
  };
}

/** Their {field: [messages]}, kept to strings and with the token masked should they echo it. */
function fieldErrors(value: unknown, token: string): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .map((m) => safeText(m, [token]))
      .filter(Boolean);
    if (list.length) errors[field] = list;
  }
  return Object.keys(errors).length ? errors : undefined;
}

/** Adds the shipment to the cart of the account the token belongs to; answers the cart item's id. */
export async function addToMelhorEnvioCart(
  token: string,
  cart: MelhorEnvioCart,
  options: MelhorEnvioOptions = {},
): Promise<MelhorEnvioResult> {
  const bearer = typeof token === 'string' ? token.trim() : '';
  if (!bearer) return { ok: false, reason: 'credentials', message: MELHOR_ENVIO_CREDENTIALS };
  const problems = moneyProblems(cart);
  if (Object.keys(problems).length)
    return { ok: false, reason: 'refused', message: MELHOR_ENVIO_REFUSED, errors: problems };
  const base = baseUrlOf(options.baseUrl, MELHOR_ENVIO_API_URL_ENV, DEFAULT_MELHOR_ENVIO_API_URL);
  const answer = await callProvider(
    `${base}/api/v2/me/cart`,
    {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${bearer}`,
        'user-agent': MELHOR_ENVIO_USER_AGENT,
      },
      body: melhorEnvioCartBody(cart),
    },
    options.timeoutMs ?? providerTimeoutMs(),
  );
  if (!answer) return { ok: false, reason: 'unavailable', message: MELHOR_ENVIO_UNAVAILABLE };
  const body = isRecord(answer.body) ? answer.body : {};
  const detail = safeText(body.message ?? body.error, [bearer]);
  switch (statusClass(answer.status)) {
    case 'unavailable':
      return { ok: false, reason: 'unavailable', message: MELHOR_ENVIO_UNAVAILABLE };
    case 'credentials':
      return { ok: false, reason: 'credentials', message: withDetail(MELHOR_ENVIO_CREDENTIALS, detail) };
    case 'refused': {
      const errors = fieldErrors(body.errors, bearer);
      return {
        ok: false,
        reason: 'refused',
        message: withDetail(MELHOR_ENVIO_REFUSED, detail),
        ...(errors ? { errors } : {}),
      };
    }
    case 'ok': {
      const id = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : '';
      // A 2xx without the cart item's id cannot be followed up: say so rather than claim success.
      if (!id)
        return { ok: false, reason: 'unavailable', message: `${MELHOR_ENVIO_UNAVAILABLE} (resposta sem id)` };
      return { ok: true, id };
    }
  }
}

/** The demo stores' Melhor Envio: no network, the shipment is "in the cart" with a new id. */
export async function sandboxMelhorEnvioCart(_cart?: MelhorEnvioCart): Promise<MelhorEnvioResult> {
  return { ok: true, id: randomUUID() };
}
