// Small builders for the answer shapes the areas document by hand (OpenAPI 3.1 = JSON Schema
// 2020-12). `object` makes every listed property required unless told otherwise: a generated client
// then trusts them to be there, and the API suites' answer check (tests/helpers/openapi-answers.ts)
// proves it.
import type { JsonSchema } from '../../shared/entity.js';

export const string: JsonSchema = { type: 'string' };
export const integer: JsonSchema = { type: 'integer' };
export const number: JsonSchema = { type: 'number' };
export const boolean: JsonSchema = { type: 'boolean' };
/** Money and other exact decimals travel as strings ("12.34"). */
export const decimal: JsonSchema = { type: 'string', description: 'Decimal exato, como texto ("12.34")' };

/** The same shape, or null. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (schema.$ref) return { anyOf: [schema, { type: 'null' }] };
  const type = schema.type;
  if (type === undefined) return { anyOf: [schema, { type: 'null' }] };
  const types = Array.isArray(type) ? type : [type];
  return {
    ...schema,
    type: types.includes('null') ? types : [...types, 'null'],
    ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}),
  };
}

export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

export function object(
  properties: Record<string, JsonSchema>,
  options: { optional?: string[]; description?: string } = {},
): JsonSchema {
  const required = Object.keys(properties).filter((name) => !options.optional?.includes(name));
  return {
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    properties,
    ...(required.length ? { required } : {}),
  };
}
