// The stock grid ('Estoque') under a saved product: its items (size × colour) with balance, code and
// active flag, the 'Mostrar Inativos' switch, and the dialogs to register one or many items, edit
// one (row click or pencil) and move its stock. The product form hides it for unique_stock.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ResourceContextProvider, useGetList } from 'react-admin';
import { scrollX } from '../../../generic/SchemaList';
import type { ProductSectionProps } from '../types';
import { ColorSwatch } from './ColorSwatch';
import { GridFormDialog } from './GridFormDialog';
import { type GridRow, gridProps, isNegative } from './gridModel';
import { ManyGridsDialog } from './ManyGridsDialog';
import { StockChangeDialog } from './StockChangeDialog';

export const EMPTY_GRID = 'Nenhum Item encontrado';

/** A product's grid items through /grid/index {product_id, show_inactive}, in the order registered. */
function useGridItems(productId: unknown, showInactive: boolean) {
  return useGetList<GridRow>(
    'grid',
    {
      filter: { product_id: productId, show_inactive: showInactive },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: productId !== undefined && productId !== null },
  );
}

function Balance({ value }: { value: number }) {
  return (
    <Typography
      variant="body2"
      component="span"
      data-negative={isNegative(value) || undefined}
      sx={{ fontWeight: 600, color: isNegative(value) ? 'error.main' : undefined }}
    >
      {value}
    </Typography>
  );
}

function GridTable({
  rows,
  onEdit,
  onMove,
}: {
  rows: GridRow[];
  onEdit: (row: GridRow) => void;
  onMove: (row: GridRow) => void;
}) {
  return (
    <Box sx={scrollX}>
      <Table size="small" aria-label="Grade de estoque">
        <TableHead>
          <TableRow>
            <TableCell align="right">{gridProps.balance.label}</TableCell>
            <TableCell>{gridProps.size.label}</TableCell>
            <TableCell>{gridProps.color.label}</TableCell>
            <TableCell>{gridProps.code.label}</TableCell>
            <TableCell>{gridProps.active.label}</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover onClick={() => onEdit(row)} sx={{ cursor: 'pointer' }}>
              <TableCell align="right">
                <Balance value={row.balance} />
              </TableCell>
              <TableCell>{row.size}</TableCell>
              <TableCell>
                <ColorSwatch
                  color={row.color}
                  code={row.code_color}
                  second={row.second_code_color}
                  image={row.bg_color_img}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.code || '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={row.active ? 'Ativo' : 'Inativo'}
                  color={row.active ? 'success' : 'default'}
                  variant={row.active ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                <Tooltip title="Movimentar Estoque">
                  <IconButton
                    aria-label="Movimentar Estoque"
                    size="small"
                    color="primary"
                    onClick={() => onMove(row)}
                  >
                    <SwapVertIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Editar">
                  <IconButton aria-label="Editar" size="small" onClick={() => onEdit(row)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

type Open =
  | { kind: 'create' }
  | { kind: 'many' }
  | { kind: 'edit'; row: GridRow }
  | { kind: 'move'; row: GridRow }
  | null;

export function GridSection({ product }: ProductSectionProps) {
  const [showInactive, setShowInactive] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const { data, isPending, refetch } = useGridItems(product.id, showInactive);
  const close = () => setOpen(null);
  const reload = () => void refetch();

  return (
    <ResourceContextProvider value="grid">
      <Card sx={{ mt: 2 }} component="section" aria-labelledby="grid-section-title">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
          >
            <Typography variant="h6" component="h2" id="grid-section-title">
              Estoque
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <FormControlLabel
                control={
                  <Switch checked={showInactive} onChange={(e) => setShowInactive(e.target.checked)} />
                }
                label="Mostrar Inativos"
              />
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })}>
                Cadastrar Grade
              </Button>
              <Button
                variant="contained"
                startIcon={<LibraryAddIcon />}
                onClick={() => setOpen({ kind: 'many' })}
              >
                Cadastrar Várias Grades
              </Button>
            </Stack>
          </Stack>
          {isPending ? null : data?.length ? (
            <GridTable
              rows={data}
              onEdit={(row) => setOpen({ kind: 'edit', row })}
              onMove={(row) => setOpen({ kind: 'move', row })}
            />
          ) : (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {EMPTY_GRID}
            </Typography>
          )}
        </CardContent>
      </Card>
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <GridFormDialog
          key={open.kind === 'edit' ? open.row.id : 'new'}
          product={product}
          item={open.kind === 'edit' ? open.row : null}
          open
          onClose={close}
          onSaved={reload}
        />
      ) : null}
      <ManyGridsDialog product={product} open={open?.kind === 'many'} onClose={close} onSaved={reload} />
      <StockChangeDialog item={open?.kind === 'move' ? open.row : null} onClose={close} onSaved={reload} />
    </ResourceContextProvider>
  );
}
