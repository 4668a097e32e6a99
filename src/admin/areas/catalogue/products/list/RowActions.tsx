// Ações of a product (table row or phone card): the pencil to its form, and the trash icon that
// asks 'Confirmar Exclusão'. Confirmed, the product leaves the list at once and its toast offers
// Desfazer: /product/delete (the data provider's delete) is sent when the toast closes
// (generic/undo.tsx), and a refusal brings the row back with the spec's error toast.
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
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { reasonOf } from '../../../../api';
import { useUndoableDelete } from '../../../../generic/undo';
import type { ProductRow } from './query';
import { DELETE_QUESTION, DELETE_TITLE, DELETED, deleteFailed } from './texts';

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
  /** Before the row leaves the list; true when it moved the list to the page before. */
  onDeleted?: () => boolean | void;
}) {
  const [asking, setAsking] = useState(false);
  // The dialog is drawn from the first click on: closed, an MUI Dialog still builds its styled frame,
  // 25 of them on every page of the list.
  const [asked, setAsked] = useState(false);
  const removeLater = useUndoableDelete();
  const queryClient = useQueryClient();
  const confirm = () => {
    setAsking(false);
    // The last row of a later page: the list goes to the page before (react-admin's list would
    // jump to page 1 when its page empties), where the row is not shown.
    const moved = onDeleted?.() === true;
    removeLater({
      resource: 'product',
      record: row,
      done: DELETED,
      failed: (error) => deleteFailed(reasonOf(error)),
      // Every product list is stale (the counts beside the filters, the other tabs).
      settled: () => void queryClient.invalidateQueries({ queryKey: ['product'] }),
      shown: !moved,
    });
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
        onClick={() => {
          setAsked(true);
          setAsking(true);
        }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      {asked && <DeleteDialog open={asking} onCancel={() => setAsking(false)} onConfirm={confirm} />}
    </Stack>
  );
}
