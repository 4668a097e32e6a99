// The user form (/form-user and /form-user/:id, admins only): Cliente, Nome, E-mail, Senha and
// Confirmar Senha (at least 6 characters and equal: 'As senhas não conferem'), the Admin and
// 'Conceder todas permissões' switches, Ativo and the timestamps in edit. 'Salvar' / 'Salvar
// Alterações' stay disabled while the form is invalid. In edit the passwords are optional: left
// blank, they are not sent and the old password stays. A save lands on /users-store with a toast.
import { Card, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import {
  BooleanInput,
  Create,
  Edit,
  PasswordInput,
  ResourceContextProvider,
  SimpleForm,
  type Validator,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { entities } from '../../../generated/registry';
import { InputFor } from '../../generic/inputs';
import { FormToolbar, Timestamps } from '../../generic/SchemaForm';
import { savedMessage, TOAST_MS } from '../../generic/toasts';
import { USERS_RESOURCE } from './UsersList';

type Mode = 'create' | 'edit';
const model = entities.user;
export const PASSWORDS_DIFFER = 'As senhas não conferem';
export const PASSWORD_MIN = 6;
export const PASSWORD_SHORT = `A senha deve ter no mínimo ${PASSWORD_MIN} caracteres`;
const PASSWORD_LONG = 'A senha deve ter no máximo 72 caracteres';

/** What the form sends: the user's own fields; blank passwords are left out (edit keeps the old). */
const SENT = [
  'company_id',
  'name',
  'email',
  'password',
  'password_confirmation',
  'admin',
  'full_permission',
  'active',
];

export function userPayload(data: Record<string, unknown>, mode: Mode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of SENT) if (data[key] !== undefined) out[key] = data[key];
  if (out.company_id === '') out.company_id = null;
  const blank = (v: unknown) => v === undefined || v === null || v === '';
  if (mode === 'edit' && blank(out.password) && blank(out.password_confirmation)) {
    delete out.password;
    delete out.password_confirmation;
  }
  if (mode === 'create') delete out.active;
  return out;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

function passwordValidator(mode: Mode): Validator {
  const check = (value: unknown) => {
    if (blank(value)) return mode === 'create' ? 'Por favor insira Senha' : undefined;
    const length = [...String(value)].length;
    if (length < PASSWORD_MIN) return PASSWORD_SHORT;
    if (length > 72) return PASSWORD_LONG;
    return undefined;
  };
  return Object.assign(check, { isRequired: mode === 'create' });
}

function confirmationValidator(mode: Mode): Validator {
  const check = (value: unknown, all: Record<string, unknown>) => {
    const password = all?.password;
    if (blank(value)) {
      if (mode === 'create') return 'Por favor insira Confirmar Senha';
      return blank(password) ? undefined : PASSWORDS_DIFFER;
    }
    if ([...String(value)].length < PASSWORD_MIN) return PASSWORD_SHORT;
    if (value !== password) return PASSWORDS_DIFFER;
    return undefined;
  };
  return Object.assign(check, { isRequired: mode === 'create' });
}

/** Re-checks the confirmation whenever the password changes (each input validates itself only). */
function ConfirmationFollowsPassword() {
  const password = useWatch({ name: 'password' });
  const { trigger, getFieldState, getValues } = useFormContext();
  useEffect(() => {
    if (getFieldState('password_confirmation').isTouched || !blank(getValues('password_confirmation')))
      void trigger('password_confirmation');
  }, [password, trigger, getFieldState, getValues]);
  return null;
}

export function UserFormBody({ mode }: { mode: Mode }) {
  const fields = [model.properties.company_id, model.properties.name, model.properties.email];
  return (
    <SimpleForm
      mode="onChange"
      reValidateMode="onChange"
      toolbar={<FormToolbar mode={mode} />}
      defaultValues={mode === 'create' ? { admin: false, full_permission: false } : undefined}
      sx={{ maxWidth: 720 }}
    >
      <InputFor p={model.properties.company_id} form={fields} required={false} />
      <InputFor p={model.properties.name} form={fields} />
      <InputFor p={model.properties.email} form={fields} />
      <PasswordInput
        source="password"
        label="Senha"
        validate={passwordValidator(mode)}
        fullWidth
        autoComplete="new-password"
        helperText={mode === 'edit' ? 'Deixe em branco para manter a senha atual' : false}
      />
      <PasswordInput
        source="password_confirmation"
        label="Confirmar Senha"
        validate={confirmationValidator(mode)}
        fullWidth
        autoComplete="new-password"
        helperText={false}
      />
      <ConfirmationFollowsPassword />
      <BooleanInput source="admin" label="Admin" helperText={false} />
      <BooleanInput source="full_permission" label="Conceder todas permissões" helperText={false} />
      {mode === 'edit' ? <BooleanInput source="active" label="Ativo" helperText={false} /> : null}
      {mode === 'edit' ? <Timestamps /> : null}
    </SimpleForm>
  );
}

function useAfterSave(mode: Mode) {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(savedMessage(model.label.one, mode), { type: 'success', autoHideDuration: TOAST_MS });
    redirect('/users-store');
  };
}

function Heading({ title }: { title: string }) {
  return (
    <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
      {title}
    </Typography>
  );
}

export function UserCreate() {
  const onSuccess = useAfterSave('create');
  const title = 'Cadastrar Usuário';
  return (
    <ResourceContextProvider value={USERS_RESOURCE}>
      <Create
        resource={USERS_RESOURCE}
        title={title}
        component="div"
        mutationOptions={{ onSuccess }}
        transform={(data) => userPayload(data, 'create')}
      >
        <Heading title={title} />
        <Card>
          <UserFormBody mode="create" />
        </Card>
      </Create>
    </ResourceContextProvider>
  );
}

export function UserEdit() {
  const { id } = useParams();
  const onSuccess = useAfterSave('edit');
  const title = 'Editar Usuário';
  return (
    <ResourceContextProvider value={USERS_RESOURCE}>
      <Edit
        resource={USERS_RESOURCE}
        id={id}
        title={title}
        component="div"
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
        transform={(data) => userPayload(data, 'edit')}
        redirect={false}
        actions={false}
      >
        <Heading title={title} />
        <Card>
          <UserFormBody mode="edit" />
        </Card>
      </Edit>
    </ResourceContextProvider>
  );
}
