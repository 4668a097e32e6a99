// The validation rules the API and the panel share: how input is cleaned, what a column can hold,
// our formats, and the pt-BR message of each rule (spec section 5). The server checks with ajv
// (src/server/http/validation.ts), the panel with its own validators (src/admin/generic/validation.ts);
// both word their messages here, so a form and the API never disagree.
import type { PropertyModel } from './entity.js';
import { catalogueTextProblem, isCatalogueText } from './catalogue-text.js';
import { isCep, isCnpj, isCpf, isCpfOrCnpj, isPhone, onlyAlnum, onlyDigits } from './br-formats.js';
import { isSitePath, isWebAddress } from './web-address.js';

/** Exact money: a decimal string with up to 2 decimals, never negative. */
export const MONEY_PATTERN = '^[0-9]{1,10}([.][0-9]{1,2})?$';

/** x-normalize: applied to input text before it is checked or stored. */
export const normalizers: Record<string, (v: string) => string> = {
  name: (v) => v.trim().replace(/\s+/g, ' '),
  trim: (v) => v.trim(),
  digits: onlyDigits,
  alnum: onlyAlnum,
  lower: (v) => v.trim().toLowerCase(),
  upper: (v) => v.trim().toUpperCase(),
  capitalize: (v) => {
    const t = v.trim().replace(/\s+/g, ' ');
    return t.charAt(0).toUpperCase() + t.slice(1);
  },
};

/** What an integer or numeric column holds, for numbers whose schema sets no bound of its own. */
export function columnBounds(sqlType: string): { minimum?: number; maximum?: number } {
  if (sqlType === 'integer') return { minimum: -2_147_483_648, maximum: 2_147_483_647 };
  if (sqlType === 'bigint') return { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
  const numeric = /^numeric\((\d+),\s*(\d+)\)$/.exec(sqlType);
  if (!numeric) return {};
  const scale = Number(numeric[2]);
  const max = Number((10 ** (Number(numeric[1]) - scale) - 10 ** -scale).toFixed(scale));
  return { minimum: -max, maximum: max };
}

/** Our own formats (the standard ones come from ajv-formats on both sides). */
export const brazilianFormats: Record<string, (v: string) => boolean> = {
  // A person's CPF, a company's CNPJ (numeric or letters and digits), or either.
  cpf: isCpf,
  cnpj: isCnpj,
  'cpf-cnpj': isCpfOrCnpj,
  cep: isCep,
  phone: isPhone,
  'catalogue-text': isCatalogueText,
  'web-address': isWebAddress,
  'site-path': isSitePath,
};

/**
 * Formats whose values cannot be long (the checks above and storableDate refuse longer text), so a
 * string with one needs no maxLength of its own (codegen/model.ts unboundedParts).
 */
export const BOUNDED_FORMATS = ['date', 'date-time', 'cep', 'phone', 'cpf', 'cnpj', 'cpf-cnpj'];

/**
 * PostgreSQL has no year 0 and takes time-zone offsets only up to 15:59: dates the standard format
 * accepts but the database would refuse are refused on the field instead.
 */
export function storableDate(value: string, withTime: boolean): boolean {
  // '2024-01-01T00:00:00.123456+03:00' is 32 characters; the standard check takes any number of
  // fraction digits.
  if (value.length > (withTime ? 40 : 10)) return false;
  if (value.startsWith('0000')) return false;
  return !withTime || !/[+-](1[6-9]|2\d):?\d\d$/.test(value);
}

/**
 * Text the database can hold: PostgreSQL refuses the NUL character, and a lone UTF-16 surrogate
 * ("\ud800" in JSON) is not Unicode (jsonb refuses it; a text column would keep U+FFFD instead).
 */
export function isStorableText(value: string): boolean {
  return (
    !value.includes('\u0000') &&
    !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)
  );
}

type Described = Pick<PropertyModel, 'label' | 'schema' | 'messages'>;

/** A password (x-hash) made of spaces only is refused, by the server and the browser alike. */
export const blankSecretMessage = (p: Pick<PropertyModel, 'label'>) =>
  `${p.label} não pode conter apenas espaços`;
export const isBlankSecret = (p: Pick<PropertyModel, 'hash'>, value: unknown): boolean =>
  p.hash && typeof value === 'string' && value !== '' && value.trim() === '';

export function requiredMessage(p: Described): string {
  return (
    p.messages?.required ??
    (p.schema.format === 'email' ? 'Por favor insira um e-mail' : `Por favor insira ${p.label}`)
  );
}

function typeWord(type: unknown): string {
  const t = Array.isArray(type) ? type.find((x) => x !== 'null') : type;
  if (t === 'integer') return 'deve ser um número inteiro';
  if (t === 'number') return 'deve ser um número';
  if (t === 'boolean') return 'deve ser verdadeiro ou falso';
  if (t === 'string') return 'deve ser um texto';
  return 'está em formato inválido';
}

function formatMessage(label: string, format: unknown, value: unknown): string {
  switch (format) {
    case 'catalogue-text':
      return (typeof value === 'string' && catalogueTextProblem(value)) || `${label} inválido`;
    case 'email':
      return 'E-mail deve ser valido';
    case 'cpf':
      return 'CPF inválido';
    case 'cnpj':
      return 'CNPJ inválido';
    case 'cpf-cnpj':
      return 'CPF/CNPJ inválido';
    case 'cep':
      return 'CEP inválido';
    case 'date':
    case 'date-time':
      return `${label} deve ser uma data válida`;
    case 'uri':
      return `${label} deve ser um endereço (URL) válido`;
    case 'web-address':
      return `${label} deve ser um endereço http(s) válido`;
    case 'site-path':
      return `${label} deve ser um caminho que comece com /`;
    default:
      return `${label} inválido`;
  }
}

/**
 * The message of one broken rule (JSON Schema keyword, with ajv's params: limit, type, format, and
 * the value for formats whose message depends on it),
 * or the schema's own x-messages for that keyword.
 */
export function ruleMessage(keyword: string, params: Record<string, unknown>, p: Described): string {
  const custom = p.messages?.[keyword];
  if (custom) return custom;
  const { label } = p;
  switch (keyword) {
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
      return formatMessage(label, params.format, params.value);
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
