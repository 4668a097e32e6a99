// 'Logo e Favicon' (/layout/personalization/logo): the store's logo and favicon, each an image-only
// drop area with its preview. A picture picked waits until 'Salvar' (Remover drops it before
// then); a stored one is deleted at once by its type (Excluir). An admin picks the store first
// ('Selecione uma loja antes de salvar.' otherwise). The server keeps one row per store, makes the
// favicon's sizes and sets the store's logo address.
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { LogoSetRow, LogoType } from '../../../../shared/calls';
import { useCall, useCallMutation } from '../../../generic/calls';
import { PageHeading } from '../../../generic/PageHeading';
import { StorePicker, useChosenStore } from '../../../generic/StorePicker';
import { TOAST_MS } from '../../../generic/toasts';
import { useConfirm } from '../../../generic/useConfirm';
import { useUserPermissions } from '../../../permissions';
import { PictureDrop } from '../pictures/PictureDrop';
import { readPicture, refusalDetail } from '../pictures/readPicture';

export const TITLE = 'Logo e Favicon';
export const CHOOSE_STORE = 'Selecione uma loja antes de salvar.';
export const SAVED = 'Imagens atualizadas com sucesso!';
export const SAVE_FAILED = 'Erro ao salvar imagens.';
const NOT_AN_IMAGE = 'Envie apenas imagens (JPEG, PNG, WebP ou HEIC).';

interface PictureSpec {
  type: LogoType;
  title: string;
  hint: string;
  stored: (row: LogoSetRow | undefined) => string | null;
}

const PICTURES: PictureSpec[] = [
  {
    type: 'logo',
    title: 'Logo',
    hint: 'PNG com fundo transparente fica melhor; até 1800×1800 px.',
    stored: (row) => row?.logo ?? null,
  },
  {
    type: 'favIcon',
    title: 'Favicon',
    hint: 'De preferência quadrado; geramos os tamanhos 16, 32, 180, 192 e 512 px.',
    stored: (row) => row?.fav_icon ?? null,
  },
];

interface PictureCardProps {
  spec: PictureSpec;
  stored: string | null;
  pending: string | null;
  busy: boolean;
  onPick: (dataUrl: string) => void;
  onRemove: () => void;
  onDelete: () => void;
}

function PictureCard({ spec, stored, pending, busy, onPick, onRemove, onDelete }: PictureCardProps) {
  const notify = useNotify();
  const [reading, setReading] = useState(false);
  const shown = pending ?? stored;
  const fail = (text: string) => notify(text, { type: 'error', autoHideDuration: TOAST_MS });
  const pick = async (accepted: File[], refused: File[]) => {
    if (refused.length || !accepted.length) {
      fail(NOT_AN_IMAGE);
      return;
    }
    setReading(true);
    try {
      onPick(await readPicture(accepted[0]));
    } catch (error) {
      fail(`Não foi possível ler ${accepted[0].name}. ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setReading(false);
    }
  };
  return (
    <Card component="section" aria-label={spec.title} sx={{ flex: 1, minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h6" component="h2">
            {spec.title}
          </Typography>
          {pending ? <Chip size="small" color="warning" label="Não salvo" /> : null}
        </Stack>
        <Box
          sx={{
            height: 160,
            mb: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 1,
            // A checkerboard shows where the picture is transparent.
            backgroundColor: '#fff',
            backgroundImage:
              'linear-gradient(45deg, #eee 25%, transparent 25%), linear-gradient(-45deg, #eee 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #eee 75%), linear-gradient(-45deg, transparent 75%, #eee 75%)',
            backgroundSize: '16px 16px',
            backgroundPosition: '0 0, 0 8px, 8px -8px, -8px 0',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={`Prévia do ${spec.title.toLowerCase()}`}
              data-testid={`${spec.type}-preview`}
              sx={{ maxWidth: '100%', maxHeight: spec.type === 'logo' ? 150 : 96, objectFit: 'contain' }}
            />
          ) : (
            <Typography color="text.secondary">Nenhum {spec.title.toLowerCase()} cadastrado</Typography>
          )}
        </Box>
        <PictureDrop
          inputLabel={`Selecionar ${spec.title.toLowerCase()}`}
          buttonLabel={`Escolher ${spec.title.toLowerCase()}`}
          text="Arraste uma imagem aqui ou clique para selecionar"
          hint={spec.hint}
          busy={reading || busy}
          busyLabel={reading ? 'Lendo a imagem…' : 'Salvando…'}
          onFiles={(accepted, refused) => void pick(accepted, refused)}
          testId={`${spec.type}-drop`}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {pending ? (
            <Button
              onClick={onRemove}
              disabled={busy}
              aria-label={`Remover o ${spec.title.toLowerCase()} escolhido`}
            >
              Remover
            </Button>
          ) : null}
          {stored ? (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={onDelete}
              disabled={busy}
              aria-label={`Excluir o ${spec.title.toLowerCase()} salvo`}
            >
              Excluir
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function LogoFavicon() {
  const { admin, isLoading } = useUserPermissions();
  const notify = useNotify();
  const [store, chooseStore] = useChosenStore();
  const [pending, setPending] = useState<Partial<Record<LogoType, string>>>({});
  const [deleting, setDeleting] = useState<LogoType | null>(null);
  const storeBody = admin ? (store ? { company_id: store } : null) : {};
  const { data, isPending } = useCall('logoSetOfStore', isLoading ? null : storeBody);
  const row = data?.data[0];
  const invalidate = { calls: ['logoSetOfStore' as const] };
  const save = useCallMutation('logoSetSave', { invalidate });
  const update = useCallMutation('logoSetUpdate', { invalidate });
  const remove = useCallMutation('logoSetDelete', { invalidate });
  const saving = save.isPending || update.isPending || remove.isPending;
  const { ask, dialog } = useConfirm({
    title: deleting === 'logo' ? 'Excluir o logo' : 'Excluir o favicon',
    text: 'A imagem salva será excluída da loja. Deseja continuar?',
    confirmLabel: 'Excluir',
  });
  const toast = (text: string, type: 'success' | 'error') =>
    notify(text, { type, autoHideDuration: TOAST_MS });
  const hasPending = Boolean(pending.logo || pending.favIcon);

  const changeStore = (next: number | null) => {
    chooseStore(next);
    setPending({});
  };

  const onSave = async () => {
    if (admin && !store) {
      toast(CHOOSE_STORE, 'error');
      return;
    }
    const pictures = {
      ...(pending.logo ? { logo: pending.logo } : {}),
      ...(pending.favIcon ? { favIcon: pending.favIcon } : {}),
    };
    try {
      if (row) await update.mutateAsync({ id: row.id, ...pictures });
      else await save.mutateAsync({ ...(admin && store ? { company_id: store } : {}), ...pictures });
      setPending({});
      toast(SAVED, 'success');
    } catch (error) {
      toast(`${SAVE_FAILED} ${refusalDetail(error)}`.trim(), 'error');
    }
  };

  const onDelete = async (type: LogoType) => {
    if (!row) return;
    setDeleting(type);
    if (!(await ask())) return;
    try {
      await remove.mutateAsync({ id: row.id, type });
      toast(type === 'logo' ? 'Logo excluído com sucesso!' : 'Favicon excluído com sucesso!', 'success');
    } catch (error) {
      toast(`Erro ao excluir a imagem. ${refusalDetail(error)}`.trim(), 'error');
    }
  };

  return (
    <>
      <PageHeading
        title={TITLE}
        caption="O logo aparece no topo da loja virtual; o favicon, na aba do navegador e no atalho do celular."
      />
      {admin ? (
        <Box sx={{ mb: 2 }}>
          <StorePicker value={store} onChange={changeStore} />
        </Box>
      ) : null}
      {admin && !store ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Escolha a loja para ver e trocar o logo e o favicon dela.
        </Typography>
      ) : null}
      {storeBody && isPending ? (
        <LinearProgress aria-label="Carregando logo e favicon" sx={{ mb: 2 }} />
      ) : null}
      {/* One form: its submit is Salvar, and Enter on a focused control saves as well. */}
      <Box
        component="form"
        aria-label={TITLE}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {PICTURES.map((spec) => (
            <PictureCard
              key={spec.type}
              spec={spec}
              stored={spec.stored(row)}
              pending={pending[spec.type] ?? null}
              busy={saving}
              onPick={(dataUrl) => setPending((p) => ({ ...p, [spec.type]: dataUrl }))}
              onRemove={() => setPending((p) => ({ ...p, [spec.type]: undefined }))}
              onDelete={() => void onDelete(spec.type)}
            />
          ))}
        </Stack>
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={saving || (!hasPending && !(admin && !store))}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Salvar
          </Button>
        </Box>
      </Box>
      {dialog}
    </>
  );
}

export default LogoFavicon;
