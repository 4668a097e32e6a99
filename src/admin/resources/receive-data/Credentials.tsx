// Under a saved 'Dados de Recebimento' form: the intermediary's credentials (Cielo's merchant id and
// key on the record; e.Rede's PV and token and Pagar.me's API key as integration keys; Pagar.me v5
// connected through the provider's page) and the boleto card ('Cadastrar Chave' / 'Alterar Chave').
// Credentials are never shown back: a stored one reads as its last 4 characters, and a dialog
// replaces it only with what is typed.
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  required,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { errorText } from '../../api';
import type { AppDataProvider } from '../../dataProvider';
import { fieldErrorsOf, FormDialog } from '../../generic/FormDialog';
import { isSecretHint, secretMask } from '../../generic/widgets';
import { SectionCard } from '../../generic/SectionCard';
import { TOAST_MS } from '../../generic/toasts';
import { pagarmeV5ConnectUrl } from './connect';
import { useSaveKeys, useStoreKeys } from './keys';

type Values = Record<string, unknown>;

interface CredentialField {
  /** The integration key's name, or the record's field (Cielo). */
  name: string;
  label: string;
  /** Shown whole (an identifier) rather than masked. */
  plain?: boolean;
}

const CREDENTIALS: Record<string, { title: string; fields: CredentialField[]; onRecord?: boolean }> = {
  cielo: {
    title: 'Credenciais Cielo',
    onRecord: true,
    fields: [
      { name: 'merchant_id', label: 'Merchant ID', plain: true },
      { name: 'merchant_key', label: 'Merchant Key' },
    ],
  },
  rede: {
    title: 'Credenciais e.Rede',
    fields: [
      { name: 'rede_pv', label: 'PV (número de filiação)' },
      { name: 'rede_token', label: 'Token' },
    ],
  },
  pagarme: { title: 'Credenciais Pagar.me', fields: [{ name: 'pagarme_api_key', label: 'Chave de API' }] },
};

const BOLETO_KEY = 'boleto_melhor_envio_key';
const V5_TOKEN = 'pagarmev5_access_token';

/** How a stored credential reads: the identifier itself, its last 4, or 'Não cadastrado'. */
function shown(value: unknown, plain?: boolean): string {
  if (plain && typeof value === 'string' && value) return value;
  if (isSecretHint(value)) return secretMask(value) ?? '';
  return 'Não cadastrado';
}

function CredentialRows({ rows }: { rows: Array<{ label: string; value: string }> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
      {rows.map((r) => (
        <Box key={r.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {r.label}:
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {r.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A dialog of credential inputs: empty, each saying what is stored; 'Salvar' sends what was typed. */
function CredentialDialog({
  title,
  fields,
  stored,
  onSubmit,
  onClose,
}: {
  title: string;
  fields: CredentialField[];
  stored: Record<string, unknown>;
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
}) {
  const notify = useNotify();
  // An identifier shown whole is edited as it is; a secret starts empty.
  const [initial] = useState<Values>(() =>
    Object.fromEntries(
      fields.map((f) => [f.name, f.plain && typeof stored[f.name] === 'string' ? stored[f.name] : '']),
    ),
  );
  const submit = async (values: Values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
    notify('Credenciais salvas com sucesso', { type: 'success', autoHideDuration: TOAST_MS });
    onClose();
    return undefined;
  };
  return (
    <FormDialog
      id="credential-dialog-title"
      title={title}
      record={initial}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      {fields.map((f) => {
        const isSet = isSecretHint(stored[f.name]);
        return (
          <TextInput
            key={f.name}
            source={f.name}
            label={f.label}
            fullWidth
            autoComplete="off"
            // A credential not stored yet must be typed; a stored one may stay as it is.
            validate={isSet || (f.plain && stored[f.name]) ? undefined : required('Campo obrigatório')}
            helperText={
              isSet ? `Cadastrado: ${secretMask(stored[f.name])}. Deixe em branco para manter.` : false
            }
          />
        );
      })}
    </FormDialog>
  );
}

/** Cielo's credentials live on the record; e.Rede's and Pagar.me's are integration keys. */
function IntermediaryCredentials({ record }: { record: RaRecord }) {
  const config = CREDENTIALS[String(record.intermediary)];
  const companyId = Number(record.company_id);
  const names = config && !config.onRecord ? config.fields.map((f) => f.name) : [];
  const keys = useStoreKeys(companyId, names);
  const saveKeys = useSaveKeys();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!config) return null;
  const stored: Record<string, unknown> = Object.fromEntries(
    config.fields.map((f) => [f.name, config.onRecord ? record[f.name] : keys.byName.get(f.name)?.value]),
  );
  const anySet = config.fields.some(
    (f) => stored[f.name] !== null && stored[f.name] !== undefined && stored[f.name] !== '',
  );
  const save = async (values: Values) => {
    if (config.onRecord) {
      const data: Values = {};
      for (const f of config.fields) {
        const v = values[f.name];
        if (typeof v === 'string' && (v.trim() || f.plain)) data[f.name] = v.trim() || null;
      }
      await dataProvider.update('receive-data', { id: record.id, data, previousData: record });
      refresh();
    } else {
      await saveKeys(companyId, keys.byName, values);
      await keys.refetch();
    }
  };
  return (
    <SectionCard
      title={config.title}
      action={
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {anySet ? 'Alterar Credenciais' : 'Cadastrar Credenciais'}
        </Button>
      }
    >
      <CredentialRows
        rows={config.fields.map((f) => ({ label: f.label, value: shown(stored[f.name], f.plain) }))}
      />
      {open ? (
        <CredentialDialog
          title={config.title}
          fields={config.fields}
          stored={stored}
          onSubmit={save}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </SectionCard>
  );
}

/** Pagar.me v5: connected through the provider's page, which sends the user back with a code. */
function PagarmeV5Connection({ record }: { record: RaRecord }) {
  const companyId = Number(record.company_id);
  const keys = useStoreKeys(companyId, [V5_TOKEN]);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const token = keys.byName.get(V5_TOKEN)?.value;
  const connect = async () => {
    setBusy(true);
    try {
      window.location.assign(await pagarmeV5ConnectUrl(dataProvider, companyId));
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      setBusy(false);
    }
  };
  return (
    <SectionCard
      title="Pagar.me v5"
      action={
        <Button variant="outlined" onClick={() => void connect()} disabled={busy}>
          {token ? 'Reconectar ao Pagar.me' : 'Conectar ao Pagar.me'}
        </Button>
      }
    >
      {keys.isPending ? null : token ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Chip color="success" label="Conectado" size="small" />
          <Typography>Token de acesso: {shown(token)}</Typography>
        </Stack>
      ) : (
        <Alert severity="info">
          Conecte a loja ao Pagar.me: você será levado à página do Pagar.me para autorizar e voltará para esta
          tela.
        </Alert>
      )}
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
  return (
    <>
      {record.intermediary === 'pagarmev5' ? (
        <PagarmeV5Connection record={record} />
      ) : (
        <IntermediaryCredentials record={record} />
      )}
      <BoletoCard record={record} />
    </>
  );
}
