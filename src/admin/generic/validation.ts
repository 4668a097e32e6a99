// Browser-side validation from the same schemas the API checks, with the same pt-BR messages as
// src/server/http/validation.ts ('Por favor insira {label}', 'Por favor insira {label} válido',
// 'Por favor insira um e-mail', 'E-mail deve ser valido', …). The values are cleaned the way the
// server cleans them (x-normalize) before checking, so both agree on what is too short.
// tests/panel/form-validation.test.tsx checks the two against each other, field by field.
import type { Validator } from 'react-admin';
import type { PropertyModel } from '../../shared/entity';
import { isCpfOrCnpj } from '../../shared/schema-keywords';
import { fullFormats } from 'ajv-formats/dist/formats';

/** The server's MONEY_PATTERN: an exact decimal string with up to 2 decimals. */
const MONEY = /^[0-9]{1,10}([.][0-9]{1,2})?$/;
// The server checks formats with ajv-formats: the same checks here (a small module of regexes),
// with the server's own additions (year 0000, time-zone offsets, Brazilian formats).
const standard = (name: string): ((v: string) => boolean) => {
  const format = (fullFormats as Record<string, unknown>)[name];
  const check = format && typeof format === 'object' && 'validate' in format ? format.validate : format;
  if (check instanceof RegExp) return (v) => check.test(v);
  if (typeof check === 'function') return (v) => (check as (v: string) => boolean)(v);
  return () => true;
};
const formats: Record<string, (v: string) => boolean> = {
  'cpf-cnpj': isCpfOrCnpj,
  cep: (v) => /^[0-9]{8}$/.test(v),
  phone: (v) => /^[0-9]{10,11}$/.test(v),
  date: (v) => standard('date')(v) && !v.startsWith('0000'),
  'date-time': (v) => standard('date-time')(v) && !v.startsWith('0000') && !/[+-](1[6-9]|2\d):?\d\d$/.test(v),
};
const formatCheck = (name: string) => formats[name] ?? standard(name);

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

/** A value as the server sees it after its clean-up: normalized, blank → null where it does. */
export function cleanValue(p: PropertyModel, value: unknown): unknown {
  let v = value;
  if (typeof v === 'string' && p.normalize) v = normalizers[p.normalize](v);
  if (typeof v === 'string' && v.trim() === '' && p.schema.type !== 'string') v = null;
  if (v === '' && (p.schema.format || p.schema.enum || p.money)) v = null;
  return v;
}

export function requiredMessage(p: PropertyModel): string {
  return (
    p.messages?.required ??
    (p.schema.format === 'email' ? 'Por favor insira um e-mail' : `Por favor insira ${p.label}`)
  );
}

function formatMessage(p: PropertyModel, format: string): string {
  switch (format) {
    case 'email':
      return 'E-mail deve ser valido';
    case 'cpf-cnpj':
      return 'CPF/CNPJ inválido';
    case 'cep':
      return 'CEP inválido';
    case 'date':
    case 'date-time':
      return `${p.label} deve ser uma data válida`;
    case 'uri':
      return `${p.label} deve ser um endereço (URL) válido`;
    default:
      return `${p.label} inválido`;
  }
}

/** The bounds the server adds to numbers whose schema sets none (what the SQL column holds). */
function columnBounds(sqlType: string): { minimum?: number; maximum?: number } {
  if (sqlType === 'integer') return { minimum: -2_147_483_648, maximum: 2_147_483_647 };
  if (sqlType === 'bigint') return { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
  const numeric = /^numeric\((\d+),\s*(\d+)\)$/.exec(sqlType);
  if (!numeric) return {};
  const scale = Number(numeric[2]);
  const max = Number((10 ** (Number(numeric[1]) - scale) - 10 ** -scale).toFixed(scale));
  return { minimum: -max, maximum: max };
}

/** The first problem with one value, in the server's words; undefined when it is fine. */
export function problemOf(p: PropertyModel, value: unknown, required = p.required): string | undefined {
  const s = p.schema;
  const msg = (keyword: string, fallback: string) => p.messages?.[keyword] ?? fallback;
  const v = cleanValue(p, value);
  // null is "no value" (react-admin sends an emptied input as null); an empty text that remains
  // after the clean-up is checked like any text, as the server does.
  if (v === null || v === undefined || (v === '' && required))
    return required ? requiredMessage(p) : undefined;
  // ajv's order: the type, then enum, then the type's own keywords.
  const number = (s.type === 'integer' || s.type === 'number') && !p.money;
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (number && (!Number.isFinite(n) || (s.type === 'integer' && !Number.isInteger(n))))
    return msg(
      'type',
      `${p.label} ${s.type === 'integer' ? 'deve ser um número inteiro' : 'deve ser um número'}`,
    );
  if (s.enum && !s.enum.some((e) => String(e) === String(v))) return msg('enum', `${p.label} inválido`);
  if (number) {
    const { minimum, maximum } = { ...columnBounds(p.sqlType), ...s };
    if (typeof minimum === 'number' && n < minimum)
      return msg('minimum', `${p.label} deve ser no mínimo ${minimum}`);
    if (typeof maximum === 'number' && n > maximum)
      return msg('maximum', `${p.label} deve ser no máximo ${maximum}`);
    return undefined;
  }
  if (s.type === 'boolean') return undefined;
  const text = String(v);
  // Lengths in characters (code points), as ajv counts them.
  const length = [...text].length;
  if (typeof s.maxLength === 'number' && length > s.maxLength)
    return msg('maxLength', `${p.label} deve ter no máximo ${s.maxLength} caracteres`);
  if (typeof s.minLength === 'number' && length < s.minLength)
    return msg('minLength', `Por favor insira ${p.label} válido`);
  if (p.money && !MONEY.test(text))
    return msg('pattern', `${p.label} deve ser um valor em reais, com até 2 casas decimais`);
  if (!p.money && s.pattern && !new RegExp(s.pattern, 'u').test(text))
    return msg('pattern', `${p.label} inválido`);
  if (s.format && !formatCheck(s.format)(text)) return msg('format', formatMessage(p, s.format));
  return undefined;
}

/** The validators of one property; `required` can be forced (e.g. the store for admins). */
export function validatorsFor(p: PropertyModel, options: { required?: boolean } = {}): Validator[] {
  const required = options.required ?? p.required;
  const validator = (value: unknown) => problemOf(p, value, required);
  // react-admin marks a label with * when a validator carries isRequired, as its required() does.
  return [Object.assign(validator, { isRequired: required })];
}
