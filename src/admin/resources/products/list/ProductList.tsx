// 'Lista de Produtos' (/product): filters, sortable headers, 25/50/100 rows a page with at most 10
// page buttons, in-row relevance, Ativo switch, edit and delete, CSV export; cards (4 a page) on a
// phone. Everything runs on the server one page at a time (/product/paginate-index), and the
// filters, sort and page live in the URL so coming back from the form finds them.
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
import { useEffect, useMemo } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiPost } from '../../../api';
import { CreateFab } from '../../../layout/CreateFab';
import { useUserPermissions } from '../../../permissions';
import { ExportCsvButton } from './ExportCsvButton';
import { ListFilters } from './ListFilters';
import { PageControls } from './PageControls';
import { PhoneSort } from './PhoneSort';
import { PHONE_PAGE_SIZE, ProductCards } from './ProductCards';
import { ProductTable, type RowHandlers } from './ProductTable';
import { listBody, nextSort, PAGE_SIZES } from './query';
import { CREATE_LABEL, EMPTY_TEXT, LIST_TITLE } from './texts';
import { useListState } from './useListState';
import { useProductPage } from './useProductPage';

export default function ProductList() {
  const { admin, company_id, isLoading } = useUserPermissions();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const state = useListState();
  const perPage = phone ? PHONE_PAGE_SIZE : state.perPage;
  const filters = state.filters;
  // Store users always list their own store: the server ignores any other, so none is sent.
  const body = useMemo(
    () =>
      isLoading
        ? null
        : listBody({
            filters: admin ? filters : { ...filters, company: undefined },
            sort: state.sort,
            page: state.page,
            perPage,
          }),
    [isLoading, admin, filters, state.sort, state.page, perPage],
  );
  const { rows, total, lastPage, loading, error, reload, patchRow } = useProductPage(
    '/product/paginate-index',
    body,
  );
  // A page emptied by a deletion (or a link to a page that no longer exists): go to the last one.
  const { page, setPage } = state;
  useEffect(() => {
    if (!loading && !error && !rows.length && total > 0 && page > lastPage) setPage(lastPage);
  }, [loading, error, rows.length, total, page, lastPage, setPage]);
  const handlers: RowHandlers = {
    saveRelevance: async (row, relevance) => {
      await apiPost('/product/update', { id: row.id, relevance });
      patchRow(row.id, { relevance });
    },
    setActive: (row, active) => patchRow(row.id, { active }),
    onDeleted: reload,
  };
  return (
    <Box sx={{ pb: 10 }}>
      <Title title={LIST_TITLE} />
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
      <ListFilters filters={filters} admin={admin} onChange={state.setFilters} folded={phone} />
      <Paper variant="outlined" sx={{ mt: 1.5, p: phone ? 1 : 0 }}>
        <Box sx={{ height: 4 }}>{loading ? <LinearProgress /> : null}</Box>
        {error ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {error}
          </Alert>
        ) : null}
        {!loading && !error && !rows.length ? (
          <Alert severity="info" sx={{ m: 1 }}>
            {EMPTY_TEXT}
          </Alert>
        ) : null}
        {rows.length ? (
          phone ? (
            <>
              <PhoneSort sort={state.sort} admin={admin} onSort={state.setSort} />
              <ProductCards rows={rows} admin={admin} handlers={handlers} />
            </>
          ) : (
            <ProductTable
              rows={rows}
              admin={admin}
              sort={state.sort}
              onSort={(field) => state.setSort(nextSort(state.sort, field))}
              handlers={handlers}
            />
          )
        ) : null}
        <PageControls
          page={state.page}
          lastPage={lastPage}
          total={total}
          perPage={perPage}
          pageSizes={phone ? undefined : PAGE_SIZES}
          onPage={state.setPage}
          onPerPage={state.setPerPage}
          narrow={phone}
        />
      </Paper>
      <CreateFab to="/form-product" label={CREATE_LABEL} />
    </Box>
  );
}
