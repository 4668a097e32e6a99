// A product photo as /product-image/index lists it, and where its two stored renditions are.
import type { ProductImage } from '../../../../../generated/types';
import { entities } from '../../../../../generated/registry';

/** The data provider's name for the entity (its API path is /product-image). */
export const IMAGE_RESOURCE = 'product_image';

export const imageProps = entities.product_image.properties;

/** The generated record type; img_name is the root-relative URL prefix of the stored files. */
export type { ProductImage } from '../../../../../generated/types';

export const thumbnailUrl = (image: Pick<ProductImage, 'img_name'>) => `${image.img_name ?? ''}300.jpg`;
export const fullSizeUrl = (image: Pick<ProductImage, 'img_name'>) => `${image.img_name ?? ''}1000.jpg`;

const { minimum = 1, maximum = 15 } = imageProps.relevance.schema;

/** Relevance 1–15 (the schema's bounds), as the select offers it. */
export const RELEVANCE_CHOICES = Array.from({ length: maximum - minimum + 1 }, (_, i) => ({
  id: minimum + i,
  name: String(minimum + i),
}));

export const EMPTY_IMAGES = 'Nenhuma imagem cadastrada.';
export const CONFIRM_DELETE_IMAGE = 'Tem certeza que deseja excluir esta imagem?';
