// @vitest-environment jsdom
// The data provider as the API sees it: which POST each react-admin call becomes, with which body,
// and how a 422 turns into the field errors a form shows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { session } from '../../src/admin/api';
import { toFormErrors } from '../../src/admin/dataProvider';
import { calls } from '../../src/shared/calls';
import { dataProvider } from './panel-admin';

interface Sent {
  url: string;
  body: Record<string, unknown>;
  auth: string | null;
}

let sent: Sent[];

/** fetch answering every call with `reply` (status 200 unless given). */
function mockApi(reply: unknown, status = 200) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({
      url,
      body: JSON.parse(String(init.body)),
      auth: new Headers(init.headers).get('Authorization'),
    });
    return new Response(JSON.stringify(reply), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const page = { data: [{ id: 7, name: 'Moda Viva' }], total: 31, last_page: 2 };

beforeEach(() => {
  sent = [];
  localStorage.clear();
  session.save('tok-9', {
    id: 2,
    name: 'Maria',
    email: 'maria@modaviva.dev',
    admin: false,
    full_permission: true,
    company_id: 1,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('getList', () => {
  it('posts page, itens_per_page, ordenate_field/type and the filters to /api/brand/index', async () => {
    mockApi(page);
    const result = await dataProvider.getList('brand', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'moda', company_id: 3 },
    });
    expect(sent).toEqual([
      {
        url: '/api/brand/index',
        body: {
          q: 'moda',
          company_id: 3,
          page: 2,
          itens_per_page: 25,
          ordenate_field: 'name',
          ordenate_type: 'asc',
        },
        auth: 'Bearer tok-9',
      },
    ]);
    expect(result).toEqual({ data: page.data, total: 31 });
  });

  it('leaves out filters emptied in the screen and sends desc in lower case', async () => {
    mockApi(page);
    await dataProvider.getList('definition', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: '', company_id: null },
    });
    expect(sent[0]).toMatchObject({
      url: '/api/definition/index',
      body: { page: 1, itens_per_page: 25, ordenate_field: 'id', ordenate_type: 'desc' },
    });
    expect(sent[0].body).not.toHaveProperty('q');
  });

  it('asks a dropdown through the call the spec names for it', async () => {
    mockApi(page);
    await dataProvider.getList('category', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: { definition_id: 4 },
      meta: { options: true },
    });
    expect(sent[0].url).toBe('/api/category/index-with-filter');
    expect(sent[0].body).toMatchObject({ definition_id: 4 });
  });

  it('lists a variation group’s products through index-by-group', async () => {
    mockApi(page);
    await dataProvider.getList('variation-group-product', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: { variation_group_id: 12 },
    });
    expect(sent[0].url).toBe('/api/variation-group-product/index-by-group');
    expect(sent[0].body).toMatchObject({ variation_group_id: 12 });
  });
});

describe('one record and several', () => {
  it('getOne posts {id} to /show', async () => {
    mockApi({ id: 7, name: 'Moda Viva' });
    const { data } = await dataProvider.getOne('brand', { id: 7 });
    expect(sent[0]).toMatchObject({ url: '/api/brand/show', body: { id: 7 } });
    expect(data).toEqual({ id: 7, name: 'Moda Viva' });
  });

  it('getMany asks /index for the ids at once', async () => {
    mockApi(page);
    const { data } = await dataProvider.getMany('brand', { ids: [7, 8] });
    expect(sent[0]).toMatchObject({ url: '/api/brand/index', body: { id: [7, 8], itens_per_page: 1000 } });
    expect(data).toEqual(page.data);
  });

  it('getMany of no ids calls nothing', async () => {
    mockApi(page);
    expect(await dataProvider.getMany('brand', { ids: [] })).toEqual({ data: [] });
    expect(sent).toEqual([]);
  });

  it('getManyReference filters /index by the target field', async () => {
    mockApi(page);
    const result = await dataProvider.getManyReference('atribute', {
      target: 'atribute_group_id',
      id: 5,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(sent[0]).toMatchObject({
      url: '/api/atribute/index',
      body: {
        atribute_group_id: 5,
        page: 1,
        itens_per_page: 10,
        ordenate_field: 'name',
        ordenate_type: 'asc',
      },
    });
    expect(result.total).toBe(31);
  });
});

describe('writes', () => {
  it('create posts the form values to /save and returns the stored record', async () => {
    mockApi({ id: 40, name: 'Nova', company_id: 1 }, 201);
    const { data } = await dataProvider.create('brand', { data: { name: 'Nova' } });
    expect(sent[0]).toMatchObject({ url: '/api/brand/save', body: { name: 'Nova' } });
    expect(data.id).toBe(40);
  });

  it('update posts the values with the id to /update', async () => {
    mockApi({ id: 40, name: 'Outra' }, 201);
    await dataProvider.update('brand', { id: 40, data: { name: 'Outra' }, previousData: { id: 40 } });
    expect(sent[0]).toMatchObject({ url: '/api/brand/update', body: { id: 40, name: 'Outra' } });
  });

  it('the comment switch posts {id, show} to /customer-comments/active-comment', async () => {
    mockApi({ id: 3, show: true }, 201);
    await dataProvider.commentActive({ id: 3, show: true });
    expect(sent[0]).toEqual({
      url: '/api/customer-comments/active-comment',
      body: { id: 3, show: true },
      auth: 'Bearer tok-9',
    });
  });

  it('the comments list reads /customer-comments/index-panel-store', async () => {
    mockApi({ data: [], total: 0, last_page: 1 });
    await dataProvider.getList('comments', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
      meta: { call: 'commentsOfStore' },
    });
    expect(sent[0].url).toBe('/api/customer-comments/index-panel-store');
  });

  it('delete posts {id} to /delete; the many-variants once per id', async () => {
    mockApi({}, 202);
    const { data } = await dataProvider.delete('variation-group-product', {
      id: 9,
      previousData: { id: 9, value: 'Azul' },
    });
    expect(sent[0]).toMatchObject({ url: '/api/variation-group-product/delete', body: { id: 9 } });
    expect(data).toEqual({ id: 9, value: 'Azul' });
    await dataProvider.deleteMany('brand', { ids: [1, 2] });
    await dataProvider.updateMany('brand', { ids: [3], data: { name: 'X' } });
    expect(sent.slice(1).map((s) => [s.url, s.body])).toEqual([
      ['/api/brand/delete', { id: 1 }],
      ['/api/brand/delete', { id: 2 }],
      ['/api/brand/update', { name: 'X', id: 3 }],
    ]);
  });
});

describe('named methods of the declared calls (src/shared/calls)', () => {
  it('posts each call to its path with its body, resolving with the answer', async () => {
    mockApi({ state: 'SP', city: 'São Paulo', street: 'Praça da Sé', neighborhood: 'Sé' });
    const address = await dataProvider.cepLookup({ cep: '01001-000' });
    expect(sent).toEqual([{ url: '/api/cep/lookup', body: { cep: '01001-000' }, auth: 'Bearer tok-9' }]);
    expect(address.city).toBe('São Paulo');

    sent = [];
    mockApi({ id: 9, main: true }, 202);
    expect(await dataProvider.variationBecomeMain({ id: 9 })).toEqual({ id: 9, main: true });
    expect(sent[0]).toMatchObject({ url: '/api/variation-group-product/become-main', body: { id: 9 } });

    sent = [];
    mockApi({ message: 'Senha atualizada com sucesso!' });
    await dataProvider.consumerUpdatePassword({ id: 5, password: 'novaSenha1' });
    expect(sent[0]).toMatchObject({
      url: '/api/consumer/update-password',
      body: { id: 5, password: 'novaSenha1' },
    });
  });

  it('has one method per declared POST call, each going to its own path', async () => {
    mockApi({ data: [], total: 0, last_page: 1 });
    const posts = Object.entries(calls).filter(([, c]) => c.method === 'POST');
    expect(posts.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'productList',
        'variationBecomeMain',
        'productPromotions',
        'cepLookup',
        'contactSaveIfAdmin',
        'contactUpdateIfAdmin',
        'birthdays',
        'consumerUpdatePassword',
      ]),
    );
    for (const [name] of posts)
      await (dataProvider as unknown as Record<string, (body: unknown) => Promise<unknown>>)[name]({
        probe: name,
      });
    expect(sent.map((s) => [s.url, s.body])).toEqual(
      posts.map(([name, c]) => [`/api${c.path}`, { probe: name }]),
    );
  });

  it('lists through a declared call with meta.call, as any react-admin list', async () => {
    mockApi({ data: [{ id: 11 }], total: 40, last_page: 2 });
    const result = await dataProvider.getList('product', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: '', order: 'ASC' },
      filter: { product_name: ' Vestido ', showInactive: true, company: undefined },
      meta: { call: 'productList' },
    });
    // No sort field: the server's own order; a text filter trimmed; an undefined one left out.
    expect(sent).toEqual([
      {
        url: '/api/product/paginate-index',
        body: { product_name: 'Vestido', showInactive: true, page: 2, itens_per_page: 25 },
        auth: 'Bearer tok-9',
      },
    ]);
    expect(result).toEqual({ data: [{ id: 11 }], total: 40 });
  });

  it("adds meta.params to the call's body, over any filter (the order lists' status)", async () => {
    mockApi({ data: [], total: 0, last_page: 1 });
    await dataProvider.getList('finished', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'ana', status: 2 },
      meta: { call: 'buysByStatus', params: { status: 4 } },
    });
    expect(sent).toEqual([
      {
        url: '/api/buy/get-buys',
        body: {
          q: 'ana',
          status: 4,
          page: 1,
          itens_per_page: 25,
          ordenate_field: 'id',
          ordenate_type: 'desc',
        },
        auth: 'Bearer tok-9',
      },
    ]);
  });

  it('GETs the product report with the body as query, the total from X-Total-Count', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        urls.push(`${init.method} ${url} ${new Headers(init.headers).get('Authorization')}`);
        return new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), {
          status: 200,
          headers: { 'X-Total-Count': '4321' },
        });
      }),
    );
    const page = await dataProvider.productReport({ page: 3, per_page: 2, company_id: 5 });
    expect(urls).toEqual(['GET /api/report/products?page=3&per_page=2&company_id=5 Bearer tok-9']);
    expect(page).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 4321 });
  });

  it('turns a 422 of a named call into the form’s field errors', async () => {
    mockApi({ message: 'Dados inválidos', errors: { cep: ['CEP inválido'] } }, 422);
    const error = await dataProvider.cepLookup({ cep: '1' }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body).toEqual({ errors: { cep: 'CEP inválido' } });
  });
});

describe('failures', () => {
  it('a 422 rejects with {field: message} for the form, each field’s messages joined', async () => {
    mockApi(
      {
        message: 'Os dados informados são inválidos.',
        errors: { name: ['Nome já está em uso'], company_id: ['Por favor insira Loja', 'Loja inválido'] },
      },
      422,
    );
    const error = await dataProvider.create('brand', { data: { name: 'Moda Viva' } }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.body).toEqual({
      errors: { name: 'Nome já está em uso', company_id: 'Por favor insira Loja Loja inválido' },
    });
  });

  it('a 422 without field errors shows its message as the form’s error', () => {
    const error = toFormErrors(new HttpError('x', 422, { message: 'Os dados informados são inválidos.' }));
    expect((error as HttpError).body).toEqual({
      errors: { root: { serverError: 'Os dados informados são inválidos.' } },
    });
  });

  it('nested field names become nested errors', () => {
    const error = toFormErrors(new HttpError('x', 422, { errors: { 'data.name': ['Obrigatório'] } }));
    expect((error as HttpError).body).toEqual({ errors: { data: { name: 'Obrigatório' } } });
  });

  it('other failures keep their status, for the auth provider (401) and the notification', async () => {
    mockApi({ message: 'Registro não encontrado.' }, 404);
    const error = await dataProvider.getOne('brand', { id: 99 }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(404);
    expect(error.message).toContain('Registro não encontrado.');
  });
});
