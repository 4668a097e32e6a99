// The product list on a computer: sortable headers (none → ascending → descending → none) and per
// row the in-place relevance, the Ativo switch and the actions. Cliente shows for admins only.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { formatMoney } from '../../../../format';
import { ActiveSwitch } from './ActiveSwitch';
import { type ListSort, type ProductRow, type SortField } from './query';
import { RelevanceInput } from './RelevanceInput';
import { RowActions } from './RowActions';

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

export interface RowHandlers {
  saveRelevance: (row: ProductRow, relevance: number) => Promise<unknown>;
  /** After a deletion, before the lists reload; true when it moved the list to another page. */
  onDeleted: () => boolean | void;
}

export function ProductTable({
  rows,
  admin,
  sort,
  onSort,
  handlers,
}: {
  rows: ProductRow[];
  admin: boolean;
  sort: ListSort | null;
  onSort: (field: SortField) => void;
  handlers: RowHandlers;
}) {
  const columns = columnsFor(admin);
  return (
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <Table size="small" sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.field}
                align={c.align}
                sortDirection={sort?.field === c.field ? sort.order : false}
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                <TableSortLabel
                  active={sort?.field === c.field}
                  direction={sort?.field === c.field ? sort.order : 'asc'}
                  onClick={() => onSort(c.field)}
                >
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              Ações
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>{row.id}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>{row.name}</TableCell>
              <TableCell>{row.ref}</TableCell>
              <TableCell>{row.category}</TableCell>
              {admin ? <TableCell sx={{ minWidth: 110 }}>{row.company_name}</TableCell> : null}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.price)}
              </TableCell>
              <TableCell align="right">
                <StockValue balance={row.balance} />
              </TableCell>
              <TableCell>
                <RelevanceInput
                  value={row.relevance}
                  productName={String(row.name ?? '')}
                  save={(r) => handlers.saveRelevance(row, r)}
                />
              </TableCell>
              <TableCell align="center">
                <ActiveSwitch row={row} />
              </TableCell>
              <TableCell align="right">
                <RowActions row={row} onDeleted={handlers.onDeleted} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
