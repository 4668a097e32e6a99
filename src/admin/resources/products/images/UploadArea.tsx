// The drop area of the images section: photos dragged in or picked (several at once, HEIC/HEIF
// included), and while they are sent, a bar with 'Enviando 2 de 5…' in place of the invitation.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { ACCEPT, MAX_HEIGHT, MAX_WIDTH } from './resize';

export const DROP_TEXT = 'Arraste as fotos aqui ou clique para selecionar';

interface Props {
  onFiles: (files: File[]) => void;
  progress: { current: number; total: number } | null;
  progressLabel: string | null;
}

export function UploadArea({ onFiles, progress, progressLabel }: Props) {
  const busy = progress !== null;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    disabled: busy,
    // Files of other kinds are told about by the upload, not silently dropped.
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((r) => r.file)]),
  });
  return (
    <Box
      // A button for keyboard and screen-reader users: Enter or Space opens the file picker.
      {...getRootProps({ role: 'button', 'aria-label': 'Enviar fotos' })}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: isDragActive ? 'action.hover' : 'background.default',
        p: 3,
        mb: 2,
        textAlign: 'center',
        cursor: busy ? 'progress' : 'pointer',
        outline: 'none',
        '&:focus-visible': { borderColor: 'primary.main' },
      }}
    >
      <input {...getInputProps()} data-testid="image-upload-input" />
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
        </>
      )}
    </Box>
  );
}
