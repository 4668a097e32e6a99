// 'Busca Exata' (/exact-search): the grid items of the products found by name, reference or item
// code (/product/exact-search), each with its balance and an amount to add or remove right there.
// Every change asks confirmation, goes through the stock ledger (/grid/stock-change, reason
// 'add' | 'remove') and shows the balance the server left.
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { apiPost, errorText } from '../../../api';
import { PHONE_QUERY, scrollX } from '../../../generic/SchemaList';
import { TOAST_MS } from '../../../generic/toasts';
import { useUserPermissions } from '../../../permissions';
import { StorePicker } from '../list/filters';
import { ConfirmStockDialog } from './ConfirmStockDialog';
import {
  CRITERIA,
  type Criterion,
  EMPTY,
  type ExactSearchPage,
  type ExactSearchRow,
  type PendingChange,
  STOCK_UPDATED,
  TITLE,
} from './exactSearchModel';
import { ExactSearchCard, type ExactSearchRowProps, ExactSearchRowView } from './ExactSearchRowView';

interface Query {
  criterion: Criterion;
  term: string;
  page: number;
  /** An admin's store; no store searches every store. */
  company?: number;
}

export default function ExactSearch() {
  const notify = useNotify();
  const phone = useMediaQuery(PHONE_QUERY);
  const { admin } = useUserPermissions();
  const [company, setCompany] = useState<number | undefined>();
  const [criterion, setCriterion] = useState<Criterion>('product_name');
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState<Query | null>(null);
  const [result, setResult] = useState<ExactSearchPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  // Per row (grid id): what is typed, and the server's complaint about it.
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});

  const run = async (next: Query) => {
    setLoading(true);
    try {
      const { json } = await apiPost<ExactSearchPage>('/product/exact-search', {
        [next.criterion]: next.term,
        page: next.page,
        ...(next.company ? { company: next.company } : {}),
      });
      setQuery(next);
      setResult(json);
      setAmounts({});
      setErrors({});
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setLoading(false);
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = term.trim();
    if (text) void run({ criterion, term: text, page: 1, company });
  };

  const setAmount = (gridId: number, text: string) => {
    setAmounts((a) => ({ ...a, [gridId]: text }));
    setErrors(({ [gridId]: _, ...rest }) => rest);
  };

  /** Runs the confirmed change; the row takes the balance the ledger left. */
  const confirm = async () => {
    if (!pending) return;
    const { row, direction, amount } = pending;
    setPending(null);
    try {
      const { json } = await apiPost<{ grid: { balance: number } }>('/grid/stock-change', {
        grid_id: row.grid_id,
        amount,
        reason: direction,
      });
      setResult(
        (r) =>
          r && {
            ...r,
            data: r.data.map((d) => (d.grid_id === row.grid_id ? { ...d, balance: json.grid.balance } : d)),
          },
      );
      setAmount(row.grid_id, '');
      notify(STOCK_UPDATED, { type: 'success', autoHideDuration: TOAST_MS });
    } catch (error) {
      const fieldErrors = (error as { body?: { errors?: Record<string, string[] | string> } }).body?.errors;
      const amountError = fieldErrors?.amount;
      if (amountError)
        setErrors((e) => ({
          ...e,
          [row.grid_id]: Array.isArray(amountError) ? amountError.join(' ') : amountError,
        }));
      else notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
    }
  };

  const rowProps = (row: ExactSearchRow): ExactSearchRowProps => ({
    row,
    amount: amounts[row.grid_id] ?? '',
    showStore: admin,
    serverError: errors[row.grid_id],
    onAmount: (text) => setAmount(row.grid_id, text),
    onChange: (direction, amount) => setPending({ row, direction, amount }),
  });

  return (
    <>
      <Title title={TITLE} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
        {TITLE}
      </Typography>
      <Card sx={{ p: 2 }}>
        <Stack
          component="form"
          role="search"
          onSubmit={search}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          {admin ? <StorePicker filters={{ company }} onChange={(f) => setCompany(f.company)} /> : null}
          <TextField
            select
            size="small"
            label="Buscar por"
            value={criterion}
            onChange={(e) => setCriterion(e.target.value as Criterion)}
            sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
          >
            {CRITERIA.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={CRITERIA.find((c) => c.id === criterion)!.name}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ width: { xs: '100%', sm: 420 }, flexShrink: 1 }}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SearchIcon />}
              disabled={loading || !term.trim()}
            >
              Buscar
            </Button>
          </Box>
        </Stack>
        {result === null ? null : result.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {EMPTY}
          </Typography>
        ) : (
          <>
            {phone ? (
              <Stack spacing={1} sx={{ mt: 2 }}>
                {result.data.map((row) => (
                  <ExactSearchCard key={row.grid_id} {...rowProps(row)} />
                ))}
              </Stack>
            ) : (
              <Box sx={{ ...scrollX, mt: 2 }}>
                <Table size="small" aria-label="Resultado da busca">
                  <TableHead>
                    <TableRow>
                      {admin ? <TableCell>Loja</TableCell> : null}
                      <TableCell>Produto</TableCell>
                      <TableCell>Referência</TableCell>
                      <TableCell>Código</TableCell>
                      <TableCell>Cor</TableCell>
                      <TableCell>Tamanho</TableCell>
                      <TableCell align="right">Saldo</TableCell>
                      <TableCell>Quantidade</TableCell>
                      <TableCell align="right">Ações</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {result.data.map((row) => (
                      <ExactSearchRowView key={row.grid_id} {...rowProps(row)} />
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {result.last_page > 1 && query ? (
              <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  {result.total} itens
                </Typography>
                <Pagination
                  count={result.last_page}
                  page={query.page}
                  onChange={(_, page) => void run({ ...query, page })}
                />
              </Stack>
            ) : null}
          </>
        )}
      </Card>
      <ConfirmStockDialog
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
