// The generic create/edit screen of a resource at /form-x and /form-x/:id: inputs from the schema
// (store picker for admins only, active switch and timestamps only in edit), 'Salvar' /
// 'Salvar Alterações' disabled while invalid, 6-second success toast carried to the list.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { EntityModel, PropertyModel } from '../../shared/entity';
import { formatDate } from '../format';
import { useUserPermissions } from '../permissions';
import { listPath, modelOf, screenOf } from '../screens';
import { InputFor } from './inputs';

export const TOAST_MS = 6000;

/** Writable fields of a form, in order; active only in edit; company_id only for admins. */
export function formFields(
  model: EntityModel,
  mode: 'create' | 'edit',
  admin: boolean,
  only?: string[],
): PropertyModel[] {
  const names = only ?? Object.keys(model.properties);
  return names
    .map((n) => model.properties[n])
    .filter((p): p is PropertyModel => !!p && p.stored && !p.readOnly && p.name !== 'id')
    .filter((p) => !(mode === 'create' && p.name === 'active'))
    .filter((p) => !(mode === 'edit' && p.immutable && p.name !== 'company_id'))
    .filter((p) => p.name !== 'company_id' || admin)
    .filter((p) => !(p.schema.type === 'object' || p.schema.type === 'array'));
}

function FormToolbar({ mode }: { mode: 'create' | 'edit' }) {
  const { isValid, isSubmitting } = useFormState();
  return (
    <Toolbar>
      <SaveButton
        label={mode === 'create' ? 'Salvar' : 'Salvar Alterações'}
        disabled={!isValid || isSubmitting}
        alwaysEnable={isValid && !isSubmitting}
      />
    </Toolbar>
  );
}

function Timestamps() {
  const record = useRecordContext();
  if (!record?.created_at) return null;
  return (
    <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary">
        Criado em: {formatDate(record.created_at)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Atualizado em: {formatDate(record.updated_at)}
      </Typography>
    </Stack>
  );
}

export function SchemaFormBody({ mode, children }: { mode: 'create' | 'edit'; children?: ReactNode }) {
  const resource = useResourceContext()!;
  const model = modelOf(resource);
  const screen = screenOf(resource);
  const { admin } = useUserPermissions();
  return (
    <SimpleForm
      mode="onChange"
      reValidateMode="onChange"
      toolbar={<FormToolbar mode={mode} />}
      sx={{ maxWidth: 720 }}
    >
      {formFields(model, mode, admin, screen?.fields).map((p) => (
        <InputFor key={p.name} p={p} required={p.name === 'company_id' ? true : undefined} />
      ))}
      {mode === 'edit' ? <Timestamps /> : null}
      {children}
    </SimpleForm>
  );
}

function useAfterSave(mode: 'create' | 'edit') {
  const resource = useResourceContext()!;
  const model = modelOf(resource);
  const screen = screenOf(resource);
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(`${model.label.one} foi ${mode === 'create' ? 'cadastrado' : 'atualizado'} com sucesso!`, {
      type: 'success',
      autoHideDuration: TOAST_MS,
    });
    redirect(screen?.afterSave ?? listPath(resource));
  };
}

export function SchemaCreate({ children }: { children?: ReactNode }) {
  const resource = useResourceContext()!;
  const screen = screenOf(resource);
  const onSuccess = useAfterSave('create');
  return (
    <Create
      title={screen?.formTitle ?? `Cadastrar ${modelOf(resource).label.one}`}
      mutationOptions={{ onSuccess }}
    >
      <SchemaFormBody mode="create">{children}</SchemaFormBody>
    </Create>
  );
}

export function SchemaEdit({ children }: { children?: ReactNode }) {
  const resource = useResourceContext()!;
  const screen = screenOf(resource);
  const { id } = useParams();
  const onSuccess = useAfterSave('edit');
  return (
    <Edit
      id={id}
      title={screen?.formTitle ?? `Editar ${modelOf(resource).label.one}`}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirect={false}
      actions={false}
    >
      <SchemaFormBody mode="edit">{children}</SchemaFormBody>
    </Edit>
  );
}

/** A section below a saved record's form (e.g. the variation products of a group). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {title}
        </Typography>
        <Box>{children}</Box>
      </CardContent>
    </Card>
  );
}
