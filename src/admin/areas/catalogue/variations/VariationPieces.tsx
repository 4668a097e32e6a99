// The variation products sub-list's own parts (under a saved variation group, areas/catalogue.tsx):
// the 'Principal' mark and the row's 'Tornar principal', after the browser's confirmation.
import StarIcon from '@mui/icons-material/Star';
import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { errorText } from '../../../api';
import type { AppDataProvider } from '../../../dataProvider';
import type { SubListPieceProps } from '../../../generic/screen';
import { TOAST_MS } from '../../../generic/toasts';

export const CONFIRM_MAIN = 'Tem certeza que deseja tornar esse item principal?';

export function MainCell({ record }: { record: RaRecord }) {
  return record.main ? <Chip size="small" color="primary" icon={<StarIcon />} label="Principal" /> : null;
}

export function BecomeMainAction({ record, reload }: SubListPieceProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record || record.main) return null;
  const makeMain = async () => {
    if (!window.confirm(CONFIRM_MAIN)) return;
    setBusy(true);
    try {
      await dataProvider.variationBecomeMain({ id: Number(record.id) });
      notify('Item atualizado com sucesso', { type: 'success', autoHideDuration: TOAST_MS });
      reload();
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" disabled={busy} onClick={() => void makeMain()}>
      Tornar principal
    </Button>
  );
}
