// Reads schemas/*.schema.json (or other schema folders), checks their x- keywords and derives the
// EntityModel of each.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { EntityLabel, EntityModel, JsonSchema, PropertyModel } from '../src/shared/entity.js';
import { panelHintProblem, registerSchemaKeywords } from '../src/shared/schema-keywords.js';
import { BOUNDED_FORMATS } from '../src/shared/validation-rules.js';

export interface EntitySchema extends JsonSchema {
  $id: string;
  title: string;
  properties: Record<string, JsonSchema>;
  required?: string[];
}

/** Masculine nouns ending in -a, which the feminine check below lets through. */
const MASCULINE_IN_A = new Set([
  'sistema',
  'tema',
  'problema',
  'programa',
  'dia',
  'mapa',
  'esquema',
  'diagrama',
  'idioma',
  'clima',
  'telefonema',
  'cinema',
  'planeta',
  'poema',
  'dilema',
]);

/**
 * The words that agree with an entity's name ('… foi cadastrada', '… foram atualizados') come from
 * its x-label's gender and plural, so a name that reads feminine (its first word ends in -a, -ção,
 * -são, -dade, -gem) must say its gender, and a name that is a plural itself (one = many, ending in
 * -s: 'Dados de Recebimento') must say so. Declaring "gender": "m" answers the check too.
 */
export function labelAgreementProblem(label: EntityLabel): string | undefined {
  const head = label.one.trim().split(/\s+/)[0].toLowerCase();
  const feminine = /(ção|são|dade|gem)$/.test(head) || (head.endsWith('a') && !MASCULINE_IN_A.has(head));
  if (feminine && !label.gender)
    return `x-label "${label.one}" reads feminine: declare "gender": "f" (or "m") so messages agree with it`;
  if (label.one === label.many && head.endsWith('s') && label.plural === undefined)
    return `x-label "${label.one}" reads plural: declare "plural": true (or false) so messages agree with it`;
  return undefined;
}

export function loadSchemas(dir: string): EntitySchema[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort();
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv as never);
  registerSchemaKeywords(ajv as never);
  return files.map((file) => {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as EntitySchema;
    const expected = file.replace(/\.schema\.json$/, '');
    if (schema.$id !== expected) throw new Error(`${file}: $id must be "${expected}"`);
    if (!schema.title || !/^[A-Z][A-Za-z0-9]*$/.test(schema.title))
      throw new Error(`${file}: title must be a PascalCase type name`);
    try {
      // Compiling in strict mode rejects unknown or malformed keywords.
      ajv.compile({ ...schema, $id: undefined, $schema: undefined });
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    const label = schema['x-label'];
    if (!label || typeof label !== 'object') throw new Error(`${file}: x-label needs { one, many }`);
    const agreement = labelAgreementProblem(label as EntityLabel);
    if (agreement) throw new Error(`${file}: ${agreement}`);
    for (const [name, prop] of Object.entries(schema.properties)) {
      if (typeof prop['x-label'] !== 'string') throw new Error(`${file}: property ${name} needs x-label`);
      if (
        ['id', 'company_id', 'created_at', 'updated_at'].includes(name) &&
        !(name === 'company_id' && !schema['x-tenant'])
      )
        throw new Error(`${file}: ${name} is implicit, do not declare it`);
    }
    return schema;
  });
}

/**
 * A pattern bounds the length of what it matches when it is anchored (^…$), has no alternation and
 * no open-ended quantifier (*, +, {n,}): '^[0-9]{10,11}$' does, '^[0-9]+/[0-9]+$' does not.
 */
export function isBoundedPattern(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return false;
  const plain = pattern.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x');
  return !/[*+|]|\{\d*,\}/.test(plain);
}

/**
 * Every value a column can receive has a size limit, so no request can store megabytes in a field:
 * a string has maxLength, an enum, x-money, a format of fixed length (BOUNDED_FORMATS) or a bounded
 * pattern; an array has maxItems and bounded items; an object (jsonb) lists bounded properties and
 * closes itself with additionalProperties: false, or bounds its extra members (maxProperties,
 * propertyNames.maxLength and a bounded additionalProperties schema). Returns what is missing.
 */
export function unboundedParts(prop: JsonSchema, path: string): string[] {
  const types = [prop.type].flat().filter((t) => t !== undefined && t !== 'null');
  if (!types.length && !prop.enum) return [`${path}: needs a type`];
  const out: string[] = [];
  if (
    types.includes('string') &&
    prop.maxLength === undefined &&
    !prop.enum &&
    !prop['x-money'] &&
    !(typeof prop.format === 'string' && BOUNDED_FORMATS.includes(prop.format)) &&
    !(typeof prop.pattern === 'string' && isBoundedPattern(prop.pattern))
  )
    out.push(`${path}: a string needs maxLength (or enum, x-money, a bounded format or pattern)`);
  if (types.includes('array')) {
    if (prop.maxItems === undefined) out.push(`${path}: an array needs maxItems`);
    if (!prop.items || typeof prop.items !== 'object') out.push(`${path}: an array needs items`);
    else out.push(...unboundedParts(prop.items as JsonSchema, `${path}[]`));
  }
  if (types.includes('object')) {
    const extra = prop.additionalProperties;
    if (extra !== false) {
      if (!extra || typeof extra !== 'object')
        out.push(`${path}: an object needs additionalProperties: false (or a bounded schema)`);
      else {
        if (prop.maxProperties === undefined) out.push(`${path}: open members need maxProperties`);
        if (typeof (prop.propertyNames as JsonSchema | undefined)?.maxLength !== 'number')
          out.push(`${path}: open members need propertyNames.maxLength`);
        out.push(...unboundedParts(extra as JsonSchema, `${path}.*`));
      }
    }
    for (const [name, member] of Object.entries((prop.properties ?? {}) as Record<string, JsonSchema>))
      out.push(...unboundedParts(member, `${path}.${name}`));
  }
  return out;
}

function sqlTypeOf(name: string, prop: JsonSchema): string {
  if (typeof prop['x-sql'] === 'string') return prop['x-sql'];
  // A sealed credential is longer than the value typed: its limit is checked on input only.
  if (prop['x-secret']) return 'text';
  if (prop['x-money']) return 'numeric(12,2)';
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  switch (type) {
    case 'integer':
      return name === 'id' || name.endsWith('_id') || prop['x-ref'] ? 'bigint' : 'integer';
    case 'number':
      return 'numeric(14,4)';
    case 'boolean':
      return 'boolean';
    case 'object':
    case 'array':
      return 'jsonb';
    default:
      if (prop.format === 'date') return 'date';
      if (prop.format === 'date-time') return 'timestamptz';
      return prop.maxLength ? `varchar(${prop.maxLength})` : 'text';
  }
}

const implicit: Record<string, JsonSchema> = {
  id: { type: 'integer', readOnly: true, 'x-label': 'ID' },
  company_id: {
    type: 'integer',
    'x-label': 'Loja',
    'x-ref': 'company',
    'x-filter': 'eq',
    'x-immutable': true,
  },
  company_name: {
    type: 'string',
    readOnly: true,
    'x-label': 'Cliente',
    'x-join': { via: 'company_id', field: 'fantasy_name' },
  },
  created_at: { type: 'string', format: 'date-time', readOnly: true, 'x-label': 'Criado em' },
  updated_at: { type: 'string', format: 'date-time', readOnly: true, 'x-label': 'Atualizado em' },
};

export function buildModel(schema: EntitySchema): EntityModel {
  const tenant = schema['x-tenant'] === true;
  const timestamps = schema['x-timestamps'] !== false;
  const required = new Set(schema.required ?? []);
  const props: Record<string, JsonSchema> = { id: implicit.id };
  if (tenant) {
    props.company_id = implicit.company_id;
    required.add('company_id');
  }
  Object.assign(props, schema.properties);
  // Admins see the store of every store-owned row (the spec's Cliente column).
  if (tenant && !props.company_name) props.company_name = implicit.company_name;
  if (timestamps) Object.assign(props, { created_at: implicit.created_at, updated_at: implicit.updated_at });

  const properties: Record<string, PropertyModel> = {};
  for (const [name, prop] of Object.entries(props)) {
    const join = prop['x-join'] as PropertyModel['join'];
    properties[name] = {
      name,
      label: prop['x-label'] as string,
      schema: prop,
      stored: !join,
      sqlType: sqlTypeOf(name, prop),
      notNull:
        name === 'id' ||
        required.has(name) ||
        prop.default !== undefined ||
        (timestamps && name.endsWith('ed_at') && !!implicit[name]),
      required: required.has(name),
      readOnly: prop.readOnly === true || !!join,
      writeOnly: prop.writeOnly === true,
      immutable: prop['x-immutable'] === true,
      hash: prop['x-hash'] === true,
      secret: prop['x-secret'] === true,
      // A total another table's rows already record (a balance the stock ledger keeps): its changes
      // stay out of the audit trail, which has the ledger's rows.
      ...(prop['x-audit'] === false ? { quiet: true } : {}),
      ...(prop['x-access'] ? { access: prop['x-access'] as PropertyModel['access'] } : {}),
      money: prop['x-money'] === true,
      aliases: (prop['x-alias'] as string[]) ?? [],
      ref: prop['x-ref'] as string | undefined,
      onDelete: prop['x-on-delete'] as PropertyModel['onDelete'],
      join,
      filter: (prop['x-filter'] === true ? 'eq' : prop['x-filter']) as PropertyModel['filter'],
      normalize: prop['x-normalize'] as PropertyModel['normalize'],
      enumLabels: prop['x-enum-labels'] as Record<string, string> | undefined,
      messages: prop['x-messages'] as Record<string, string> | undefined,
      widget: prop['x-widget'] as string | undefined,
      display: prop['x-display'] as string | undefined,
      enumColors: prop['x-enum-colors'] as PropertyModel['enumColors'],
      group: prop['x-group'] as string | undefined,
      width: prop['x-width'] as PropertyModel['width'],
      showWhen: prop['x-show-when'] as PropertyModel['showWhen'],
      requiredWhen: prop['x-required-when'] as PropertyModel['requiredWhen'],
      confirm: prop['x-confirm'] as string | undefined,
    };
  }
  // What a client can send must be bounded; readOnly values are written by the server alone.
  const unbounded = Object.values(properties).flatMap((p) =>
    p.stored && !p.readOnly ? unboundedParts(p.schema, p.name) : [],
  );
  if (unbounded.length) throw new Error(unbounded.map((u) => `${schema.$id}.${u}`).join('\n'));
  for (const p of Object.values(properties)) {
    if (p.secret && ([p.schema.type].flat()[0] !== 'string' || p.hash || p.join))
      throw new Error(`${schema.$id}.${p.name}: x-secret is for stored strings (not with x-hash)`);
    if (p.join && !properties[p.join.via]?.ref)
      throw new Error(`${schema.$id}.${p.name}: x-join via ${p.join.via}, which has no x-ref`);
    // The panel hints name things the panel has (panel-hints.ts), for the kind of field they are
    // on, and fields the entity has.
    const problem = panelHintProblem(p, p.schema, props);
    if (problem) throw new Error(`${schema.$id}.${p.name}: ${problem}`);
    // A "null" label names the empty choice, which only a field that may be empty has.
    if (p.enumLabels && 'null' in p.enumLabels && (p.required || p.notNull))
      throw new Error(`${schema.$id}.${p.name}: x-enum-labels "null" on a field that cannot be null`);
    for (const field of [...Object.keys(p.showWhen ?? {}), ...Object.keys(p.requiredWhen ?? {})])
      if (!props[field])
        throw new Error(`${schema.$id}.${p.name}: x-show-when/x-required-when on unknown field ${field}`);
  }

  const label = schema['x-label'] as EntityModel['label'];
  const access = { read: 'user', write: 'user', ...(schema['x-access'] as object) } as EntityModel['access'];
  const status = { save: 201, update: 201, delete: 200, ...(schema['x-status'] as object) };
  const sort = (schema['x-sort'] as string[]) ?? ['id', ...(timestamps ? ['created_at', 'updated_at'] : [])];
  const list =
    (schema['x-list'] as string[]) ??
    ['id', ...Object.keys(schema.properties).filter((n) => !props[n].writeOnly)].slice(0, 5);
  // An x-indexes entry is its fields, or { on: fields, include: columns carried besides the key }.
  const indexEntries = (schema['x-indexes'] as (string[] | { on: string[]; include: string[] })[]) ?? [];
  const included = indexEntries.filter((e): e is { on: string[]; include: string[] } => !Array.isArray(e));
  const model: EntityModel = {
    name: schema.$id,
    title: schema.title,
    table: (schema['x-table'] as string) ?? schema.$id,
    path: schema['x-path'] as string | undefined,
    tenant,
    ...(schema['x-store-key'] === true ? { storeKeyed: true } : {}),
    label,
    access,
    operations: (schema['x-operations'] as EntityModel['operations']) ?? [
      'index',
      'show',
      'save',
      'update',
      'delete',
    ],
    status,
    unique: (schema['x-unique'] as string[][]) ?? [],
    search: (schema['x-search'] as string[]) ?? [],
    sort,
    defaultSort: (schema['x-default-sort'] as EntityModel['defaultSort']) ?? { field: 'id', order: 'desc' },
    list,
    indexes: indexEntries.map((e) => (Array.isArray(e) ? e : e.on)),
    ...(included.length
      ? { indexInclude: Object.fromEntries(included.map((e) => [e.on.join(','), e.include])) }
      : {}),
    platformIndexes: (schema['x-platform-indexes'] as string[][]) ?? [],
    timestamps,
    audit: schema['x-audit'] !== false,
    ...countsOf(schema, tenant),
    // The entity's own messages: 'unique' words the refusal of a second row of a store (x-unique [[]]).
    ...(schema['x-messages'] ? { messages: schema['x-messages'] as Record<string, string> } : {}),
    properties,
  };
  for (const field of [
    ...model.search,
    ...model.sort,
    ...model.list,
    ...model.unique.flat(),
    ...model.indexes.flat(),
    ...Object.values(model.indexInclude ?? {}).flat(),
    ...model.platformIndexes.flat(),
  ])
    if (!properties[field]) throw new Error(`${schema.$id}: unknown field "${field}" in an x- list`);
  return model;
}

/** x-counts: true (one count per store) or the name of the column counted apart. */
function countsOf(schema: EntitySchema, tenant: boolean): Pick<EntityModel, 'counts'> {
  const counts = schema['x-counts'];
  if (counts === undefined || counts === false) return {};
  if (!tenant) throw new Error(`${schema.$id}: x-counts needs a store-owned entity (x-tenant)`);
  if (counts === true) return { counts: { key: '' } };
  if (typeof counts !== 'string' || !schema.properties[counts])
    throw new Error(`${schema.$id}: x-counts names no field of the entity`);
  return { counts: { key: counts } };
}

/** The entities of one schema folder, or of several read together (an entity name appears once). */
export function buildModels(dirs: string | string[]): EntityModel[] {
  const models = [dirs]
    .flat()
    .flatMap((dir) => loadSchemas(dir))
    .map(buildModel);
  const byName = new Map<string, EntityModel>();
  for (const m of models) {
    if (byName.has(m.name)) throw new Error(`${m.name}: two schemas name this entity`);
    byName.set(m.name, m);
  }
  const paths = new Set<string>();
  for (const m of models) {
    if (m.path) {
      if (paths.has(m.path)) throw new Error(`${m.name}: x-path ${m.path} used twice`);
      paths.add(m.path);
    }
    for (const p of Object.values(m.properties))
      if (p.ref && !byName.has(p.ref))
        throw new Error(`${m.name}.${p.name}: x-ref to unknown entity ${p.ref}`);
  }
  return models;
}
