// The add/edit dialog of a record beside its screen (a store's phone, a product's promotion, a grid
// item…): a react-admin form in a dialog with Cancelar / Salvar (disabled while invalid), and the
// server's 422 field errors handed back to the form so they show under their inputs.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, HttpError } from 'react-admin';
import { SubmitButton } from './SubmitButton';

type Values = Record<string, unknown>;

/** A 422's {field: 'message'} for the form (lists joined), or undefined for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  const flat = Object.entries(errors).map(([field, value]) => [
    field,
    typeof value === 'string' ? value : Array.isArray(value) ? value.join(' ') : String(value),
  ]);
  return flat.length ? Object.fromEntries(flat) : undefined;
}

/** Cancelar, and the submit button (SubmitButton). */
export function DialogSaveActions({ onClose, label = 'Salvar' }: { onClose: () => void; label?: string }) {
  return (
    <DialogActions>
      <Button onClick={onClose}>Cancelar</Button>
      <SubmitButton>{label}</SubmitButton>
    </DialogActions>
  );
}

export function FormDialog(props: {
  /** For the dialog's aria-labelledby. */
  id: string;
  title: ReactNode;
  /** The dialog's own values: never the record of the page around it. */
  record: Values;
  /** Resolves to the field errors to show (see fieldErrorsOf), or undefined. */
  onSubmit: (values: Values) => Promise<Values | undefined>;
  onClose: () => void;
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** Another resource's inputs (react-admin uses it for labels and validation context). */
  resource?: string;
  /** Buttons other than Cancelar / Salvar (e.g. a form read-only until unlocked). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const {
    id,
    title,
    record,
    onSubmit,
    onClose,
    open = true,
    maxWidth = 'sm',
    resource,
    actions,
    children,
  } = props;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={id}>
      <Form
        record={record}
        defaultValues={record}
        onSubmit={onSubmit}
        mode="onChange"
        reValidateMode="onChange"
        resource={resource}
        noValidate
      >
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        {actions ?? <DialogSaveActions onClose={onClose} />}
      </Form>
    </Dialog>
  );
}
