import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createProduct, createWorld, type World } from './helpers/fixtures.js';
import { birthdayWindow, listBirthdays } from '../src/server/people/birthdays.js';
import { birthdayCode, createBirthdayCoupon } from '../src/server/marketing/birthday-coupons.js';
import { addDays, COUPON_TIME_ZONE, today, zonedDateTime } from '../src/shared/time.js';

// Calendar arithmetic for the expectations, on UTC dates (no clock shifts).
const day = (d: Date) => d.toISOString().slice(0, 10);
const plus = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const todayInSaoPaulo = () => new Date(`${today()}T00:00:00Z`);
/** A birthday in 2000 (a leap year, so any day and month exists) on the given day and month. */
const bornOn = (d: Date) => `2000-${day(d).slice(5)}`;

describe.each(backends)('birthdays (/contact-list/index-birthday) on $name', (backend) => {
  let t: TestApp;
  let w: World;
  const today = todayInSaoPaulo();
  const sunday = plus(today, -today.getUTCDay());
  const week = Array.from({ length: 7 }, (_, i) => day(plus(sunday, i)).slice(5));
  // 3 days ahead when that is still this week (Sunday to Wednesday), else 3 days back.
  const nearby = plus(today, today.getUTCDay() <= 3 ? 3 : -3);
  // A day of this month outside this week.
  const sameMonth = Array.from(
    { length: 28 },
    (_, i) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), i + 1)),
  ).find((d) => !week.includes(day(d).slice(5)))!;
  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 15));
  const people: Record<string, string | null> = {
    Hoje: bornOn(today),
    Semana: bornOn(nearby),
    Mes: bornOn(sameMonth),
    Proximo: bornOn(nextMonth),
    Sem: null,
  };
  const expected = (keep: (md: string) => boolean) =>
    Object.entries(people)
      .filter(([, b]) => b && keep(b.slice(5)))
      .map(([name]) => name)
      .sort();

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    let n = 0;
    for (const [name, birthday] of Object.entries(people)) {
      const res = await t.post(
        '/contact-list/save',
        // The spec's misspelt twin is accepted too.
        {
          name,
          email: `p${++n}@c.dev`,
          phone: '11987654321',
          ...(n === 2 ? { birhtday: birthday } : { birthday }),
        },
        w.userA,
      );
      expect(res.statusCode).toBe(201);
    }
    await t.post(
      '/contact-list/save',
      { name: 'Outra Loja', email: 'o@c.dev', phone: '1133334444', birthday: bornOn(today) },
      w.userB,
    );
  });
  afterAll(() => t?.close());

  const names = async (body: object, token: string) => {
    const res = await t.post('/contact-list/index-birthday', body, token);
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .data.map((r: { name: string }) => r.name)
      .sort();
  };

  it('finds the birthdays of today, this week and this month in São Paulo', async () => {
    const md = day(today).slice(5);
    expect(await names({ period: 'today' }, w.userA)).toEqual(['Hoje']);
    expect(await names({ period: 'week' }, w.userA)).toEqual(expected((b) => week.includes(b)));
    expect(await names({ period: 'week' }, w.userA)).toEqual(expect.arrayContaining(['Hoje', 'Semana']));
    const month = expected((b) => b.slice(0, 2) === md.slice(0, 2));
    expect(await names({ period: 'month' }, w.userA)).toEqual(month);
    expect(month).toEqual(expect.arrayContaining(['Hoje', 'Mes']));
    expect(month).not.toContain('Proximo');
    // The month is the default period.
    expect(await names({}, w.userA)).toEqual(month);
  });

  it('answers the rows the panel shows, ordered by day of the year', async () => {
    const res = (await t.post('/contact-list/index-birthday', { period: 'week' }, w.userA)).json();
    expect(Object.keys(res.data[0]).sort()).toEqual(['birthday', 'email', 'id', 'name', 'phone']);
    const hoje = res.data.find((r: { name: string }) => r.name === 'Hoje');
    expect(hoje).toMatchObject({ birthday: bornOn(today), phone: '11987654321', email: expect.any(String) });
    const days = res.data.map((r: { birthday: string }) => r.birthday.slice(5));
    expect(days).toEqual([...days].sort());
  });

  it('keeps each store to its own contacts; the admin picks a store', async () => {
    expect(await names({ period: 'today', company_id: w.storeA }, w.userB)).toEqual(['Outra Loja']);
    expect(await names({ period: 'today', company_id: w.storeB }, w.admin)).toEqual(['Outra Loja']);
    expect(await names({ period: 'today', company_id: w.storeA }, w.admin)).toEqual(['Hoje']);
    expect(await names({ period: 'today' }, w.admin)).toEqual(['Hoje', 'Outra Loja']);
  });

  it('uses the São Paulo calendar across a year end (fixed clock)', async () => {
    // 02:00 UTC on 1 January 2025 is still 31 December 2024, 23:00, in São Paulo; that week runs
    // from Sunday 29 December to Saturday 4 January.
    const now = new Date('2025-01-01T02:00:00Z');
    const rows: Record<string, string> = {
      Dez31: '1990-12-31',
      Dez30: '1985-12-30',
      Dez01: '1970-12-01',
      Jan01: '2001-01-01',
      Jan03: '1999-01-03',
      Jan05: '1999-01-05',
      Dez28: '1999-12-28',
    };
    const store = (
      await t.db
        .insertInto('company')
        .values({ fantasy_name: 'Loja Relógio', cpf_cnpj: '11222333000181', email: 'r@l.dev' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    let n = 0;
    for (const [name, birthday] of Object.entries(rows))
      await t.db
        .insertInto('contact')
        .values({ company_id: store, name, email: `r${++n}@c.dev`, phone: '11987654321', birthday })
        .execute();
    const user = {
      id: 1,
      name: 'u',
      email: 'u@x.dev',
      admin: false,
      full_permission: false,
      company_id: store,
    };
    const at = async (period: string) =>
      (await listBirthdays(t.scopeOf(user), { period }, now)).data.map((r) => r.name);
    expect(await at('today')).toEqual(['Dez31']);
    // In the order of the year's days.
    expect(await at('week')).toEqual(['Jan01', 'Jan03', 'Dez30', 'Dez31']);
    expect(await at('month')).toEqual(['Dez01', 'Dez28', 'Dez30', 'Dez31']);
  });

  it('rejects an unknown period', async () => {
    const res = await t.post('/contact-list/index-birthday', { period: 'year' }, w.userA);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('period');
  });
});

describe('birthdayWindow', () => {
  it('covers Sunday to Saturday, across months', () => {
    // Wednesday 30 April 2025.
    expect(birthdayWindow('2025-04-30', 'week')).toEqual({
      days: ['04-27', '04-28', '04-29', '04-30', '05-01', '05-02', '05-03'],
    });
    expect(birthdayWindow('2025-04-30', 'month')).toEqual({ month: '04' });
  });

  it('celebrates 29 February on the 28th when the year has no 29th', () => {
    expect(birthdayWindow('2025-02-28', 'today')).toEqual({ days: ['02-28', '02-29'] });
    expect(birthdayWindow('2024-02-28', 'today')).toEqual({ days: ['02-28'] });
    expect(birthdayWindow('2024-02-29', 'today')).toEqual({ days: ['02-29'] });
  });
});

describe.each(backends)('birthday coupon (/birthdays/coupon) on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let ana = 0;
  let outra = 0;
  const CODE = /^NIVER-ANA-[A-HJ-NP-Z2-9]{4}$/;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
    const save = async (body: object, token: string) => {
      const res = await t.post('/contact-list/save', body, token);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    ana = await save(
      { name: 'Ána Júlia Souza', email: 'ana@c.dev', phone: '11987654321', birthday: '1990-05-04' },
      w.userA,
    );
    outra = await save(
      { name: 'Outra Pessoa', email: 'outra@c.dev', phone: '11987654321', birthday: '1990-05-04' },
      w.userB,
    );
  });
  afterAll(() => t?.close());

  const coupons = () => t.db.selectFrom('coupon').selectAll().orderBy('id').execute();

  it('makes a single-use coupon for the person, valid 30 days on the coupon clock', async () => {
    const before = Date.now();
    const res = await t.post('/birthdays/coupon', { id: ana }, w.userA);
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json();
    expect(coupon).toMatchObject({
      id: expect.any(Number),
      code: expect.stringMatching(CODE),
      discount_rate: 10,
      max_uses: 1,
      contact_id: ana,
      company_id: w.storeA,
      active: true,
      remove_sale: false,
      description: 'Cupom de aniversário de Ána Júlia Souza',
    });
    // The end of the day 30 days from today, on the America/Bahia clock.
    const lastDay = addDays(today(COUPON_TIME_ZONE), 30);
    expect(Date.parse(coupon.expire_date)).toBe(
      Date.parse(zonedDateTime(lastDay, COUPON_TIME_ZONE, { endOfDay: true }) as string),
    );
    expect(Date.parse(coupon.init_date)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(coupon.init_date)).toBeLessThanOrEqual(Date.now() + 1000);
    // As stored.
    const stored = await t.db
      .selectFrom('coupon')
      .selectAll()
      .where('id', '=', coupon.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      company_id: w.storeA,
      code: coupon.code,
      max_uses: 1,
      contact_id: ana,
      active: true,
      description: 'Cupom de aniversário de Ána Júlia Souza',
    });
    expect(Number(stored.discount_rate)).toBe(10);
    expect(Number(stored.discount_value)).toBe(0);
    // The coupon list and form read it like any other.
    const shown = await t.post('/discount-cupons/show', { id: coupon.id }, w.userA);
    expect(shown.json()).toMatchObject({ code: coupon.code, max_uses: 1, contact_id: ana });
  });

  it('gives each call its own code, and takes the rate asked for', async () => {
    const a = (await t.post('/birthdays/coupon', { id: ana }, w.userA)).json();
    const b = await t.post('/birthdays/coupon', { id: String(ana), discount_rate: 15.5 }, w.userA);
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json().code).toMatch(CODE);
    expect(b.json().code).not.toBe(a.code);
    expect(b.json().discount_rate).toBe(15.5);
  });

  it('tries another code when the one drawn is taken in the store', async () => {
    await t.db
      .insertInto('coupon')
      .values({ company_id: w.storeA, code: 'niver-ana-aaaa', discount_rate: '5' })
      .execute();
    const drawn = ['AAAA', 'BBBB'];
    const user = {
      id: w.userAId,
      name: 'a',
      email: 'a@teste.dev',
      admin: false,
      full_permission: true,
      company_id: w.storeA,
    };
    const coupon = await createBirthdayCoupon(t.scopeOf(user), { id: ana }, { suffix: () => drawn.shift()! });
    expect(coupon.code).toBe('NIVER-ANA-BBBB');
  });

  it("answers 404 for another store's person (as for no one), storing nothing; the admin uses the person's store", async () => {
    const before = await coupons();
    for (const id of [ana, 999_999_999]) {
      const res = await t.post('/birthdays/coupon', { id, company_id: w.storeA }, w.userB);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Registro não encontrado.');
    }
    expect(await coupons()).toEqual(before);
    const res = await t.post('/birthdays/coupon', { id: outra, company_id: w.storeA }, w.admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      company_id: w.storeB,
      contact_id: outra,
      code: expect.stringMatching(/^NIVER-OUTRA-/),
    });
  });

  it('refuses bad input with a pt-BR 422 and stores nothing, never a 500', async () => {
    const before = await coupons();
    const cases: [unknown, string][] = [
      [{}, 'id'],
      [{ id: 'abc' }, 'id'],
      [{ id: -3 }, 'id'],
      [{ id: ana, discount_rate: 0 }, 'discount_rate'],
      [{ id: ana, discount_rate: 101 }, 'discount_rate'],
      [{ id: ana, discount_rate: 'dez' }, 'discount_rate'],
    ];
    for (const [body, field] of cases) {
      const res = await t.post('/birthdays/coupon', body, w.userA);
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(422);
      const { message, errors } = res.json();
      expect(message).toBe('Os dados informados são inválidos.');
      expect(errors[field][0]).toMatch(/Aniversariante|Taxa/);
    }
    // Bodies that are not a JSON object.
    for (const body of [[ana], null, 7]) {
      const res = await t.post('/birthdays/coupon', body, w.userA);
      expect(res.statusCode, res.body).toBe(422);
    }
    expect(await coupons()).toEqual(before);
  });

  it('prices a cart until one order uses it, then answers it was used', async () => {
    const product = await createProduct(t, w.userA, { price: '50.00' });
    const coupon = (await t.post('/birthdays/coupon', { id: ana }, w.userA)).json();
    const simulate = async () =>
      (
        await t.post(
          '/discount-cupons/simulate',
          { coupon_id: coupon.id, items: [{ product_id: product.id, amount: 2 }] },
          w.userA,
        )
      ).json();
    expect(await simulate()).toMatchObject({ applies: true, discount: '10.00' });
    await t.db
      .insertInto('buy')
      .values({ company_id: w.storeA, status: 1, people_name: 'Ána Júlia Souza', coupon: coupon.code })
      .execute();
    expect(await simulate()).toMatchObject({
      applies: false,
      reason: 'Cupom já utilizado.',
      discount: '0.00',
    });
  });

  it('needs a session', async () => {
    expect((await t.post('/birthdays/coupon', { id: ana })).statusCode).toBe(401);
  });
});

describe('birthdayCode', () => {
  it('is the first name in upper case without accents, and the suffix', () => {
    expect(birthdayCode('Maria da Silva', '7K3Q')).toBe('NIVER-MARIA-7K3Q');
    expect(birthdayCode('  joão  pedro', 'AB12')).toBe('NIVER-JOAO-AB12');
    expect(birthdayCode("D'Ávila Çarlos", 'ZZZZ')).toBe('NIVER-DAVILA-ZZZZ');
    expect(birthdayCode('!!!', 'ZZZZ')).toBe('NIVER-ZZZZ');
    expect(birthdayCode('Maximilianobartolomeu Ribeiro', 'ABCD')).toBe('NIVER-MAXIMILIANOBARTOLOME-ABCD');
  });
});
