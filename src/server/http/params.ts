// Parameters of calls that are not an entity's save/update body (list filters, stock
// changes, initial quantities), checked with ajv and answered with the schemas' pt-BR messages.
import type { ValidateFunction } from 'ajv';
import type { JsonSchema, PropertyModel } from '../../shared/entity.js';
import type { Row } from '../crud/records.js';
import { addError, type FieldErrors, HttpError, invalid } from './errors.js';
import { ajv, hasUnstorableText, inputSchema, messageFor, requiredMessage } from './validation.js';

export interface Field {
  label: string;
  /** What ajv checks (types are coerced: "5" becomes 5). */
  check: JsonSchema;
  /** The schema the messages are worded from (x-money, format). */
  source?: JsonSchema;
  messages?: Record<string, string>;
  /** Other names accepted on input. */
  aliases?: string[];
}
export type Fields = Record<string, Field>;

/** A field checked like an entity property, with its label and messages. */
export function fromProperty(p: PropertyModel, extra: Partial<Field> = {}): Field {
  return { label: p.label, check: inputSchema(p, false), source: p.schema, messages: p.messages, ...extra };
}

export const integerIds = (label: string): Field => ({
  label,
  check: {
    anyOf: [
      { type: 'integer', minimum: 1 },
      { type: 'array', items: { type: 'integer' }, maxItems: 500 },
    ],
  },
});

const compiled = new WeakMap<Fields, ValidateFunction>();

/**
 * Integers without bounds of their own get the safe range: ajv coerces "1e400" or a string of 400
 * digits to Infinity, which passes `minimum` and only fails later in the database.
 */
export function withSafeIntegers(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  if ([schema.type].flat().includes('integer'))
    Object.assign(out, { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, schema);
  if (schema.items) out.items = withSafeIntegers(schema.items);
  for (const k of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[k])) out[k] = (schema[k] as JsonSchema[]).map(withSafeIntegers);
  return out;
}

/**
 * The declared fields of a body, trimmed and coerced to their types. Blank values ('' or null) count
 * as absent; a missing required field or a bad value answers 422 {field: [mensagem]}. Declare `fields`
 * once per module: its compiled validator is kept for it.
 */
export function parseFields(fields: Fields, body: unknown, required: string[] = []): Row {
  const source = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Row;
  const picked: Row = {};
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(fields)) {
    let value = source[name];
    for (const alias of field.aliases ?? []) if (value === undefined) value = source[alias];
    if (typeof value === 'string') value = value.trim();
    // The database cannot hold a NUL character or a lone surrogate in text.
    if (hasUnstorableText(value)) addError(errors, name, `${field.label} inválido`);
    else if (value !== undefined && value !== null && value !== '') picked[name] = value;
  }
  for (const name of required)
    if (picked[name] === undefined && !errors[name])
      addError(errors, name, requiredMessage(describe(fields[name])));
  let validate = compiled.get(fields);
  if (!validate) {
    validate = ajv.compile({
      type: 'object',
      properties: Object.fromEntries(Object.entries(fields).map(([n, f]) => [n, withSafeIntegers(f.check)])),
    });
    compiled.set(fields, validate);
  }
  if (!validate(picked))
    for (const error of validate.errors ?? []) {
      const name = error.instancePath.split('/')[1] ?? '';
      if (!fields[name] || errors[name]) continue;
      addError(errors, name, messageFor(error, describe(fields[name])));
    }
  if (Object.keys(errors).length) throw invalid(errors);
  return picked;
}

function describe(field: Field): Pick<PropertyModel, 'label' | 'schema' | 'messages'> {
  return { label: field.label, schema: field.source ?? field.check, messages: field.messages };
}

/**
 * Runs every check and answers one 422 with all their field errors together, so the form shows
 * every problem at once. Errors of other kinds pass through untouched.
 */
export function collectErrors<T extends unknown[]>(
  ...checks: { [K in keyof T]: () => T[K] }
): { [K in keyof T]: T[K] } {
  const errors: FieldErrors = {};
  const results = checks.map((check) => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 422 || !error.errors) throw error;
      for (const [field, messages] of Object.entries(error.errors))
        for (const message of messages) addError(errors, field, message);
      return undefined;
    }
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return results as { [K in keyof T]: T[K] };
}

/** The errors of a 422 under a prefix ("data.2.size"), for the items of a batch. */
export function prefixErrors(error: unknown, prefix: string, keep: string[] = []): FieldErrors {
  if (!(error instanceof HttpError) || error.status !== 422 || !error.errors) throw error;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors))
    out[keep.includes(field) ? field : `${prefix}.${field}`] = messages;
  return out;
}
