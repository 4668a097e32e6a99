// The Ativo switch of a product row: saved at once (/product/update {id, name, active}) with the
// spec's toasts, whose Desfazer saves the old value back (generic/undo.tsx). React-admin's update
// puts the stored record in the list's cache, so the switch shows what was saved, and stays as it
// was when the save fails.
import { Switch } from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import { UNDONE, undoAction } from '../../../../generic/undo';
import type { ProductRow } from './query';
import { STATUS_FAILED, STATUS_SAVED } from './texts';

export function ActiveSwitch({ row }: { row: ProductRow }) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ProductRow>();
  const toggle = (active: boolean, undoing = false) =>
    update(
      'product',
      { id: row.id, data: { name: row.name, active }, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(undoing ? UNDONE : STATUS_SAVED, {
            type: 'success',
            ...(undoing ? {} : undoAction(() => toggle(!active, true))),
          }),
        onError: () => notify(STATUS_FAILED, { type: 'error' }),
      },
    );
  return (
    <Switch
      checked={!!row.active}
      disabled={isPending}
      onChange={(e) => toggle(e.target.checked)}
      slotProps={{ input: { 'aria-label': `Ativo: ${row.name ?? ''}` } }}
    />
  );
}
