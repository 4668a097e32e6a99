// The print view's permission to print: before it shows an order it records the print on the server
// (/buy/print, the rule of mayPrintOrder: a reprint needs full_permission). Opening the view is
// printing: the detail page's menu, a reload, a typed URL all pass here, so none prints an order
// without the server's yes, and every print is recorded. Once per order the mounted view shows:
// switching the format (a4 ↔ 80mm) changes only the query string, the view stays mounted and the
// print is the same one; StrictMode's second effect run finds the ref already set.
import { useEffect, useRef } from 'react';
import { HttpError } from 'react-admin';
import { useCallMutation } from '../../../generic/calls';

export type PrintRecord =
  | { state: 'waiting' }
  | { state: 'recorded' }
  /** 403: already printed and the user may not print it again. */
  | { state: 'refused' }
  | { state: 'failed'; notFound: boolean };

/** Records the print of order `buyId` (null: nothing to record) and says how it went. */
export function usePrintRecord(buyId: number | null): PrintRecord {
  // The detail page's 'Impresso em' changes with each print.
  const { mutate, status, error, variables } = useCallMutation('orderPrint', {
    invalidate: { calls: ['orderDetail'] },
  });
  const recorded = useRef<number | null>(null);

  useEffect(() => {
    if (buyId === null || recorded.current === buyId) return;
    recorded.current = buyId;
    mutate({ buy_id: buyId });
  }, [buyId, mutate]);

  // An answer about another order (the id in the URL changed) says nothing about this one.
  if (buyId === null || variables?.buy_id !== buyId || status === 'pending' || status === 'idle')
    return { state: 'waiting' };
  if (status === 'success') return { state: 'recorded' };
  if (error instanceof HttpError && error.status === 403) return { state: 'refused' };
  return { state: 'failed', notFound: error instanceof HttpError && error.status === 404 };
}
