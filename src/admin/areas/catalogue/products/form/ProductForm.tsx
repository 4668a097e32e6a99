// /form-product and /form-product/:id: the product form (spec sections 2–5). Inputs from the
// schema laid out in a grid; 'Salvar' / 'Salvar Alterações' disabled while invalid; a price of zero
// or less asks before saving; 422 messages under their fields; after saving, the toast and back to
// /product. A saved product shows its sections below: stock grid (unless unique stock), images,
// promotions, attributes and payment rules.
import { Card } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Create, Edit, Loading, ResourceContextProvider, SimpleForm, useSaveContext } from 'react-admin';
import {
  defaultValuesOf,
  formFields,
  FormHeading,
  FormToolbar,
  Timestamps,
  useAfterSave,
} from '../../../../generic/SchemaForm';
import { useUserPermissions } from '../../../../permissions';
import { entities } from '../../../../../generated/registry';
import { ProductFields } from './ProductFields';
import { priceNeedsConfirmation, productBody, ZERO_PRICE_QUESTION } from './productBody';
import { ProductSections } from './ProductSections';
import { useConfirm } from '../../../../generic/useConfirm';

const RESOURCE = 'product';
const model = entities.product;
import type { Mode } from '../../../../generic/screen';
import { RecordHistory } from '../../../../generic/RecordHistory';
type Values = Record<string, unknown>;

export const CREATE_TITLE = 'Cadastrar Produto';
export const EDIT_TITLE = 'Editar Produto';

function ProductFormBody({ mode }: { mode: Mode }) {
  const { admin } = useUserPermissions();
  const { save } = useSaveContext();
  const { ask, dialog } = useConfirm({
    title: 'Confirmar preço',
    text: ZERO_PRICE_QUESTION,
    confirmLabel: 'Salvar',
  });
  const fields = formFields(model, mode, admin);
  // The user's word first when the price is zero; then react-admin's save, whose 422 field errors
  // are handed back to the form to show under their inputs.
  const submit = async (values: Values) => {
    if (priceNeedsConfirmation(values.price) && !(await ask())) return undefined;
    return save?.(values);
  };
  return (
    <>
      <SimpleForm
        mode="onChange"
        reValidateMode="onChange"
        onSubmit={submit}
        toolbar={<FormToolbar mode={mode} />}
        defaultValues={mode === 'create' ? defaultValuesOf(fields) : undefined}
      >
        <ProductFields fields={fields} mode={mode} />
        {mode === 'edit' ? <Timestamps /> : null}
      </SimpleForm>
      {dialog}
    </>
  );
}

export function ProductCreate() {
  const onSuccess = useAfterSave('create', RESOURCE);
  const { isLoading } = useUserPermissions();
  return (
    <ResourceContextProvider value={RESOURCE}>
      <Create title={CREATE_TITLE} component="div" transform={productBody} mutationOptions={{ onSuccess }}>
        <FormHeading title={CREATE_TITLE} />
        <Card>{isLoading ? <Loading /> : <ProductFormBody mode="create" />}</Card>
      </Create>
    </ResourceContextProvider>
  );
}

export function ProductEdit() {
  const { id } = useParams();
  const onSuccess = useAfterSave('edit', RESOURCE);
  const { isLoading } = useUserPermissions();
  return (
    <ResourceContextProvider value={RESOURCE}>
      <Edit
        id={id}
        title={EDIT_TITLE}
        component="div"
        mutationMode="pessimistic"
        transform={productBody}
        mutationOptions={{ onSuccess }}
        redirect={false}
        actions={false}
      >
        <FormHeading title={EDIT_TITLE} />
        <Card>{isLoading ? <Loading /> : <ProductFormBody mode="edit" />}</Card>
        <ProductSections />
        <RecordHistory entity="product" />
      </Edit>
    </ResourceContextProvider>
  );
}
