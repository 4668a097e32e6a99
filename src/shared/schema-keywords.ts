// Our x- keywords and formats, registered on an ajv instance. Codegen compiles every schema in strict
// mode with these, so a misspelt or malformed keyword fails codegen instead of being ignored.
import type { Ajv } from 'ajv';
import {
  CHIP_COLORS,
  DISPLAYS,
  fieldKind,
  hintKindProblem,
  type KindSource,
  parseHint,
  WIDGETS,
  WIDTHS,
} from './panel-hints.js';
import { brazilianFormats } from './validation-rules.js';

const stringList = { type: 'array', items: { type: 'string' } };
const fieldLists = { type: 'array', items: stringList };
const access = { enum: ['user', 'full_permission', 'admin'] };
const condition = { type: 'object', minProperties: 1 };

const keywords: Record<string, object> = {
  // entity level
  'x-table': { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
  'x-path': { type: 'string', pattern: '^(/[a-z][a-z-]*)+$' },
  'x-tenant': { type: 'boolean' },
  'x-store-key': { type: 'boolean' },
  'x-label': {
    anyOf: [
      { type: 'string' },
      {
        type: 'object',
        required: ['one', 'many'],
        properties: {
          one: { type: 'string' },
          many: { type: 'string' },
          gender: { enum: ['m', 'f'] },
          plural: { type: 'boolean' },
        },
        additionalProperties: false,
      },
    ],
  },
  'x-access': { type: 'object', properties: { read: access, write: access }, additionalProperties: false },
  'x-operations': { type: 'array', items: { enum: ['index', 'show', 'save', 'update', 'delete'] } },
  'x-status': {
    type: 'object',
    properties: { save: { type: 'integer' }, update: { type: 'integer' }, delete: { type: 'integer' } },
    additionalProperties: false,
  },
  'x-unique': fieldLists,
  'x-search': stringList,
  'x-sort': stringList,
  'x-default-sort': {
    type: 'object',
    required: ['field', 'order'],
    properties: { field: { type: 'string' }, order: { enum: ['asc', 'desc'] } },
  },
  'x-list': stringList,
  'x-indexes': {
    type: 'array',
    items: {
      anyOf: [
        stringList,
        {
          type: 'object',
          required: ['on', 'include'],
          properties: { on: stringList, include: stringList },
          additionalProperties: false,
        },
      ],
    },
  },
  'x-platform-indexes': fieldLists,
  'x-timestamps': { type: 'boolean' },
  'x-audit': { type: 'boolean' },
  'x-counts': { type: ['boolean', 'string'] },
  // property level
  'x-ref': { type: 'string' },
  'x-on-delete': { enum: ['cascade', 'set null', 'restrict'] },
  'x-join': {
    type: 'object',
    required: ['via', 'field'],
    properties: { via: { type: 'string' }, field: { type: 'string' } },
    additionalProperties: false,
  },
  'x-filter': { anyOf: [{ type: 'boolean' }, { enum: ['eq', 'like'] }] },
  'x-normalize': { enum: ['name', 'trim', 'digits', 'alnum', 'lower', 'upper', 'capitalize'] },
  'x-alias': stringList,
  'x-money': { type: 'boolean' },
  'x-sql': { type: 'string' },
  'x-immutable': { type: 'boolean' },
  'x-hash': { type: 'boolean' },
  'x-secret': { type: 'boolean' },
  'x-enum-labels': { type: 'object', additionalProperties: { type: 'string' } },
  'x-messages': { type: 'object', additionalProperties: { type: 'string' } },
  // Panel hints: only names the panel implements (panel-hints.ts; arguments after a colon).
  'x-widget': { type: 'string', pattern: `^(${WIDGETS.join('|')})(:.+)?$` },
  'x-display': { enum: [...DISPLAYS] },
  'x-enum-colors': { type: 'object', additionalProperties: { enum: [...CHIP_COLORS] } },
  'x-group': { type: 'string' },
  'x-width': { enum: [...WIDTHS] },
  'x-show-when': condition,
  'x-required-when': condition,
  'x-confirm': { type: 'string' },
};

/**
 * The widgets that need an argument, and what it names: the switch of `document:` and `registry:`
 * is a boolean field of the entity.
 */
export function widgetProblem(widget: string, fields: Record<string, KindSource>): string | undefined {
  const { name, arg } = parseHint(widget);
  if (['mask', 'checkboxes', 'document', 'registry'].includes(name) && !arg)
    return `x-widget ${name} needs an argument (${name}:…)`;
  if (name === 'document' || name === 'registry') {
    if (!fields[arg!]) return `x-widget ${widget}: no field ${arg}`;
    const kind = fieldKind(fields[arg!]);
    if (kind !== 'boolean') return `x-widget ${widget}: ${arg} must be a boolean field, not a ${kind} field`;
  }
  return undefined;
}

/**
 * Why the field's panel hints cannot serve it: a widget or cell declared for other kinds of field
 * (panel-hints.ts WIDGET_FIELDS, DISPLAY_FIELDS), a widget argument naming what is not there, or
 * the product search on a reference to something else than a product.
 */
export function panelHintProblem(
  hints: { widget?: string; display?: string },
  schema: KindSource,
  fields: Record<string, KindSource>,
): string | undefined {
  if (hints.widget?.startsWith('product-search') && schema['x-ref'] && schema['x-ref'] !== 'product')
    return `x-widget product-search finds products; this field refers to ${String(schema['x-ref'])}`;
  return (
    (hints.widget &&
      (hintKindProblem('x-widget', hints.widget, schema) ?? widgetProblem(hints.widget, fields))) ||
    (hints.display && hintKindProblem('x-display', hints.display, schema)) ||
    undefined
  );
}

export function registerSchemaKeywords(ajv: Ajv): Ajv {
  for (const [keyword, metaSchema] of Object.entries(keywords)) ajv.addKeyword({ keyword, metaSchema });
  for (const [name, validate] of Object.entries(brazilianFormats))
    ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}
