// The stock grid sub-list's extra buttons: 'Cadastrar Várias Grades' in its header and
// 'Movimentar Estoque' in each row, each with its dialog; and its 'Mostrar Inativos' switch.
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { Button, FormControlLabel, IconButton, Switch, Tooltip } from '@mui/material';
import { useState } from 'react';
import type { SubListPieceProps } from '../../../../generic/screen';
import type { GridRow } from './gridModel';
import { ManyGridsDialog } from './ManyGridsDialog';
import { StockChangeDialog } from './StockChangeDialog';

export function ManyGridsAction({ parent, reload }: SubListPieceProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<LibraryAddIcon />} onClick={() => setOpen(true)}>
        Cadastrar Várias Grades
      </Button>
      <ManyGridsDialog product={parent} open={open} onClose={() => setOpen(false)} onSaved={reload} />
    </>
  );
}

export function StockMoveAction({ record, reload }: SubListPieceProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Movimentar Estoque">
        <IconButton
          aria-label="Movimentar Estoque"
          size="small"
          color="primary"
          onClick={() => setOpen(true)}
        >
          <SwapVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <StockChangeDialog
        item={open ? (record as GridRow) : null}
        onClose={() => setOpen(false)}
        onSaved={reload}
      />
    </>
  );
}

/** 'Mostrar Inativos' in the header: the grid's index with show_inactive (filters slot). */
export function ShowInactiveItems({
  filter,
  setFilter,
}: {
  filter: Record<string, unknown>;
  setFilter: (filter: Record<string, unknown>) => void;
}) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={!!filter.show_inactive}
          onChange={(e) => setFilter({ ...filter, show_inactive: e.target.checked })}
        />
      }
      label="Mostrar Inativos"
    />
  );
}
