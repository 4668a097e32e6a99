// /Images ('Imagens'): the pictures of the store's home page. An image is added by its address
// ('Adicionar Imagem', disabled while the field is empty; 'URL inválida. Insira um URL válido.' when
// it does not parse) or dropped as a file (image/* only; stored and resized by the server). Each
// shows as a preview card with its delete. 'Fechar' leaves the page, back to where the user came
// from. An admin picks the store first.
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardMedia,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LandingImage } from '../../../../generated/types';
import { useCall, useCallMutation } from '../../../generic/calls';
import { PageHeading } from '../../../generic/PageHeading';
import { StorePicker, useChosenStore } from '../../../generic/StorePicker';
import { TOAST_MS } from '../../../generic/toasts';
import { useConfirm } from '../../../generic/useConfirm';
import { useUserPermissions } from '../../../permissions';
import { PictureDrop } from '../pictures/PictureDrop';
import { baseName, readPicture, refusalDetail } from '../pictures/readPicture';
import { imageNameOf, isWebAddress } from './address';

export const TITLE = 'Imagens';
export const BAD_URL = 'URL inválida. Insira um URL válido.';
export const ADDED = 'Imagem adicionada com sucesso!';
export const ADD_FAILED = 'Erro ao adicionar a imagem.';
export const CHOOSE_STORE = 'Selecione uma loja antes de salvar.';

function ImageCard({ image, onDelete }: { image: LandingImage; onDelete: (image: LandingImage) => void }) {
  const name = image.name || imageNameOf(image.link);
  // An address that does not load (moved, offline) shows a placeholder, not a broken picture.
  const [broken, setBroken] = useState(false);
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="landing-image-card"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {broken ? (
        <Box
          role="img"
          aria-label={`${name} (não carregou)`}
          sx={{
            height: 140,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <BrokenImageIcon />
          <Typography variant="caption">Imagem indisponível</Typography>
        </Box>
      ) : (
        <CardMedia
          component="img"
          image={image.link}
          alt={name}
          onError={() => setBroken(true)}
          sx={{ height: 140, objectFit: 'cover', bgcolor: 'action.hover' }}
        />
      )}
      <CardActions sx={{ justifyContent: 'space-between', gap: 1, minWidth: 0, mt: 'auto' }}>
        <Typography
          variant="body2"
          title={name}
          sx={{
            minWidth: 0,
            overflowWrap: 'anywhere',
            // Two lines at most: a long file name does not stretch the card.
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {name}
        </Typography>
        <Tooltip title="Excluir imagem">
          <IconButton aria-label={`Excluir imagem ${name}`} color="error" onClick={() => onDelete(image)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}

export function LandingImages() {
  const { admin, isLoading } = useUserPermissions();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [store, chooseStore] = useChosenStore();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [sending, setSending] = useState<{ current: number; total: number } | null>(null);
  const [target, setTarget] = useState<LandingImage | null>(null);
  const storeBody = admin ? (store ? { company_id: store } : null) : {};
  const { data, isPending } = useCall(
    'landingImagesOfStore',
    isLoading || !storeBody
      ? null
      : { ...storeBody, itens_per_page: 1000, ordenate_field: 'id', ordenate_type: 'asc' },
  );
  const images = data?.data ?? [];
  const invalidate = { calls: ['landingImagesOfStore' as const] };
  const add = useCallMutation('landingImageAdd', { invalidate });
  const upload = useCallMutation('landingImageUpload', { invalidate });
  const remove = useCallMutation('landingImageDelete', { invalidate });
  const { ask, dialog } = useConfirm({
    title: 'Excluir imagem',
    text: `A imagem${target?.name ? ` “${target.name}”` : ''} sairá da página inicial da loja. Deseja continuar?`,
    confirmLabel: 'Excluir',
  });
  const toast = (text: string, type: 'success' | 'error') =>
    notify(text, { type, autoHideDuration: TOAST_MS });
  const company = admin && store ? { company_id: store } : {};

  const onAdd = async () => {
    const link = url.trim();
    if (!isWebAddress(link)) {
      setUrlError(BAD_URL);
      toast(BAD_URL, 'error');
      return;
    }
    if (admin && !store) {
      toast(CHOOSE_STORE, 'error');
      return;
    }
    try {
      await add.mutateAsync({ link, name: imageNameOf(link), ...company });
      setUrl('');
      toast(ADDED, 'success');
    } catch (error) {
      toast(`${ADD_FAILED} ${refusalDetail(error)}`.trim(), 'error');
    }
  };

  const onFiles = async (accepted: File[], refused: File[]) => {
    for (const file of refused) toast(`${ADD_FAILED} ${file.name} não é uma imagem.`, 'error');
    if (!accepted.length) return;
    if (admin && !store) {
      toast(CHOOSE_STORE, 'error');
      return;
    }
    let added = 0;
    try {
      for (const [index, file] of accepted.entries()) {
        setSending({ current: index + 1, total: accepted.length });
        try {
          const base64 = await readPicture(file);
          await upload.mutateAsync({ base64, name: baseName(file.name), ...company });
          added += 1;
        } catch (error) {
          toast(`${ADD_FAILED} ${file.name}: ${refusalDetail(error)}`.trim(), 'error');
        }
      }
    } finally {
      setSending(null);
    }
    if (added) toast(ADDED, 'success');
  };

  const onDelete = async (image: LandingImage) => {
    setTarget(image);
    if (!(await ask())) return;
    try {
      await remove.mutateAsync({ id: image.id });
      toast('Imagem excluída com sucesso!', 'success');
    } catch (error) {
      toast(`Erro ao excluir a imagem. ${refusalDetail(error)}`.trim(), 'error');
    }
  };

  // Back where the user came from; opened directly (no history in the panel), to the home page.
  const close = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));

  return (
    <>
      <PageHeading title={TITLE} caption="As imagens que aparecem na página inicial da loja virtual." />
      <Card sx={{ p: 2 }}>
        <Stack spacing={2}>
          {admin ? <StorePicker value={store} onChange={chooseStore} /> : null}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              label="URL da imagem"
              placeholder="https://"
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setUrlError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && url.trim()) void onAdd();
              }}
              error={!!urlError}
              helperText={urlError ?? undefined}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />
            <Button variant="contained" disabled={!url.trim() || add.isPending} onClick={() => void onAdd()}>
              Adicionar Imagem
            </Button>
          </Stack>
          <PictureDrop
            multiple
            inputLabel="Selecionar imagens"
            buttonLabel="Escolher imagens"
            text="Arraste imagens aqui ou clique para selecionar"
            hint="Somente imagens (JPEG, PNG, WebP ou HEIC); reduzidas para até 1800 px."
            busy={sending !== null}
            busyLabel={sending ? `Enviando ${sending.current} de ${sending.total}…` : undefined}
            onFiles={(accepted, refused) => void onFiles(accepted, refused)}
            testId="landing-drop"
          />
          {admin && !store ? (
            <Typography color="text.secondary">Escolha a loja para ver as imagens dela.</Typography>
          ) : isPending ? (
            <LinearProgress aria-label="Carregando imagens" />
          ) : images.length ? (
            <Box
              component="ul"
              aria-label="Imagens da página inicial"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
              }}
            >
              {images.map((image) => (
                <ImageCard key={image.id} image={image} onDelete={(i) => void onDelete(i)} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">Nenhuma imagem cadastrada</Typography>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="outlined" startIcon={<CloseIcon />} onClick={close}>
              Fechar
            </Button>
          </Box>
        </Stack>
      </Card>
      {dialog}
    </>
  );
}

export default LandingImages;
