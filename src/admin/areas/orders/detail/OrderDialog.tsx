// The frame of the order detail's dialogs (tracking code, Alterar Pedido, Melhor Envio): a form in
// an MUI dialog, full screen on a phone, with Cancelar and its submit button (disabled while the
// call runs, so a double click sends once), and the server's message above the fields.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogProps,
  useMediaQuery,
} from '@mui/material';
import type { ReactNode } from 'react';
import { HttpError } from 'react-admin';
import { PHONE_QUERY } from '../../../generic/SchemaList';

/** A 422's {field: 'message'} (lists joined); {} for any other failure. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 422) return {};
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.join(' ') : String(value),
    ]),
  );
}

/** The server's own words of a failure (its message), else the panel's wording of it. */
export function serverMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: string } | undefined;
    return body?.message?.trim() || error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export function OrderDialog({
  id,
  title,
  open,
  onClose,
  onSubmit,
  busy,
  submitLabel = 'Salvar',
  problem,
  maxWidth = 'sm',
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  submitLabel?: string;
  /** A failure that belongs to no field (the server's message). */
  problem?: string | null;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={maxWidth}
      aria-labelledby={id}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) onSubmit();
        }}
        style={{ display: 'contents' }}
      >
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          {problem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          ) : null}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
