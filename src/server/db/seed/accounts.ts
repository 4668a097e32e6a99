// Stores (company) with their addresses and phones, and the panel users, including the demo
// accounts of ARCHITECTURE.md section 3.
import { hashPassword } from '../../auth/passwords.js';
import { CITIES, type City } from './data/places.js';
import { dateIn } from '../../../shared/time.js';
import { addDays, insertRows, reserveIds, type Seed } from './context.js';
import { makeAddress, makeBirthday, makeCnpj, makeCpf, makePhone } from './persons.js';

export type StoreKey = 'modaViva' | 'casaVerde' | 'passoCerto' | 'lojaNova' | 'bella';

export interface Store {
  key: StoreKey;
  id: number;
  name: string;
  domain: string;
  /** Prefix of product references. */
  prefix: string;
  city: City;
  createdAt: Date;
  /** The store's main user: acts in manual stock movements and order status changes. */
  ownerId: number;
  /** Brand colours for generated logos and banners. */
  colors: [string, string];
}

export interface Accounts {
  stores: Record<StoreKey, Store>;
  adminId: number;
}

export const DEMO_PASSWORDS = { admin: 'admin123', store: 'loja1234' } as const;

interface StoreSpec {
  key: StoreKey;
  name: string;
  social: string | null;
  domain: string;
  prefix: string;
  city: string;
  ageDays: number;
  colors: [string, string];
  note: string;
  active?: boolean;
}

const STORES: StoreSpec[] = [
  {
    key: 'modaViva',
    name: 'Moda Viva',
    social: 'Moda Viva Comércio de Vestuário Ltda',
    domain: 'modaviva.dev',
    prefix: 'MV',
    city: 'São Paulo',
    ageDays: 730,
    colors: ['#B83B5E', '#F08A5D'],
    note: 'Moda feminina, masculina e infantil. Plano completo, com integração de estoque.',
  },
  {
    key: 'casaVerde',
    name: 'Casa Verde',
    social: 'Casa Verde Decoração e Jardinagem Ltda',
    domain: 'casaverde.dev',
    prefix: 'CV',
    city: 'Curitiba',
    ageDays: 610,
    colors: ['#2D6A4F', '#95D5B2'],
    note: 'Casa, decoração e jardim. Atende Curitiba com entrega própria.',
  },
  {
    key: 'passoCerto',
    name: 'Passo Certo Calçados',
    social: 'Passo Certo Comércio de Calçados Ltda',
    domain: 'passocerto.dev',
    prefix: 'PC',
    city: 'Belo Horizonte',
    ageDays: 520,
    colors: ['#1D3557', '#E63946'],
    note: 'Calçados femininos, masculinos e infantis.',
  },
  {
    key: 'lojaNova',
    name: 'Loja Nova',
    social: null,
    domain: 'lojanova.dev',
    prefix: 'LN',
    city: 'Recife',
    ageDays: 12,
    colors: ['#6A4C93', '#FFCA3A'],
    note: 'Contrato recém-fechado; catálogo ainda não cadastrado.',
  },
  {
    key: 'bella',
    name: 'Bella Acessórios',
    social: 'Bella Acessórios Femininos Ltda',
    domain: 'bellaacessorios.dev',
    prefix: 'BA',
    city: 'Porto Alegre',
    ageDays: 820,
    colors: ['#9D4EDD', '#E0AAFF'],
    note: 'Contrato encerrado a pedido da cliente.',
    active: false,
  },
];

interface UserSpec {
  name: string;
  email: string;
  store: StoreKey | null;
  admin?: boolean;
  full?: boolean;
  active?: boolean;
  type: '0' | '1';
}

const USERS: UserSpec[] = [
  {
    name: 'Administrador da Plataforma',
    email: 'admin@painel.dev',
    store: null,
    admin: true,
    full: true,
    type: '0',
  },
  { name: 'Suporte do Painel', email: 'suporte@painel.dev', store: null, admin: true, type: '0' },
  { name: 'Maria Oliveira', email: 'maria@modaviva.dev', store: 'modaViva', full: true, type: '1' },
  { name: 'Carla Souza', email: 'carla@modaviva.dev', store: 'modaViva', type: '0' },
  { name: 'João Pereira', email: 'joao@casaverde.dev', store: 'casaVerde', type: '1' },
  { name: 'Rafael Lima', email: 'rafael@casaverde.dev', store: 'casaVerde', type: '0', active: false },
  { name: 'Pedro Santos', email: 'pedro@passocerto.dev', store: 'passoCerto', full: true, type: '1' },
  { name: 'Ana Costa', email: 'ana@lojanova.dev', store: 'lojaNova', full: true, type: '1' },
  {
    name: 'Beatriz Rocha',
    email: 'beatriz@bellaacessorios.dev',
    store: 'bella',
    full: true,
    type: '1',
    active: false,
  },
];

export async function seedAccounts(s: Seed): Promise<Accounts> {
  const f = s.faker;
  const storeIds = await reserveIds(s, STORES.length);
  const stores = {} as Record<StoreKey, Store>;
  const companyRows = [];
  const addressRows = [];
  const phoneRows = [];
  for (const [i, spec] of STORES.entries()) {
    const city = CITIES.find((c) => c.city === spec.city)!;
    const createdAt = addDays(s.now, -spec.ageDays);
    const isCompany = spec.social !== null;
    companyRows.push({
      id: storeIds[i],
      fantasy_name: spec.name,
      social_name: spec.social,
      company: isCompany,
      birthday: isCompany ? null : makeBirthday(s),
      cpf_cnpj: isCompany ? makeCnpj(s) : makeCpf(s),
      // Inscrição estadual (12 digits in SP-style) for companies, RG for a person.
      ie_rg: isCompany ? f.string.numeric(12) : f.string.numeric(9),
      email: `contato@${spec.domain}`,
      note: spec.note,
      page_url: `https://${spec.domain}`,
      logo_url: null,
      contract_close: dateIn(createdAt),
      project_delivery: dateIn(addDays(createdAt, spec.ageDays < 30 ? 30 : 25)),
      delivery_system: spec.key !== 'lojaNova',
      // Demo stores pay and ship through the built-in sandbox: no real intermediary is called.
      sandbox: true,
      active: spec.active ?? true,
      created_at: createdAt,
      updated_at: addDays(createdAt, Math.min(spec.ageDays, 20)),
    });
    const address = makeAddress(s, city);
    addressRows.push({
      company_id: storeIds[i],
      ...address,
      note: 'Endereço comercial',
      active: true,
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (spec.key === 'modaViva') {
      const old = makeAddress(s, city);
      addressRows.push({
        company_id: storeIds[i],
        ...old,
        note: 'Antigo depósito, desativado após a mudança.',
        active: false,
        created_at: createdAt,
        updated_at: addDays(createdAt, 200),
      });
      addressRows.push({
        company_id: storeIds[i],
        ...makeAddress(s, city),
        note: 'Centro de distribuição',
        active: true,
        created_at: addDays(createdAt, 200),
        updated_at: addDays(createdAt, 200),
      });
    }
    phoneRows.push(
      {
        company_id: storeIds[i],
        type: 'w',
        number: makePhone(s, city.ddd),
        note: 'Atendimento por WhatsApp',
        created_at: createdAt,
        updated_at: createdAt,
      },
      {
        company_id: storeIds[i],
        type: 'f',
        number: makePhone(s, city.ddd, 'landline'),
        note: 'Comercial, de segunda a sexta, das 9h às 18h',
        created_at: createdAt,
        updated_at: createdAt,
      },
    );
    if (spec.key === 'modaViva' || spec.key === 'casaVerde')
      phoneRows.push({
        company_id: storeIds[i],
        type: 'c',
        number: makePhone(s, city.ddd),
        note: 'Financeiro',
        active: spec.key === 'modaViva',
        created_at: createdAt,
        updated_at: createdAt,
      });
    stores[spec.key] = {
      key: spec.key,
      id: storeIds[i],
      name: spec.name,
      domain: spec.domain,
      prefix: spec.prefix,
      city,
      createdAt,
      ownerId: 0,
      colors: spec.colors,
    };
  }
  await insertRows(s, 'company', companyRows);
  await insertRows(s, 'address', addressRows);
  await insertRows(s, 'phone', phoneRows);

  const userIds = await reserveIds(s, USERS.length);
  // scrypt runs on libuv's thread pool: hash all passwords at once.
  const hashes = await Promise.all(
    USERS.map((u) => hashPassword(u.admin ? DEMO_PASSWORDS.admin : DEMO_PASSWORDS.store)),
  );
  const userRows = USERS.map((u, i) => {
    const store = u.store ? stores[u.store] : undefined;
    const created = store ? addDays(store.createdAt, 1 + i) : addDays(s.now, -900);
    return {
      id: userIds[i],
      company_id: store?.id ?? null,
      name: u.name,
      email: u.email,
      password: hashes[i],
      admin: u.admin ?? false,
      full_permission: u.full ?? false,
      active: u.active ?? true,
      user_type: u.type,
      panel_access: true,
      created_at: created,
      updated_at: created,
    };
  });
  await insertRows(s, 'users', userRows);
  // The first user listed for a store is its owner.
  for (const [i, u] of USERS.entries())
    if (u.store && !stores[u.store].ownerId) stores[u.store].ownerId = userIds[i];
  return { stores, adminId: userIds[0] };
}
