// The sections of a saved product, under its form (spec section 2): each needs the product's id,
// so they appear only in edit, once /product/show has answered. Each section draws its own card
// and heading (Estoque, Imagens, Promoções, Atributos, Regras de Pagamento).
import { useRecordContext } from 'react-admin';
import { AttributesSection } from '../attributes/AttributesSection';
import { GridSection } from '../grid/GridSection';
import { ImagesSection } from '../images/ImagesSection';
import { PaymentRulesSection } from '../payment-rules/PaymentRulesSection';
import { PromotionsSection } from '../promotions/PromotionsSection';

export function ProductSections() {
  const product = useRecordContext();
  if (!product?.id) return null;
  return (
    <>
      {/* A product with a single stock has no size/colour grid. */}
      {product.unique_stock ? null : <GridSection product={product} />}
      <ImagesSection product={product} />
      <PromotionsSection product={product} />
      <AttributesSection product={product} />
      <PaymentRulesSection product={product} />
    </>
  );
}
