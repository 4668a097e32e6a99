// The product list's columns (the phone's sort offers the same) and its stock value: the table
// itself is the generic list's (catalogue/index.tsx), with the cells of slots.tsx.
import { Box } from '@mui/material';
import { type SortField } from './query';

interface Column {
  label: string;
  field: SortField;
  align?: 'right' | 'center';
}

export function columnsFor(admin: boolean): Column[] {
  return [
    { label: 'ID', field: 'id' },
    { label: 'Nome', field: 'name' },
    { label: 'Referência', field: 'ref' },
    { label: 'Categoria', field: 'category' },
    ...(admin ? [{ label: 'Cliente', field: 'company_name' } as Column] : []),
    { label: 'Preço', field: 'price', align: 'right' },
    { label: 'Estoque', field: 'stock', align: 'right' },
    { label: 'Relevância', field: 'relevance' },
    { label: 'Ativo', field: 'active', align: 'center' },
  ];
}

/** Stock below 1 is shown as negative (spec section 9). */
export function StockValue({ balance }: { balance: number | undefined }) {
  const value = Number(balance ?? 0);
  return (
    <Box
      component="span"
      sx={value < 1 ? { color: 'error.main', fontWeight: 600 } : undefined}
      data-negative={value < 1 || undefined}
    >
      {value}
    </Box>
  );
}
