// The dashboard's charts (recharts, loaded with this module only): sales per day, orders by status
// in the schema's status colours, sales by category. Drawings only: DashboardPage gives each its box,
// with its text alternative (model.ts) and its legend, and draws it when it nears the screen.
// recharts' keyboard layer is off since the figures are read from the box's label.
import { useTheme } from '@mui/material';
import { useState } from 'react';
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
import type { DashboardCategory, DashboardDay } from '../../../shared/calls';
import { formatMoney } from '../../../shared/money';
import { InTurn } from '../../generic/InTurn';
import { CHART_CATEGORIES, dayLabelsThatFit, dayMonth, dayTickInterval } from './model';

const BRAND = '#1565c0';
/** Axis ticks in reais, short: 800 → '800', 1600 → '1,6 mil' (the chart's title says R$). */
const axisMoney = (v: number) =>
  v >= 1000
    ? `${(v / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} mil`
    : v.toLocaleString('pt-BR');

// recharts measures text in the page (a hidden span, a forced layout per label) for a tick with a
// width (every tick: the axis passes its own) and for the grid's lines along an axis, drawn or not
// (vertical={false} still computes them). The sales chart's ticks are short and its intervals
// numeric, so none is measured: on a phone's page load the chart's task lost ~25 ms at 4× CPU.
const noLines = () => [];
const unmeasured = { width: 0 };

// A chart's pieces are drawn one per commit (generic/InTurn.tsx): recharts draws a chart twice as it
// mounts (its pieces register in its store as the first drawing commits, and the store redraws it at
// once, in the same task), the whole chart one task. On a phone's dashboard load at 4× CPU the sales
// chart's task took ~150 ms; in turns, the page's blocking time fell from 153 to 97 ms (medians of
// twelve loads). The axes come first, the bars next: what follows them moves nothing already drawn.

/** The width a chart is drawn for before its container is measured: a phone's. */
const PHONE_WIDTH = 340;
/** What the page's and the card's padding take from a phone's screen, where the chart spans it. */
const PHONE_PADDING = 48;

export function SalesPerDayChart({ days }: { days: DashboardDay[] }) {
  const data = days.map((d) => ({ ...d, label: dayMonth(d.date), amount: Number(d.value) }));
  const { breakpoints } = useTheme();
  // The labels that fit, not the width: a measured width that fits as many labels as the first guess
  // does not draw the chart again (on a phone's page load, one recharts pass and three commits less).
  const [fit, setFit] = useState(() =>
    dayLabelsThatFit(
      window.innerWidth < breakpoints.values.sm ? window.innerWidth - PHONE_PADDING : PHONE_WIDTH,
    ),
  );
  return (
    <ResponsiveContainer width="100%" height="100%" onResize={(w) => setFit(dayLabelsThatFit(w))}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 16, right: 8, left: 0, bottom: 0 }}>
        <InTurn>
          {[
            // Numeric intervals: recharts measures no label (the money axis has five, which always fit).
            <XAxis
              key="x"
              dataKey="label"
              fontSize={12}
              interval={dayTickInterval(days.length, fit)}
              tick={unmeasured}
            />,
            <YAxis
              key="y"
              tickFormatter={axisMoney}
              fontSize={12}
              width={72}
              interval={0}
              tick={unmeasured}
            />,
            <Bar key="bars" dataKey="amount" name="Vendas" fill={BRAND} isAnimationActive={false} />,
            <CartesianGrid
              key="grid"
              strokeDasharray="3 3"
              vertical={false}
              verticalCoordinatesGenerator={noLines}
            />,
            <Tooltip
              key="tooltip"
              formatter={(v) => formatMoney(Number(v).toFixed(2))}
              labelFormatter={(l) => `Dia ${l}`}
            />,
          ]}
        </InTurn>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A status's slice: its name, its orders and its colour (the page's legend shows the same). */
export interface StatusSlice {
  name: string;
  count: number;
  fill: string;
}

export function StatusChart({ slices }: { slices: StatusSlice[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <InTurn>
          {[
            <Pie
              key="pie"
              data={slices}
              dataKey="count"
              nameKey="name"
              innerRadius="45%"
              outerRadius="80%"
              isAnimationActive={false}
              stroke="#ffffff"
              rootTabIndex={-1}
            >
              {slices.map((d) => (
                <Cell key={d.name} fill={d.fill} />
              ))}
            </Pie>,
            <Tooltip key="tooltip" />,
          ]}
        </InTurn>
      </PieChart>
    </ResponsiveContainer>
  );
}

export function CategoryChart({ categories }: { categories: DashboardCategory[] }) {
  const data = categories.slice(0, CHART_CATEGORIES).map((c) => ({ name: c.name, amount: Number(c.total) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
      >
        <InTurn>
          {[
            <XAxis
              key="x"
              type="number"
              tickFormatter={axisMoney}
              fontSize={12}
              interval={0}
              tick={unmeasured}
            />,
            <YAxis key="y" type="category" dataKey="name" width={140} fontSize={12} interval={0} />,
            <Bar key="bars" dataKey="amount" name="Vendas" fill="#2e7d32" isAnimationActive={false} />,
            <CartesianGrid
              key="grid"
              strokeDasharray="3 3"
              horizontal={false}
              horizontalCoordinatesGenerator={noLines}
            />,
            <Tooltip key="tooltip" formatter={(v) => formatMoney(Number(v).toFixed(2))} />,
          ]}
        </InTurn>
      </BarChart>
    </ResponsiveContainer>
  );
}
