// JSON Schemas of the generic calls, for the OpenAPI document (validation itself is parseInput).
import type { EntityModel, JsonSchema } from '../../shared/entity.js';
import { inputSchema, writableProperties } from '../http/validation.js';

/** What a credential (x-secret) answers: whether it is set and its last 4 characters, never itself. */
const secretHintSchema: JsonSchema = {
  type: ['object', 'null'],
  properties: { set: { type: 'boolean' }, last4: { type: ['string', 'null'] } },
};

export function recordSchema(model: EntityModel): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const p of Object.values(model.properties)) {
    if (p.writeOnly) continue;
    properties[p.name] = p.secret
      ? { ...secretHintSchema, description: `${p.label} (guardado cifrado; só se informa se existe)` }
      : { ...inputSchema(p, !p.notNull), description: p.label };
  }
  return { type: 'object', properties };
}

export function saveSchema(model: EntityModel): JsonSchema {
  const props = writableProperties(model, 'save');
  return {
    type: 'object',
    properties: Object.fromEntries(
      props.map((p) => [p.name, { ...inputSchema(p, !p.notNull), description: p.label }]),
    ),
    required: props.filter((p) => p.required && p.name !== 'company_id').map((p) => p.name),
  };
}

export function updateSchema(model: EntityModel): JsonSchema {
  const props = writableProperties(model, 'update');
  return {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      ...Object.fromEntries(
        props.map((p) => [p.name, { ...inputSchema(p, !p.notNull), description: p.label }]),
      ),
    },
    required: ['id'],
  };
}

export const idSchema: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' } },
  required: ['id'],
};

export function listSchema(model: EntityModel): JsonSchema {
  const filters = Object.values(model.properties).filter(
    (p) => p.filter || p.name === 'id' || (p.name === 'company_id' && model.tenant),
  );
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, description: 'Página, a partir de 1' },
      itens_per_page: {
        type: 'integer',
        minimum: 1,
        maximum: 1000,
        description: 'Itens por página (padrão 25)',
      },
      ordenate_field: { type: 'string', enum: model.sort },
      ordenate_type: { type: 'string', enum: ['asc', 'desc'] },
      ...(model.search.length
        ? { q: { type: 'string', description: `Busca em: ${model.search.join(', ')}` } }
        : {}),
      ...Object.fromEntries(
        filters.map((p) => [
          p.name,
          { description: `${p.label} (${p.filter === 'like' ? 'contém' : 'igual a'})` },
        ]),
      ),
    },
  };
}

export function pageSchema(model: EntityModel, item: JsonSchema = recordSchema(model)): JsonSchema {
  return {
    type: 'object',
    properties: {
      data: { type: 'array', items: item },
      total: { type: 'integer' },
      last_page: { type: 'integer' },
    },
  };
}

export const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};
