// /order/getOrdersDetail: everything the order detail screen shows, read in one go. Records go out in
// their entities' shapes (selectRecords); the total is SQL numeric arithmetic.
import { entities } from '../../generated/registry.js';
import type {
  OrderAddress,
  OrderDetail,
  OrderHistoryRow,
  OrderInfo,
  OrderItem,
  OrderPayment,
} from '../../shared/calls/index.js';
import type { RawBuilder } from 'kysely';
import { compiledOnce, readerKey } from '../crud/compiled-once.js';
import { type Reader, parseId, selectRecords, type Row } from '../crud/records.js';
import { notFound } from '../http/errors.js';
import { PAYMENT_STATUS } from '../../shared/payment-status.js';
import type { PackageSize } from '../../shared/shipping.js';
import type { Scope } from '../tenancy/scope.js';
import { orderTotal } from './total.js';

/** Capture and reject are offered for an open payment (0), or an authorised one (1) of an order in analysis. */
export const paymentMayAct = (paymentCode: number | null, orderStatus: number): boolean =>
  paymentCode === 0 || (paymentCode === 1 && orderStatus === 1);

/** What the detail's statements take as parameters: the order, and for the addresses its buyer. */
interface Values extends Record<string, unknown> {
  buy: number;
  company: number;
  buyer: number | string;
}
const VALUE_NAMES = ['buy', 'company', 'buyer'] as const;
type Slot = RawBuilder<number>;
type PackageRow = { id: number } & PackageSize;
interface ImageRow {
  product_id: number;
  img_name: string | null;
  color: string | null;
}
type AddressRow = Omit<OrderAddress, 'current'>;

// Each statement is built, scoped and compiled once per reader (crud/compiled-once.ts): the order
// detail's eight were built and walked by the store filter on every call (~40% of its CPU time).
const orderOf = compiledOnce<Reader, Row, Values>(VALUE_NAMES, (reader, v) =>
  selectRecords(reader, entities.buy)
    .select(orderTotal('t').as('total'))
    .where('t.id', '=', v.buy as Slot),
);
const itemsOf = compiledOnce<Reader, Row, Values>(VALUE_NAMES, (reader, v) =>
  selectRecords(reader, entities.buy_item)
    .where('t.buy_id', '=', v.buy as Slot)
    .orderBy('t.id'),
);
// Each product's packed weight and sizes (the Melhor Envio form's parcel, src/shared/shipping.ts).
const packagesOf = compiledOnce<Reader, PackageRow, Values>(VALUE_NAMES, (reader, v) =>
  reader.db
    .selectFrom('product as p')
    .innerJoin('buy_item as b', (j) =>
      j.onRef('b.product_id', '=', 'p.id').onRef('b.company_id', '=', 'p.company_id'),
    )
    .select(['p.id', 'p.weight_packed', 'p.length_packed', 'p.width_packed', 'p.height_packed'])
    .distinct()
    .where('b.buy_id', '=', v.buy as Slot),
);
const imagesOf = compiledOnce<Reader, ImageRow, Values>(VALUE_NAMES, (reader, v) =>
  reader.db
    .selectFrom('product_image as i')
    .innerJoin('buy_item as b', (j) =>
      j.onRef('b.product_id', '=', 'i.product_id').onRef('b.company_id', '=', 'i.company_id'),
    )
    .select(['i.product_id', 'i.img_name', 'i.color'])
    .where('b.buy_id', '=', v.buy as Slot)
    .where('i.img_name', 'is not', null)
    .orderBy('i.relevance')
    .orderBy('i.id'),
);
const paymentsOf = compiledOnce<Reader, Row, Values>(VALUE_NAMES, (reader, v) =>
  selectRecords(reader, entities.payment)
    .where('t.buy_id', '=', v.buy as Slot)
    .orderBy('t.created_at')
    .orderBy('t.id'),
);
const antifraudOf = compiledOnce<Reader, Row, Values>(VALUE_NAMES, (reader, v) =>
  selectRecords(reader, entities.antifraud_response)
    .where('t.buy_id', '=', v.buy as Slot)
    .orderBy('t.created_at')
    .orderBy('t.id'),
);
const historyOf = compiledOnce<Reader, Row, Values>(VALUE_NAMES, (reader, v) =>
  reader.db
    .selectFrom('buy_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.status',
      'h.from_status',
      'h.created_at',
      'h.user_id',
      'u.name as user_name',
      'h.note',
    ])
    .where('h.buy_id', '=', v.buy as Slot)
    .orderBy('h.created_at')
    .orderBy('h.id'),
);
const ADDRESS_FIELDS = ['street', 'number', 'complement', 'neighborhood', 'city', 'state', 'cep'] as const;
/** The same buyer's other orders with an address: by customer, or by e-mail for a guest. */
const otherAddressesOf = (by: 'consumer_id' | 'email') =>
  compiledOnce<Reader, AddressRow, Values>(VALUE_NAMES, (reader, v) =>
    reader.db
      .selectFrom('buy')
      .select([...ADDRESS_FIELDS])
      .where('company_id', '=', v.company as Slot)
      .where('id', '!=', v.buy as Slot)
      .where(by, '=', v.buyer as never)
      .where('street', 'is not', null)
      .orderBy('id', 'desc')
      .limit(20),
  );
const byConsumer = otherAddressesOf('consumer_id');
const byEmail = otherAddressesOf('email');

/** The order row of the caller's store (admins: any store), or 404. */
export async function findOrder(scope: Scope, buyId: number): Promise<Row> {
  const [order] = await orderOf.run(scope, readerKey(scope), { buy: buyId, company: 0, buyer: 0 });
  if (!order) throw notFound();
  return order;
}

export async function orderDetail(scope: Scope, body: unknown): Promise<OrderDetail> {
  const buyId = parseId(body, 'buy_id');
  const order = await findOrder(scope, buyId);
  const companyId = order.company_id as number;
  // An admin's statements are scoped to the order's store: the store is part of their text.
  const reader = { db: scope.forStore(companyId), level: scope.level };
  const key = readerKey(scope, scope.own === undefined ? companyId : '');
  const values: Values = { buy: buyId, company: companyId, buyer: 0 };

  const [items, packages, images, payments, antifraud, history, addresses] = await Promise.all([
    itemsOf.run(reader, key, values),
    packagesOf.run(reader, key, values),
    imagesOf.run(reader, key, values),
    paymentsOf.run(reader, key, values),
    antifraudOf.run(reader, key, values),
    historyOf.run(reader, key, values),
    earlierAddresses(reader, key, order),
  ]);

  const itemRows: OrderItem[] = items.map((item) => {
    const own = images.filter((i) => i.product_id === item.product_id);
    // The photos of the colour bought first, then the product's others.
    const sameColour = own.filter((i) => item.color && i.color && i.color === item.color);
    const ordered = [...sameColour, ...own.filter((i) => !sameColour.includes(i))];
    const size = packages.find((p) => p.id === item.product_id);
    return {
      ...(item as unknown as OrderItem),
      package: size
        ? {
            weight_packed: size.weight_packed,
            length_packed: size.length_packed,
            width_packed: size.width_packed,
            height_packed: size.height_packed,
          }
        : null,
      product_image: ordered.map((i) => ({ thumb: `${i.img_name}300.jpg`, full: `${i.img_name}1000.jpg` })),
    };
  });
  const status = order.status as number;
  const paymentRows: OrderPayment[] = payments.map((p) => ({
    ...(p as unknown as OrderPayment),
    can_act: paymentMayAct(p.status_code as number | null, status),
  }));
  const info: OrderInfo = {
    ...(order as unknown as OrderInfo),
    items: itemRows,
    recording: items.some((i) => typeof i.typeable === 'string' && i.typeable.trim() !== ''),
  };
  return {
    order: info,
    payments: paymentRows,
    reprovedPaymentTimes: payments.filter((p) => p.status_code === PAYMENT_STATUS.refused[0]).length,
    costumer_address: addresses,
    antifraud_informations: antifraud as unknown as OrderDetail['antifraud_informations'],
    status_history: history as unknown as OrderHistoryRow[],
  };
}

/** The order's delivery address, then the other addresses the same buyer had orders sent to. */
async function earlierAddresses(reader: Reader, key: string, order: Row): Promise<OrderAddress[]> {
  const current: OrderAddress = { ...pick(order), current: true };
  const addressKey = (a: Omit<OrderAddress, 'current'>) => ADDRESS_FIELDS.map((f) => a[f] ?? '').join('|');
  const buyer = (order.consumer_id ?? null) as number | null;
  const email = (order.email ?? null) as string | null;
  if (buyer === null && email === null) return [current];
  const values: Values = {
    buy: order.id as number,
    company: order.company_id as number,
    buyer: buyer ?? email!,
  };
  const others = await (buyer !== null ? byConsumer : byEmail).run(reader, key, values);
  const seen = new Set([addressKey(current)]);
  const list = [current];
  for (const a of others) {
    const k = addressKey(a);
    if (seen.has(k)) continue;
    seen.add(k);
    list.push({ ...pick(a), current: false });
  }
  return list;
}

function pick(row: Record<string, unknown>): Omit<OrderAddress, 'current'> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, (row[f] as string | null) ?? null])) as Omit<
    OrderAddress,
    'current'
  >;
}
