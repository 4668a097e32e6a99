// 'Relevância dos Produtos' (/layout-relevance and /layout/relevance): the store's products as the
// storefront orders them (relevance, highest first), in cards per row as chosen, each with its
// relevance saved through /layout/relevance/alter-relevance. Filters and paging as on the list.
import { Alert, Box, LinearProgress, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { apiPost } from '../../../api';
import { useUserPermissions } from '../../../permissions';
import { PageControls } from '../list/PageControls';
import { listBody } from '../list/query';
import { EMPTY_TEXT } from '../list/texts';
import { useListState } from '../list/useListState';
import { useProductPage } from '../list/useProductPage';
import { RelevanceCard } from './RelevanceCard';
import { DEFAULT_CARDS_PER_ROW, RelevanceFilters } from './RelevanceFilters';

export const RELEVANCE_TITLE = 'Relevância dos Produtos';
/** Page sizes that fill whole rows of 2, 3, 4 or 6 cards. */
const PAGE_SIZES = [24, 48, 96];

export default function LayoutRelevance() {
  const { admin, isLoading } = useUserPermissions();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const state = useListState(PAGE_SIZES);
  const [showImages, setShowImages] = useState(true);
  const filters = state.filters;
  const perRow = phone ? 2 : (filters.qtd_cards ?? DEFAULT_CARDS_PER_ROW);
  // No ordenate_field: the server's order here is relevance, highest first.
  const body = useMemo(
    () =>
      isLoading
        ? null
        : listBody({
            filters: {
              ...(admin ? filters : { ...filters, company: undefined }),
              show_img: showImages || undefined,
            },
            sort: null,
            page: state.page,
            perPage: state.perPage,
          }),
    [isLoading, admin, filters, showImages, state.page, state.perPage],
  );
  const { rows, total, lastPage, loading, error, patchRow } = useProductPage(
    '/layout/relevance/set-list',
    body,
  );
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={RELEVANCE_TITLE} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1.5 }}>
        {RELEVANCE_TITLE}
      </Typography>
      <RelevanceFilters
        filters={filters}
        admin={admin}
        showImages={showImages}
        onChange={state.setFilters}
        onShowImages={setShowImages}
        folded={phone}
      />
      <Paper variant="outlined" sx={{ mt: 1.5, p: 1.5 }}>
        <Box sx={{ height: 4, mb: 1 }}>{loading ? <LinearProgress /> : null}</Box>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {!loading && !error && !rows.length ? <Alert severity="info">{EMPTY_TEXT}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}>
          {rows.map((row) => (
            <RelevanceCard
              key={row.id}
              row={row}
              showImage={showImages}
              showStore={admin}
              save={async (relevance) => {
                await apiPost('/layout/relevance/alter-relevance', { id: row.id, name: row.name, relevance });
                patchRow(row.id, { relevance });
              }}
            />
          ))}
        </Box>
        <PageControls
          page={state.page}
          lastPage={lastPage}
          total={total}
          perPage={state.perPage}
          pageSizes={PAGE_SIZES}
          onPage={state.setPage}
          onPerPage={state.setPerPage}
          narrow={phone}
        />
      </Paper>
    </Box>
  );
}
