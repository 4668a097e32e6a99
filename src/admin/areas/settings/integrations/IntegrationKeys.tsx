// Under an integration page's token form: 'Integrações cadastradas', the keys the store holds for
// that page's services — service, token as the API gives it ({set, last4} → '••••1234'), when it
// was last changed, and the way to its own page (/form-integrations/{id}). A store user sees its
// own store's; an admin the store picked in the form or, with none picked, every store's (with the
// Cliente column). The generic sub-list, read through the data provider (/integration-key-value/index
// with key_name in the services); the token form's changes reload it.
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import type { RaRecord } from 'react-admin';
import { SubList } from '../../../generic/SubList';
import type { SubListConfig } from '../../../generic/screen';
import { useUserPermissions } from '../../../permissions';
import { serviceLabel, type TokenService } from './services';

export const KEYS_TITLE = 'Integrações cadastradas';

function keysList(services: TokenService[], admin: boolean): SubListConfig {
  const label = (record: RaRecord) => serviceLabel(record.key_name, services);
  return {
    entity: 'integration_key',
    // The token forms' resource, so their changes reload these rows (react-admin's cache by resource).
    resource: 'integration-key-value',
    via: 'company_id',
    title: KEYS_TITLE,
    empty: 'Nenhum item encontrado',
    filter: { key_name: services.map((s) => s.key) },
    sort: { field: 'key_name', order: 'ASC' },
    perPage: 10,
    columns: [
      { source: 'key_name', label: 'Serviço', render: ({ record }) => label(record) },
      { source: 'value', label: 'Token' },
      { source: 'updated_at', label: 'Atualizado em' },
    ],
    // Changed through the form above or the key's own page, not a dialog here.
    add: false,
    edit: false,
    rowClick: true,
    link: {
      to: (record) => `/form-integrations/${record.id}`,
      label: (record) =>
        // An admin's rows are of many stores; a store user's are all its own.
        `Editar integração ${label(record)}${admin && record.company_name ? ` de ${record.company_name}` : ''}`,
      icon: EditIcon,
    },
  };
}

/** The keys of `services` held by `store` (none: every store the user may read). */
export function IntegrationKeys({ services, store }: { services: TokenService[]; store: number | null }) {
  const { admin } = useUserPermissions();
  const config = useMemo(() => keysList(services, admin), [services, admin]);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <SubList config={config} parent={store ? { id: store } : undefined} />
    </Box>
  );
}
