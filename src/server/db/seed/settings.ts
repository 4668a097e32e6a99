// Store settings: how the store receives payments (with an exception rule), delivery settings with
// a restriction, and integration keys (shipping, stock, marketing).
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DB } from '../../../generated/db.js';
import type { Store } from './accounts.js';
import { fromCents } from '../../../shared/money.js';
import { addDays, insertRows, type Seed, withIds } from './context.js';

type ReceiveData = Omit<Insertable<DB['receive_data']>, 'company_id'>;

/**
 * The store's payment settings and the integration keys holding its intermediary's credentials
 * (settings/payment-credentials.ts): Moda Viva is connected to Pagar.me v5, Casa Verde holds its
 * e.Rede PV and token, Passo Certo's Cielo credentials are on the record. The faker draws stay in
 * the order they always had, so the rest of the demo data does not change.
 */
function receiveDataOf(s: Seed, store: Store): { settings: ReceiveData; keys: Record<string, string> } {
  const f = s.faker;
  const email = `financeiro@${store.domain}`;
  switch (store.key) {
    case 'modaViva':
      return {
        keys: {
          pagarmev5_access_token: `sk_${createHash('sha256').update(store.domain).digest('hex').slice(0, 32)}`,
        },
        settings: {
          intermediary: 'pagarmev5',
          api_version: 5,
          installments: 6,
          minimum_installment_value: fromCents(5000),
          email,
          soft_descriptor: 'MODAVIVA',
          send_client_mail: true,
          payment_slip: true,
          payment_slip_intermediary: 'pagarme',
          capture_automatic: false,
          antifraud: 'clear-sale',
          antifraud_service: 'ClearSale Total Garantido',
          capture_low_risk: true,
          void_high_risk: true,
          payment_rule_to_consider: 'buy',
          pix: `pix@${store.domain}`,
          extra_receive_info: JSON.stringify({
            pix: { key: `pix@${store.domain}`, expires_in: 3600, discount: 5 },
          }),
          key_name: 'pagarmev5_access_token',
        },
      };
    case 'casaVerde': {
      const keys = {
        rede_pv: f.string.numeric(9),
        rede_token: f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
      };
      return {
        keys,
        settings: {
          intermediary: 'rede',
          api_version: 1,
          installments: 10,
          minimum_installment_value: fromCents(3000),
          email,
          soft_descriptor: 'CASAVERDE',
          capture_automatic: true,
          payment_rule_to_consider: 'product',
          pix: f.string.numeric(14),
          key_name: 'rede_token',
        },
      };
    }
    default:
      return {
        keys: {},
        settings: {
          intermediary: 'cielo',
          api_version: 1,
          installments: 3,
          minimum_installment_value: fromCents(10000),
          email,
          soft_descriptor: 'PASSOCERTO',
          merchant_id: f.string.uuid(),
          merchant_key: f.string.alphanumeric({ length: 40, casing: 'upper' }),
          capture_automatic: true,
        },
      };
  }
}

export async function seedSettings(s: Seed, store: Store): Promise<void> {
  const f = s.faker;
  const company_id = store.id;
  const at = addDays(store.createdAt, 15);
  const stamp = { created_at: at, updated_at: at };

  const payment = receiveDataOf(s, store);
  const [receive] = await withIds(s, [{ company_id, ...payment.settings, ...stamp }]);
  await insertRows(s, 'receive_data', [receive]);
  await insertRows(
    s,
    'integration_key',
    Object.entries(payment.keys).map(([key_name, value]) => ({ company_id, key_name, value, ...stamp })),
  );
  await insertRows(s, 'receive_data_rule', [
    // 5% off with pix; 12 instalments on card cost the buyer 2.99%.
    {
      company_id,
      receive_data_id: receive.id,
      installments: 1,
      rate: 5,
      rule_type: 0,
      payment_type: 4,
      ...stamp,
    },
    {
      company_id,
      receive_data_id: receive.id,
      installments: 12,
      rate: 2.99,
      rule_type: 1,
      payment_type: 0,
      ...stamp,
    },
  ]);

  await insertRows(s, 'delivery_settings', [
    {
      company_id,
      cd_empresa_correios: f.string.numeric(8),
      sds_senha_correios: f.string.alphanumeric(10),
      open_delivery: true,
      withdrawal: true,
      intermediary: store.key === 'modaViva' ? 1 : null,
      additional_value: fromCents(store.key === 'casaVerde' ? 500 : 0),
      apply_additional_all: store.key === 'casaVerde',
      product_rule: false,
      ...stamp,
    },
  ]);
  const cep = store.city.cep;
  await insertRows(s, 'delivery_restriction', [
    {
      company_id,
      type: `Entrega expressa em ${store.city.city}`,
      term: 1,
      init_cep_rate: `${String(cep[0]).padStart(5, '0')}000`,
      final_cep_rate: `${String(cep[1]).padStart(5, '0')}999`,
      minimum_buy_value: fromCents(15000),
      delivery_price: fromCents(1990),
      more_quote: true,
      ...stamp,
    },
    {
      company_id,
      type: 'Frete grátis Sudeste',
      term: 5,
      init_cep_rate: '01000000',
      final_cep_rate: '39999999',
      minimum_buy_value: fromCents(29900),
      delivery_price: fromCents(0),
      more_quote: false,
      active: store.key !== 'passoCerto',
      ...stamp,
    },
  ]);

  const keys: Record<string, string[]> = {
    modaViva: [
      'melhor_envio_token',
      'bling_token',
      'facebook_pixel_token',
      'conversion_api_facebook',
      'google_analytics_4_token',
    ],
    casaVerde: ['tiny_token', 'facebook_pixel_token'],
    passoCerto: ['progrid_token'],
  };
  await insertRows(
    s,
    'integration_key',
    (keys[store.key] ?? []).map((key_name) => ({
      company_id,
      key_name,
      value:
        key_name === 'google_analytics_4_token'
          ? `G-${f.string.alphanumeric({ length: 10, casing: 'upper' })}`
          : key_name === 'facebook_pixel_token'
            ? f.string.numeric(15)
            : f.string.alphanumeric(40),
      ...stamp,
    })),
  );
}
