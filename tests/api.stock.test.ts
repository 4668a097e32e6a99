// Stock grid items and the stock ledger: initial quantities, duplicates (406), atomic stock changes
// under concurrency, refused exits, and other stores kept out.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;
const DUPLICATE = 'Este tamanho e código de cor já estão cadastrados para este produto.';
const NOT_FOUND = { message: 'Registro não encontrado.' };

describe.each(backends)('stock grid and ledger on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let taxonomy: { definition_id: number; category_id: number };
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const definition = await t.db
      .insertInto('definition')
      .values({ name: 'Moda' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await t.db
      .insertInto('category')
      .values({ name: 'Camisetas', definition_id: definition.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    taxonomy = { definition_id: definition.id, category_id: category.id };
  });
  afterAll(() => t?.close());

  async function newProduct(token = w.userA, extra: Row = {}): Promise<number> {
    const res = await t.post(
      '/product/save',
      {
        name: `Camiseta ${++seq}`,
        ...taxonomy,
        gender: 'u',
        price: '59.90',
        description: 'Camiseta de algodão',
        ...extra,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  async function newGrid(productId: number, body: Row = {}, token = w.userA): Promise<Row> {
    const res = await t.post(
      '/grid/save',
      { product_id: productId, size: `T${++seq}`, color: 'Azul', ...body },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  const movements = (gridId: number) =>
    t.db.selectFrom('stock_movement').selectAll().where('grid_id', '=', gridId).orderBy('id').execute();
  const balanceOf = async (gridId: number) =>
    (await t.db.selectFrom('grid').select('balance').where('id', '=', gridId).executeTakeFirstOrThrow())
      .balance;
  const countGrids = async (productId: number) =>
    (await t.db.selectFrom('grid').select('id').where('product_id', '=', productId).execute()).length;

  describe('/grid/save', () => {
    it('records the initial quantity as an entry in the ledger', async () => {
      const productId = await newProduct();
      const res = await t.post(
        '/grid/save',
        { product_id: productId, size: 'M', color: 'azul marinho', code: ' CAM-M-AZ ', balance: 5 },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(201);
      const grid = res.json();
      expect(grid).toMatchObject({
        product_id: productId,
        company_id: w.storeA,
        size: 'M',
        color: 'Azul marinho',
        code: 'CAM-M-AZ',
        balance: 5,
        active: true,
      });
      const ledger = await movements(grid.id);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({
        company_id: w.storeA,
        product_id: productId,
        type: 'i',
        reason: 'b',
        amount: 5,
        balance_after: 5,
        user_id: w.userAId,
      });
      // Shown the same way by /grid/show.
      expect((await t.post('/grid/show', { id: grid.id }, w.userA)).json()).toEqual(grid);
    });

    it('accepts an exchange as the entry reason and writes nothing for a zero quantity', async () => {
      const productId = await newProduct();
      const exchanged = await newGrid(productId, { balance: '3', reason: 'ch' });
      expect(exchanged.balance).toBe(3);
      expect((await movements(exchanged.id as number))[0]).toMatchObject({
        type: 'i',
        reason: 'ch',
        amount: 3,
      });
      const empty = await newGrid(productId, { balance: 0 });
      expect(empty.balance).toBe(0);
      expect(await movements(empty.id as number)).toHaveLength(0);
    });

    it('answers bad input with 422 in Portuguese and stores nothing', async () => {
      const productId = await newProduct();
      const cases: Array<[Row, Record<string, string[]>]> = [
        [{ balance: -1 }, { balance: ['Quantidade deve ser no mínimo 0'] }],
        [{ balance: 'muitos' }, { balance: ['Quantidade deve ser um número inteiro'] }],
        [{ reason: 'se', balance: 2 }, { reason: ['Motivo de entrada inválido'] }],
        [{ color: '' }, { color: ['Por favor insira Cor'] }],
        [
          { size: undefined, color: undefined },
          { size: ['Por favor insira Tamanho'], color: ['Por favor insira Cor'] },
        ],
        [{ product_id: undefined }, { product_id: ['Por favor insira Produto'] }],
        [
          { code_color: 'azul', balance: -2 },
          { code_color: ['Código da Cor inválido'], balance: ['Quantidade deve ser no mínimo 0'] },
        ],
      ];
      for (const [change, errors] of cases) {
        const body: Row = { product_id: productId, size: 'G', color: 'Verde', ...change };
        for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
        const res = await t.post('/grid/save', body, w.userA);
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(res.json()).toEqual({ message: 'Os dados informados são inválidos.', errors });
      }
      expect(await countGrids(productId)).toBe(0);
      expect(
        await t.db.selectFrom('stock_movement').select('id').where('product_id', '=', productId).execute(),
      ).toEqual([]);
    });

    it('refuses a size and colour already on the product with 406, in any letter case', async () => {
      const productId = await newProduct();
      await newGrid(productId, { size: 'GG', color: 'Preto', balance: 2 });
      const res = await t.post(
        '/grid/save',
        { product_id: productId, size: 'gg', color: 'PRETO', balance: 4 },
        w.userA,
      );
      expect(res.statusCode).toBe(406);
      expect(res.json()).toEqual({ message: DUPLICATE });
      expect(await countGrids(productId)).toBe(1);
      // The same pair on another product is fine.
      await newGrid(await newProduct(), { size: 'GG', color: 'Preto' });
    });

    it('turns simultaneous duplicates into one item and 406s', async () => {
      const productId = await newProduct();
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.post('/grid/save', { product_id: productId, size: 'P', color: 'Rosa', balance: 1 }, w.userA),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 406, 406, 406, 406]);
      expect(await countGrids(productId)).toBe(1);
      expect(
        await t.db.selectFrom('stock_movement').select('id').where('product_id', '=', productId).execute(),
      ).toHaveLength(1);
    });

    it('clears the colour codes when a background image is used', async () => {
      const productId = await newProduct();
      const grid = await newGrid(productId, {
        code_color: '#112233',
        second_code_color: '#445566',
        bg_color_img: 'https://exemplo.com.br/estampa.jpg',
      });
      expect(grid).toMatchObject({
        code_color: null,
        second_code_color: null,
        bg_color_img: 'https://exemplo.com.br/estampa.jpg',
      });
    });
  });

  describe('/grid/save-many', () => {
    it('saves every item with its initial quantity in one go', async () => {
      const productId = await newProduct();
      const res = await t.post(
        '/grid/save-many',
        {
          product_id: productId,
          data: [
            { size: 'P', color: 'Azul', code_color: '#0000FF', balance: 2 },
            { size: 'M', color: 'Azul', code: 'AZ-M' },
            { size: 'G', color: 'Azul', balance: 7 },
          ],
        },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(201);
      const { data } = res.json();
      expect(data.map((g: Row) => [g.size, g.balance, g.company_id])).toEqual([
        ['P', 2, w.storeA],
        ['M', 0, w.storeA],
        ['G', 7, w.storeA],
      ]);
      const ledger = await t.db
        .selectFrom('stock_movement')
        .select(['amount', 'reason'])
        .where('product_id', '=', productId)
        .orderBy('id')
        .execute();
      expect(ledger).toEqual([
        { amount: 2, reason: 'b' },
        { amount: 7, reason: 'b' },
      ]);
    });

    it('stores nothing when one item repeats a pair, in the batch or already stored', async () => {
      const productId = await newProduct();
      const inBatch = await t.post(
        '/grid/save-many',
        {
          product_id: productId,
          data: [
            { size: 'P', color: 'Azul', balance: 1 },
            { size: 'M', color: 'Azul' },
            { size: 'p', color: 'azul' },
          ],
        },
        w.userA,
      );
      expect(inBatch.statusCode).toBe(406);
      expect(inBatch.json()).toEqual({ message: DUPLICATE });
      expect(await countGrids(productId)).toBe(0);

      await newGrid(productId, { size: 'G', color: 'Azul' });
      const stored = await t.post(
        '/grid/save-many',
        {
          product_id: productId,
          data: [
            { size: 'P', color: 'Azul', balance: 3 },
            { size: 'G', color: 'AZUL' },
          ],
        },
        w.userA,
      );
      expect(stored.statusCode).toBe(406);
      expect(await countGrids(productId)).toBe(1);
      expect(
        await t.db.selectFrom('stock_movement').select('id').where('product_id', '=', productId).execute(),
      ).toEqual([]);
    });

    it('names the bad field of each item and stores nothing', async () => {
      const productId = await newProduct();
      const res = await t.post(
        '/grid/save-many',
        {
          product_id: productId,
          data: [
            { size: 'P', color: 'Azul' },
            { color: 'Azul', balance: -3 },
          ],
        },
        w.userA,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'data.1.size': ['Por favor insira Tamanho'],
        'data.1.balance': ['Quantidade deve ser no mínimo 0'],
      });
      const empty = await t.post('/grid/save-many', { product_id: productId, data: [] }, w.userA);
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ data: ['Por favor insira os itens da grade'] });
      const noProduct = await t.post('/grid/save-many', { data: [{ size: 'P', color: 'Azul' }] }, w.userA);
      expect(noProduct.json().errors).toEqual({ product_id: ['Por favor insira Produto'] });
      expect(await countGrids(productId)).toBe(0);
    });

    it("does not add items to another store's product", async () => {
      const productId = await newProduct(w.userA);
      const res = await t.post(
        '/grid/save-many',
        { product_id: productId, data: [{ size: 'P', color: 'Azul' }] },
        w.userB,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ product_id: ['Produto não encontrado(a)'] });
      expect(await countGrids(productId)).toBe(0);
    });
  });

  describe('/grid/index and /grid/update', () => {
    it("lists a product's active items, and the inactive ones on request", async () => {
      const productId = await newProduct();
      const other = await newProduct();
      const on = await newGrid(productId, { size: 'P' });
      const off = await newGrid(productId, { size: 'M', active: false });
      await newGrid(other, { size: 'G' });
      const ids = async (body: Row) => {
        const res = await t.post('/grid/index', body, w.userA);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json();
        expect(page.total).toBe(page.data.length);
        return page.data.map((g: Row) => g.id);
      };
      expect(await ids({ product_id: productId })).toEqual([on.id]);
      expect(await ids({ product_id: productId, show_inactive: false })).toEqual([on.id]);
      expect(await ids({ product_id: productId, show_inactive: true })).toEqual([off.id, on.id]);
      expect(
        await ids({
          product_id: productId,
          show_inactive: 'true',
          ordenate_field: 'size',
          ordenate_type: 'desc',
        }),
      ).toEqual([on.id, off.id]);
      const bad = await t.post('/grid/index', { product_id: productId, show_inactive: 'talvez' }, w.userA);
      expect(bad.statusCode).toBe(422);
    });

    it('changes the data of an item but never its balance', async () => {
      const productId = await newProduct();
      const grid = await newGrid(productId, { size: 'P', color: 'Azul', balance: 4 });
      const res = await t.post(
        '/grid/update',
        { id: grid.id, color: 'verde', code: 'VD-P', balance: 999 },
        w.userA,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ id: grid.id, color: 'Verde', code: 'VD-P', balance: 4 });
      expect(await balanceOf(grid.id as number)).toBe(4);
      expect(await movements(grid.id as number)).toHaveLength(1);
    });

    it('refuses to turn an item into a pair the product already has (406)', async () => {
      const productId = await newProduct();
      await newGrid(productId, { size: 'P', color: 'Azul' });
      const grid = await newGrid(productId, { size: 'M', color: 'Azul' });
      const res = await t.post('/grid/update', { id: grid.id, size: 'p' }, w.userA);
      expect(res.statusCode).toBe(406);
      expect(res.json()).toEqual({ message: DUPLICATE });
      expect((await t.post('/grid/show', { id: grid.id }, w.userA)).json().size).toBe('M');
      // Keeping its own pair is not a duplicate.
      const same = await t.post(
        '/grid/update',
        { id: grid.id, size: 'M', color: 'Azul', active: false },
        w.userA,
      );
      expect(same.statusCode).toBe(201);
      expect(same.json().active).toBe(false);
    });

    it('clears the colour codes when a background image is set later', async () => {
      const productId = await newProduct();
      const grid = await newGrid(productId, { code_color: '#112233' });
      const res = await t.post(
        '/grid/update',
        { id: grid.id, bg_color_img: 'https://exemplo.com.br/x.png' },
        w.userA,
      );
      expect(res.json()).toMatchObject({ code_color: null, bg_color_img: 'https://exemplo.com.br/x.png' });
    });
  });

  describe('/grid/stock-change', () => {
    it('adds and removes stock, answering the item and the movement', async () => {
      const productId = await newProduct();
      const grid = await newGrid(productId, { balance: 10 });
      const entry = await t.post(
        '/grid/stock-change',
        { grid_id: grid.id, type: 'i', amount: 5, reason: 'ch', note: 'Troca na loja' },
        w.userA,
      );
      expect(entry.statusCode, entry.body).toBe(201);
      const body = entry.json();
      expect(body.grid).toMatchObject({ id: grid.id, balance: 15, product_id: productId });
      expect(body.movement).toMatchObject({
        grid_id: grid.id,
        product_id: productId,
        company_id: w.storeA,
        type: 'i',
        amount: 5,
        reason: 'ch',
        note: 'Troca na loja',
        user_id: w.userAId,
        balance_after: 15,
      });
      expect((await t.post('/stock-movement/show', { id: body.movement.id }, w.userA)).json()).toEqual(
        body.movement,
      );

      const exit = await t.post(
        '/grid/stock-change',
        { grid_id: grid.id, type: 'o', amount: '15', reason: 'ss' },
        w.userA,
      );
      expect(exit.statusCode).toBe(201);
      expect(exit.json().grid.balance).toBe(0);
      expect(exit.json().movement).toMatchObject({
        type: 'o',
        amount: 15,
        reason: 'ss',
        balance_after: 0,
        note: null,
      });
      expect(await balanceOf(grid.id as number)).toBe(0);
    });

    it('refuses an exit beyond the balance and changes nothing', async () => {
      const productId = await newProduct();
      const grid = await newGrid(productId, { balance: 3 });
      const res = await t.post(
        '/grid/stock-change',
        { grid_id: grid.id, type: 'o', amount: 4, reason: 'se' },
        w.userA,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Os dados informados são inválidos.',
        errors: { amount: ['Estoque insuficiente'] },
      });
      expect(await balanceOf(grid.id as number)).toBe(3);
      expect(await movements(grid.id as number)).toHaveLength(1);
    });

    it('lets the balance go below 0 with negativeStock or when the product does not control stock', async () => {
      const grid = await newGrid(await newProduct(), { balance: 1 });
      const res = await t.post(
        '/grid/stock-change',
        { grid_id: grid.id, type: 'o', amount: 3, reason: 'c', negativeStock: true },
        w.userA,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().grid.balance).toBe(-2);
      expect(res.json().movement.balance_after).toBe(-2);

      const free = await newGrid(await newProduct(w.userA, { stock_control: false }));
      const sold = await t.post(
        '/grid/stock-change',
        { grid_id: free.id, type: 'o', amount: 2, reason: 'se' },
        w.userA,
      );
      expect(sold.statusCode).toBe(201);
      expect(await balanceOf(free.id as number)).toBe(-2);
    });

    it("takes the exact search's add and remove as exchange entry and cancellation exit", async () => {
      const grid = await newGrid(await newProduct(), { balance: 2 });
      const add = await t.post('/grid/stock-change', { grid_id: grid.id, amount: 3, reason: 'add' }, w.userA);
      expect(add.statusCode).toBe(201);
      expect(add.json().movement).toMatchObject({ type: 'i', reason: 'ch', balance_after: 5 });
      const remove = await t.post(
        '/grid/stock-change',
        { grid_id: grid.id, type: 'o', amount: 1, reason: 'remove' },
        w.userA,
      );
      expect(remove.json().movement).toMatchObject({ type: 'o', reason: 'c', balance_after: 4 });
    });

    it('answers bad input with 422 in Portuguese and changes nothing', async () => {
      const grid = await newGrid(await newProduct(), { balance: 2 });
      const cases: Array<[Row, Record<string, string[]>]> = [
        [
          {},
          {
            type: ['Por favor insira Tipo'],
            amount: ['Por favor insira Quantidade'],
            reason: ['Por favor insira Motivo'],
          },
        ],
        [{ type: 'x', amount: 1, reason: 'b' }, { type: ['Tipo inválido'] }],
        [{ type: 'i', amount: 0, reason: 'b' }, { amount: ['Quantidade deve ser no mínimo 1'] }],
        [{ type: 'i', amount: 1.5, reason: 'b' }, { amount: ['Quantidade deve ser um número inteiro'] }],
        [{ type: 'i', amount: 'dois', reason: 'b' }, { amount: ['Quantidade deve ser um número inteiro'] }],
        [
          { type: 'i', amount: 1, reason: 'se' },
          { reason: ['O motivo informado não corresponde ao tipo de movimentação.'] },
        ],
        [
          { type: 'o', amount: 1, reason: 'b' },
          { reason: ['O motivo informado não corresponde ao tipo de movimentação.'] },
        ],
        [{ type: 'i', amount: 1, reason: 'zz' }, { reason: ['Motivo inválido'] }],
        [{ type: 'i', amount: 1, reason: 'b', note: 'nota\u0000nula' }, { note: ['Observação inválido'] }],
        [
          { type: 'i', amount: 1, reason: 'b', negativeStock: 'talvez' },
          { negativeStock: ['Permitir estoque negativo deve ser verdadeiro ou falso'] },
        ],
      ];
      for (const [body, errors] of cases) {
        const res = await t.post('/grid/stock-change', { grid_id: grid.id, ...body }, w.userA);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
      }
      const noGrid = await t.post('/grid/stock-change', { type: 'i', amount: 1, reason: 'b' }, w.userA);
      expect(noGrid.json().errors).toEqual({ grid_id: ['Por favor insira Grade'] });
      expect(await balanceOf(grid.id as number)).toBe(2);
      expect(await movements(grid.id as number)).toHaveLength(1);
      const unknown = await t.post(
        '/grid/stock-change',
        { grid_id: 999999999, type: 'i', amount: 1, reason: 'b' },
        w.userA,
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('applies 50 simultaneous entries exactly once each', async () => {
      const grid = await newGrid(await newProduct());
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          t.post('/grid/stock-change', { grid_id: grid.id, type: 'i', amount: 1, reason: 'b' }, w.userA),
        ),
      );
      expect(results.every((r) => r.statusCode === 201)).toBe(true);
      expect(await balanceOf(grid.id as number)).toBe(50);
      const ledger = await movements(grid.id as number);
      expect(ledger).toHaveLength(50);
      // Every movement saw a different balance: 1 to 50.
      expect(ledger.map((m) => m.balance_after).sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    });

    it('never sells the same unit twice under simultaneous exits', async () => {
      const grid = await newGrid(await newProduct(), { balance: 10 });
      const results = await Promise.all(
        Array.from({ length: 25 }, () =>
          t.post('/grid/stock-change', { grid_id: grid.id, type: 'o', amount: 1, reason: 'se' }, w.userA),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.filter((c) => c === 422)).toHaveLength(15);
      expect(await balanceOf(grid.id as number)).toBe(0);
      expect((await movements(grid.id as number)).filter((m) => m.type === 'o')).toHaveLength(10);
    });

    it('keeps the balance equal to the sum of the ledger', async () => {
      const grid = await newGrid(await newProduct(), { balance: 8 });
      for (const [type, amount, reason] of [
        ['o', 3, 'se'],
        ['i', 2, 'ch'],
        ['o', 1, 'c'],
        ['o', 6, 'ss'],
      ] as const)
        await t.post('/grid/stock-change', { grid_id: grid.id, type, amount, reason }, w.userA);
      const { rows } = await sql<{ total: number }>`
        select coalesce(sum(case when type = 'i' then amount else -amount end), 0)::int as total
        from stock_movement where grid_id = ${grid.id}`.execute(t.db);
      expect(await balanceOf(grid.id as number)).toBe(0);
      expect(rows[0].total).toBe(0);
    });
  });

  describe("the product's stock total", () => {
    const productBalance = async (id: number) =>
      (await t.db.selectFrom('product').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
        .balance;

    it('follows every movement and grid deletion, and the list sorts on it', async () => {
      const productId = await newProduct(w.userA, { name: 'Estoque Total Alfa' });
      const a = await newGrid(productId, { balance: 7 });
      const b = await newGrid(productId, { balance: 4 });
      // 50 simultaneous entries on two items: the total sees each exactly once.
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.post(
            '/grid/stock-change',
            { grid_id: i % 2 ? a.id : b.id, type: 'i', amount: 1, reason: 'b' },
            w.userA,
          ),
        ),
      );
      expect(await productBalance(productId)).toBe(61);
      const out = await t.post(
        '/grid/stock-change',
        { grid_id: a.id, type: 'o', amount: 2, reason: 'se' },
        w.userA,
      );
      expect(out.statusCode).toBe(201);
      // A refused exit changes neither.
      const refused = await t.post(
        '/grid/stock-change',
        { grid_id: a.id, type: 'o', amount: 999, reason: 'se' },
        w.userA,
      );
      expect(refused.statusCode).toBe(422);
      expect(await productBalance(productId)).toBe(59);

      expect((await t.post('/grid/delete', { id: b.id }, w.userB)).statusCode).toBe(404);
      const removed = await t.post('/grid/delete', { id: b.id }, w.userA);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await countGrids(productId)).toBe(1);
      expect(await movements(b.id as number)).toHaveLength(0);
      expect(await productBalance(productId)).toBe(await balanceOf(a.id as number));

      const other = await newProduct(w.userA, { name: 'Estoque Total Beta' });
      await newGrid(other, { balance: 1 });
      const list = async (ordenate_type: string) =>
        (
          await t.post(
            '/product/paginate-index',
            { product_name: 'Estoque Total', ordenate_field: 'stock', ordenate_type },
            w.userA,
          )
        ).json().data as Row[];
      expect((await list('asc')).map((r) => [r.id, r.balance])).toEqual([
        [other, 1],
        [productId, await balanceOf(a.id as number)],
      ]);
      expect((await list('desc')).map((r) => r.id)).toEqual([productId, other]);
    });
  });

  describe('/stock-movement/index', () => {
    it('lists the movements of an item or a product', async () => {
      const productId = await newProduct();
      const a = await newGrid(productId, { size: 'P', balance: 1 });
      const b = await newGrid(productId, { size: 'M', balance: 2 });
      await t.post('/grid/stock-change', { grid_id: a.id, type: 'o', amount: 1, reason: 'se' }, w.userA);
      const byGrid = (await t.post('/stock-movement/index', { grid_id: a.id }, w.userA)).json();
      expect(byGrid.total).toBe(2);
      expect(byGrid.data.map((m: Row) => m.type)).toEqual(['o', 'i']);
      const byProduct = (await t.post('/stock-movement/index', { product_id: productId }, w.userA)).json();
      expect(byProduct.data.map((m: Row) => m.grid_id).sort()).toEqual([a.id, a.id, b.id].sort());
    });
  });

  describe('tenancy', () => {
    it("keeps other stores away from a store's items and movements", async () => {
      const productId = await newProduct(w.userA);
      const grid = await newGrid(productId, { balance: 5 }, w.userA);
      const [movement] = await movements(grid.id as number);

      for (const [path, body] of [
        ['/grid/show', { id: grid.id }],
        ['/grid/update', { id: grid.id, color: 'Roubada' }],
        ['/grid/delete', { id: grid.id }],
        ['/grid/stock-change', { grid_id: grid.id, type: 'o', amount: 5, reason: 'se' }],
        ['/grid/stock-change', { grid_id: grid.id, type: 'i', amount: 5, reason: 'b' }],
        ['/stock-movement/show', { id: movement.id }],
      ] as const) {
        const res = await t.post(path, body, w.userB);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
      expect((await t.post('/grid/index', { product_id: productId }, w.userB)).json().total).toBe(0);
      expect((await t.post('/stock-movement/index', { grid_id: grid.id }, w.userB)).json().total).toBe(0);
      const forged = await t.post(
        '/grid/save',
        { product_id: productId, size: 'X', color: 'Azul', company_id: w.storeA },
        w.userB,
      );
      expect(forged.statusCode).toBe(422);
      expect(forged.json().errors).toEqual({ product_id: ['Produto não encontrado(a)'] });

      expect(await balanceOf(grid.id as number)).toBe(5);
      expect(await movements(grid.id as number)).toHaveLength(1);
      expect(await countGrids(productId)).toBe(1);
      expect((await t.post('/grid/show', { id: grid.id }, w.userA)).json().color).toBe('Azul');
    });

    it("lets the admin change any store's stock, recorded under that store", async () => {
      const grid = await newGrid(await newProduct(w.userB), { balance: 1 }, w.userB);
      const res = await t.post(
        '/grid/stock-change',
        { grid_id: grid.id, type: 'i', amount: 4, reason: 'b' },
        w.admin,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().movement.company_id).toBe(w.storeB);
      expect(await balanceOf(grid.id as number)).toBe(5);
      // An admin names the store of a new item.
      const noStore = await t.post(
        '/grid/save',
        { product_id: grid.product_id, size: 'Z', color: 'Azul' },
        w.admin,
      );
      expect(noStore.json().errors).toEqual({ company_id: ['Por favor insira Loja'] });
      const forB = await t.post(
        '/grid/save',
        { product_id: grid.product_id, size: 'Z', color: 'Azul', company_id: w.storeB, balance: 2 },
        w.admin,
      );
      expect(forB.statusCode).toBe(201);
      expect(forB.json()).toMatchObject({ company_id: w.storeB, balance: 2 });
    });
  });
});
