// 'Promoções' of a saved product: its promotions (/product-promotion/product-index) with period,
// value, percent and status; 'Cadastrar Promoção' only while it has none (spec section 2), and a
// row's pencil opening the same form to edit it.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { entities } from '../../../../generated/registry';
import { formatPercent } from '../../../../shared/money';
import { formatDate, formatMoney } from '../../../format';
import { scrollX } from '../../../generic/SchemaList';
import { SectionCard } from '../form/SectionCard';
import { useSectionRows } from '../form/useSectionRows';
import type { ProductSectionProps } from '../types';
import { PromotionDialog } from './PromotionDialog';

const props = entities.product_promotion.properties;
type Row = Record<string, unknown> & { id: number };

export function PromotionsSection({ product }: ProductSectionProps) {
  const { rows, loading, reload } = useSectionRows<Row>('product_promotion', 'product-index', {
    product_id: product.id,
  });
  // undefined: closed; null: registering; a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const register =
    !loading && rows.length === 0 ? (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
        Cadastrar Promoção
      </Button>
    ) : null;
  return (
    <SectionCard title="Promoções" action={register}>
      {loading ? null : rows.length ? (
        <Box sx={scrollX}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{props.start_date.label}</TableCell>
                <TableCell>{props.end_date.label}</TableCell>
                <TableCell>Valor</TableCell>
                <TableCell>Percentual</TableCell>
                <TableCell>{props.active.label}</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.no_period ? 'Sem período' : formatDate(row.start_date)}</TableCell>
                  <TableCell>{row.no_period ? '—' : formatDate(row.end_date) || '—'}</TableCell>
                  <TableCell>{formatMoney(row.discount_value)}</TableCell>
                  <TableCell>{formatPercent(row.discount_percent)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={row.active ? 'Ativa' : 'Inativa'}
                      color={row.active ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Tooltip title="Editar">
                      <IconButton aria-label="Editar promoção" size="small" onClick={() => setEditing(row)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography color="text.secondary">Nenhuma promoção cadastrada.</Typography>
      )}
      {editing !== undefined ? (
        <PromotionDialog
          product={product}
          promotion={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      ) : null}
    </SectionCard>
  );
}
