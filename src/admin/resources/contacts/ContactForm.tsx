// /form-client[/:id]: a client contact. Admins pick the store (and write through the -if-admin
// calls); a store user's contact always belongs to its own store. Número is masked as typed and
// saved as digits. After saving: /contact-list, or /users-store for an admin (spec section 2).
import SaveIcon from '@mui/icons-material/Save';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Form,
  HttpError,
  Loading,
  ResourceContextProvider,
  TextInput,
  Title,
  useNotify,
  type Validator,
} from 'react-admin';
import { entities } from '../../../generated/registry';
import { maskPhone, onlyDigits, phoneProblem } from '../../../shared/br-formats';
import { apiPost, errorText } from '../../api';
import { formatDate } from '../../format';
import { InputFor } from '../../generic/inputs';
import { savedMessage, TOAST_MS } from '../../generic/toasts';
import { useUserPermissions } from '../../permissions';

type Row = Record<string, unknown>;
type Mode = 'create' | 'edit';
const model = entities.contact;

const phoneValidator: Validator = Object.assign((value: unknown) => phoneProblem(value), {
  isRequired: true,
});

/** The API call that stores a contact, by who saves it. */
export function contactCall(mode: Mode, admin: boolean): string {
  return `/contact-list/${mode === 'create' ? 'save' : 'update'}${admin ? '-if-admin' : ''}`;
}

/** What the form sends: the phone as digits, the store only from an admin. */
export function contactBody(values: Row, admin: boolean, id?: string): Row {
  const body: Row = {
    name: values.name ?? '',
    email: values.email ?? '',
    phone: onlyDigits(values.phone),
  };
  if (admin) body.company_id = values.company_id ?? null;
  if (id !== undefined) body.id = Number(id);
  return body;
}

/** A 422's errors as the form shows them: {field: 'message'}. */
function fieldErrors(error: HttpError): Row | undefined {
  const errors = (error.body as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  if (!errors || !Object.keys(errors).length) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : String(v)]),
  );
}

function SaveBar({ mode }: { mode: Mode }) {
  const { isValid, isSubmitting } = useFormState();
  return (
    <Stack direction="row" sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={!isValid || isSubmitting}>
        {mode === 'create' ? 'Salvar' : 'Salvar Alterações'}
      </Button>
    </Stack>
  );
}

export function ContactForm() {
  const { id } = useParams();
  const mode: Mode = id === undefined ? 'create' : 'edit';
  const { admin, isLoading } = useUserPermissions();
  const notify = useNotify();
  const navigate = useNavigate();
  const [record, setRecord] = useState<Row | null>(mode === 'create' ? {} : null);

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    apiPost<Row>('/contact-list/show', { id: Number(id) })
      .then(({ json }) => live && setRecord(json))
      .catch((error) => {
        if (!live) return;
        notify(errorText(error), { type: 'error' });
        navigate('/contact-list');
      });
    return () => {
      live = false;
    };
  }, [id, notify, navigate]);

  if (isLoading || !record) return <Loading />;

  const fields = [model.properties.company_id, model.properties.name, model.properties.email];
  const submit = async (values: Row) => {
    try {
      await apiPost(contactCall(mode, admin), contactBody(values, admin, id));
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        const errors = fieldErrors(error);
        if (errors) return errors;
      }
      notify(errorText(error), { type: 'error' });
      return undefined;
    }
    notify(savedMessage(model.label.one, mode), { type: 'success', autoHideDuration: TOAST_MS });
    navigate(admin ? '/users-store' : '/contact-list');
    return undefined;
  };
  const title = mode === 'create' ? 'Cadastrar Contato' : 'Editar Contato';
  return (
    <ResourceContextProvider value="contact-list">
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Form
            record={record}
            onSubmit={submit}
            mode="onChange"
            reValidateMode="onChange"
            defaultValues={mode === 'create' ? { name: '', email: '', phone: '' } : undefined}
          >
            {admin ? (
              <InputFor p={model.properties.company_id} form={fields} required readOnly={mode === 'edit'} />
            ) : null}
            <InputFor p={model.properties.name} form={fields} />
            <InputFor p={model.properties.email} form={fields} />
            <TextInput
              source="phone"
              label="Número"
              validate={phoneValidator}
              format={(v: unknown) => maskPhone(v)}
              parse={(v: string) => maskPhone(v)}
              placeholder="(00) 0.0000-0000"
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              helperText={false}
              fullWidth
            />
            {mode === 'edit' && record.created_at ? (
              <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  Criado em: {formatDate(record.created_at)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Atualizado em: {formatDate(record.updated_at)}
                </Typography>
              </Stack>
            ) : null}
            <SaveBar mode={mode} />
          </Form>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
}
