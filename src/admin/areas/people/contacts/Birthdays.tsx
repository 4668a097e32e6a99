// /birthdays ('Aniversariantes'): contacts whose birthday falls today, this week or this month (on
// São Paulo's calendar, computed by /contact-list/index-birthday), the admin's store filter, the
// WhatsApp message with its variables, 'Exportar CSV', and per row the chat link and 'Gerar cupom',
// which makes a single-use coupon for the person (/birthdays/coupon), tells its code and puts it in
// the row's message ({cupom}, or ' Use o cupom {code}.' after a message without it). A table,
// scrolling inside its card when wider; on a phone, one card per birthday.
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Box,
  Button,
  Card,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { Loading, useNotify } from 'react-admin';
import { formatPhone } from '../../../../shared/br-formats';
import type { BirthdayPeriod, BirthdayRow } from '../../../../shared/calls';
import { callKey, useCallMutation, useNotifyError, useProviderQuery } from '../../../generic/calls';
import { WhatsAppButton } from '../../../generic/WhatsAppLink';
import { type AppDataProvider, MAX_PER_PAGE } from '../../../dataProvider';
import { formatDate } from '../../../format';
import { StoreChooser, useChosenStore } from '../../../generic/StorePicker';
import { useUserPermissions } from '../../../permissions';
import { downloadCsv } from '../../../generic/csv';
import { birthdaysCsv } from './csv';
import { MessageInput } from './MessageInput';
import { BIRTHDAY_VARIABLES, birthdayMessage, DEFAULT_MESSAGE } from './whatsapp';
import { PageHeading } from '../../../generic/PageHeading';

export type Period = BirthdayPeriod;
export const PERIODS: { id: Period; name: string }[] = [
  { id: 'today', name: 'Hoje' },
  { id: 'week', name: 'Esta semana' },
  { id: 'month', name: 'Este mês' },
];
const ALERT_MS = 5000;
const EMPTY = 'Nenhum item encontrado';
// Takes the card's width whatever the table's, so a wider table scrolls inside the card.
const scrollX = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

/** Every birthday of the period (all pages), for the table and the CSV. */
export async function fetchBirthdays(
  dataProvider: Pick<AppDataProvider, 'birthdays'>,
  period: Period,
  company: number | null,
): Promise<BirthdayRow[]> {
  const rows: BirthdayRow[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.birthdays({
      period,
      page,
      itens_per_page: MAX_PER_PAGE,
      ...(company ? { company_id: company } : {}),
    });
    rows.push(...data);
    if (!data.length || rows.length >= total) return rows;
  }
}

/** 'Cupom gerado para Ana! Código: NIVER-ANA-7K3Q' (spec: the alert that a coupon was generated). */
export const couponMessage = (name: string, code?: string) =>
  `Cupom gerado para ${name}!${code ? ` Código: ${code}` : ''}`;

/** The code generated for each birthday (by contact id), for the rows' messages. */
type Codes = Record<number, string>;

interface RowsProps {
  rows: BirthdayRow[];
  message: string;
  codes: Codes;
  onCoupon: (id: number, code: string) => void;
}

/** Ações of a birthday: the WhatsApp chat (with the row's coupon code) and 'Gerar cupom'. */
function Actions({
  row,
  message,
  code,
  onCoupon,
}: { row: BirthdayRow; message: string; code: string | undefined } & Pick<RowsProps, 'onCoupon'>) {
  const notify = useNotify();
  const tell = useNotifyError();
  const { mutate, isPending } = useCallMutation('birthdayCoupon', {
    invalidate: { resources: ['coupon'] },
    onSuccess: (coupon) => {
      onCoupon(row.id, coupon.code);
      notify(couponMessage(row.name, coupon.code), { type: 'success', autoHideDuration: ALERT_MS });
    },
    onError: tell,
  });
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <WhatsAppButton phone={row.phone} name={row.name} text={birthdayMessage(message, row, code)} />
      <Tooltip title="Gerar cupom">
        <span>
          <IconButton
            size="small"
            aria-label={`Gerar cupom para ${row.name}`}
            disabled={isPending}
            onClick={() => mutate({ id: row.id })}
          >
            <CardGiftcardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

function BirthdayTable({ rows, message, codes, onCoupon }: RowsProps) {
  return (
    // The table scrolls inside the card when it is wider, never the page.
    <Box sx={scrollX}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Nome</TableCell>
            <TableCell>Data de Nascimento</TableCell>
            <TableCell>Telefone</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length ? (
            rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.name}</TableCell>
                <TableCell>{formatDate(r.birthday)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(r.phone)}</TableCell>
                <TableCell>{r.email}</TableCell>
                <TableCell align="right">
                  <Actions row={r} message={message} code={codes[r.id]} onCoupon={onCoupon} />
                </TableCell>
              </TableRow>
            ))
          ) : (
            <TableRow>
              <TableCell colSpan={5} align="center">
                {EMPTY}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A phone: one card per birthday, with the same data and actions as a table row. */
function BirthdayCards({ rows, message, codes, onCoupon }: RowsProps) {
  if (!rows.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {EMPTY}
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Aniversariantes">
      {rows.map((r) => (
        <Card key={r.id} component="li" variant="outlined" data-testid="birthday-card">
          <Stack
            direction="row"
            sx={{ p: 1.5, alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2">{r.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(r.birthday)}
                {r.phone ? ` · ${formatPhone(r.phone)}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {r.email}
              </Typography>
            </Box>
            <Actions row={r} message={message} code={codes[r.id]} onCoupon={onCoupon} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function Birthdays() {
  const { admin, isLoading } = useUserPermissions();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [period, setPeriod] = useState<Period>('today');
  // An admin's store, chosen with 'Filtrar' and kept in the URL.
  const [company] = useChosenStore();
  const [message, setMessage] = useState(DEFAULT_MESSAGE);
  const [codes, setCodes] = useState<Codes>({});
  const onCoupon = useCallback((id: number, code: string) => setCodes((c) => ({ ...c, [id]: code })), []);
  const { data: rows } = useProviderQuery(
    callKey('birthdays', { period, company }),
    (dataProvider) => fetchBirthdays(dataProvider, period, company),
    { enabled: !isLoading },
  );

  return (
    <>
      <PageHeading title="Aniversariantes" />
      <Card sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            {admin ? <StoreChooser /> : null}
            <TextField
              select
              size="small"
              label="Filtrar por"
              value={period}
              onChange={(e) => setPeriod(e.target.value as Period)}
              sx={{ width: { xs: '100%', sm: 220 } }}
            >
              {PERIODS.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <MessageInput value={message} onChange={setMessage} variables={BIRTHDAY_VARIABLES} />
          <Box>
            <Button
              variant="contained"
              startIcon={<FileDownloadIcon />}
              disabled={!rows?.length}
              onClick={() => rows && downloadCsv(birthdaysCsv(rows as unknown as Record<string, unknown>[]))}
            >
              Exportar CSV
            </Button>
          </Box>
        </Stack>
        <Box sx={{ mt: 2 }}>
          {!rows ? (
            <Loading />
          ) : phone ? (
            <BirthdayCards rows={rows} message={message} codes={codes} onCoupon={onCoupon} />
          ) : (
            <BirthdayTable rows={rows} message={message} codes={codes} onCoupon={onCoupon} />
          )}
        </Box>
      </Card>
    </>
  );
}
