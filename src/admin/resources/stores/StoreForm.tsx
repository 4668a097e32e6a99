// 'Dados Cliente' (/form-company[/:id], admins only): the store's data with the Empresa switch
// choosing CNPJ/I. Estadual or CPF/RG (masks applied while typing, punctuation stripped before
// saving), 'Salvar' / 'Salvar Alterações' disabled while invalid, then back to 'Lista de Clientes'
// with the spec's toast. Once saved, the store's phones and addresses below the form.
import { Box, Card, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  BooleanInput,
  Create,
  DateInput,
  Edit,
  ResourceContextProvider,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { entities } from '../../../generated/registry';
import { reaches } from '../../../shared/policy';
import { isCpfOrCnpj, keepDocument, maskDocument, maskRegistry } from '../../../shared/br-formats';
import { FormToolbar } from '../../generic/SchemaForm';
import { TOAST_MS, savedMessage } from '../../generic/toasts';
import { validatorsFor } from '../../generic/validation';
import { useUserPermissions } from '../../permissions';
import { Addresses } from './Addresses';
import { Phones } from './Phones';
import { ALERT_MS, NO_PERMISSION, STORE_TITLE } from './texts';

const LABEL = 'Cliente';
type Mode = 'create' | 'edit';
const props = entities.company.properties;
const check = (name: string, required?: boolean) => validatorsFor(props[name], { required });

/** CPF (11) or CNPJ (14) by the Empresa switch, checked by its check digits. */
export const checkDocument: Validator = (value: unknown, all: Record<string, unknown>) => {
  const company = !!all?.company;
  const v = keepDocument(value, company);
  if (!v) return 'Por favor insira CPF/CNPJ';
  if (v.length !== (company ? 14 : 11)) return `Por favor insira ${company ? 'CNPJ' : 'CPF'} válido`;
  return isCpfOrCnpj(v) ? undefined : 'CPF/CNPJ inválido';
};

const checkSocialName: Validator = (value: unknown, all: Record<string, unknown>) => {
  if (!all?.company) return undefined;
  const v = typeof value === 'string' ? value.trim() : '';
  return v.length >= 2 ? undefined : 'Por favor insira Razão Social válido';
};

/** A text input showing its value through a mask; the form keeps it without punctuation. */
function MaskedInput(props: {
  source: string;
  label: string;
  mask: (v: unknown) => string;
  keep: (v: unknown) => string;
  validate?: Validator | Validator[];
}) {
  const { source, label, mask, keep, validate } = props;
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      fullWidth
      helperText={false}
      format={(v: unknown) => mask(v)}
      parse={(text: string) => keep(mask(text))}
    />
  );
}

/** Switching Empresa off empties Razão Social; either way the document is checked again. */
function CompanyFields() {
  const company = !!useWatch({ name: 'company' });
  const { setValue, trigger, watch } = useFormContext();
  useEffect(() => {
    const sub = watch((values, { name, type }) => {
      if (name !== 'company' || type !== 'change') return;
      if (!values.company) setValue('social_name', null, { shouldDirty: true });
      void trigger(['cpf_cnpj', 'social_name']);
    });
    return () => sub.unsubscribe();
  }, [watch, setValue, trigger]);
  const keep = (v: unknown) => keepDocument(v, company);
  return (
    <>
      {company ? (
        <TextInput
          source="social_name"
          label="Razão Social"
          validate={checkSocialName}
          fullWidth
          helperText={false}
        />
      ) : null}
      <DateInput
        source="birthday"
        label="Data de nascimento"
        validate={check('birthday')}
        fullWidth
        helperText={false}
      />
      <MaskedInput
        key={company ? 'cnpj' : 'cpf'}
        source="cpf_cnpj"
        label={company ? 'CNPJ' : 'CPF'}
        mask={(v) => maskDocument(v, company)}
        keep={keep}
        validate={checkDocument}
      />
      <MaskedInput
        key={company ? 'ie' : 'rg'}
        source="ie_rg"
        label={company ? 'I. Estadual' : 'RG'}
        mask={(v) => maskRegistry(v, company)}
        keep={keep}
      />
    </>
  );
}

export function StoreFormBody({ mode }: { mode: Mode }) {
  return (
    <SimpleForm
      mode="onChange"
      reValidateMode="onChange"
      toolbar={<FormToolbar mode={mode} />}
      defaultValues={mode === 'create' ? { company: false, delivery_system: false } : undefined}
      sx={{ maxWidth: 720 }}
    >
      <BooleanInput source="company" label="Empresa" helperText={false} />
      <TextInput
        source="fantasy_name"
        label="Nome"
        validate={check('fantasy_name')}
        fullWidth
        helperText={false}
      />
      <CompanyFields />
      <TextInput
        source="email"
        label="E-mail"
        type="email"
        validate={check('email')}
        fullWidth
        helperText={false}
      />
      <TextInput
        source="note"
        label="Observações"
        validate={check('note')}
        multiline
        minRows={3}
        fullWidth
        helperText={false}
      />
      <TextInput
        source="page_url"
        label="Endereço da página"
        validate={check('page_url')}
        fullWidth
        helperText={false}
      />
      <TextInput
        source="logo_url"
        label="Endereço do logo"
        validate={check('logo_url')}
        fullWidth
        helperText={false}
      />
      <DateInput
        source="contract_close"
        label="Data de fechamento do contrato"
        validate={check('contract_close')}
        fullWidth
        helperText={false}
      />
      <DateInput
        source="project_delivery"
        label="Data de entrega do projeto"
        validate={check('project_delivery')}
        fullWidth
        helperText={false}
      />
      <BooleanInput source="delivery_system" label="Sistema de Entregas" helperText={false} />
      {mode === 'edit' ? <BooleanInput source="active" label="Ativo" helperText={false} /> : null}
    </SimpleForm>
  );
}

/** What the API gets: the document and registry without punctuation, no Razão Social for a person. */
export function storePayload(values: Record<string, unknown>): Record<string, unknown> {
  const company = !!values.company;
  return {
    ...values,
    cpf_cnpj: keepDocument(values.cpf_cnpj, company),
    ie_rg: keepDocument(values.ie_rg, company),
    social_name: company ? (values.social_name ?? null) : null,
  };
}

function useAfterSave(mode: Mode) {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(savedMessage(LABEL, mode), { type: 'success', autoHideDuration: TOAST_MS });
    redirect('/company');
  };
}

function Heading() {
  return (
    <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
      {STORE_TITLE}
    </Typography>
  );
}

export function StoreCreate() {
  const onSuccess = useAfterSave('create');
  return (
    <ResourceContextProvider value="company">
      <Create title={STORE_TITLE} component="div" transform={storePayload} mutationOptions={{ onSuccess }}>
        <Heading />
        <Card>
          <StoreFormBody mode="create" />
        </Card>
      </Create>
    </ResourceContextProvider>
  );
}

/** Opening a store below the full_permission level: the spec's alert, and back to the list. */
function NoPermission() {
  const notify = useNotify();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify(NO_PERMISSION, { type: 'warning', autoHideDuration: ALERT_MS });
  }, [notify]);
  return <Navigate to="/company" replace />;
}

export function StoreEdit() {
  const { id } = useParams();
  const onSuccess = useAfterSave('edit');
  const { level, isLoading } = useUserPermissions();
  if (isLoading) return null;
  if (!reaches(level, 'full_permission')) return <NoPermission />;
  return (
    <ResourceContextProvider value="company">
      <Edit
        id={id}
        title={STORE_TITLE}
        component="div"
        mutationMode="pessimistic"
        transform={storePayload}
        mutationOptions={{ onSuccess }}
        redirect={false}
        actions={false}
      >
        <Heading />
        <Card>
          <StoreFormBody mode="edit" />
        </Card>
        {id ? (
          <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
            <Phones companyId={Number(id)} />
            <Addresses companyId={Number(id)} />
          </Box>
        ) : null}
      </Edit>
    </ResourceContextProvider>
  );
}
