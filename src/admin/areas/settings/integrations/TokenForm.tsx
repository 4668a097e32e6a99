// A store's token for one integration service (spec sections 6, 7 and 8): the stock integrators, the
// Facebook and Google services and the Melhor Envio token of the delivery settings. An admin picks
// the store first; the service comes next (the Token input stays disabled until one is chosen). No
// key yet: 'Cadastrar'. A key stored: it shows masked (its last 4 characters, never the token) and
// 'Atualizar' replaces it with what is typed, then the input empties again (changeKey off);
// 'Excluir' removes it. Reads and writes go through the data provider: /integration-key-value/show
// (by key_name) and the generic save, update and delete; each change reloads the key lists of the
// page (the 'Integrações cadastradas' under the integration pages' forms).
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useDelete, useNotify, useUpdate } from 'react-admin';
import { HttpError } from 'react-admin';
import { callKey, useCall } from '../../../generic/calls';
import { errorText } from '../../../api';
import { StorePicker } from '../../../generic/StorePicker';
import { TOAST_MS } from '../../../generic/toasts';
import { useConfirm } from '../../../generic/useConfirm';
import { secretMask } from '../../../generic/widgets';
import { useUserPermissions } from '../../../permissions';
import type { TokenService } from './services';

/** The spec's messages (section 8). */
export const TOKEN_CREATED = 'Token foi cadastrado com sucesso!';
export const TOKEN_UPDATED = 'Token alterado com sucesso!';
export const TOKEN_DELETED = 'Token foi excluído com sucesso!';
export const DELETE_FAILED = 'Erro ao excluir integração.';

export interface TokenFormProps {
  title: string;
  services: TokenService[];
  /** The store, when the screen already knows it (the delivery settings form); else the admin picks. */
  companyId?: number;
  /**
   * The admin's pick, where the page shows it elsewhere too (the list of the store's keys under
   * the form): the page holds it. Without these the form keeps its own.
   */
  picked?: number | null;
  onPick?: (store: number | null) => void;
  /** A page's own heading (h1) or a card inside a form (h2). */
  heading?: 'h1' | 'h2';
  /** 'Limpar filtros': empties the choices. */
  clearLabel?: string;
  /** The token input's label for a service (default 'Token'). */
  tokenLabel?: (service: string) => string;
  /** After 'Excluir' removed the key (a key's own page leaves, as its record is gone). */
  onDeleted?: () => void;
  /** The submit button's words without and with a stored key (default Cadastrar / Atualizar). */
  submitLabels?: { create: string; update: string };
}

const RESOURCE = 'integration-key-value';

export function TokenForm({
  title,
  services,
  companyId,
  picked: pickedByPage,
  onPick,
  onDeleted,
  heading = 'h1',
  clearLabel,
  tokenLabel = () => 'Token',
  submitLabels = { create: 'Cadastrar', update: 'Atualizar' },
}: TokenFormProps) {
  const { admin, company_id: own } = useUserPermissions();
  // A card for one service inside a screen (Melhor Envio) has no choice to make; a page asks.
  const single = companyId !== undefined && services.length === 1 ? services[0].key : '';
  const [ownPick, setOwnPick] = useState<number | null>(null);
  const picked = onPick ? (pickedByPage ?? null) : ownPick;
  const setPicked = onPick ?? setOwnPick;
  const [service, setService] = useState(single);
  const [token, setToken] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [remove, { isPending: removing }] = useDelete();
  const { ask, dialog } = useConfirm({
    title: 'Excluir token',
    text: 'Deseja excluir o token desta integração?',
    confirmLabel: 'Excluir',
  });

  // A store user's key is its own store's; an admin's is of the store given or picked.
  const store = companyId ?? (admin ? picked : own) ?? null;
  const storeMissing = admin && !store;
  const query = store && service ? { key_name: service, ...(admin ? { company_id: store } : {}) } : null;
  const existing = useCall('integrationKeyShow', query, { notifyError: false });
  const missing = existing.error instanceof HttpError && existing.error.status === 404;
  const key = missing ? undefined : existing.data;
  const readFailed = existing.error && !missing ? errorText(existing.error) : null;
  const busy = creating || updating || removing;
  const label = tokenLabel(service);
  const serviceLabel = services.find((s) => s.key === service)?.label;

  const done = (message: string) => {
    setToken('');
    setFailure(null);
    notify(message, { type: 'success', autoHideDuration: TOAST_MS });
    void queryClient.invalidateQueries({ queryKey: callKey('integrationKeyShow') });
    void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
  };
  const failed = (error: unknown) => setFailure(errorText(error));

  const submit = () => {
    if (!store || !service || !token.trim()) return;
    if (key)
      update(
        RESOURCE,
        { id: key.id, data: { value: token }, previousData: key },
        { onSuccess: () => done(TOKEN_UPDATED), onError: failed },
      );
    else
      create(
        RESOURCE,
        { data: { key_name: service, value: token, company_id: store } },
        { onSuccess: () => done(TOKEN_CREATED), onError: failed },
      );
  };

  const erase = async () => {
    if (!key || !(await ask())) return;
    remove(
      RESOURCE,
      { id: key.id, previousData: key },
      {
        onSuccess: () => {
          done(TOKEN_DELETED);
          onDeleted?.();
        },
        onError: () => setFailure(DELETE_FAILED),
      },
    );
  };

  const clear = () => {
    setPicked(null);
    setService(single);
    setToken('');
    setFailure(null);
  };

  const mask = key ? secretMask(key.value) : null;
  const headingId = `token-form-${services.map((s) => s.key).join('-')}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography
          id={headingId}
          variant={heading === 'h1' ? 'h5' : 'h6'}
          component={heading}
          sx={{ mb: 2 }}
        >
          {title}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack spacing={2}>
            {admin && companyId === undefined ? (
              <StorePicker
                value={picked}
                onChange={(s) => {
                  setPicked(s);
                  setToken('');
                  setFailure(null);
                }}
                required
                width="100%"
              />
            ) : null}
            {!single ? (
              <TextField
                select
                label="Serviço"
                required
                size="small"
                value={service}
                disabled={storeMissing}
                helperText={storeMissing ? 'Escolha primeiro a loja' : undefined}
                onChange={(e) => {
                  setService(e.target.value);
                  setToken('');
                  setFailure(null);
                }}
              >
                <MenuItem value="">
                  <em>Selecione</em>
                </MenuItem>
                {services.map((s) => (
                  <MenuItem key={s.key} value={s.key}>
                    {s.label}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              label={label}
              required
              size="small"
              type="password"
              autoComplete="new-password"
              value={token}
              disabled={!service || storeMissing}
              onChange={(e) => setToken(e.target.value)}
              helperText={
                !service
                  ? 'Escolha primeiro o serviço'
                  : mask
                    ? `Token cadastrado: ${mask}. Digite um novo token para atualizar.`
                    : undefined
              }
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
            {key ? (
              <Typography variant="body2" color="text.secondary" data-testid="token-stored">
                {serviceLabel}: token cadastrado ({mask})
              </Typography>
            ) : null}
            {failure || readFailed ? <Alert severity="error">{failure ?? readFailed}</Alert> : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                type="submit"
                variant="contained"
                disabled={busy || !store || !service || !token.trim() || existing.isFetching}
              >
                {key ? submitLabels.update : submitLabels.create}
              </Button>
              {key ? (
                <Button color="error" variant="outlined" disabled={busy} onClick={() => void erase()}>
                  Excluir
                </Button>
              ) : null}
              {clearLabel ? (
                <Button variant="text" onClick={clear}>
                  {clearLabel}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Box>
      </CardContent>
      {dialog}
    </Card>
  );
}
