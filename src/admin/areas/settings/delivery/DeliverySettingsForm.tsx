// /form-delivery-settings/{company_id} (spec: Delivery settings form): a store's one set of delivery
// settings, addressed by the store rather than by the record's id — the part this module owns. A
// store user always lands on its own store's; an admin opening /form-delivery-settings picks the
// store first. The settings are found with /delivery-settings/show: none yet (404), the generic
// create form for that store; saved, the generic edit form of the record found. What the forms show,
// say and do after saving, and the cards under them, are the screen's (screen.tsx).
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, Loading, ResourceContextProvider } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { callKey, useCall } from '../../../generic/calls';
import { errorText } from '../../../api';
import { SchemaCreate, SchemaEdit } from '../../../generic/SchemaForm';
import { useDirectory } from '../../../generic/directory-context';
import { useUserPermissions } from '../../../permissions';

const RESOURCE = 'delivery-settings';
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
 * already has settings is refused under it (the API's 422), a saved one opens at its store's address
 * (the screen's afterSave).
 */
function ChooseStore() {
  const { screenOf } = useDirectory();
  return (
    <ResourceContextProvider value={RESOURCE}>
      <SchemaCreate screen={screenOf(RESOURCE)} />
    </ResourceContextProvider>
  );
}

function Settings({ store }: { store: number }) {
  const { admin } = useUserPermissions();
  const { screenOf } = useDirectory();
  const queryClient = useQueryClient();
  const screen = screenOf(RESOURCE);
  const query = admin ? { company_id: store } : {};
  const { data, error, isPending } = useCall('deliverySettingsShow', query, { notifyError: false });
  const missing = error instanceof HttpError && error.status === 404;
  // Created here, the settings are found again, and the edit form takes the create form's place.
  const findAgain = () => void queryClient.invalidateQueries({ queryKey: callKey('deliverySettingsShow') });
  let body;
  if (isPending) body = <Loading />;
  else if (error && !missing) body = <Alert severity="error">{errorText(error)}</Alert>;
  else if (!data) body = <SchemaCreate screen={screen} fixed={{ company_id: store }} onSaved={findAgain} />;
  else body = <SchemaEdit screen={screen} id={Number(data.id)} />;
  return <ResourceContextProvider value={RESOURCE}>{body}</ResourceContextProvider>;
}
