// /form-receive-data: a store has one set of payment settings, so a store user lands on its own
// (/form-receive-data/{id}) or, having none yet, on the empty form; an admin gets the empty form for
// the store picked. Back from Pagar.me's authorisation page (?installId=…&authorization_code=…) the
// code is saved at once — the intermediary becomes Pagar.me v5 — and the user returns to
// /form-receive-data/{id}; a code past its 3 minutes says so, with 'Tentar Novamente'.
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Loading, Title, useDataProvider, useGetList, useNotify } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../api';
import type { AppDataProvider } from '../../../dataProvider';
import { FormHeading, SchemaCreate } from '../../../generic/SchemaForm';
import { useDirectory } from '../../../generic/directory-context';
import { TOAST_MS } from '../../../generic/toasts';
import { useUserPermissions } from '../../../permissions';
import { pagarmeV5ConnectUrl } from './connect';

export const PAGARME_V5_EXPIRED = 'Erro: A validade do token de 3 minutos';
const RESOURCE = 'receive-data';

function PagarmeV5Return({
  code,
  installId,
  companyId,
}: {
  code: string;
  installId: string | null;
  companyId?: number;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  // Once per code: a code is good for one exchange (React may run an effect twice in development).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === code) return;
    sent.current = code;
    dataProvider
      .pagarmeV5Save({ code, install_id: installId, ...(companyId ? { company_id: companyId } : {}) })
      .then((result) => {
        notify('Pagar.me conectado com sucesso', { type: 'success', autoHideDuration: TOAST_MS });
        navigate(`/form-receive-data/${result.receive_data_id}`, { replace: true });
      })
      .catch((e: unknown) => setError(errorText(e)));
  }, [code, installId, companyId, dataProvider, navigate, notify]);
  const retry = async () => {
    setRetrying(true);
    try {
      window.location.assign(await pagarmeV5ConnectUrl(dataProvider, companyId));
    } catch (e) {
      setError(errorText(e));
      setRetrying(false);
    }
  };
  return (
    <>
      <Title title="Dados de Recebimento" />
      <FormHeading title="Dados de Recebimento" />
      <Card>
        <CardContent>
          {error ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="error" role="alert">
                {error}
              </Alert>
              <Button variant="contained" onClick={() => void retry()} disabled={retrying}>
                Tentar Novamente
              </Button>
            </Stack>
          ) : (
            <Stack spacing={2} role="status">
              <Typography>Conectando ao Pagar.me v5…</Typography>
              <LinearProgress aria-label="Conectando ao Pagar.me v5" />
            </Stack>
          )}
        </CardContent>
      </Card>
    </>
  );
}

/** A store user's own settings, if it has them. */
function OwnSettings() {
  const { screenOf } = useDirectory();
  const { data, isPending } = useGetList(RESOURCE, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (isPending) return <Loading />;
  const own = data?.[0];
  if (own) return <Navigate to={`/form-receive-data/${own.id}`} replace />;
  return <SchemaCreate screen={screenOf(RESOURCE)} />;
}

export default function ReceiveDataCreate() {
  const [params] = useSearchParams();
  const { admin, isLoading } = useUserPermissions();
  const { screenOf } = useDirectory();
  const code = params.get('authorization_code');
  const store = Number(params.get('company_id'));
  if (isLoading) return <Loading />;
  if (code)
    return (
      <PagarmeV5Return
        code={code}
        installId={params.get('installId')}
        companyId={admin && Number.isSafeInteger(store) && store > 0 ? store : undefined}
      />
    );
  return admin ? <SchemaCreate screen={screenOf(RESOURCE)} /> : <OwnSettings />;
}
