// Every public read of the storefront (see http/public-read.ts for what they share): one entry per read.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect.js';
import { publicBannerSet } from './banners.js';
import type { FaviconFiles, PublicLogoSet } from '../../shared/calls/index.js';
import { faviconFiles } from './logo.js';
import { publicNavbar, publicNavbarSchema } from './navbar-tree.js';
import { publicAddress, registerPublicRead } from '../http/public-read.js';

const bannerList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      src: { type: 'string' },
      link: { type: ['string', 'null'] },
      kind: { type: 'string', enum: ['image', 'video'] },
    },
  },
};

const imageList = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] }, link: { type: 'string' } },
  },
};

const address = { type: ['string', 'null'] };
const logoSet = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'Nome da loja (nome fantasia), para o título da vitrine' },
    logo: address,
    favIcon: address,
    favicons: {
      type: ['object', 'null'],
      description: 'PNGs quadrados do favicon por tamanho em px',
      properties: { '16': address, '32': address, '180': address, '192': address, '512': address },
    },
  },
};

export function registerPublicStorefrontRoutes(app: FastifyInstance, db: Database): void {
  // The landing images of the store's home page (/Images in the panel), oldest first.
  registerPublicRead(app, db, {
    method: 'GET',
    url: '/api/image-home/images/:companyId',
    summary: 'Imagens da página inicial da loja',
    input: 'params',
    companyIdOf: (r) => (r.params as { companyId?: unknown }).companyId,
    response: imageList,
    load: async (store) => {
      const rows = await store
        .selectFrom('landing_image')
        .select(['id', 'name', 'link'])
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ ...r, link: publicAddress(r.link) }));
    },
  });

  // The store's banners: desktop and mobile lists in their order, interval (ms) and frame ratio.
  registerPublicRead(app, db, {
    method: 'GET',
    url: '/api/layout/ecommerce-image/public/:companyId',
    summary: 'Banners da loja',
    input: 'params',
    companyIdOf: (r) => (r.params as { companyId?: unknown }).companyId,
    response: {
      type: 'object',
      properties: {
        items: bannerList,
        itemsMobile: bannerList,
        interval: { type: 'integer', description: 'Milissegundos por banner' },
        frameRate: { type: 'string', description: "altura/largura, como '3/8'" },
      },
    },
    load: (store, companyId) => publicBannerSet(store, companyId, publicAddress),
  });

  // The store's name, logo and favicon (the favicon in the sizes for <link rel="icon"> and phones' home
  // screens): what a storefront shows in its browser tab and header.
  registerPublicRead<PublicLogoSet>(app, db, {
    method: 'GET',
    url: '/api/layout/ecommerce-image/logotipo/public/:companyId',
    summary: 'Logo e favicon da loja',
    input: 'params',
    companyIdOf: (r) => (r.params as { companyId?: unknown }).companyId,
    response: logoSet,
    load: async (store) => {
      const row = await store.selectFrom('logo_set').select(['logo', 'fav_icon']).executeTakeFirst();
      // The company table is scoped to the store's own row.
      const company = await store.selectFrom('company').select('fantasy_name').executeTakeFirstOrThrow();
      const files = faviconFiles(row?.fav_icon);
      return {
        name: company.fantasy_name,
        logo: publicAddress(row?.logo),
        favIcon: publicAddress(row?.fav_icon),
        favicons: files
          ? (Object.fromEntries(
              Object.entries(files).map(([size, url]) => [size, publicAddress(url)]),
            ) as unknown as FaviconFiles)
          : null,
      };
    },
  });

  // The store's menu: active top-level items by ordenate, each with its active children.
  registerPublicRead(app, db, {
    method: 'POST',
    url: '/api/layout/nav-bar/order',
    summary: 'Menu (navbar) da loja, por ordenação, com os filhos em childrens',
    input: 'body',
    companyIdOf: (r) => (r.body as { company_id?: unknown } | undefined)?.company_id,
    response: publicNavbarSchema,
    load: (store) => publicNavbar(store),
  });
}
