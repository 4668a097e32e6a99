// Valid values for a field, built from its constraints alone: type, format, pattern, enum, bounds,
// multipleOf, length limits and normalizer. Every call hands out a new value (a counter runs through
// texts, numbers, dates, patterns; CPFs and CNPJs come from @brazilian-utils and are never handed out
// twice), so fields that must be unique — alone or in a set — get unique values without being told.
// `fits` checks a value against the same constraints, so a builder slip is named here rather than
// showing up as a puzzling 422.
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { JsonSchema, PropertyModel } from '../../src/shared/entity.js';
import { columnBounds, normalizers } from '../../src/shared/validation-rules.js';

let counter = 0;
/** A number never handed out before in this test process. */
export const next = (): number => ++counter;

const baseType = (s: JsonSchema) => [s.type].flat().find((t) => t !== undefined && t !== 'null');
const codePoints = (s: string) => [...s].length;

// --- Documents: CPF and CNPJ (numeric and letters-and-digits), each unique in the process ---

const issuedDocuments = new Set<string>();
function uniqueDocument(make: () => string): string {
  for (;;) {
    const value = make();
    if (!issuedDocuments.has(value)) {
      issuedDocuments.add(value);
      return value;
    }
  }
}
/** A CPF no sample had before. */
export const freshCpf = (): string => uniqueDocument(() => generateCpf());
/** A CNPJ no sample had before: the numeric one, or (version 2) the letters-and-digits one. */
export const freshCnpj = (version: 1 | 2): string => uniqueDocument(() => generateCnpj(version));

// --- Patterns: a value matching a (simple) regular expression, unique by the counter ---

type Atom = { chars: string[] } | { branches: Node[][] };
interface Node {
  atom: Atom;
  min: number;
}

const range = (from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) =>
    String.fromCharCode(from.charCodeAt(0) + i),
  );
const DIGITS = range('0', '9');
const WORD = [...range('A', 'Z'), ...range('a', 'z'), ...DIGITS, '_'];

/**
 * Reads the subset of regular expressions schemas use: literals, escapes (\d, \w, \s, \.), classes
 * with ranges, groups with alternatives, and quantifiers (?, *, +, {n}, {n,}, {n,m}).
 */
function parsePattern(pattern: string): Node[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`samples: cannot build a value for the pattern ${pattern} (${why})`);
  };
  const escape = (c: string): string[] =>
    c === 'd' ? DIGITS : c === 'w' ? WORD : c === 's' ? [' '] : /[A-Za-z]/.test(c) ? fail(`\\${c}`) : [c];
  function sequence(): Node[][] {
    const branches: Node[][] = [[]];
    while (at < pattern.length && pattern[at] !== ')') {
      const c = pattern[at++];
      if (c === '|') {
        branches.push([]);
        continue;
      }
      let atom: Atom;
      if (c === '\\') atom = { chars: escape(pattern[at++]) };
      else if (c === '[') {
        if (pattern[at] === '^') fail('negated class');
        const chars: string[] = [];
        while (pattern[at] !== ']') {
          if (at >= pattern.length) fail('unclosed class');
          const ch = pattern[at++];
          if (ch === '\\') chars.push(...escape(pattern[at++]));
          else if (pattern[at] === '-' && pattern[at + 1] !== ']') {
            chars.push(...range(ch, pattern[at + 1]));
            at += 2;
          } else chars.push(ch);
        }
        at++;
        atom = { chars: [...new Set(chars)] };
      } else if (c === '(') {
        if (pattern.startsWith('?:', at)) at += 2;
        const branchesInside = sequence();
        if (pattern[at++] !== ')') fail('unclosed group');
        atom = { branches: branchesInside };
      } else if (c === '.') atom = { chars: WORD };
      else if ('^$'.includes(c)) atom = fail('anchor inside');
      else atom = { chars: [c] };
      let min = 1;
      const q = pattern[at];
      if (q === '?' || q === '*') [min, at] = [0, at + 1];
      else if (q === '+') at++;
      else if (q === '{') {
        const m = /^\{(\d+)(,\d*)?\}/.exec(pattern.slice(at));
        if (!m) fail('quantifier');
        min = Number(m![1]);
        at += m![0].length;
      }
      branches.at(-1)!.push({ atom, min });
    }
    return branches;
  }
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) fail('not anchored');
  pattern = pattern.slice(1, -1);
  const branches = sequence();
  if (at < pattern.length) fail('unbalanced )');
  return [{ atom: { branches }, min: 1 }];
}

/**
 * The shortest text the pattern matches, with its free characters spelling `n` (the last one
 * turning fastest), so each n gives another text while the pattern has room.
 */
export function textForPattern(pattern: string, n: number, branch = 0): string {
  const slots: string[][] = [];
  const parts: (string | number)[] = [];
  const walk = (nodes: Node[]) => {
    for (const { atom, min } of nodes)
      for (let i = 0; i < min; i++) {
        if ('branches' in atom) walk(atom.branches[branch % atom.branches.length]);
        else if (atom.chars.length === 1) parts.push(atom.chars[0]);
        else parts.push(slots.push(atom.chars) - 1);
      }
  };
  walk(parsePattern(pattern));
  const chosen: string[] = [];
  let rest = n;
  for (let i = slots.length - 1; i >= 0; i--) {
    chosen[i] = slots[i][rest % slots[i].length];
    rest = Math.floor(rest / slots[i].length);
  }
  return parts.map((p) => (typeof p === 'number' ? chosen[p] : p)).join('');
}

// --- Formats ---

/** A value of each format, new for each n (later n: later dates and higher CEPs, so from/to pairs stay in order). */
const FORMATS: Record<string, (n: number, variant: number) => string> = {
  email: (n) => `amostra${n}@teste.dev`,
  date: (n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10),
  'date-time': (n) => new Date(Date.UTC(2024, 0, 1, 12) + n * 3_600_000).toISOString(),
  uri: (n) => `https://exemplo.com.br/amostra/${n}`,
  'uri-reference': (n) => `https://exemplo.com.br/amostra/${n}`,
  'web-address': (n) => (n % 2 ? `https://exemplo.com.br/amostra/${n}` : `/uploads/amostra-${n}.jpg`),
  'site-path': (n) => `/amostra/${n}`,
  time: (n) => `${String(n % 24).padStart(2, '0')}:30:00Z`,
  uuid: (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  cpf: () => freshCpf(),
  // Both forms of the CNPJ, in turn.
  cnpj: (_n, variant) => freshCnpj(variant % 2 ? 2 : 1),
  'cpf-cnpj': (_n, variant) => [freshCpf, () => freshCnpj(1), () => freshCnpj(2)][variant % 3](),
  cep: (n) => String(10_000_000 + n),
  // A mobile (11 digits) or a landline (10).
  phone: (n, variant) =>
    variant % 2 ? `113${String(n % 1e7).padStart(7, '0')}` : `119${String(n % 1e8).padStart(8, '0')}`,
  'catalogue-text': (n) => `Camiseta de algodão penteado número ${n}, macia e fresca para o dia a dia.`,
};

/** How many kinds of value a format has (CPF, numeric CNPJ, letters-and-digits CNPJ; mobile, landline). */
const FORMAT_VARIANTS: Record<string, number> = { cnpj: 2, 'cpf-cnpj': 3, phone: 2, 'web-address': 2 };

// --- Numbers ---

const decimals = (x: number) => (String(x).split('.')[1] ?? '').length;

/**
 * A number within the field's bounds (its own, else its column's), on its multipleOf: the i-th step
 * from the lowest. Unique fields get a new one each time; others a small one, another per variant.
 */
function numberFor(p: PropertyModel, n: number, variant: number, unique: boolean): number {
  const s = p.schema;
  const integer = baseType(s) === 'integer';
  const step = typeof s.multipleOf === 'number' ? s.multipleOf : integer ? 1 : 0.5;
  const bounds = { ...columnBounds(p.sqlType), ...s };
  const places = Math.max(decimals(step), 0);
  const round = (x: number) => Number(x.toFixed(places));
  let low = typeof bounds.minimum === 'number' ? bounds.minimum : 0;
  if (typeof s.exclusiveMinimum === 'number') low = Math.max(low, (s.exclusiveMinimum as number) + step / 2);
  let high = typeof bounds.maximum === 'number' ? bounds.maximum : low + 1_000_000;
  if (typeof s.exclusiveMaximum === 'number')
    high = Math.min(high, (s.exclusiveMaximum as number) - step / 2);
  const first = round(Math.ceil(low / step) * step);
  const count = Math.floor(round((high - first) / step)) + 1;
  if (count < 1) throw new Error(`samples: no number fits ${p.name} (${JSON.stringify(s)})`);
  const index = unique ? n % count : Math.min(variant + 1, count - 1);
  return round(first + index * step);
}

// --- Texts ---

/** Text in the shape the field's normalizer leaves it and within its lengths. */
export function plainText(p: PropertyModel, base: string): string {
  let text: string;
  let pad = 'x';
  switch (p.normalize) {
    case 'digits':
      text = String(10_000_000 + next());
      pad = '0';
      break;
    case 'alnum':
    case 'upper':
      text = base.toUpperCase().replace(/\s+/g, '');
      pad = 'X';
      break;
    case 'lower':
      text = base.toLowerCase().replace(/\s+/g, '');
      break;
    default:
      text = base;
  }
  const max = p.schema.maxLength ?? 1000;
  const min = p.schema.minLength ?? 0;
  // Kept from the end when cut, where the counter makes each text its own.
  text = [...text].slice(-max).join('').trim();
  while (codePoints(text) < min) text += pad;
  return text;
}

/** A member of JSON (objects get their required members, or every one when `full`). */
export function jsonValue(schema: JsonSchema, full: boolean): unknown {
  const type = baseType(schema);
  if (schema.enum) return schema.enum[0];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array')
    return Array.from({ length: Math.max(1, Number(schema.minItems ?? 0)) }, () =>
      schema.items ? jsonValue(schema.items, full) : 1,
    ).slice(0, Number(schema.maxItems ?? 1));
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    const names = full ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
    for (const name of names) out[name] = jsonValue(schema.properties?.[name] ?? {}, full);
    return out;
  }
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format](next(), 0);
  if (schema.pattern) return textForPattern(schema.pattern, next());
  return `Amostra ${next()}`.slice(0, schema.maxLength ?? 100);
}

/**
 * A valid value of a plain (non-reference) field; `variant` asks for another kind of value where the
 * field has kinds (both CNPJ forms, mobile and landline, each enum value, true and false).
 */
export function valueFor(p: PropertyModel, variant: number, unique: boolean): unknown {
  const s = p.schema;
  const n = next();
  let value: unknown;
  if (s.enum) value = s.enum[variant % s.enum.length];
  else if (p.money) value = variant % 2 ? '7.50' : '12.34';
  else
    switch (baseType(s)) {
      case 'integer':
      case 'number':
        value = numberFor(p, n, variant, unique);
        break;
      case 'boolean':
        value = variant % 2 === 0;
        break;
      case 'array':
        value = jsonValue(s, true);
        break;
      case 'object':
        value = jsonValue(s, false);
        break;
      case 'string': {
        if (s.format) {
          const make = FORMATS[s.format];
          if (!make) throw new Error(`samples: no value for the format ${s.format} (${p.name})`);
          // A kind of value the normalizer keeps as it is (a digits-only field gets no lettered CNPJ).
          const kinds = FORMAT_VARIANTS[s.format] ?? 1;
          for (let k = 0; k < kinds && value === undefined; k++) {
            const candidate = make(n, variant + k);
            if (!fitProblem(p, candidate)) value = candidate;
          }
          if (value === undefined) value = make(n, variant);
        } else if (s.pattern) value = textForPattern(s.pattern, n, variant);
        else value = plainText(p, `${variant ? 'Alterado' : 'Amostra'} ${n}`);
        break;
      }
      default:
        throw new Error(`samples: no value for ${p.name}`);
    }
  const problem = fitProblem(p, value);
  if (problem) throw new Error(`samples: ${JSON.stringify(value)} does not fit ${p.name}: ${problem}`);
  return value;
}

/**
 * Why a value breaks the field's constraints (lengths, pattern, enum, bounds, multipleOf, a
 * normalizer that would change it), or undefined when it fits. Formats are kept by construction.
 */
export function fitProblem(p: PropertyModel, value: unknown): string | undefined {
  const s = p.schema;
  if (s.enum) return s.enum.includes(value) ? undefined : 'not in the enum';
  if (typeof value === 'string') {
    if (p.normalize && normalizers[p.normalize](value) !== value)
      return `x-normalize ${p.normalize} changes it`;
    if (typeof s.maxLength === 'number' && codePoints(value) > s.maxLength)
      return `longer than ${s.maxLength}`;
    if (typeof s.minLength === 'number' && codePoints(value) < s.minLength)
      return `shorter than ${s.minLength}`;
    if (s.pattern && !new RegExp(s.pattern, 'u').test(value)) return `does not match ${s.pattern}`;
  }
  if (typeof value === 'number') {
    const bounds = { ...columnBounds(p.sqlType), ...s };
    if (typeof bounds.minimum === 'number' && value < bounds.minimum) return `below ${bounds.minimum}`;
    if (typeof bounds.maximum === 'number' && value > bounds.maximum) return `above ${bounds.maximum}`;
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum)
      return 'at or below the minimum';
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum)
      return 'at or above the maximum';
    if (typeof s.multipleOf === 'number') {
      const ratio = value / s.multipleOf;
      if (Math.abs(ratio - Math.round(ratio)) > 1e-9) return `not a multiple of ${s.multipleOf}`;
    }
  }
  return undefined;
}
