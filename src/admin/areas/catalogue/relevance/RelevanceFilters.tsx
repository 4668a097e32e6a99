// The filters of 'Relevância dos Produtos': the product list's store picker and taxonomy cascade,
// plus cards per row, promotion rule, gender and 'Mostrar Imagem'.
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { FilterPanel } from '../products/list/FilterPanel';
import { StorePicker, TaxonomyPickers } from '../products/list/filters';
import { type ProductFilters, withFilter } from '../products/list/query';

export const CARDS_PER_ROW = [2, 3, 4, 6];
export const DEFAULT_CARDS_PER_ROW = 4;
const PROMOTION_RULES = [
  { value: 'none', label: 'Todos' },
  { value: 'only_sale', label: 'Somente promoção' },
  { value: 'no_sale', label: 'Sem promoção' },
];
const GENDERS = [
  { value: '', label: 'Todos' },
  { value: 'f', label: 'Feminino' },
  { value: 'm', label: 'Masculino' },
  { value: 'u', label: 'Unissex' },
];

function Choice({
  label,
  value,
  options,
  onChange,
  width = 170,
}: {
  label: string;
  value: string | number;
  options: Array<{ value: string | number; label: string }>;
  onChange: (value: string) => void;
  width?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RelevanceFilters({
  filters,
  admin,
  showImages,
  onChange,
  onShowImages,
  folded = false,
}: {
  filters: ProductFilters;
  admin: boolean;
  showImages: boolean;
  onChange: (filters: ProductFilters) => void;
  onShowImages: (show: boolean) => void;
  folded?: boolean;
}) {
  const props = { filters, onChange };
  return (
    <FilterPanel folded={folded} inUse={Object.keys(filters).length}>
      {admin ? <StorePicker {...props} /> : null}
      <TaxonomyPickers {...props} />
      <Choice
        label="Cards por linha"
        value={filters.qtd_cards ?? DEFAULT_CARDS_PER_ROW}
        options={CARDS_PER_ROW.map((n) => ({ value: n, label: String(n) }))}
        onChange={(v) => onChange(withFilter(filters, 'qtd_cards', Number(v)))}
        width={140}
      />
      <Choice
        label="Promoção"
        value={filters.promotionRule ?? 'none'}
        options={PROMOTION_RULES}
        onChange={(v) =>
          onChange(
            withFilter(
              filters,
              'promotionRule',
              v === 'none' ? null : (v as ProductFilters['promotionRule']),
            ),
          )
        }
      />
      <Choice
        label="Gênero"
        value={filters.gender ?? ''}
        options={GENDERS}
        onChange={(v) => onChange(withFilter(filters, 'gender', (v || null) as ProductFilters['gender']))}
        width={150}
      />
      <FormControlLabel
        control={<Switch checked={showImages} onChange={(e) => onShowImages(e.target.checked)} />}
        label="Mostrar Imagem"
      />
    </FilterPanel>
  );
}
