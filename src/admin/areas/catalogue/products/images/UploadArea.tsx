// The drop area of the images section: photos dragged in or picked (several at once, HEIC/HEIF
// included), and while they are sent, a bar with 'Enviando 2 de 5…' in place of the invitation.
// The area itself is no control (a control may not hold another: its file input, its button): a
// click anywhere in it opens the picker for the mouse, and its 'Enviar fotos' button is the control
// for the keyboard and screen readers.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { ACCEPT, MAX_HEIGHT, MAX_WIDTH } from './resize';
import { dropzoneSx } from '../../../../generic/dropzone';

export const DROP_TEXT = 'Arraste as fotos aqui ou clique para selecionar';

interface Props {
  onFiles: (files: File[]) => void;
  progress: { current: number; total: number } | null;
  progressLabel: string | null;
}

export function UploadArea({ onFiles, progress, progressLabel }: Props) {
  const busy = progress !== null;
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    disabled: busy,
    // The button inside is what takes the focus, not the whole area.
    noKeyboard: true,
    // Files of other kinds are told about by the upload, not silently dropped.
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((r) => r.file)]),
  });
  return (
    <Box {...getRootProps()} sx={{ ...dropzoneSx(isDragActive, busy ? 'progress' : 'pointer'), p: 3, mb: 2 }}>
      {/* Named in pt-BR: unnamed, the file input was announced as 'file upload'. */}
      <input {...getInputProps()} aria-label="Selecionar fotos do produto" data-testid="image-upload-input" />
      {busy ? (
        <Box role="status" aria-live="polite">
          <Typography sx={{ mb: 1 }}>{progressLabel}</Typography>
          <LinearProgress
            variant="determinate"
            value={((progress.current - 1) / progress.total) * 100}
            aria-label={progressLabel ?? undefined}
          />
        </Box>
      ) : (
        <>
          <CloudUploadIcon color="action" fontSize="large" />
          <Typography>{DROP_TEXT}</Typography>
          <Typography variant="body2" color="text.secondary">
            JPEG, PNG ou HEIC — reduzidas para até {MAX_WIDTH}×{MAX_HEIGHT} px antes do envio.
          </Typography>
          <Button
            variant="outlined"
            sx={{ mt: 1.5 }}
            onClick={(event) => {
              // The area's own click would open the picker a second time.
              event.stopPropagation();
              open();
            }}
          >
            Enviar fotos
          </Button>
        </>
      )}
    </Box>
  );
}
