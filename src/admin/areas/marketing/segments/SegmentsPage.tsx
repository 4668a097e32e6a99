// /segments ('Segmentar Clientes'): the store's buyers in RFM segments (the scoring and rules in
// src/shared/rfm.ts, told in the caption). A card per segment with its buyers (count and share) and
// a one-line explanation; the chosen one (kept in the URL, ?segment=; at first the first with buyers) lists its buyers a page of 25
// at a time (Nome, Telefone, E-mail, Último pedido, Pedidos, Total gasto, WhatsApp) with 'Exportar
// CSV' of every buyer of the segment. An admin picks the store first. Money only for full_permission.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Grid,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SegmentBuyer, SegmentKey, Segments } from '../../../../shared/calls';
import { formatPhone } from '../../../../shared/br-formats';
import { formatMoney } from '../../../../shared/money';
import { RFM_CAPTION, SEGMENT_KEYS, SEGMENTS, segmentInfo } from '../../../../shared/rfm';
import { formatDate } from '../../../../shared/time';
import { errorText } from '../../../api';
import type { AppDataProvider } from '../../../dataProvider';
import { useCall } from '../../../generic/calls';
import { CSV_FILE, downloadCsv } from '../../../generic/csv';
import { StorePicker, useChosenStore } from '../../../generic/StorePicker';
import { TOAST_MS } from '../../../generic/toasts';
import { useUserPermissions } from '../../../permissions';
import { PageHeading } from '../../../generic/PageHeading';
import {
  buyersCsv,
  buyerWhatsapp,
  CHOOSE_STORE,
  EXPORT,
  fetchAllBuyers,
  MONEY_HIDDEN,
  NO_BUYERS,
  PAGE_SIZE,
  TITLE,
} from './model';
import { countText } from '../../../../shared/count-text';

const scrollX = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;
/** Read by screen readers, not shown (as MUI's own visuallyHidden). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
const isSegment = (value: string | null): value is SegmentKey =>
  !!value && (SEGMENT_KEYS as string[]).includes(value);

function SegmentCards({
  data,
  selected,
  onSelect,
}: {
  data: Segments | undefined;
  selected: SegmentKey | null;
  onSelect: (segment: SegmentKey) => void;
}) {
  return (
    <Grid
      container
      spacing={1.5}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Segmentos"
    >
      {SEGMENTS.map((info) => {
        const figure = data?.segments.find((s) => s.segment === info.key);
        const count = figure?.count ?? 0;
        const percent = data?.buyers ? Math.round((100 * count) / data.buyers) : 0;
        const active = selected === info.key;
        return (
          <Grid key={info.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            {data ? (
              <Card
                variant="outlined"
                sx={{
                  height: '100%',
                  borderColor: active ? 'primary.main' : undefined,
                  borderWidth: active ? 2 : 1,
                }}
              >
                <CardActionArea
                  onClick={() => onSelect(info.key)}
                  aria-pressed={active}
                  data-testid={`segment-${info.key}`}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <Stack
                      direction="row"
                      sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}
                    >
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                        {info.label}
                      </Typography>
                      <Typography variant="h6" component="p">
                        {count}
                        <Box component="span" sx={visuallyHidden}>
                          {count === 1 ? ' comprador' : ' compradores'}
                        </Box>
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {info.description}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                      {`${percent}% dos compradores · ${info.rule}`}
                      {figure?.total != null && ` · ${formatMoney(figure.total)}`}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ) : (
              <Skeleton variant="rounded" height={120} />
            )}
          </Grid>
        );
      })}
    </Grid>
  );
}

function WhatsAppButton({ buyer }: { buyer: SegmentBuyer }) {
  const href = buyerWhatsapp(buyer);
  if (!href) return null;
  return (
    <IconButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`WhatsApp de ${buyer.name ?? ''}`.trim()}
      size="small"
      sx={{ color: '#128C7E' }}
    >
      <WhatsAppIcon fontSize="small" />
    </IconButton>
  );
}

function BuyersTable({
  query,
  withMoney,
}: {
  query: { company_id?: number; segment: SegmentKey };
  withMoney: boolean;
}) {
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { data, isPending, isFetching } = useCall(
    'marketingSegmentBuyers',
    { ...query, page, itens_per_page: PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const info = segmentInfo(query.segment);
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(buyersCsv(await fetchAllBuyers(dataProvider, query), withMoney), CSV_FILE);
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {`Compradores: ${info.label}`}
          </Typography>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={exporting ? <CircularProgress size={18} color="inherit" /> : <FileDownloadIcon />}
            onClick={exportCsv}
            disabled={exporting || !data?.total}
          >
            {EXPORT}
          </Button>
        </Stack>
        {isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <Box sx={scrollX} tabIndex={0} role="region" aria-label={`Tabela de compradores: ${info.label}`}>
            <Table size="small" aria-label={`Compradores: ${info.label}`} aria-busy={isFetching}>
              <TableHead>
                <TableRow>
                  <TableCell>Nome</TableCell>
                  <TableCell>Telefone</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Último pedido</TableCell>
                  <TableCell align="right">Pedidos</TableCell>
                  <TableCell align="right">Total gasto</TableCell>
                  <TableCell>Ações</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!data?.data.length && (
                  <TableRow>
                    <TableCell colSpan={7}>
                      <Typography color="text.secondary">{NO_BUYERS}</Typography>
                    </TableCell>
                  </TableRow>
                )}
                {data?.data.map((b, i) => (
                  <TableRow key={`${b.consumer_id ?? b.email ?? ''}:${i}`} data-testid="buyer-row">
                    <TableCell>{b.name}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(b.phone_number)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{b.email}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(b.last_order_at).slice(0, 10)}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="span"
                        sx={{ display: 'block' }}
                      >
                        {b.days_since === 0 ? 'hoje' : `há ${countText(b.days_since, 'dia', 'dias')}`}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{b.orders}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {withMoney ? formatMoney(b.total) : '—'}
                    </TableCell>
                    <TableCell>
                      <WhatsAppButton buyer={b} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {!!data && data.total > PAGE_SIZE && (
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            onPageChange={(_, next) => setPage(next + 1)}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function SegmentsPage() {
  const { admin, isLoading } = useUserPermissions();
  const [store, chooseStore] = useChosenStore();
  const [params, setParams] = useSearchParams();
  const raw = params.get('segment');
  const select = (segment: SegmentKey) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('segment', segment);
        return out;
      },
      { replace: true },
    );
  // Nothing asked before the user is known (an admin's call needs the store).
  const storeQuery = isLoading ? null : admin ? (store ? { company_id: store } : null) : {};
  const { data, isPending, isFetching } = useCall('marketingSegments', storeQuery);
  const ready = storeQuery !== null && !isPending && !!data;
  // The segment in the URL, else the first one with buyers.
  const selected = isSegment(raw) ? raw : (data?.segments.find((s) => s.count > 0)?.segment ?? null);

  return (
    <Box sx={{ pb: 2 }}>
      <PageHeading title={TITLE} caption={RFM_CAPTION} captionTestId="rfm-caption" />
      <Stack spacing={2}>
        {admin && <StorePicker value={store} onChange={chooseStore} label="Loja" required />}
        {storeQuery === null ? (
          !isLoading && <Typography color="text.secondary">{CHOOSE_STORE}</Typography>
        ) : (
          <Box aria-busy={isFetching} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {ready && !data.full_permission && <Alert severity="info">{MONEY_HIDDEN}</Alert>}
            {ready && (
              <Typography variant="body2">
                {`${countText(data.buyers, 'comprador', 'compradores')} com pedidos vendidos; recência contada até ${formatDate(data.today)}.`}
              </Typography>
            )}
            <SegmentCards data={ready ? data : undefined} selected={selected} onSelect={select} />
            {ready && selected && (
              <BuyersTable
                // A new store or segment starts at its first page.
                key={`${store ?? ''}:${selected}`}
                query={{ ...storeQuery, segment: selected }}
                withMoney={data.full_permission}
              />
            )}
            {ready && !selected && (
              <Typography color="text.secondary">Nenhum comprador com pedidos vendidos ainda.</Typography>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}

export default SegmentsPage;
