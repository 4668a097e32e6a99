// /report/order reads its sums and lines from the per-store, per-day summaries for a period's whole
// days and from the orders for the hours at its edges (src/server/reports/order-report-sql.ts), and
// each buyer's first order from the one the writes keep (order_buyer). Here a store's orders, made up
// at random (seeded) over a week with times near midnight, every kind of buyer, state spelling and
// line, are reported over many periods that start and end inside days, on whole days and within one
// day, with and without a status filter; every figure must equal the same report worked out in
// JavaScript from the rows themselves. Then the orders are changed in every way the summaries follow
// (status, state, date, money, buyer, a consumer deleted, lines edited, moved and deleted, orders
// deleted, first orders among them) and the reports are compared again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';

type Row = Record<string, unknown>;

const Y = new Date().getUTCFullYear() - 1;
/** São Paulo keeps -03:00 all year (no daylight saving since 2019). */
const OFFSET_MS = 3 * 3_600_000;
const WEEK_START = Date.parse(`${Y}-06-10T00:00:00-03:00`);
const DAY = 86_400_000;

/** A seeded generator (mulberry32): the same orders on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An instant on the São Paulo clock, to the minute, as the report's edges are written. */
const local = (at: number) => new Date(at - OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
const cents = (v: unknown) => (v === null || v === undefined ? 0 : Math.round(Number(v) * 100));
const money = (c: number) => (c / 100).toFixed(2);
const FINISHED = new Set([2, 3, 4]);

interface Order {
  id: number;
  status: number;
  at: number;
  state: string | null;
  total: number;
  products: number;
  delivery: number;
  consumer_id: number | null;
  email: string | null;
  people_name: string | null;
}
interface Line {
  buy_id: number;
  product_id: number | null;
  amount: number | null;
  total_price: number;
}

describe.each(backends)('order report from the summaries on $name', (backend) => {
  let t: TestApp;
  let w: World;
  const products: { id: number; group: string | null; category: string }[] = [];
  const consumers: { id: number; name: string; email: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const group = async (name: string) =>
      (
        await t.db
          .insertInto('product_group')
          .values({ company_id: w.storeA, name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const summer = await group('Verão');
    const winter = await group('Inverno');
    for (const [name, groupId, groupName] of [
      ['Camiseta', summer, 'Verão'],
      ['Calça', winter, 'Inverno'],
      ['Boné', null, null],
    ] as const) {
      const p = await createProduct(t, w.userA, { name, product_groups_id: groupId });
      const category = `Categoria ${name}`;
      await t.db
        .updateTable('category')
        .set({ name: category })
        .where('id', '=', p.category_id as number)
        .execute();
      products.push({ id: p.id, group: groupName, category });
    }
    for (const [name, email] of [
      ['Ana Souza', 'ana@teste.dev'],
      ['Bruno Lima', 'Bruno@Teste.dev'],
      ['Célia Reis', 'celia@teste.dev'],
    ] as const)
      consumers.push({
        id: (
          await t.db
            .insertInto('consumer')
            .values({ company_id: w.storeA, fantasy_name: name, email })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
        name,
        email,
      });

    const next = random(26);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const guests = ['carla@teste.dev', ' Carla@Teste.dev', 'diego@teste.dev', 'DIEGO@teste.dev ', '', null];
    const states = ['SP', 'sp', 'RJ', 'mg', '', null];
    const orders = [];
    for (let n = 0; n < 140; n++) {
      // Mostly within the week, some near midnight, some exactly at it; a few in May (earlier buyers).
      const day = n < 10 ? -30 + n : Math.floor(next() * 7);
      const minute = pick([0, 1, 59, 60 * 23 + 59, Math.floor(next() * 1440), Math.floor(next() * 1440)]);
      const at = WEEK_START + day * DAY + minute * 60_000 + pick([0, 0, 30_000]);
      const buyer = next();
      const consumer = buyer < 0.45 ? pick(consumers) : undefined;
      orders.push({
        company_id: w.storeA,
        status: Math.floor(next() * 8) as 0,
        people_name: consumer ? `Pedido de ${consumer.name} ${n}` : `Visitante ${n}`,
        email: consumer ? null : pick(guests),
        consumer_id: consumer?.id ?? null,
        products_value: money(100 + Math.floor(next() * 20_000)),
        delivery_price: money(Math.floor(next() * 3_000)),
        discount_value: money(next() < 0.3 ? Math.floor(next() * 500) : 0),
        send_type: 'PAC',
        payment_type: 0,
        state: pick(states),
        created_at: new Date(at).toISOString(),
      });
    }
    const ids = await t.db.insertInto('buy').values(orders).returning('id').execute();
    const lines = [];
    for (const { id } of ids)
      for (let k = Math.floor(next() * 4); k > 0; k--) {
        const product = next() < 0.15 ? null : pick(products).id;
        lines.push({
          company_id: w.storeA,
          buy_id: id,
          product_id: product,
          name: product ? 'Linha' : pick(['Avulso', 'Brinde']),
          amount: 1 + Math.floor(next() * 4),
          unit_price: '1.00',
          total_price: money(50 + Math.floor(next() * 9_000)),
        });
      }
    await t.db.insertInto('buy_item').values(lines).execute();
    // Another store's orders of the same week, never in store A's report.
    await t.db
      .insertInto('buy')
      .values(
        [0, 1, 2].map((d) => ({
          company_id: w.storeB,
          status: 4 as 0,
          people_name: 'Loja B',
          email: 'carla@teste.dev',
          products_value: '999.00',
          send_type: 'PAC',
          payment_type: 0,
          state: 'SP',
          created_at: new Date(WEEK_START + d * DAY + 3_600_000).toISOString(),
        })),
      )
      .execute();
  });
  afterAll(() => t?.close());

  /** Store A's orders and lines as they are now. */
  async function rows() {
    const orders = (
      await sql<Row>`SELECT id, status, created_at, state, products_value, delivery_price, discount_value,
          consumer_id, email, people_name FROM buy WHERE company_id = ${w.storeA}`.execute(t.db)
    ).rows.map((r): Order => ({
      id: Number(r.id),
      status: Number(r.status),
      at: new Date(r.created_at as string).getTime(),
      state: (r.state as string | null)?.trim().toUpperCase() || null,
      products: cents(r.products_value),
      delivery: cents(r.delivery_price),
      total: cents(r.products_value) + cents(r.delivery_price) - cents(r.discount_value),
      consumer_id: r.consumer_id === null ? null : Number(r.consumer_id),
      email: r.email as string | null,
      people_name: r.people_name as string | null,
    }));
    const lines = (
      await sql<Row>`SELECT buy_id, product_id, amount, total_price FROM buy_item WHERE company_id = ${w.storeA}`.execute(
        t.db,
      )
    ).rows.map((r): Line => ({
      buy_id: Number(r.buy_id),
      product_id: r.product_id === null ? null : Number(r.product_id),
      amount: r.amount === null ? null : Number(r.amount),
      total_price: cents(r.total_price),
    }));
    const people = (
      await sql<Row>`SELECT id, fantasy_name, email FROM consumer WHERE company_id = ${w.storeA}`.execute(
        t.db,
      )
    ).rows;
    return { orders, lines, people: new Map(people.map((p) => [Number(p.id), p])) };
  }

  /** The report worked out from the rows: [from, before), the statuses taken (empty: all). */
  function expected(
    data: Awaited<ReturnType<typeof rows>>,
    from: number,
    before: number,
    statuses: number[],
  ) {
    const taken = data.orders.filter(
      (o) => o.at >= from && o.at < before && (!statuses.length || statuses.includes(o.status)),
    );
    const linesOf = new Map<number, Line[]>();
    for (const l of data.lines) linesOf.set(l.buy_id, [...(linesOf.get(l.buy_id) ?? []), l]);
    const units = (o: Order) => (linesOf.get(o.id) ?? []).reduce((s, l) => s + (l.amount ?? 0), 0);
    const side = (fin: boolean) => {
      const list = taken.filter((o) => FINISHED.has(o.status) === fin);
      const amount = list.reduce((s, o) => s + o.total, 0);
      return {
        count: list.length,
        items: list.reduce((s, o) => s + units(o), 0),
        amount: money(amount),
        productsValue: money(list.reduce((s, o) => s + o.products, 0)),
        deliveryValue: money(list.reduce((s, o) => s + o.delivery, 0)),
        ticket: money(list.length ? Math.round(amount / list.length) : 0),
      };
    };
    const grouped = <T>(list: T[], key: (x: T) => string | null, figures: (xs: T[]) => Row) => {
      const groups = new Map<string | null, T[]>();
      for (const x of list) groups.set(key(x), [...(groups.get(key(x)) ?? []), x]);
      return [...groups].map(
        ([k, xs]) => ({ key: k, n: xs.length, ...figures(xs) }) as { key: string | null; n: number } & Row,
      );
    };
    const byCount = (a: { n: number; key: string | null }, b: { n: number; key: string | null }) =>
      b.n - a.n || (a.key === null ? 1 : b.key === null ? -1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    const named = ({ key, n, ...rest }: { key: string | null; n: number } & Row) => ({
      name: key ?? 'Não informado',
      count: n,
      ...rest,
    });
    const takenLines = taken.flatMap((o) => linesOf.get(o.id) ?? []);
    const lineFigures = (xs: Line[]) => ({
      items: xs.reduce((s, l) => s + (l.amount ?? 0), 0),
      amount: money(xs.reduce((s, l) => s + l.total_price, 0)),
    });
    const product = (l: Line) => products.find((p) => p.id === l.product_id);

    const buyerOf = (o: Order) =>
      o.consumer_id !== null
        ? `c${o.consumer_id}`
        : o.email?.trim()
          ? `m${o.email.trim().toLowerCase()}`
          : `#${o.id}`;
    const firstOf = new Map<string, number>();
    for (const o of data.orders) firstOf.set(buyerOf(o), Math.min(firstOf.get(buyerOf(o)) ?? Infinity, o.at));
    const buyers = grouped(taken, buyerOf, (xs) => {
      const latest = [...xs].sort((a, b) => b.at - a.at || b.id - a.id)[0];
      const person = latest.consumer_id === null ? undefined : data.people.get(latest.consumer_id);
      return {
        consumer_id: latest.consumer_id,
        name: (person?.fantasy_name as string | null | undefined) ?? latest.people_name ?? '',
        email: (person?.email as string | null | undefined) ?? latest.email ?? null,
        orders: xs.length,
        amount: money(xs.reduce((s, o) => s + o.total, 0)),
        first_order_at: new Date(firstOf.get(buyerOf(latest))!).toISOString(),
      };
    }).map(({ key: _key, n: _n, ...b }) => b as Row);
    return {
      finished: side(true),
      unfinished: side(false),
      by_status: grouped(
        taken,
        (o) => String(o.status),
        (xs) => ({ amount: money(xs.reduce((s, o) => s + o.total, 0)) }),
      )
        .map(({ key, n, amount }) => ({ status: Number(key), count: n, amount }))
        .sort((a, b) => a.status - b.status),
      by_state: grouped(
        taken,
        (o) => o.state,
        (xs) => ({
          items: xs.reduce((s, o) => s + units(o), 0),
          amount: money(xs.reduce((s, o) => s + o.total, 0)),
        }),
      )
        .sort(byCount)
        .map(named),
      product_groups: grouped(takenLines, (l) => product(l)?.group ?? null, lineFigures)
        .sort(byCount)
        .map(named),
      categories: grouped(takenLines, (l) => product(l)?.category ?? null, lineFigures)
        .sort(byCount)
        .map(named),
      // Buyers with the same figures have no set order between them: compared as sets.
      new_buyers_list: buyers.filter((b) => Date.parse(b.first_order_at as string) >= from),
      old_buyers_list: buyers.filter((b) => Date.parse(b.first_order_at as string) < from),
      total: taken.length,
    };
  }

  const sortedBuyers = (list: Row[]) =>
    [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  /** Periods: edges inside days, on whole days, within one day, one minute, the whole week. */
  function periods(): [number, number][] {
    const next = random(7);
    const minuteIn = (d0: number, d1: number) =>
      WEEK_START + Math.floor(d0 * 1440 + next() * (d1 - d0) * 1440) * 60_000;
    const list: [number, number][] = [
      [WEEK_START, WEEK_START + 7 * DAY],
      [WEEK_START - 40 * DAY, WEEK_START + 8 * DAY],
      [WEEK_START + DAY, WEEK_START + 2 * DAY],
      [WEEK_START + 23 * 3_600_000 + 59 * 60_000, WEEK_START + DAY + 60_000],
      [WEEK_START + 2 * DAY + 60_000, WEEK_START + 5 * DAY - 60_000],
    ];
    for (let i = 0; i < 12; i++) {
      const a = minuteIn(-1, 7);
      const b = minuteIn(-1, 8);
      list.push(a < b ? [a, b + 60_000] : [b, a + 60_000]);
    }
    for (let i = 0; i < 4; i++) {
      const a = minuteIn(0, 6);
      list.push([a, a + Math.floor(next() * 600 + 1) * 60_000]);
    }
    return list;
  }

  async function compareAll() {
    const data = await rows();
    let compared = 0;
    for (const [from, before] of periods())
      for (const statuses of [[], [2, 3, 4], [0, 7]]) {
        // 'HH:mm' reaches the end of its minute: the period [from, before) ends on the minute before.
        const body = {
          init_date: local(from),
          finish_date: local(before - 60_000),
          status: statuses,
          show_product_detail: true,
          show_people_detail: true,
          itens_per_page: 1000,
        };
        const res = await t.post('/report/order', body, w.userA);
        expect(res.statusCode, res.body).toBe(200);
        const d = res.json();
        const want = expected(data, from, before, statuses);
        const label = JSON.stringify(body);
        expect(d.finished, label).toEqual(want.finished);
        expect(d.unfinished, label).toEqual(want.unfinished);
        expect(d.by_status, label).toEqual(want.by_status);
        expect(d.by_state, label).toEqual(want.by_state);
        expect(d.product_groups, label).toEqual(want.product_groups);
        expect(d.categories, label).toEqual(want.categories);
        expect(sortedBuyers(d.new_buyers_list), label).toEqual(sortedBuyers(want.new_buyers_list));
        expect(sortedBuyers(d.old_buyers_list), label).toEqual(sortedBuyers(want.old_buyers_list));
        expect(d.orders.total, label).toBe(want.total);
        expect(d.orders.data, label).toHaveLength(want.total);
        compared += want.total;
      }
    // The periods really hold orders (a comparison of empty reports would prove nothing).
    expect(compared).toBeGreaterThan(500);
  }

  it('equal the report worked out from the rows, for every kind of period', async () => {
    await compareAll();
  });

  it('still equal it after the orders, their buyers and their lines change in every way', async () => {
    const store = w.storeA;
    const ids = (
      await t.db.selectFrom('buy').select('id').where('company_id', '=', store).orderBy('id').execute()
    ).map((r) => r.id);
    const some = (k: number) => ids.filter((_, i) => i % k === 0);
    await t.db.updateTable('buy').set({ status: 4 }).where('id', 'in', some(5)).execute();
    await t.db.updateTable('buy').set({ state: 'rj' }).where('id', 'in', some(7)).execute();
    await sql`UPDATE buy SET created_at = created_at + interval '20 hours' WHERE id = ANY(${some(6)}::int[])`.execute(
      t.db,
    );
    await t.db
      .updateTable('buy')
      .set({ products_value: '12.34', discount_value: '1.00' })
      .where('id', 'in', some(9))
      .execute();
    // Buyers: an order moves to a consumer, a consumer's order becomes a guest's, an e-mail changes.
    await t.db.updateTable('buy').set({ consumer_id: consumers[0].id }).where('id', 'in', some(11)).execute();
    await t.db
      .updateTable('buy')
      .set({ consumer_id: null, email: 'nova@teste.dev' })
      .where('id', 'in', some(13))
      .execute();
    // Deleting a consumer leaves its orders as guests' (the key sets consumer_id null).
    await t.db.deleteFrom('consumer').where('id', '=', consumers[1].id).execute();
    // Lines: quantities, an order moved, deleted.
    const lineIds = (
      await t.db.selectFrom('buy_item').select('id').where('company_id', '=', store).orderBy('id').execute()
    ).map((r) => r.id);
    await t.db
      .updateTable('buy_item')
      .set({ amount: 9 })
      .where(
        'id',
        'in',
        lineIds.filter((_, i) => i % 4 === 0),
      )
      .execute();
    await t.db
      .updateTable('buy_item')
      .set({ buy_id: ids[3] })
      .where(
        'id',
        'in',
        lineIds.filter((_, i) => i % 5 === 1),
      )
      .execute();
    await t.db
      .deleteFrom('buy_item')
      .where(
        'id',
        'in',
        lineIds.filter((_, i) => i % 6 === 2),
      )
      .execute();
    // Orders deleted, the earliest ones (buyers' first orders) among them.
    const earliest = await t.db
      .selectFrom('buy')
      .select('id')
      .where('company_id', '=', store)
      .orderBy('created_at')
      .limit(4)
      .execute();
    await t.db
      .deleteFrom('buy')
      .where('id', 'in', [...earliest.map((r) => r.id), ...some(8)])
      .execute();
    await compareAll();
  });
});
