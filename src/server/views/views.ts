// Saved views (calls: src/shared/calls/views.ts): one user's named states of one generic list. A
// view belongs to a user, not a store (saved_view has no company_id, so the store filter leaves it
// alone): every query here names `user_id = <caller>`, and another user's id reads as one that does
// not exist (404). At most one default per user and list: setting one clears the others in the
// request's transaction. Every input is checked before anything is written (422, pt-BR).
import { sql } from 'kysely';
import type { SavedView, ViewState } from '../../shared/calls/views.js';
import {
  VIEW_KEY_MAX,
  VIEW_NAME_MAX,
  VIEW_NAME_MESSAGES,
  VIEW_PAGE_SIZES,
  VIEW_STATE_MAX_BYTES,
} from '../../shared/saved-views.js';
import { addError, type FieldErrors, invalid, notFound } from '../http/errors.js';
import { hasUnstorableText } from '../http/validation.js';
import type { Scope } from '../tenancy/scope.js';

const LIST_PATTERN = /^[A-Za-z][A-Za-z0-9/_-]{0,59}$/;
const STATE_KEYS = new Set(['filter', 'sort', 'perPage', 'columns']);
const MAX_FILTERS = 40;
const MAX_COLUMNS = 50;
const MAX_FILTER_TEXT = 500;
const MAX_FILTER_ITEMS = 200;
/** How many views one user keeps of one list. */
const MAX_VIEWS_PER_LIST = 50;

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => !!v && typeof v === 'object' && !Array.isArray(v);

const STATE_INVALID = 'Estado da visão inválido';
const MESSAGES = {
  listRequired: 'Por favor insira a lista',
  listInvalid: 'Lista inválida',
  idRequired: 'Por favor insira a visão',
  idInvalid: 'Visão inválida',
  stateRequired: 'Por favor insira o estado da visão',
  stateTooBig: `A visão é grande demais (máximo de ${VIEW_STATE_MAX_BYTES / 1024} KB)`,
  stateKey: (key: string) => `Campo não permitido na visão: ${key.slice(0, VIEW_KEY_MAX)}`,
  filter: 'Filtros inválidos',
  sort: 'Ordenação inválida',
  perPage: `Itens por página deve ser ${VIEW_PAGE_SIZES.join(', ').replace(/, (\d+)$/, ' ou $1')}`,
  columns: 'Colunas inválidas',
  isDefault: 'Padrão deve ser verdadeiro ou falso',
};

function checkList(body: Body, errors: FieldErrors): string | undefined {
  const raw = body.list;
  if (raw === undefined || raw === null || raw === '')
    return void addError(errors, 'list', MESSAGES.listRequired);
  if (typeof raw !== 'string' || !LIST_PATTERN.test(raw.trim()))
    return void addError(errors, 'list', MESSAGES.listInvalid);
  return raw.trim();
}

function checkName(body: Body, errors: FieldErrors, required: boolean): string | undefined {
  const raw = body.name;
  if (raw === undefined || raw === null) {
    if (required) addError(errors, 'name', VIEW_NAME_MESSAGES.required);
    return undefined;
  }
  if (typeof raw !== 'string' || hasUnstorableText(raw))
    return void addError(errors, 'name', 'Nome inválido');
  // Trimmed, inner runs of spaces as one (the schema's "name" normalizer).
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return void addError(errors, 'name', VIEW_NAME_MESSAGES.required);
  if ([...name].length > VIEW_NAME_MAX) return void addError(errors, 'name', VIEW_NAME_MESSAGES.tooLong);
  return name;
}

function checkId(body: Body, errors: FieldErrors): number | undefined {
  const raw = body.id;
  if (raw === undefined || raw === null || raw === '')
    return void addError(errors, 'id', MESSAGES.idRequired);
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    return void addError(errors, 'id', MESSAGES.idInvalid);
  return id;
}

function checkDefault(body: Body, errors: FieldErrors): boolean | undefined {
  const raw = body.is_default;
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'boolean') return void addError(errors, 'is_default', MESSAGES.isDefault);
  return raw;
}

/** A filter value: text, a finite number, true/false, null, or a short list of those. */
function plainValue(v: unknown): boolean {
  if (v === null || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v === 'string') return v.length <= MAX_FILTER_TEXT;
  return false;
}

const fieldName = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= VIEW_KEY_MAX && /^[A-Za-z0-9_.@:-]+$/.test(v);
/** A sort's field, or '' for the order the list's call gives (SERVER_ORDER). */
const sortField = (v: unknown): v is string => v === '' || fieldName(v);

/** The state as stored: only the allowed keys, each of its shape; errors under state.<key>. */
function checkState(raw: unknown, errors: FieldErrors): ViewState | undefined {
  if (raw === undefined || raw === null) return void addError(errors, 'state', MESSAGES.stateRequired);
  if (!isObject(raw)) return void addError(errors, 'state', STATE_INVALID);
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(raw), 'utf8');
  } catch {
    return void addError(errors, 'state', STATE_INVALID);
  }
  if (size > VIEW_STATE_MAX_BYTES) return void addError(errors, 'state', MESSAGES.stateTooBig);
  if (hasUnstorableText(raw)) return void addError(errors, 'state', STATE_INVALID);
  const before = Object.keys(errors).length;
  for (const key of Object.keys(raw))
    if (!STATE_KEYS.has(key)) addError(errors, 'state', MESSAGES.stateKey(key));
  const state: ViewState = {};
  const { filter, sort, perPage, columns } = raw;
  if (filter !== undefined) {
    const ok =
      isObject(filter) &&
      Object.keys(filter).length <= MAX_FILTERS &&
      Object.entries(filter).every(
        ([k, v]) =>
          fieldName(k) &&
          (plainValue(v) || (Array.isArray(v) && v.length <= MAX_FILTER_ITEMS && v.every(plainValue))),
      );
    if (ok) state.filter = filter;
    else addError(errors, 'state.filter', MESSAGES.filter);
  }
  if (sort !== undefined) {
    const ok =
      isObject(sort) &&
      Object.keys(sort).every((k) => k === 'field' || k === 'order') &&
      sortField(sort.field) &&
      (sort.order === 'ASC' || sort.order === 'DESC');
    if (ok) state.sort = { field: sort.field as string, order: sort.order as 'ASC' | 'DESC' };
    else addError(errors, 'state.sort', MESSAGES.sort);
  }
  if (perPage !== undefined) {
    if (typeof perPage === 'number' && VIEW_PAGE_SIZES.includes(perPage)) state.perPage = perPage;
    else addError(errors, 'state.perPage', MESSAGES.perPage);
  }
  if (columns !== undefined) {
    const ok =
      Array.isArray(columns) &&
      columns.length >= 1 &&
      columns.length <= MAX_COLUMNS &&
      columns.every(fieldName) &&
      new Set(columns).size === columns.length;
    if (ok) state.columns = columns as string[];
    else addError(errors, 'state.columns', MESSAGES.columns);
  }
  return Object.keys(errors).length > before ? undefined : state;
}

interface ViewRow {
  id: number | string;
  list: string;
  name: string;
  state: unknown;
  is_default: boolean;
  created_at: Date | string;
}

const toView = (r: ViewRow): SavedView => ({
  id: Number(r.id),
  list: r.list,
  name: r.name,
  state: (typeof r.state === 'string' ? JSON.parse(r.state) : r.state) as ViewState,
  is_default: r.is_default,
  created_at: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
});

const COLUMNS = ['id', 'list', 'name', 'state', 'is_default', 'created_at'] as const;

/** The caller's views of a list: the default first, then by name. */
export async function listViews(scope: Scope, input: unknown): Promise<{ data: SavedView[] }> {
  const body = isObject(input) ? input : {};
  const errors: FieldErrors = {};
  const list = checkList(body, errors);
  if (Object.keys(errors).length || !list) throw invalid(errors);
  const rows = await scope.db
    .selectFrom('saved_view')
    .select(COLUMNS)
    .where('user_id', '=', scope.user.id)
    .where(sql`lower(list)`, '=', list.toLowerCase())
    .orderBy('is_default', 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return { data: rows.map(toView) };
}

/** The caller's view by id, locked for the change; another user's is a 404 as an unknown one. */
async function ownView(scope: Scope, id: number): Promise<ViewRow> {
  const row = await scope.db
    .selectFrom('saved_view')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', scope.user.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Holds the caller's user row until the commit: two saves of one user side by side (two tabs) take
 * turns, so the name check and the one-default rule see each other's rows.
 */
async function lockUser(scope: Scope): Promise<void> {
  await scope.db.selectFrom('users').select('id').where('id', '=', scope.user.id).forUpdate().execute();
}

async function nameTaken(scope: Scope, list: string, name: string, except?: number): Promise<boolean> {
  let query = scope.db
    .selectFrom('saved_view')
    .select('id')
    .where('user_id', '=', scope.user.id)
    .where(sql`lower(list)`, '=', list.toLowerCase())
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (except !== undefined) query = query.where('id', '<>', except);
  return !!(await query.executeTakeFirst());
}

/** Clears the caller's other defaults of the list (one default per user and list). */
async function clearDefaults(scope: Scope, list: string, except?: number): Promise<void> {
  let query = scope.db
    .updateTable('saved_view')
    .set({ is_default: false, updated_at: sql<Date>`now()` })
    .where('user_id', '=', scope.user.id)
    .where(sql`lower(list)`, '=', list.toLowerCase())
    .where('is_default', '=', true);
  if (except !== undefined) query = query.where('id', '<>', except);
  await query.execute();
}

export async function createView(scope: Scope, input: unknown): Promise<SavedView> {
  const body = isObject(input) ? input : {};
  const errors: FieldErrors = {};
  const list = checkList(body, errors);
  const name = checkName(body, errors, true);
  const state = checkState(body.state, errors);
  const isDefault = checkDefault(body, errors) ?? false;
  if (Object.keys(errors).length || !list || !name || !state) throw invalid(errors);
  await lockUser(scope);
  if (await nameTaken(scope, list, name)) throw invalid({ name: [VIEW_NAME_MESSAGES.taken] });
  const count = await scope.db
    .selectFrom('saved_view')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', scope.user.id)
    .where(sql`lower(list)`, '=', list.toLowerCase())
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_VIEWS_PER_LIST)
    throw invalid({ name: [`Limite de ${MAX_VIEWS_PER_LIST} visões por lista atingido`] });
  if (isDefault) await clearDefaults(scope, list);
  const row = await scope.db
    .insertInto('saved_view')
    .values({
      user_id: scope.user.id,
      list,
      name,
      state: sql`${JSON.stringify(state)}::jsonb`,
      is_default: isDefault,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toView(row);
}

export async function updateView(scope: Scope, input: unknown): Promise<SavedView> {
  const body = isObject(input) ? input : {};
  const errors: FieldErrors = {};
  const id = checkId(body, errors);
  const name = checkName(body, errors, false);
  const state = body.state === undefined ? undefined : checkState(body.state, errors);
  const isDefault = checkDefault(body, errors);
  if (Object.keys(errors).length || !id) throw invalid(errors);
  await lockUser(scope);
  const current = await ownView(scope, id);
  if (name !== undefined && (await nameTaken(scope, current.list, name, id)))
    throw invalid({ name: [VIEW_NAME_MESSAGES.taken] });
  if (isDefault) await clearDefaults(scope, current.list, id);
  const row = await scope.db
    .updateTable('saved_view')
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(state !== undefined ? { state: sql`${JSON.stringify(state)}::jsonb` } : {}),
      ...(isDefault !== undefined ? { is_default: isDefault } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('user_id', '=', scope.user.id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toView(row);
}

export async function deleteView(scope: Scope, input: unknown): Promise<{ id: number }> {
  const body = isObject(input) ? input : {};
  const errors: FieldErrors = {};
  const id = checkId(body, errors);
  if (Object.keys(errors).length || !id) throw invalid(errors);
  await ownView(scope, id);
  await scope.db.deleteFrom('saved_view').where('id', '=', id).where('user_id', '=', scope.user.id).execute();
  return { id };
}
