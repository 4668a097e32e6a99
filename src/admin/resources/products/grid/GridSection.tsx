// Placeholder replaced by the stock grid section (issue 5).
import type { ProductSectionProps } from '../types';

export function GridSection(_: ProductSectionProps) {
  return null;
}
