// e.Rede's PV and token and Pagar.me's API key, through their own calls (spec section 7: credential
// check/save/update for rede and pagarme): the card reads the provider state (/…-check: active, the
// keys' ids, masked values), the dialog registers (/…-save) or changes (/…-update) what is typed —
// the API tries it on the provider first and answers a refusal under the fields — and 'Excluir'
// removes the stored keys (generic delete), which makes the provider inactive.
import { Button, Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { PaymentProviderState } from '../../../../shared/calls';
import { callKey, useCall } from '../../../generic/calls';
import type { AppDataProvider } from '../../../dataProvider';
import { SectionCard } from '../../../generic/SectionCard';
import { TOAST_MS } from '../../../generic/toasts';
import { useConfirm } from '../../../generic/useConfirm';
import { useUserPermissions } from '../../../permissions';
import { TOKEN_CREATED, TOKEN_DELETED, TOKEN_UPDATED, DELETE_FAILED } from '../integrations/TokenForm';
import {
  CredentialDialog,
  CredentialRows,
  shown,
  type CredentialField,
  type Values,
} from './CredentialDialog';
import { KEYS } from './keys';

interface Provider {
  title: string;
  check: 'redeCheck' | 'pagarmeCheck';
  save: 'redeSave' | 'pagarmeSave';
  update: 'redeUpdate' | 'pagarmeUpdate';
  /** Each input and the part of the state that says what it holds. */
  fields: Array<CredentialField & { state: 'pv' | 'token' }>;
}

export const PROVIDERS: Record<'rede' | 'pagarme', Provider> = {
  rede: {
    title: 'Credenciais e.Rede',
    check: 'redeCheck',
    save: 'redeSave',
    update: 'redeUpdate',
    fields: [
      { name: 'pv', label: 'PV (número de filiação)', state: 'pv' },
      { name: 'token', label: 'Token', state: 'token' },
    ],
  },
  pagarme: {
    title: 'Credenciais Pagar.me',
    check: 'pagarmeCheck',
    save: 'pagarmeSave',
    update: 'pagarmeUpdate',
    fields: [{ name: 'value', label: 'Chave de API', state: 'token' }],
  },
};

/** The store's provider state (an admin names the store of the record). */
export function useProviderState(check: Provider['check'], companyId: number) {
  const { admin, isLoading } = useUserPermissions();
  // Asked once it is known who asks: an admin's call names the store.
  const body = isLoading ? null : admin ? { company_id: companyId } : {};
  return useCall(check, body, { notifyError: false });
}

export function ProviderCredentials({ provider, record }: { provider: Provider; record: RaRecord }) {
  const companyId = Number(record.company_id);
  const { admin } = useUserPermissions();
  const { data: state } = useProviderState(provider.check, companyId);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { ask, dialog } = useConfirm({
    title: `Excluir ${provider.title.toLowerCase()}`,
    text: 'Deseja excluir as credenciais guardadas? A loja deixa de receber por este intermediador até cadastrá-las de novo.',
    confirmLabel: 'Excluir',
  });
  const stored: Values = Object.fromEntries(provider.fields.map((f) => [f.name, state?.[f.state]]));
  const ids = [state?.pvId, state?.tokenId].filter((id): id is number => typeof id === 'number');
  const refresh = () => queryClient.invalidateQueries({ queryKey: callKey(provider.check) });

  const save = async (values: Values) => {
    const body = { ...values, ...(admin ? { company_id: companyId } : {}) };
    // Registered and complete: a change; nothing or half of it stored: a registration. (Both
    // providers' calls take the dialog's values; the union of their methods needs saying so.)
    const call = dataProvider[state?.active ? provider.update : provider.save] as (
      b: Values,
    ) => Promise<PaymentProviderState>;
    await call(body);
    await refresh();
  };
  const remove = async () => {
    if (!(await ask())) return;
    try {
      for (const id of ids) await dataProvider.delete(KEYS, { id, previousData: { id } });
      notify(TOKEN_DELETED, { type: 'success', autoHideDuration: TOAST_MS });
    } catch {
      notify(DELETE_FAILED, { type: 'error', autoHideDuration: TOAST_MS });
    }
    await refresh();
  };

  return (
    <SectionCard
      title={provider.title}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setOpen(true)} disabled={!state}>
            {state?.active ? 'Alterar Credenciais' : 'Cadastrar Credenciais'}
          </Button>
          {ids.length ? (
            <Button variant="outlined" color="error" onClick={() => void remove()}>
              Excluir
            </Button>
          ) : null}
        </Stack>
      }
    >
      {state ? <ProviderStatus state={state} /> : null}
      <CredentialRows
        rows={provider.fields.map((f) => ({ label: f.label, value: shown(stored[f.name], f.plain) }))}
      />
      {open ? (
        <CredentialDialog
          title={provider.title}
          fields={provider.fields}
          stored={stored}
          success={state?.active ? TOKEN_UPDATED : TOKEN_CREATED}
          onSubmit={save}
          onClose={() => setOpen(false)}
        />
      ) : null}
      {dialog}
    </SectionCard>
  );
}

/** 'Ativo' once every credential of the provider is stored (spec: active once a key id exists). */
function ProviderStatus({ state }: { state: PaymentProviderState }) {
  return (
    <Chip
      size="small"
      sx={{ mb: 1 }}
      color={state.active ? 'success' : 'default'}
      label={state.active ? 'Ativo' : 'Inativo'}
    />
  );
}
