// 'Agendar Campanhas' through the API (/campaigns): CRUD of a store's campaigns; the period's 422s
// (the end after the start, on save and on an update of one date); the coupon valid exactly in the
// campaign's period (its dates follow on save and update; a coupon no longer named keeps its own);
// the server's status by the dates; tenancy (another store's campaign or coupon is never reached).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';
import { countRows } from './helpers/samples.js';

type Row = Record<string, unknown>;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const at = (v: unknown) => Date.parse(String(v));

describe.each(backends)('campaigns on $name', (backend) => {
  let t: TestApp;
  let w: World;
  const now = Date.now();
  const future = { init_date: iso(now + 10 * DAY), finish_date: iso(now + 17 * DAY) };

  const post = (path: string, body: Row, token: string) => t.post(path, body, token);
  async function coupon(token: string, code: string, extra: Row = {}): Promise<Row> {
    const res = await post('/discount-cupons/save', { code, discount_rate: 10, ...extra }, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const showCoupon = async (id: unknown, token: string) =>
    (await post('/discount-cupons/show', { id }, token)).json() as Row;

  beforeAll(async () => {
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(() => t.close());

  it('saves a campaign whose coupon becomes valid exactly in its period', async () => {
    const c = await coupon(w.userA, 'NATAL10');
    const res = await post(
      '/campaigns/save',
      { name: 'Natal  2030', ...future, coupon_id: c.id, segment: 'loyal', message: 'Olá! Cupom NATAL10.' },
      w.userA,
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      name: 'Natal 2030',
      coupon_id: c.id,
      segment: 'loyal',
      message: 'Olá! Cupom NATAL10.',
      status: 'scheduled',
      active: true,
      company_id: w.storeA,
    });
    expect(at(saved.init_date)).toBe(at(future.init_date));
    expect(at(saved.finish_date)).toBe(at(future.finish_date));
    const stored = await showCoupon(c.id, w.userA);
    expect(at(stored.init_date)).toBe(at(future.init_date));
    expect(at(stored.expire_date)).toBe(at(future.finish_date));
    // Listed and shown to its store.
    const list = (await post('/campaigns/index', { segment: 'loyal' }, w.userA)).json();
    expect(list.data.map((r: Row) => r.id)).toEqual([saved.id]);
    expect((await post('/campaigns/show', { id: saved.id }, w.userA)).json()).toMatchObject({
      name: 'Natal 2030',
    });
  });

  it('reads dates without a zone on the coupon clock (America/Bahia)', async () => {
    const res = await post(
      '/campaigns/save',
      { name: 'Relógio', init_date: '2030-01-10 08:00:00', finish_date: '2030-01-12' },
      w.userA,
    );
    expect(res.statusCode).toBe(201);
    expect(at(res.json().init_date)).toBe(at('2030-01-10T11:00:00Z'));
    // A bare end date is the end of its day.
    expect(at(res.json().finish_date)).toBe(at('2030-01-13T02:59:59Z'));
  });

  it('moves the coupon’s dates with the campaign’s; a coupon no longer named keeps its own', async () => {
    const a = await coupon(w.userA, 'MOVE-A');
    const b = await coupon(w.userA, 'MOVE-B');
    const saved = (
      await post('/campaigns/save', { name: 'Mudança', ...future, coupon_id: a.id }, w.userA)
    ).json();
    const later = iso(now + 30 * DAY);
    const res = await post('/campaigns/update', { id: saved.id, finish_date: later }, w.userA);
    expect(res.statusCode).toBe(201);
    expect(at((await showCoupon(a.id, w.userA)).expire_date)).toBe(at(later));
    const init = iso(now + 20 * DAY);
    await post('/campaigns/update', { id: saved.id, coupon_id: b.id, init_date: init }, w.userA);
    const newOne = await showCoupon(b.id, w.userA);
    expect([at(newOne.init_date), at(newOne.expire_date)]).toEqual([at(init), at(later)]);
    const old = await showCoupon(a.id, w.userA);
    expect([at(old.init_date), at(old.expire_date)]).toEqual([at(future.init_date), at(later)]);
  });

  it('works out the status from the dates and the active switch', async () => {
    const cases: [Row, string][] = [
      [{ init_date: iso(now - DAY), finish_date: iso(now + DAY) }, 'running'],
      [{ init_date: iso(now - 3 * DAY), finish_date: iso(now - DAY) }, 'finished'],
      [{ ...future, active: false }, 'draft'],
      // A status sent is not the client's to set.
      [{ ...future, status: 'finished' }, 'scheduled'],
    ];
    for (const [body, status] of cases) {
      const res = await post('/campaigns/save', { name: `Status ${status}`, ...body }, w.userA);
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe(status);
      expect((await post('/campaigns/show', { id: res.json().id }, w.userA)).json().status).toBe(status);
    }
    // A campaign whose period began since it was saved reads as running (never a stale status).
    const saved = (await post('/campaigns/save', { name: 'Já começou', ...future }, w.userA)).json();
    await t.db
      .updateTable('campaign')
      .set({ init_date: new Date(now - DAY) })
      .where('id', '=', saved.id)
      .execute();
    const listed = (await post('/campaigns/index', { q: 'Já começou' }, w.userA)).json();
    expect(listed.data[0].status).toBe('running');
  });

  it('answers 422 in pt-BR for a bad period or field, storing nothing', async () => {
    const before = await countRows(t, 'campaign');
    const cases: [Row, Row][] = [
      [
        { name: 'Ao contrário', init_date: future.finish_date, finish_date: future.init_date },
        { finish_date: ['A data final deve ser depois da data inicial'] },
      ],
      [
        { name: 'Mesmo instante', init_date: future.init_date, finish_date: future.init_date },
        { finish_date: ['A data final deve ser depois da data inicial'] },
      ],
      [{ ...future }, { name: ['Por favor insira Nome'] }],
      [{ name: 'Sem início', finish_date: future.finish_date }, { init_date: ['Por favor insira Início'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await post('/campaigns/save', body, w.userA);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toMatchObject(errors);
    }
    const bad = await post('/campaigns/save', { name: 'Segmento', ...future, segment: 'vip' }, w.userA);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['segment']);
    expect(await countRows(t, 'campaign')).toBe(before);
    // An update of one date is checked against the stored other one.
    const c = await coupon(w.userA, 'FICA');
    const saved = (
      await post('/campaigns/save', { name: 'Fica', ...future, coupon_id: c.id }, w.userA)
    ).json();
    const res = await post('/campaigns/update', { id: saved.id, finish_date: iso(now + 5 * DAY) }, w.userA);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ finish_date: ['A data final deve ser depois da data inicial'] });
    const kept = (await post('/campaigns/show', { id: saved.id }, w.userA)).json();
    expect(at(kept.finish_date)).toBe(at(future.finish_date));
    expect(at((await showCoupon(c.id, w.userA)).expire_date)).toBe(at(future.finish_date));
  });

  it('never reaches another store’s campaign or coupon', async () => {
    const theirs = await coupon(w.userB, 'DELES', { init_date: '2030-05-01', expire_date: '2030-05-31' });
    const before = await showCoupon(theirs.id, w.userB);
    const count = await countRows(t, 'campaign');
    // Store A naming store B's coupon: as a coupon that does not exist.
    const res = await post('/campaigns/save', { name: 'Alheio', ...future, coupon_id: theirs.id }, w.userA);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ coupon_id: ['Cupom não encontrado(a)'] });
    // Nor an admin saving for store A.
    const admin = await post(
      '/campaigns/save',
      { company_id: w.storeA, name: 'Alheio', ...future, coupon_id: theirs.id },
      w.admin,
    );
    expect(admin.statusCode).toBe(422);
    expect(await countRows(t, 'campaign')).toBe(count);
    expect(await showCoupon(theirs.id, w.userB)).toEqual(before);

    const mine = (await post('/campaigns/save', { name: 'Só da A', ...future }, w.userA)).json();
    expect((await post('/campaigns/show', { id: mine.id }, w.userB)).statusCode).toBe(404);
    expect((await post('/campaigns/update', { id: mine.id, name: 'Invadida' }, w.userB)).statusCode).toBe(
      404,
    );
    expect((await post('/campaigns/delete', { id: mine.id }, w.userB)).statusCode).toBe(404);
    const listB = (await post('/campaigns/index', {}, w.userB)).json();
    expect(listB.data.map((r: Row) => r.id)).not.toContain(mine.id);
    // The admin sees every store's, names the store to save one, and may delete.
    const all = (await post('/campaigns/index', { itens_per_page: 100 }, w.admin)).json();
    expect(all.data.map((r: Row) => r.id)).toContain(mine.id);
    const noStore = await post('/campaigns/save', { name: 'Sem loja', ...future }, w.admin);
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors).toMatchObject({ company_id: ['Por favor insira Loja'] });
    const forB = await post(
      '/campaigns/save',
      { company_id: w.storeB, name: 'Para a B', ...future, coupon_id: theirs.id },
      w.admin,
    );
    expect(forB.statusCode).toBe(201);
    expect(at((await showCoupon(theirs.id, w.userB)).init_date)).toBe(at(future.init_date));
    expect((await post('/campaigns/delete', { id: mine.id }, w.userA)).statusCode).toBe(200);
    expect((await post('/campaigns/show', { id: mine.id }, w.userA)).statusCode).toBe(404);
  });

  it('a deleted coupon leaves its campaign without one', async () => {
    const c = await coupon(w.userA, 'SOME');
    const saved = (
      await post('/campaigns/save', { name: 'Sem cupom depois', ...future, coupon_id: c.id }, w.userA)
    ).json();
    expect((await post('/discount-cupons/delete', { id: c.id }, w.userA)).statusCode).toBe(200);
    const after = (await post('/campaigns/show', { id: saved.id }, w.userA)).json();
    expect(after.coupon_id).toBeNull();
    expect(after.company_id).toBe(w.storeA);
  });
});
