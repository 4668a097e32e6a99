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

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AreaContext): void {
  const { db, storage } = ctx;
  const post = (
    url: string,
    schema: object,
    status: number,
    handler: Handler,
    options?: RouteShorthandOptions,
  ) =>
    app.post(`/api${url}`, { ...options, schema }, async (request, reply) =>
      reply.status(status).send(await handler(request)),
    );

  post('/category/index-with-filter', docs.dropdownDoc(entities.category, 'definition_id'), 200, (r) =>
    categoriesOf(db, r.user, r.body),
  );
  post('/sub-category/index-with-filter', docs.dropdownDoc(entities.sub_category, 'category_id'), 200, (r) =>
    subCategoriesOf(db, r.user, r.body),
  );

  post('/product/paginate-index', docs.productListDoc, 200, (r) => listProducts(db, r.user, r.body));
  post('/product/exact-search', docs.exactSearchDoc, 200, (r) => exactSearch(db, r.user, r.body));
  post('/product/delete', docs.productDeleteDoc, 200, (r) => deleteProduct(db, storage, r.user, r.body));
  post('/product/update', docs.productUpdateDoc, entities.product.status.update, (r) =>
    updateProduct(db, r.user, r.body),
  );

  post('/grid/save', docs.gridSaveDoc, 201, (r) => saveGrid(db, r.user, r.body));
  post('/grid/save-many', docs.gridSaveManyDoc, 201, async (r) => ({
    data: await saveManyGrids(db, r.user, r.body),
  }));
  post('/grid/index', docs.gridIndexDoc, 200, (r) => listGrids(db, r.user, r.body));
  post('/grid/update', docs.gridUpdateDoc, entities.grid.status.update, (r) =>
    updateGrid(db, r.user, r.body),
  );
  post('/grid/delete', docs.gridDeleteDoc, 200, (r) => deleteGrid(db, r.user, r.body));
  post('/grid/stock-change', docs.stockChangeDoc, 201, (r) => stockChange(db, r.user, r.body));

  post('/variation-group-product/save', docs.variationSaveDoc, 201, (r) =>
    saveVariationProduct(db, r.user, r.body),
  );
  post(
    '/variation-group-product/update',
    docs.variationUpdateDoc,
    entities.variation_product.status.update,
    (r) => updateVariationProduct(db, r.user, r.body),
  );
  post('/variation-group-product/index-by-group', docs.variationByGroupDoc, 200, (r) =>
    listByGroup(db, r.user, r.body),
  );
  post('/variation-group-product/become-main', docs.becomeMainDoc, 202, (r) =>
    becomeMain(db, r.user, r.body),
  );

  post('/product-image/save', docs.imageSaveDoc, 201, (r) => saveProductImage(db, storage, r.user, r.body), {
    bodyLimit: UPLOAD_BODY_LIMIT,
  });
  post('/product-image/change-color', docs.imageChangeDoc, 201, (r) => changeImageColor(db, r.user, r.body));
  post('/product-image/delete', docs.imageDeleteDoc, 200, (r) =>
    deleteProductImage(db, storage, r.user, r.body),
  );

  // The whole-list form of /product-atribute/save; a single {product_id, atribute_id} stays generic.
  app.post('/api/product-atribute/save', { schema: docs.productAttributesSaveDoc }, async (request, reply) =>
    isAttributeList(request.body)
      ? reply.status(201).send(await setProductAttributes(db, request.user, request.body))
      : reply.status(201).send(await createRecord(db, entities.product_atribute, request.user, request.body)),
  );
  // By product: the rows with their group names; any other filter is the generic list.
  post('/product-atribute/index', docs.productAttributesDoc, 200, (r) =>
    hasProduct(r.body)
      ? listProductAttributes(db, r.user, r.body)
      : listRecords(db, entities.product_atribute, r.user, r.body),
  );

  app.get('/api/report/products', { schema: docs.productReportDoc }, async (request, reply) => {
    const { rows, total } = await productReport(db, request.user, request.query);
    return reply.header('X-Total-Count', String(total)).send(rows);
  });
  post('/layout/relevance/set-list', docs.relevanceListDoc, 200, (r) => relevanceList(db, r.user, r.body));
  post('/layout/relevance/alter-relevance', docs.alterRelevanceDoc, 202, (r) =>
    alterRelevance(db, r.user, r.body),
  );

  post('/product-promotion/save', docs.promotionSaveDoc, 201, (r) => savePromotion(db, r.user, r.body));
  post('/product-promotion/update', docs.promotionUpdateDoc, entities.product_promotion.status.update, (r) =>
    updatePromotion(db, r.user, r.body),
  );
  post('/product-promotion/product-index', docs.promotionProductIndexDoc, 200, (r) =>
    listProductPromotions(db, r.user, r.body),
  );
}
