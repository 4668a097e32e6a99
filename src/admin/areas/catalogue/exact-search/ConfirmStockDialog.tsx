// The confirmation every exact-search change asks (spec section 4): 'Confirmar entrada de N
// unidade(s) de {produto} {tamanho} {cor}?' or 'Confirmar saída …', with Cancelar / Confirmar.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { confirmText, type PendingChange } from './exactSearchModel';

export function ConfirmStockDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingChange | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={!!pending} onClose={onCancel} aria-labelledby="confirm-stock-title">
      <DialogTitle id="confirm-stock-title">
        {pending?.direction === 'remove' ? 'Remover do estoque' : 'Adicionar ao estoque'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {pending ? confirmText(pending.direction, pending.amount, pending.row) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
