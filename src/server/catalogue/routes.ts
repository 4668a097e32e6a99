// Hand-written calls of the catalogue area (see areas.ts). Registered before the generic CRUD routes,
// so the calls below with a generic URL (/grid/save, /product/update, …) replace the generic ones.
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AreaContext } from '../areas.js';
import { entities } from '../../generated/registry.js';
import { exactSearch } from './exact-search.js';
import { alterRelevance, relevanceList } from './layout-relevance.js';
import { isAttributeList, listProductAttributes, setProductAttributes } from './product-attributes.js';
import { productReport } from './product-report.js';
import { deleteGrid, listGrids, saveGrid, saveManyGrids, updateGrid } from './grids.js';
import { listProducts } from './product-list.js';
import { changeImageColor, deleteProductImage, saveProductImage } from './product-images.js';
import { deleteProduct, updateProduct } from './products.js';
import { listProductPromotions, savePromotion, updatePromotion } from './promotions.js';
import * as docs from './route-docs.js';
import { createRecord, listRecords } from '../crud/records.js';
import { UPLOAD_BODY_LIMIT } from '../http/body-limits.js';
import { stockChange } from './stock-routes.js';
import { categoriesOf, subCategoriesOf } from './taxonomy.js';
import {
  becomeMain,
  listByGroup,
  saveVariationProduct,
  updateVariationProduct,
} from './variation-products.js';

const hasProduct = (body: unknown) =>
  !!body && typeof body === 'object' && (body as { product_id?: unknown }).product_id != null;

type Handler = (request: FastifyRequest) => Promise<unknown>;

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const catalogueOverrides = [
  '/grid/index',
  '/grid/save',
  '/grid/update',
  '/grid/delete',
  '/product/update',
  '/product/delete',
  '/product-atribute/index',
  '/product-atribute/save',
  '/product-image/save',
  '/product-image/delete',
  '/product-promotion/save',
  '/product-promotion/update',
  '/variation-group-product/save',
  '/variation-group-product/update',
];

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AreaContext): void {
  const { storage } = ctx;
  const post = (
    url: string,
    schema: object,
    status: number,
    handler: Handler,
    options?: RouteShorthandOptions,
  ) =>
    app.post(`/api${url}`, { ...options, schema }, async (request, reply) => {
      const result = await handler(request);
      reply.code(status);
      return result;
    });
  // Calls that only read: no request transaction to open and close (see tenancy/request-scope.ts).
  const read = (url: string, schema: object, handler: Handler) =>
    post(url, schema, 200, handler, { config: { transaction: false } });

  read('/category/index-with-filter', docs.dropdownDoc(entities.category, 'definition_id'), (r) =>
    categoriesOf(r.scope, r.body),
  );
  read('/sub-category/index-with-filter', docs.dropdownDoc(entities.sub_category, 'category_id'), (r) =>
    subCategoriesOf(r.scope, r.body),
  );

  read('/product/paginate-index', docs.productListDoc, (r) => listProducts(r.scope, r.body));
  read('/product/exact-search', docs.exactSearchDoc, (r) => exactSearch(r.scope, r.body));
  post('/product/delete', docs.productDeleteDoc, 200, (r) => deleteProduct(r.scope, storage, r.body));
  post('/product/update', docs.productUpdateDoc, entities.product.status.update, (r) =>
    updateProduct(r.scope, r.body),
  );

  post('/grid/save', docs.gridSaveDoc, 201, (r) => saveGrid(r.scope, r.body));
  post('/grid/save-many', docs.gridSaveManyDoc, 201, async (r) => ({
    data: await saveManyGrids(r.scope, r.body),
  }));
  read('/grid/index', docs.gridIndexDoc, (r) => listGrids(r.scope, r.body));
  post('/grid/update', docs.gridUpdateDoc, entities.grid.status.update, (r) => updateGrid(r.scope, r.body));
  post('/grid/delete', docs.gridDeleteDoc, 200, (r) => deleteGrid(r.scope, r.body));
  post('/grid/stock-change', docs.stockChangeDoc, 201, (r) => stockChange(r.scope, r.body));

  post('/variation-group-product/save', docs.variationSaveDoc, 201, (r) =>
    saveVariationProduct(r.scope, r.body),
  );
  post(
    '/variation-group-product/update',
    docs.variationUpdateDoc,
    entities.variation_product.status.update,
    (r) => updateVariationProduct(r.scope, r.body),
  );
  read('/variation-group-product/index-by-group', docs.variationByGroupDoc, (r) =>
    listByGroup(r.scope, r.body),
  );
  post('/variation-group-product/become-main', docs.becomeMainDoc, 202, (r) => becomeMain(r.scope, r.body));

  post('/product-image/save', docs.imageSaveDoc, 201, (r) => saveProductImage(r.scope, storage, r.body), {
    bodyLimit: UPLOAD_BODY_LIMIT,
  });
  post('/product-image/change-color', docs.imageChangeDoc, 201, (r) => changeImageColor(r.scope, r.body));
  post('/product-image/delete', docs.imageDeleteDoc, 200, (r) =>
    deleteProductImage(r.scope, storage, r.body),
  );

  // The whole-list form of /product-atribute/save; a single {product_id, atribute_id} stays generic.
  post('/product-atribute/save', docs.productAttributesSaveDoc, 201, (r) =>
    isAttributeList(r.body)
      ? setProductAttributes(r.scope, r.body)
      : createRecord(r.scope, entities.product_atribute, r.body),
  );
  // By product: the rows with their group names; any other filter is the generic list.
  read('/product-atribute/index', docs.productAttributesDoc, (r) =>
    hasProduct(r.body)
      ? listProductAttributes(r.scope, r.body)
      : listRecords(r.scope, entities.product_atribute, r.body),
  );

  app.get(
    '/api/report/products',
    { schema: docs.productReportDoc, config: { transaction: false } },
    async (request, reply) => {
      const { rows, total } = await productReport(request.scope, request.query);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );
  read('/layout/relevance/set-list', docs.relevanceListDoc, (r) => relevanceList(r.scope, r.body));
  post('/layout/relevance/alter-relevance', docs.alterRelevanceDoc, 202, (r) =>
    alterRelevance(r.scope, r.body),
  );

  post('/product-promotion/save', docs.promotionSaveDoc, 201, (r) => savePromotion(r.scope, r.body));
  post('/product-promotion/update', docs.promotionUpdateDoc, entities.product_promotion.status.update, (r) =>
    updatePromotion(r.scope, r.body),
  );
  read('/product-promotion/product-index', docs.promotionProductIndexDoc, (r) =>
    listProductPromotions(r.scope, r.body),
  );
}
