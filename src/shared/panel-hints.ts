// The panel hints a schema may give a property: which input edits it (x-widget) and how a list cell
// shows it (x-display). The names are listed once here: codegen refuses a schema naming anything
// else, and the panel's registries are typed as Record<name, implementation>, so a schema can never
// promise what the panel lacks (tests/codegen.test.ts, src/admin/generic/widgets.tsx, displays.tsx).

/**
 * Inputs. Some take an argument after a colon:
 * - `mask:(##) #####-####`: any pattern, '#' one character;
 * - `checkboxes:m=Masculino,f=Feminino`: a text of one letter per ticked option;
 * - `document:company` / `registry:company`: CPF or CNPJ / RG or I. Estadual, by the named switch.
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
  'product-search',
] as const;
export type WidgetName = (typeof WIDGETS)[number];

/** List cells. Chips take their labels from x-enum-labels and colours from x-enum-colors. */
export const DISPLAYS = [
  'text',
  'number',
  'money',
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
