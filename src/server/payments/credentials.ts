// The payment intermediaries' credentials kept as integration keys (spec section 7: credential
// check/save/update for rede and pagarme): e.Rede's PV and token (rede_pv, rede_token), Pagar.me's
// secret API key (pagarme_api_key) and the Pagar.me v5 connection's access token
// (pagarmev5_access_token, written by the Hub exchange in receive-data.ts). The provider state the
// panel reads (pvId, tokenId, active, pagarmeV5Status) is derived from those keys, never stored
// apart: deleting a key (generic /integration-key-value/delete) makes the provider inactive.
//
// New credentials are tried on the provider before they are stored, so a typo shows on the form
// instead of at the first capture: refused → 422 under the fields, provider unreachable → 502,
// nothing stored either way. Sandbox stores (demo data) use the built-in intermediary: no call.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { calls } from '../../shared/calls/index.js';
import type { SecretHint } from '../../shared/calls/integrations.js';
import type { PaymentProviderState } from '../../shared/calls/receive-data.js';
import { isStorableText } from '../../shared/validation-rules.js';
import { assertAccess, createRecord, selectRecords, updateRecord, type Row } from '../crud/records.js';
import { isSealed, secretContext } from '../security/secret-box.js';
import { postCall } from '../http/call-routes.js';
import { integer, nullable, object, string } from '../http/doc-schemas.js';
import { errorSchema } from '../crud/docs.js';
import { HttpError, invalid, notFound, type FieldErrors } from '../http/errors.js';
import { type CredentialCheck, verifyERedeCredentials, verifyPagarmeSecretKey } from './gateways/index.js';
import type { Scope } from '../tenancy/scope.js';

const keys = entities.integration_key;

export const REDE_PV = 'rede_pv';
export const REDE_TOKEN = 'rede_token';
export const PAGARME_API_KEY = 'pagarme_api_key';
export const PAGARME_V5_TOKEN = 'pagarmev5_access_token';

export const REDE_REFUSED = 'A Rede recusou o PV e o token informados. Confira as credenciais.';
export const REDE_UNAVAILABLE = 'e.Rede indisponível. Tente novamente mais tarde.';
export const REDE_ALREADY = 'Esta loja já possui credenciais e.Rede. Use Alterar Credenciais.';
export const REDE_MISSING = 'Esta loja ainda não possui credenciais e.Rede.';
export const PAGARME_REFUSED = 'O Pagar.me recusou a chave de API informada. Confira a chave.';
export const PAGARME_UNAVAILABLE = 'Pagar.me indisponível. Tente novamente mais tarde.';
export const PAGARME_ALREADY = 'Esta loja já possui uma chave de API do Pagar.me. Use Alterar Credenciais.';
export const PAGARME_MISSING = 'Esta loja ainda não possui chave de API do Pagar.me.';
const NOTHING_TO_CHANGE = 'Informe o PV ou o token a alterar.';

interface StoredKey {
  id: number;
  value: SecretHint | null;
}

const asObject = (body: unknown): Row =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {};

/** The store's keys of these names, as records (values only as hints). */
async function storedKeys(scope: Scope, companyId: number, names: string[]): Promise<Map<string, StoredKey>> {
  const rows = await selectRecords({ db: scope.forStore(companyId), level: scope.level }, keys)
    .where('t.company_id', '=', companyId)
    .where('t.key_name', 'in', names)
    .execute();
  return new Map(rows.map((r) => [String(r.key_name), { id: Number(r.id), value: r.value as SecretHint }]));
}

/**
 * The plain values of the store's keys of these names, for a call to the provider (capture, refund,
 * credential check). Opened here only; never logged nor answered.
 */
export async function openStoreKeys(
  scope: Scope,
  companyId: number,
  names: string[],
): Promise<Map<string, string>> {
  const rows = await scope
    .forStore(companyId)
    .selectFrom('integration_key')
    .select(['key_name', 'value'])
    .where('company_id', '=', companyId)
    .where('key_name', 'in', names)
    .execute();
  const context = secretContext('integration_key', 'value');
  return new Map(
    rows
      .filter((r) => r.value)
      .map((r) => [r.key_name, isSealed(r.value) ? scope.secrets.open(r.value, context) : r.value]),
  );
}

async function stateOf(scope: Scope, companyId: number, provider: 'rede' | 'pagarme') {
  const names = provider === 'rede' ? [REDE_PV, REDE_TOKEN] : [PAGARME_API_KEY, PAGARME_V5_TOKEN];
  const found = await storedKeys(scope, companyId, names);
  const pv = provider === 'rede' ? found.get(REDE_PV) : undefined;
  const token = found.get(provider === 'rede' ? REDE_TOKEN : PAGARME_API_KEY);
  const v5 = provider === 'pagarme' ? found.get(PAGARME_V5_TOKEN) : undefined;
  const state: PaymentProviderState = {
    company_id: companyId,
    pvId: pv?.id ?? null,
    pv: pv?.value ?? null,
    tokenId: token?.id ?? null,
    token: token?.value ?? null,
    active: provider === 'rede' ? !!pv && !!token : !!token,
    pagarmeV5Status: provider === 'pagarme' ? (v5 ? 'connected' : 'disconnected') : null,
    v5TokenId: v5?.id ?? null,
    v5Token: v5?.value ?? null,
  };
  return state;
}

/** A store named by a call, which must exist (an admin may name any id); whether it is a sandbox. */
export async function existingStore(scope: Scope, companyId: number): Promise<{ sandbox: boolean }> {
  const store = await scope
    .forStore(companyId)
    .selectFrom('company')
    .select('sandbox')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!store) throw invalid({ company_id: ['Loja não encontrado(a)'] });
  return { sandbox: !!store.sandbox };
}

/** The store a call acts for, checked as above. */
async function storeOf(scope: Scope, body: Row, kind: 'read' | 'write') {
  assertAccess(keys, scope, kind);
  const companyId = scope.storeOf(body);
  return { companyId, ...(await existingStore(scope, companyId)) };
}

/**
 * A typed credential: undefined when not sent (or blank, which keeps the stored one on update);
 * else trimmed and checked. Credentials carry no spaces, and a PV (filiação) is digits.
 */
function credential(
  body: Row,
  names: string[],
  field: string,
  label: string,
  errors: FieldErrors,
  rule?: { pattern: RegExp; message: string },
): string | undefined {
  const raw = names.map((n) => body[n]).find((v) => v !== undefined && v !== null);
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') {
    errors[field] = [`${label} inválido`];
    return undefined;
  }
  const value = raw.trim();
  if (!value) return undefined;
  if (value.length > 255 || /\s/.test(value) || !isStorableText(value)) errors[field] = [`${label} inválido`];
  else if (rule && !rule.pattern.test(value)) errors[field] = [rule.message];
  return value;
}

/** The provider's answer to new credentials: stored only when it accepted them. */
function requireAccepted(
  check: CredentialCheck,
  refused: { errors: FieldErrors; message: string },
  unavailable: string,
): void {
  if (check.ok) return;
  if (check.reason === 'unavailable') throw new HttpError(502, unavailable);
  throw invalid(refused.errors, refused.message);
}

/** One key of the store by name, created or replaced (sealed by the record layer). */
export async function putStoreKey(scope: Scope, companyId: number, name: string, value: string) {
  const stored = (await storedKeys(scope, companyId, [name])).get(name);
  if (stored) await updateRecord(scope, keys, { id: stored.id, value });
  else await createRecord(scope, keys, { key_name: name, value, company_id: companyId });
}

const PV_RULE = { pattern: /^\d{1,20}$/, message: 'O PV deve conter apenas números' };

async function writeRede(
  scope: Scope,
  input: unknown,
  mode: 'save' | 'update',
): Promise<PaymentProviderState> {
  const body = asObject(input);
  const { companyId, sandbox } = await storeOf(scope, body, 'write');
  const errors: FieldErrors = {};
  const pv = credential(body, ['pv'], 'pv', 'PV', errors, PV_RULE);
  const token = credential(body, ['token', 'value'], 'token', 'Token', errors);
  const stored = await storedKeys(scope, companyId, [REDE_PV, REDE_TOKEN]);
  const has = { pv: stored.get(REDE_PV), token: stored.get(REDE_TOKEN) };
  if (mode === 'save') {
    if (has.pv && has.token) throw invalid({ pv: [REDE_ALREADY] }, REDE_ALREADY);
    // What is missing must be typed (a half-registered pair completes here).
    if (!pv && !has.pv && !errors.pv) errors.pv = ['Por favor insira PV'];
    if (!token && !has.token && !errors.token) errors.token = ['Por favor insira Token'];
  } else {
    if (!has.pv && !has.token) throw new HttpError(404, REDE_MISSING);
    if (!pv && !token && !Object.keys(errors).length) errors.pv = [NOTHING_TO_CHANGE];
  }
  if (Object.keys(errors).length) throw invalid(errors);

  if (!sandbox) {
    // The pair as it will be: what was typed, else what is stored.
    const current = await openStoreKeys(scope, companyId, [REDE_PV, REDE_TOKEN]);
    const pair = { pv: pv ?? current.get(REDE_PV) ?? '', token: token ?? current.get(REDE_TOKEN) ?? '' };
    requireAccepted(
      await verifyERedeCredentials(pair),
      { errors: { pv: [REDE_REFUSED], token: [REDE_REFUSED] }, message: REDE_REFUSED },
      REDE_UNAVAILABLE,
    );
  }
  // Written once the provider has answered: no transaction is held while it is asked.
  return scope.transaction(async (tx) => {
    if (pv) await putStoreKey(tx, companyId, REDE_PV, pv);
    if (token) await putStoreKey(tx, companyId, REDE_TOKEN, token);
    return stateOf(tx, companyId, 'rede');
  });
}

async function writePagarme(
  scope: Scope,
  input: unknown,
  mode: 'save' | 'update',
): Promise<PaymentProviderState> {
  const body = asObject(input);
  const { companyId, sandbox } = await storeOf(scope, body, 'write');
  const errors: FieldErrors = {};
  const value = credential(body, ['value', 'token'], 'value', 'Chave de API', errors);
  const stored = (await storedKeys(scope, companyId, [PAGARME_API_KEY])).get(PAGARME_API_KEY);
  if (mode === 'save' && stored) throw invalid({ value: [PAGARME_ALREADY] }, PAGARME_ALREADY);
  if (mode === 'update') {
    if (!stored) throw new HttpError(404, PAGARME_MISSING);
    // An id names the key being replaced: it must be this store's Pagar.me key.
    if (body.id !== undefined && body.id !== null && Number(body.id) !== stored.id) throw notFound();
  }
  if (!value && !errors.value) errors.value = ['Por favor insira Chave de API'];
  if (Object.keys(errors).length) throw invalid(errors);

  if (!sandbox)
    requireAccepted(
      await verifyPagarmeSecretKey(value!),
      { errors: { value: [PAGARME_REFUSED] }, message: PAGARME_REFUSED },
      PAGARME_UNAVAILABLE,
    );
  return scope.transaction(async (tx) => {
    await putStoreKey(tx, companyId, PAGARME_API_KEY, value!);
    return stateOf(tx, companyId, 'pagarme');
  });
}

export async function checkProvider(
  scope: Scope,
  input: unknown,
  provider: 'rede' | 'pagarme',
): Promise<PaymentProviderState> {
  const { companyId } = await storeOf(scope, asObject(input), 'read');
  return stateOf(scope, companyId, provider);
}

export const saveRede = (scope: Scope, input: unknown) => writeRede(scope, input, 'save');
export const updateRede = (scope: Scope, input: unknown) => writeRede(scope, input, 'update');
export const savePagarme = (scope: Scope, input: unknown) => writePagarme(scope, input, 'save');
export const updatePagarme = (scope: Scope, input: unknown) => writePagarme(scope, input, 'update');

/** Each provider's three calls and what their documentation says. */
const ROUTES = {
  rede: {
    calls: { check: calls.redeCheck, save: calls.redeSave, update: calls.redeUpdate },
    summaries: {
      check: 'e.Rede: estado das credenciais da loja.',
      save: 'e.Rede: cadastra o PV e o token.',
      update: 'e.Rede: altera o PV e/ou o token (em branco mantém o guardado).',
    },
    fields: {
      pv: { type: 'string', description: 'PV (número de filiação), só números' },
      token: { type: 'string', description: 'Token da e.Rede' },
    },
    write: { save: saveRede, update: updateRede },
  },
  pagarme: {
    calls: { check: calls.pagarmeCheck, save: calls.pagarmeSave, update: calls.pagarmeUpdate },
    summaries: {
      check: 'Pagar.me: estado da chave de API e da conexão v5 da loja.',
      save: 'Pagar.me: cadastra a chave de API.',
      update: 'Pagar.me: troca a chave de API.',
    },
    fields: {
      value: { type: 'string', description: 'Chave secreta da API do Pagar.me (sk_…)' },
      id: { type: 'integer', description: 'Na alteração: a chave guardada (tokenId)' },
    },
    write: { save: savePagarme, update: updatePagarme },
  },
} as const;

const secretHint = nullable(
  object(
    { set: { type: 'boolean', const: true }, last4: nullable(string) },
    { description: 'Só se informa se existe' },
  ),
);
/** What every credential call answers (PaymentProviderState of shared/calls/receive-data.ts). */
const providerState = object({
  company_id: integer,
  pvId: nullable(integer),
  pv: secretHint,
  tokenId: nullable(integer),
  token: secretHint,
  active: { type: 'boolean' },
  pagarmeV5Status: { type: ['string', 'null'], enum: ['connected', 'disconnected', null] },
  v5TokenId: nullable(integer),
  v5Token: secretHint,
});

export function registerPaymentCredentialRoutes(app: FastifyInstance): void {
  const tags = [entities.receive_data.label.many];
  const store = {
    company_id: { type: 'integer', description: 'Loja (admin; ignorado para usuários de loja)' },
  };
  const state =
    ' Responde o estado do intermediador: {company_id, pvId, pv, tokenId, token, active, pagarmeV5Status,' +
    ' v5TokenId, v5Token}; as credenciais só como {set, last4}.';
  const tried =
    ' As credenciais novas são testadas no intermediador antes de gravar (lojas de teste não chamam ninguém):' +
    ' recusadas → 422 nos campos; intermediador fora do ar → 502; nada gravado.';
  // No request transaction: the writes wait for the provider's answer and then take a short one.
  const config = { transaction: false };
  for (const provider of ['rede', 'pagarme'] as const) {
    const route = ROUTES[provider];
    postCall(
      app,
      route.calls.check,
      {
        config,
        schema: {
          tags,
          summary: route.summaries.check + state,
          body: { type: 'object', properties: store },
          response: { 200: providerState },
        },
      },
      (r) => checkProvider(r.scope, r.body, provider),
    );
    const body = { type: 'object', properties: { ...store, ...route.fields } };
    for (const mode of ['save', 'update'] as const)
      postCall(
        app,
        route.calls[mode],
        {
          config,
          status: mode === 'save' ? 201 : keys.status.update,
          schema: {
            tags,
            summary: route.summaries[mode] + tried + state,
            body,
            // 404: the key to change is not stored; 502: the provider did not answer.
            response: {
              [mode === 'save' ? 201 : keys.status.update]: providerState,
              ...(mode === 'update' ? { 404: errorSchema } : {}),
              502: errorSchema,
            },
          },
        },
        (r) => route.write[mode](r.scope, r.body),
      );
  }
}
