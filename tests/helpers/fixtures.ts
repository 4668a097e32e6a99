// Minimal world for API tests: two stores, an admin, a store user of each, logged in.
import { hashPassword } from '../../src/server/auth/passwords.js';
import type { TestApp } from './app.js';

export interface World {
  storeA: number;
  storeB: number;
  admin: string;
  userA: string;
  userB: string;
  userAId: number;
}

let counter = 0;

export async function createStore(t: TestApp, fantasy_name: string): Promise<number> {
  const row = await t.db
    .insertInto('company')
    .values({ fantasy_name, cpf_cnpj: '11222333000181', email: `loja${++counter}@teste.dev`, company: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createUser(
  t: TestApp,
  values: {
    email: string;
    password: string;
    admin?: boolean;
    company_id?: number | null;
    full_permission?: boolean;
  },
): Promise<number> {
  const row = await t.db
    .insertInto('users')
    .values({
      name: values.email.split('@')[0],
      email: values.email,
      password: await hashPassword(values.password),
      admin: values.admin ?? false,
      full_permission: values.full_permission ?? false,
      company_id: values.company_id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.post('/users/store-login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export async function createWorld(t: TestApp): Promise<World> {
  const storeA = await createStore(t, 'Loja A');
  const storeB = await createStore(t, 'Loja B');
  await createUser(t, { email: 'admin@teste.dev', password: 'admin123', admin: true, full_permission: true });
  const userAId = await createUser(t, {
    email: 'a@teste.dev',
    password: 'senha123',
    company_id: storeA,
    full_permission: true,
  });
  await createUser(t, { email: 'b@teste.dev', password: 'senha123', company_id: storeB });
  return {
    storeA,
    storeB,
    userAId,
    admin: await login(t, 'admin@teste.dev', 'admin123'),
    userA: await login(t, 'a@teste.dev', 'senha123'),
    userB: await login(t, 'b@teste.dev', 'senha123'),
  };
}

/** A segment and a category of the shared taxonomy, for products to point at. */
export async function createTaxonomy(t: TestApp): Promise<{ definition: number; category: number }> {
  const definition = (
    await t.db
      .insertInto('definition')
      .values({ name: `Moda ${++counter}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const category = (
    await t.db
      .insertInto('category')
      .values({ name: 'Camisetas', definition_id: definition })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  return { definition, category };
}

/** A product saved through the API by the token's user (its store); `extra` overrides fields. */
export async function createProduct(
  t: TestApp,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: number }> {
  const { definition, category } = await createTaxonomy(t);
  const res = await t.post(
    '/product/save',
    {
      name: 'Camiseta',
      definition_id: definition,
      category_id: category,
      gender: 'u',
      price: '10.00',
      description: 'Algodão',
      ...extra,
    },
    token,
  );
  if (res.statusCode !== 201) throw new Error(`product: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A bare order row (R$ 10,00, PAC) as the storefront inserts it, for writing straight to `buy`. */
export function orderRow(companyId: number, status: number, n: number) {
  return {
    company_id: companyId,
    status: status as 0,
    people_name: `Comprador ${n}`,
    email: `comprador${n}@teste.dev`,
    products_value: '10.00',
    delivery_price: '0.00',
    discount_value: '0.00',
    send_type: 'PAC',
    payment_type: 0 as const,
  };
}
