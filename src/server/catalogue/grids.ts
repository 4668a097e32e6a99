// Stock grid items (colour × size of a product): save one or many with an initial quantity that goes
// through the ledger, change their data (never the balance), and list a product's items.
import { type Insertable, type Kysely, sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { DB } from '../../generated/db.js';
import {
  assertAccess,
  findRecord,
  listRecords,
  MAX_PAGE_SIZE,
  type Page,
  parseId,
  type Row,
  selectRecords,
  updateRecord,
} from '../crud/records.js';
import { type FieldErrors, HttpError, invalid, notFound } from '../http/errors.js';
import { parseInput } from '../http/validation.js';
import { collectErrors, type Fields, parseFields, prefixErrors } from '../http/params.js';
import { type Scope, withOwnStore } from '../tenancy/scope.js';
import { isUniqueViolation } from '../db/transaction.js';
import { ENTRY_REASONS, MAX_AMOUNT, moveStock } from './stock.js';

const gridModel = entities.grid;
export const DUPLICATE_GRID = 'Este tamanho e código de cor já estão cadastrados para este produto.';
export const MAX_BATCH = 200;
const INITIAL_NOTE = 'Saldo inicial';

const duplicateGrid = () => new HttpError(406, DUPLICATE_GRID);

/** Turns a unique-index violation (a duplicate saved at the same moment) into the 406. */
function asDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'uq_grid_')) throw duplicateGrid();
  throw error;
}

const initialFields: Fields = {
  balance: {
    label: gridModel.properties.balance.label,
    check: { type: 'integer', minimum: 0, maximum: MAX_AMOUNT },
  },
  reason: {
    label: entities.stock_movement.properties.reason.label,
    check: { type: 'string', enum: [...ENTRY_REASONS] },
    messages: { enum: 'Motivo de entrada inválido' },
  },
};

interface InitialStock {
  balance: number;
  reason: (typeof ENTRY_REASONS)[number];
}
/** The quantity a new item starts with and why (entry reasons only): recorded as a ledger entry. */
function parseInitialStock(body: unknown): InitialStock {
  const values = parseFields(initialFields, body);
  return {
    balance: (values.balance as number) ?? 0,
    reason: (values.reason as InitialStock['reason']) ?? 'b',
  };
}

/** A background image replaces the colour codes. */
function clearColourCodes(values: Row, bgColorImg: unknown): void {
  if (bgColorImg) {
    values.code_color = null;
    values.second_code_color = null;
  }
}

/** 406 when the product already has an item with one of these size + colour pairs (case-insensitive). */
async function assertFreePairs(
  db: Kysely<DB>,
  companyId: number,
  productId: number,
  pairs: Array<{ size: string; color: string }>,
  exceptId?: number,
): Promise<void> {
  let query = db
    .selectFrom('grid')
    .select('id')
    .where('company_id', '=', companyId)
    .where('product_id', '=', productId)
    .where((eb) =>
      eb.or(
        pairs.map((p) =>
          eb.and([
            eb(eb.fn('lower', ['size']), '=', eb.fn('lower', [eb.val(p.size)])),
            eb(eb.fn('lower', ['color']), '=', eb.fn('lower', [eb.val(p.color)])),
          ]),
        ),
      ),
    );
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw duplicateGrid();
}

/** Inserts validated items with their initial entries; the caller provides the transaction. */
async function insertItems(
  trx: Kysely<DB>,
  userId: number,
  items: Array<{ values: Row; stock: InitialStock }>,
): Promise<number[]> {
  const first = items[0].values;
  await assertFreePairs(
    trx,
    first.company_id as number,
    first.product_id as number,
    items.map((i) => ({ size: i.values.size as string, color: i.values.color as string })),
  );
  const ids: number[] = [];
  for (const { values, stock } of items) {
    const row = await trx
      .insertInto('grid')
      .values(values as Insertable<DB['grid']>)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (stock.balance > 0)
      await moveStock(trx, values.company_id as number, userId, {
        grid_id: row.id,
        type: 'i',
        amount: stock.balance,
        reason: stock.reason,
        note: INITIAL_NOTE,
      });
    ids.push(row.id);
  }
  return ids;
}

export async function saveGrid(scope: Scope, body: unknown): Promise<Row> {
  assertAccess(gridModel, scope, 'write');
  const input = withOwnStore(scope, body);
  const [values, stock] = collectErrors(
    () => parseInput(gridModel, input, 'save'),
    () => parseInitialStock(input),
  );
  clearColourCodes(values, values.bg_color_img);
  const [id] = await insertItems(scope.db, scope.user.id, [{ values, stock }]).catch(asDuplicate);
  return findRecord(scope, gridModel, id);
}

/** Many items of one product, all or none (406 if any pair repeats, in the batch or in the store). */
export async function saveManyGrids(scope: Scope, body: unknown): Promise<Row[]> {
  assertAccess(gridModel, scope, 'write');
  const input = withOwnStore(scope, body);
  const data = input.data;
  if (!Array.isArray(data) || data.length === 0)
    throw invalid({ data: ['Por favor insira os itens da grade'] });
  if (data.length > MAX_BATCH) throw invalid({ data: [`Envie no máximo ${MAX_BATCH} itens por vez`] });
  const errors: FieldErrors = {};
  const items: Array<{ values: Row; stock: InitialStock }> = [];
  data.forEach((raw, i) => {
    const item = {
      ...((raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Row),
      product_id: input.product_id,
      company_id: input.company_id,
    };
    try {
      const [values, stock] = collectErrors(
        () => parseInput(gridModel, item, 'save'),
        () => parseInitialStock(item),
      );
      clearColourCodes(values, values.bg_color_img);
      items.push({ values, stock });
    } catch (error) {
      // The product and the store are the batch's own fields, not an item's.
      Object.assign(errors, prefixErrors(error, `data.${i}`, ['product_id', 'company_id']));
    }
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const seen = new Set<string>();
  for (const { values } of items) {
    const key = `${String(values.size).toLowerCase()}\u0000${String(values.color).toLowerCase()}`;
    if (seen.has(key)) throw duplicateGrid();
    seen.add(key);
  }
  const ids = await insertItems(scope.db, scope.user.id, items).catch(asDuplicate);
  return selectRecords(scope, gridModel, { lookups: 'subquery' })
    .where('t.id', 'in', ids)
    .orderBy('t.id')
    .execute();
}

/** Changes an item's data; the balance is left alone (it moves only through the ledger). */
export async function updateGrid(scope: Scope, body: unknown): Promise<Row> {
  const source = (body && typeof body === 'object' ? body : {}) as Row;
  const { db } = scope;
  return updateRecord(scope, gridModel, body, {
    prepare: async (values) => {
      const current = await db
        .selectFrom('grid')
        .select(['id', 'company_id', 'product_id', 'size', 'color', 'bg_color_img'])
        .where('id', '=', Number(source.id))
        .executeTakeFirst();
      // Unknown or another store's: updateRecord answers 404.
      if (!current) return values;
      clearColourCodes(values, 'bg_color_img' in values ? values.bg_color_img : current.bg_color_img);
      if ('size' in values || 'color' in values)
        await assertFreePairs(
          db,
          current.company_id,
          current.product_id,
          [
            {
              size: (values.size ?? current.size) as string,
              color: (values.color ?? current.color) as string,
            },
          ],
          current.id,
        );
      return values;
    },
  }).catch(asDuplicate);
}

const gridListFields: Fields = { show_inactive: { label: 'Mostrar Inativos', check: { type: 'boolean' } } };

/** A product's items: only active ones unless show_inactive; the whole list in one page by default. */
export async function listGrids(scope: Scope, body: unknown): Promise<Page> {
  const params = { ...((body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row) };
  const { show_inactive: showInactive } = parseFields(gridListFields, params);
  delete params.show_inactive;
  if (!showInactive && params.active === undefined) params.active = true;
  params.itens_per_page ??= MAX_PAGE_SIZE;
  return listRecords(scope, gridModel, params);
}

/**
 * Deletes a grid item of the store with its movements (foreign keys cascade), taking its balance
 * out of the product's stock total in the same transaction.
 */
export async function deleteGrid(scope: Scope, body: unknown): Promise<{ id: number }> {
  assertAccess(gridModel, scope, 'write');
  const id = parseId(body);
  const removed = await scope.db
    .deleteFrom('grid')
    .where('id', '=', id)
    .returning(['company_id', 'product_id', 'balance'])
    .executeTakeFirst();
  if (!removed) throw notFound();
  await scope.db
    .updateTable('product')
    .set({ balance: sql`balance - ${removed.balance}` })
    .where('company_id', '=', removed.company_id)
    .where('id', '=', removed.product_id)
    .execute();
  return { id };
}
