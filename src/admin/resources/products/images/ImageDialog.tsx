// A product photo at full size (img_name + '1000.jpg'), over the page.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { fullSizeUrl, type ProductImage } from './imageModel';

export function ImageDialog({ image, onClose }: { image: ProductImage | null; onClose: () => void }) {
  return (
    <Dialog open={!!image} onClose={onClose} maxWidth="md" aria-labelledby="image-dialog-title">
      <DialogTitle id="image-dialog-title" sx={{ pr: 6 }}>
        {image?.color ? `Imagem do produto — ${image.color}` : 'Imagem do produto'}
        <IconButton aria-label="Fechar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {image ? (
          <Box
            component="img"
            src={fullSizeUrl(image)}
            alt="Foto do produto em tamanho real"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', mx: 'auto' }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
