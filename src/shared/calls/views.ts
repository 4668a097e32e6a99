// Saved views of the generic lists (server: src/server/views/; panel: src/admin/generic/SavedViews.tsx).
// A view is one user's named state of one list — filters, sort, page size, visible columns — and
// only its owner ever reads or changes it. `list` is the list screen's react-admin resource
// ('brand', 'product', 'pending-orders', …).
import { defineCall } from './define.js';

// (Only calls are exported here as values: the limits are in src/shared/saved-views.ts.)

export interface ViewState {
  /** The list's filter values (the admin's store filter, company_id, among them). */
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  /** The sources of the visible columns, in order; absent: all of them. */
  columns?: string[];
}

export interface SavedView {
  id: number;
  list: string;
  name: string;
  state: ViewState;
  is_default: boolean;
  created_at: string;
}

export interface ViewCreate {
  list: string;
  name: string;
  state: ViewState;
  is_default?: boolean;
}

/** What changes: a new name, default on or off, the state replaced. */
export interface ViewUpdate {
  id: number;
  name?: string;
  is_default?: boolean;
  state?: ViewState;
}

export const savedViews = defineCall<{ list: string }, { data: SavedView[] }>('/views/index');
export const savedViewCreate = defineCall<ViewCreate, SavedView>('/views/save');
export const savedViewUpdate = defineCall<ViewUpdate, SavedView>('/views/update');
export const savedViewDelete = defineCall<{ id: number }, { id: number }>('/views/delete');
