// A photo at full size over the page (a product's images, an order item's photo): full screen on a
// phone, closed by its pt-BR 'Fechar' button or Esc.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery } from '@mui/material';
import { useId } from 'react';
import { PHONE_QUERY } from './SchemaList';

export function PhotoDialog({
  src,
  title,
  alt,
  onClose,
}: {
  /** The image's URL; none keeps the dialog closed. */
  src: string | null | undefined;
  title: string;
  alt: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const titleId = useId();
  return (
    <Dialog open={!!src} onClose={onClose} fullScreen={phone} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Fechar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {src ? (
          <Box
            component="img"
            src={src}
            alt={alt}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', mx: 'auto' }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
