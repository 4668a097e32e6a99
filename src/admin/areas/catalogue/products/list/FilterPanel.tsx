// The frame of a product screen's filters: a wrapping row on a computer; on a phone folded behind
// a 'Filtros' button (with how many are in use) so the products come first.
import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Button, Collapse, Paper, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';

export function FilterPanel({
  folded,
  inUse,
  children,
}: {
  folded: boolean;
  inUse: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const inputs = (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {children}
    </Stack>
  );
  if (!folded)
    return (
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        {inputs}
      </Paper>
    );
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Button
        onClick={() => setOpen(!open)}
        startIcon={
          <Badge badgeContent={inUse} color="primary">
            <FilterListIcon />
          </Badge>
        }
        aria-expanded={open}
      >
        Filtros
      </Button>
      {/* The folded inputs (five pickers, each an Autocomplete with its options call) mount when
          first opened: on a phone they were most of the list's first render. */}
      <Collapse in={open} mountOnEnter>
        {/* Full-width inputs on a phone. */}
        <Stack sx={{ pt: 1, '& .MuiAutocomplete-root, & .MuiTextField-root': { width: '100% !important' } }}>
          {inputs}
        </Stack>
      </Collapse>
    </Paper>
  );
}
