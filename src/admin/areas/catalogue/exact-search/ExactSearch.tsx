// 'Busca Exata' (/exact-search): the grid items of the products found by name, reference or item
// code (/product/exact-search), each with its balance and an amount to add or remove right there.
// Every change asks confirmation, goes through the stock ledger (/grid/stock-change, reason
// 'add' | 'remove') and shows the balance the server left. Both calls through the data provider
// (useCall / useCallMutation).
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
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import type { ExactSearchQuery } from '../../../../shared/calls';
import { errorText } from '../../../api';
import { callKey, useCall, useCallMutation } from '../../../generic/calls';
import { PHONE_QUERY, scrollX } from '../../../generic/SchemaList';
import { TOAST_MS } from '../../../generic/toasts';
import { StorePicker, useChosenStore } from '../../../generic/StorePicker';
import { useUserPermissions } from '../../../permissions';
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
import { PageHeading } from '../../../generic/PageHeading';

interface Query {
  criterion: Criterion;
  term: string;
  page: number;
  /** An admin's store; no store searches every store. */
  company?: number;
}

const bodyOf = (query: Query): ExactSearchQuery => ({
  [query.criterion]: query.term,
  page: query.page,
  ...(query.company ? { company: query.company } : {}),
});

export default function ExactSearch() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const phone = useMediaQuery(PHONE_QUERY);
  const { admin } = useUserPermissions();
  // An admin's store, kept in the URL (?store=) like every screen's store choice.
  const [chosen, setCompany] = useChosenStore();
  const company = chosen ?? undefined;
  const [criterion, setCriterion] = useState<Criterion>('product_name');
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState<Query | null>(null);
  const body = query && bodyOf(query);
  const found = useCall('exactSearch', body, { placeholderData: (previous) => previous });
  const result = found.data ?? null;
  const loading = found.isFetching;
  const [pending, setPending] = useState<PendingChange | null>(null);
  // Per row (grid id): what is typed, and the server's complaint about it.
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  // Other screens (the product list's stock, a product's grid) reload when opened.
  const stockChange = useCallMutation('stockChange');

  const run = (next: Query) => {
    // A new search (or page) starts with nothing typed; the same search again asks the server again.
    setAmounts({});
    setErrors({});
    if (query && JSON.stringify(bodyOf(next)) === JSON.stringify(bodyOf(query))) void found.refetch();
    else setQuery(next);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = term.trim();
    if (text) run({ criterion, term: text, page: 1, company });
  };

  const setAmount = (gridId: number, text: string) => {
    setAmounts((a) => ({ ...a, [gridId]: text }));
    setErrors(({ [gridId]: _, ...rest }) => rest);
  };

  /** Runs the confirmed change; the row takes the balance the ledger left. */
  const confirm = async () => {
    if (!pending || !body) return;
    const { row, direction, amount } = pending;
    setPending(null);
    try {
      const { grid } = await stockChange.mutateAsync({ grid_id: row.grid_id, amount, reason: direction });
      queryClient.setQueryData<ExactSearchPage>(
        callKey('exactSearch', body),
        (page) =>
          page && {
            ...page,
            data: page.data.map((d) => (d.grid_id === row.grid_id ? { ...d, balance: grid.balance } : d)),
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
      <PageHeading title={TITLE} />
      <Card sx={{ p: 2 }}>
        <Stack
          component="form"
          role="search"
          onSubmit={search}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          {admin ? <StorePicker value={company} onChange={setCompany} width={240} /> : null}
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
                  onChange={(_, page) => run({ ...query, page })}
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
