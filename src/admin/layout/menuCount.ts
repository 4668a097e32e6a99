// A menu item's count (generic/area.ts MenuCount): the field of a declared call's answer, asked with
// no parameter. Items naming the same call share one query; a list on screen that polls the call
// (an order list) keeps the numbers current. A failure leaves the item without a number, quietly.
import type { MenuCount } from '../generic/area';
import { useCall } from '../generic/calls';

/** Counts older than this are asked again when an item shows (a list polling keeps them fresher). */
const STALE_MS = 30_000;

export function useMenuCount(count: MenuCount | undefined): number | undefined {
  const { data } = useCall(count?.call ?? 'orderCounts', count ? {} : null, {
    staleTime: STALE_MS,
    notifyError: false,
  });
  if (!count || !data) return undefined;
  const value = (data as unknown as Record<string, unknown>)[count.field];
  return typeof value === 'number' ? value : undefined;
}
