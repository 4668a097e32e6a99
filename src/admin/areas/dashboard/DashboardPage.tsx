// '/' ('Dashboard de Vendas', spec sections 2 and 4): the period's selectors (start and end month
// and year, the last ten years, the current month by default; the figures reload once all four are
// set), an admin's store (none: the whole platform), the cards, the charts (loaded apart, with
// recharts, each drawn when it nears the screen), the top-10 products with their share and the
// latest pending and unfinished orders, each opening its detail in a new tab. Skeletons while
// loading; a store without orders in the period gets an empty state. On a phone everything stacks.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Box,
  Card,
  CardContent,
  Grid,
  Link,
  MenuItem,
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
import { memo, type ReactNode, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardHome, DashboardOrderRow, DashboardStatus } from '../../../shared/calls';
import { statusLabel } from '../../../shared/order-status';
import { formatMoney, formatPercent } from '../../../shared/money';
import { formatDate } from '../../../shared/time';
import { useCall } from '../../generic/calls';
import { StorePicker, useChosenStore } from '../../generic/StorePicker';
import { entities } from '../../../generated/registry';
import { EnumChip, hueOf } from '../../generic/displays';
import { WhenVisible } from '../../generic/WhenVisible';
import { InTurn } from '../../generic/InTurn';
import type { StatusSlice } from './Charts';
import { useUserPermissions } from '../../permissions';
import {
  byCategoryText,
  byStatusText,
  CHART_CATEGORIES,
  CHART_HEIGHT,
  categoryChartHeight,
  currentPeriod,
  EMPTY,
  endsBeforeStart,
  MONTHS,
  PERIOD_ERROR,
  type PeriodDraft,
  periodQuery,
  salesPerDayText,
  TITLE,
  yearOptions,
} from './model';
import { FigureCard } from '../../generic/FigureCard';
import { lazyNamed } from '../../generic/lazy';
import { countText } from '../../../shared/count-text';

const charts = () => import('./Charts');
const SalesPerDayChart = lazyNamed(charts, 'SalesPerDayChart');
const StatusChart = lazyNamed(charts, 'StatusChart');
const CategoryChart = lazyNamed(charts, 'CategoryChart');
// The charts' code (recharts, the dashboard's largest) downloads while the figures are fetched, not
// after they arrive (this module loads only for the dashboard), and then the charts draw at once.
SalesPerDayChart.preload().catch(() => undefined);

// Takes the card's width whatever the table's, so a wider table scrolls inside the card.
const scrollX = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

// The page's pieces are memoised: the page draws again whenever the routes above it do (its store
// choice lives in the URL, so it follows the router), which react-admin does twice as it boots;
// with the same period and figures, the selectors, cards and details stay as they are.
const PeriodSelectors = memo(function PeriodSelectors({
  value,
  onChange,
}: {
  value: PeriodDraft;
  onChange: (p: PeriodDraft) => void;
}) {
  const years = useMemo(() => yearOptions(), []);
  const invalid = endsBeforeStart(value);
  const select = (name: keyof PeriodDraft, label: string, options: { id: number; name: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value[name]}
      onChange={(e) => onChange({ ...value, [name]: e.target.value === '' ? '' : Number(e.target.value) })}
      error={invalid && name === 'endMonth'}
      helperText={invalid && name === 'endMonth' ? PERIOD_ERROR : undefined}
      fullWidth={false}
      margin="none"
      sx={{ width: { xs: 'calc(50% - 6px)', sm: 160 } }}
    >
      <MenuItem value="">
        <em>Selecione</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const months = MONTHS.map((name, i) => ({ id: i + 1, name }));
  const yearList = years.map((y) => ({ id: y, name: String(y) }));
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      {select('startMonth', 'Mês inicial', months)}
      {select('startYear', 'Ano inicial', yearList)}
      {select('endMonth', 'Mês final', months)}
      {select('endYear', 'Ano final', yearList)}
    </Stack>
  );
});

const Cards = memo(function Cards({ data }: { data: DashboardHome | undefined }) {
  const items: { label: string; value?: string; detail?: string }[] = [
    {
      label: 'Vendas',
      value: data && formatMoney(data.sells.value),
      detail: data && countText(data.sells.count, 'pedido', 'pedidos'),
    },
    {
      label: 'Vendas hoje',
      value: data && formatMoney(data.todaySells.value),
      detail: data && countText(data.todaySells.count, 'pedido', 'pedidos'),
    },
    {
      label: 'Pendentes',
      value: data && String(data.pendingSells.count),
      detail: data && formatMoney(data.pendingSells.value),
    },
    {
      label: 'Não finalizados',
      value: data && String(data.unfinished.count),
      detail: data && formatMoney(data.unfinished.value),
    },
    { label: 'Produtos', value: data && String(data.total_products), detail: 'ativos' },
    { label: 'Clientes', value: data && String(data.users), detail: 'cadastrados' },
  ];
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.label} size={{ xs: 6, md: 4, xl: 2 }}>
          {data ? (
            <FigureCard label={item.label} value={item.value} detail={item.detail} testId="dashboard-card" />
          ) : (
            <Skeleton variant="rounded" height={104} data-testid="dashboard-skeleton" />
          )}
        </Grid>
      ))}
    </Grid>
  );
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const chartFallback = <Skeleton variant="rounded" height={CHART_HEIGHT} />;

/**
 * A chart's box: an image with a text alternative (its figures), its drawing hidden from assistive
 * technology and drawn when the box nears the screen (WhenVisible), which on a phone keeps the
 * charts below the fold out of the page load.
 */
function ChartFrame({
  label,
  height = CHART_HEIGHT,
  children,
}: {
  label: string;
  height?: number;
  children: ReactNode;
}) {
  return (
    <WhenVisible role="img" aria-label={label} sx={{ width: '100%', height }}>
      <Box aria-hidden="true" sx={{ width: '100%', height: '100%' }}>
        <Suspense fallback={chartFallback}>{children}</Suspense>
      </Box>
    </WhenVisible>
  );
}

const statusSlices = (statuses: DashboardStatus[]): StatusSlice[] =>
  statuses.map((s) => ({
    name: statusLabel(s.status),
    count: s.count,
    fill: hueOf(entities.buy.properties.status, s.status)?.bg ?? '#9e9e9e',
  }));

/** The status chart's legend as text, with each status's colour (read by everyone, not only by sight). */
function StatusLegend({ slices }: { slices: StatusSlice[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {slices.map((s) => (
        <Box component="li" key={s.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: s.fill }} />
          <Typography variant="body2">
            {s.name}: {s.count}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function StatusChip({ status }: { status: number }) {
  return <EnumChip p={entities.buy.properties.status} value={status} />;
}

function OrdersTable({ rows, admin, empty }: { rows: DashboardOrderRow[]; admin: boolean; empty: string }) {
  if (!rows.length)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  return (
    <Box sx={scrollX}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Pedido</TableCell>
            <TableCell>Cliente</TableCell>
            {admin && <TableCell>Loja</TableCell>}
            <TableCell>Status</TableCell>
            <TableCell>Data</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`/detailOrder/${r.id}`}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Abrir pedido ${r.id} em nova aba`}
                >
                  #{r.id}
                </Link>
              </TableCell>
              <TableCell>{r.customer}</TableCell>
              {admin && <TableCell>{r.company_name}</TableCell>}
              <TableCell>
                <StatusChip status={r.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.date)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(r.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function TopProducts({ data }: { data: DashboardHome }) {
  if (!data.mostSales.length)
    return <Typography color="text.secondary">Nenhum produto vendido no período</Typography>;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <Box sx={scrollX} tabIndex={0} role="region" aria-label="Tabela dos 10 produtos mais vendidos">
      <Table size="small" aria-label="10 produtos mais vendidos">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Produto</TableCell>
            <TableCell align="right">Qtd.</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">Participação</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.mostSales.map((p, i) => (
            <TableRow key={`${p.product_id ?? p.name}`}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{p.name}</TableCell>
              <TableCell align="right">{p.quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(p.total)}
              </TableCell>
              <TableCell align="right">{formatPercent(p.percent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const Details = memo(function Details({ data, admin }: { data: DashboardHome; admin: boolean }) {
  const slices = statusSlices(data.byStatus);
  const hasOrders = data.byStatus.some((s) => s.count > 0);
  if (!hasOrders)
    return (
      <Card variant="outlined" data-testid="dashboard-empty">
        <CardContent>
          <Stack spacing={1} sx={{ alignItems: 'center', py: 4, textAlign: 'center' }}>
            <ReceiptLongIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden="true" />
            <Typography variant="h6" component="h2">
              {EMPTY}
            </Typography>
            <Typography color="text.secondary">Escolha outro período para ver as vendas.</Typography>
          </Stack>
        </CardContent>
      </Card>
    );
  // Drawn one per commit (generic/InTurn.tsx), top to bottom: nothing drawn later moves what is
  // already on the page.
  const pieces = [
    <Grid key="per-day" size={{ xs: 12, lg: 8 }}>
      <Section title="Vendas por dia (R$)">
        <ChartFrame label={salesPerDayText(data.salesPerDay)}>
          <SalesPerDayChart days={data.salesPerDay} />
        </ChartFrame>
      </Section>
    </Grid>,
    <Grid key="status" size={{ xs: 12, md: 6, lg: 4 }}>
      <Section title="Pedidos por status">
        <ChartFrame label={byStatusText(data.byStatus)}>
          <StatusChart slices={slices} />
        </ChartFrame>
        <StatusLegend slices={slices} />
      </Section>
    </Grid>,
    <Grid key="category" size={{ xs: 12, md: 6, lg: 5 }}>
      <Section title="Vendas por categoria (R$)">
        {data.categorys.length ? (
          <>
            <ChartFrame
              label={byCategoryText(data.categorys)}
              height={categoryChartHeight(data.categorys.length)}
            >
              <CategoryChart categories={data.categorys} />
            </ChartFrame>
            {data.categorys.length > CHART_CATEGORIES && (
              <Typography variant="body2" color="text.secondary">
                As {CHART_CATEGORIES} maiores de {data.categorys.length} categorias.
              </Typography>
            )}
          </>
        ) : (
          <Typography color="text.secondary">Nenhuma venda no período</Typography>
        )}
      </Section>
    </Grid>,
    <Grid key="top-products" size={{ xs: 12, lg: 7 }}>
      <Section title="10 produtos mais vendidos">
        <TopProducts data={data} />
      </Section>
    </Grid>,
    <Grid key="pending" size={{ xs: 12, xl: 6 }}>
      <Section title="Pedidos pendentes">
        <OrdersTable rows={data.pendingList} admin={admin} empty="Nenhum pedido pendente" />
      </Section>
    </Grid>,
    <Grid key="unfinished" size={{ xs: 12, xl: 6 }}>
      <Section title="Pedidos não finalizados">
        <OrdersTable rows={data.unfinishedList} admin={admin} empty="Nenhum pedido não finalizado" />
      </Section>
    </Grid>,
  ];
  return (
    <Grid container spacing={2}>
      <InTurn>{pieces}</InTurn>
    </Grid>
  );
});

export function DashboardPage() {
  const { admin } = useUserPermissions();
  const [store, chooseStore] = useChosenStore();
  const [period, setPeriod] = useState<PeriodDraft>(() => currentPeriod());
  const query = periodQuery(period, admin ? store : null);
  const { data, isPending, isFetching } = useCall('dashboardHome', query, { placeholderData: undefined });
  const ready = query !== null && !isPending && !!data;
  // The figures are drawn in a deferred render, which React splits into short slices (the data
  // arrives through react-query's store, whose updates React otherwise renders at once, in one
  // task); the details then follow one piece per commit (Details).
  const figures = useDeferredValue(ready ? data : undefined);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={TITLE} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {TITLE}
      </Typography>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'flex-start' }, justifyContent: 'space-between' }}
        >
          <PeriodSelectors value={period} onChange={setPeriod} />
          {admin && <StorePicker value={store} onChange={chooseStore} label="Loja (todas)" />}
        </Stack>
        {query === null ? (
          <Typography color="text.secondary">Selecione o período completo para ver os números.</Typography>
        ) : (
          <Box aria-busy={isFetching} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Cards data={figures} />
            {figures ? (
              <Details data={figures} admin={admin} />
            ) : (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 8 }}>{chartFallback}</Grid>
                <Grid size={{ xs: 12, lg: 4 }}>{chartFallback}</Grid>
              </Grid>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}

export default DashboardPage;
