// The Ativo switch of a product row: saved at once (/product/update {id, name, active}) with the
// spec's toasts; the switch goes back when the save fails.
import { Switch } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { apiPost } from '../../../api';
import { STATUS_FAILED, STATUS_SAVED } from './texts';
import type { ProductRow } from './useProductPage';

export function ActiveSwitch({ row, onSaved }: { row: ProductRow; onSaved: (active: boolean) => void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const toggle = async (active: boolean) => {
    setBusy(true);
    try {
      await apiPost('/product/update', { id: row.id, name: row.name, active });
      onSaved(active);
      notify(STATUS_SAVED, { type: 'success' });
    } catch {
      notify(STATUS_FAILED, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={!!row.active}
      disabled={busy}
      onChange={(e) => toggle(e.target.checked)}
      slotProps={{ input: { 'aria-label': `Ativo: ${row.name ?? ''}` } }}
    />
  );
}
