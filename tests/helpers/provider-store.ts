// A store that pays and ships through the real provider clients, against local fakes: not a
// sandbox, its Pagar.me v5 and Melhor Envio credentials saved (sealed) through the API, and an
// address to ship from. Shared by the provider suites.
import { expect } from 'vitest';
import {
  MELHOR_ENVIO_FAKE_TOKEN,
  startMelhorEnvioFake,
  type MelhorEnvioFake,
} from '../fakes/melhor-envio-fake.js';
import { PAGARME_FAKE_SECRET_KEY, startPagarmeFake, type PagarmeFake } from '../fakes/pagarme-fake.js';
import type { TestApp } from './app.js';
import type { World } from './fixtures.js';

export interface ProviderStore {
  pagarme: PagarmeFake;
  melhorEnvio: MelhorEnvioFake;
  /** An order of store A with one item and an authorized payment whose charge id starts with the prefix. */
  newOrder(status?: number): Promise<{ id: number; paymentId: number; tid: string }>;
  close(): Promise<void>;
}

/** Starts the fakes, points the clients at them and sets up store A of the world to use them. */
export async function providerStore(t: TestApp, w: World, tidPrefix: string): Promise<ProviderStore> {
  let seq = 0;
  const pagarme = await startPagarmeFake();
  const melhorEnvio = await startMelhorEnvioFake();
  process.env.PAGARME_API_URL = pagarme.url;
  process.env.MELHOR_ENVIO_API_URL = melhorEnvio.url;
  const saves: [string, Record<string, unknown>][] = [
    ['/receive-data/save', { intermediary: 'pagarmev5', installments: 3 }],
    // The access token the Pagar.me Hub gives a connected store (pagarmev5-save writes it so).
    ['/integration-key-value/save', { key_name: 'pagarmev5_access_token', value: PAGARME_FAKE_SECRET_KEY }],
    ['/integration-key-value/save', { key_name: 'melhor_envio_token', value: MELHOR_ENVIO_FAKE_TOKEN }],
  ];
  for (const [path, body] of saves) {
    const res = await t.post(path, body, w.userA);
    expect(res.statusCode, `${path} ${res.body}`).toBe(201);
  }
  await t.db
    .insertInto('address')
    .values({
      company_id: w.storeA,
      cep: '01310100',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: '1000',
      active: true,
    })
    .execute();
  return {
    pagarme,
    melhorEnvio,
    async newOrder(status = 1) {
      const tid = `${tidPrefix}_${++seq}`;
      const buy = await t.db
        .insertInto('buy')
        .values({
          company_id: w.storeA,
          status: status as 1,
          people_name: 'Ana Souza',
          email: 'ana@teste.dev',
          phone_number: '11987654321',
          cpf_cnpj: '52998224725',
          products_value: '129.90',
          delivery_price: '20.00',
          send_type: 'SEDEX',
          street: 'Rua das Flores',
          number: '10',
          neighborhood: 'Centro',
          city: 'Campinas',
          state: 'SP',
          cep: '13010000',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('buy_item')
        .values({
          company_id: w.storeA,
          buy_id: buy.id,
          name: 'Vestido',
          amount: 1,
          unit_price: '129.90',
          total_price: '129.90',
        })
        .execute();
      const payment = await t.db
        .insertInto('payment')
        .values({
          company_id: w.storeA,
          buy_id: buy.id,
          tid,
          value: '149.90',
          status: 'Autorizado',
          status_code: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: buy.id, paymentId: payment.id, tid };
    },
    async close() {
      delete process.env.PAGARME_API_URL;
      delete process.env.MELHOR_ENVIO_API_URL;
      await pagarme.close();
      await melhorEnvio.close();
    },
  };
}
