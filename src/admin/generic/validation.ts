// Browser-side validation from the same schemas the API checks, with the same pt-BR messages as
// src/server/http/validation.ts ('Por favor insira {label}', 'Por favor insira {label} válido',
// 'Por favor insira um e-mail', 'E-mail deve ser valido', …). The values are cleaned the way the
// server cleans them (x-normalize) before checking, so both agree on what is too short.
// tests/panel/form-validation.test.tsx checks the two against each other, field by field.
import type { Validator } from 'react-admin';
import { fullFormats } from 'ajv-formats/dist/formats';
import type { PropertyModel } from '../../shared/entity';
import {
  blankSecretMessage,
  brazilianFormats,
  isBlankSecret,
  columnBounds,
  MONEY_PATTERN,
  normalizers,
  requiredMessage,
  ruleMessage,
  storableDate,
} from '../../shared/validation-rules';

export { requiredMessage };

const MONEY = new RegExp(MONEY_PATTERN);
// The server checks standard formats with ajv-formats: the same checks here (a small module of
// regexes), plus our shared formats and date refinements.
const standard = (name: string): ((v: string) => boolean) => {
  const format = (fullFormats as Record<string, unknown>)[name];
  const check = format && typeof format === 'object' && 'validate' in format ? format.validate : format;
  if (check instanceof RegExp) return (v) => check.test(v);
  if (typeof check === 'function') return (v) => (check as (v: string) => boolean)(v);
  return () => true;
};
const formats: Record<string, (v: string) => boolean> = {
  ...brazilianFormats,
  date: (v) => standard('date')(v) && storableDate(v, false),
  'date-time': (v) => standard('date-time')(v) && storableDate(v, true),
};
const formatCheck = (name: string) => formats[name] ?? standard(name);

/** A value as the server sees it after its clean-up: normalized, blank → null where it does. */
export function cleanValue(p: PropertyModel, value: unknown): unknown {
  let v = value;
  if (typeof v === 'string' && p.normalize) v = normalizers[p.normalize](v);
  if (typeof v === 'string' && v.trim() === '' && p.schema.type !== 'string') v = null;
  if (v === '' && (p.schema.format || p.schema.enum || p.money)) v = null;
  return v;
}

/** The first problem with one value, in the server's words; undefined when it is fine. */
export function problemOf(p: PropertyModel, value: unknown, required = p.required): string | undefined {
  const s = p.schema;
  const broken = (keyword: string, params: Record<string, unknown> = {}) => ruleMessage(keyword, params, p);
  if (isBlankSecret(p, value)) return blankSecretMessage(p);
  // The stored credential's {set, last4}, untouched: it is kept as it is.
  if (p.secret && value && typeof value === 'object') return undefined;
  const v = cleanValue(p, value);
  // null is "no value" (react-admin sends an emptied input as null); an empty text that remains
  // after the clean-up is checked like any text, as the server does.
  if (v === null || v === undefined || (v === '' && required))
    return required ? requiredMessage(p) : undefined;
  // ajv's order: the type, then enum, then the type's own keywords.
  const number = (s.type === 'integer' || s.type === 'number') && !p.money;
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (number && (!Number.isFinite(n) || (s.type === 'integer' && !Number.isInteger(n))))
    return broken('type', { type: s.type });
  if (s.enum && !s.enum.some((e) => String(e) === String(v))) return broken('enum');
  if (number) {
    const { minimum, maximum } = { ...columnBounds(p.sqlType), ...s };
    if (typeof minimum === 'number' && n < minimum) return broken('minimum', { limit: minimum });
    if (typeof maximum === 'number' && n > maximum) return broken('maximum', { limit: maximum });
    return undefined;
  }
  if (s.type === 'boolean') return undefined;
  const text = String(v);
  // Lengths in characters (code points), as ajv counts them.
  const length = [...text].length;
  if (typeof s.maxLength === 'number' && length > s.maxLength)
    return broken('maxLength', { limit: s.maxLength });
  if (typeof s.minLength === 'number' && length < s.minLength)
    return broken('minLength', { limit: s.minLength });
  if (p.money && !MONEY.test(text)) return broken('pattern');
  if (!p.money && s.pattern && !new RegExp(s.pattern, 'u').test(text)) return broken('pattern');
  if (s.format && !formatCheck(s.format)(text)) return broken('format', { format: s.format, value: text });
  return undefined;
}

/**
 * The validators of one property. `required` can be forced (the store for admins) or depend on the
 * other values of the form (x-required-when): `isRequired` marks the label with * as it stands now.
 */
export function validatorsFor(
  p: PropertyModel,
  options: { required?: boolean | ((all: Record<string, unknown>) => boolean); now?: boolean } = {},
): Validator[] {
  const { required = p.required } = options;
  const validator = (value: unknown, all: Record<string, unknown>) =>
    problemOf(p, value, typeof required === 'function' ? required(all ?? {}) : required);
  // react-admin marks a label with * when a validator carries isRequired, as its required() does.
  const marked = typeof required === 'function' ? (options.now ?? false) : required;
  return [Object.assign(validator, { isRequired: marked })];
}
