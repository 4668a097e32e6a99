// Under the saved delivery settings: the store's Melhor Envio token (the shipping intermediary's),
// the integration key form for that one service and the record's store.
import { useRecordContext } from 'react-admin';
import { TokenForm } from '../integrations/TokenForm';
import { MELHOR_ENVIO_SERVICE } from '../integrations/services';

export default function MelhorEnvioToken() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <TokenForm
      title="Token Melhor Envio"
      heading="h2"
      services={[MELHOR_ENVIO_SERVICE]}
      companyId={Number(record.company_id)}
    />
  );
}
