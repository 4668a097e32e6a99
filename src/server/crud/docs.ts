// JSON Schemas of the generic calls, for the OpenAPI document (validation itself is parseInput).
import type { EntityModel, JsonSchema, PropertyModel } from '../../shared/entity.js';
import { inputSchema, writableProperties } from '../http/validation.js';

/**
 * Our document formats, spelled out beside the label: OpenAPI takes any `format` name, so a reader
 * (or a client generator) learns here what `cpf`, `cnpj` and `cpf-cnpj` accept.
 */
export const FORMAT_NOTES: Record<string, string> = {
  cpf: 'CPF: 11 dígitos, conferidos pelos dígitos verificadores; pontuação aceita',
  cnpj: 'CNPJ: 14 caracteres, numérico ou alfanumérico (válido desde julho de 2026), conferidos pelos dígitos verificadores; pontuação aceita',
  'cpf-cnpj':
    'CPF (11 dígitos) ou CNPJ (14 caracteres, numérico ou alfanumérico), conferidos pelos dígitos verificadores; pontuação aceita',
};

/** A property's description in the document: its label, and what its format accepts. */
const descriptionOf = (p: PropertyModel): string => {
  const note = typeof p.schema.format === 'string' ? FORMAT_NOTES[p.schema.format] : undefined;
  return note ? `${p.label}. ${note}` : p.label;
};

/** What a credential (x-secret) answers: whether it is set and its last 4 characters, never itself. */
const secretHintSchema: JsonSchema = {
  type: ['object', 'null'],
  properties: { set: { type: 'boolean' }, last4: { type: ['string', 'null'] } },
};

/**
 * Input rules that say what may be *sent* (a minimum length, a pattern, bounds), not what a stored
 * record holds: rows written before a rule existed, or by the app itself, may be outside them, so a
 * record's shape in the document (what a client receives) leaves them out. Types, enums, formats and
 * maximum lengths (the column's own limit) stay.
 */
const INPUT_ONLY = new Set([
  'minLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'default',
]);

export function outputSchema(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (INPUT_ONLY.has(k)) continue;
    if (k === 'properties' && v && typeof v === 'object')
      out.properties = Object.fromEntries(
        Object.entries(v as Record<string, JsonSchema>).map(([n, s]) => [n, outputSchema(s)]),
      );
    else if (k === 'items' && v && typeof v === 'object' && !Array.isArray(v))
      out.items = outputSchema(v as JsonSchema);
    else out[k] = v;
  }
  return out;
}

export function recordSchema(model: EntityModel): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const p of Object.values(model.properties)) {
    if (p.writeOnly) continue;
    properties[p.name] = p.secret
      ? { ...secretHintSchema, description: `${p.label} (guardado cifrado; só se informa se existe)` }
      : { ...outputSchema(inputSchema(p, !p.notNull)), description: descriptionOf(p) };
  }
  return { type: 'object', properties };
}

export function saveSchema(model: EntityModel): JsonSchema {
  const props = writableProperties(model, 'save');
  return {
    type: 'object',
    properties: Object.fromEntries(
      props.map((p) => [p.name, { ...inputSchema(p, !p.notNull), description: descriptionOf(p) }]),
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
        props.map((p) => [p.name, { ...inputSchema(p, !p.notNull), description: descriptionOf(p) }]),
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
