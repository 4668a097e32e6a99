// Every public read of the storefront (see public-read.ts for what they share): one entry per read.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect.js';
import { publicBannerSet } from './banners.js';
import { publicAddress, registerPublicRead } from './public-read.js';

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
}
