// The list's filters, sort and page, kept in the URL query: the back button and coming back from
// the product form find the list as it was left.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ListSort,
  type ListState,
  PAGE_SIZES,
  type ProductFilters,
  queryFromState,
  stateFromQuery,
} from './query';

export function useListState(pageSizes = PAGE_SIZES) {
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => stateFromQuery(query, pageSizes), [query, pageSizes]);
  const update = useCallback(
    (change: Partial<ListState>) =>
      setQuery((current) => queryFromState({ ...stateFromQuery(current, pageSizes), ...change }, pageSizes), {
        replace: true,
      }),
    [setQuery, pageSizes],
  );
  return {
    ...state,
    // Any other filter or order starts again at page 1.
    setFilters: (filters: ProductFilters) => update({ filters, page: 1 }),
    setSort: (sort: ListSort | null) => update({ sort, page: 1 }),
    setPage: (page: number) => update({ page }),
    setPerPage: (perPage: number) => update({ perPage, page: 1 }),
  };
}
