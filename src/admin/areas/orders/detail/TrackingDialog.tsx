// 'Código de rastreio' (offered while the order is in separation, status 2): the code is required;
// /buy/status-change {buy_id, status: 3, delivery_code} → 201 and the in-transit list.
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCallMutation } from '../../../generic/calls';
import { TOAST_MS } from '../../../generic/toasts';
import { OrderDialog, serverFieldErrors, serverMessage } from './OrderDialog';
import { TEXTS } from './orderModel';

export function TrackingDialog({
  buyId,
  open,
  onClose,
}: {
  buyId: number;
  open: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const change = useCallMutation('orderStatusChange');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const deliveryCode = code.trim();
    if (!deliveryCode) {
      setError(TEXTS.trackingRequired);
      return;
    }
    setProblem(null);
    try {
      await change.mutateAsync({ buy_id: buyId, status: 3, delivery_code: deliveryCode });
      notify(TEXTS.updated, { type: 'success', autoHideDuration: TOAST_MS });
      navigate('/inTransitBuys');
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields.delivery_code) setError(fields.delivery_code);
      else setProblem(fields.status ?? serverMessage(e));
    }
  };

  return (
    <OrderDialog
      id="tracking-title"
      title="Código de rastreio"
      open={open}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={change.isPending}
      problem={problem}
      maxWidth="xs"
    >
      <TextField
        autoFocus
        required
        fullWidth
        margin="dense"
        label="Código de rastreio"
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
    </OrderDialog>
  );
}
