// The bulk WhatsApp send confirmation (spec section 2). Bulk send is shown disabled ('Em breve'):
// nothing opens this dialog yet.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export function BulkSendDialog({
  open,
  count,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="bulk-send-title">
      <DialogTitle id="bulk-send-title">Confirmar envio em massa</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Você tem certeza que deseja enviar esta mensagem para {count} contatos?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button onClick={onConfirm} variant="contained">
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
