// The product import calls (product-import.ts, mapping.ts), registered by the catalogue area.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/calls/index.js';
import { IMPORT_FIELDS, MAX_IMPORT_BATCH } from '../../../shared/product-import.js';
import type { JsonSchema } from '../../../shared/entity.js';
import { errorSchema } from '../../crud/docs.js';
import { postCall } from '../../http/call-routes.js';
import { importMapping, saveImportMapping } from './mapping.js';
import { runImport, validateImport } from './product-import.js';

const tags = ['Produtos'];
const errors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
const companyId: JsonSchema = { type: 'integer', description: 'Loja (somente administradores)' };
const batch: JsonSchema = {
  type: 'object',
  properties: {
    company_id: companyId,
    rows: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_IMPORT_BATCH,
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer', minimum: 1, description: 'Número da linha no arquivo' },
          ...Object.fromEntries(
            IMPORT_FIELDS.map((f) => [f.key, { type: ['string', 'null'], description: f.label }]),
          ),
        },
        required: ['line'],
      },
    },
  },
  required: ['rows'],
};
const result: JsonSchema = {
  type: 'object',
  properties: {
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer' },
          action: { type: ['string', 'null'], enum: ['create', 'update', null] },
          errors: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    created: { type: 'integer', description: 'Produtos cadastrados' },
    updated: { type: 'integer', description: 'Produtos atualizados' },
    failed: { type: 'integer', description: 'Linhas com erros' },
  },
};
const mapping: JsonSchema = {
  type: 'object',
  properties: {
    columns: {
      type: ['object', 'null'],
      additionalProperties: { type: 'string' },
      description: 'Cabeçalho da coluna (minúsculas, sem acentos) → campo do produto, ou vazio (ignorar)',
    },
  },
};

export function registerProductImportRoutes(app: FastifyInstance): void {
  postCall(
    app,
    calls.productImportValidate,
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Importação de produtos: valida um lote de linhas sem gravar nada (erros por linha)',
        description:
          'As linhas com a mesma referência são um produto; cada linha é um item da grade (tamanho × cor). ' +
          `Até ${MAX_IMPORT_BATCH} linhas por chamada.`,
        body: batch,
        response: { 200: result, ...errors },
      },
    },
    (r) => validateImport(r.scope, r.body),
  );
  postCall(
    app,
    calls.productImportRun,
    {
      schema: {
        tags,
        summary:
          'Importação de produtos: cadastra ou atualiza (pela referência) os produtos válidos de um lote',
        description:
          'Cada produto entra com a sua grade inteiro ou não entra; as linhas com erros são puladas e devolvidas.',
        body: batch,
        response: { 200: result, ...errors },
      },
    },
    (r) => runImport(r.scope, r.body),
  );
  postCall(
    app,
    calls.productImportMapping,
    {
      config: { transaction: false },
      schema: {
        tags,
        summary: 'Importação de produtos: o mapeamento de colunas da última importação da loja',
        body: { type: 'object', properties: { company_id: companyId } },
        response: { 200: mapping, ...errors },
      },
    },
    (r) => importMapping(r.scope, r.body),
  );
  postCall(
    app,
    calls.productImportMappingSave,
    {
      schema: {
        tags,
        summary: 'Importação de produtos: guarda o mapeamento de colunas da loja',
        body: {
          type: 'object',
          properties: { company_id: companyId, columns: mapping.properties!.columns },
          required: ['columns'],
        },
        response: { 200: mapping, ...errors },
      },
    },
    (r) => saveImportMapping(r.scope, r.body),
  );
}
