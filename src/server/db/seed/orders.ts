// A store's orders over the last twelve months in every status (0–7), with their items, status
// history (one row per step, in time order), payment attempts and antifraud answers. Returns the
// online sales so the stock ledger can take them out of the grids.
import type { Insertable } from 'kysely';
import type { DB } from '../../../generated/db.js';
import { fromCents } from '../../../shared/money.js';
import type { CouponCartItem } from '../../../shared/calls/index.js';
import { PAYMENT_STATUS } from '../../../shared/payment-status.js';
import { dateIn, formatTime } from '../../../shared/time.js';
import type { Store } from './accounts.js';
import { centsOf, priceCart, type PricingProduct } from '../../marketing/pricing.js';
import { type Catalogue, runsAt, type SeededGrid, type SeededProduct } from './catalogue.js';
import { addHours, DAY, insertRows, reserveIds, type Seed } from './context.js';
import type { UsableCoupon } from './marketing.js';
import type { Consumer } from './people.js';
import { makePerson } from './persons.js';

export interface Sale {
  gridId: number;
  productId: number;
  amount: number;
  at: Date;
  buyId: number;
}

type Status = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Steps an order goes through to reach each status, and when it was placed (days ago). */
const PATHS: Record<Status, { steps: Status[]; placed: [number, number] }> = {
  0: { steps: [0], placed: [0.2, 30] },
  1: { steps: [0, 1], placed: [0.05, 3] },
  2: { steps: [0, 1, 2], placed: [0.5, 8] },
  3: { steps: [0, 1, 2, 3], placed: [3, 15] },
  4: { steps: [0, 1, 2, 3, 4], placed: [12, 365] },
  5: { steps: [0, 5], placed: [5, 365] },
  6: { steps: [0, 1, 6], placed: [3, 365] },
  7: { steps: [0, 1, 7], placed: [1, 365] },
};

/** Hours between reaching `from` and reaching `to`. */
function stepHours(s: Seed, to: Status): number {
  const f = s.faker;
  switch (to) {
    case 1:
      return f.number.float({ min: 0.02, max: 0.5 });
    case 2:
      return f.number.float({ min: 0.5, max: 30 });
    case 3:
      return f.number.float({ min: 20, max: 72 });
    case 4:
      return f.number.float({ min: 40, max: 240 });
    case 5:
      return 72;
    case 6:
      return f.number.float({ min: 2, max: 72 });
    default:
      return f.number.float({ min: 0.05, max: 2 });
  }
}

/**
 * The order's products as pricing.ts sees them at `at`. The seed charges every item its full price,
 * even on sale, so the unit price pricing uses must be that price: no promotion discount, but on_sale
 * still tells whether a promotion ran, for coupons that leave products on sale out.
 */
function pricingProducts(products: SeededProduct[], at: Date): Map<number, PricingProduct> {
  return new Map(
    products.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        price: fromCents(p.price),
        definition_id: p.definitionId,
        category_id: p.categoryId,
        product_groups_id: p.productGroupId,
        promotion_discount: null,
        on_sale: p.promotions.some((promotion) => runsAt(promotion, at)),
      },
    ]),
  );
}

const CARD_BRANDS = ['Visa', 'Mastercard', 'Mastercard', 'Visa', 'Elo', 'American Express', 'Hipercard'];
const NOTES = [
  'Deixar com o porteiro, por favor.',
  'Embalar para presente.',
  'Entregar após as 14h.',
  'Nota fiscal no CNPJ da empresa.',
  'Ligar antes de entregar.',
];

/** Payment provider of each store (see settings.ts). */
const PROVIDER: Record<string, string> = { modaViva: 'pagarmev5', casaVerde: 'rede', passoCerto: 'cielo' };

interface PlannedOrder {
  status: Status;
  placedAt: Date;
  stepTimes: Date[];
  paymentType: number;
}

export async function seedOrders(
  s: Seed,
  store: Store,
  catalogue: Catalogue,
  consumers: Consumer[],
  coupons: UsableCoupon[],
  perStatus: Record<Status, number>,
  emails: Set<string>,
): Promise<Sale[]> {
  const f = s.faker;
  const company_id = store.id;
  const provider = PROVIDER[store.key] ?? 'pagarme';

  // Plan every order first, then give ids in time order (newest order, highest id).
  const plans: PlannedOrder[] = [];
  for (const status of Object.keys(perStatus).map(Number) as Status[]) {
    for (let k = 0; k < perStatus[status]; k++) {
      const { steps, placed } = PATHS[status];
      const gaps = steps.slice(1).map((to) => stepHours(s, to));
      const spanDays = gaps.reduce((a, b) => a + b, 0) / 24;
      const minAgo = Math.max(placed[0], spanDays + 0.02);
      const placedAt = new Date(
        s.now.getTime() - f.number.float({ min: minAgo, max: Math.max(placed[1], minAgo + 0.1) }) * DAY,
      );
      const stepTimes = [placedAt];
      for (const gap of gaps) stepTimes.push(addHours(stepTimes[stepTimes.length - 1], gap));
      const paymentType =
        status === 5
          ? f.helpers.arrayElement([3, 4])
          : status === 7
            ? 0
            : f.helpers.weightedArrayElement([
                { weight: 55, value: 0 },
                { weight: 5, value: 1 },
                { weight: 10, value: 3 },
                { weight: 30, value: 4 },
              ]);
      plans.push({ status, placedAt, stepTimes, paymentType });
    }
  }
  plans.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
  const buyIds = await reserveIds(s, plans.length);

  const buys: Insertable<DB['buy']>[] = [];
  const items: Insertable<DB['buy_item']>[] = [];
  const history: Insertable<DB['buy_status_history']>[] = [];
  const payments: Insertable<DB['payment']>[] = [];
  const antifraud: Insertable<DB['antifraud_response']>[] = [];
  const sales: Sale[] = [];
  // Express delivery by motorcycle courier only where the store has it.
  const sendTypes = [
    { weight: 45, value: 'PAC' },
    { weight: 30, value: 'SEDEX' },
    ...(store.key === 'passoCerto' ? [] : [{ weight: 10, value: 'Entrega Expressa' }]),
    { weight: 15, value: 'Retirada na Loja' },
  ];
  const sellable = catalogue.products.filter((p) => p.active && p.grids.some((g) => g.active));

  for (const [n, plan] of plans.entries()) {
    const buyId = buyIds[n];
    const { status, placedAt, stepTimes } = plan;
    const last = stepTimes[stepTimes.length - 1];

    // Buyer: a consumer who had already signed up, or a guest checkout.
    const known = consumers.filter((c) => c.createdAt < placedAt);
    const consumer = known.length && f.datatype.boolean(0.9) ? f.helpers.arrayElement(known) : undefined;
    const buyer = consumer ?? makePerson(s, emails);

    // Items: 1–3 different products on sale at the time.
    const available = sellable.filter((p) => p.createdAt < placedAt);
    const chosen: SeededProduct[] = f.helpers.arrayElements(available.length ? available : sellable, {
      min: 1,
      max: 3,
    });
    let productsValue = 0;
    const cart: CouponCartItem[] = [];
    for (const product of chosen) {
      const grid: SeededGrid = f.helpers.arrayElement(product.grids.filter((g) => g.active));
      const amount = f.helpers.weightedArrayElement([
        { weight: 8, value: 1 },
        { weight: 2, value: 2 },
      ]);
      const total = product.price * amount;
      productsValue += total;
      cart.push({ product_id: product.id, amount });
      items.push({
        company_id,
        buy_id: buyId,
        product_id: product.id,
        grid_id: grid.id,
        ref: product.ref,
        name: product.name,
        color: grid.color,
        size: grid.size,
        amount,
        unit_price: fromCents(product.price),
        total_price: fromCents(total),
        typeable:
          store.key === 'modaViva' && f.datatype.boolean(0.04)
            ? `Bordado: ${buyer.name.split(' ')[0]}`
            : null,
        created_at: placedAt,
        updated_at: placedAt,
      });
      // Stock leaves the grid when the order is separated (status 2).
      if (status >= 2 && status <= 4)
        sales.push({ gridId: grid.id, productId: product.id, amount, at: stepTimes[2], buyId });
    }

    // The coupon the buyer typed, priced as the store prices it (pricing.ts): a coupon that did not
    // apply to this cart at this time leaves the order without one.
    const typed = f.datatype.boolean(0.2) ? f.helpers.arrayElement(coupons) : undefined;
    const pricing = typed && priceCart(typed, pricingProducts(chosen, placedAt), cart, placedAt);
    const coupon = pricing?.applies ? typed : undefined;
    const discount = pricing?.applies ? Number(centsOf(pricing.discount)) : 0;
    const sendType = f.helpers.weightedArrayElement(sendTypes);
    const pickup = sendType === 'Retirada na Loja';
    const delivery =
      pickup || (sendType === 'PAC' && productsValue >= 29_900)
        ? 0
        : sendType === 'PAC'
          ? f.number.int({ min: 159, max: 349 }) * 10
          : sendType === 'SEDEX'
            ? f.number.int({ min: 259, max: 599 }) * 10
            : 1990;
    const total = productsValue + delivery - discount;
    // Cash only when picking the order up at the store.
    const paymentType = pickup && status === 4 && f.datatype.boolean(0.4) ? 2 : plan.paymentType;
    const shipped = status === 3 || status === 4;
    const trackingCode =
      shipped && !pickup
        ? sendType === 'Entrega Expressa'
          ? `EXP${f.string.numeric(8)}`
          : `${f.string.alpha({ length: 2, casing: 'upper' })}${f.string.numeric(9)}BR`
        : null;
    const deliveredAt = status === 4 ? last : null;
    buys.push({
      id: buyId,
      company_id,
      status,
      send_type: sendType,
      payment_type: paymentType,
      delivery_price: fromCents(delivery),
      products_value: fromCents(productsValue),
      discount_value: fromCents(discount),
      coupon: coupon?.code ?? null,
      people_name: buyer.name,
      email: buyer.email,
      phone_number: buyer.phone,
      cpf_cnpj: buyer.cpf,
      street: buyer.address.street,
      number: buyer.address.number,
      neighborhood: buyer.address.neighborhood,
      city: buyer.address.city,
      state: buyer.address.state,
      cep: buyer.address.cep,
      complement: buyer.address.complement,
      date_of_delivery: deliveredAt ? dateIn(deliveredAt) : null,
      time_of_delivery: deliveredAt ? formatTime(deliveredAt) : null,
      delivery_code: trackingCode,
      delivery_source: pickup
        ? 'Loja'
        : sendType === 'Entrega Expressa'
          ? 'Motoboy'
          : store.key === 'modaViva' && f.datatype.boolean(0.5)
            ? 'Melhor Envio'
            : 'Correios',
      note: f.helpers.maybe(() => f.helpers.arrayElement(NOTES), { probability: 0.2 }) ?? null,
      paid: status >= 2 && status <= 4,
      // Change for cash payments: the note the buyer said they would pay with.
      transshipment: paymentType === 2 ? fromCents(Math.ceil(total / 5000) * 5000) : null,
      printed_at: shipped || (status === 2 && f.datatype.boolean(0.5)) ? addHours(stepTimes[2], 0.5) : null,
      consumer_id: consumer?.id ?? null,
      created_at: placedAt,
      updated_at: last,
    });

    for (const [i, step] of PATHS[status].steps.entries())
      history.push({
        company_id,
        buy_id: buyId,
        status: step,
        from_status: i > 0 ? PATHS[status].steps[i - 1] : null,
        // Payment steps come from the gateway; shipping, delivery and cancelling are people.
        user_id: step === 3 || step === 4 || step === 6 ? store.ownerId : null,
        note:
          step === 3 && trackingCode
            ? `Código de rastreio ${trackingCode}`
            : step === 3
              ? 'Pronto para retirada na loja'
              : step === 5
                ? 'Prazo de pagamento expirado.'
                : step === 6
                  ? f.helpers.arrayElement([
                      'Cancelado a pedido do cliente.',
                      'Produto sem estoque na separação.',
                    ])
                  : step === 7
                    ? 'Pagamento recusado pela operadora do cartão.'
                    : null,
        created_at: stepTimes[i],
        updated_at: stepTimes[i],
      });

    addPayments(s, { store, provider, buyId, status, total, paymentType, stepTimes, payments, antifraud });
  }

  await insertRows(s, 'buy', buys);
  await insertRows(s, 'buy_item', items);
  await insertRows(s, 'buy_status_history', history);
  await insertRows(s, 'payment', payments);
  await insertRows(s, 'antifraud_response', antifraud);
  return sales;
}

const ANTIFRAUD_TEXT: Record<string, string> = {
  APA: 'Aprovado automaticamente por política',
  APM: 'Aprovado manualmente pelo analista',
  AMA: 'Aguardando análise manual',
  NVO: 'Pedido novo, ainda não analisado',
  RPM: 'Reprovado sem suspeita',
  SUS: 'Suspeita de fraude',
  FRD: 'Fraude confirmada',
  CAN: 'Cancelado pelo cliente',
};

function addPayments(
  s: Seed,
  o: {
    store: Store;
    provider: string;
    buyId: number;
    status: Status;
    total: number;
    paymentType: number;
    stepTimes: Date[];
    payments: Insertable<DB['payment']>[];
    antifraud: Insertable<DB['antifraud_response']>[];
  },
): void {
  const f = s.faker;
  const { status, paymentType, stepTimes } = o;
  // An abandoned checkout often never reached the payment step.
  if (status === 0 && f.datatype.boolean(0.5)) return;
  const card = paymentType === 0 || paymentType === 1;
  const outcome =
    status === 0
      ? PAYMENT_STATUS.pending
      : status === 1
        ? card
          ? PAYMENT_STATUS.authorized
          : PAYMENT_STATUS.pending
        : status <= 4
          ? PAYMENT_STATUS.paid
          : status === 5
            ? PAYMENT_STATUS.expired
            : status === 6
              ? PAYMENT_STATUS.cancelled
              : PAYMENT_STATUS.refused;
  // Paid (or tried) right after checkout; an expired boleto/pix was issued at checkout too.
  const at = stepTimes.length > 1 && status !== 5 ? stepTimes[1] : addHours(stepTimes[0], 0.05);
  const base = {
    company_id: o.store.id,
    buy_id: o.buyId,
    source: paymentType === 2 ? 'loja' : o.provider,
    value: fromCents(o.total),
    created_at: at,
    updated_at: stepTimes[stepTimes.length - 1],
  };
  const cardPayment = (code: readonly [number, string], when: Date) => {
    const analysed = o.store.key === 'modaViva';
    return {
      ...base,
      type: paymentType === 1 ? 'debit_card' : 'credit_card',
      payment_source: f.helpers.arrayElement(CARD_BRANDS),
      tid: f.string.numeric(20),
      status: code[1],
      status_code: code[0],
      installments:
        paymentType === 1
          ? 1
          : f.helpers.weightedArrayElement([
              { weight: 4, value: 1 },
              { weight: 3, value: f.number.int({ min: 2, max: 6 }) },
              { weight: 1, value: 10 },
            ]),
      card_last: f.string.numeric(4),
      analyze_status: analysed
        ? code[0] === 3
          ? 'Reprovado'
          : code[0] === 1
            ? 'Em análise'
            : 'Aprovado'
        : null,
      analyze_score: analysed
        ? f.number.float({ min: code[0] === 3 ? 70 : 1, max: code[0] === 3 ? 99 : 40, fractionDigits: 2 })
        : null,
      created_at: when,
    };
  };

  // Some cards were refused once before the buyer tried again.
  if (card && (status === 7 || (status >= 2 && status <= 4)) && f.datatype.boolean(0.3))
    o.payments.push({
      ...cardPayment(PAYMENT_STATUS.refused, addHours(at, -0.1)),
      updated_at: addHours(at, -0.1),
    });

  if (card) o.payments.push(cardPayment(outcome, at));
  else if (paymentType === 2)
    o.payments.push({
      ...base,
      type: 'cash',
      payment_source: 'Dinheiro',
      status: outcome[1],
      status_code: outcome[0],
      installments: 1,
    });
  else if (paymentType === 4)
    o.payments.push({
      ...base,
      type: 'pix',
      payment_source: 'Pix',
      tid: `E${f.string.alphanumeric({ length: 31, casing: 'upper' })}`,
      status: outcome[1],
      status_code: outcome[0],
      installments: 1,
    });
  else {
    const tid = f.string.numeric(11);
    o.payments.push({
      ...base,
      type: 'boleto',
      payment_source: 'Boleto',
      tid,
      status: outcome[1],
      status_code: outcome[0],
      installments: 1,
      payment_slip_url: `https://boletos.${o.store.domain}/${tid}.pdf`,
    });
  }

  // Moda Viva runs card payments through ClearSale.
  if (card && o.store.key === 'modaViva' && status !== 0) {
    const code =
      status === 1
        ? f.helpers.arrayElement(['AMA', 'NVO'])
        : status === 7
          ? f.helpers.arrayElement(['RPM', 'SUS', 'FRD'])
          : status === 6
            ? 'CAN'
            : f.helpers.arrayElement(['APA', 'APA', 'APM']);
    o.antifraud.push({
      company_id: o.store.id,
      buy_id: o.buyId,
      status: code,
      api_response: JSON.stringify({
        code,
        message: ANTIFRAUD_TEXT[code],
        score: f.number.float({ min: 1, max: 99, fractionDigits: 2 }),
        provider: 'ClearSale',
      }),
      created_at: addHours(at, 0.05),
      updated_at: addHours(at, 0.05),
    });
  }
}
