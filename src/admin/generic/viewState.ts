// What a saved view keeps of a generic list (SavedViews.tsx) and the columns the user chose to see:
// the list's state as a view stores it, whether a view is the state on screen, and the hidden
// columns of each list, kept per user in react-admin's store.
import { useCallback } from 'react';
import { useGetIdentity, useStore } from 'react-admin';
import type { ViewState } from '../../shared/calls';

type Values = Record<string, unknown>;

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The filter without its empty values, keys in order: two equal filters read the same. */
export function cleanFilter(filter: Values | undefined): Values {
  return Object.fromEntries(
    Object.entries(filter ?? {})
      .filter(([, v]) => !blank(v))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether the list shows this view: the same filters and, where the view keeps them, the same
 * sort, page size (not on a phone, whose pages are always 4 cards) and visible columns.
 */
export function showsView(view: ViewState, current: Required<ViewState>, phone: boolean): boolean {
  if (!same(cleanFilter(view.filter), cleanFilter(current.filter))) return false;
  if (view.sort && (view.sort.field !== current.sort.field || view.sort.order !== current.sort.order))
    return false;
  if (!phone && view.perPage !== undefined && view.perPage !== current.perPage) return false;
  if (view.columns && !same(view.columns, current.columns)) return false;
  return true;
}

/** The hidden columns of one list for the signed-in user (react-admin's store, so it lasts). */
export function useHiddenColumns(resource: string): [string[], (hidden: string[]) => void] {
  const { identity } = useGetIdentity();
  const [hidden, setStored] = useStore<string[]>(`columns.${resource}.${identity?.id ?? 'anon'}`, []);
  const set = useCallback((next: string[]) => setStored(next), [setStored]);
  return [Array.isArray(hidden) ? hidden : [], set];
}

/** The columns to show: all but the hidden, and never none (a stale choice shows them all). */
export function visibleOf<T>(columns: T[], sourceOf: (c: T) => string, hidden: string[]): T[] {
  const shown = columns.filter((c) => !hidden.includes(sourceOf(c)));
  return shown.length ? shown : columns;
}
