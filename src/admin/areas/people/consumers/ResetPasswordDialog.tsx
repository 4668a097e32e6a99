// The consumer's password reset (spec: 'Lista de Consumidores'): a new password; empty →
// 'Por favor, insira uma nova senha.'; success 'Senha atualizada com sucesso!' closes the dialog;
// failure 'Erro ao atualizar a senha.' (and the server's reason under the field, when it gives one).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { useCallMutation } from '../../../generic/calls';
import { TOAST_MS } from '../../../generic/toasts';

export const CONSUMERS_RESOURCE = 'users-consumer';
export const PASSWORD_MISSING = 'Por favor, insira uma nova senha.';
export const PASSWORD_UPDATED = 'Senha atualizada com sucesso!';
export const PASSWORD_FAILED = 'Erro ao atualizar a senha.';

export interface ConsumerRef {
  id: number | string;
  email?: string | null;
  fantasy_name?: string | null;
}

export function ResetPasswordDialog({
  consumer,
  onClose,
}: {
  consumer: ConsumerRef | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const update = useCallMutation('consumerUpdatePassword');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saving = update.isPending;

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!consumer) return;
    if (!password.trim()) {
      setError(PASSWORD_MISSING);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({
        id: Number(consumer.id),
        ...(consumer.email ? { email: consumer.email } : {}),
        password,
      });
      notify(PASSWORD_UPDATED, { type: 'success', autoHideDuration: TOAST_MS });
      close();
    } catch (e) {
      const fieldError =
        e instanceof HttpError
          ? (e.body as { errors?: Record<string, unknown> } | undefined)?.errors?.password
          : undefined;
      if (typeof fieldError === 'string') setError(fieldError);
      notify(PASSWORD_FAILED, { type: 'error', autoHideDuration: TOAST_MS });
    }
  };

  return (
    <Dialog open={!!consumer} onClose={close} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <DialogTitle id="reset-password-title">Redefinir senha</DialogTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogContent>
          {consumer?.fantasy_name ? <p style={{ marginTop: 0 }}>{consumer.fantasy_name}</p> : null}
          <TextField
            autoFocus
            type="password"
            label="Nova senha"
            autoComplete="new-password"
            fullWidth
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (error) setError(null);
            }}
            error={!!error}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
