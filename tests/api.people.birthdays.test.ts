import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';
import { birthdayWindow, listBirthdays } from '../src/server/people/birthdays.js';
import { today } from '../src/shared/time.js';

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
