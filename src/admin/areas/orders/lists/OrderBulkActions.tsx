// The order lists' bulk actions (their ListSlots.bulkActions): 'Imprimir selecionados' opens one
// print view of every selected order, one a page (/detailOrder/print?ids=…, which records each
// print as the single view does); 'Avançar status' moves each selected order to its next step
// through the order detail's own call ('Alterar Pedido', /buy/update), asking the user's password
// when one of them is still unpaid, as that dialog does. The server refuses any move the state
// machine forbids; the bar reports each refused order with its reason.
import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { OrderUpdateRequest } from '../../../../shared/calls';
import { countText } from '../../../../shared/count-text';
import { needsPassword, nextStatus, statusLabel } from '../../../../shared/order-status';
import { BulkDialog, useBulk } from '../../../generic/BulkActions';
import type { AppDataProvider } from '../../../dataProvider';
import { PRINT_FORMATS, type PrintFormat } from '../detail/orderModel';

export const NO_NEXT_STATUS = 'Este pedido não tem um próximo status.';
const orderTitle = (row: RaRecord) => `Pedido nº ${String(row.id)}`;
const ordersUpdated = (n: number) => countText(n, 'pedido atualizado', 'pedidos atualizados');

/** The print view of these orders in one page each. */
export const bulkPrintPath = (ids: RaRecord['id'][], format: PrintFormat) =>
  `/detailOrder/print?ids=${ids.join(',')}&format=${format}`;

function PrintDialog({ onClose }: { onClose: () => void }) {
  const { records } = useBulk();
  const navigate = useNavigate();
  const [format, setFormat] = useState<PrintFormat>('a4');
  const printed = records.filter((r) => r.printed_at).length;
  return (
    <BulkDialog
      title="Imprimir selecionados"
      confirmLabel="Imprimir"
      onClose={onClose}
      onConfirm={() =>
        navigate(
          bulkPrintPath(
            records.map((r) => r.id),
            format,
          ),
        )
      }
    >
      <TextField
        select
        label="Formato"
        value={format}
        onChange={(e) => setFormat(e.target.value as PrintFormat)}
      >
        {(Object.keys(PRINT_FORMATS) as PrintFormat[]).map((f) => (
          <MenuItem key={f} value={f}>
            {PRINT_FORMATS[f].label}
          </MenuItem>
        ))}
      </TextField>
      {printed ? (
        <p>
          {countText(printed, 'pedido já foi impresso', 'pedidos já foram impressos')}: imprimir de novo pede
          permissão total; os recusados são indicados na impressão.
        </p>
      ) : null}
    </BulkDialog>
  );
}

function AdvanceDialog({ onClose }: { onClose: () => void }) {
  const { records, run } = useBulk();
  // The data provider's call, not a mutation hook: the rows run on after the dialog closes.
  const dataProvider = useDataProvider<AppDataProvider>();
  const [password, setPassword] = useState('');
  const askPassword = records.some((r) => needsPassword(Number(r.status)));
  const moves = [...new Set(records.map((r) => Number(r.status)))]
    .map((s) => (nextStatus(s) === null ? null : `${statusLabel(s)} → ${statusLabel(nextStatus(s))}`))
    .filter(Boolean);
  const advance = () => {
    onClose();
    void run(
      records,
      async (row) => {
        const to = nextStatus(Number(row.status));
        if (to === null) throw new Error(NO_NEXT_STATUS);
        const body: OrderUpdateRequest = { buy_id: Number(row.id), status: to };
        if (needsPassword(Number(row.status))) body.password = password;
        await dataProvider.orderUpdate(body);
      },
      { done: ordersUpdated, titleOf: orderTitle },
    );
  };
  return (
    <BulkDialog
      title="Avançar status"
      confirmLabel="Avançar"
      onClose={onClose}
      disabled={askPassword && !password}
      onConfirm={advance}
    >
      <p>
        {moves.length
          ? `Cada pedido passa ao próximo status: ${moves.join('; ')}.`
          : 'Nenhum pedido selecionado tem um próximo status.'}
      </p>
      {askPassword ? (
        <TextField
          required
          type="password"
          label="Senha"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText="Sua senha de acesso ao painel"
        />
      ) : null}
    </BulkDialog>
  );
}

export default function OrderBulkActions() {
  const { busy, records } = useBulk();
  const [open, setOpen] = useState<'print' | 'advance' | null>(null);
  // Delivered, cancelled, refused: none of the selected orders goes further, so no button for it.
  const advances = records.some((r) => nextStatus(Number(r.status)) !== null);
  return (
    <>
      <Button size="small" disabled={busy} onClick={() => setOpen('print')}>
        Imprimir selecionados
      </Button>
      {advances ? (
        <Button size="small" disabled={busy} onClick={() => setOpen('advance')}>
          Avançar status
        </Button>
      ) : null}
      {open === 'print' ? <PrintDialog onClose={() => setOpen(null)} /> : null}
      {open === 'advance' ? <AdvanceDialog onClose={() => setOpen(null)} /> : null}
    </>
  );
}
