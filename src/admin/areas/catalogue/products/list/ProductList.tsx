// 'Lista de Produtos' (/product): a react-admin list of the resource 'product' read through
// /product/paginate-index (the data provider's productList call), so its filters, sort and page live
// in react-admin's list state, synced with the URL and kept for coming back from the form. Filters,
// sortable headers, 25/50/100 rows a page with at most 10 page buttons, in-row relevance, Ativo
// switch, edit and delete, CSV export; cards (4 a page) on a phone. Only the page on screen is ever
// loaded: with 100,000 products in a store nothing else would stay fast.
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect } from 'react';
import { List, Loading, useListContext, useUpdate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ListMeta } from '../../../../dataProvider';
import { CreateFab } from '../../../../generic/CreateFab';
import { useUserPermissions } from '../../../../permissions';
import { ExportCsvButton } from './ExportCsvButton';
import { ListFilters } from './ListFilters';
import { PageControls } from './PageControls';
import { PhoneSort } from './PhoneSort';
import { PHONE_PAGE_SIZE, ProductCards } from './ProductCards';
import { ProductTable, type RowHandlers } from './ProductTable';
import {
  DEFAULT_PAGE_SIZE,
  listSortOf,
  nextSort,
  PAGE_SIZES,
  type ProductFilters,
  type ProductRow,
  raSortOf,
  SERVER_ORDER,
} from './query';
import { CREATE_LABEL, EMPTY_TEXT, LIST_TITLE } from './texts';

export const PRODUCT_LIST_META: ListMeta = { call: 'productList' };
// Store users always list their own store: the server ignores any other, so none is sent.
const OWN_STORE_ONLY = { company: undefined };

export default function ProductList() {
  const { admin, isLoading } = useUserPermissions();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (isLoading) return <Loading />;
  return (
    <List
      resource="product"
      title={LIST_TITLE}
      queryOptions={{ meta: PRODUCT_LIST_META }}
      filter={admin ? undefined : OWN_STORE_ONLY}
      sort={SERVER_ORDER}
      perPage={phone ? PHONE_PAGE_SIZE : DEFAULT_PAGE_SIZE}
      actions={false}
      pagination={false}
      empty={false}
      exporter={false}
      component="div"
      sx={{ pb: 10, '& .RaList-noActions': { mt: 0 } }}
    >
      <ProductListView admin={admin} phone={phone} />
    </List>
  );
}

function ProductListView({ admin, phone }: { admin: boolean; phone: boolean }) {
  const { company_id } = useUserPermissions();
  const list = useListContext<ProductRow>();
  const { data = [], total = 0, isFetching, error, page, perPage, setPage, setPerPage } = list;
  const filters = list.filterValues as ProductFilters;
  const sort = listSortOf(list.sort);
  const setSort = (next: typeof sort) => list.setSort(raSortOf(next));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  // A phone shows 4 cards a page, a computer 25, 50 or 100 rows: a page size from the other
  // (a link, or the list as left on the other screen size) is put right.
  useEffect(() => {
    const sizes = phone ? [PHONE_PAGE_SIZE] : PAGE_SIZES;
    if (!sizes.includes(perPage)) setPerPage(sizes[0]);
  }, [phone, perPage, setPerPage]);

  const [update] = useUpdate<ProductRow>();
  const handlers: RowHandlers = {
    saveRelevance: (row, relevance) =>
      update(
        'product',
        { id: row.id, data: { relevance }, previousData: row },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    // The last row of a later page: go to the page before.
    onDeleted: () => {
      if (data.length > 1 || page === 1) return false;
      setPage(page - 1);
      return true;
    },
  };
  return (
    <>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ mt: 2, mb: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {LIST_TITLE}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <ExportCsvButton companyId={admin ? (filters.company ?? null) : company_id} needsStore={admin} />
          <Button component={Link} to="/form-product" variant="contained" startIcon={<AddIcon />}>
            {CREATE_LABEL}
          </Button>
        </Stack>
      </Stack>
      <ListFilters
        filters={filters}
        admin={admin}
        onChange={(next) => list.setFilters(next, undefined, false)}
        folded={phone}
      />
      <Paper variant="outlined" sx={{ mt: 1.5, p: phone ? 1 : 0 }}>
        <Box sx={{ height: 4 }}>{isFetching ? <LinearProgress /> : null}</Box>
        {/* A failure is told by react-admin's notification, as on every list. */}
        {!isFetching && !error && !data.length ? (
          <Alert severity="info" sx={{ m: 1 }}>
            {EMPTY_TEXT}
          </Alert>
        ) : null}
        {data.length ? (
          phone ? (
            <>
              <PhoneSort sort={sort} admin={admin} onSort={setSort} />
              <ProductCards rows={data} admin={admin} handlers={handlers} />
            </>
          ) : (
            <ProductTable
              rows={data}
              admin={admin}
              sort={sort}
              onSort={(field) => setSort(nextSort(sort, field))}
              handlers={handlers}
            />
          )
        ) : null}
        <PageControls
          page={page}
          lastPage={lastPage}
          total={total}
          perPage={perPage}
          pageSizes={phone ? undefined : PAGE_SIZES}
          onPage={setPage}
          onPerPage={setPerPage}
          narrow={phone}
        />
      </Paper>
      <CreateFab to="/form-product" label={CREATE_LABEL} />
    </>
  );
}
