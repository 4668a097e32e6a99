// Hostile and broken input: malformed JSON, bodies of the wrong shape, wrong types, huge strings,
// SQL meta-characters, odd ids and paging values. Every answer is a 4xx or a normal success, never
// a 500, and a failed save stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyModel } from '../src/shared/entity.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';
import {
  buildSample,
  countRows,
  genericModels,
  type Row,
  type SampleContext,
  saveSample,
  storedRow,
} from './helpers/samples.js';

const models = genericModels();
const INVALID_JSON = 'O corpo da requisição não é um JSON válido.';
const NOT_AN_OBJECT = 'O corpo da requisição deve ser um objeto JSON.';

/** Values no coercion turns into the property's type. */
function wrongValues(p: PropertyModel): unknown[] {
  const type = [p.schema.type].flat().find((x) => x !== 'null');
  if (p.money) return [{}, 'abc', [1]];
  switch (type) {
    case 'integer':
      return ['abc', {}, 1.5, [1]];
    case 'number':
      return ['x', {}];
    case 'boolean':
      return [[true], 'talvez', {}];
    case 'object':
      return ['texto', 5, [1]];
    case 'array':
      return ['texto', {}];
    default:
      return [{}, [], { $gt: '' }];
  }
}

describe.each(backends)('bad input on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let ctx: SampleContext;
  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    ctx = { t, admin: w.admin, user: w.userA, company: w.storeA, companyName: 'Loja A' };
  });
  afterAll(() => t?.close());

  const raw = (url: string, payload: string, token?: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  /** Not a server fault: a client error or a normal answer. */
  const sane = <T extends { statusCode: number; body: string }>(res: T, what = ''): T => {
    expect(res.statusCode, `${what} ${res.body}`).toBeLessThan(500);
    return res;
  };
  const brands = () => countRows(t, 'brand');

  it('answers malformed JSON with 400 in Portuguese', async () => {
    const before = await brands();
    for (const payload of [
      '{"name": ',
      '{name: "x"}',
      "{'name': 'x'}",
      '{"name": "x",}',
      'nome=x',
      '\u0000',
    ]) {
      for (const url of ['/brand/save', '/brand/index', '/users/store-login']) {
        const res = await raw(url, payload, w.userA);
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json()).toEqual({ message: INVALID_JSON });
      }
    }
    const empty = await raw('/brand/save', '', w.userA);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/JSON/);
    // Plain text is read as a string body: not an object, so nothing is saved.
    const text = await raw('/brand/save', 'name=x', w.userA, 'text/plain');
    expect(text.statusCode).toBe(422);
    const xml = await raw('/brand/save', '<name>x</name>', w.userA, 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toMatch(/Envie os dados como JSON/);
    expect(await brands()).toBe(before);
  });

  it('answers bodies that are not objects with 422 without storing anything', async () => {
    const before = await brands();
    const notAnObject = { message: NOT_AN_OBJECT, errors: {} };
    for (const payload of ['[]', '[{"name":"Lista"}]', '"Marca"', '42', 'null', 'true', '[1,2]']) {
      for (const op of ['save', 'update', 'show', 'delete', 'index']) {
        const res = await raw(`/brand/${op}`, payload, w.userA);
        expect(res.statusCode, `${op} ${payload}`).toBe(422);
        expect(res.json()).toEqual(notAnObject);
      }
      for (const [url, token] of [
        ['/users/store-login', undefined],
        ['/users/save-if-admin', w.admin],
        ['/product/paginate-index', w.userA],
        ['/grid/save-many', w.userA],
        ['/layout/nav-bar/save', w.userA],
      ] as const) {
        const res = await raw(url, payload, token);
        expect(res.statusCode, `${url} ${payload}`).toBe(422);
        expect(res.json()).toEqual(notAnObject);
      }
      // Not signed in: the session is checked first.
      expect((await raw('/brand/save', payload)).statusCode).toBe(401);
    }
    // No payload at all counts as an empty object.
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/brand/index',
      headers: { authorization: `Bearer ${w.userA}` },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(await brands()).toBe(before);
  });

  it('refuses the prototype tricks of JSON', async () => {
    for (const payload of [
      '{"name":"Proto","__proto__":{"admin":true}}',
      '{"name":"Proto","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const res = sane(await raw('/brand/save', payload, w.userA));
      if (res.statusCode === 201) expect(res.json()).not.toHaveProperty('admin');
      else expect(res.statusCode).toBe(400);
    }
    expect((await t.post('/users/store-check', {}, w.userA)).json().admin).toBe(false);
  });

  describe.each(models.map((model) => ({ name: model.name, model })))('wrong types on $name', ({ model }) => {
    it('answers 422 naming the field and stores nothing', async () => {
      const sample = await buildSample(ctx, model.name as never);
      const props = Object.values(model.properties).filter(
        (p) => p.stored && !p.readOnly && p.name !== 'id' && p.name !== 'company_id',
      );
      const before = await countRows(t, model.table);
      for (const p of props) {
        for (const value of wrongValues(p)) {
          const res = await t.post(
            `${model.path}/save`,
            { ...sample.payload, [p.name]: value },
            sample.token,
          );
          const what = `${p.name}=${JSON.stringify(value)}: ${res.body}`;
          expect(res.statusCode, what).toBe(422);
          expect(res.json().errors[p.name], what).toEqual([expect.any(String)]);
        }
      }
      expect(await countRows(t, model.table)).toBe(before);
      if (!model.operations.includes('update')) return;
      const record = await saveSample(ctx, sample);
      const was = await storedRow(t, model.table, record.id as number);
      for (const p of props.filter((x) => !x.immutable)) {
        const value = wrongValues(p)[0];
        const res = await t.post(`${model.path}/update`, { id: record.id, [p.name]: value }, sample.token);
        expect(res.statusCode, `${p.name}=${JSON.stringify(value)}: ${res.body}`).toBe(422);
      }
      expect(await storedRow(t, model.table, record.id as number)).toEqual(was);
    });

    it('answers numbers beyond what the column holds with 422 naming the field', async () => {
      const sample = await buildSample(ctx, model.name as never);
      const numeric = Object.values(model.properties).filter(
        (p) =>
          p.stored &&
          !p.readOnly &&
          p.name !== 'id' &&
          p.name !== 'company_id' &&
          !p.schema.enum &&
          ['integer', 'number'].includes([p.schema.type].flat()[0] as string),
      );
      const before = await countRows(t, model.table);
      for (const p of numeric) {
        for (const value of [1e20, -1e20, 2 ** 31, 1e300]) {
          const res = sane(
            await t.post(`${model.path}/save`, { ...sample.payload, [p.name]: value }, sample.token),
            `${p.name}=${value}`,
          );
          if (res.statusCode === 422) {
            expect(res.json().errors[p.name], `${p.name}=${value}: ${res.body}`).toEqual([
              expect.any(String),
            ]);
          } else {
            // Within the column's range (2^31 in a bigint): stored as sent.
            expect(res.statusCode, `${p.name}=${value}: ${res.body}`).toBe(model.status.save);
            expect(res.json()[p.name]).toBe(value);
            await t.post(`${model.path}/delete`, { id: res.json().id }, sample.token);
          }
        }
      }
      expect(await countRows(t, model.table)).toBe(before);
    });
  });

  it('refuses huge strings', async () => {
    const before = await brands();
    // Huge for a field, still within the 1 MiB body limit of JSON calls.
    const huge = 'a'.repeat(512 * 1024);
    const res = await t.post('/brand/save', { name: huge }, w.userA);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['Nome deve ter no máximo 120 caracteres']);
    const note = await t.post(
      '/adress/company/save',
      {
        cep: '01310100',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Centro',
        street: 'Rua',
        number: '1',
        note: huge,
      },
      w.userA,
    );
    expect(note.statusCode).toBe(422);
    expect(Object.keys(note.json().errors)).toEqual(['note']);
    sane(await t.post('/brand/index', { q: huge }, w.userA));
    sane(await t.post('/brand/index', { name: huge }, w.userA));
    sane(await t.post('/users/store-login', { email: huge, password: huge }));
    const login = await t.post('/users/store-login', { email: `${huge}@teste.dev`, password: 'x' });
    expect(login.statusCode).toBe(401);
    // Past the body limit: refused before it is read.
    const tooBig = await t.post('/brand/save', { name: 'x'.repeat(2 * 1024 * 1024) }, w.userA);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/grande demais/);
    expect(await brands()).toBe(before);
  });

  it('limits every stored text and list (a 10 MB text, 300 000 category ids)', async () => {
    const receive = await buildSample(ctx, 'receive_data');
    const before = await countRows(t, 'receive_data');
    // Ten megabytes do not even get read (the body limit); what fits is checked field by field.
    const huge = await t.post(
      '/receive-data/save',
      { ...receive.payload, extra_receive_info: 'x'.repeat(10 * 1024 * 1024) },
      receive.token,
    );
    expect(huge.statusCode).toBe(413);
    const info = await t.post(
      '/receive-data/save',
      { ...receive.payload, extra_receive_info: 'x'.repeat(20_000) },
      receive.token,
    );
    expect(info.statusCode, info.body.slice(0, 300)).toBe(422);
    expect(info.json().errors).toEqual({
      extra_receive_info: ['Informações adicionais de recebimento deve ter no máximo 10000 caracteres'],
    });
    expect(await countRows(t, 'receive_data')).toBe(before);
    const menus = await countRows(t, 'navbar_item');
    const menu = (count: number) =>
      t.post(
        '/layout/nav-bar/save',
        {
          name: 'Menu Enorme',
          ordenate: 91,
          data: {
            route: '/enorme',
            params: { many_categories: Array.from({ length: count }, (_, i) => i + 1) },
          },
        },
        w.userA,
      );
    expect((await menu(300_000)).statusCode).toBe(413);
    const nav = await menu(600);
    expect(nav.statusCode, nav.body.slice(0, 300)).toBe(422);
    expect(Object.keys(nav.json().errors)).toEqual(['data']);
    expect(await countRows(t, 'navbar_item')).toBe(menus);
  });

  it('takes only http(s) addresses and paths on the site in URL fields', async () => {
    const refused = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example/x.jpg',
      '/\\evil.example/x.jpg',
      'https:evil.example',
      'https://',
      'ftp://exemplo.com.br/a.jpg',
      'exemplo.com.br/a.jpg',
      'https://exemplo.com.br/a b.jpg',
    ];
    const accepted = [
      'https://exemplo.com.br/banner.jpg',
      'http://exemplo.com.br/a?b=1#c',
      '/uploads/1/a.jpg',
    ];
    const before = await countRows(t, 'landing_image');
    for (const link of refused) {
      const res = await t.post('/images/save', { name: 'Imagem', link }, w.userA);
      expect(res.statusCode, `${link} ${res.body}`).toBe(422);
      // The spec's own message for this field (x-messages).
      expect(res.json().errors).toEqual({ link: ['URL inválida. Insira um URL válido.'] });
    }
    expect(await countRows(t, 'landing_image')).toBe(before);
    for (const link of accepted) {
      const res = await t.post('/images/save', { name: 'Imagem', link }, w.userA);
      expect(res.statusCode, `${link} ${res.body}`).toBe(201);
      expect(res.json().link).toBe(link);
    }
    const logo = await t.post(
      '/layout/ecommerce-image/logotipo/save',
      { logo: 'javascript:alert(1)' },
      w.userA,
    );
    // The logo is an upload only: an address it did not store is no picture.
    expect(logo.statusCode).toBe(422);
    expect(logo.json().errors).toEqual({ logo: ['Por favor envie uma imagem'] });
    const banner = await t.post(
      '/layout/ecommerce-image/save',
      { items: [{ src: '/uploads/b.jpg', link: 'javascript:alert(1)' }] },
      w.userA,
    );
    expect(banner.statusCode, banner.body).toBe(422);
    expect(Object.keys(banner.json().errors)).toEqual(['items']);
    // A menu item's route is a path on the storefront, never another site.
    for (const route of ['https://exemplo.com.br/a', '//evil.example', 'javascript:alert(1)', 'moda']) {
      const res = await t.post(
        '/layout/nav-bar/save',
        { name: 'Menu Rota', ordenate: 92, data: { route } },
        w.userA,
      );
      expect(res.statusCode, `${route} ${res.body}`).toBe(422);
      expect(res.json().errors).toEqual({ data: ['Dados deve ser um caminho que comece com /'] });
    }
    const page = await t.post('/company/update', { id: w.storeA, page_url: 'javascript:alert(1)' }, w.admin);
    expect(page.json().errors).toEqual({
      page_url: ['Endereço da página deve ser um endereço http(s) válido'],
    });
  });

  it('stores and searches SQL meta-characters literally', async () => {
    const names = [
      "'; DROP TABLE product; --",
      'Cem % Algodão',
      'Linha_Fina',
      'Barra\\Invertida',
      `O'Neil "Aspas"`,
      'Comum',
    ];
    const ids: Record<string, number> = {};
    for (const name of names) {
      const res = await t.post('/brand/save', { name }, w.userA);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().name).toBe(name);
      ids[name] = res.json().id;
      expect((await t.post('/brand/show', { id: ids[name] }, w.userA)).json().name).toBe(name);
    }
    const search = async (body: Row) => {
      const res = await t.post('/brand/index', { itens_per_page: 100, ...body }, w.userA);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Array<{ name: string }>).map((b) => b.name).sort();
    };
    expect(await search({ q: '%' })).toEqual(['Cem % Algodão']);
    expect(await search({ q: '_' })).toEqual(['Linha_Fina']);
    expect(await search({ q: '\\' })).toEqual(['Barra\\Invertida']);
    expect(await search({ q: "'" })).toEqual(["'; DROP TABLE product; --", `O'Neil "Aspas"`].sort());
    expect(await search({ q: '"' })).toEqual([`O'Neil "Aspas"`]);
    expect(await search({ q: 'DROP TABLE' })).toEqual(["'; DROP TABLE product; --"]);
    expect(await search({ name: '%' })).toEqual(['Cem % Algodão']);
    expect(await search({ name: '_' })).toEqual(['Linha_Fina']);
    expect(await search({ q: "' OR '1'='1" })).toEqual([]);
    // The product table is still there, and so is every brand.
    expect(await countRows(t, 'product')).toBeGreaterThanOrEqual(0);
    expect((await t.post('/product/index', {}, w.userA)).statusCode).toBe(200);
    expect(await search({})).toEqual(expect.arrayContaining(names));

    // Meta-characters in the paging and sorting parameters.
    sane(
      await t.post(
        '/brand/index',
        { ordenate_field: 'name; DROP TABLE brand', ordenate_type: 'asc' },
        w.userA,
      ),
    );
    const badType = await t.post(
      '/brand/index',
      { ordenate_field: 'name', ordenate_type: 'asc; DROP TABLE brand' },
      w.userA,
    );
    expect(badType.statusCode).toBe(422);
    sane(await t.post('/brand/index', { company_id: '1 OR 1=1' }, w.admin));
    expect(await countRows(t, 'brand')).toBeGreaterThanOrEqual(names.length);
  });

  it('refuses text the database cannot hold (a NUL character)', async () => {
    const before = await brands();
    const res = await t.post('/brand/save', { name: 'Nul\u0000Byte' }, w.userA);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual([expect.any(String)]);
    expect(await brands()).toBe(before);
    expect(sane(await t.post('/brand/index', { q: 'a\u0000b' }, w.userA)).statusCode).toBeLessThan(500);
    expect(sane(await t.post('/brand/index', { name: 'a\u0000b' }, w.userA)).statusCode).toBeLessThan(500);
    sane(await t.post('/users/store-login', { email: 'a\u0000@teste.dev', password: 'x\u0000' }));
    const nav = await t.post(
      '/layout/nav-bar/save',
      { name: 'Menu Nul', ordenate: 77, data: { route: 'a\u0000b' } },
      w.userA,
    );
    expect(nav.statusCode, nav.body).toBeLessThan(500);
  });

  it('answers odd ids with 422 or 404, never touching other rows', async () => {
    const mine = (await t.post('/brand/save', { name: 'Marca Id' }, w.userA)).json();
    const before = await brands();
    for (const id of [
      -1,
      0,
      1.5,
      'abc',
      '12abc',
      ' 5 ',
      1e20,
      2 ** 63,
      '99999999999999999999',
      true,
      [mine.id],
      { id: mine.id },
      null,
      '',
    ]) {
      for (const op of ['show', 'update', 'delete']) {
        const res = sane(
          await t.post(`/brand/${op}`, { id, name: 'Trocada' }, w.userA),
          `${op} ${JSON.stringify(id)}`,
        );
        expect(res.statusCode, `${op} ${JSON.stringify(id)}`).toBe(422);
        expect(res.json().errors.id).toEqual([expect.any(String)]);
      }
    }
    for (const id of [Number.MAX_SAFE_INTEGER, String(Number.MAX_SAFE_INTEGER), mine.id + 1_000_000]) {
      for (const op of ['show', 'update', 'delete']) {
        const res = await t.post(`/brand/${op}`, { id, name: 'Trocada' }, w.userA);
        expect(res.statusCode, `${op} ${id}`).toBe(404);
      }
    }
    // An id given on save is not used: the row gets its own, the other stays as it was.
    const other = await t.post(
      '/brand/save',
      { id: mine.id, name: 'Outra Marca', created_at: '2000-01-01T00:00:00Z' },
      w.userB,
    );
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(mine.id);
    expect(other.json().created_at).not.toMatch(/^2000/);
    expect((await t.post('/brand/show', { id: mine.id }, w.userA)).json().name).toBe('Marca Id');
    expect(await brands()).toBe(before + 1);
    // A numeric string is an id like any other.
    expect((await t.post('/brand/show', { id: String(mine.id) }, w.userA)).statusCode).toBe(200);
  });

  it('answers odd paging, sorting and filter values with 422 or the default', async () => {
    const ok = async (body: Row) => {
      const res = await t.post('/brand/index', body, w.userA);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(200);
      return res.json();
    };
    const bad = async (body: Row, field: string) => {
      const res = await t.post('/brand/index', body, w.userA);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(422);
      expect(res.json().errors[field]).toEqual([expect.any(String)]);
    };
    for (const page of [0, -1, 1.5, 'abc', {}, [1]]) await bad({ page }, 'page');
    for (const itens_per_page of [0, -5, 1001, 'abc', 2.5]) await bad({ itens_per_page }, 'itens_per_page');
    await bad({ ordenate_type: 'sideways' }, 'ordenate_type');
    await bad({ q: { $ne: null } }, 'q');
    await bad({ company_id: 'abc' }, 'company_id');
    // Far past the last page: an empty page, not an error.
    const far = await ok({ page: 1_000_000_000, itens_per_page: 1000 });
    expect(far.data).toEqual([]);
    sane(await t.post('/brand/index', { page: 1e300 }, w.userA));
    sane(await t.post('/brand/index', { company_id: 1e20 }, w.admin));
    // Unknown sort field and blank values: ignored, default order.
    const plain = await ok({});
    expect((await ok({ ordenate_field: 'senha' })).data).toEqual(plain.data);
    expect((await ok({ ordenate_field: '', ordenate_type: null, q: '', page: null })).data).toEqual(
      plain.data,
    );
    expect((await ok({ unknown_filter: 'x' })).data).toEqual(plain.data);
  });

  it('checks the date and e-mail formats without a 500', async () => {
    for (const birthday of ['2024-02-30', '31/12/2024', '0000-01-01', '20240101', 'ontem']) {
      const res = sane(
        await t.post(
          '/contact-list/save',
          { name: 'Data Ruim', email: 'data@teste.dev', phone: '11987654321', birthday },
          w.userA,
        ),
        birthday,
      );
      expect(res.statusCode, `${birthday} ${res.body}`).toBe(422);
      expect(res.json().errors.birthday, birthday).toEqual([expect.any(String)]);
    }
    for (const init_date of [
      '2024-13-01T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '2024-01-01T00:00:00+23:00',
      'amanhã',
    ]) {
      const res = sane(
        await t.post('/discount-cupons/save', { code: 'DATA', init_date }, w.userA),
        init_date,
      );
      expect(res.statusCode, `${init_date} ${res.body}`).toBe(422);
      expect(res.json().errors.init_date, init_date).toEqual([expect.any(String)]);
    }
  });
});
