// /form-delivery-settings/{company_id} (spec: Delivery settings form): a store's one set of delivery
// settings, addressed by the store. A store user always lands on its own store's; an admin opening
// /form-delivery-settings picks the store first. No settings yet: the generic create form. Saved:
// the generic edit form (postal-service credentials — the password masked —, pickup, intermediary,
// additional value, product rule), the open delivery switch (/delivery-settings/change-open-delivery),
// the Melhor Envio token card, and the delivery restrictions (the screen's sub-list).
import { Alert, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Create,
  Edit,
  HttpError,
  Loading,
  ResourceContextProvider,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { callKey, useCall, useCallMutation } from '../../calls';
import { errorText } from '../../api';
import { formFields, formPayload } from '../../generic/formFields';
import { BelowForm, FormHeading, SchemaFormBody } from '../../generic/SchemaForm';
import { type Screen, useDirectory } from '../../generic/screen';
import { TOAST_MS } from '../../generic/toasts';
import { useUserPermissions } from '../../permissions';
import { TokenForm } from '../integrations/TokenForm';

const RESOURCE = 'delivery-settings';
export const DELIVERY_TITLE = 'Configurações de Entrega';
// The spec's '... foi cadastrado/atualizado com sucesso!', in the feminine of 'Configuração'.
export const DELIVERY_CREATED = 'Configuração de Entrega foi cadastrada com sucesso!';
export const DELIVERY_UPDATED = 'Configuração de Entrega foi atualizada com sucesso!';
export const OPEN_DELIVERY_SAVED = 'Open Delivery atualizado com sucesso!';
const formPath = (companyId: number) => `/form-delivery-settings/${companyId}`;

export default function DeliverySettingsForm() {
  const { id } = useParams();
  const { admin, company_id: own, isLoading } = useUserPermissions();
  if (isLoading) return <Loading />;
  const wanted = id && /^\d+$/.test(id) ? Number(id) : null;
  // A store has one set of settings: a store user's are its own store's, whatever the address says.
  if (!admin)
    return own && wanted !== own ? <Navigate to={formPath(own)} replace /> : <Settings store={own!} />;
  return wanted ? <Settings store={wanted} /> : <ChooseStore />;
}

/**
 * An admin at /form-delivery-settings: the create form with the store first ('Loja'); a store that
 * already has settings is refused under it (the API's 422), a saved one opens at its store's address.
 */
function ChooseStore() {
  const { screenOf } = useDirectory();
  return (
    <ResourceContextProvider value={RESOURCE}>
      <CreateSettings store={null} screen={screenOf(RESOURCE)} />
    </ResourceContextProvider>
  );
}

function Settings({ store }: { store: number }) {
  const { admin } = useUserPermissions();
  const { screenOf } = useDirectory();
  const screen = screenOf(RESOURCE);
  const query = admin ? { company_id: store } : {};
  const { data, error, isPending } = useCall('deliverySettingsShow', query, { notifyError: false });
  const missing = error instanceof HttpError && error.status === 404;
  let body;
  if (isPending) body = <Loading />;
  else if (error && !missing) body = <Alert severity="error">{errorText(error)}</Alert>;
  else if (!data) body = <CreateSettings store={store} screen={screen} />;
  else body = <EditSettings id={Number(data.id)} store={store} screen={screen} />;
  return <ResourceContextProvider value={RESOURCE}>{body}</ResourceContextProvider>;
}

/** What a save sends: the form's fields, the masked password only when a new one was typed. */
function usePayload(mode: 'create' | 'edit', screen?: Screen) {
  const { modelOf } = useDirectory();
  const { admin } = useUserPermissions();
  return (values: Record<string, unknown>) =>
    formPayload(formFields(modelOf(RESOURCE), mode, admin, screen?.fields), values, mode);
}

function useSaved(mode: 'create' | 'edit') {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return () => {
    notify(mode === 'create' ? DELIVERY_CREATED : DELIVERY_UPDATED, {
      type: 'success',
      autoHideDuration: TOAST_MS,
    });
    void queryClient.invalidateQueries({ queryKey: callKey('deliverySettingsShow') });
  };
}

function CreateSettings({ store, screen }: { store: number | null; screen?: Screen }) {
  // Open delivery is set with the rest when creating; once saved, its own switch changes it.
  const createScreen = screen && { ...screen, fields: [...(screen.fields ?? []), 'open_delivery'] };
  const transform = usePayload('create', createScreen);
  const saved = useSaved('create');
  const navigate = useNavigate();
  const onSuccess = (record: RaRecord) => {
    saved();
    if (store === null) navigate(formPath(Number(record.company_id)));
  };
  return (
    <Create
      title={DELIVERY_TITLE}
      component="div"
      record={store === null ? {} : { company_id: store }}
      transform={(values: Record<string, unknown>) => ({
        ...transform(values),
        ...(store === null ? {} : { company_id: store }),
      })}
      mutationOptions={{ onSuccess }}
      redirect={false}
    >
      <FormHeading title={DELIVERY_TITLE} />
      <Card>
        <SchemaFormBody mode="create" screen={createScreen} />
      </Card>
    </Create>
  );
}

function EditSettings({ id, store, screen }: { id: number; store: number; screen?: Screen }) {
  const transform = usePayload('edit', screen);
  const onSuccess = useSaved('edit');
  return (
    <Edit
      id={id}
      title={DELIVERY_TITLE}
      component="div"
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{ onSuccess }}
      redirect={false}
      actions={false}
    >
      <FormHeading title={DELIVERY_TITLE} />
      <Card>
        <SchemaFormBody mode="edit" screen={screen} />
      </Card>
      <OpenDelivery store={store} />
      <TokenForm
        title="Token Melhor Envio"
        heading="h2"
        services={[{ key: 'melhor_envio_token', label: 'Melhor Envio' }]}
        companyId={store}
      />
      <BelowForm screen={screen} />
    </Edit>
  );
}

/** Open delivery, switched at once through its own call. */
function OpenDelivery({ store }: { store: number }) {
  const { admin } = useUserPermissions();
  const notify = useNotify();
  const { data } = useCall('deliverySettingsShow', admin ? { company_id: store } : {}, {
    notifyError: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const change = useCallMutation('changeOpenDelivery', {
    invalidate: { resources: [RESOURCE], calls: ['deliverySettingsShow'] },
    onSuccess: () => {
      setFailure(null);
      notify(OPEN_DELIVERY_SAVED, { type: 'success', autoHideDuration: TOAST_MS });
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const record = data as RaRecord | undefined;
  return (
    <Card component="section" aria-labelledby="open-delivery" sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id="open-delivery" variant="h6" component="h2">
            Open Delivery
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={!!record?.open_delivery}
                disabled={!record || change.isPending}
                onChange={(e) =>
                  change.mutate({ open_delivery: e.target.checked, ...(admin ? { company_id: store } : {}) })
                }
              />
            }
            label="Entregas pelo Open Delivery"
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
