// The generic create/edit screen of a resource at /form-x and /form-x/:id: inputs from the schema
// (the store picker for admins only, the active switch and timestamps only in edit), 'Salvar' /
// 'Salvar Alterações' disabled while invalid, the 6-second success toast carried to the list, and
// below a saved record the section its resource has (e.g. a variation group's products).
import SaveIcon from '@mui/icons-material/Save';
import { Button, Card, Stack, Typography } from '@mui/material';
import { Fragment, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import {
  Create,
  Edit,
  Loading,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { EntityModel, PropertyModel } from '../../shared/entity';
import { formatDate } from '../format';
import { useUserPermissions } from '../permissions';
import { InputFor } from './inputs';
import { type Screen, useDirectory } from './screen';
import { savedMessage, TOAST_MS } from './toasts';

export { TOAST_MS };
type Mode = 'create' | 'edit';

/**
 * Writable fields of a form, in order. The active switch only in edit; the store (company_id)
 * only for admins: store users always act for their own store.
 */
export function formFields(model: EntityModel, mode: Mode, admin: boolean, only?: string[]): PropertyModel[] {
  const names = only ?? Object.keys(model.properties);
  const fields = names
    .map((n) => model.properties[n])
    .filter((p): p is PropertyModel => !!p && p.stored && !p.readOnly && p.name !== 'id')
    .filter((p) => !(mode === 'create' && p.name === 'active'))
    .filter((p) => !(mode === 'edit' && p.immutable && p.name !== 'company_id'))
    .filter((p) => !(p.schema.type === 'object' || p.schema.type === 'array'));
  const store = model.properties.company_id;
  const others = fields.filter((p) => p.name !== 'company_id');
  // The store comes first: what else can be picked (attribute groups, products) depends on it.
  return admin && model.tenant && store ? [store, ...others] : others;
}

/** The schema's defaults of the fields a create form shows (switches off/on, 0,00 …). */
export function defaultValuesOf(fields: PropertyModel[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((p) => p.schema.default !== undefined).map((p) => [p.name, p.schema.default]),
  );
}

/**
 * 'Salvar' / 'Salvar Alterações', enabled only while the form is valid. A plain submit button:
 * react-admin's SaveButton also watches isValidating, which react-hook-form changes while inputs
 * render once isValid is watched (a React warning on every form).
 */
export function FormToolbar({ mode }: { mode: Mode }) {
  const { isValid, isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  return (
    <Toolbar>
      <Button
        type="submit"
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={!isValid || isSubmitting || saving}
      >
        {mode === 'create' ? 'Salvar' : 'Salvar Alterações'}
      </Button>
    </Toolbar>
  );
}

/** Created / updated dates of the record being edited. */
export function Timestamps() {
  const record = useRecordContext();
  if (!record?.created_at) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary">
        Criado em: {formatDate(record.created_at)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Atualizado em: {formatDate(record.updated_at)}
      </Typography>
    </Stack>
  );
}

export function SchemaFormBody({ mode, screen }: { mode: Mode; screen?: Screen }) {
  const resource = useResourceContext()!;
  const { modelOf, screenOf } = useDirectory();
  const model = modelOf(resource);
  const { admin } = useUserPermissions();
  const fields = formFields(model, mode, admin, (screen ?? screenOf(resource))?.fields);
  return (
    <SimpleForm
      mode="onChange"
      reValidateMode="onChange"
      toolbar={<FormToolbar mode={mode} />}
      defaultValues={mode === 'create' ? defaultValuesOf(fields) : undefined}
      sx={{ maxWidth: 720 }}
    >
      {fields.map((p) => (
        <InputFor
          key={p.name}
          p={p}
          form={fields}
          // An admin must say which store a record belongs to; it cannot move to another later.
          required={p.name === 'company_id' ? true : undefined}
          readOnly={mode === 'edit' && p.name === 'company_id'}
        />
      ))}
      {mode === 'edit' ? <Timestamps /> : null}
    </SimpleForm>
  );
}

/** After a save: the 6-second toast, then the screen's afterSave path or its list. */
export function useAfterSave(mode: Mode, resourceName?: string) {
  const context = useResourceContext();
  const resource = resourceName ?? context!;
  const { modelOf, screenOf, listPath } = useDirectory();
  const model = modelOf(resource);
  const screen = screenOf(resource);
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(savedMessage(model.label.one, mode), { type: 'success', autoHideDuration: TOAST_MS });
    redirect(screen?.afterSave ?? listPath(resource));
  };
}

export function FormHeading({ title }: { title: string }) {
  return (
    <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
      {title}
    </Typography>
  );
}

export function SchemaCreate({ screen: given }: { screen?: Screen }) {
  const resource = useResourceContext()!;
  const { modelOf, screenOf } = useDirectory();
  const screen = given ?? screenOf(resource);
  const onSuccess = useAfterSave('create');
  const title = screen?.createTitle ?? `Cadastrar ${modelOf(resource).label.one}`;
  return (
    <Create title={title} component="div" mutationOptions={{ onSuccess }}>
      <FormHeading title={title} />
      <Card>
        <SchemaFormBody mode="create" screen={screen} />
      </Card>
    </Create>
  );
}

export function SchemaEdit({ screen: given }: { screen?: Screen }) {
  const resource = useResourceContext()!;
  const { modelOf, screenOf } = useDirectory();
  const screen = given ?? screenOf(resource);
  const { id } = useParams();
  const onSuccess = useAfterSave('edit');
  const title = screen?.editTitle ?? `Editar ${modelOf(resource).label.one}`;

  return (
    <Edit
      id={id}
      title={title}
      component="div"
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirect={false}
      actions={false}
    >
      <FormHeading title={title} />
      <Card>
        <SchemaFormBody mode="edit" screen={screen} />
      </Card>
      {screen?.editSections?.length ? (
        <Suspense fallback={<Loading />}>
          {screen.editSections.map((Section, i) => (
            <Fragment key={i}>
              <Section />
            </Fragment>
          ))}
        </Suspense>
      ) : null}
    </Edit>
  );
}
