// Ações of a product (table row or phone card): the pencil to its form, and the trash icon that
// asks 'Confirmar Exclusão' before /product/delete (the data provider's delete), then reloads the
// product lists. Not react-admin's useDelete: it empties the page at once, and its list then jumps
// to page 1 before onDeleted can choose the page before.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { errorText } from '../../../../api';
import type { ProductRow } from './query';
import { DELETE_QUESTION, DELETE_TITLE, DELETED, deleteFailed } from './texts';

/** The failure's reason as the spec words it: the server's message, else the error's text. */
function reasonOf(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { reason?: string; message?: string } | undefined;
    return body?.reason || body?.message || error.message;
  }
  return errorText(error);
}

export function DeleteDialog({
  open,
  onCancel,
  onConfirm,
  busy,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-product-title">
      <DialogTitle id="delete-product-title">{DELETE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{DELETE_QUESTION}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          Excluir
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RowActions({
  row,
  onDeleted,
}: {
  row: ProductRow;
  /** After a deletion; true when it moved the list to another page. */
  onDeleted?: () => boolean | void;
}) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { mutate: remove, isPending: busy } = useMutation({
    mutationFn: () => dataProvider.delete<ProductRow>('product', { id: row.id, previousData: row }),
    onSuccess: () => {
      setAsking(false);
      notify(DELETED, { type: 'success' });
      // Every product list is stale; the one on screen reloads now, unless the list moves to
      // another page, which loads itself (reloading this one could empty it first).
      const moved = onDeleted?.() === true;
      void queryClient.invalidateQueries({ queryKey: ['product'], refetchType: moved ? 'none' : 'active' });
    },
    onError: (error) => {
      setAsking(false);
      notify(deleteFailed(reasonOf(error)), { type: 'error' });
    },
  });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <IconButton
        component={Link}
        to={`/form-product/${row.id}`}
        aria-label={`Editar ${row.name ?? ''}`}
        size="small"
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={`Excluir ${row.name ?? ''}`}
        size="small"
        color="error"
        onClick={() => setAsking(true)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      <DeleteDialog open={asking} busy={busy} onCancel={() => setAsking(false)} onConfirm={() => remove()} />
    </Stack>
  );
}
