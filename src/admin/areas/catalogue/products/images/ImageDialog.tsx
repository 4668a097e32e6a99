// A product photo at full size (img_name + '1000.jpg'), over the page.
import { PhotoDialog } from '../../../../generic/PhotoDialog';
import { fullSizeUrl, type ProductImage } from './imageModel';

export function ImageDialog({ image, onClose }: { image: ProductImage | null; onClose: () => void }) {
  return (
    <PhotoDialog
      src={image ? fullSizeUrl(image) : null}
      title={image?.color ? `Imagem do produto — ${image.color}` : 'Imagem do produto'}
      alt="Foto do produto em tamanho real"
      onClose={onClose}
    />
  );
}
