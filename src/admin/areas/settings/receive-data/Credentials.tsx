// Under a saved 'Dados de Recebimento' form: the intermediary's credentials — Cielo's merchant id and
// key on the record; e.Rede's PV and token and Pagar.me's API key through their own calls
// (ProviderCredentials); Pagar.me v5 connected through the provider's page — and the boleto card
// ('Cadastrar Chave' / 'Alterar Chave'). Credentials are never shown back: a stored one reads as its
// last 4 characters, and a dialog replaces it only with what is typed.
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { entities } from '../../../../generated/registry';
import { errorText } from '../../../api';
import { callKey } from '../../../generic/calls';
import type { AppDataProvider } from '../../../dataProvider';
import { SectionCard } from '../../../generic/SectionCard';
import { savedMessage, TOAST_MS } from '../../../generic/toasts';
import { useConfirm } from '../../../generic/useConfirm';
import { isSecretHint } from '../../../generic/widgets';
import { useUserPermissions } from '../../../permissions';
import { DELETE_FAILED, TOKEN_DELETED } from '../integrations/TokenForm';
import { pagarmeV5ConnectUrl } from './connect';
import { CredentialDialog, CredentialRows, isStored, shown, type Values } from './CredentialDialog';
import { KEYS, useSaveKeys, useStoreKeys } from './keys';
import { PROVIDERS, ProviderCredentials, useProviderState } from './ProviderCredentials';

const CIELO_FIELDS = [
  { name: 'merchant_id', label: 'Merchant ID', plain: true },
  { name: 'merchant_key', label: 'Merchant Key' },
];
const BOLETO_KEY = 'boleto_melhor_envio_key';
/** The spec's messages for the boleto key (section 8). */
export const KEY_CREATED = 'Chave cadastrada com sucesso!';
export const KEY_UPDATED = 'Valor alterado com sucesso!';

/** Cielo's merchant id and key are fields of the settings record itself. */
function CieloCredentials({ record }: { record: RaRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const resource = useResourceContext()!;
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const stored: Values = Object.fromEntries(CIELO_FIELDS.map((f) => [f.name, record[f.name]]));
  const anySet = CIELO_FIELDS.some((f) => isStored(stored[f.name]));
  const save = async (values: Values) => {
    const data: Values = {};
    for (const f of CIELO_FIELDS) {
      const v = values[f.name];
      if (typeof v === 'string' && (v.trim() || f.plain)) data[f.name] = v.trim() || null;
    }
    await dataProvider.update(resource, { id: record.id, data, previousData: record });
    refresh();
  };
  return (
    <SectionCard
      title="Credenciais Cielo"
      action={
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {anySet ? 'Alterar Credenciais' : 'Cadastrar Credenciais'}
        </Button>
      }
    >
      <CredentialRows
        rows={CIELO_FIELDS.map((f) => ({ label: f.label, value: shown(stored[f.name], f.plain) }))}
      />
      {open ? (
        <CredentialDialog
          title="Credenciais Cielo"
          fields={CIELO_FIELDS}
          stored={stored}
          success={savedMessage(entities.receive_data.label, 'edit')}
          onSubmit={save}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </SectionCard>
  );
}

/**
 * Pagar.me v5: connected through the provider's page, which sends the user back with a code
 * (ReceiveDataCreate). Connected ('pagarmeV5Status'): the access token masked, and 'Desconectar'.
 */
function PagarmeV5Connection({ record }: { record: RaRecord }) {
  const companyId = Number(record.company_id);
  const { admin } = useUserPermissions();
  const { data: state, isPending } = useProviderState('pagarmeCheck', companyId);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = useConfirm({
    title: 'Desconectar do Pagar.me',
    text: 'Deseja excluir o token de acesso do Pagar.me v5? A loja deixa de receber por ele até conectar de novo.',
    confirmLabel: 'Desconectar',
  });
  const connected = state?.pagarmeV5Status === 'connected';
  const connect = async () => {
    setBusy(true);
    try {
      // Only an admin's return names the store (a store user's is always its own).
      window.location.assign(await pagarmeV5ConnectUrl(dataProvider, admin ? companyId : undefined));
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      setBusy(false);
    }
  };
  const disconnect = async () => {
    if (!state?.v5TokenId || !(await ask())) return;
    try {
      await dataProvider.delete(KEYS, { id: state.v5TokenId, previousData: { id: state.v5TokenId } });
      notify(TOKEN_DELETED, { type: 'success', autoHideDuration: TOAST_MS });
    } catch {
      notify(DELETE_FAILED, { type: 'error', autoHideDuration: TOAST_MS });
    }
    await queryClient.invalidateQueries({ queryKey: callKey('pagarmeCheck') });
  };
  return (
    <SectionCard
      title="Pagar.me v5"
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void connect()} disabled={busy || isPending}>
            {connected ? 'Reconectar ao Pagar.me' : 'Conectar ao Pagar.me'}
          </Button>
          {connected ? (
            <Button variant="outlined" color="error" onClick={() => void disconnect()}>
              Desconectar
            </Button>
          ) : null}
        </Stack>
      }
    >
      {isPending ? null : connected ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Chip color="success" label="Conectado" size="small" />
          <Typography>Token de acesso: {shown(state?.v5Token)}</Typography>
        </Stack>
      ) : (
        <Alert severity="info">
          Conecte a loja ao Pagar.me: você será levado à página do Pagar.me para autorizar e voltará para esta
          tela.
        </Alert>
      )}
      {dialog}
    </SectionCard>
  );
}

/** The boleto's key: 'Cadastrar Chave' while there is none, then 'Alterar Chave'. */
function BoletoCard({ record }: { record: RaRecord }) {
  const companyId = Number(record.company_id);
  const keys = useStoreKeys(companyId, [BOLETO_KEY]);
  const saveKeys = useSaveKeys();
  const [open, setOpen] = useState(false);
  const stored = { [BOLETO_KEY]: keys.byName.get(BOLETO_KEY)?.value };
  const isSet = isSecretHint(stored[BOLETO_KEY]);
  const fields = [{ name: BOLETO_KEY, label: 'Chave do boleto' }];
  return (
    <SectionCard
      title="Boleto"
      action={
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {isSet ? 'Alterar Chave' : 'Cadastrar Chave'}
        </Button>
      }
    >
      <CredentialRows rows={[{ label: 'Chave do boleto', value: shown(stored[BOLETO_KEY]) }]} />
      {open ? (
        <CredentialDialog
          title="Chave do boleto"
          fields={fields}
          stored={stored}
          success={isSet ? KEY_UPDATED : KEY_CREATED}
          onSubmit={async (values) => {
            await saveKeys(companyId, keys.byName, values);
            await keys.refetch();
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </SectionCard>
  );
}

export default function ReceiveDataCredentials() {
  const record = useRecordContext();
  if (!record?.id) return null;
  const intermediary = String(record.intermediary);
  return (
    <>
      {intermediary === 'pagarmev5' ? (
        <PagarmeV5Connection record={record} />
      ) : intermediary === 'cielo' ? (
        <CieloCredentials record={record} />
      ) : intermediary === 'rede' || intermediary === 'pagarme' ? (
        <ProviderCredentials provider={PROVIDERS[intermediary]} record={record} />
      ) : null}
      <BoletoCard record={record} />
    </>
  );
}
