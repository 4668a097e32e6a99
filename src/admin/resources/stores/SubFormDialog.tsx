// The add/edit dialog of a store's phone or address: a react-admin form whose 422 field errors show
// under the inputs, saved for the given store, then the sublist reloads.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { HttpError } from 'react-admin';
import { TOAST_MS } from '../../generic/toasts';
import { errorText } from '../../api';

function Actions({ onClose, editing }: { onClose: () => void; editing: boolean }) {
  const { isValid, isSubmitting } = useFormState();
  return (
    <DialogActions>
      <Button onClick={onClose}>Cancelar</Button>
      <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
        {editing ? 'Salvar Alterações' : 'Salvar'}
      </Button>
    </DialogActions>
  );
}

export function SubFormDialog(props: {
  resource: 'phone' | 'address';
  title: string;
  companyId: number;
  record: RaRecord | null;
  defaults: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
  children: ReactNode;
}) {
  const { resource, title, companyId, record, defaults, onClose, onSaved, children } = props;
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const editing = !!record?.id;
  const submit = async (values: Record<string, unknown>) => {
    const data = { ...values, company_id: companyId };
    try {
      if (editing) await dataProvider.update(resource, { id: record!.id, data, previousData: record! });
      else await dataProvider.create(resource, { data });
      notify(editing ? 'Item atualizado com sucesso' : 'Item Cadastrado com sucesso', {
        type: 'success',
        autoHideDuration: TOAST_MS,
      });
      onSaved();
      return undefined;
    } catch (error) {
      const errors =
        error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> })?.errors : undefined;
      if (errors && Object.keys(errors).length) return errors;
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${resource}-dialog-title`}>
      <Form
        record={record ?? defaults}
        onSubmit={submit}
        mode="onChange"
        reValidateMode="onChange"
        resource={resource}
        noValidate
      >
        <DialogTitle id={`${resource}-dialog-title`}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <Actions onClose={onClose} editing={editing} />
      </Form>
    </Dialog>
  );
}
