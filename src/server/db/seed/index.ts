// Demo data, loaded on first start (empty users table): the demo accounts, five stores (three with
// catalogues, orders and customers, "Loja Nova" with no products yet, one inactive), the shared
// taxonomy and every screen's data. Same data on every run (seeded faker); dates are relative to
// now, so birthdays "today" and the last twelve months of orders stay current.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { FileStorage } from '../../storage/files.js';
import type { Database } from '../connect.js';
import { seedAccounts, type Store } from './accounts.js';
import { type Catalogue, seedCatalogue } from './catalogue.js';
import { insertRows, type Seed } from './context.js';
import { CASA_VERDE, type CatalogueData, MODA_VIVA, PASSO_CERTO } from './data/catalogues.js';
import { seedLayout } from './layout.js';
import { seedCoupons } from './marketing.js';
import { seedOrders } from './orders.js';
import { type PeopleCounts, seedPeople, seedUserContacts } from './people.js';
import { seedSettings } from './settings.js';
import { seedStockLedger } from './stock.js';
import { seedTaxonomy } from './taxonomy.js';

const FAKER_SEED = 20_250_101;
// Serialises seeding when several API processes start on one empty PostgreSQL database.
const SEED_LOCK = 727_002;

interface StorePlan {
  store: Store;
  data: CatalogueData;
  people: PeopleCounts;
  /** Orders per status 0–7. */
  orders: Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7, number>;
  /** Segment and category of the store's category coupon. */
  couponCategory: [string, string];
}

export interface SeedSummary {
  stores: number;
  products: number;
  orders: number;
  stockMovements: number;
  /** Milliseconds spent per area. */
  timings: Record<string, number>;
}

/** Loads the demo data unless there already is a user; returns whether it did. */
export async function seedIfEmpty(
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const started = Date.now();
  const summary = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return undefined;
    // Loaded only to seed: faker is a fifth of a restart's module loading.
    const { fakerPT_BR } = await import('@faker-js/faker');
    fakerPT_BR.seed(FAKER_SEED);
    return seedAll({ trx, faker: fakerPT_BR, now: new Date(), storage });
  });
  if (!summary) return false;
  log.info({ ...summary, ms: Date.now() - started }, 'demo data seeded');
  return true;
}

async function seedAll(s: Seed): Promise<SeedSummary> {
  const timings: Record<string, number> = {};
  const step = async <T>(area: string, fn: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    try {
      return await fn();
    } finally {
      timings[area] = (timings[area] ?? 0) + Date.now() - t;
    }
  };

  const taxonomy = await step('taxonomy', () => seedTaxonomy(s));
  const { stores } = await step('accounts', () => seedAccounts(s));
  const plans: StorePlan[] = [
    {
      store: stores.modaViva,
      data: MODA_VIVA,
      people: { consumers: 40, contacts: 26, comments: 10 },
      orders: { 0: 6, 1: 6, 2: 6, 3: 6, 4: 24, 5: 5, 6: 5, 7: 5 },
      couponCategory: ['Moda Feminina', 'Vestidos'],
    },
    {
      store: stores.casaVerde,
      data: CASA_VERDE,
      people: { consumers: 28, contacts: 22, comments: 8 },
      orders: { 0: 3, 1: 3, 2: 3, 3: 3, 4: 14, 5: 3, 6: 3, 7: 3 },
      couponCategory: ['Jardim', 'Plantas'],
    },
    {
      store: stores.passoCerto,
      data: PASSO_CERTO,
      people: { consumers: 24, contacts: 21, comments: 6 },
      orders: { 0: 2, 1: 2, 2: 2, 3: 2, 4: 10, 5: 2, 6: 2, 7: 2 },
      couponCategory: ['Calçados', 'Tênis'],
    },
  ];

  // One e-mail register for the whole run keeps consumer e-mails unique within each store.
  const emails = new Set<string>();
  const catalogues: Catalogue[] = [];
  let orders = 0;
  let stockMovements = 0;
  for (const plan of plans) {
    const { store } = plan;
    const catalogue = await step('catalogue', () => seedCatalogue(s, taxonomy, store, plan.data));
    catalogues.push(catalogue);
    const consumers = await step('people', () => seedPeople(s, store, plan.people, emails));
    const coupons = await step('marketing', () =>
      seedCoupons(s, store, catalogue, taxonomy, ...plan.couponCategory),
    );
    const sales = await step('orders', () =>
      seedOrders(s, store, catalogue, consumers, coupons, plan.orders, emails),
    );
    orders += Object.values(plan.orders).reduce((a, b) => a + b, 0);
    stockMovements += await step('stock', () => seedStockLedger(s, store, catalogue, sales));
    await step('settings', () => seedSettings(s, store));
    await step('layout', () => seedLayout(s, store, taxonomy));
  }
  // The new store has its first leads, nothing else yet.
  await step('people', () =>
    seedPeople(s, stores.lojaNova, { consumers: 0, contacts: 3, comments: 0 }, emails),
  );
  await step('people', async () => {
    const users = await s.trx
      .selectFrom('users')
      .select(['id', 'name', 'email', 'company_id', 'created_at'])
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    const byId = new Map(Object.values(stores).map((st) => [st.id, st]));
    await seedUserContacts(s, users, (companyId) => byId.get(companyId)!.city.ddd);
  });
  // Product photos were encoded alongside everything above; their rows go in last.
  await step('images', async () => {
    for (const catalogue of catalogues) await insertRows(s, 'product_image', await catalogue.images);
  });
  return {
    stores: Object.keys(stores).length,
    products: catalogues.reduce((n, c) => n + c.products.length, 0),
    orders,
    stockMovements,
    timings,
  };
}
