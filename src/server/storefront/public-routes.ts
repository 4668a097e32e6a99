// Every public read of the storefront (see public-read.ts for what they share): one entry per read.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect.js';
import { publicNavbar, publicNavbarSchema } from './navbar-tree.js';
import { publicAddress, registerPublicRead } from './public-read.js';

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
