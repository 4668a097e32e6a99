// Placeholder: the variation products section of a variation group (being built).
export default function VariationProducts() {
  return null;
}
