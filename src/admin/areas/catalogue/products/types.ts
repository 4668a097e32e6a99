import type { RaRecord } from 'react-admin';

/** Props of a section under a saved product's form (grid, images, promotions, …). */
export interface ProductSectionProps {
  /** The saved product as /product/show returns it (id, company_id, price, unique_stock, …). */
  product: RaRecord;
}
