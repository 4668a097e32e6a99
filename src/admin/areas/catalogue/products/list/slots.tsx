// The product list's slots in the generic list (generic/SchemaList.tsx, configured in
// catalogue/index.tsx): its filter bar, 'Exportar CSV' and 'Importar CSV' beside the title, the
// phone's sort and the loading bar above the rows, the none → ascending → descending → none header cycle, a row's own
// edit and delete, the phone card, the empty banner (and the spec's toast when a search finds
// nothing), and paging with at most 10 page buttons. Each reads the list react-admin keeps (filters,
// sort and page in the URL) through useListContext, and its product through useRecordContext.
import { Alert, Box, LinearProgress, Stack, useMediaQuery } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  ListContextProvider,
  type RaRecord,
  type SortPayload,
  useListContext,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import { PHONE_QUERY } from '../../../../generic/SchemaList';
import { useUserPermissions } from '../../../../permissions';
import { ActiveSwitch } from './ActiveSwitch';
import { ExportCsvButton } from './ExportCsvButton';
import { ImportCsvButton } from '../import/ImportCsvButton';
import { ListFilters } from './ListFilters';
import { PageControls } from './PageControls';
import { PhoneSort } from './PhoneSort';
import { ProductCard } from './ProductCards';
import { StockValue } from './columns';
import {
  listSortOf,
  nextSort,
  PAGE_SIZES,
  type ProductFilters,
  type ProductRow,
  raSortOf,
  type SortField,
  SORT_FIELDS,
} from './query';
import { RelevanceInput } from './RelevanceInput';
import { RowActions } from './RowActions';
import { EMPTY_TEXT, NOT_FOUND_TOAST } from './texts';
import { TOAST_MS } from '../../../../generic/toasts';

/** Store, name, ref, the taxonomy cascade, the grid's code, colour and size, Mostrar Inativos. */
export function ProductFiltersSlot() {
  const { admin } = useUserPermissions();
  const phone = useMediaQuery(PHONE_QUERY);
  const list = useListContext<ProductRow>();
  return (
    <Box sx={{ mt: 1.5, mb: 1 }}>
      <ListFilters
        filters={list.filterValues as ProductFilters}
        admin={admin}
        onChange={(next) => list.setFilters(next, undefined, false)}
        folded={phone}
      />
    </Box>
  );
}

/** 'Exportar CSV' of the store shown (an admin's pick; a store user's own). */
export function ProductActions({ filterValues }: { filterValues: Record<string, unknown> }) {
  const { admin, company_id } = useUserPermissions();
  const company = (filterValues as ProductFilters).company;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
      <ExportCsvButton companyId={admin ? (company ?? null) : company_id} needsStore={admin} />
      <ImportCsvButton companyId={admin ? (company ?? null) : null} />
    </Stack>
  );
}

/** Above the rows: the loading bar, and on a phone the sort the headers give on a computer. */
export function ProductToolbar() {
  const { admin } = useUserPermissions();
  const phone = useMediaQuery(PHONE_QUERY);
  const list = useListContext<ProductRow>();
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching ? <LinearProgress /> : null}</Box>
      {phone && list.data?.length ? (
        <PhoneSort
          sort={listSortOf(list.sort)}
          admin={admin}
          onSort={(next) => list.setSort(raSortOf(next))}
        />
      ) : null}
    </>
  );
}

/**
 * The headers' cycle (spec section 4): another column starts ascending, the same one goes
 * ascending → descending → none, where none is the server's order (newest first).
 */
export function ProductSortCycle({ children }: { children: ReactNode }) {
  const list = useListContext<ProductRow>();
  const setSort = (requested: SortPayload) => {
    const field = requested.field as SortField;
    if (!SORT_FIELDS.includes(field)) return list.setSort(requested);
    list.setSort(raSortOf(nextSort(listSortOf(list.sort), field)));
  };
  return <ListContextProvider value={{ ...list, setSort }}>{children}</ListContextProvider>;
}

/** A row's Ações: its pencil and trash icon, named after the product. */
export function ProductRowActions() {
  const row = useRecordContext<ProductRow>();
  const { data = [], page, setPage } = useListContext<ProductRow>();
  if (!row) return null;
  // The last row of a later page: go to the page before.
  const onDeleted = () => {
    if (data.length > 1 || page === 1) return false;
    setPage(page - 1);
    return true;
  };
  return <RowActions row={row} onDeleted={onDeleted} />;
}

/** A product's card on a phone, with the same data and actions as its row. */
export function ProductCardSlot() {
  const row = useRecordContext<ProductRow>();
  const { admin } = useUserPermissions();
  const { data = [], page, setPage } = useListContext<ProductRow>();
  if (!row) return null;
  const onDeleted = () => {
    if (data.length > 1 || page === 1) return false;
    setPage(page - 1);
    return true;
  };
  return <ProductCard row={row} admin={admin} onDeleted={onDeleted} />;
}

/** The filters a product search is made of (the admin's store alone is no search). */
const searching = (filters: ProductFilters) =>
  Object.entries(filters).some(
    ([key, value]) => key !== 'company' && value !== undefined && value !== '' && value !== false,
  );

/**
 * No rows: the spec's banner; and when a search found nothing, its toast 'Nenhum produto
 * encontrado, verificar nome dos filtros', once per search.
 */
export function ProductEmpty() {
  const notify = useNotify();
  const { filterValues, isFetching, error } = useListContext<ProductRow>();
  const filters = filterValues as ProductFilters;
  const told = useRef<string | null>(null);
  const search = searching(filters) ? JSON.stringify(filters) : null;
  useEffect(() => {
    if (!search || isFetching || error || told.current === search) return;
    told.current = search;
    notify(NOT_FOUND_TOAST, { type: 'warning', autoHideDuration: TOAST_MS });
  }, [search, isFetching, error, notify]);
  if (isFetching || error) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }}>
      {EMPTY_TEXT}
    </Alert>
  );
}

/** Under the rows: 25/50/100 a page (4 cards on a phone) and at most 10 page buttons. */
export function ProductPaging() {
  const phone = useMediaQuery(PHONE_QUERY);
  const { page, perPage, total = 0, setPage, setPerPage, isPending } = useListContext<ProductRow>();
  // A computer shows 25, 50 or 100 rows: a page size from elsewhere (a link) is put right.
  useEffect(() => {
    if (!phone && !PAGE_SIZES.includes(perPage)) setPerPage(PAGE_SIZES[0]);
  }, [phone, perPage, setPerPage]);
  // Shown once the first rows are: drawn under an empty list, the rows then pushed it down (a layout
  // shift of 0.07 at 1366 px, 0.08 on a phone).
  if (isPending) return null;
  return (
    <PageControls
      page={page}
      lastPage={Math.max(1, Math.ceil(total / perPage))}
      total={total}
      perPage={perPage}
      pageSizes={phone ? undefined : PAGE_SIZES}
      onPage={setPage}
      onPerPage={setPerPage}
      narrow={phone}
    />
  );
}

/** Estoque: below 1 shown as negative. */
export function StockCell({ record }: { record: RaRecord }) {
  return <StockValue balance={record.balance} />;
}

/** Relevância, edited in place and saved on blur or Enter. */
export function RelevanceCell({ record: shown }: { record: RaRecord }) {
  const record = shown as ProductRow;
  const [update] = useUpdate<ProductRow>();
  return (
    <RelevanceInput
      value={record.relevance}
      productName={String(record.name ?? '')}
      save={(relevance) =>
        update(
          'product',
          { id: record.id, data: { relevance }, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      }
    />
  );
}

/** Ativo, saved at once. */
export function ActiveCell({ record }: { record: RaRecord }) {
  return <ActiveSwitch row={record as ProductRow} />;
}
