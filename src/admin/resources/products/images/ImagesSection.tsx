// Placeholder replaced by the images section (issue 5).
import type { ProductSectionProps } from '../types';

export function ImagesSection(_: ProductSectionProps) {
  return null;
}
