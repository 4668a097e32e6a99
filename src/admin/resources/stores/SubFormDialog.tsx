// The add/edit dialog of a store's phone or address: a react-admin form whose 422 field errors show
// under the inputs, saved for the given store, then the sublist reloads.
import type { ReactNode } from 'react';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { DialogSaveActions, fieldErrorsOf, FormDialog } from '../../generic/FormDialog';
import { TOAST_MS } from '../../generic/toasts';
import { errorText } from '../../api';

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
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
  };
  return (
    <FormDialog
      id={`${resource}-dialog-title`}
      title={title}
      record={record ?? defaults}
      onSubmit={submit}
      onClose={onClose}
      resource={resource}
      actions={<DialogSaveActions onClose={onClose} label={editing ? 'Salvar Alterações' : 'Salvar'} />}
    >
      {children}
    </FormDialog>
  );
}
