// Saved views (/views/index|save|update|delete): one user's named states of one list. Only the owner
// ever sees or changes a view (another user's id answers 404, as one that does not exist, even for
// an admin or a colleague of the same store); one default per user and list; names unique per user
// and list; bad input is a pt-BR 422 that stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createUser, createWorld, login, type World } from './helpers/fixtures.js';

interface View {
  id: number;
  list: string;
  name: string;
  state: Record<string, unknown>;
  is_default: boolean;
  created_at: string;
}

const state = {
  filter: { q: 'vestido', active: true },
  sort: { field: 'name', order: 'ASC' },
  perPage: 50,
  columns: ['id', 'name'],
};

describe.each(backends)('saved views on $name', (backend) => {
  let t: TestApp;
  let w: World;
  /** A second user of store A (the colleague of w.userA). */
  let colleague: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const storeA = w.storeA;
    await createUser(t, { email: 'colega@teste.dev', password: 'senha123', company_id: storeA });
    colleague = await login(t, 'colega@teste.dev', 'senha123');
  });
  afterAll(() => t?.close());

  const rows = () => t.db.selectFrom('saved_view').selectAll().orderBy('id').execute();
  const mine = async (token: string, list = 'brand') => {
    const res = await t.post('/views/index', { list }, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: View[] }).data;
  };
  const save = async (token: string, body: Record<string, unknown>) => {
    const res = await t.post('/views/save', { list: 'brand', state, ...body }, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as View;
  };

  it('saves, lists, renames, replaces the state and deletes a view', async () => {
    const created = await save(w.userA, { name: '  Vestidos   por nome  ' });
    expect(created).toMatchObject({ list: 'brand', name: 'Vestidos por nome', state, is_default: false });
    expect((await mine(w.userA)).map((v) => v.name)).toEqual(['Vestidos por nome']);
    // Views are per list.
    expect(await mine(w.userA, 'product')).toEqual([]);

    const renamed = await t.post('/views/update', { id: created.id, name: 'Vestidos' }, w.userA);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: created.id, name: 'Vestidos', state });

    const replaced = await t.post(
      '/views/update',
      { id: created.id, state: { filter: {}, sort: { field: 'id', order: 'DESC' }, perPage: 25 } },
      w.userA,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().state).toEqual({ filter: {}, sort: { field: 'id', order: 'DESC' }, perPage: 25 });

    const gone = await t.post('/views/delete', { id: created.id }, w.userA);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id: created.id });
    expect(await mine(w.userA)).toEqual([]);
    expect((await t.post('/views/delete', { id: created.id }, w.userA)).statusCode).toBe(404);
  });

  it('keeps one default per user and list: setting one clears the other', async () => {
    const first = await save(w.userA, { name: 'Padrão 1', is_default: true, list: 'coupon' });
    const second = await save(w.userA, { name: 'Padrão 2', is_default: true, list: 'coupon' });
    // Another list's default stays.
    const other = await save(w.userA, { name: 'Padrão 1', is_default: true, list: 'category' });
    let views = await mine(w.userA, 'coupon');
    expect(views.map((v) => [v.name, v.is_default])).toEqual([
      ['Padrão 2', true],
      ['Padrão 1', false],
    ]);
    const back = await t.post('/views/update', { id: first.id, is_default: true }, w.userA);
    expect(back.statusCode, back.body).toBe(200);
    views = await mine(w.userA, 'coupon');
    expect(views.find((v) => v.id === first.id)?.is_default).toBe(true);
    expect(views.find((v) => v.id === second.id)?.is_default).toBe(false);
    const off = await t.post('/views/update', { id: first.id, is_default: false }, w.userA);
    expect(off.json().is_default).toBe(false);
    expect((await mine(w.userA, 'coupon')).some((v) => v.is_default)).toBe(false);
    expect((await mine(w.userA, 'category')).find((v) => v.id === other.id)?.is_default).toBe(true);
  });

  it('two defaults saved side by side still leave one', async () => {
    const answers = await Promise.all(
      ['Lado 1', 'Lado 2', 'Lado 3'].map((name) =>
        t.post('/views/save', { list: 'comments', name, state, is_default: true }, w.userA),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await mine(w.userA, 'comments')).filter((v) => v.is_default)).toHaveLength(1);
  });

  it('refuses a name already used by the same user on the same list, in any case', async () => {
    const view = await save(w.userA, { name: 'Ativas', list: 'size' });
    const before = await rows();
    const again = await t.post('/views/save', { list: 'size', name: ' ativas ', state }, w.userA);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ name: ['Já existe uma visão com este nome'] });
    const other = await save(w.userA, { name: 'Outra', list: 'size' });
    const rename = await t.post('/views/update', { id: other.id, name: 'ATIVAS' }, w.userA);
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors).toEqual({ name: ['Já existe uma visão com este nome'] });
    expect((await rows()).length).toBe(before.length + 1);
    // The same name on another list, or by another user, is fine; renaming to its own name too.
    await save(w.userA, { name: 'Ativas', list: 'brand' });
    await save(colleague, { name: 'Ativas', list: 'size' });
    expect((await t.post('/views/update', { id: view.id, name: 'Ativas' }, w.userA)).statusCode).toBe(200);
  });

  it.each([
    ['no name', { name: undefined }, { name: ['Por favor insira o nome da visão'] }],
    ['a blank name', { name: '   ' }, { name: ['Por favor insira o nome da visão'] }],
    [
      'a name of 41 characters',
      { name: 'x'.repeat(41) },
      { name: ['O nome da visão deve ter no máximo 40 caracteres'] },
    ],
    ['no list', { list: undefined }, { list: ['Por favor insira a lista'] }],
    ['a bad list', { list: 'brand; drop' }, { list: ['Lista inválida'] }],
    ['no state', { state: undefined }, { state: ['Por favor insira o estado da visão'] }],
    ['a state that is a list', { state: [1, 2] }, { state: ['Estado da visão inválido'] }],
    ['an unknown state key', { state: { page: 3 } }, { state: ['Campo não permitido na visão: page'] }],
    [
      'a page size of 30',
      { state: { perPage: 30 } },
      { 'state.perPage': ['Itens por página deve ser 4, 25, 50 ou 100'] },
    ],
    [
      'a bad sort',
      { state: { sort: { field: 'name', order: 'UP' } } },
      { 'state.sort': ['Ordenação inválida'] },
    ],
    ['a nested filter', { state: { filter: { a: { b: 1 } } } }, { 'state.filter': ['Filtros inválidos'] }],
    ['no columns', { state: { columns: [] } }, { 'state.columns': ['Colunas inválidas'] }],
    [
      'a state over 8 KB',
      {
        state: {
          filter: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'.repeat(450)])),
        },
      },
      { state: ['A visão é grande demais (máximo de 8 KB)'] },
    ],
    [
      'a default that is not a boolean',
      { name: 'Boa', is_default: 'sim' },
      { is_default: ['Padrão deve ser verdadeiro ou falso'] },
    ],
  ])('refuses %s with a pt-BR 422 and stores nothing', async (_, change, errors) => {
    const before = await rows();
    const res = await t.post('/views/save', { list: 'brand', name: 'Boa', state, ...change }, w.userA);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ message: 'Os dados informados são inválidos.', errors });
    expect(await rows()).toEqual(before);
  });

  it('refuses a bad update with a 422 and changes nothing', async () => {
    const view = await save(w.userA, { name: 'Intacta', list: 'definition' });
    const before = await rows();
    for (const [body, errors] of [
      [{ id: view.id, name: '' }, { name: ['Por favor insira o nome da visão'] }],
      [
        { id: view.id, state: { perPage: 7 } },
        { 'state.perPage': ['Itens por página deve ser 4, 25, 50 ou 100'] },
      ],
      [{ id: 'abc' }, { id: ['Visão inválida'] }],
      [{}, { id: ['Por favor insira a visão'] }],
    ] as const) {
      const res = await t.post('/views/update', body, w.userA);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await rows()).toEqual(before);
  });

  it("never shows or changes another user's view: 404 as an unknown id", async () => {
    const view = await save(w.userA, { name: 'Só minha', list: 'atribute', is_default: true });
    const before = await rows();
    for (const token of [w.userB, colleague, w.admin]) {
      expect(await mine(token, 'atribute')).toEqual([]);
      for (const [path, body] of [
        ['/views/update', { id: view.id, name: 'Tomada' }],
        ['/views/update', { id: view.id, is_default: false }],
        ['/views/delete', { id: view.id }],
      ] as const) {
        const res = await t.post(path, body, token);
        expect(res.statusCode, `${path} ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Registro não encontrado.' });
      }
    }
    // Another user's default of the same list does not clear the owner's.
    await save(colleague, { name: 'Do colega', list: 'atribute', is_default: true });
    await save(w.admin, { name: 'Do admin', list: 'atribute', is_default: true });
    expect((await mine(w.userA, 'atribute')).map((v) => [v.name, v.is_default])).toEqual([
      ['Só minha', true],
    ]);
    expect((await mine(w.admin, 'atribute')).map((v) => v.name)).toEqual(['Do admin']);
    expect((await rows()).filter((r) => r.id === view.id)).toEqual(before.filter((r) => r.id === view.id));
  });

  it("keeps a list's server order (an empty sort field) and lists of filter values", async () => {
    const view = await save(w.userA, {
      name: 'Ordem do servidor',
      list: 'product',
      state: { filter: { category: [1, 2], active: false }, sort: { field: '', order: 'ASC' }, perPage: 4 },
    });
    expect(view.state).toEqual({
      filter: { category: [1, 2], active: false },
      sort: { field: '', order: 'ASC' },
      perPage: 4,
    });
  });

  it('keeps the admin store filter in the state', async () => {
    const view = await save(w.admin, {
      name: 'Loja A',
      list: 'product',
      state: { filter: { company_id: w.storeA }, sort: { field: 'id', order: 'DESC' }, perPage: 25 },
    });
    expect((await mine(w.admin, 'product')).find((v) => v.id === view.id)?.state.filter).toEqual({
      company_id: w.storeA,
    });
  });

  it('asks for a session', async () => {
    expect((await t.post('/views/index', { list: 'brand' })).statusCode).toBe(401);
    expect((await t.post('/views/save', { list: 'brand', name: 'x', state })).statusCode).toBe(401);
  });
});
