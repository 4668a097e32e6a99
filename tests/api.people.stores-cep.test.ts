// POST /api/cep/lookup against a local fake of ViaCEP (never the network), and the phones and
// addresses of a store as the store form's sublists use them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers/app.js';
import { createWorld, type World } from './helpers/fixtures.js';

/** A tiny ViaCEP: 01001000 is known, 99999999 answers {"erro": "true"}, 55555555 fails, 44444444 hangs. */
function fakeViaCep(): Promise<{ server: Server; url: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    calls.push(req.url ?? '');
    const m = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!m) return send(400, { erro: true });
    if (m[1] === '01001000')
      return send(200, {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
      });
    if (m[1] === '55555555') return send(500, { message: 'boom' });
    if (m[1] === '44444444') return; // never answers: the lookup gives up after its timeout
    return send(200, { erro: 'true' });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls }),
    ),
  );
}

describe.each(backends)('CEP lookup and store sublists on $name', (backend) => {
  let t: TestApp;
  let w: World;
  let fake: Awaited<ReturnType<typeof fakeViaCep>>;
  const previous = process.env.CEP_SERVICE_URL;

  beforeAll(async () => {
    fake = await fakeViaCep();
    process.env.CEP_SERVICE_URL = fake.url;
    t = await startTestApp(backend);
    w = await createWorld(t);
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.CEP_SERVICE_URL;
    else process.env.CEP_SERVICE_URL = previous;
    fake?.server.closeAllConnections();
    fake?.server.close();
    await t?.close();
  });

  it('fills state, city, street and neighbourhood of a known CEP, masked or not', async () => {
    for (const cep of ['01001-000', '01001000']) {
      const res = await t.post('/cep/lookup', { cep }, w.admin);
      expect(res.statusCode, cep).toBe(200);
      expect(res.json()).toEqual({
        cep: '01001000',
        state: 'SP',
        city: 'São Paulo',
        street: 'Praça da Sé',
        neighborhood: 'Sé',
      });
    }
    expect(fake.calls).toContain('/ws/01001000/json/');
  });

  it('answers 404 for an unknown CEP', async () => {
    const res = await t.post('/cep/lookup', { cep: '99999-999' }, w.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('CEP não encontrado.');
  });

  it('answers 422 for a malformed CEP without calling the service', async () => {
    const before = fake.calls.length;
    for (const cep of ['123', '01001-00a', '010010001', '']) {
      const res = await t.post('/cep/lookup', { cep }, w.admin);
      expect(res.statusCode, cep).toBe(422);
      expect(res.json().errors.cep).toEqual([expect.any(String)]);
    }
    expect((await t.post('/cep/lookup', {}, w.admin)).statusCode).toBe(422);
    expect(fake.calls.length).toBe(before);
  });

  it('answers 502 when the service fails, times out or is down', async () => {
    const failed = await t.post('/cep/lookup', { cep: '55555-555' }, w.admin);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/Não foi possível consultar o CEP/);
    const started = Date.now();
    const slow = await t.post('/cep/lookup', { cep: '44444-444' }, w.admin);
    expect(slow.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(6000);
    process.env.CEP_SERVICE_URL = 'http://127.0.0.1:1';
    try {
      const down = await t.post('/cep/lookup', { cep: '01001-000' }, w.admin);
      expect(down.statusCode).toBe(502);
    } finally {
      process.env.CEP_SERVICE_URL = fake.url;
    }
  }, 15_000);

  it('is documented in the OpenAPI with its answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const lookup = doc.paths['/api/cep/lookup']?.post;
    expect(lookup?.summary).toMatch(/CEP/);
    expect(Object.keys(lookup.responses)).toEqual(expect.arrayContaining(['200', '404', '422', '502']));
  });

  it('needs a login; store users may look up too', async () => {
    expect((await t.post('/cep/lookup', { cep: '01001-000' })).statusCode).toBe(401);
    expect((await t.post('/cep/lookup', { cep: '01001-000' }, w.userA)).statusCode).toBe(200);
  });

  it("keeps an admin's phones of a store as digits, listed by store", async () => {
    const saved = await t.post(
      '/phone/save',
      { company_id: w.storeA, type: 'w', number: '(11) 9.8765-4321', note: 'Loja' },
      w.admin,
    );
    expect(saved.statusCode).toBeLessThan(300);
    expect(saved.json()).toMatchObject({ number: '11987654321', type: 'w', company_id: w.storeA });
    const bad = await t.post('/phone/save', { company_id: w.storeA, type: 'f', number: '1234' }, w.admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('number');
    const list = await t.post('/phone/index', { company_id: w.storeA }, w.admin);
    expect(list.json().data.map((p: { number: string }) => p.number)).toEqual(['11987654321']);
    const other = await t.post('/phone/index', { company_id: w.storeB }, w.admin);
    expect(other.json().total).toBe(0);
    // A store user sees its own store's phones only.
    expect((await t.post('/phone/index', {}, w.userB)).json().total).toBe(0);
  });

  it("keeps an admin's addresses of a store with the CEP as digits", async () => {
    const path = '/adress/company';
    const saved = await t.post(
      `${path}/save`,
      {
        company_id: w.storeB,
        cep: '01001-000',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Sé',
        street: 'Praça da Sé',
        number: '100',
      },
      w.admin,
    );
    expect(saved.statusCode).toBeLessThan(300);
    expect(saved.json()).toMatchObject({ cep: '01001000', company_id: w.storeB, active: true });
    const bad = await t.post(
      `${path}/save`,
      {
        company_id: w.storeB,
        cep: '0100',
        state: 'XX',
        city: 'S',
        neighborhood: 'S',
        street: 'R',
        number: 'a',
      },
      w.admin,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['cep', 'state', 'city', 'neighborhood', 'number']),
    );
    const list = await t.post(`${path}/index`, { company_id: w.storeB }, w.admin);
    expect(list.json().total).toBe(1);
    expect((await t.post(`${path}/index`, { company_id: w.storeA }, w.admin)).json().total).toBe(0);
  });
});
