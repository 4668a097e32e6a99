// The 'product-search' input (x-widget): a product of the record's store found by typing part of
// its name or reference (ProductPicker), for product references in forms and sub-lists.
import { useWatch } from 'react-hook-form';
import type { WidgetProps } from '../../../generic/widgets';
import { ProductPicker } from './ProductPicker';

export default function ProductSearchWidget({ input }: WidgetProps) {
  // The record's own store: products of another store cannot be linked.
  const companyId = useWatch({ name: 'company_id' }) as number | undefined;
  return (
    <ProductPicker
      source={input.source}
      companyId={companyId}
      label={input.label}
      validate={input.validate}
      helperText={input.helperText}
    />
  );
}
