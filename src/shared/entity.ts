// The entity model derived from schemas/*.schema.json by codegen. Shared by the server (routes,
// validation, queries) and the panel (generic screens). See schemas/README.md for the keywords.

import type { ChipColor, FieldCondition, FieldWidth } from './panel-hints.js';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  description?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [keyword: string]: unknown;
};

/** A permission level (src/shared/policy.ts): user < full_permission < admin. */
export type Access = 'user' | 'full_permission' | 'admin';
export type Operation = 'index' | 'show' | 'save' | 'update' | 'delete';
export type Normalizer = 'name' | 'trim' | 'digits' | 'alnum' | 'lower' | 'upper' | 'capitalize';
export type FilterKind = 'eq' | 'like';

export interface PropertyModel {
  name: string;
  label: string;
  /** The property's JSON Schema, as written (implicit columns get one too). */
  schema: JsonSchema;
  /** Stored in the table (false for x-join fields). */
  stored: boolean;
  sqlType: string;
  notNull: boolean;
  /** Required on save. */
  required: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  immutable: boolean;
  /** A secret stored as a scrypt hash (x-hash): hashed on save/update, blank on update keeps it. */
  hash: boolean;
  /**
   * A credential stored encrypted (x-secret: AES-256-GCM): never answered back, only whether it is
   * set and its last 4 characters; a blank value on update keeps it.
   */
  secret: boolean;
  /** Left out of the audit trail (x-audit: false on the property): a total a ledger already records. */
  quiet?: true;
  /** Levels needed to see / set the field, when above its entity's (x-access on the property). */
  access?: { read?: Access; write?: Access };
  money: boolean;
  aliases: string[];
  ref?: string;
  onDelete?: 'cascade' | 'set null' | 'restrict';
  join?: { via: string; field: string };
  filter?: FilterKind;
  normalize?: Normalizer;
  /** pt-BR words of each enum (or true/false) value; "null" names the empty choice of an optional field. */
  enumLabels?: Record<string, string>;
  messages?: Record<string, string>;
  /** Panel hints (src/shared/panel-hints.ts): the input that edits it and the cell that shows it. */
  widget?: string;
  display?: string;
  /** Chip colour of each enum (or true/false) value, beside its x-enum-labels. */
  enumColors?: Record<string, ChipColor>;
  /** Form layout: the section it sits in and its width in a row. */
  group?: string;
  width?: FieldWidth;
  /** Shown only / required only while other fields of the record hold these values. */
  showWhen?: FieldCondition;
  requiredWhen?: FieldCondition;
  /** A password asked twice: the label of its confirmation field (`<name>_confirmation`). */
  confirm?: string;
}

/**
 * An entity's pt-BR names (x-label) and how words agree with it: 'Exceção de pagamento foi
 * cadastrada', 'Dados de Recebimento foram atualizados'. Masculine singular unless it says otherwise.
 */
export interface EntityLabel {
  one: string;
  many: string;
  /** 'f' for a feminine noun (Marca, Exceção); masculine by default. */
  gender?: 'm' | 'f';
  /** The singular name is itself a plural (Dados de Recebimento; Logo e Favicon). */
  plural?: boolean;
}

export interface EntityModel {
  name: string;
  title: string;
  table: string;
  path?: string;
  tenant: boolean;
  /**
   * Not store-owned, yet keyed by store like the store-owned tables (x-store-key): company_id leads
   * its primary key and indexes, without a foreign key to the store (the audit trail).
   */
  storeKeyed?: boolean;
  label: EntityLabel;
  access: { read: Access; write: Access };
  operations: Operation[];
  status: { save: number; update: number; delete: number };
  unique: string[][];
  search: string[];
  sort: string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  list: string[];
  indexes: string[][];
  /**
   * Columns an x-indexes entry carries besides its key (INCLUDE), by the entry's fields joined with
   * ',': a query that reads only those is answered from the index alone, without the table's rows.
   */
  indexInclude?: Record<string, string[]>;
  /** Indexes without the store in front, for the admins' platform-wide reads (x-platform-indexes). */
  platformIndexes: string[][];
  timestamps: boolean;
  /** Writes to its table leave a row in the audit trail (x-audit; internal tables say false). */
  audit: boolean;
  /**
   * A per-store count of its rows kept by the writes (x-counts; store-owned entities), split by the
   * values of `key` ('' for one count per store): list totals read it instead of counting rows.
   */
  counts?: { key: string };
  /** Entity-level x-messages: `unique` words the 422 of a second row of a one-per-store entity. */
  messages?: Record<string, string>;
  /** In declaration order: id, company_id (tenant), the schema's own, created_at, updated_at. */
  properties: Record<string, PropertyModel>;
}

/**
 * A store keeps at most one row of it (x-unique [[]]: a unique index on company_id alone), like its
 * payment and delivery settings.
 */
export const isOnePerStore = (model: Pick<EntityModel, 'tenant' | 'unique'>): boolean =>
  model.tenant && model.unique.some((fields) => fields.length === 0);
