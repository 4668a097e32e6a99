// One grid item found by the exact search: its product, colour, size and balance (below 1 in red),
// the amount typed for it (digits only: 'Somente números' otherwise) and Adicionar / Remover. A
// table row on wide screens, a card on phones (where a store user counts stock on the shop floor).
import { Button, Card, CardContent, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { isNegative } from '../products/grid/gridModel';
import { amountProblem, canSend, type Direction, type ExactSearchRow } from './exactSearchModel';

export interface ExactSearchRowProps {
  row: ExactSearchRow;
  amount: string;
  /** The server's word on the last change of this row (e.g. 'Estoque insuficiente'). */
  serverError?: string;
  onAmount: (text: string) => void;
  onChange: (direction: Direction, amount: number) => void;
  /** Admins: the row's store in its own column (on cards, before the product). */
  showStore?: boolean;
}

function Balance({ value }: { value: number }) {
  return (
    <Typography
      variant="body2"
      component="span"
      data-testid="balance"
      sx={{ fontWeight: 600, color: isNegative(value) ? 'error.main' : undefined }}
    >
      {value}
    </Typography>
  );
}

function AmountInput({ row, amount, serverError, onAmount }: ExactSearchRowProps) {
  const problem = amountProblem(amount) ?? serverError;
  return (
    <TextField
      size="small"
      value={amount}
      onChange={(e) => onAmount(e.target.value)}
      error={!!problem}
      helperText={problem}
      placeholder="0"
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': `Quantidade de ${row.product_name} ${row.size} ${row.color}`,
          maxLength: 7,
        },
      }}
      sx={{ width: 110 }}
    />
  );
}

function Buttons({ amount, onChange }: ExactSearchRowProps) {
  const ready = canSend(amount);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="contained"
        disabled={!ready}
        onClick={() => onChange('add', Number(amount))}
      >
        Adicionar
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={!ready}
        onClick={() => onChange('remove', Number(amount))}
      >
        Remover
      </Button>
    </Stack>
  );
}

export function ExactSearchRowView(props: ExactSearchRowProps) {
  const { row } = props;
  return (
    <TableRow>
      {props.showStore ? <TableCell>{row.company_name}</TableCell> : null}
      <TableCell>{row.product_name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.ref ?? '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.code ?? '—'}</TableCell>
      <TableCell>{row.color}</TableCell>
      <TableCell>{row.size}</TableCell>
      <TableCell align="right">
        <Balance value={row.balance} />
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        <AmountInput {...props} />
      </TableCell>
      <TableCell align="right">
        <Buttons {...props} />
      </TableCell>
    </TableRow>
  );
}

export function ExactSearchCard(props: ExactSearchRowProps) {
  const { row } = props;
  return (
    <Card variant="outlined" data-testid="exact-search-card">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        {props.showStore ? (
          <Typography variant="caption" color="text.secondary">
            {row.company_name}
          </Typography>
        ) : null}
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {row.product_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[row.ref, row.code].filter(Boolean).join(' · ') || '—'}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'baseline' }}>
          <Typography variant="body2">
            {row.size} · {row.color}
          </Typography>
          <Typography variant="body2" sx={{ ml: 'auto !important' }}>
            Saldo: <Balance value={row.balance} />
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <AmountInput {...props} />
          <Buttons {...props} />
        </Stack>
      </CardContent>
    </Card>
  );
}
