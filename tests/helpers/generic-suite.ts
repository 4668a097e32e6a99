// The generic per-entity suite, over any registry: the full save → show → update → index → delete
// round, Portuguese 422s that store nothing (messages spelled from each field's label and rule),
// tenancy, admin-only calls, uniqueness, references and sub-lists, paging and sorting. Every sample
// comes from the schemas' constraints (samples.ts), so a new schema is covered without new test code.
// tests/api.generic.test.ts runs it on src/generated; tests/synthetic.test.ts on the synthetic schemas.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isOnePerStore, type EntityModel } from '../../src/shared/entity.js';
import { backends, startTestApp, type TestApp } from './app.js';
import { expectedMessage, duplicateMessage, notFoundMessage } from './expected-messages.js';
import { createWorld, type World } from './fixtures.js';
import {
  buildSample,
  countRows,
  DUPLICATE_STATUS,
  genericModels,
  type Registry,
  respelled,
  type Row,
  type Sample,
  type SampleContext,
  saveSample,
  SHOW_STATUS,
  storedRow,
  textFor,
} from './samples.js';

export interface GenericSuiteOptions {
  /** The entities the app serves; the generated registry when not said. */
  entities?: Registry;
  /** Which of them to cover; every generic one when not said. */
  only?: (model: EntityModel) => boolean;
  /**
   * Migrations for a registry with tables of its own: the folder is migrated over the template
   * database (its files already applied there are skipped).
   */
  migrations?: string;
}

const INVALID_DATA = 'Os dados informados são inválidos.';
const NOT_FOUND = 'Registro não encontrado.';
const FORBIDDEN = 'Você não tem permissão para realizar esta ação.';
const IN_USE = 'Este registro está em uso por outros cadastros e não pode ser excluído.';

const has = (m: EntityModel, op: EntityModel['operations'][number]) => m.operations.includes(op);
const ids = (page: { data: Row[] }) => page.data.map((r) => r.id);
const writeOnly = (m: EntityModel) =>
  Object.values(m.properties)
    .filter((p) => p.writeOnly)
    .map((p) => p.name);

/** The generic suite on every backend, over the entities of `options`. */
export function genericSuite(options: GenericSuiteOptions = {}): void {
  const registry = options.entities;
  const models = genericModels(registry);
  const cases = models
    .filter(options.only ?? (() => true))
    .map((model) => ({ name: model.name, path: model.path, model }));

  /** References from a store-owned entity to another store-owned entity (composite keys). */
  const tenantRefs = (m: EntityModel) =>
    Object.values(m.properties)
      .filter((p) => m.tenant && p.ref && p.name !== 'company_id' && p.stored)
      .filter((p) => models.some((x) => x.name === p.ref && x.tenant))
      .map((p) => p.name);

  describe.each(backends)('generic calls on $name', (backend) => {
    let t: TestApp;
    let w: World;
    let ctxA: SampleContext;
    let ctxB: SampleContext;
    beforeAll(async () => {
      t = await startTestApp(backend, { migrations: options.migrations });
      w = await createWorld(t);
      ctxA = {
        t,
        admin: w.admin,
        user: w.userA,
        company: w.storeA,
        companyName: 'Loja A',
        entities: registry,
      };
      ctxB = {
        t,
        admin: w.admin,
        user: w.userB,
        company: w.storeB,
        companyName: 'Loja B',
        entities: registry,
      };
    });
    afterAll(() => t?.close());

    const call = (s: Sample, op: string, body: unknown, token = s.token) =>
      t.post(`${s.model.path}/${op}`, body, token);
    const list = async (s: Sample, body: Row, token = s.token) => {
      const res = await call(s, 'index', { itens_per_page: 1000, ...body }, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Row[]; total: number; last_page: number };
    };

    describe.each(cases)('$name ($path)', ({ model }) => {
      // One row per store (x-unique [[]]): each test starts with none, as it saves its own.
      if (isOnePerStore(model))
        beforeEach(async () => {
          await t.db.deleteFrom(model.table as 'delivery_settings').execute();
        });
      const showStatus = SHOW_STATUS[model.name] ?? 200;
      it('saves, shows, updates, lists and deletes', async () => {
        const s = await buildSample(ctxA, model.name);
        const before = await countRows(t, model.table);

        const saved = await call(s, 'save', s.payload);
        expect(saved.statusCode, saved.body).toBe(model.status.save);
        const record = saved.json() as Row;
        expect(record).toMatchObject(s.expected);
        expect(record.id).toEqual(expect.any(Number));
        for (const field of writeOnly(model)) expect(record).not.toHaveProperty(field);
        expect(await countRows(t, model.table)).toBe(before + 1);
        const row = await storedRow(t, model.table, record.id as number);
        if (model.tenant) expect(row?.company_id).toBe(w.storeA);

        if (has(model, 'show')) {
          const shown = await call(s, 'show', { id: record.id });
          expect(shown.statusCode).toBe(showStatus);
          expect(shown.json()).toEqual(record);
        }

        let current = record;
        if (has(model, 'update')) {
          const updated = await call(s, 'update', { id: record.id, ...s.change });
          expect(updated.statusCode, updated.body).toBe(model.status.update);
          current = updated.json();
          expect(current).toMatchObject({ ...s.expected, ...s.change, id: record.id });
          if (model.timestamps) {
            expect(current.created_at).toBe(record.created_at);
            expect(Date.parse(current.updated_at as string)).toBeGreaterThanOrEqual(
              Date.parse(record.updated_at as string),
            );
          }
          if (has(model, 'show')) expect((await call(s, 'show', { id: record.id })).json()).toEqual(current);
        }

        if (has(model, 'index')) {
          const page = await list(s, {});
          expect(page).toEqual({ data: expect.any(Array), total: expect.any(Number), last_page: 1 });
          expect(page.total).toBe(page.data.length);
          expect(page.data.find((r) => r.id === record.id)).toEqual(current);
        }

        if (has(model, 'delete')) {
          const deleted = await call(s, 'delete', { id: record.id });
          expect(deleted.statusCode, deleted.body).toBe(model.status.delete);
          expect(await storedRow(t, model.table, record.id as number)).toBeUndefined();
          expect(await countRows(t, model.table)).toBe(before);
          const gone = await call(s, 'show', { id: record.id });
          expect(gone.statusCode).toBe(404);
          expect(gone.json()).toEqual({ message: NOT_FOUND });
          expect((await call(s, 'delete', { id: record.id })).statusCode).toBe(404);
          if (has(model, 'update'))
            expect((await call(s, 'update', { id: record.id, ...s.change })).statusCode).toBe(404);
        }
      });

      it('answers bad input with 422 in Portuguese and stores nothing', async () => {
        const s = await buildSample(ctxA, model.name);
        expect(s.invalid.length).toBeGreaterThan(0);
        for (const c of s.invalid) {
          const body = { ...s.payload };
          if (c.value === undefined) delete body[c.field];
          else body[c.field] = c.value;
          const before = await countRows(t, model.table);
          const res = await call(s, 'save', body);
          const what = `${c.field}=${JSON.stringify(c.value)}: ${res.body}`;
          expect(res.statusCode, what).toBe(422);
          const json = res.json();
          expect(json.message).toBe(INVALID_DATA);
          expect(json.errors, what).toEqual({ [c.field]: [c.message] });
          expect(await countRows(t, model.table)).toBe(before);
        }
        if (!has(model, 'update')) return;
        // The same bad values on update leave the stored row as it was.
        const record = await saveSample(ctxA, s);
        for (const c of s.invalid) {
          const p = model.properties[c.field];
          if (p.immutable) continue;
          // Left out is fine on update; blank is not, for a required field.
          const value = c.value === undefined ? '' : c.value;
          const res = await call(s, 'update', { id: record.id, [c.field]: value });
          expect(res.statusCode, `${c.field}=${JSON.stringify(value)}: ${res.body}`).toBe(422);
          // Blank, a required field asks for itself; any other bad value answers as on save.
          const message = c.value === undefined ? expectedMessage(p, 'required') : c.message;
          expect(res.json().errors).toEqual({ [c.field]: [message] });
        }
        if (has(model, 'show')) expect((await call(s, 'show', { id: record.id })).json()).toEqual(record);
        // The body must name the row.
        const noId = await call(s, 'update', s.change);
        expect(noId.statusCode).toBe(422);
        // (Worded from the body's key, not from the label 'ID': records.ts parseId, shared by the areas.)
        expect(noId.json().errors).toEqual({ id: ['Por favor insira id'] });
      });

      if (model.tenant) {
        it("keeps other stores' users away from the row", async () => {
          const s = await buildSample(ctxA, model.name);
          const record = await saveSample(ctxA, s);
          const asB = { ...s, token: w.userB };
          if (has(model, 'index')) {
            expect(ids(await list(asB, {}))).not.toContain(record.id);
            // Naming store A in the filter changes nothing for a store user.
            expect(ids(await list(asB, { company_id: w.storeA }))).not.toContain(record.id);
          }
          for (const [op, body] of [
            ['show', { id: record.id }],
            ['update', { id: record.id, ...s.change }],
            ['delete', { id: record.id }],
          ] as const) {
            if (!has(model, op)) continue;
            const res = await call(asB, op, body);
            // A store's row only the admin writes (a shopper's comment): no store user may write it,
            // which is said before looking for the row.
            const adminWrite = op !== 'show' && model.access.write === 'admin';
            expect(res.statusCode, `${op}: ${res.body}`).toBe(adminWrite ? 403 : 404);
            expect(res.json()).toEqual({ message: adminWrite ? FORBIDDEN : NOT_FOUND });
          }
          expect(await storedRow(t, model.table, record.id as number)).toMatchObject({
            company_id: w.storeA,
          });
          if (has(model, 'show')) expect((await call(s, 'show', { id: record.id })).json()).toEqual(record);

          // A store user cannot move its own row to another store.
          if (has(model, 'update') && model.access.write !== 'admin') {
            const moved = await call(s, 'update', { id: record.id, company_id: w.storeB });
            expect(moved.statusCode).toBe(model.status.update);
            expect(moved.json().company_id).toBe(w.storeA);
          }

          // The admin sees every store and may filter by one.
          if (has(model, 'index')) {
            expect(ids(await list(s, { company_id: w.storeA }, w.admin))).toContain(record.id);
            expect(ids(await list(s, { company_id: w.storeB }, w.admin))).not.toContain(record.id);
            expect(ids(await list(s, {}, w.admin))).toContain(record.id);
          }
          if (has(model, 'show'))
            expect((await call(s, 'show', { id: record.id }, w.admin)).statusCode).toBe(showStatus);
        });

        it("saves for the caller's store whatever the body says", async () => {
          const s = await buildSample(ctxA, model.name);
          const refs = tenantRefs(model).filter((f) => s.payload[f] !== undefined);
          const before = await countRows(t, model.table);
          const res = await call(s, 'save', { ...s.payload, company_id: w.storeA }, w.userB);
          if (model.access.write === 'admin') {
            expect(res.statusCode, res.body).toBe(403);
            expect(await countRows(t, model.table)).toBe(before);
          } else if (refs.length) {
            // Store A's parent rows do not exist for store B.
            expect(res.statusCode, res.body).toBe(422);
            const errors = res.json().errors as Record<string, string[]>;
            const field = Object.keys(errors)[0];
            expect(refs).toContain(field);
            expect(errors[field]).toEqual([notFoundMessage(model.properties[field])]);
            expect(await countRows(t, model.table)).toBe(before);
          } else {
            expect(res.statusCode, res.body).toBe(model.status.save);
            expect(res.json().company_id).toBe(w.storeB);
          }
          // An admin must say which store the row belongs to.
          const { company_id: _store, ...withoutStore } = s.payload;
          const noStore = await call(s, 'save', withoutStore, w.admin);
          expect(noStore.statusCode).toBe(422);
          expect(noStore.json().errors).toEqual({
            company_id: [expectedMessage(model.properties.company_id, 'required')],
          });
          // ...and saves for that store.
          const fresh = await buildSample(ctxA, model.name);
          const forA = await call(s, 'save', { ...fresh.payload, company_id: w.storeA }, w.admin);
          expect(forA.statusCode, forA.body).toBe(model.status.save);
          expect(forA.json()).toMatchObject(fresh.expected);
        });
      }

      if (model.access.write === 'admin') {
        it('lets only admins write', async () => {
          const s = await buildSample(ctxA, model.name);
          const before = await countRows(t, model.table);
          const denied = await call(s, 'save', s.payload, w.userA);
          expect(denied.statusCode).toBe(403);
          expect(denied.json()).toEqual({ message: FORBIDDEN });
          expect(await countRows(t, model.table)).toBe(before);
          const record = await saveSample(ctxA, s);
          for (const [op, body] of [
            ['update', { id: record.id, ...s.change }],
            ['delete', { id: record.id }],
          ] as const) {
            if (!has(model, op)) continue;
            const res = await call(s, op, body, w.userA);
            expect(res.statusCode, `${op}: ${res.body}`).toBe(403);
            expect(res.json()).toEqual({ message: FORBIDDEN });
          }
          expect(await storedRow(t, model.table, record.id as number)).toBeDefined();
          if (model.access.read === 'user') {
            // The shared taxonomy is read by every store; a store's row (a comment) by its own.
            const reader = model.tenant ? w.userA : w.userB;
            if (has(model, 'show')) {
              const shown = await call(s, 'show', { id: record.id }, reader);
              expect(shown.statusCode).toBe(showStatus);
              expect(shown.json()).toEqual(record);
            }
            if (has(model, 'index')) expect(ids(await list(s, {}, reader))).toContain(record.id);
          }
        });
      }

      if (model.access.read === 'admin') {
        it('lets only admins read', async () => {
          const s = await buildSample(ctxA, model.name);
          const record = await saveSample(ctxA, s);
          for (const [op, body] of [
            ['index', {}],
            ['show', { id: record.id }],
          ] as const) {
            if (!has(model, op)) continue;
            const res = await call(s, op, body, w.userA);
            // An area may let a store user read its own row (its store); any other stays out of reach.
            if (op === 'show') expect([403, 404]).toContain(res.statusCode);
            else expect(res.json()).toEqual({ message: FORBIDDEN });
            expect(res.statusCode).not.toBe(200);
          }
        });
      }

      for (const fields of model.unique) {
        it(`refuses a second row with the same ${fields.join(' + ')}`, async () => {
          const first = await buildSample(ctxA, model.name);
          if (fields.some((f) => first.payload[f] === undefined)) return;
          // A sample of a one-per-store entity clears the store's row: the second is built first.
          const early = isOnePerStore(model) ? await buildSample(ctxA, model.name) : undefined;
          await saveSample(ctxA, first);
          // A fresh row that repeats only these fields, in other letter case where that is text.
          const second = early ?? (await buildSample(ctxA, model.name));
          const body = { ...second.payload };
          // Written another way where the API takes it as the same: letter case, a document's punctuation.
          for (const f of fields) body[f] = respelled(model.properties[f], first.payload[f]);
          const before = await countRows(t, model.table);
          const res = await call(second, 'save', body);
          // One row per store (x-unique [[]]): the refusal names the store, in the entity's words.
          const last = model.properties[fields.at(-1) ?? 'company_id'];
          const special = DUPLICATE_STATUS[model.name];
          if (special) {
            expect(res.statusCode, res.body).toBe(special);
            expect(res.json().message).toMatch(/[a-zà-ú]{3,} /);
          } else {
            expect(res.statusCode, res.body).toBe(422);
            expect(res.json().errors).toEqual({
              [last.name]: [(fields.length ? undefined : model.messages?.unique) ?? duplicateMessage(last)],
            });
          }
          expect(await countRows(t, model.table)).toBe(before);
          // Within a store only: another store may use the same values.
          if (model.tenant && !fields.some((f) => tenantRefs(model).includes(f))) {
            const other = await buildSample(ctxB, model.name);
            const res = await call(other, 'save', {
              ...other.payload,
              ...Object.fromEntries(fields.map((f) => [f, first.payload[f]])),
            });
            expect(res.statusCode, res.body).toBe(model.status.save);
          }
        });
      }

      const restricted = Object.values(model.properties).find(
        (p) => p.ref && p.stored && p.name !== 'company_id' && (p.onDelete ?? 'restrict') === 'restrict',
      );
      if (restricted) {
        it(`keeps a ${restricted.ref} that a row still points at`, async () => {
          const s = await buildSample(ctxA, model.name);
          const parent = s.parents[restricted.name];
          if (!parent) return;
          await saveSample(ctxA, s);
          const res = await t.post(`${parent.model.path}/delete`, { id: parent.record.id }, parent.token);
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json()).toEqual({ message: IN_USE });
          expect(await storedRow(t, parent.model.table, parent.record.id as number)).toBeDefined();
        });
      }
      // A child listed under its parent (a sub-list: a store's phones, a supplier's): the filter on
      // its reference lists one parent's rows, and a cascade takes them with the parent.
      // (A parent of its own kind, or one a store has only one of, cannot give each sample its own.)
      const parentRef = Object.values(model.properties).find((p) => {
        const parent = models.find((m) => m.name === p.ref);
        return (
          p.stored &&
          p.name !== 'company_id' &&
          p.filter === 'eq' &&
          !!parent &&
          parent !== model &&
          !isOnePerStore(parent)
        );
      });
      if (parentRef && has(model, 'index') && !isOnePerStore(model)) {
        it(`lists the rows of one ${parentRef.ref} by ${parentRef.name}`, async () => {
          const samples = [await buildSample(ctxA, model.name), await buildSample(ctxA, model.name)];
          const records: Row[] = [];
          for (const s of samples) records.push(await saveSample(ctxA, s));
          samples.forEach((s, i) => {
            expect(s.parents[parentRef.name], 'each sample has its own parent').toBeDefined();
            expect(records[i][parentRef.name]).toBe(s.parents[parentRef.name].record.id);
          });
          for (const [i, s] of samples.entries())
            expect(ids(await list(s, { [parentRef.name]: s.payload[parentRef.name] }))).toEqual([
              records[i].id,
            ]);
          if (parentRef.onDelete !== 'cascade') return;
          const parent = samples[0].parents[parentRef.name];
          const gone = await t.post(`${parent.model.path}/delete`, { id: parent.record.id }, parent.token);
          expect(gone.statusCode, gone.body).toBe(parent.model.status.delete);
          expect(await storedRow(t, model.table, records[0].id as number)).toBeUndefined();
          expect(await storedRow(t, model.table, records[1].id as number)).toBeDefined();
        });
      }
    });

    // Paging, sorting, search and filters on every entity whose search field is also sortable text.
    const sortable = cases.filter(({ model }) => {
      const f = model.search.find((x) => model.sort.includes(x));
      const p = f ? model.properties[f] : undefined;
      return (
        p &&
        p.stored &&
        !p.schema.format &&
        !p.schema.enum &&
        !p.schema.pattern &&
        !['digits', 'alnum'].includes(p.normalize ?? '')
      );
    });
    describe.each(sortable)('paging and sorting $name', ({ model }) => {
      it('pages, sorts, searches and filters', async () => {
        const field = model.search.find((x) => model.sort.includes(x))!;
        const mark = `pg${Math.random().toString(36).slice(2, 8)}`;
        const made: Row[] = [];
        for (const word of ['Beta', 'Zeta', 'Alfa']) {
          const s = await buildSample(ctxA, model.name);
          made.push(
            await saveSample(ctxA, {
              ...s,
              payload: { ...s.payload, [field]: textFor(model, field, `${word} ${mark}`) },
            }),
          );
        }
        const token = model.access.write === 'admin' ? w.admin : w.userA;
        const index = async (body: Row) => {
          const res = await t.post(`${model.path}/index`, body, token);
          expect(res.statusCode, res.body).toBe(200);
          return res.json() as { data: Row[]; total: number; last_page: number };
        };
        const byId = [...made].sort((a, b) => (b.id as number) - (a.id as number)).map((r) => r.id);
        const byText = [...made]
          .sort((a, b) => String(a[field]).localeCompare(String(b[field])))
          .map((r) => r.id);

        // Search is case-insensitive; the default order is the newest first.
        const all = await index({ q: mark.toUpperCase() });
        expect(all).toMatchObject({ total: 3, last_page: 1 });
        expect(ids(all)).toEqual(
          model.defaultSort.field === 'id' && model.defaultSort.order === 'desc' ? byId : expect.any(Array),
        );

        const first = await index({
          q: mark,
          page: 1,
          itens_per_page: 2,
          ordenate_field: field,
          ordenate_type: 'asc',
        });
        expect(first).toMatchObject({ total: 3, last_page: 2 });
        expect(ids(first)).toEqual(byText.slice(0, 2));
        const second = await index({
          q: mark,
          page: '2',
          itens_per_page: '2',
          ordenate_field: field,
          ordenate_type: 'asc',
        });
        expect(ids(second)).toEqual(byText.slice(2));
        expect((await index({ q: mark, page: 3, itens_per_page: 2 })).data).toEqual([]);
        expect(ids(await index({ q: mark, ordenate_field: field, ordenate_type: 'DESC' }))).toEqual(
          [...byText].reverse(),
        );
        // An unknown sort field is ignored: the default order.
        expect(ids(await index({ q: mark, ordenate_field: 'nao_existe' }))).toEqual(ids(all));
        // No match: an empty first page.
        expect(await index({ q: `${mark}-nada` })).toEqual({ data: [], total: 0, last_page: 1 });

        const like = Object.values(model.properties).find((p) => p.filter === 'like' && p.name === field);
        if (like) expect((await index({ [field]: mark })).total).toBe(3);
      });
    });
  });
}
