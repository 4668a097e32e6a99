// The phone's stand-in for the sortable headers: the same fields and the same three states
// (default order, ascending, descending) in two small selects.
import { MenuItem, Stack, TextField } from '@mui/material';
import { type ListSort, type SortField } from './query';
import { columnsFor } from './columns';

const DEFAULT = '';

export function PhoneSort({
  sort,
  admin,
  onSort,
}: {
  sort: ListSort | null;
  admin: boolean;
  onSort: (sort: ListSort | null) => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
      <TextField
        select
        size="small"
        label="Ordenar por"
        value={sort?.field ?? DEFAULT}
        onChange={(e) =>
          onSort(e.target.value ? { field: e.target.value as SortField, order: sort?.order ?? 'asc' } : null)
        }
        // The default order is a choice too: shown by name (short, to fit), not as an empty field.
        slotProps={{
          select: {
            displayEmpty: true,
            renderValue: (v) => columnsFor(admin).find((c) => c.field === v)?.label ?? 'Padrão',
          },
          inputLabel: { shrink: true },
        }}
        sx={{ flex: 1 }}
      >
        <MenuItem value={DEFAULT}>Padrão (mais recentes)</MenuItem>
        {columnsFor(admin).map((c) => (
          <MenuItem key={c.field} value={c.field}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Ordem"
        value={sort?.order ?? 'asc'}
        disabled={!sort}
        onChange={(e) => sort && onSort({ ...sort, order: e.target.value as ListSort['order'] })}
        sx={{ flex: 1 }}
      >
        <MenuItem value="asc">Crescente</MenuItem>
        <MenuItem value="desc">Decrescente</MenuItem>
      </TextField>
    </Stack>
  );
}
