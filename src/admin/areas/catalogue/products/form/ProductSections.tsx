// What a saved product shows under its form (spec section 2), as its screen declares it
// (areas/catalogue.tsx `below`): the stock grid (unless unique stock), images, promotions,
// attributes and payment rules. Images and attributes are the area's own sections; the others are
// generic sub-lists.
import { useRecordContext } from 'react-admin';
import { BelowForm } from '../../../../generic/SchemaForm';
import { useDirectory } from '../../../../generic/directory-context';
import { AttributesSection } from '../attributes/AttributesSection';
import { ImagesSection } from '../images/ImagesSection';

export function ProductSections() {
  const { screenOf } = useDirectory();
  return <BelowForm screen={screenOf('product')} />;
}

export function ProductImages() {
  const product = useRecordContext();
  return product ? <ImagesSection product={product} /> : null;
}

export function ProductAttributes() {
  const product = useRecordContext();
  return product ? <AttributesSection product={product} /> : null;
}
