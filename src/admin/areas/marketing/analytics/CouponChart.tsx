// The months of 'Desempenho' in bars (recharts, loaded with this module only): revenue and discount
// of the orders with a coupon per month, or their count when money is hidden. An image with a text
// alternative (role="img" and an aria-label with the figures), the drawing hidden from assistive
// technology, as the dashboard's charts.
import { Box } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CouponMonth } from '../../../../shared/calls';
import { formatMoney } from '../../../../shared/money';
import { monthLabel } from './model';
import { countText } from '../../../../shared/count-text';

const HEIGHT = 280;
/** Axis ticks in reais, short: 800 → '800', 1600 → '1,6 mil' (the section's title says R$). */
const axisMoney = (v: number) =>
  v >= 1000
    ? `${(v / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} mil`
    : v.toLocaleString('pt-BR');

export default function CouponChart({ months, withMoney }: { months: CouponMonth[]; withMoney: boolean }) {
  const data = months.map((m) => ({
    label: monthLabel(m.month),
    revenue: Number(m.revenue ?? 0),
    discount: Number(m.discount ?? 0),
    orders: m.orders,
  }));
  const label =
    'Pedidos com cupom por mês: ' +
    months
      .map(
        (m) =>
          `${monthLabel(m.month)} ${countText(m.orders, 'pedido', 'pedidos')}` +
          (withMoney ? `, receita ${formatMoney(m.revenue)}, desconto ${formatMoney(m.discount)}` : ''),
      )
      .join('; ');
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: HEIGHT }}>
      <Box aria-hidden="true" sx={{ width: '100%', height: '100%' }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 16, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} minTickGap={8} />
            {withMoney ? (
              <>
                <YAxis tickFormatter={axisMoney} fontSize={12} width={64} />
                <Tooltip formatter={(v) => formatMoney(Number(v).toFixed(2))} />
                <Legend />
                <Bar dataKey="revenue" name="Receita" fill="#1565c0" isAnimationActive={false} />
                <Bar dataKey="discount" name="Desconto concedido" fill="#ef6c00" isAnimationActive={false} />
              </>
            ) : (
              <>
                <YAxis allowDecimals={false} fontSize={12} width={40} />
                <Tooltip />
                <Bar dataKey="orders" name="Pedidos" fill="#1565c0" isAnimationActive={false} />
              </>
            )}
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
