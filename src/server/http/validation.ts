// Request validation derived from the entity schemas: input clean-up (aliases, normalizers, blanks),
// ajv validation, and pt-BR messages keyed by field, as the panel shows them under each input.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { EntityModel, JsonSchema, PropertyModel } from '../../shared/entity.js';
import { isCpfOrCnpj } from '../../shared/schema-keywords.js';
import { addError, type FieldErrors, HttpError, invalid } from './errors.js';

export const MONEY_PATTERN = '^[0-9]{1,10}([.][0-9]{1,2})?$';

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
  // PostgreSQL has no year 0 and takes time-zone offsets only up to 15:59: refuse the rest here,
  // on the field, rather than as a database error.
  const date = formatCheck(ajv, 'date');
  const dateTime = formatCheck(ajv, 'date-time');
  ajv.addFormat('date', { type: 'string', validate: (v) => date(v) && !v.startsWith('0000') });
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (v) => dateTime(v) && !v.startsWith('0000') && !/[+-](1[6-9]|2\d):?\d\d$/.test(v),
  });
  ajv.addFormat('cpf-cnpj', { type: 'string', validate: isCpfOrCnpj });
  ajv.addFormat('cep', { type: 'string', validate: /^[0-9]{8}$/ });
  ajv.addFormat('phone', { type: 'string', validate: /^[0-9]{10,11}$/ });
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

/** What an integer or numeric column holds, for numbers whose schema sets no bound of its own. */
function columnBounds(sqlType: string): { minimum?: number; maximum?: number } {
  if (sqlType === 'integer') return { minimum: -2_147_483_648, maximum: 2_147_483_647 };
  if (sqlType === 'bigint') return { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
  const numeric = /^numeric\((\d+),\s*(\d+)\)$/.exec(sqlType);
  if (!numeric) return {};
  const scale = Number(numeric[2]);
  const max = Number((10 ** (Number(numeric[1]) - scale) - 10 ** -scale).toFixed(scale));
  return { minimum: -max, maximum: max };
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

const normalizers: Record<string, (v: string) => string> = {
  name: (v) => v.trim().replace(/\s+/g, ' '),
  trim: (v) => v.trim(),
  digits: (v) => v.replace(/\D+/g, ''),
  alnum: (v) => v.replace(/[^0-9A-Za-z]+/g, '').toUpperCase(),
  lower: (v) => v.trim().toLowerCase(),
  upper: (v) => v.trim().toUpperCase(),
  capitalize: (v) => {
    const t = v.trim().replace(/\s+/g, ' ');
    return t.charAt(0).toUpperCase() + t.slice(1);
  },
};

function typeWord(type: unknown): string {
  const t = Array.isArray(type) ? type.find((x) => x !== 'null') : type;
  if (t === 'integer') return 'deve ser um número inteiro';
  if (t === 'number') return 'deve ser um número';
  if (t === 'boolean') return 'deve ser verdadeiro ou falso';
  if (t === 'string') return 'deve ser um texto';
  return 'está em formato inválido';
}

export function requiredMessage(p: Pick<PropertyModel, 'label' | 'schema' | 'messages'>): string {
  return (
    p.messages?.required ??
    (p.schema.format === 'email' ? 'Por favor insira um e-mail' : `Por favor insira ${p.label}`)
  );
}

/** One ajv error in Portuguese, about the property it concerns. */
export function messageFor(
  error: ErrorObject,
  p: Pick<PropertyModel, 'label' | 'schema' | 'messages'>,
): string {
  const custom = p.messages?.[error.keyword];
  if (custom) return custom;
  const { label } = p;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return requiredMessage(p);
    case 'minLength':
      return `Por favor insira ${label} válido`;
    case 'maxLength':
      return `${label} deve ter no máximo ${params.limit} caracteres`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} deve ser no mínimo ${params.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} deve ser no máximo ${params.limit}`;
    case 'type':
      return `${label} ${typeWord(params.type)}`;
    case 'format':
      switch (params.format) {
        case 'email':
          return 'E-mail deve ser valido';
        case 'cpf-cnpj':
          return 'CPF/CNPJ inválido';
        case 'cep':
          return 'CEP inválido';
        case 'date':
        case 'date-time':
          return `${label} deve ser uma data válida`;
        case 'uri':
          return `${label} deve ser um endereço (URL) válido`;
        default:
          return `${label} inválido`;
      }
    case 'pattern':
      return p.schema['x-money']
        ? `${label} deve ser um valor em reais, com até 2 casas decimais`
        : `${label} inválido`;
    case 'minItems':
      return `Por favor insira ${label}`;
    default:
      return `${label} inválido`;
  }
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

/**
 * Cleans and validates a save/update body. Returns the values to store; throws 422 with
 * {field: [mensagens]} when anything is wrong.
 */
export function parseInput(model: EntityModel, body: unknown, mode: Mode): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'O corpo da requisição deve ser um objeto JSON.');
  const input: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const errors: FieldErrors = {};
  for (const p of writableProperties(model, mode)) {
    for (const alias of p.aliases)
      if (input[p.name] === undefined && input[alias] !== undefined) input[p.name] = input[alias];
    let value = input[p.name];
    if (typeof value === 'string' && value.includes('\u0000')) {
      // The database cannot store a NUL character in text.
      addError(errors, p.name, `${p.label} inválido`);
      value = undefined;
    }
    if (typeof value === 'string' && p.normalize) value = normalizers[p.normalize](value);
    if (typeof value === 'string' && value.trim() === '' && p.schema.type !== 'string') value = null;
    if (typeof value === 'string' && value === '' && (p.schema.format || p.schema.enum || p.money))
      value = null;
    if (value === null && p.schema.default !== undefined && p.notNull && !p.required) value = undefined;
    // A blank secret on update means "keep the stored one" (the form never shows the hash).
    if (p.hash && mode === 'update' && (value === null || value === '')) value = undefined;
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
      addError(errors, field, messageFor(error, labelOf(model, field)));
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return input;
}
