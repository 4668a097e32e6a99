// The product list on a phone: one card per product (4 a page, the generic list's) with the same
// data and actions as a table row.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useUpdate } from 'react-admin';
import { formatMoney } from '../../../../format';
import { ActiveSwitch } from './ActiveSwitch';
import type { ProductRow } from './query';
import { StockValue } from './columns';
import { RelevanceInput } from './RelevanceInput';
import { RowActions } from './RowActions';

export function ProductCard({
  row,
  admin,
  onDeleted,
}: {
  row: ProductRow;
  admin: boolean;
  /** After a deletion; true when it moved the list to another page. */
  onDeleted: () => boolean | void;
}) {
  const [update] = useUpdate<ProductRow>();
  const saveRelevance = (relevance: number) =>
    update(
      'product',
      { id: row.id, data: { relevance }, previousData: row },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
  return (
    <Card variant="outlined" data-testid="product-card">
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {row.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[`#${row.id}`, row.ref, row.category, admin ? row.company_name : null]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </div>
          <RowActions row={row} onDeleted={onDeleted} />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'baseline' }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {formatMoney(row.price)}
          </Typography>
          <Typography variant="body2">
            Estoque: <StockValue balance={row.balance} />
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
          {/* Narrow enough to stay left of the floating button beside the selection checkbox. */}
          <Box sx={{ flex: 'none', width: 96 }}>
            <RelevanceInput
              value={row.relevance}
              label="Relevância"
              productName={String(row.name ?? '')}
              save={saveRelevance}
            />
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Typography variant="body2">Ativo</Typography>
            <ActiveSwitch row={row} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
