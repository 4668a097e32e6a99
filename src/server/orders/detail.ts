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
import { type Reader, parseId, selectRecords, type Row } from '../crud/records.js';
import { notFound } from '../http/errors.js';
import { PAYMENT_STATUS } from '../../shared/payment-status.js';
import type { Scope } from '../tenancy/scope.js';
import { orderTotal } from './total.js';

/** Capture and reject are offered for an open payment (0), or an authorised one (1) of an order in analysis. */
export const paymentMayAct = (paymentCode: number | null, orderStatus: number): boolean =>
  paymentCode === 0 || (paymentCode === 1 && orderStatus === 1);

/** The order row of the caller's store (admins: any store), or 404. */
export async function findOrder(reader: Reader, buyId: number): Promise<Row> {
  const order = await selectRecords(reader, entities.buy)
    .select(orderTotal('t').as('total'))
    .where('t.id', '=', buyId)
    .executeTakeFirst();
  if (!order) throw notFound();
  return order;
}

export async function orderDetail(scope: Scope, body: unknown): Promise<OrderDetail> {
  const buyId = parseId(body, 'buy_id');
  const order = await findOrder(scope, buyId);
  const companyId = order.company_id as number;
  const db = scope.forStore(companyId);
  const reader = { db, level: scope.level };

  const [items, packages, images, payments, antifraud, history, addresses] = await Promise.all([
    selectRecords(reader, entities.buy_item).where('t.buy_id', '=', buyId).orderBy('t.id').execute(),
    // Each product's packed weight and sizes (the Melhor Envio form's parcel, src/shared/shipping.ts).
    db
      .selectFrom('product as p')
      .innerJoin('buy_item as b', (j) =>
        j.onRef('b.product_id', '=', 'p.id').onRef('b.company_id', '=', 'p.company_id'),
      )
      .select(['p.id', 'p.weight_packed', 'p.length_packed', 'p.width_packed', 'p.height_packed'])
      .distinct()
      .where('b.buy_id', '=', buyId)
      .execute(),
    db
      .selectFrom('product_image as i')
      .innerJoin('buy_item as b', (j) =>
        j.onRef('b.product_id', '=', 'i.product_id').onRef('b.company_id', '=', 'i.company_id'),
      )
      .select(['i.product_id', 'i.img_name', 'i.color'])
      .where('b.buy_id', '=', buyId)
      .where('i.img_name', 'is not', null)
      .orderBy('i.relevance')
      .orderBy('i.id')
      .execute(),
    selectRecords(reader, entities.payment)
      .where('t.buy_id', '=', buyId)
      .orderBy('t.created_at')
      .orderBy('t.id')
      .execute(),
    selectRecords(reader, entities.antifraud_response)
      .where('t.buy_id', '=', buyId)
      .orderBy('t.created_at')
      .orderBy('t.id')
      .execute(),
    db
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
      .where('h.buy_id', '=', buyId)
      .orderBy('h.created_at')
      .orderBy('h.id')
      .execute(),
    earlierAddresses(db, order),
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

const ADDRESS_FIELDS = ['street', 'number', 'complement', 'neighborhood', 'city', 'state', 'cep'] as const;

/** The order's delivery address, then the other addresses the same buyer had orders sent to. */
async function earlierAddresses(db: Scope['db'], order: Row): Promise<OrderAddress[]> {
  const current: OrderAddress = { ...pick(order), current: true };
  const key = (a: Omit<OrderAddress, 'current'>) => ADDRESS_FIELDS.map((f) => a[f] ?? '').join('|');
  const buyer = order.consumer_id ?? null;
  const email = order.email ?? null;
  if (buyer === null && email === null) return [current];
  const others = await db
    .selectFrom('buy')
    .select([...ADDRESS_FIELDS])
    .where('company_id', '=', order.company_id as number)
    .where('id', '!=', order.id as number)
    .where((eb) =>
      buyer !== null ? eb('consumer_id', '=', buyer as number) : eb('email', '=', email as string),
    )
    .where('street', 'is not', null)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const seen = new Set([key(current)]);
  const list = [current];
  for (const a of others) {
    const k = key(a);
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
