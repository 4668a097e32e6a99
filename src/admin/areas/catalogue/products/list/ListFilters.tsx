// The filter bar of the product list: store (admins), name, ref, the taxonomy cascade, the grid's
// code, colour and size, and 'Mostrar Inativos'.
import { Button, FormControlLabel, Switch } from '@mui/material';
import { FilterPanel } from './FilterPanel';
import { GridPickers, StorePicker, TaxonomyPickers, TextFilter } from './filters';
import { type ProductFilters, withFilter } from './query';

export function ListFilters({
  filters,
  admin,
  onChange,
  folded = false,
}: {
  filters: ProductFilters;
  admin: boolean;
  onChange: (filters: ProductFilters) => void;
  folded?: boolean;
}) {
  const props = { filters, onChange };
  const kept: ProductFilters = admin && filters.company ? { company: filters.company } : {};
  return (
    <FilterPanel folded={folded} inUse={Object.keys(filters).length}>
      {admin ? <StorePicker {...props} /> : null}
      <TextFilter
        label="Nome"
        value={filters.product_name}
        onChange={(t) => onChange(withFilter(filters, 'product_name', t))}
        width={220}
      />
      <TextFilter
        label="Referência"
        value={filters.ref}
        onChange={(t) => onChange(withFilter(filters, 'ref', t))}
        width={150}
      />
      <TaxonomyPickers {...props} />
      <GridPickers {...props} />
      <FormControlLabel
        control={
          <Switch
            checked={!!filters.showInactive}
            onChange={(e) => onChange(withFilter(filters, 'showInactive', e.target.checked))}
          />
        }
        label="Mostrar Inativos"
      />
      {/* Clearing keeps the admin's store: the list is of that store. */}
      <Button onClick={() => onChange(kept)} size="small">
        Limpar filtros
      </Button>
    </FilterPanel>
  );
}
