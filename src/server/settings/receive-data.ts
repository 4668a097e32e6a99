// Dados de Recebimento: /receive-data/save and /update are the generic calls plus the rules of the
// payment settings — one row per store (also the database's unique key: a second save answers 422,
// not 500), api_version set from the intermediary ('pagarme' and 'pagarmev5' use 5, any other 1), the
// integration key holding the intermediary's secret named from it, and the Pix key kept equal in its
// column and in the pix part of extra_receive_info. And the Pagar.me v5 connection:
// /integration-key-value/pagarmev5-connect (where to authorise) and /pagarmev5-save (the code the
// provider sent back exchanged for the store's access token, stored sealed; the settings move to v5).
import type { FastifyInstance } from 'fastify';
import { entities } from '../../generated/registry.js';
import { calls } from '../../shared/calls/index.js';
import { isStorableText } from '../../shared/validation-rules.js';
import { assertAccess, createRecord, findRecord, parseId, updateRecord, type Row } from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { errorSchema } from '../crud/docs.js';
import { postCall } from '../http/call-routes.js';
import { integer, object, string } from '../http/doc-schemas.js';
import { HttpError, invalid } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';
import { exchangePagarmeV5Code, pagarmeV5AuthorizeUrl } from '../payments/pagarme-connect.js';
import { existingStore, putStoreKey } from '../payments/credentials.js';

const model = entities.receive_data;

/** The schema's own words for a second row of a store (x-messages.unique), said before the insert. */
export const ONE_PER_STORE = model.messages?.unique ?? 'Esta loja já possui Dados de Recebimento';
const EXTRA_INVALID = 'Informações adicionais de recebimento inválidas';

/** The spec's rule: Pagar.me (legacy name and v5) speaks API version 5, every other intermediary 1. */
export const apiVersionOf = (intermediary: unknown): 1 | 5 =>
  intermediary === 'pagarme' || intermediary === 'pagarmev5' ? 5 : 1;

/** The integration key holding the intermediary's secret, when it is one (Cielo's is merchant_key). */
export const KEY_NAME_OF: Record<string, string | undefined> = {
  pagarme: 'pagarme_api_key',
  pagarmev5: 'pagarmev5_access_token',
  rede: 'rede_token',
};

const isObject = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);

function parseExtra(text: unknown, field = 'extra_receive_info'): Row {
  if (text === null || text === undefined || text === '') return {};
  try {
    const parsed: unknown = JSON.parse(String(text));
    if (isObject(parsed)) return parsed;
  } catch {
    // answered below
  }
  throw invalid({ [field]: [EXTRA_INVALID] });
}

/**
 * The derived fields: api_version and key_name from the intermediary; the Pix key written into
 * extra_receive_info's pix part (or read from it when only the JSON came).
 */
function derive(values: Row, current: Row | null): Row {
  const out = { ...values };
  const intermediary = out.intermediary ?? current?.intermediary;
  out.api_version = apiVersionOf(intermediary);
  if (
    out.intermediary !== undefined &&
    out.key_name === undefined &&
    out.intermediary !== current?.intermediary
  )
    out.key_name = KEY_NAME_OF[out.intermediary as string] ?? null;
  if ('pix' in out || 'extra_receive_info' in out) {
    const extra = parseExtra(
      'extra_receive_info' in out ? out.extra_receive_info : current?.extra_receive_info,
    );
    const pixPart = isObject(extra.pix) ? { ...extra.pix } : {};
    if ('pix' in out) {
      if (out.pix === '') out.pix = null;
      if (out.pix === null) delete pixPart.key;
      else pixPart.key = out.pix;
    } else if (typeof pixPart.key === 'string' && pixPart.key.length <= 255 && isStorableText(pixPart.key)) {
      out.pix = pixPart.key.trim() || null;
    } else if (typeof current?.pix === 'string' && current.pix) {
      // JSON naming no key keeps the stored one, so the column and the JSON never disagree.
      pixPart.key = current.pix;
    }
    if (Object.keys(pixPart).length) extra.pix = pixPart;
    else delete extra.pix;
    const text = Object.keys(extra).length ? JSON.stringify(extra) : null;
    if (text && text.length > 10000) throw invalid({ extra_receive_info: [EXTRA_INVALID] });
    out.extra_receive_info = text;
  }
  return out;
}

/** The store's settings row, if it has one. */
async function settingsOfStore(scope: Scope, companyId: number): Promise<Row | undefined> {
  return scope
    .forStore(companyId)
    .selectFrom('receive_data')
    .select(['id'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export async function saveReceiveData(scope: Scope, input: unknown): Promise<Row> {
  return createRecord(scope, model, input, {
    prepare: async (values) => {
      // Said before the insert, in the panel's words; the unique key still holds under a race.
      if (await settingsOfStore(scope, Number(values.company_id)))
        throw invalid({ company_id: [ONE_PER_STORE] }, ONE_PER_STORE);
      return derive(values, null);
    },
  });
}

export async function updateReceiveData(scope: Scope, input: unknown): Promise<Row> {
  const current = await findRecord(scope, model, parseId(input));
  return updateRecord(scope, model, input, { prepare: (values) => derive(values, current) });
}

const CODE_PATTERN = /^[\w.~+/=-]{1,2000}$/;

export async function savePagarmeV5(
  scope: Scope,
  input: unknown,
): Promise<{
  receive_data_id: number;
  intermediary: 'pagarmev5';
  api_version: 5;
}> {
  const body = isObject(input) ? input : {};
  const companyId = scope.storeOf(body);
  const code = body.code ?? body.authorization_code;
  if (code === undefined || code === null || code === '')
    throw invalid({ code: ['Por favor insira o código de autorização'] });
  if (typeof code !== 'string' || !CODE_PATTERN.test(code))
    throw invalid({ code: ['Código de autorização inválido'] });
  const install = body.install_id ?? body.installId;
  if (
    install !== undefined &&
    install !== null &&
    install !== '' &&
    (typeof install !== 'string' || !CODE_PATTERN.test(install) || install.length > 255)
  )
    throw invalid({ install_id: ['Instalação inválida'] });
  const installId = typeof install === 'string' && install ? install : null;
  // An admin's store must exist (and a store user's is its own): checked before calling out.
  await existingStore(scope, companyId);

  const exchange = await exchangePagarmeV5Code(code, installId);
  if (!exchange.ok) {
    if (exchange.reason === 'expired') throw invalid({ code: [exchange.message] }, exchange.message);
    if (exchange.reason === 'refused') throw invalid({ code: [exchange.message] }, exchange.message);
    throw new HttpError(502, exchange.message);
  }
  // Written once the Hub has answered: no transaction is held while it is asked.
  return scope.transaction(async (tx) => {
    await putStoreKey(tx, companyId, 'pagarmev5_access_token', exchange.accessToken);
    if (exchange.publicKey) await putStoreKey(tx, companyId, 'pagarmev5_publickey', exchange.publicKey);
    if (installId) await putStoreKey(tx, companyId, 'pagarmev5', installId);
    const settings = { intermediary: 'pagarmev5', key_name: 'pagarmev5_access_token', company_id: companyId };
    const existing = await settingsOfStore(tx, companyId);
    const saved = existing
      ? await updateReceiveData(tx, { ...settings, id: Number(existing.id) })
      : await saveReceiveData(tx, settings);
    return { receive_data_id: Number(saved.id), intermediary: 'pagarmev5' as const, api_version: 5 as const };
  });
}

/** Generic calls replaced here (checked at start-up: crud/routes.ts). */
export const receiveDataOverrides = ['/receive-data/save', '/receive-data/update'];

export function registerReceiveDataRoutes(app: FastifyInstance): void {
  const note =
    ' Uma por loja (422 se a loja já tiver). api_version vem do intermediador (pagarme e pagarmev5: 5; os outros: 1);' +
    ' pix fica também em extra_receive_info.pix.key.';
  const saveDocs = crudRouteDocs(model, 'save', model.status.save);
  app.post(
    '/api/receive-data/save',
    { schema: { ...saveDocs, summary: saveDocs.summary + '.' + note } },
    async (request, reply) => {
      const saved = await saveReceiveData(request.scope, request.body);
      reply.code(model.status.save);
      return saved;
    },
  );
  const updateDocs = crudRouteDocs(model, 'update', model.status.update);
  app.post(
    '/api/receive-data/update',
    { schema: { ...updateDocs, summary: updateDocs.summary + '.' + note } },
    async (request, reply) => {
      const saved = await updateReceiveData(request.scope, request.body);
      reply.code(model.status.update);
      return saved;
    },
  );
  const tags = [model.label.many];
  postCall(
    app,
    calls.pagarmeV5Connect,
    {
      config: { transaction: false },
      schema: {
        tags,
        summary:
          'Pagar.me v5: endereço da página onde a loja autoriza o aplicativo (o painel acrescenta redirect_uri)',
        body: { type: 'object', properties: { company_id: { type: 'integer' } } },
        response: { 200: object({ url: string }) },
      },
    },
    async (r) => {
      // Only who may change the store's settings is sent to connect them.
      assertAccess(model, r.scope, 'write');
      return { url: pagarmeV5AuthorizeUrl() };
    },
  );
  postCall(
    app,
    calls.pagarmeV5Save,
    {
      // The Hub is asked first (10 s at most) without holding a transaction; the writes take their own.
      config: { transaction: false },
      status: 201,
      schema: {
        tags,
        summary:
          'Pagar.me v5: troca o código de autorização (query authorization_code, válido 3 minutos) pelo token da loja;' +
          ' os Dados de Recebimento passam a Pagar.me v5 (api_version 5). 422 "Erro: A validade do token de 3 minutos"' +
          ' quando o Pagar.me recusa o código; 502 se estiver indisponível',
        body: {
          type: 'object',
          properties: {
            code: { type: 'string', description: 'O authorization_code recebido do Pagar.me' },
            install_id: { type: ['string', 'null'], description: 'O installId recebido do Pagar.me' },
            company_id: { type: 'integer', description: 'Loja (admin; ignorado para usuários de loja)' },
          },
        },
        response: {
          201: object({
            receive_data_id: integer,
            intermediary: { type: 'string', const: 'pagarmev5' },
            api_version: { type: 'integer', const: 5 },
          }),
          502: errorSchema,
        },
      },
    },
    (r) => savePagarmeV5(r.scope, r.body),
  );
}
