// Product import from a spreadsheet: a batch of CSV lines (already mapped to fields by the panel)
// is checked with the product and grid validation of the API (parseInput, the schemas' rules) and,
// unless it is a dry run, written through the same save/update functions as the product form, so
// the audit trail and the stock ledger are the same. The lines sharing a reference are one product;
// each product lands with its grid items whole or not at all (a savepoint each), and a refused one
// never stops the others.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../generated/db.js';
import { entities } from '../../../generated/registry.js';
import type { ImportRequest, ImportResult, ImportRow, ImportRowResult } from '../../../shared/calls/index.js';
import { parseMoney } from '../../../shared/money.js';
import {
  IMPORT_FIELD_KEYS,
  IMPORT_FIELDS,
  type ImportField,
  MAX_IMPORT_BATCH,
  NO_COLOR,
  parseGender,
  parseYesNo,
  plainName,
} from '../../../shared/product-import.js';
import { assertAccess, createRecord, type Row } from '../../crud/records.js';
import { type FieldErrors, HttpError, invalid } from '../../http/errors.js';
import { parseInput } from '../../http/validation.js';
import type { Scope } from '../../tenancy/scope.js';
import { saveManyGrids, updateGrid } from '../grids.js';
import { updateProduct } from '../products.js';
import { MAX_AMOUNT, moveStock } from '../stock.js';

const IMPORT_NOTE = 'Importação de planilha';
const BAD_BATCH = `Envie de 1 a ${MAX_IMPORT_BATCH} linhas por vez`;
const labelOf = (field: ImportField) => IMPORT_FIELDS.find((f) => f.key === field)?.label ?? field;
const GRID_FIELDS: ImportField[] = ['size', 'color', 'stock', 'code'];

/** The batch as sent, checked for shape: anything malformed refuses the whole call (422, nothing stored). */
function parseBatch(body: unknown): ImportRow[] {
  const rows = (body as { rows?: unknown }).rows;
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > MAX_IMPORT_BATCH)
    throw invalid({ rows: [BAD_BATCH] });
  const errors: FieldErrors = {};
  const parsed = rows.map((raw, i) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      errors[`rows.${i}`] = ['Cada linha deve ser um objeto'];
      return { line: 0 };
    }
    const source = raw as Record<string, unknown>;
    const line = source.line;
    if (typeof line !== 'number' || !Number.isSafeInteger(line) || line < 1)
      errors[`rows.${i}.line`] = ['A linha deve ter o número da linha no arquivo (line)'];
    const row: ImportRow = { line: line as number };
    for (const key of IMPORT_FIELD_KEYS) {
      const value = source[key];
      if (value === undefined || value === null) continue;
      if (typeof value === 'number' || typeof value === 'boolean') row[key] = String(value);
      else if (typeof value === 'string') row[key] = value;
      else errors[`rows.${i}.${key}`] = [`${labelOf(key)} deve ser um texto`];
    }
    return row;
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return parsed;
}

const cell = (row: ImportRow, field: ImportField): string => (row[field] ?? '').trim();
const messages = (errors: FieldErrors | undefined): string[] => Object.values(errors ?? {}).flat();
const errorsOf = (error: unknown): string[] => {
  if (error instanceof HttpError) {
    const list = messages(error.errors);
    return list.length ? list : [error.message];
  }
  throw error;
};

interface Named {
  id: number;
  name: string;
}
interface Category extends Named {
  definition_id: number;
}
interface SubCategory extends Named {
  category_id: number;
}
interface Existing {
  id: number;
  definition_id: number;
  category_id: number;
}

/** Everything a batch's names point at, looked up once per batch (by lower-case name). */
interface Lookups {
  definitions: Named[];
  categories: Category[];
  subcategories: SubCategory[];
  brands: Named[];
  products: Map<string, Existing[]>;
}

function namesOf(rows: ImportRow[], field: ImportField): string[] {
  return [...new Set(rows.map((r) => cell(r, field).toLowerCase()).filter(Boolean))];
}

async function lookUp(db: Kysely<DB>, companyId: number, rows: ImportRow[]): Promise<Lookups> {
  const none = Promise.resolve([]);
  const definitionNames = namesOf(rows, 'definition');
  const categoryNames = namesOf(rows, 'category');
  const subNames = namesOf(rows, 'subcategory');
  const brandNames = namesOf(rows, 'brand');
  const refs = [...new Set(rows.map((r) => cell(r, 'ref')).filter(Boolean))];
  const [definitions, categories, subcategories, brands, products] = await Promise.all([
    definitionNames.length
      ? db
          .selectFrom('definition')
          .select(['id', 'name'])
          .where((eb) => eb(eb.fn('lower', ['name']), 'in', definitionNames))
          .execute()
      : none,
    categoryNames.length
      ? db
          .selectFrom('category')
          .select(['id', 'name', 'definition_id'])
          .where((eb) => eb(eb.fn('lower', ['name']), 'in', categoryNames))
          .execute()
      : none,
    subNames.length
      ? db
          .selectFrom('sub_category')
          .select(['id', 'name', 'category_id'])
          .where((eb) => eb(eb.fn('lower', ['name']), 'in', subNames))
          .execute()
      : none,
    brandNames.length
      ? db
          .selectFrom('brand')
          .select(['id', 'name'])
          .where('company_id', '=', companyId)
          .where((eb) => eb(eb.fn('lower', ['name']), 'in', brandNames))
          .execute()
      : Promise.resolve([]),
    refs.length
      ? db
          .selectFrom('product')
          .select(['id', 'ref', 'definition_id', 'category_id'])
          .where('company_id', '=', companyId)
          .where('ref', 'in', refs)
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
  ]);
  const productsByRef = new Map<string, Existing[]>();
  for (const p of products) {
    const list = productsByRef.get(p.ref ?? '') ?? [];
    list.push({ id: p.id, definition_id: p.definition_id, category_id: p.category_id });
    productsByRef.set(p.ref ?? '', list);
  }
  return {
    definitions,
    categories,
    subcategories,
    brands,
    products: productsByRef,
  };
}

const sameName = (a: string, b: string) => plainName(a) === plainName(b);

interface GridLine {
  line: number;
  values: Row;
  stock: number | undefined;
}

/** One product of the batch: its lines, what to store, and what went wrong. */
interface Group {
  ref: string;
  rows: ImportRow[];
  existing?: Existing;
  product: Row;
  grids: GridLine[];
  errors: Map<number, string[]>;
  /** Fields named in the sheet but not found ('Marca "X" não encontrada'): not also 'Por favor insira'. */
  unresolved: Set<string>;
}

function unresolved(group: Group, field: string, line: number, message: string) {
  group.unresolved.add(field);
  addLineError(group, line, message);
}

function addLineError(group: Group, line: number, message: string) {
  const list = group.errors.get(line) ?? [];
  if (!list.includes(message)) list.push(message);
  group.errors.set(line, list);
}

/** The product's values from its lines: each field from the first line that fills it. */
function productValues(group: Group, lookups: Lookups, companyId: number): Row {
  const first = (field: ImportField) => {
    for (const row of group.rows) {
      const text = cell(row, field);
      if (text) return { text, line: row.line };
    }
    return undefined;
  };
  const values: Row = { ref: group.ref };
  for (const field of [
    'name',
    'description',
    'relevance',
    'weight_packed',
    'length_packed',
    'width_packed',
    'height_packed',
  ] as const) {
    const found = first(field);
    if (found) values[field] = found.text;
  }
  const price = first('price');
  if (price) values.price = parseMoney(price.text) ?? price.text;
  const gender = first('gender');
  if (gender) values.gender = parseGender(gender.text);
  const active = first('active');
  if (active) {
    const flag = parseYesNo(active.text);
    if (flag === undefined) addLineError(group, active.line, 'Ativo deve ser Sim ou Não');
    else values.active = flag;
  }
  // The taxonomy by name: the segment narrows the category, the category the subcategory; a
  // category found in one segment only gives the product that segment.
  const definition = first('definition');
  let definitionId = group.existing?.definition_id;
  if (definition) {
    const found = lookups.definitions.find((d) => sameName(d.name, definition.text));
    if (!found)
      unresolved(group, 'definition_id', definition.line, `Segmento "${definition.text}" não encontrado`);
    else definitionId = values.definition_id = found.id;
  }
  const category = first('category');
  let categoryId = group.existing?.category_id;
  if (category) {
    const named = lookups.categories.filter((c) => sameName(c.name, category.text));
    const inSegment = definition ? named.filter((c) => c.definition_id === definitionId) : named;
    const found =
      inSegment.length === 1
        ? inSegment[0]
        : (inSegment.find((c) => c.definition_id === definitionId) ?? undefined);
    if (!found) {
      if (!definition || definitionId !== undefined)
        unresolved(
          group,
          'category_id',
          category.line,
          definition
            ? `Categoria "${category.text}" não encontrada no segmento "${definition.text}"`
            : named.length > 1
              ? `Categoria "${category.text}" existe em mais de um segmento: informe o Segmento`
              : `Categoria "${category.text}" não encontrada`,
        );
    } else {
      categoryId = values.category_id = found.id;
      if (!definition) values.definition_id = found.definition_id;
    }
  }
  const subcategory = first('subcategory');
  if (subcategory) {
    const found = lookups.subcategories.find(
      (s) => sameName(s.name, subcategory.text) && s.category_id === categoryId,
    );
    if (!found)
      unresolved(
        group,
        'subcategory_id',
        subcategory.line,
        `Subcategoria "${subcategory.text}" não encontrada`,
      );
    else values.subcategory_id = found.id;
  }
  const brand = first('brand');
  if (brand) {
    const found = lookups.brands.find((b) => sameName(b.name, brand.text));
    if (!found) unresolved(group, 'brand_id', brand.line, `Marca "${brand.text}" não encontrada`);
    else values.brand_id = found.id;
  }
  if (!group.existing) values.company_id = companyId;
  return values;
}

/** The grid item a line describes, checked by the grid's own rules (none for a product-only line). */
function gridLine(group: Group, row: ImportRow, companyId: number): GridLine | undefined {
  if (GRID_FIELDS.every((f) => !cell(row, f))) return undefined;
  const input: Row = {
    product_id: 1, // checked for shape only: the real product is known once it is stored
    company_id: companyId,
    size: cell(row, 'size'),
    color: cell(row, 'color') || NO_COLOR,
  };
  if (cell(row, 'code')) input.code = cell(row, 'code');
  let values: Row = {};
  try {
    values = parseInput(entities.grid, input, 'save');
  } catch (error) {
    for (const message of errorsOf(error)) addLineError(group, row.line, message);
  }
  let stock: number | undefined;
  const stockText = cell(row, 'stock');
  if (stockText) {
    stock = /^\d+$/.test(stockText) ? Number(stockText) : NaN;
    if (!Number.isSafeInteger(stock) || stock > MAX_AMOUNT)
      addLineError(group, row.line, `Estoque deve ser um número inteiro de 0 a ${MAX_AMOUNT}`);
  }
  delete values.product_id;
  delete values.company_id;
  return { line: row.line, values, stock };
}

const gridKey = (size: unknown, color: unknown) =>
  `${String(size).toLowerCase()}\u0000${String(color).toLowerCase()}`;

/** Groups the lines by reference and checks each product and grid item as the API would store it. */
async function plan(db: Kysely<DB>, companyId: number, rows: ImportRow[]) {
  const lookups = await lookUp(db, companyId, rows);
  const loose: ImportRowResult[] = [];
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const ref = cell(row, 'ref');
    if (!ref) {
      loose.push({ line: row.line, action: null, errors: ['Por favor insira Referência'] });
      continue;
    }
    let group = groups.get(ref);
    if (!group) {
      group = { ref, rows: [], product: {}, grids: [], errors: new Map(), unresolved: new Set() };
      groups.set(ref, group);
    }
    group.rows.push(row);
  }
  for (const group of groups.values()) {
    const found = lookups.products.get(group.ref) ?? [];
    // Which of several products with this reference to update is not ours to guess.
    if (found.length > 1)
      addLineError(group, group.rows[0].line, `Há mais de um produto com a referência "${group.ref}"`);
    group.existing = found[0];
    group.product = productValues(group, lookups, companyId);
    if (found.length <= 1)
      try {
        group.product = parseInput(
          entities.product,
          group.existing ? { ...group.product, id: group.existing.id } : group.product,
          group.existing ? 'update' : 'save',
        );
      } catch (error) {
        const line = group.rows[0].line;
        const byField =
          error instanceof HttpError && error.errors && Object.keys(error.errors).length
            ? Object.entries(error.errors)
                .filter(([field]) => !group.unresolved.has(field))
                .flatMap(([, list]) => list)
            : errorsOf(error);
        for (const message of byField) addLineError(group, line, message);
      }
    const seen = new Map<string, number>();
    for (const row of group.rows) {
      const grid = gridLine(group, row, companyId);
      if (!grid) continue;
      const key = gridKey(grid.values.size, grid.values.color);
      const before = seen.get(key);
      if (before !== undefined && !group.errors.has(row.line))
        addLineError(group, row.line, `Tamanho e cor repetidos (já na linha ${before})`);
      seen.set(key, row.line);
      group.grids.push(grid);
    }
    // A product lands whole or not at all: one bad line holds back the others of its reference.
    if (group.errors.size) {
      const bad = [...group.errors.keys()].sort((a, b) => a - b)[0];
      for (const row of group.rows)
        if (!group.errors.has(row.line))
          addLineError(
            group,
            row.line,
            `Produto não importado: a linha ${bad} da mesma referência tem erros`,
          );
    }
  }
  return { loose, groups: [...groups.values()] };
}

function summarise(loose: ImportRowResult[], groups: Group[]): ImportResult {
  const rows = [...loose];
  let created = 0;
  let updated = 0;
  for (const group of groups) {
    const action = group.existing ? 'update' : 'create';
    const ok = group.errors.size === 0;
    if (ok && action === 'create') created++;
    if (ok && action === 'update') updated++;
    for (const row of group.rows)
      rows.push({ line: row.line, action: ok ? action : null, errors: group.errors.get(row.line) ?? [] });
  }
  rows.sort((a, b) => a.line - b.line);
  return { rows, created, updated, failed: rows.filter((r) => r.errors.length).length };
}

/** The store the batch is for: the user's own, or the admin's pick (which must exist). */
async function storeOf(scope: Scope, body: unknown): Promise<{ companyId: number; store: Scope }> {
  assertAccess(entities.product, scope, 'write');
  assertAccess(entities.grid, scope, 'write');
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid({ rows: [BAD_BATCH] });
  const companyId = scope.storeOf(body);
  if (scope.own === undefined) {
    const found = await scope.db
      .selectFrom('company')
      .select('id')
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!found) throw invalid({ company_id: ['Loja não encontrada'] });
  }
  return { companyId, store: { ...scope, db: scope.forStore(companyId) } };
}

/** The dry run: what the import would do with each line, writing nothing. */
export async function validateImport(scope: Scope, body: unknown): Promise<ImportResult> {
  const { companyId, store } = await storeOf(scope, body);
  const rows = parseBatch(body as ImportRequest);
  const { loose, groups } = await plan(store.db, companyId, rows);
  return summarise(loose, groups);
}

/** Stores one checked product with its grid items (the caller holds the savepoint). */
async function storeGroup(store: Scope, companyId: number, group: Group): Promise<void> {
  const saved = group.existing
    ? await updateProduct(store, { ...group.product, id: group.existing.id })
    : await createRecord(store, entities.product, group.product);
  const productId = Number(saved.id);
  if (!group.grids.length) return;
  const current = await store.db
    .selectFrom('grid')
    .select(['id', 'size', 'color', 'code', 'balance'])
    .where('company_id', '=', companyId)
    .where('product_id', '=', productId)
    .execute();
  const byKey = new Map(current.map((g) => [gridKey(g.size, g.color), g]));
  const fresh: Row[] = [];
  for (const grid of group.grids) {
    const found = byKey.get(gridKey(grid.values.size, grid.values.color));
    if (!found) {
      fresh.push({ ...grid.values, balance: grid.stock ?? 0, reason: 'b' });
      continue;
    }
    if (grid.values.code !== undefined && grid.values.code !== found.code)
      await updateGrid(store, { id: found.id, code: grid.values.code });
    // The file's stock is the item's new balance: the difference goes through the ledger.
    const delta = grid.stock === undefined ? 0 : grid.stock - found.balance;
    if (delta !== 0)
      await moveStock(store.db, companyId, store.user.id, {
        grid_id: found.id,
        type: delta > 0 ? 'i' : 'o',
        amount: Math.abs(delta),
        reason: delta > 0 ? 'b' : 'c',
        note: IMPORT_NOTE,
        negativeStock: true,
      });
  }
  if (fresh.length) await saveManyGrids(store, { product_id: productId, company_id: companyId, data: fresh });
}

/** The import of one batch: the valid products stored, each whole or not at all. */
export async function runImport(scope: Scope, body: unknown): Promise<ImportResult> {
  const { companyId, store } = await storeOf(scope, body);
  const rows = parseBatch(body as ImportRequest);
  const { loose, groups } = await plan(store.db, companyId, rows);
  for (const group of groups) {
    if (group.errors.size) continue;
    await sql`savepoint product_import`.execute(store.db);
    try {
      await storeGroup(store, companyId, group);
      await sql`release savepoint product_import`.execute(store.db);
    } catch (error) {
      await sql`rollback to savepoint product_import`.execute(store.db);
      const list = errorsOf(error);
      for (const row of group.rows) for (const message of list) addLineError(group, row.line, message);
    }
  }
  return summarise(loose, groups);
}
