// /email-campaign ('Compre Junto'): the pairs of products most often bought in the same sold order
// over a period (default the last 90 days), from /marketing/bought-together, with 'Pedidos juntos'
// and '% dos pedidos'; the admin's store filter. Per pair, 'Criar grupo e cupom' opens OfferDialog
// (a product group of the two and a coupon only for it); the saved coupon is linked to its form. A
// table on a desktop, one card per pair on a phone.
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import {
  Alert,
  Box,
  Button,
  Card,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { Loading } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { BoughtTogetherOffer, BoughtTogetherPair } from '../../../../shared/calls';
import { addDays, formatDay, today } from '../../../../shared/time';
import { useCall } from '../../../generic/calls';
import { StoreChooser, useChosenStore } from '../../../generic/StorePicker';
import { useUserPermissions } from '../../../permissions';
import { OfferDialog } from './OfferDialog';
import { PageHeading } from '../../../generic/PageHeading';

export const TITLE = 'Compre Junto';
const EMPTY = 'Nenhum par de produtos comprados juntos no período';
const scrollX = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

const percent = (n: number) =>
  `${n.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
const pairName = (r: BoughtTogetherPair) => `${r.product_a_name} + ${r.product_b_name}`;

function OfferButton({
  pair,
  onOffer,
}: {
  pair: BoughtTogetherPair;
  onOffer: (p: BoughtTogetherPair) => void;
}) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<LocalOfferIcon />}
      aria-label={`Criar grupo e cupom para ${pairName(pair)}`}
      onClick={() => onOffer(pair)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Criar grupo e cupom
    </Button>
  );
}

interface RowsProps {
  rows: BoughtTogetherPair[];
  storeColumn: boolean;
  onOffer: (p: BoughtTogetherPair) => void;
}

function PairTable({ rows, storeColumn, onOffer }: RowsProps) {
  return (
    <Box sx={scrollX}>
      <Table size="small" aria-label="Produtos comprados juntos">
        <TableHead>
          <TableRow>
            {storeColumn ? <TableCell>Loja</TableCell> : null}
            <TableCell>Produto</TableCell>
            <TableCell>Comprado junto com</TableCell>
            <TableCell align="right">Pedidos juntos</TableCell>
            <TableCell align="right">% dos pedidos</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length ? (
            rows.map((r) => (
              <TableRow key={`${r.product_a_id}-${r.product_b_id}`}>
                {storeColumn ? <TableCell>{r.company_name}</TableCell> : null}
                <TableCell>{r.product_a_name}</TableCell>
                <TableCell>{r.product_b_name}</TableCell>
                <TableCell align="right">{r.orders}</TableCell>
                <TableCell align="right">{percent(r.share)}</TableCell>
                <TableCell align="right">
                  <OfferButton pair={r} onOffer={onOffer} />
                </TableCell>
              </TableRow>
            ))
          ) : (
            <TableRow>
              <TableCell colSpan={storeColumn ? 6 : 5} align="center">
                {EMPTY}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

function PairCards({ rows, storeColumn, onOffer }: RowsProps) {
  if (!rows.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {EMPTY}
      </Typography>
    );
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Produtos comprados juntos"
    >
      {rows.map((r) => (
        <Card
          key={`${r.product_a_id}-${r.product_b_id}`}
          component="li"
          variant="outlined"
          data-testid="pair-card"
          sx={{ p: 1.5 }}
        >
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {pairName(r)}
          </Typography>
          {storeColumn ? (
            <Typography variant="body2" color="text.secondary">
              {r.company_name}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            Pedidos juntos: {r.orders} · {percent(r.share)} dos pedidos
          </Typography>
          <Box sx={{ mt: 1 }}>
            <OfferButton pair={r} onOffer={onOffer} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

export function BoughtTogether() {
  const { admin, isLoading } = useUserPermissions();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [company] = useChosenStore();
  const [finish, setFinish] = useState(() => today());
  const [init, setInit] = useState(() => addDays(today(), -89));
  const [pair, setPair] = useState<BoughtTogetherPair | null>(null);
  const [made, setMade] = useState<BoughtTogetherOffer | null>(null);
  const validPeriod = Boolean(init && finish && init <= finish);
  const { data } = useCall(
    'boughtTogether',
    !isLoading && validPeriod
      ? { init_date: init, finish_date: finish, ...(admin && company ? { company_id: company } : {}) }
      : null,
  );
  const rows = data?.data;

  return (
    <>
      <PageHeading title={TITLE} />
      <Card sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Os pares de produtos mais comprados no mesmo pedido (pedidos em separação, em trânsito ou
            entregues). Crie um grupo com os dois e um cupom só para ele.
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            {admin ? <StoreChooser /> : null}
            <TextField
              type="date"
              size="small"
              label="Data inicial"
              value={init}
              onChange={(e) => setInit(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', sm: 180 } }}
            />
            <TextField
              type="date"
              size="small"
              label="Data final"
              value={finish}
              onChange={(e) => setFinish(e.target.value)}
              error={!validPeriod}
              helperText={validPeriod ? undefined : 'A data final deve ser igual ou posterior à inicial'}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', sm: 180 } }}
            />
          </Stack>
          {made ? (
            <Alert severity="success" onClose={() => setMade(null)}>
              Grupo “{made.product_group_name}” e cupom {made.code} criados.{' '}
              <Link component={RouterLink} to={`/form-coupon/${made.coupon_id}`}>
                Abrir cupom {made.code}
              </Link>
            </Alert>
          ) : null}
          {data ? (
            <Typography variant="body2" aria-live="polite">
              {data.orders_total === 1
                ? '1 pedido vendido'
                : `${data.orders_total.toLocaleString('pt-BR')} pedidos vendidos`}{' '}
              de {formatDay(data.init_date)} a {formatDay(data.finish_date)}
            </Typography>
          ) : null}
        </Stack>
        <Box sx={{ mt: 2 }}>
          {!validPeriod ? null : !rows ? (
            <Loading />
          ) : phone ? (
            <PairCards rows={rows} storeColumn={admin && !company} onOffer={setPair} />
          ) : (
            <PairTable rows={rows} storeColumn={admin && !company} onOffer={setPair} />
          )}
        </Box>
      </Card>
      {pair ? (
        <OfferDialog
          pair={pair}
          onClose={() => setPair(null)}
          onMade={(offer) => {
            setPair(null);
            setMade(offer);
          }}
        />
      ) : null}
    </>
  );
}

export default BoughtTogether;
