// 'Regras de Pagamento' of a saved product: a collapsible list of its rules (installments, payment
// type, discount or surcharge, rate, active) with edit and delete, and the rule form in a dialog.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
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
import { useDataProvider, useNotify } from 'react-admin';
import { errorText } from '../../../api';
import type { AppDataProvider } from '../../../dataProvider';
import { enumLabel } from '../../../generic/fields';
import { scrollX } from '../../../generic/SchemaList';
import { TOAST_MS } from '../../../generic/toasts';
import { modelOf } from '../../../registry';
import { SectionCard } from '../form/SectionCard';
import { useConfirm } from '../form/useConfirm';
import { useSectionRows } from '../form/useSectionRows';
import type { ProductSectionProps } from '../types';
import { PaymentRuleDialog, RULES_RESOURCE } from './PaymentRuleDialog';

const props = modelOf(RULES_RESOURCE).properties;
type Row = Record<string, unknown> & { id: number };

const rateText = (value: unknown) =>
  value === null || value === undefined ? '' : String(Number(value)).replace('.', ',');

export function PaymentRulesSection({ product }: ProductSectionProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { rows, loading, reload } = useSectionRows<Row>(RULES_RESOURCE, 'index', {
    product_id: product.id,
    ordenate_field: 'installments',
    ordenate_type: 'asc',
  });
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [expanded, setExpanded] = useState(true);
  const { ask, dialog } = useConfirm({
    title: 'Confirmar Exclusão',
    text: 'Tem certeza que deseja excluir esta regra de pagamento?',
    confirmLabel: 'Excluir',
  });
  const remove = async (row: Row) => {
    if (!(await ask())) return;
    try {
      await dataProvider.action(RULES_RESOURCE, 'delete', { id: row.id });
      notify('Item deletado com sucesso', { type: 'success', autoHideDuration: TOAST_MS });
      reload();
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
    }
  };
  return (
    <SectionCard
      title="Regras de Pagamento"
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          Cadastrar Regra
        </Button>
      }
    >
      <Accordion expanded={expanded} onChange={(_, open) => setExpanded(open)} disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>
            {loading
              ? 'Carregando…'
              : rows.length === 1
                ? '1 regra cadastrada'
                : `${rows.length} regras cadastradas`}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          {rows.length ? (
            <Box sx={scrollX}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{props.installments.label}</TableCell>
                    <TableCell>{props.payment_type.label}</TableCell>
                    <TableCell>{props.rule_type.label}</TableCell>
                    <TableCell>{props.rate.label}</TableCell>
                    <TableCell>{props.active.label}</TableCell>
                    <TableCell align="right">Ações</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{String(row.installments ?? '')}</TableCell>
                      <TableCell>{enumLabel(props.payment_type, row.payment_type)}</TableCell>
                      <TableCell>{enumLabel(props.rule_type, row.rule_type)}</TableCell>
                      <TableCell>{rateText(row.rate)}</TableCell>
                      <TableCell>{row.active ? 'Sim' : 'Não'}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title="Editar">
                          <IconButton aria-label="Editar regra" size="small" onClick={() => setEditing(row)}>
                            <EditIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Excluir">
                          <IconButton
                            aria-label="Excluir regra"
                            size="small"
                            color="error"
                            onClick={() => void remove(row)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : loading ? null : (
            <Typography color="text.secondary">Nenhuma regra de pagamento cadastrada.</Typography>
          )}
        </AccordionDetails>
      </Accordion>
      {editing !== undefined ? (
        <PaymentRuleDialog
          product={product}
          rule={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      ) : null}
      {dialog}
    </SectionCard>
  );
}
