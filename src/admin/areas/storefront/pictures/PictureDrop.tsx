// A drop area for pictures (image/* only; HEIC/HEIF too): dragged in or picked with its button. As
// in the product images section, the area itself is no control (a control may not hold another):
// a click anywhere opens the picker for the mouse, and its button is the control for the keyboard
// and screen readers. Files that are not pictures are handed over too, to be told about.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { PICTURE_ACCEPT } from './readPicture';
import { dropzoneSx } from '../../../generic/dropzone';

interface Props {
  /** The accessible name of the hidden file input ('Selecionar logo'). */
  inputLabel: string;
  buttonLabel: string;
  text: string;
  hint?: string;
  multiple?: boolean;
  busy?: boolean;
  busyLabel?: string;
  onFiles: (accepted: File[], refused: File[]) => void;
  testId?: string;
}

export function PictureDrop({
  inputLabel,
  buttonLabel,
  text,
  hint,
  multiple = false,
  busy = false,
  busyLabel = 'Enviando…',
  onFiles,
  testId,
}: Props) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: PICTURE_ACCEPT,
    multiple,
    disabled: busy,
    noKeyboard: true,
    onDrop: (accepted, rejected) =>
      onFiles(
        accepted,
        rejected.map((r) => r.file),
      ),
  });
  return (
    <Box
      {...getRootProps()}
      data-testid={testId}
      sx={dropzoneSx(isDragActive, busy ? 'progress' : 'pointer')}
    >
      <input {...getInputProps()} aria-label={inputLabel} />
      {busy ? (
        <Box role="status" aria-live="polite">
          <Typography sx={{ mb: 1 }}>{busyLabel}</Typography>
          <LinearProgress aria-label={busyLabel} />
        </Box>
      ) : (
        <>
          <CloudUploadIcon color="action" fontSize="large" />
          <Typography>{text}</Typography>
          {hint ? (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
          <Button
            variant="outlined"
            sx={{ mt: 1.5 }}
            onClick={(event) => {
              // The area's own click would open the picker a second time.
              event.stopPropagation();
              open();
            }}
          >
            {buttonLabel}
          </Button>
        </>
      )}
    </Box>
  );
}
