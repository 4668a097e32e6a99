// Request validation derived from the entity schemas: input clean-up (aliases, normalizers, blanks),
// ajv validation, and pt-BR messages keyed by field, as the panel shows them under each input.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { EntityModel, JsonSchema, PropertyModel } from '../../shared/entity.js';
import {
  blankSecretMessage,
  brazilianFormats,
  isBlankSecret,
  columnBounds,
  isStorableText,
  MONEY_PATTERN,
  normalizers,
  requiredMessage,
  ruleMessage,
  storableDate,
} from '../../shared/validation-rules.js';

export { requiredMessage };
import { NOT_AN_OBJECT } from './body-shape.js';
import { addError, type FieldErrors, HttpError, invalid } from './errors.js';

export { MONEY_PATTERN };

export function createAjv(useDefaults = false): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: true,
    removeAdditional: 'all',
    useDefaults,
    strict: false,
    allowUnionTypes: true,
  });
  addFormats.default(ajv);
  const date = formatCheck(ajv, 'date');
  const dateTime = formatCheck(ajv, 'date-time');
  ajv.addFormat('date', { type: 'string', validate: (v) => date(v) && storableDate(v, false) });
  ajv.addFormat('date-time', { type: 'string', validate: (v) => dateTime(v) && storableDate(v, true) });
  for (const [name, validate] of Object.entries(brazilianFormats))
    ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}

function formatCheck(ajv: Ajv, name: string): (value: string) => boolean {
  const format = ajv.formats[name];
  const check = format && typeof format === 'object' && 'validate' in format ? format.validate : format;
  if (typeof check === 'function') return (v) => (check as (v: string) => boolean)(v);
  if (check instanceof RegExp) return (v) => check.test(v);
  return () => true;
}

export const ajv = createAjv();
// Defaults fill in on save only: an update changes just the fields it sends.
const ajvWithDefaults = createAjv(true);

/** The JSON Schema ajv checks for one property: our keywords out, money as an exact decimal string. */
export function inputSchema(p: PropertyModel, nullable: boolean): JsonSchema {
  const clean = strip(p.schema);
  if (p.money) Object.assign(clean, { type: 'string', pattern: MONEY_PATTERN });
  else Object.assign(clean, { ...columnBounds(p.sqlType), ...clean });
  if (!nullable) return clean;
  const type = clean.type;
  if (type && !Array.isArray(type)) clean.type = [type, 'null'];
  if (clean.enum) clean.enum = [...clean.enum, null];
  return clean;
}

function strip(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k.startsWith('x-') || k === 'readOnly' || k === 'writeOnly' || k === 'description') continue;
    if (k === 'properties' && v && typeof v === 'object')
      out.properties = Object.fromEntries(
        Object.entries(v as Record<string, JsonSchema>).map(([n, s]) => [n, strip(s)]),
      );
    else if (k === 'items' && v && typeof v === 'object') out.items = strip(v as JsonSchema);
    else out[k] = v;
  }
  return out;
}

/** Whether any text in a value (members and names of JSON included) is text the database cannot hold. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => !isStorableText(k) || hasUnstorableText(v));
  return false;
}

/** One ajv error in Portuguese, about the property it concerns. */
export function messageFor(
  error: ErrorObject,
  p: Pick<PropertyModel, 'label' | 'schema' | 'messages'>,
  value?: unknown,
): string {
  return ruleMessage(error.keyword, { ...error.params, value }, p);
}

type Mode = 'save' | 'update';
const validators = new WeakMap<EntityModel, Partial<Record<Mode, ValidateFunction>>>();

function validatorFor(model: EntityModel, mode: Mode): ValidateFunction {
  const cached = validators.get(model)?.[mode];
  if (cached) return cached;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of writableProperties(model, mode)) {
    const mustHave = mode === 'save' && p.required;
    properties[p.name] = inputSchema(p, !p.notNull);
    if (mustHave) required.push(p.name);
  }
  if (mode === 'update') {
    properties.id = { type: 'integer', minimum: 1 };
    required.push('id');
  }
  const fn = (mode === 'save' ? ajvWithDefaults : ajv).compile({
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  });
  validators.set(model, { ...validators.get(model), [mode]: fn });
  return fn;
}

export function writableProperties(model: EntityModel, mode: Mode): PropertyModel[] {
  return Object.values(model.properties).filter(
    (p) =>
      p.stored &&
      !p.readOnly &&
      p.name !== 'id' &&
      !(mode === 'update' && (p.immutable || p.name === 'company_id')),
  );
}

function labelOf(model: EntityModel, field: string): Pick<PropertyModel, 'label' | 'schema' | 'messages'> {
  if (field === 'id') return { label: 'ID', schema: { type: 'integer' } };
  return model.properties[field] ?? { label: field, schema: {} };
}

/** The {set, last4} a record answers for a credential, sent back as it came by a form. */
const isSecretHint = (value: unknown): boolean =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  'set' in value &&
  Object.keys(value).every((k) => k === 'set' || k === 'last4');

/**
 * Cleans and validates a save/update body. Returns the values to store; throws 422 with
 * {field: [mensagens]} when anything is wrong.
 */
export function parseInput(model: EntityModel, body: unknown, mode: Mode): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(422, NOT_AN_OBJECT, {});
  const input: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const errors: FieldErrors = {};
  for (const p of writableProperties(model, mode)) {
    for (const alias of p.aliases)
      if (input[p.name] === undefined && input[alias] !== undefined) input[p.name] = input[alias];
    let value = input[p.name];
    if (hasUnstorableText(value)) {
      // A NUL character or a lone surrogate, here or inside a JSON value: the database cannot hold it.
      addError(errors, p.name, `${p.label} inválido`);
      value = undefined;
    }
    if (typeof value === 'string' && p.normalize) value = normalizers[p.normalize](value);
    // A secret made only of spaces is refused ('' on update still means "keep the stored one").
    if (isBlankSecret(p, value)) {
      addError(errors, p.name, blankSecretMessage(p));
      value = undefined;
    }
    if (typeof value === 'string' && value.trim() === '' && p.schema.type !== 'string') value = null;
    if (typeof value === 'string' && value === '' && (p.schema.format || p.schema.enum || p.money))
      value = null;
    if (value === null && p.schema.default !== undefined && p.notNull && !p.required) value = undefined;
    // A blank secret on update means "keep the stored one" (the form never shows the hash), and so
    // does the {set, last4} hint a form sends back unchanged.
    if ((p.hash || p.secret) && mode === 'update' && (value === null || value === '')) value = undefined;
    if (p.secret && isSecretHint(value)) value = undefined;
    // Passwords and secrets are typed text: a JSON number (12345678) is not coerced into one.
    if ((p.hash || p.secret) && value !== undefined && value !== null && typeof value !== 'string') {
      addError(errors, p.name, `${p.label} deve ser um texto`);
      value = undefined;
    }
    if ((value === null || value === '') && p.required) {
      if (mode === 'save' || value !== undefined) addError(errors, p.name, requiredMessage(p));
      value = undefined;
    }
    if (value === undefined) delete input[p.name];
    else input[p.name] = value;
  }
  const validate = validatorFor(model, mode);
  if (!validate(input)) {
    for (const error of validate.errors ?? []) {
      const field =
        error.keyword === 'required' && error.instancePath === ''
          ? String((error.params as { missingProperty: string }).missingProperty)
          : (error.instancePath.split('/')[1] ?? '');
      if (errors[field]) continue;
      addError(errors, field, messageFor(error, labelOf(model, field), input[field]));
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return input;
}
