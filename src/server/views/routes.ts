// Saved views of the generic lists (views.ts): list, save, update and delete the caller's own.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../shared/calls/index.js';
import { VIEW_KEY_MAX, VIEW_NAME_MAX, VIEW_PAGE_SIZES } from '../../shared/saved-views.js';
import type { JsonSchema } from '../../shared/entity.js';
import { errorSchema } from '../crud/docs.js';
import { postCall } from '../http/call-routes.js';
import { createView, deleteView, listViews, updateView } from './views.js';

const TAG = 'Visões salvas';
const listField: JsonSchema = {
  type: 'string',
  maxLength: 60,
  pattern: '^[A-Za-z][A-Za-z0-9/_-]{0,59}$',
  description: "A lista: o recurso da tela ('brand', 'product', 'pending-orders', …)",
};
const nameField: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: VIEW_NAME_MAX,
  description: 'Nome da visão (sem espaços nas pontas; único por usuário e lista)',
};
const key: JsonSchema = { type: 'string', maxLength: VIEW_KEY_MAX };
const stateSchema: JsonSchema = {
  type: 'object',
  description: 'O estado da lista (no máximo 8 KB em JSON)',
  additionalProperties: false,
  properties: {
    filter: {
      type: 'object',
      maxProperties: 40,
      propertyNames: key,
      description: 'Os filtros da lista (o filtro de loja do administrador, company_id, entre eles)',
    },
    sort: {
      type: 'object',
      additionalProperties: false,
      properties: { field: key, order: { type: 'string', enum: ['ASC', 'DESC'] } },
      required: ['field', 'order'],
    },
    perPage: { type: 'integer', enum: [...VIEW_PAGE_SIZES] },
    columns: { type: 'array', maxItems: 50, items: key, description: 'As colunas visíveis, em ordem' },
  },
};
const viewSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    list: { type: 'string' },
    name: { type: 'string' },
    state: stateSchema,
    is_default: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'list', 'name', 'state', 'is_default', 'created_at'],
};
const idBody: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, description: 'A visão' } },
  required: ['id'],
};
const errors = { 401: errorSchema, 422: errorSchema };

export function registerViewRoutes(app: FastifyInstance): void {
  postCall(
    app,
    calls.savedViews,
    {
      config: { transaction: false },
      schema: {
        tags: [TAG],
        summary: 'As visões salvas do usuário para uma lista (a padrão primeiro)',
        body: { type: 'object', properties: { list: listField }, required: ['list'] },
        response: {
          200: { type: 'object', properties: { data: { type: 'array', items: viewSchema } } },
          ...errors,
        },
      },
    },
    (r) => listViews(r.scope, r.body),
  );
  postCall(
    app,
    calls.savedViewCreate,
    {
      status: 201,
      schema: {
        tags: [TAG],
        summary:
          'Salva uma visão da lista (filtros, ordenação, itens por página, colunas); is_default desmarca a outra padrão',
        body: {
          type: 'object',
          properties: {
            list: listField,
            name: nameField,
            state: stateSchema,
            is_default: { type: 'boolean', description: 'Usar como padrão' },
          },
          required: ['list', 'name', 'state'],
        },
        response: { 201: viewSchema, ...errors },
      },
    },
    (r) => createView(r.scope, r.body),
  );
  postCall(
    app,
    calls.savedViewUpdate,
    {
      schema: {
        tags: [TAG],
        summary: 'Renomeia, torna padrão (ou não) ou troca o estado de uma visão do próprio usuário',
        body: {
          type: 'object',
          properties: {
            id: { type: 'integer', minimum: 1, description: 'A visão' },
            name: nameField,
            state: stateSchema,
            is_default: { type: 'boolean', description: 'Padrão' },
          },
          required: ['id'],
        },
        response: { 200: viewSchema, 404: errorSchema, ...errors },
      },
    },
    (r) => updateView(r.scope, r.body),
  );
  postCall(
    app,
    calls.savedViewDelete,
    {
      schema: {
        tags: [TAG],
        summary: 'Exclui uma visão do próprio usuário',
        body: idBody,
        response: {
          200: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
          404: errorSchema,
          ...errors,
        },
      },
    },
    (r) => deleteView(r.scope, r.body),
  );
}
