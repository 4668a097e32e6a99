// 'Relevância dos Produtos' (/layout-relevance and /layout/relevance): the store's products as the
// storefront orders them (relevance, highest first), in cards per row as chosen, each with its
// relevance saved through /layout/relevance/alter-relevance. A react-admin list of 'product' read
// through /layout/relevance/set-list (the relevanceList call), with the product list's filters and
// paging; its state is its own (URL and store key), apart from the product list's.
import { Alert, Box, LinearProgress, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';
import { List, Loading, useDataProvider, useListContext, useUpdate } from 'react-admin';
import type { AppDataProvider, ListMeta } from '../../../dataProvider';
import { useUserPermissions } from '../../../permissions';
import { PageControls } from '../products/list/PageControls';
import { type ProductFilters, type ProductRow, SERVER_ORDER } from '../products/list/query';
import { EMPTY_TEXT } from '../products/list/texts';
import { RelevanceCard } from './RelevanceCard';
import { DEFAULT_CARDS_PER_ROW, RelevanceFilters } from './RelevanceFilters';

export const RELEVANCE_TITLE = 'Relevância dos Produtos';
/** Page sizes that fill whole rows of 2, 3, 4 or 6 cards. */
const PAGE_SIZES = [24, 48, 96];
const RELEVANCE_META: ListMeta = { call: 'relevanceList' };

export default function LayoutRelevance() {
  const { admin, isLoading } = useUserPermissions();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [showImages, setShowImages] = useState(true);
  if (isLoading) return <Loading />;
  return (
    <List
      resource="product"
      storeKey="layout-relevance.listParams"
      title={RELEVANCE_TITLE}
      queryOptions={{ meta: RELEVANCE_META }}
      // Store users list their own store; the photos only when shown.
      filter={{ ...(admin ? {} : { company: undefined }), show_img: showImages || undefined }}
      // No sort: the server's order here is relevance, highest first.
      sort={SERVER_ORDER}
      perPage={PAGE_SIZES[0]}
      actions={false}
      pagination={false}
      empty={false}
      exporter={false}
      component="div"
      sx={{ pb: 4, '& .RaList-noActions': { mt: 0 } }}
    >
      <RelevanceView admin={admin} phone={phone} showImages={showImages} onShowImages={setShowImages} />
    </List>
  );
}

function RelevanceView({
  admin,
  phone,
  showImages,
  onShowImages,
}: {
  admin: boolean;
  phone: boolean;
  showImages: boolean;
  onShowImages: (show: boolean) => void;
}) {
  const list = useListContext<ProductRow>();
  const { data = [], total = 0, isFetching, error, page, perPage, setPage, setPerPage } = list;
  const filters = list.filterValues as ProductFilters;
  const perRow = phone ? 2 : (filters.qtd_cards ?? DEFAULT_CARDS_PER_ROW);
  useEffect(() => {
    if (!PAGE_SIZES.includes(perPage)) setPerPage(PAGE_SIZES[0]);
  }, [perPage, setPerPage]);
  // React-admin's update (so the card's row in the list cache takes the saved relevance, in place:
  // the cards do not jump while several relevances are typed), through the screen's own call.
  const dataProvider = useDataProvider<AppDataProvider>();
  const [update] = useUpdate<ProductRow>('product', undefined, {
    mutationFn: async ({ id, data: change, previousData }) => {
      const row = previousData as ProductRow;
      const { message: _message, ...saved } = await dataProvider.alterRelevance({
        id: Number(id),
        name: row.name,
        relevance: change?.relevance ?? null,
      });
      return { ...row, ...saved };
    },
  });
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1.5 }}>
        {RELEVANCE_TITLE}
      </Typography>
      <RelevanceFilters
        filters={filters}
        admin={admin}
        showImages={showImages}
        onChange={(next) => list.setFilters(next, undefined, false)}
        onShowImages={onShowImages}
        folded={phone}
      />
      <Paper variant="outlined" sx={{ mt: 1.5, p: 1.5 }}>
        <Box sx={{ height: 4, mb: 1 }}>{isFetching ? <LinearProgress /> : null}</Box>
        {!isFetching && !error && !data.length ? <Alert severity="info">{EMPTY_TEXT}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}>
          {data.map((row) => (
            <RelevanceCard
              key={row.id}
              row={row}
              showImage={showImages}
              showStore={admin}
              save={(relevance) =>
                update(
                  'product',
                  { id: row.id, data: { relevance }, previousData: row },
                  { mutationMode: 'pessimistic', returnPromise: true },
                )
              }
            />
          ))}
        </Box>
        <PageControls
          page={page}
          lastPage={Math.max(1, Math.ceil(total / perPage))}
          total={total}
          perPage={perPage}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPerPage={setPerPage}
          narrow={phone}
        />
      </Paper>
    </>
  );
}
