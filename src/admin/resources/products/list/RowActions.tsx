// Ações of a product (table row or phone card): the pencil to its form, and the trash icon that
// asks 'Confirmar Exclusão' before /product/delete, then reloads the list.
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
import { useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiPost, errorText } from '../../../api';
import { DELETE_QUESTION, DELETE_TITLE, DELETED, deleteFailed } from './texts';
import type { ProductRow } from './useProductPage';

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

export function RowActions({ row, onDeleted }: { row: ProductRow; onDeleted: () => void }) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await apiPost('/product/delete', { id: row.id });
      notify(DELETED, { type: 'success' });
      onDeleted();
    } catch (error) {
      notify(deleteFailed(reasonOf(error)), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
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
      <DeleteDialog open={asking} busy={busy} onCancel={() => setAsking(false)} onConfirm={remove} />
    </Stack>
  );
}
