// Product import from a spreadsheet (server: src/server/catalogue/import/; fields and limits:
// src/shared/product-import.ts). The panel maps the CSV columns to fields and sends the lines in
// batches: first a dry run that only validates, then the import itself.
import type { ImportField, ImportMapping } from '../product-import.js';
import { defineCall } from './define.js';

/** One CSV line as fields (cells as text); `line` is its number in the file, for the answers. */
export type ImportRow = { line: number } & Partial<Record<ImportField, string | null>>;

export interface ImportRequest {
  /** Admins: the store the products belong to. */
  company_id?: number;
  rows: ImportRow[];
}

/** What happens (or happened) to one line: its product created or updated, or its errors (pt-BR). */
export interface ImportRowResult {
  line: number;
  action: 'create' | 'update' | null;
  errors: string[];
}

export interface ImportResult {
  rows: ImportRowResult[];
  /** Products (not lines) created and updated; lines refused. */
  created: number;
  updated: number;
  failed: number;
}

/** Validates a batch without writing: the same checks the import makes. */
export const productImportValidate = defineCall<ImportRequest, ImportResult>('/product-import/validate');

/** Imports a batch: each product with its grid items lands whole or not at all. */
export const productImportRun = defineCall<ImportRequest, ImportResult>('/product-import/run');

/** The store's column mapping of its last import (null when it never imported). */
export const productImportMapping = defineCall<{ company_id?: number }, { columns: ImportMapping | null }>(
  '/product-import/mapping',
);

export const productImportMappingSave = defineCall<
  { company_id?: number; columns: ImportMapping },
  { columns: ImportMapping }
>('/product-import/mapping/save');
