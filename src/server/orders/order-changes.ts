// The hand-made changes of an order: the tracking-code dialog (/buy/status-change), 'Alterar Pedido'
// (/buy/update, asking the user's own password while the order is still unpaid: statuses 0, 1 and 7)
// and the printed mark (/buy/print). Each moves the order through moveOrder, in a transaction.
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { Buy } from '../../generated/types.js';
import type { BuyStatus } from '../../shared/calls/index.js';
import { verifyPassword } from '../auth/passwords.js';
import { type AttemptLedger, guardedPasswordCheck } from '../auth/rate-limit.js';
import { parseId, type Row, selectRecords } from '../crud/records.js';
import { HttpError, invalid, notFound } from '../http/errors.js';
import { type Fields, fromProperty, parseFields } from '../http/params.js';
import type { Scope } from '../tenancy/scope.js';
import { lockOrder, moveOrder } from './order-status.js';
import { mayPrintOrder, PASSWORD_STATUSES } from '../../shared/order-status.js';

const props = entities.buy.properties;

export const PASSWORD_REQUIRED = 'O campo de senha é obrigatório.';
export const WRONG_PASSWORD = 'Senha Incorreta!';
export const REPRINT_REFUSED = 'Você não possui permissão para imprimir esse pedido novamente!';
export const TRACKING_REQUIRED = 'O campo Código de rastreio é obrigatório.';

/**
 * E-mails allowed to change unpaid orders without typing their password (the spec's internal list):
 * ORDER_PASSWORD_EXEMPT_EMAILS, comma-separated, read at call time. Empty by default.
 */
export function passwordExempt(email: string): boolean {
  const list = (process.env.ORDER_PASSWORD_EXEMPT_EMAILS ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return list.includes(email.trim().toLowerCase());
}

async function readOrder(scope: Scope, id: number): Promise<Buy> {
  return (await selectRecords(scope, entities.buy)
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow()) as unknown as Buy;
}

const statusChangeFields: Fields = {
  buy_id: { label: 'Pedido', check: { type: 'integer', minimum: 1 } },
  status: {
    label: props.status.label,
    check: { type: 'integer', enum: [3] },
    messages: { enum: 'Status inválido' },
  },
  delivery_code: fromProperty(props.delivery_code),
};

/** The tracking-code dialog: the order goes to 3 (Em trânsito) with its code. */
export async function changeToInTransit(scope: Scope, body: unknown): Promise<Buy> {
  const input = parseFields(statusChangeFields, body, ['buy_id', 'status']);
  if (!input.delivery_code) throw invalid({ delivery_code: [TRACKING_REQUIRED] });
  const order = await lockOrder(scope.db, input.buy_id as number);
  await moveOrder(scope.db, order, 3, scope.user.id, {
    note: `Código de rastreio ${input.delivery_code as string}`,
    extra: { delivery_code: input.delivery_code },
  });
  return readOrder(scope, order.id);
}

const updateFields: Fields = {
  buy_id: { label: 'Pedido', check: { type: 'integer', minimum: 1 } },
  status: fromProperty(props.status, { messages: { enum: 'Status inválido' } }),
  delivery_code: fromProperty(props.delivery_code),
  payment_type: fromProperty(props.payment_type),
  transshipment: fromProperty(props.transshipment),
  payment_paid: { label: props.paid.label, check: { type: 'boolean' }, aliases: ['paid'] },
  password: { label: 'Senha', check: { type: 'string', maxLength: 200 } },
};

const needsPassword = (status: number, scope: Scope) =>
  (PASSWORD_STATUSES as readonly number[]).includes(status) && !passwordExempt(scope.user.email);

/**
 * The signed-in user's own password, asked again: under the login's throttle, its failures counting
 * as the login's (auth/rate-limit.ts), so a token is never a way to guess the account's password.
 * Each attempt commits on its own, before the order is locked: no lock is held while hashing.
 */
async function checkOwnPassword(scope: Scope, value: unknown, ip: string): Promise<void> {
  const password = typeof value === 'string' ? value : '';
  if (!password) throw invalid({ password: [PASSWORD_REQUIRED] }, PASSWORD_REQUIRED);
  const stored = await scope.db
    .selectFrom('users')
    .select('password')
    .where('id', '=', scope.user.id)
    .executeTakeFirst();
  const ledger: AttemptLedger = { read: scope.db, write: (work) => scope.transaction((s) => work(s.db)) };
  const { ok } = await guardedPasswordCheck(ledger, scope.user.email, ip, () =>
    verifyPassword(password, stored?.password),
  );
  if (!ok) throw invalid({ password: [WRONG_PASSWORD] }, WRONG_PASSWORD);
}

/**
 * 'Alterar Pedido'. Sent fields change; blank ones are left as they are (a blank code clears it).
 * Runs outside the request transaction (the route says so): the password first, then the change in
 * a transaction of its own.
 */
export async function updateOrder(scope: Scope, body: unknown, ip: string): Promise<Buy> {
  const raw = (body && typeof body === 'object' ? body : {}) as Row;
  const input = parseFields(updateFields, body, ['buy_id']);
  const buyId = input.buy_id as number;
  const current = await scope.db
    .selectFrom('buy')
    .select('status')
    .where('id', '=', buyId)
    .executeTakeFirst();
  if (!current) throw notFound();
  const checked = needsPassword(current.status, scope);
  if (checked) await checkOwnPassword(scope, raw.password, ip);
  return scope.transaction(async (tx) => {
    const order = await lockOrder(tx.db, buyId);
    // It moved back to an unpaid status meanwhile: the password is asked for after all.
    if (!checked && needsPassword(order.status, tx))
      throw invalid({ password: [PASSWORD_REQUIRED] }, PASSWORD_REQUIRED);
    const extra: Record<string, unknown> = {};
    if ('delivery_code' in raw) extra.delivery_code = input.delivery_code ?? null;
    if ('payment_type' in raw) extra.payment_type = input.payment_type ?? null;
    if ('transshipment' in raw) extra.transshipment = input.transshipment ?? null;
    if (input.payment_paid !== undefined) extra.paid = input.payment_paid;
    if (Object.keys(extra).length) extra.updated_at = sql`now()`;
    const to = (input.status as BuyStatus | undefined) ?? order.status;
    await moveOrder(tx.db, order, to, tx.user.id, { note: 'Alterado pelo painel', extra });
    return readOrder(tx, order.id);
  });
}

/**
 * Records a print of the order (printed_at = now, every print, first or not): the print view calls
 * it before it shows the order, so a reload or a typed print URL is a print too. Printing it again
 * needs full_permission (mayPrintOrder); the order's row lock makes parallel first prints by a
 * plain user one print and refusals.
 */
export async function markPrinted(
  scope: Scope,
  body: unknown,
): Promise<{ printed_at: string; reprint: boolean }> {
  const buyId = parseId(body, 'buy_id');
  const order = await lockOrder(scope.db, buyId);
  const row = await scope.db
    .selectFrom('buy')
    .select('printed_at')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  const reprint = row.printed_at !== null;
  if (!mayPrintOrder(row.printed_at, scope.level)) throw new HttpError(403, REPRINT_REFUSED);
  const updated = await scope.db
    .updateTable('buy')
    .set({ printed_at: sql`now()` })
    .where('id', '=', order.id)
    .returning('printed_at')
    .executeTakeFirstOrThrow();
  const at = updated.printed_at as unknown;
  return { printed_at: at instanceof Date ? at.toISOString() : String(at), reprint };
}
