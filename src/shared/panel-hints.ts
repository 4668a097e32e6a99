// The panel hints a schema may give a property: which input edits it (x-widget) and how a list cell
// shows it (x-display). The names are listed once here: codegen refuses a schema naming anything
// else, and the panel's registries are typed as Record<name, implementation>, so a schema can never
// promise what the panel lacks (tests/codegen.test.ts, src/admin/generic/widgets.tsx, displays.tsx).
// Each name also declares the kinds of field it handles (WIDGET_FIELDS, DISPLAY_FIELDS): codegen
// refuses a switch on a text, a money cell on a date.

/**
 * Inputs. Some take an argument after a colon:
 * - `mask:(##) #####-####`: any pattern, '#' one character;
 * - `checkboxes:m=Masculino,f=Feminino`: a text of one letter per ticked option;
 * - `document:company` / `registry:company`: CPF or CNPJ / RG or I. Estadual, by the named switch;
 * - `datetime-zone:America/Bahia`: a date-time shown and typed on that zone's clock (coupon dates),
 *   whatever the browser's zone.
 */
export const WIDGETS = [
  'textarea',
  'switch',
  'password',
  'color',
  'mask',
  'checkboxes',
  'phone',
  'cep',
  'document',
  'registry',
  'datetime-zone',
  'product-search',
] as const;
export type WidgetName = (typeof WIDGETS)[number];

/** List cells. Chips take their labels from x-enum-labels and colours from x-enum-colors. */
export const DISPLAYS = [
  'text',
  'number',
  'money',
  // Money where 0,00 means free: 'Grátis' (a delivery restriction's freight).
  'freight',
  'percent',
  'date',
  'datetime',
  'enum',
  'chip',
  'yes-no',
  'switch',
  'phone',
  'cpf-cnpj',
  'cep',
  'reference',
  'secret',
] as const;
export type DisplayName = (typeof DISPLAYS)[number];

/**
 * What a field holds, as an input or a list cell sees it: its most particular trait first — a
 * credential (x-secret), money (x-money), a reference (x-ref), an enum, a date or a date-time —
 * else its JSON type (objects and arrays: 'json').
 */
export const FIELD_KINDS = [
  'secret',
  'money',
  'reference',
  'enum',
  'date',
  'date-time',
  'string',
  'integer',
  'number',
  'boolean',
  'json',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** The keywords of a property's JSON Schema that say what it holds. */
export interface KindSource {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  [keyword: string]: unknown;
}

export function fieldKind(schema: KindSource): FieldKind {
  if (schema['x-secret']) return 'secret';
  if (schema['x-money']) return 'money';
  if (schema['x-ref']) return 'reference';
  if (schema.enum) return 'enum';
  if (schema.format === 'date' || schema.format === 'date-time') return schema.format;
  const type = [schema.type].flat().find((t) => t !== undefined && t !== 'null');
  if (type === 'object' || type === 'array') return 'json';
  return (FIELD_KINDS as readonly string[]).includes(type ?? '') ? (type as FieldKind) : 'json';
}

/**
 * The fields each input edits (src/admin/generic/widgets.tsx and the areas' own): a switch a
 * boolean, a masked or formatted input a text, the product search a reference to a product.
 */
export const WIDGET_FIELDS: Record<WidgetName, readonly FieldKind[]> = {
  textarea: ['string'],
  switch: ['boolean'],
  password: ['string', 'secret'],
  color: ['string'],
  mask: ['string'],
  checkboxes: ['string'],
  phone: ['string'],
  cep: ['string'],
  document: ['string'],
  registry: ['string'],
  'datetime-zone': ['date-time'],
  'product-search': ['reference'],
};

/** The fields each list cell shows (src/admin/generic/displays.tsx). */
export const DISPLAY_FIELDS: Record<DisplayName, readonly FieldKind[]> = {
  text: ['string', 'integer', 'number', 'money', 'enum', 'date', 'date-time', 'reference'],
  number: ['integer', 'number', 'money'],
  money: ['money', 'number'],
  freight: ['money', 'number'],
  percent: ['number', 'integer', 'money'],
  date: ['date', 'date-time'],
  datetime: ['date-time'],
  enum: ['enum', 'boolean'],
  chip: ['enum', 'boolean'],
  'yes-no': ['boolean'],
  switch: ['boolean'],
  phone: ['string'],
  'cpf-cnpj': ['string'],
  cep: ['string'],
  reference: ['reference'],
  secret: ['secret'],
};

const anyOf = (kinds: readonly string[]) =>
  kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;

/**
 * Why an input (x-widget) or a list cell (x-display) cannot serve a field, or undefined when it
 * can: it is declared for other kinds of field (WIDGET_FIELDS, DISPLAY_FIELDS).
 */
export function hintKindProblem(
  keyword: 'x-widget' | 'x-display',
  hint: string,
  schema: KindSource,
): string | undefined {
  const { name } = parseHint(hint);
  const accepts =
    keyword === 'x-widget' ? isWidget(name) && WIDGET_FIELDS[name] : isDisplay(name) && DISPLAY_FIELDS[name];
  // A name the panel does not have is refused by the keyword itself (schema-keywords.ts).
  if (!accepts) return undefined;
  const kind = fieldKind(schema);
  if (accepts.includes(kind)) return undefined;
  return `${keyword} "${name}" takes ${anyOf(accepts)} fields, not a ${kind} field`;
}

/**
 * Chip colours a schema may name in x-enum-colors: MUI's palette colours, and plain hues where a
 * spec names them (order statuses: grey, orange, yellow, blue, green, red, dark red). Each hue has
 * its background and a text colour readable on it (WCAG AA) in generic/displays.tsx.
 */
export const CHIP_HUES = ['grey', 'orange', 'yellow', 'blue', 'green', 'red', 'dark-red'] as const;
export type ChipHue = (typeof CHIP_HUES)[number];
export const CHIP_COLORS = [
  'default',
  'primary',
  'secondary',
  'error',
  'info',
  'success',
  'warning',
  ...CHIP_HUES,
] as const;
export type ChipColor = (typeof CHIP_COLORS)[number];
export const isChipHue = (color: string): color is ChipHue =>
  (CHIP_HUES as readonly string[]).includes(color);

/** Field widths in a form row (x-width): the whole row, half or a third of it (on a phone: whole). */
export const WIDTHS = ['full', 'half', 'third'] as const;
export type FieldWidth = (typeof WIDTHS)[number];

/** 'mask:#####-###' → { name: 'mask', arg: '#####-###' }. */
export function parseHint(hint: string): { name: string; arg?: string } {
  const colon = hint.indexOf(':');
  return colon < 0 ? { name: hint } : { name: hint.slice(0, colon), arg: hint.slice(colon + 1) };
}

export const isWidget = (name: string): name is WidgetName => (WIDGETS as readonly string[]).includes(name);
export const isDisplay = (name: string): name is DisplayName =>
  (DISPLAYS as readonly string[]).includes(name);

/**
 * A condition on other fields of the same record (x-show-when, x-required-when): every named field
 * must hold the given value (a list: one of them).
 */
export type FieldCondition = Record<string, unknown>;

export function conditionHolds(
  condition: FieldCondition | undefined,
  values: Record<string, unknown>,
): boolean {
  if (!condition) return true;
  return Object.entries(condition).every(([field, expected]) => {
    const actual = values?.[field] ?? null;
    const matches = (e: unknown) => (e === false ? !actual : e === true ? actual === true : actual === e);
    return Array.isArray(expected) ? expected.some(matches) : matches(expected);
  });
}
