// Orders arriving while an order list is open: the store's counts (/buy/counts) are asked again
// every 30 s (react-query's refetchInterval, only while the list is on screen); when the newest
// order id grows, a discreet notice says so ('Novo pedido recebido' / 'N novos pedidos') with
// 'Atualizar', which reloads the list. The menu's counts read the same query, so they follow too.
import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import type { OrderCounts } from '../../../../shared/calls';
import { useCall } from '../../../generic/calls';
import { useUserPermissions } from '../../../permissions';

/** How often the counts are asked while a list is open. */
export const POLL_MS = 30_000;

const COUNTED: Array<keyof Omit<OrderCounts, 'latest_id'>> = [
  'pending',
  'sortingOut',
  'inTransit',
  'finished',
  'notFinished',
  'canceled',
];
/** Every order of the store(s): the six lists cover every status. */
const allOrders = (counts: OrderCounts) => COUNTED.reduce((sum, key) => sum + (counts[key] ?? 0), 0);

/** The notice's words for n new orders. */
export const newOrdersText = (n: number) => (n === 1 ? 'Novo pedido recebido' : `${n} novos pedidos`);

/** How many orders arrived since `seen` (at least one once the newest id grew); 0 when none. */
export function arrivedSince(seen: OrderCounts, now: OrderCounts): number {
  if (now.latest_id === null || (seen.latest_id !== null && now.latest_id <= seen.latest_id)) return 0;
  return Math.max(1, allOrders(now) - allOrders(seen));
}

export default function NewOrdersNotice() {
  const { filterValues, refetch } = useListContext();
  const { admin } = useUserPermissions();
  // An admin looking at one store hears of that store's orders; otherwise of every order listed.
  const store = admin && filterValues.company_id ? Number(filterValues.company_id) : undefined;
  const body = store ? { company_id: store } : {};
  const key = String(store ?? '');
  const mountedAt = useRef(Date.now());
  const { data, dataUpdatedAt } = useCall('orderCounts', body, {
    refetchInterval: POLL_MS,
    // The first answer is the list's starting point: asked now, never an older cached one.
    refetchOnMount: 'always',
    notifyError: false,
  });
  const [seen, setSeen] = useState<{ key: string; counts: OrderCounts } | null>(null);
  const fresh = !!data && dataUpdatedAt >= mountedAt.current;
  useEffect(() => {
    if (fresh && data && seen?.key !== key) setSeen({ key, counts: data });
  }, [fresh, data, key, seen?.key]);

  const arrived = fresh && data && seen?.key === key ? arrivedSince(seen.counts, data) : 0;
  return (
    // A polite live region: a screen reader hears of new orders without losing its place.
    <div role="status" aria-live="polite">
      {arrived > 0 ? (
        <Alert
          severity="info"
          variant="outlined"
          sx={{ mb: 1.5, alignItems: 'center' }}
          action={
            <Button
              color="inherit"
              size="small"
              // The top bar's refresh is 'Atualizar' too: this one says what it refreshes.
              aria-label="Atualizar a lista de pedidos"
              onClick={() => {
                setSeen({ key, counts: data! });
                void refetch();
              }}
            >
              Atualizar
            </Button>
          }
        >
          {newOrdersText(arrived)}
        </Alert>
      ) : null}
    </div>
  );
}
