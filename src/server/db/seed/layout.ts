// Storefront personalization: navbar (segment items with category children), banners for desktop
// and mobile, logo and favicon, and landing images. Pictures are generated and kept in file storage.
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DB } from '../../../generated/db.js';
import type { Store } from './accounts.js';
import { addDays, insertRows, mapLimit, reserveIds, type Seed, slug, withIds } from './context.js';
import { prepareImage, storeImage } from '../../media/images.js';
import { faviconImage, type ImagePreset, logoImage } from '../../media/presets.js';
import { bannerPicture, faviconPicture, logoPicture } from './images.js';
import { type Taxonomy } from './taxonomy.js';

interface MenuItem {
  name: string;
  /** Required: a top-level item is segment based. */
  segment: string;
  gender?: string;
  kids?: boolean;
  onlySale?: boolean;
  children: { name: string; categories: string[] }[];
}

interface Showcase {
  menu: MenuItem[];
  banners: { title: string; subtitle: string; link: string }[];
  landing: string[];
}

const SHOWCASES: Partial<Record<Store['key'], Showcase>> = {
  modaViva: {
    menu: [
      {
        name: 'Feminino',
        segment: 'Moda Feminina',
        gender: 'f',
        children: [
          { name: 'Vestidos', categories: ['Vestidos'] },
          { name: 'Blusas e Camisas', categories: ['Blusas e Camisas'] },
          { name: 'Calças, Shorts e Saias', categories: ['Calças e Shorts', 'Saias'] },
          { name: 'Moda Praia', categories: ['Moda Praia'] },
        ],
      },
      {
        name: 'Masculino',
        segment: 'Moda Masculina',
        gender: 'm',
        children: [
          { name: 'Camisetas e Polos', categories: ['Camisetas e Polos'] },
          { name: 'Camisas Masculinas', categories: ['Camisas'] },
          { name: 'Calças e Bermudas', categories: ['Calças e Bermudas'] },
        ],
      },
      {
        name: 'Infantil',
        segment: 'Infantil',
        kids: true,
        children: [
          { name: 'Bebê', categories: ['Roupas de Bebê'] },
          { name: 'Crianças', categories: ['Roupas Infantis'] },
        ],
      },
      { name: 'Acessórios', segment: 'Acessórios', children: [] },
      // Every top-level item has a segment (the server requires it): the sales of the main one.
      { name: 'Promoções', segment: 'Moda Feminina', onlySale: true, children: [] },
    ],
    banners: [
      { title: 'Nova Coleção Verão', subtitle: 'Peças leves para os dias quentes', link: '/colecao/verao' },
      { title: 'Até 40% OFF', subtitle: 'Aproveite as promoções da semana', link: '/promocoes' },
      { title: 'Frete grátis', subtitle: 'Nas compras acima de R$ 299 pelo PAC', link: '/frete' },
      { title: 'Moda Infantil', subtitle: 'Conforto para os pequenos', link: '/infantil' },
    ],
    landing: ['Lookbook Verão', 'Essenciais do Guarda-Roupa', 'Moda Praia'],
  },
  casaVerde: {
    menu: [
      {
        name: 'Casa',
        segment: 'Casa',
        children: [
          { name: 'Cama e Banho', categories: ['Cama', 'Banho'] },
          { name: 'Mesa e Cozinha', categories: ['Mesa e Cozinha'] },
          { name: 'Decoração', categories: ['Decoração', 'Iluminação'] },
        ],
      },
      {
        name: 'Jardim',
        segment: 'Jardim',
        children: [
          { name: 'Plantas', categories: ['Plantas'] },
          { name: 'Vasos e Cachepôs', categories: ['Vasos e Cachepôs'] },
          { name: 'Ferramentas', categories: ['Ferramentas de Jardinagem', 'Terra e Adubos'] },
        ],
      },
      { name: 'Ofertas', segment: 'Casa', onlySale: true, children: [] },
    ],
    banners: [
      {
        title: 'Traga o verde para casa',
        subtitle: 'Plantas com entrega cuidadosa',
        link: '/jardim/plantas',
      },
      { title: 'Quarto Aconchegante', subtitle: 'Roupa de cama a partir de R$ 199', link: '/casa/cama' },
      { title: 'Mesa Posta', subtitle: 'Louças artesanais e linho', link: '/casa/mesa' },
    ],
    landing: ['Jardim Vertical', 'Cantinho do Café'],
  },
  passoCerto: {
    menu: [
      {
        name: 'Calçados',
        segment: 'Calçados',
        children: [
          { name: 'Tênis', categories: ['Tênis'] },
          { name: 'Sandálias', categories: ['Sandálias e Chinelos'] },
          { name: 'Botas', categories: ['Botas'] },
          { name: 'Sociais', categories: ['Sapatos Sociais'] },
        ],
      },
      {
        name: 'Infantil',
        segment: 'Infantil',
        kids: true,
        children: [{ name: 'Calçados Infantis', categories: ['Calçados Infantis'] }],
      },
      { name: 'Acessórios', segment: 'Acessórios', children: [] },
    ],
    banners: [
      { title: 'Corra mais leve', subtitle: 'Tênis de corrida com amortecimento', link: '/tenis/corrida' },
      { title: 'Botas de couro', subtitle: 'Feitas em Franca', link: '/botas' },
      { title: 'Volta às aulas', subtitle: 'Calçados infantis com 15% OFF', link: '/infantil' },
    ],
    landing: ['Guia de Numeração'],
  },
};

export async function seedLayout(s: Seed, store: Store, taxonomy: Taxonomy): Promise<void> {
  const showcase = SHOWCASES[store.key];
  if (!showcase) return;
  const company_id = store.id;
  const at = addDays(store.createdAt, 25);
  const stamp = { created_at: at, updated_at: at };

  // Navbar: type 1 items by segment, their children type 2. Names and ordenates are unique per store.
  const parents = await withIds(
    s,
    showcase.menu.map((m) => ({ menu: m })),
  );
  const rows: Insertable<DB['navbar_item']>[] = [];
  for (const [i, { id, menu }] of parents.entries()) {
    const ordenate = i + 1;
    const definition_id = taxonomy.definitions.get(menu.segment)!;
    const route = `/${slug(menu.name)}`;
    const categoriesOf = (names: string[]) =>
      names.map((c) => taxonomy.nodes.get(`${menu.segment}/${c}`)?.categoryId).filter((x) => x !== undefined);
    rows.push({
      id,
      company_id,
      name: menu.name,
      ordenate,
      type: 1,
      definition_id,
      data: JSON.stringify({
        name: menu.name,
        route,
        ordenate,
        params: {
          definition_name: menu.segment,
          many_categories: categoriesOf(menu.children.flatMap((c) => c.categories)),
          many_subcategories: [],
          gender: menu.gender,
          kids: menu.kids ?? false,
          only_sale: menu.onlySale ?? false,
        },
      }),
      ...stamp,
    });
    for (const [k, child] of menu.children.entries()) {
      const childOrdenate = ordenate * 10 + k + 1;
      rows.push({
        company_id,
        name: child.name,
        ordenate: childOrdenate,
        type: 2,
        relationship: id,
        definition_id,
        data: JSON.stringify({
          name: child.name,
          route: `${route}/${slug(child.name)}`,
          ordenate: childOrdenate,
          params: {
            definition_name: menu.segment,
            many_categories: categoriesOf(child.categories),
            many_subcategories: [],
            gender: menu.gender,
            kids: menu.kids ?? false,
          },
        }),
        ...stamp,
      });
    }
  }
  await insertRows(s, 'navbar_item', rows);

  // Pictures: every banner in both formats (desktop 1800×675, ratio 3/8; mobile 1000×1000), the logo
  // and favicon, and the landing images; names are random, like uploads, so caches never go stale.
  const key = (name: string, ext: string) =>
    `${company_id}/layout/${name}-${randomBytes(6).toString('base64url')}.${ext}`;
  const desktop = await mapLimit(showcase.banners, 4, async (b) =>
    s.storage.put(key('banner', 'jpg'), await bannerPicture(b.title, b.subtitle, store.colors, 1800, 675)),
  );
  const mobile = await mapLimit(showcase.banners, 4, async (b) =>
    s.storage.put(
      key('banner-mobile', 'jpg'),
      await bannerPicture(b.title, b.subtitle, store.colors, 1000, 1000),
    ),
  );
  const imgIds = await reserveIds(s, desktop.length + mobile.length);
  await insertRows(s, 'banner_set', [
    {
      company_id,
      items: JSON.stringify(
        showcase.banners.map((b, i) => ({ img_id: imgIds[i], src: desktop[i], link: b.link })),
      ),
      items_mobile: JSON.stringify(
        showcase.banners.map((b, i) => ({
          img_id: imgIds[desktop.length + i],
          src: mobile[i],
          link: b.link,
        })),
      ),
      interval: 5000,
      frame_rate: '3/8',
      ...stamp,
    },
  ]);

  // Logo and favicon go through their upload presets, so the favicon's sizes exist as after an upload.
  const stored = async (picture: Buffer, preset: ImagePreset) =>
    (await storeImage(s.storage, company_id, await prepareImage(picture, preset))).files[0].url;
  const logo = await stored(await logoPicture(store.name, store.colors), logoImage);
  const favicon = await stored(await faviconPicture(store.name, store.colors), faviconImage);
  await insertRows(s, 'logo_set', [{ company_id, logo, fav_icon: favicon, ...stamp }]);
  await s.trx.updateTable('company').set({ logo_url: logo }).where('id', '=', company_id).execute();

  const landing = await mapLimit(showcase.landing, 4, async (name) => ({
    company_id,
    name,
    link: await s.storage.put(
      key('landing', 'jpg'),
      await bannerPicture(name, store.name, [store.colors[1], store.colors[0]], 1200, 800),
    ),
    ...stamp,
  }));
  await insertRows(s, 'landing_image', landing);
}
