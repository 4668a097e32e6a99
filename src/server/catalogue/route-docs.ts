// OpenAPI descriptions of the catalogue calls (documentation only: input is checked by our own code).
import type { JsonSchema } from '../../shared/entity.js';
import { entities } from '../../generated/registry.js';
import { crudRouteDocs } from '../crud/routes.js';
import { errorSchema, idSchema, pageSchema, recordSchema } from '../crud/docs.js';
import { productListFields } from './product-list.js';
import { ENTRY_REASONS, EXIT_REASONS } from './stock.js';

const e = entities;
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
const page = (items: JsonSchema): JsonSchema =>
  object({ data: { type: 'array', items }, total: { type: 'integer' }, last_page: { type: 'integer' } });

export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
  body?: JsonSchema;
  response: Record<number, JsonSchema>;
}

export const dropdownDoc = (model: (typeof e)[keyof typeof e], filter: string): RouteDoc => ({
  tags: [model.label.many],
  summary: `${model.label.many} para listas de seleção, por nome (até 1000)`,
  body: object({ [filter]: { type: 'integer' } }),
  response: { 200: pageSchema(model), ...errors },
});

const productRow: JsonSchema = {
  ...recordSchema(e.product),
  properties: {
    ...recordSchema(e.product).properties,
    category: { type: ['string', 'null'], description: 'Nome da categoria' },
    company_name: { type: ['string', 'null'], description: 'Loja' },
    balance: { type: 'integer', description: 'Soma dos saldos da grade' },
    img_name: { type: ['string', 'null'], description: 'Foto principal (somente com show_img)' },
  },
};

export const productListDoc: RouteDoc = {
  tags: [e.product.label.many],
  summary: 'Lista de produtos: filtros, ordenação e paginação',
  description:
    'ordenate_field: id, name, ref, category, price, active, stock, relevance, company_name (admin). Padrão: id desc. ' +
    'showInactive=false mostra só ativos. grid_filter (texto) procura no código, cor e tamanho dos itens da grade; ' +
    'grid_code (contém), grid_color e grid_size (iguais) filtram produtos com um item que atenda a todos. ' +
    'promotionRule: only_sale (com promoção ativa) ou no_sale (sem). company: só admin. ' +
    'show_img=true inclui img_name (foto mais relevante). qtd_cards é só de exibição.',
  body: object(
    Object.fromEntries(
      Object.entries(productListFields).map(([n, f]) => [n, { ...f.check, description: f.label }]),
    ),
  ),
  response: { 200: page(productRow), ...errors },
};

export const exactSearchDoc: RouteDoc = {
  tags: [e.product.label.many],
  summary: 'Busca exata: um item de grade por linha (nome, referência ou código; ao menos um)',
  body: object({
    product_name: { type: 'string' },
    ref: { type: 'string' },
    code: { type: 'string' },
    page: { type: 'integer' },
    itens_per_page: { type: 'integer', description: 'padrão 100' },
  }),
  response: {
    200: page(
      object({
        product_name: { type: 'string' },
        ref: { type: ['string', 'null'] },
        code: { type: ['string', 'null'] },
        color: { type: 'string' },
        size: { type: 'string' },
        balance: { type: 'integer' },
        grid_id: { type: 'integer' },
        product_id: { type: 'integer' },
        amount: { type: 'integer' },
      }),
    ),
    ...errors,
  },
};

export const productDeleteDoc: RouteDoc = {
  tags: [e.product.label.many],
  summary: 'Exclui o produto (grade, movimentações, imagens e promoções junto) e os arquivos das fotos',
  body: idSchema,
  response: {
    200: object({ id: { type: 'integer' }, message: { type: 'string' } }),
    ...errors,
    409: errorSchema,
  },
};

export const productUpdateDoc = {
  ...crudRouteDocs(e.product, 'update', e.product.status.update),
  description: 'Relevância em branco é gravada como 0.',
};

const gridSave = crudRouteDocs(e.grid, 'save', 201);
const initialStock = {
  balance: { type: 'integer', minimum: 0, description: 'Quantidade inicial (entrada no estoque)' },
  reason: { type: 'string', enum: [...ENTRY_REASONS], description: 'Motivo da entrada inicial (padrão b)' },
};
const duplicate = { 406: errorSchema };

export const gridSaveDoc = {
  ...gridSave,
  description:
    'A quantidade inicial (balance) vira uma movimentação de entrada. Tamanho e cor repetidos no produto: 406.',
  body: { ...gridSave.body, properties: { ...gridSave.body.properties, ...initialStock } },
  response: { ...gridSave.response, ...duplicate },
};

export const gridSaveManyDoc: RouteDoc = {
  tags: [e.grid.label.many],
  summary: 'Cadastra vários itens de grade de um produto (tudo ou nada)',
  body: object(
    {
      product_id: { type: 'integer' },
      company_id: { type: 'integer', description: 'Loja (somente admin)' },
      data: {
        type: 'array',
        items: {
          ...gridSave.body,
          properties: { ...gridSave.body.properties, ...initialStock },
          required: ['size', 'color'],
        },
      },
    },
    ['product_id', 'data'],
  ),
  response: {
    201: object({ data: { type: 'array', items: recordSchema(e.grid) } }),
    ...errors,
    ...duplicate,
  },
};

export const gridIndexDoc = {
  ...crudRouteDocs(e.grid, 'index', 200),
  summary: 'Itens de grade (product_id; show_inactive mostra também os inativos)',
};

export const gridUpdateDoc = {
  ...crudRouteDocs(e.grid, 'update', e.grid.status.update),
  description: 'O saldo não muda aqui: só por movimentação de estoque (/grid/stock-change).',
  response: { ...crudRouteDocs(e.grid, 'update', e.grid.status.update).response, ...duplicate },
};

export const gridDeleteDoc = {
  ...crudRouteDocs(e.grid, 'delete', 200),
  summary: 'Grades: exclui um item (e suas movimentações), descontando o saldo do estoque do produto',
};
export const stockChangeDoc: RouteDoc = {
  tags: [e.grid.label.many],
  summary: 'Entrada ou saída de estoque de um item de grade (registrada no histórico)',
  description: `Entradas (i): ${ENTRY_REASONS.join(', ')}; saídas (o): ${EXIT_REASONS.join(', ')}. Uma saída além do saldo: 422 "Estoque insuficiente", a menos que negativeStock ou o produto não controle estoque.`,
  body: object(
    {
      grid_id: { type: 'integer' },
      type: { type: 'string', enum: ['i', 'o'] },
      amount: { type: 'integer', minimum: 1 },
      reason: { type: 'string', enum: [...ENTRY_REASONS, ...EXIT_REASONS] },
      note: { type: 'string' },
      negativeStock: { type: 'boolean' },
    },
    ['grid_id', 'type', 'amount', 'reason'],
  ),
  response: {
    201: object({ grid: recordSchema(e.grid), movement: recordSchema(e.stock_movement) }),
    ...errors,
  },
};

export const variationSaveDoc = crudRouteDocs(e.variation_product, 'save', 201);
export const variationUpdateDoc = crudRouteDocs(
  e.variation_product,
  'update',
  e.variation_product.status.update,
);
export const variationByGroupDoc: RouteDoc = {
  tags: [e.variation_product.label.many],
  summary: 'Produtos de um grupo de variação, com o nome do produto',
  body: object({ variation_group_id: { type: 'integer' } }, ['variation_group_id']),
  response: { 200: pageSchema(e.variation_product), ...errors },
};
export const becomeMainDoc: RouteDoc = {
  tags: [e.variation_product.label.many],
  summary: 'Torna o produto o principal do grupo (os demais deixam de ser)',
  body: idSchema,
  response: { 202: recordSchema(e.variation_product), ...errors },
};

const imageSave = crudRouteDocs(e.product_image, 'save', 201);
export const imageSaveDoc = {
  ...imageSave,
  description:
    'base64: a foto (JPEG, PNG ou WebP; até 10 MB e 25 megapixels) como data URL ou base64; grava as versões img_name + 300.jpg e img_name + 1000.jpg, sempre em JPEG. Arquivo truncado, corrompido ou de outro formato: 422 em base64.',
  body: {
    ...imageSave.body,
    properties: { ...imageSave.body.properties, base64: { type: 'string' } },
    required: ['product_id', 'base64'],
  },
};
export const imageChangeDoc: RouteDoc = {
  tags: [e.product_image.label.many],
  summary: 'Altera cor, relevância e vídeo de uma imagem',
  body: object(
    {
      id: { type: 'integer' },
      product_id: { type: 'integer' },
      color: { type: 'string' },
      relevance: { type: 'integer', minimum: 1, maximum: 15 },
      link_video: { type: 'string' },
    },
    ['id'],
  ),
  response: { 201: recordSchema(e.product_image), ...errors },
};
export const imageDeleteDoc = {
  ...crudRouteDocs(e.product_image, 'delete', 200),
  summary: 'Imagens do Produto: exclui (e apaga os arquivos)',
};

export const promotionSaveDoc = {
  ...crudRouteDocs(e.product_promotion, 'save', 201),
  description:
    'Uma promoção ativa por produto. start_date obrigatório, salvo no_period (que limpa as datas). ' +
    'discount_value (até o preço) ou discount_percent (0 a 100): o outro é calculado pelo preço.',
};
export const promotionUpdateDoc = {
  ...crudRouteDocs(e.product_promotion, 'update', e.product_promotion.status.update),
  description: promotionSaveDoc.description,
};
export const promotionProductIndexDoc: RouteDoc = {
  tags: [e.product_promotion.label.many],
  summary: 'Promoções de um produto (filtro active)',
  body: object({ product_id: { type: 'integer' }, active: { type: 'boolean' } }, ['product_id']),
  response: { 200: pageSchema(e.product_promotion), ...errors },
};

const attributeRow = object({
  id: { type: 'integer' },
  product_id: { type: 'integer' },
  atribute_id: { type: 'integer' },
  atribute_name: { type: 'string' },
  atribute_group_id: { type: ['integer', 'null'] },
  group_name: { type: ['string', 'null'] },
});
export const productAttributesDoc: RouteDoc = {
  tags: [e.product_atribute.label.many],
  summary: 'Atributos de um produto, com o grupo de cada um',
  body: object({ product_id: { type: 'integer' } }, ['product_id']),
  response: { 200: object({ data: { type: 'array', items: attributeRow } }), ...errors },
};
export const productAttributesSaveDoc: RouteDoc = {
  tags: [e.product_atribute.label.many],
  summary: 'Define os atributos de um produto (lista completa) ou cadastra um',
  description:
    'Com atributes (lista de ids): o produto fica exatamente com esses atributos (os ausentes saem). ' +
    'Com atribute_id: cadastra um atributo, como o save genérico.',
  body: object({
    product_id: { type: 'integer' },
    atributes: { type: 'array', items: { type: 'integer' } },
    atribute_id: { type: 'integer' },
  }),
  response: { 201: object({ data: { type: 'array', items: attributeRow } }), ...errors },
};

export const productReportDoc = {
  tags: [e.product.label.many],
  summary: 'Todos os produtos de uma loja, para a exportação CSV',
  description:
    'GET. company_id: obrigatório para admin (loja do usuário para os demais). Páginas de per_page (até 5000); ' +
    'o total vem no cabeçalho X-Total-Count.',
  querystring: object({
    company_id: { type: 'integer' },
    page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 5000 },
  }),
  response: {
    200: {
      type: 'array',
      items: object({
        id: { type: 'integer' },
        created_at: { type: 'string' },
        updated_at: { type: 'string' },
        name: { type: 'string' },
        ref: { type: ['string', 'null'] },
        definition_name: { type: ['string', 'null'] },
        category_name: { type: ['string', 'null'] },
        subcategory_name: { type: ['string', 'null'] },
      }),
    },
    ...errors,
  },
};

export const relevanceListDoc: RouteDoc = {
  ...productListDoc,
  tags: ['Layout'],
  summary:
    'Relevância dos produtos: a lista de produtos por relevância (maior primeiro), com a foto principal',
};
export const alterRelevanceDoc: RouteDoc = {
  tags: ['Layout'],
  summary: 'Altera a relevância de um produto',
  body: object(
    { id: { type: 'integer' }, name: { type: 'string' }, relevance: { type: ['integer', 'null'] } },
    ['id'],
  ),
  response: { 202: productRow, ...errors },
};
