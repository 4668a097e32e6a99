// The report's content: finished and unfinished totals, orders by status, by state, product groups
// and categories (when asked), new vs returning buyers (when asked) and the order rows (the server's
// pages of 100). Money — totals, freight, ticket médio, value per status, amounts — only with
// full_permission (spec section 6): without it those cards' lines and columns are not there at all.
import { Box, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type {
  OrderReport,
  OrderReportBuyer,
  OrderReportGroup,
  OrderReportRow,
  OrderReportStatus,
  OrderReportTotals,
} from '../../../../shared/calls';
import { formatMoney } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';
import { entities } from '../../../../generated/registry';
import { paymentKindLabel, statusLabel } from '../../../../shared/order-status';
import { EnumChip } from '../../../generic/displays';
import { countText } from '../../../../shared/count-text';
import { FINISHED, ORDERS_PAGE_SIZE, showsMoney, TEXTS, UNFINISHED } from './model';
import { type ReportColumn, ReportTable } from './tables';

const count = (n: number) => n.toLocaleString('pt-BR');

function TotalsCard({
  title,
  statuses,
  totals,
  money,
}: {
  title: string;
  statuses: readonly number[];
  totals: OrderReportTotals;
  money: boolean;
}) {
  const lines: [string, ReactNode][] = [
    ['Pedidos', count(totals.count)],
    ['Itens', count(totals.items)],
    ...(money
      ? ([
          ['Valor total', formatMoney(totals.amount)],
          ['Valor dos produtos', formatMoney(totals.productsValue)],
          ['Frete', formatMoney(totals.deliveryValue)],
          ['Ticket médio', formatMoney(totals.ticket)],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`report-totals-${title}`}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {statuses.map(statusLabel).join(', ')}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            gap: 1.5,
          }}
        >
          {lines.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 600, fontSize: '1.15rem', overflowWrap: 'anywhere' }}
              >
                {value}
              </Typography>
            </div>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const STATUS_COLUMNS: ReportColumn<OrderReportStatus>[] = [
  { label: 'Status', render: (s) => <EnumChip p={entities.buy.properties.status} value={s.status} /> },
  { label: 'Pedidos', render: (s) => count(s.count), align: 'right' },
  { label: 'Valor', render: (s) => formatMoney(s.amount), align: 'right', money: true, nowrap: true },
];

const groupColumns = (name: string, countLabel: string): ReportColumn<OrderReportGroup>[] => [
  { label: name, render: (g) => g.name },
  { label: countLabel, render: (g) => count(g.count), align: 'right' },
  { label: 'Itens', render: (g) => count(g.items), align: 'right' },
  { label: 'Valor', render: (g) => formatMoney(g.amount), align: 'right', money: true, nowrap: true },
];

const BUYER_COLUMNS: ReportColumn<OrderReportBuyer>[] = [
  { label: 'Nome', render: (b) => b.name },
  { label: 'E-mail', render: (b) => b.email ?? '' },
  { label: 'Pedidos', render: (b) => count(b.orders), align: 'right' },
  { label: 'Valor', render: (b) => formatMoney(b.amount), align: 'right', money: true, nowrap: true },
  { label: 'Primeira compra', render: (b) => formatDate(b.first_order_at), nowrap: true },
];

function orderColumns(admin: boolean): ReportColumn<OrderReportRow>[] {
  const money = (value: string | null) => formatMoney(value);
  return [
    {
      label: 'Pedido',
      render: (r) => (
        <Link
          component={RouterLink}
          to={`/detailOrder/${r.id}`}
          target="_blank"
          rel="noopener"
          aria-label={`Abrir pedido ${r.id} em nova aba`}
        >
          #{r.id}
        </Link>
      ),
    },
    ...(admin ? [{ label: 'Loja', render: (r: OrderReportRow) => r.fantasy_name ?? '' }] : []),
    { label: 'Cliente', render: (r) => r.customer ?? '' },
    { label: 'Aniversário', render: (r) => formatDate(r.birthday), nowrap: true },
    { label: 'Status', render: (r) => <EnumChip p={entities.buy.properties.status} value={r.status} /> },
    { label: 'Data', render: (r) => formatDate(r.created_at), nowrap: true },
    { label: 'Tipo de envio', render: (r) => r.send_type ?? '' },
    { label: 'Cidade', render: (r) => r.city ?? '' },
    { label: 'UF', render: (r) => r.state ?? '' },
    { label: 'Valor total', render: (r) => money(r.amount), align: 'right', money: true, nowrap: true },
    { label: 'Desconto', render: (r) => money(r.discount_value), align: 'right', money: true, nowrap: true },
    {
      label: 'Desconto do cupom',
      render: (r) => money(r.coupon_discount),
      align: 'right',
      money: true,
      nowrap: true,
    },
    { label: 'Origem do pagamento', render: (r) => r.payment_source ?? '' },
    { label: 'Tipo de pagamento', render: (r) => paymentKindLabel(r.type) },
    { label: 'Parcelas', render: (r) => r.installments ?? '', align: 'right' },
    { label: 'Tentativas de pagamento', render: (r) => r.payment_try, align: 'right' },
    { label: 'Frete', render: (r) => money(r.delivery_price), align: 'right', money: true, nowrap: true },
    {
      label: 'Valor dos produtos',
      render: (r) => money(r.products_value),
      align: 'right',
      money: true,
      nowrap: true,
    },
  ];
}

// Module-level, so the tables' rows are not drawn again for a new function on every render.
const statusKey = (s: OrderReportStatus) => s.status;
const groupKey = (g: OrderReportGroup) => g.name;
const buyerKey = (b: OrderReportBuyer, i: number) => `${b.consumer_id ?? b.email ?? b.name}-${i}`;
const orderKey = (r: OrderReportRow) => r.id;
const STATE_COLUMNS = groupColumns('Estado', 'Pedidos');
const GROUP_COLUMNS = groupColumns('Grupo', 'Vendas');
const CATEGORY_COLUMNS = groupColumns('Categoria', 'Vendas');
const NONE: never[] = [];

export function ReportSections({
  report,
  admin,
  page,
  onPage,
  paging,
}: {
  report: OrderReport;
  admin: boolean;
  /** The orders' page shown (from 1) and how to ask another. */
  page: number;
  onPage: (page: number) => void;
  /** Another page of orders is on its way. */
  paging: boolean;
}) {
  const money = showsMoney(report);
  const orders = useMemo(() => orderColumns(admin), [admin]);
  const newBuyers = report.new_buyers_list;
  const oldBuyers = report.old_buyers_list;
  return (
    <Stack spacing={4}>
      {!money && (
        <Typography color="text.secondary" data-testid="report-money-hidden">
          {TEXTS.moneyHidden}
        </Typography>
      )}
      <Section title="Resumo">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TotalsCard title="Finalizados" statuses={FINISHED} totals={report.finished} money={money} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TotalsCard
              title="Não finalizados"
              statuses={UNFINISHED}
              totals={report.unfinished}
              money={money}
            />
          </Grid>
        </Grid>
      </Section>
      <Section title="Distribuição">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ReportTable
              title="Pedidos por status"
              columns={STATUS_COLUMNS}
              rows={report.by_status}
              rowKey={statusKey}
              empty={TEXTS.noStatus}
              money={money}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ReportTable
              title="Pedidos por estado"
              columns={STATE_COLUMNS}
              rows={report.by_state}
              rowKey={groupKey}
              empty={TEXTS.noStates}
              money={money}
            />
          </Grid>
        </Grid>
      </Section>
      {(report.product_groups || report.categories) && (
        <Section title="Produtos">
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ReportTable
                title="Grupos de produto"
                columns={GROUP_COLUMNS}
                rows={report.product_groups ?? NONE}
                rowKey={groupKey}
                empty={TEXTS.noGroups}
                money={money}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ReportTable
                title="Categorias"
                columns={CATEGORY_COLUMNS}
                rows={report.categories ?? NONE}
                rowKey={groupKey}
                empty={TEXTS.noCategories}
                money={money}
              />
            </Grid>
          </Grid>
        </Section>
      )}
      {(newBuyers || oldBuyers) && (
        <Section title="Compradores">
          <Typography sx={{ mb: 2 }} data-testid="report-buyers-summary">
            {countText(newBuyers?.length ?? 0, 'comprador novo', 'compradores novos')} ·{' '}
            {countText(oldBuyers?.length ?? 0, 'comprador recorrente', 'compradores recorrentes')}
          </Typography>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ReportTable
                title="Compradores novos"
                columns={BUYER_COLUMNS}
                rows={newBuyers ?? NONE}
                rowKey={buyerKey}
                empty={TEXTS.noNewBuyers}
                nowrap
                money={money}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ReportTable
                title="Compradores recorrentes"
                columns={BUYER_COLUMNS}
                rows={oldBuyers ?? NONE}
                rowKey={buyerKey}
                empty={TEXTS.noOldBuyers}
                nowrap
                money={money}
              />
            </Grid>
          </Grid>
        </Section>
      )}
      <Section title={`Pedidos (${count(report.orders.total)})`}>
        <ReportTable
          title="Pedidos do período"
          columns={orders}
          rows={report.orders.data}
          rowKey={orderKey}
          empty={TEXTS.noOrders}
          money={money}
          testId="report-orders"
          nowrap
          paging={{
            page,
            total: report.orders.total,
            pageSize: ORDERS_PAGE_SIZE,
            onPage,
            loading: paging,
          }}
        />
      </Section>
    </Stack>
  );
}
