// Hand-written calls of the catalogue area (see areas.ts). Registered before the generic CRUD routes,
// so the calls below with a generic URL (/grid/save, /product/update, …) replace the generic ones.
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { entities } from '../../generated/registry.js';
import type { FileStorage } from '../storage/files.js';
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
import type { ListTotals } from '../crud/list-totals.js';
import { createRecord, listRecords } from '../crud/records.js';
import { UPLOAD_BODY_LIMIT } from '../http/body-limits.js';
import { stockChange } from './stock-routes.js';
import { registerProductImportRoutes } from './import/routes.js';
import { calls, type RequestOf, type ResponseOf } from '../../shared/calls/index.js';
import type { Grid, ProductAtribute, ProductImage, VariationProduct } from '../../generated/types.js';
import { asWire, getPageCall, postCall } from '../http/call-routes.js';
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

/** totals: the product list's totals, kept between calls (crud/list-totals.ts). */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  storage: FileStorage,
  totals: ListTotals,
): void {
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
  const readOnly = { config: { transaction: false } };

  registerProductImportRoutes(app);
  read('/category/index-with-filter', docs.dropdownDoc(entities.category, 'definition_id'), (r) =>
    categoriesOf(r.scope, r.body),
  );
  read('/sub-category/index-with-filter', docs.dropdownDoc(entities.sub_category, 'category_id'), (r) =>
    subCategoriesOf(r.scope, r.body),
  );

  postCall(app, calls.productList, { ...readOnly, schema: docs.productListDoc }, (r) =>
    asWire(listProducts(r.scope, r.body, totals)),
  );
  postCall(app, calls.exactSearch, { ...readOnly, schema: docs.exactSearchDoc }, (r) =>
    exactSearch(r.scope, r.body),
  );
  post('/product/delete', docs.productDeleteDoc, 200, (r) => deleteProduct(r.scope, storage, r.body));
  post('/product/update', docs.productUpdateDoc, entities.product.status.update, (r) =>
    updateProduct(r.scope, r.body),
  );

  post('/grid/save', docs.gridSaveDoc, 201, (r) => saveGrid(r.scope, r.body));
  postCall(app, calls.gridSaveMany, { schema: docs.gridSaveManyDoc, status: 201 }, async (r) => ({
    data: await asWire<Grid[]>(saveManyGrids(r.scope, r.body)),
  }));
  read('/grid/index', docs.gridIndexDoc, (r) => listGrids(r.scope, r.body));
  post('/grid/update', docs.gridUpdateDoc, entities.grid.status.update, (r) => updateGrid(r.scope, r.body));
  post('/grid/delete', docs.gridDeleteDoc, 200, (r) => deleteGrid(r.scope, r.body));
  postCall(app, calls.stockChange, { schema: docs.stockChangeDoc, status: 201 }, (r) =>
    asWire(stockChange(r.scope, r.body)),
  );

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
  postCall(app, calls.variationBecomeMain, { schema: docs.becomeMainDoc, status: 202 }, (r) =>
    asWire<VariationProduct>(becomeMain(r.scope, r.body)),
  );

  post('/product-image/save', docs.imageSaveDoc, 201, (r) => saveProductImage(r.scope, storage, r.body), {
    bodyLimit: UPLOAD_BODY_LIMIT,
  });
  postCall(app, calls.imageChangeColor, { schema: docs.imageChangeDoc, status: 201 }, (r) =>
    asWire<ProductImage>(changeImageColor(r.scope, r.body)),
  );
  post('/product-image/delete', docs.imageDeleteDoc, 200, (r) =>
    deleteProductImage(r.scope, storage, r.body),
  );

  // The whole-list form of /product-atribute/save (the declared call); a single
  // {product_id, atribute_id} stays generic.
  app.post<{
    Body: RequestOf<typeof calls.productAttributesSet> | Partial<ProductAtribute>;
    Reply: ResponseOf<typeof calls.productAttributesSet> | ProductAtribute;
  }>(
    `/api${calls.productAttributesSet.path}`,
    { schema: docs.productAttributesSaveDoc },
    async (r, reply) => {
      const saved = isAttributeList(r.body)
        ? await asWire<ResponseOf<typeof calls.productAttributesSet>>(setProductAttributes(r.scope, r.body))
        : await asWire<ProductAtribute>(createRecord(r.scope, entities.product_atribute, r.body));
      reply.code(201);
      return saved;
    },
  );
  // By product: the rows with their group names; any other filter is the generic list.
  read('/product-atribute/index', docs.productAttributesDoc, (r) =>
    hasProduct(r.body)
      ? listProductAttributes(r.scope, r.body)
      : listRecords(r.scope, entities.product_atribute, r.body),
  );

  getPageCall(app, calls.productReport, { ...readOnly, schema: docs.productReportDoc }, (r) =>
    asWire(productReport(r.scope, r.query)),
  );
  postCall(app, calls.relevanceList, { ...readOnly, schema: docs.relevanceListDoc }, (r) =>
    asWire(relevanceList(r.scope, r.body)),
  );
  postCall(app, calls.alterRelevance, { schema: docs.alterRelevanceDoc, status: 202 }, (r) =>
    asWire(alterRelevance(r.scope, r.body)),
  );

  post('/product-promotion/save', docs.promotionSaveDoc, 201, (r) => savePromotion(r.scope, r.body));
  post('/product-promotion/update', docs.promotionUpdateDoc, entities.product_promotion.status.update, (r) =>
    updatePromotion(r.scope, r.body),
  );
  postCall(app, calls.productPromotions, { ...readOnly, schema: docs.promotionProductIndexDoc }, (r) =>
    asWire<ResponseOf<typeof calls.productPromotions>>(listProductPromotions(r.scope, r.body)),
  );
}
