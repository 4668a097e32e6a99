// 'Agendar Campanhas': the generic calls of campaign.schema.json (/campaigns), with what a schema
// cannot say:
// - the period: dates without a zone ('YYYY-MM-DD HH:mm:ss') are read on the coupon clock
//   (America/Bahia), as a coupon's; the end must come after the start (422 on finish_date);
// - the coupon: a campaign's coupon is valid exactly in its period. Saving or updating a campaign
//   with a coupon sets that coupon's init_date / expire_date to the campaign's, in the same
//   transaction (a coupon of another store is refused by the composite key: 422 'Cupom não
//   encontrado(a)'). A coupon the campaign no longer names keeps its dates;
// - the status, the server's: 'draft' (Rascunho) while inactive, else by the dates at the time of
//   reading — 'scheduled' before the start, 'running' within the period, 'finished' after it. It is
//   stored on every write and worked out again on every read (index, show), so it never goes stale.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import { COUPON_TIME_ZONE, zonedDateTime } from '../../shared/time.js';
import {
  createRecord,
  findRecord,
  listRecords,
  parseId,
  type Row,
  showRecord,
  updateRecord,
} from '../crud/records.js';
import { crudRouteDocs } from '../crud/routes.js';
import { invalid } from '../http/errors.js';
import type { Scope } from '../tenancy/scope.js';

const model = entities.campaign;
export type CampaignStatus = 'draft' | 'scheduled' | 'running' | 'finished';
export const FINISH_NOT_AFTER_INIT = 'A data final deve ser depois da data inicial';

export const campaignOverrides = [
  '/campaigns/index',
  '/campaigns/show',
  '/campaigns/save',
  '/campaigns/update',
];

const instant = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/** The status of a campaign at `now`. */
export function campaignStatus(record: Row, now: number = Date.now()): CampaignStatus {
  if (record.active === false) return 'draft';
  if (now < instant(record.init_date)) return 'scheduled';
  if (now <= instant(record.finish_date)) return 'running';
  return 'finished';
}

const withStatus = (record: Row, now: number): Row =>
  record.status === undefined ? record : { ...record, status: campaignStatus(record, now) };

function zonedDates(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body = { ...(input as Row) };
  if ('init_date' in body) body.init_date = zonedDateTime(body.init_date, COUPON_TIME_ZONE);
  if ('finish_date' in body)
    body.finish_date = zonedDateTime(body.finish_date, COUPON_TIME_ZONE, { endOfDay: true });
  return body;
}

/** 422 when the (stored or new) end is not after the start. */
function checkPeriod(values: Row, current?: Row): void {
  const init = values.init_date ?? current?.init_date;
  const finish = values.finish_date ?? current?.finish_date;
  if (init == null || finish == null) return;
  if (instant(finish) <= instant(init)) throw invalid({ finish_date: [FINISH_NOT_AFTER_INIT] });
}

/** After a write: the stored status, and the coupon's validity set to the campaign's period. */
async function afterWrite(scope: Scope, record: Row): Promise<Row> {
  const company = Number(record.company_id);
  const db = scope.forStore(company);
  const status = campaignStatus(record);
  if (record.status !== undefined && record.status !== status)
    await db
      .updateTable('campaign')
      .set({ status })
      .where('company_id', '=', company)
      .where('id', '=', Number(record.id))
      .execute();
  if (record.coupon_id != null)
    await db
      .updateTable('coupon')
      .set({
        init_date: new Date(instant(record.init_date)),
        expire_date: new Date(instant(record.finish_date)),
        updated_at: sql`now()`,
      })
      .where('company_id', '=', company)
      .where('id', '=', Number(record.coupon_id))
      .execute();
  return record.status === undefined ? record : { ...record, status };
}

export async function saveCampaign(scope: Scope, body: unknown): Promise<Row> {
  const saved = await createRecord(scope, model, zonedDates(body), {
    prepare: (values) => {
      checkPeriod(values);
      return { ...values, status: campaignStatus(values) };
    },
  });
  return afterWrite(scope, saved);
}

export async function updateCampaign(scope: Scope, body: unknown): Promise<Row> {
  const saved = await updateRecord(scope, model, zonedDates(body), {
    // After the body is checked, as the generic update: the stored dates complete the new ones.
    prepare: async (values) => {
      if (values.init_date !== undefined || values.finish_date !== undefined)
        checkPeriod(values, await findRecord(scope, model, parseId(body)));
      return values;
    },
  });
  return afterWrite(scope, saved);
}

export function registerCampaignRoutes(app: FastifyInstance): void {
  const note =
    ` Datas sem fuso (YYYY-MM-DD HH:mm:ss) são lidas em ${COUPON_TIME_ZONE}; o fim deve ser depois do início.` +
    ' O cupom da campanha passa a valer exatamente no período dela (init_date e expire_date do cupom).' +
    ' status é do servidor: draft (inativa), scheduled, running ou finished pelas datas.';
  const docs = (op: 'index' | 'show' | 'save' | 'update', status: number) => {
    const d = crudRouteDocs(model, op, status);
    return { ...d, summary: d.summary + '.' + note };
  };
  // Reads: no request transaction; the status worked out at the time of reading.
  app.post(
    '/api/campaigns/index',
    { schema: docs('index', 200), config: { transaction: false } },
    async (request) => {
      const page = await listRecords(request.scope, model, request.body);
      const now = Date.now();
      return { ...page, data: page.data.map((r) => withStatus(r, now)) };
    },
  );
  app.post(
    '/api/campaigns/show',
    { schema: docs('show', 200), config: { transaction: false } },
    async (request) => withStatus(await showRecord(request.scope, model, request.body), Date.now()),
  );
  app.post('/api/campaigns/save', { schema: docs('save', model.status.save) }, async (request, reply) => {
    const saved = await saveCampaign(request.scope, request.body);
    reply.code(model.status.save);
    return saved;
  });
  app.post(
    '/api/campaigns/update',
    { schema: docs('update', model.status.update) },
    async (request, reply) => {
      const saved = await updateCampaign(request.scope, request.body);
      reply.code(model.status.update);
      return saved;
    },
  );
}
