// The add and addMobile dialogs: files dropped or picked (images or MP4/WebM videos, as many as the
// list still takes), one link for them, and 'Adicionar' puts them at the end of the list; they are
// sent with 'Atualizar'.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { MAX_BANNER_IMAGE_MB, MAX_BANNER_VIDEO_MB } from '../../../../shared/banners';
import { linkError } from './BannerList';
import type { DraftBanner } from './draft';
import { newKey } from './draft';
import { ACCEPT, readBannerFile } from './files';
import { dropzoneSx } from '../../../generic/dropzone';

interface Props {
  title: string;
  /** How many more the list takes (7 minus its size). */
  room: number;
  /** Characters of base64 the next save may still carry. */
  budget: number;
  onAdd: (banners: DraftBanner[]) => void;
  onClose: () => void;
}

export const TOO_MUCH_PENDING =
  'Clique em Atualizar para salvar os banners já adicionados antes de enviar mais arquivos.';

export function AddBannerDialog({ title, room, budget, onAdd, onClose }: Props) {
  const [picked, setPicked] = useState<DraftBanner[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const [link, setLink] = useState('');
  const left = room - picked.length;

  const onFiles = async (files: File[]) => {
    setReading(true);
    const found: string[] = [];
    const added: DraftBanner[] = [];
    let spent = picked.reduce((sum, b) => sum + (b.base64?.length ?? 0), 0);
    for (const file of files) {
      if (added.length >= left) {
        found.push(`${file.name}: a lista já tem o máximo de banners`);
        continue;
      }
      const read = await readBannerFile(file);
      if ('error' in read) found.push(read.error);
      else if (spent + read.dataUrl.length > budget) found.push(`${file.name}: ${TOO_MUCH_PENDING}`);
      else {
        spent += read.dataUrl.length;
        added.push({ key: newKey(), src: read.dataUrl, base64: read.dataUrl, link: '', kind: read.kind });
      }
    }
    setPicked((p) => [...p, ...added]);
    setErrors(found);
    setReading(false);
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    disabled: reading || left <= 0,
    noKeyboard: true,
    onDrop: (accepted, rejected) => void onFiles([...accepted, ...rejected.map((r) => r.file)]),
  });
  const error = linkError(link);

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-banner-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-banner-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Box {...getRootProps()} sx={dropzoneSx(isDragActive, left > 0 ? 'pointer' : 'default')}>
            <input
              {...getInputProps()}
              aria-label="Selecionar arquivos do banner"
              data-testid="banner-upload-input"
            />
            <CloudUploadIcon color="action" fontSize="large" />
            <Typography>Arraste imagens ou vídeos aqui ou clique para selecionar</Typography>
            <Typography variant="body2" color="text.secondary">
              Imagens JPEG, PNG, WebP ou HEIC (até {MAX_BANNER_IMAGE_MB} MB) ou vídeos MP4 ou WebM (até{' '}
              {MAX_BANNER_VIDEO_MB} MB). Ainda cabem {left} {left === 1 ? 'banner' : 'banners'}.
            </Typography>
            <Button
              variant="outlined"
              sx={{ mt: 1 }}
              disabled={reading || left <= 0}
              onClick={(event) => {
                event.stopPropagation();
                open();
              }}
            >
              Escolher arquivos
            </Button>
          </Box>
          {reading ? <LinearProgress aria-label="Lendo arquivos" /> : null}
          {errors.length ? (
            <Alert severity="error">
              {errors.map((e) => (
                <div key={e}>{e}</div>
              ))}
            </Alert>
          ) : null}
          {picked.length ? (
            <Box
              component="ul"
              aria-label="Arquivos escolhidos"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
            >
              {picked.map((b, i) => (
                <Box component="li" key={b.key} sx={{ width: 120 }}>
                  {b.kind === 'video' ? (
                    <Box
                      component="video"
                      src={b.src}
                      muted
                      aria-label={`Vídeo escolhido ${i + 1}`}
                      sx={{ width: '100%', aspectRatio: '8 / 3', objectFit: 'cover', display: 'block' }}
                    />
                  ) : (
                    <Box
                      component="img"
                      src={b.src}
                      alt={`Imagem escolhida ${i + 1}`}
                      sx={{ width: '100%', aspectRatio: '8 / 3', objectFit: 'cover', display: 'block' }}
                    />
                  )}
                  <Button size="small" onClick={() => setPicked((p) => p.filter((x) => x.key !== b.key))}>
                    Remover
                  </Button>
                </Box>
              ))}
            </Box>
          ) : null}
          <TextField
            size="small"
            label="Link"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            error={!!error}
            helperText={error ?? 'Opcional: para onde o banner leva (https://… ou /pagina)'}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!picked.length || !!error || reading}
          onClick={() => onAdd(picked.map((b) => ({ ...b, link: link.trim() })))}
        >
          Adicionar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
