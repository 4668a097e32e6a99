// /birthdays ('Aniversariantes'): contacts whose birthday falls today, this week or this month (on
// São Paulo's calendar, computed by /contact-list/index-birthday), the admin's store filter, the
// WhatsApp message with its variables, 'Exportar CSV', and per row the chat link and a coupon
// button (which, for now, only tells that a coupon was generated).
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
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { formatPhone } from '../../../shared/br-formats';
import { apiPost, errorText } from '../../api';
import { MAX_PER_PAGE } from '../../dataProvider';
import { formatDate } from '../../format';
import { useUserPermissions } from '../../permissions';
import { birthdaysCsv, downloadCsv } from './csv';
import { MessageInput } from './MessageInput';
import { StoreFilter } from './StoreFilter';
import { WhatsAppLink } from './WhatsAppLink';
import { DEFAULT_MESSAGE } from './whatsapp';

export type Period = 'today' | 'week' | 'month';
export const PERIODS: { id: Period; name: string }[] = [
  { id: 'today', name: 'Hoje' },
  { id: 'week', name: 'Esta semana' },
  { id: 'month', name: 'Este mês' },
];
const ALERT_MS = 5000;

interface Birthday {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  birthday: string;
}

/** Every birthday of the period (all pages), for the table and the CSV. */
export async function fetchBirthdays(period: Period, company: number | null): Promise<Birthday[]> {
  const rows: Birthday[] = [];
  for (let page = 1; ; page++) {
    const { json } = await apiPost<{ data: Birthday[]; total: number }>('/contact-list/index-birthday', {
      period,
      page,
      itens_per_page: MAX_PER_PAGE,
      ...(company ? { company_id: company } : {}),
    });
    rows.push(...json.data);
    if (!json.data.length || rows.length >= json.total) return rows;
  }
}

export const couponMessage = (name: string) => `Cupom gerado para ${name}!`;

export function Birthdays() {
  const { admin, isLoading } = useUserPermissions();
  const notify = useNotify();
  const [period, setPeriod] = useState<Period>('today');
  const [company, setCompany] = useState<number | null>(null);
  const [message, setMessage] = useState(DEFAULT_MESSAGE);
  const [rows, setRows] = useState<Birthday[] | null>(null);

  useEffect(() => {
    if (isLoading) return;
    let live = true;
    setRows(null);
    fetchBirthdays(period, company)
      .then((data) => live && setRows(data))
      .catch((error) => {
        if (!live) return;
        setRows([]);
        notify(errorText(error), { type: 'error' });
      });
    return () => {
      live = false;
    };
  }, [period, company, isLoading, notify]);

  return (
    <>
      <Title title="Aniversariantes" />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
        Aniversariantes
      </Typography>
      <Card sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            {admin ? <StoreFilter onFilter={setCompany} /> : null}
            <TextField
              select
              size="small"
              label="Filtrar por"
              value={period}
              onChange={(e) => setPeriod(e.target.value as Period)}
              sx={{ width: 220 }}
            >
              {PERIODS.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <MessageInput value={message} onChange={setMessage} />
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
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          {rows === null ? (
            <Loading />
          ) : (
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
                      <TableCell>{formatPhone(r.phone)}</TableCell>
                      <TableCell>{r.email}</TableCell>
                      <TableCell align="right">
                        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                          <WhatsAppLink contact={r} message={message} />
                          <Tooltip title="Gerar cupom">
                            <IconButton
                              size="small"
                              aria-label={`Gerar cupom para ${r.name}`}
                              onClick={() =>
                                notify(couponMessage(r.name), { type: 'success', autoHideDuration: ALERT_MS })
                              }
                            >
                              <CardGiftcardIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))
                ) : (
                  <TableRow>
                    <TableCell colSpan={5} align="center">
                      Nenhum item encontrado
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          )}
        </Box>
      </Card>
    </>
  );
}
