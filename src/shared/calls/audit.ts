// A record's history (server: src/server/audit/routes.ts), from the audit trail every audited table
// writes in the same transaction as each change. The panel shows it as 'Histórico' under edit forms
// and on the order detail.
import { defineCall, type Page } from './define.js';

export interface RecordHistoryQuery {
  /** The entity's name, e.g. product. */
  entity: string;
  id: number;
  page?: number;
  itens_per_page?: number;
}

/** One field's change: its value before and after; a secret only says that it changed. */
export type AuditChange = { from: unknown; to: unknown } | { secret: true };

export interface AuditEntry {
  at: string;
  user_id: number | null;
  user_name: string | null;
  operation: 'insert' | 'update' | 'delete';
  changes: Record<string, AuditChange>;
}

export const recordHistory = defineCall<RecordHistoryQuery, Page<AuditEntry>>('/audit/index');
