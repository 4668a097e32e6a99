// A local Pagar.me Hub (the app connection of Pagar.me v5): codes handed out as the provider's
// redirect would (?installId=…&authorization_code=…), each valid 3 minutes and good for one exchange;
// POST /auth/apps/access-tokens {code, install_id} with the app's key in PublicAppKey answers
// {access_token, public_key}, an expired or used code 400 {error: 'invalid_grant'}.
import { randomBytes } from 'node:crypto';
import { isRecord, startJsonFake, type FakeOptions, type JsonFake } from './http-fake.js';

export const PAGARME_HUB_FAKE_APP_KEY = 'pk_app_fakeHubApplication01';
const VALIDITY_MS = 3 * 60 * 1000;

export interface IssuedCode {
  code: string;
  installId: string;
  accessToken: string;
  publicKey: string;
}

export interface PagarmeHubFake extends JsonFake {
  /** A code as the provider's redirect carries it; `ageMs` back-dates it. */
  issue(options?: { ageMs?: number }): IssuedCode;
  /** The next exchange answers 500 (the provider down). */
  failNext(): void;
}

let counter = 0;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Random letters and digits: a token's last 4 (all a panel shows of it) tell one token from another. */
const randomTail = (length: number) =>
  Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

export async function startPagarmeHubFake(
  appKey = PAGARME_HUB_FAKE_APP_KEY,
  options: FakeOptions = {},
): Promise<PagarmeHubFake> {
  const codes = new Map<string, IssuedCode & { issuedAt: number; used: boolean }>();
  let fail = false;
  const fake = await startJsonFake((req, send) => {
    if (req.method !== 'POST' || req.path !== '/auth/apps/access-tokens')
      return send(404, { message: 'Not found' });
    if (req.headers.publicappkey !== appKey) return send(401, { message: 'Invalid application key' });
    if (fail) {
      fail = false;
      return send(500, { message: 'Internal error' });
    }
    const code = isRecord(req.body) && typeof req.body.code === 'string' ? req.body.code : '';
    const issued = codes.get(code);
    if (!issued || issued.used || Date.now() - issued.issuedAt > VALIDITY_MS)
      return send(400, { error: 'invalid_grant', message: 'Authorization code is invalid or expired' });
    issued.used = true;
    return send(200, {
      access_token: issued.accessToken,
      public_key: issued.publicKey,
      install_id: issued.installId,
      token_type: 'Bearer',
    });
  }, options);
  return {
    ...fake,
    issue({ ageMs = 0 } = {}) {
      // A long-running fake (the browser tests') forgets codes past their 3 minutes: refused all the same.
      for (const [code, old] of codes) if (Date.now() - old.issuedAt > VALIDITY_MS) codes.delete(code);
      const n = ++counter;
      const issued = {
        code: `code_${n}_${Math.random().toString(36).slice(2, 10)}`,
        installId: `install_${n}`,
        accessToken: `sk_hub_accessToken_${n}_${randomTail(12)}`,
        publicKey: `pk_hub_public_${n}`,
      };
      codes.set(issued.code, { ...issued, issuedAt: Date.now() - ageMs, used: false });
      return issued;
    },
    failNext() {
      fail = true;
    },
  };
}
