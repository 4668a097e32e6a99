// The Pagar.me v5 connection (the platform's app on the Pagar.me Hub): the store authorises the app
// on the provider's page, which sends the user back to the panel with ?installId=…&authorization_code=….
// The code is exchanged here for the store's access token: POST {hub API}/auth/apps/access-tokens
// {code, install_id} with the app's key in the PublicAppKey header, answering {access_token,
// public_key?}. A code is valid for 3 minutes; an expired or already used one is refused (4xx).
import {
  baseUrlOf,
  callProvider,
  providerTimeoutMs,
  isRecord,
  safeText,
  statusClass,
} from '../http/provider-client.js';

export const PAGARME_HUB_API_URL_ENV = 'PAGARME_HUB_API_URL';
export const DEFAULT_PAGARME_HUB_API_URL = 'https://hubapi.pagar.me';
export const PAGARME_HUB_URL_ENV = 'PAGARME_HUB_URL';
export const DEFAULT_PAGARME_HUB_URL = 'https://hub.pagar.me';
/** The platform's app on the Hub (its public key); none: the exchange is tried without it. */
export const PAGARME_HUB_APP_KEY_ENV = 'PAGARME_HUB_APP_KEY';

/** How long the provider's authorisation code lives. */
export const PAGARME_V5_CODE_VALIDITY_MS = 3 * 60 * 1000;
export const PAGARME_V5_EXPIRED = 'Erro: A validade do token de 3 minutos';
export const PAGARME_V5_UNAVAILABLE = 'Pagar.me indisponível. Tente novamente mais tarde.';
export const PAGARME_V5_APP_REFUSED = 'O Pagar.me recusou a conexão do aplicativo.';

export type PagarmeV5Exchange =
  | { ok: true; accessToken: string; publicKey: string | null }
  | { ok: false; reason: 'expired' | 'unavailable' | 'refused'; message: string };

/** The provider's page where a store authorises the app (the panel adds redirect_uri). */
export function pagarmeV5AuthorizeUrl(): string {
  const base = baseUrlOf(undefined, PAGARME_HUB_URL_ENV, DEFAULT_PAGARME_HUB_URL);
  const appKey = process.env[PAGARME_HUB_APP_KEY_ENV]?.trim();
  return appKey ? `${base}/apps/${encodeURIComponent(appKey)}/authorize` : `${base}/apps/authorize`;
}

export async function exchangePagarmeV5Code(
  code: string,
  installId: string | null,
  options: { timeoutMs?: number } = {},
): Promise<PagarmeV5Exchange> {
  const base = baseUrlOf(undefined, PAGARME_HUB_API_URL_ENV, DEFAULT_PAGARME_HUB_API_URL);
  const appKey = process.env[PAGARME_HUB_APP_KEY_ENV]?.trim() ?? '';
  const answer = await callProvider(
    `${base}/auth/apps/access-tokens`,
    {
      method: 'POST',
      headers: appKey ? { PublicAppKey: appKey } : {},
      body: { code, ...(installId ? { install_id: installId } : {}) },
    },
    options.timeoutMs ?? providerTimeoutMs(),
  );
  if (!answer) return { ok: false, reason: 'unavailable', message: PAGARME_V5_UNAVAILABLE };
  const kind = statusClass(answer.status);
  const body = isRecord(answer.body) ? answer.body : {};
  if (kind === 'ok') {
    const token = body.access_token ?? body.accessToken;
    const publicKey = body.public_key ?? body.publicKey;
    if (typeof token !== 'string' || !token.trim() || token.length > 4000)
      return { ok: false, reason: 'unavailable', message: PAGARME_V5_UNAVAILABLE };
    return {
      ok: true,
      accessToken: token.trim(),
      publicKey: typeof publicKey === 'string' && publicKey.trim() ? publicKey.trim().slice(0, 4000) : null,
    };
  }
  if (kind === 'unavailable') return { ok: false, reason: 'unavailable', message: PAGARME_V5_UNAVAILABLE };
  // The app's own key refused: nothing the store can retry.
  if (kind === 'credentials') {
    const detail = safeText(body.message, [code, appKey]);
    return {
      ok: false,
      reason: 'refused',
      message: detail ? `${PAGARME_V5_APP_REFUSED} ${detail}` : PAGARME_V5_APP_REFUSED,
    };
  }
  // A refused code: expired (older than 3 minutes) or already used — the store connects again.
  return { ok: false, reason: 'expired', message: PAGARME_V5_EXPIRED };
}
