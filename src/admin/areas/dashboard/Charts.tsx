// The dashboard's charts (recharts, loaded with this module only): sales per day, orders by status
// in the schema's status colours, sales by category. Each chart is an image with a text
// alternative (role="img" and an aria-label with its figures), its drawing hidden from assistive
// technology; recharts' keyboard layer is off since the figures are read from the label.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardCategory, DashboardDay, DashboardStatus } from '../../../shared/calls';
import { formatMoney } from '../../../shared/money';
import { entities } from '../../../generated/registry';
import { statusLabel } from '../../../shared/order-status';
import { hueOf } from '../../generic/displays';

const statusHue = (status: number) => hueOf(entities.buy.properties.status, status);
import { CHART_CATEGORIES, dayMonth } from './model';
import { countText } from '../../../shared/count-text';

const HEIGHT = 260;
const BRAND = '#1565c0';
/** Axis ticks in reais, short: 800 → '800', 1600 → '1,6 mil' (the chart's title says R$). */
const axisMoney = (v: number) =>
  v >= 1000
    ? `${(v / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} mil`
    : v.toLocaleString('pt-BR');

function ChartBox({
  label,
  children,
  height = HEIGHT,
}: {
  label: string;
  children: ReactNode;
  height?: number;
}) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height }}>
      <Box aria-hidden="true" sx={{ width: '100%', height: '100%' }}>
        {children}
      </Box>
    </Box>
  );
}

export function SalesPerDayChart({ days }: { days: DashboardDay[] }) {
  const data = days.map((d) => ({ ...d, label: dayMonth(d.date), amount: Number(d.value) }));
  const withSales = days.filter((d) => d.count > 0);
  const best = withSales.reduce<DashboardDay | undefined>(
    (top, d) => (!top || Number(d.value) > Number(top.value) ? d : top),
    undefined,
  );
  const label = best
    ? `Vendas por dia: ${countText(withSales.length, 'dia', 'dias')} com vendas de ${days.length}; ` +
      `maior dia ${dayMonth(best.date)} com ${formatMoney(best.value)} em ${countText(best.count, 'pedido', 'pedidos')}`
    : 'Vendas por dia: nenhuma venda no período';
  return (
    <ChartBox label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 16, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} minTickGap={12} />
          <YAxis tickFormatter={axisMoney} fontSize={12} width={72} />
          <Tooltip formatter={(v) => formatMoney(Number(v).toFixed(2))} labelFormatter={(l) => `Dia ${l}`} />
          <Bar dataKey="amount" name="Vendas" fill={BRAND} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartBox>
  );
}

export function StatusChart({ statuses }: { statuses: DashboardStatus[] }) {
  const data = statuses.map((s) => ({
    name: statusLabel(s.status),
    count: s.count,
    fill: statusHue(s.status)?.bg ?? '#9e9e9e',
  }));
  const label =
    'Pedidos por status: ' + statuses.map((s) => `${statusLabel(s.status)} ${s.count}`).join('; ');
  return (
    <>
      <ChartBox label={label}>
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={data}
              dataKey="count"
              nameKey="name"
              innerRadius="45%"
              outerRadius="80%"
              isAnimationActive={false}
              stroke="#ffffff"
              rootTabIndex={-1}
            >
              {data.map((d) => (
                <Cell key={d.name} fill={d.fill} />
              ))}
            </Pie>
            <Tooltip />
          </PieChart>
        </ResponsiveContainer>
      </ChartBox>
      {/* The legend as text, with each status's colour (read by everyone, not only by sight). */}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {statuses.map((s) => (
          <Box component="li" key={s.status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 12,
                height: 12,
                borderRadius: '2px',
                bgcolor: statusHue(s.status)?.bg ?? '#9e9e9e',
              }}
            />
            <Typography variant="body2">
              {statusLabel(s.status)}: {s.count}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

export function CategoryChart({ categories }: { categories: DashboardCategory[] }) {
  const data = categories.slice(0, CHART_CATEGORIES).map((c) => ({ name: c.name, amount: Number(c.total) }));
  const label =
    'Vendas por categoria: ' + categories.map((c) => `${c.name} ${formatMoney(c.total)}`).join('; ');
  return (
    // A bar's room for each category, so long lists keep their names readable.
    <ChartBox label={label} height={Math.max(HEIGHT, 32 * data.length + 40)}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={axisMoney} fontSize={12} />
          <YAxis type="category" dataKey="name" width={140} fontSize={12} interval={0} />
          <Tooltip formatter={(v) => formatMoney(Number(v).toFixed(2))} />
          <Bar dataKey="amount" name="Vendas" fill="#2e7d32" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartBox>
  );
}
