// /form-integrations/{id}: one stored integration key, opened by its id (from the 'Integrações
// cadastradas' of the integration pages) — its service and store fixed, its token shown masked, to
// be replaced (Atualizar) or removed (Excluir, which goes back to the service's page).
import { Alert, Box } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { errorText } from '../../../api';
import { useCall } from '../../../generic/calls';
import { serviceLabel, servicePage } from './services';
import { TokenForm } from './TokenForm';

export default function FormIntegration() {
  const { id } = useParams();
  const navigate = useNavigate();
  const keyId = id && /^\d+$/.test(id) ? Number(id) : null;
  const { data, error, isPending } = useCall('integrationKeyShow', keyId ? { id: keyId } : null, {
    notifyError: false,
  });
  return (
    <Box>
      <Title title="Integração" />
      {!keyId || error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error ? errorText(error) : 'Registro não encontrado.'}
        </Alert>
      ) : isPending ? (
        <Loading />
      ) : (
        <TokenForm
          title="Integração"
          services={[{ key: data.key_name, label: serviceLabel(data.key_name) }]}
          companyId={Number(data.company_id)}
          // A record's own form (/form-…/{id}) saves as every other edit form does.
          submitLabels={{ create: 'Salvar', update: 'Salvar Alterações' }}
          // The record is gone: back to the page of its service.
          onDeleted={() => navigate(servicePage(data.key_name), { replace: true })}
        />
      )}
    </Box>
  );
}
