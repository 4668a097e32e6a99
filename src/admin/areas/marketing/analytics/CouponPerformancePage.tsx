// /campaign-analytics ('Desempenho'): how the store's coupons sold over a period (the last 12 months
// by default; an admin's store, none meaning every store). The figures reload once the period is
// complete and ordered. Cards with the period's totals, the months in bars (Charts.tsx, loaded
// apart with recharts), the table per coupon (Cupom, Pedidos, Receita, Desconto concedido, Ticket
// médio; the code opens the coupon when it still exists) and 'Exportar CSV' of that table. Only sold
// orders count (the caption says which statuses). Money only for full_permission, as in the report.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { HttpError } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CouponPerformance } from '../../../../shared/calls';
import { formatMoney } from '../../../../shared/money';
import { errorText } from '../../../api';
import { useCall } from '../../../generic/calls';
import { CSV_FILE, downloadCsv } from '../../../generic/csv';
import { StorePicker, useChosenStore } from '../../../generic/StorePicker';
import { useUserPermissions } from '../../../permissions';
import {
  CAPTION,
  couponsCsv,
  defaultPeriod,
  endsBeforeStart,
  EXPORT,
  MONEY_HIDDEN,
  NO_COUPONS,
  PERIOD_ERROR,
  type PeriodDraft,
  performanceQuery,
  TITLE,
} from './model';
import { FigureCard } from '../../../generic/FigureCard';
import { PageHeading } from '../../../generic/PageHeading';
import { countText } from '../../../../shared/count-text';

const CouponChart = lazy(() => import('./CouponChart'));

// Takes the card's width whatever the table's, so a wider table scrolls inside the card.
const scrollX = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;
const cash = (value: string | null) => (value === null ? '—' : formatMoney(value));

/** The server's 422 message of a field, if any. */
function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const errors = ((error.body ?? {}) as { errors?: Record<string, unknown> }).errors ?? {};
  const value = errors[field];
  return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : undefined;
}

/** The coupon orders' share of the period's sales, '12,5%' (by revenue, else by orders). */
function share(data: CouponPerformance): string {
  const { totals } = data;
  const [part, whole] =
    totals.revenue !== null && totals.all_revenue !== null
      ? [Number(totals.revenue), Number(totals.all_revenue)]
      : [totals.orders, totals.all_orders];
  if (!whole) return '0%';
  return `${((100 * part) / whole).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
}

function Figures({ data }: { data: CouponPerformance | undefined }) {
  const items = data
    ? [
        {
          label: 'Pedidos com cupom',
          value: String(data.totals.orders),
          detail: `de ${countText(data.totals.all_orders, 'venda', 'vendas')} no período`,
        },
        { label: 'Receita com cupom', value: cash(data.totals.revenue) },
        { label: 'Desconto concedido', value: cash(data.totals.discount) },
        { label: 'Ticket médio', value: cash(data.totals.ticket) },
        {
          label: 'Participação nas vendas',
          value: share(data),
          detail: data.full_permission ? 'da receita' : 'dos pedidos',
        },
      ]
    : Array.from({ length: 5 }, (_, i) => ({ label: String(i), value: '', detail: undefined }));
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.label} size={{ xs: 6, md: 4, lg: 'grow' }}>
          {data ? (
            <FigureCard label={item.label} value={item.value} detail={item.detail} />
          ) : (
            <Skeleton variant="rounded" height={104} />
          )}
        </Grid>
      ))}
    </Grid>
  );
}

function CouponTable({ data, withStore }: { data: CouponPerformance; withStore: boolean }) {
  const money = data.full_permission;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <Box sx={scrollX} tabIndex={0} role="region" aria-label="Tabela de desempenho por cupom">
      <Table size="small" aria-label="Desempenho por cupom">
        <TableHead>
          <TableRow>
            <TableCell>Cupom</TableCell>
            {withStore && <TableCell>Loja</TableCell>}
            <TableCell align="right">Pedidos</TableCell>
            <TableCell align="right">Receita</TableCell>
            <TableCell align="right">Desconto concedido</TableCell>
            <TableCell align="right">Ticket médio</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.coupons.length === 0 && (
            <TableRow>
              <TableCell colSpan={withStore ? 6 : 5}>
                <Typography color="text.secondary">{NO_COUPONS}</Typography>
              </TableCell>
            </TableRow>
          )}
          {data.coupons.map((c) => (
            <TableRow key={`${c.company_id}:${c.coupon}`} data-testid="coupon-row">
              <TableCell sx={{ fontWeight: 600 }}>
                {c.coupon_id ? (
                  <Link component={RouterLink} to={`/form-coupon/${c.coupon_id}`}>
                    {c.coupon}
                  </Link>
                ) : (
                  c.coupon
                )}
              </TableCell>
              {withStore && <TableCell>{c.fantasy_name}</TableCell>}
              <TableCell align="right">{c.orders}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money ? formatMoney(c.revenue) : '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money ? formatMoney(c.discount) : '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money ? formatMoney(c.ticket) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function CouponPerformancePage() {
  const { admin, isLoading } = useUserPermissions();
  const [store, chooseStore] = useChosenStore();
  const [period, setPeriod] = useState<PeriodDraft>(() => defaultPeriod());
  // Nothing asked before the user is known (an admin's store comes from the URL).
  const query = isLoading ? null : performanceQuery(period, admin ? store : null);
  const { data, isPending, isFetching, error } = useCall('couponPerformance', query, {
    notifyError: false,
  });
  const ready = query !== null && !isPending && !!data;
  const reversed = endsBeforeStart(period);
  const withStore = admin && !store;
  const dateField = (key: keyof PeriodDraft, field: string, label: string) => {
    const message = (key === 'finish' && reversed ? PERIOD_ERROR : undefined) ?? fieldError(error, field);
    return (
      <TextField
        type="date"
        size="small"
        label={label}
        value={period[key]}
        onChange={(e) => setPeriod({ ...period, [key]: e.target.value })}
        error={!!message}
        helperText={message}
        required
        margin="none"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 190 } }}
      />
    );
  };
  const exportCsv = () => {
    if (data) downloadCsv(couponsCsv(data.coupons, withStore, data.full_permission), CSV_FILE);
  };

  return (
    <Box sx={{ pb: 2 }}>
      <PageHeading title={TITLE} caption={CAPTION} captionTestId="statuses-caption" />
      <Stack spacing={2}>
        <Stack
          component="form"
          aria-label="Filtros do desempenho"
          noValidate
          onSubmit={(e) => e.preventDefault()}
          direction={{ xs: 'column', sm: 'row' }}
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: { sm: 'flex-start' } }}
        >
          {admin && <StorePicker value={store} onChange={chooseStore} label="Loja (todas)" />}
          {dateField('init', 'init_date', 'Data inicial')}
          {dateField('finish', 'finish_date', 'Data final')}
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<FileDownloadIcon />}
            onClick={exportCsv}
            disabled={!ready || !data?.coupons.length}
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, ml: { sm: 'auto' } }}
          >
            {EXPORT}
          </Button>
        </Stack>
        {error && !isFetching && !fieldError(error, 'init_date') && !fieldError(error, 'finish_date') && (
          <Alert severity="error">{errorText(error)}</Alert>
        )}
        {data && !data.full_permission && <Alert severity="info">{MONEY_HIDDEN}</Alert>}
        {query === null ? (
          !isLoading && (
            <Typography color="text.secondary">Informe o período completo para ver os números.</Typography>
          )
        ) : (
          <Box aria-busy={isFetching} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Figures data={ready ? data : undefined} />
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {ready && data.full_permission
                    ? 'Receita e desconto por mês (R$)'
                    : 'Pedidos com cupom por mês'}
                </Typography>
                {ready ? (
                  <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                    <CouponChart months={data.months} withMoney={data.full_permission} />
                  </Suspense>
                ) : (
                  <Skeleton variant="rounded" height={280} />
                )}
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Por cupom
                </Typography>
                {ready ? (
                  <CouponTable data={data} withStore={withStore} />
                ) : (
                  <Skeleton variant="rounded" height={120} />
                )}
              </CardContent>
            </Card>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

export default CouponPerformancePage;
