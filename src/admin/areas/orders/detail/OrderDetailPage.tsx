// 'Detalhes do Pedido' (/detailOrder/:id, issue 11): the order from /order/getOrdersDetail with its
// stepper, blocks and actions — tracking code (status 2), Alterar Pedido, capture / reject of a
// payment, print (the reprint warning, or the refusal for a user who may not reprint) and the
// Melhor Envio cart. The open dialog lives in the URL (?dialog=rastreio | alterar | melhor-envio,
// ?imagem=<item id>), so a reload keeps it. The page's heading, the top bar and the browser tab
// carry the order's number ('Detalhes do Pedido 12 · Painel Lojista'): orders open in tabs of their
// own.
import EditIcon from '@mui/icons-material/Edit';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { HttpError, Title, useNotify } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { OrderDetail, OrderItem, OrderPayment, PaymentActionResult } from '../../../../shared/calls';
import { whatsappNumber } from '../../../../shared/br-formats';
import { mayPrintOrder } from '../../../../shared/order-status';
import { formatDate } from '../../../../shared/time';
import { useCall, useCallMutation } from '../../../generic/calls';
import { RecordHistory } from '../../../generic/RecordHistory';
import { TOAST_MS } from '../../../generic/toasts';
import { useConfirm } from '../../../generic/useConfirm';
import { useUserPermissions } from '../../../permissions';
import { MelhorEnvioDialog } from './MelhorEnvioDialog';
import {
  AddressesBlock,
  AntifraudBlock,
  DeliveryBlock,
  HistoryBlock,
  ImageDialog,
  ItemsBlock,
  NotesBlock,
  OrderStatusChip,
  PaymentsBlock,
  PurchaseBlock,
  StatusStepper,
  TotalsBlock,
} from './OrderBlocks';
import {
  ALERT_MS,
  paymentActionsEnabled,
  paymentActionsShown,
  PRINT_FORMATS,
  type PrintFormat,
  orderTitle,
  printPath,
  TEXTS,
  TITLE,
} from './orderModel';
import { TrackingDialog } from './TrackingDialog';
import { UpdateOrderDialog } from './UpdateOrderDialog';

type DialogName = 'rastreio' | 'alterar' | 'melhor-envio';

export default function OrderDetailPage() {
  const { id } = useParams();
  const buyId = Number(id);
  const valid = Number.isInteger(buyId) && buyId > 0;
  const detail = useCall('orderDetail', valid ? { buy_id: buyId } : null);
  const title = valid ? orderTitle(buyId) : TITLE;

  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      {!valid || detail.error ? (
        <Alert severity="error">
          {detail.error instanceof HttpError && detail.error.status === 404
            ? 'Pedido não encontrado.'
            : 'Não foi possível carregar o pedido.'}
        </Alert>
      ) : !detail.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando o pedido" />
        </Box>
      ) : (
        <OrderView detail={detail.data} reload={() => void detail.refetch()} />
      )}
    </>
  );
}

function OrderView({ detail, reload }: { detail: OrderDetail; reload: () => void }) {
  const { order } = detail;
  const { admin } = useUserPermissions();
  const [params, setParams] = useSearchParams();
  const dialog = params.get('dialog') as DialogName | null;
  const imageItem = order.items.find((i) => String(i.id) === params.get('imagem')) ?? null;

  const open = (name: DialogName) =>
    setParams((p) => {
      p.set('dialog', name);
      return p;
    });
  const close = () =>
    setParams(
      (p) => {
        p.delete('dialog');
        p.delete('imagem');
        return p;
      },
      { replace: true },
    );
  const openImage = (item: OrderItem) =>
    setParams((p) => {
      p.set('imagem', String(item.id));
      return p;
    });

  const payments = usePaymentActions(detail, reload);
  const whatsapp = whatsappNumber(order.phone_number);

  return (
    <>
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                Pedido nº {order.id}
              </Typography>
              <OrderStatusChip status={order.status} />
              <Typography color="text.secondary">{formatDate(order.created_at)}</Typography>
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {order.status === 2 ? (
                <Button
                  variant="contained"
                  startIcon={<LocalShippingIcon />}
                  onClick={() => open('rastreio')}
                >
                  Código de rastreio
                </Button>
              ) : null}
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => open('alterar')}>
                Alterar Pedido
              </Button>
              <PrintButton detail={detail} />
              <Button variant="outlined" onClick={() => open('melhor-envio')}>
                Melhor Envio
              </Button>
              {whatsapp ? (
                <Button
                  variant="outlined"
                  color="success"
                  startIcon={<WhatsAppIcon />}
                  href={`https://wa.me/${whatsapp}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Conversar com ${order.people_name ?? 'o comprador'} no WhatsApp`}
                >
                  WhatsApp
                </Button>
              ) : null}
            </Stack>
          </Stack>
          <StatusStepper order={order} history={detail.status_history} />
        </CardContent>
      </Card>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PurchaseBlock order={order} showStore={admin} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DeliveryBlock order={order} />
          <AddressesBlock addresses={detail.costumer_address} />
          <NotesBlock note={order.note} />
        </Grid>
      </Grid>
      <ItemsBlock order={order} onOpenImage={openImage} />
      <TotalsBlock order={order} />
      <PaymentsBlock detail={detail} renderActions={payments.render} />
      <AntifraudBlock answers={detail.antifraud_informations} />
      <HistoryBlock history={detail.status_history} />
      <RecordHistory entity="buy" id={order.id} />

      {payments.dialogs}
      <ImageDialog item={imageItem} onClose={close} />
      {dialog === 'rastreio' && order.status === 2 ? (
        <TrackingDialog buyId={order.id} open onClose={close} />
      ) : null}
      {dialog === 'alterar' ? (
        <UpdateOrderDialog
          order={order}
          open
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      ) : null}
      {dialog === 'melhor-envio' ? <MelhorEnvioDialog order={order} open onClose={close} /> : null}
    </>
  );
}

/**
 * Capture and reject, each after a confirmation: shown where the server says the payment may be
 * acted on, usable while the order is in status 1 and no call runs (a double click sends once).
 * Captured (order → 2): toast and the sorting-out list; refused (→ 7): toast and the pending list;
 * still being processed (409) or its result being confirmed (pending): the server's message and the
 * order again; anything else, or a failure: the spec's alert and the order again.
 */
function usePaymentActions(detail: OrderDetail, reload: () => void) {
  const notify = useNotify();
  const navigate = useNavigate();
  const capture = useCallMutation('paymentCapture');
  const reject = useCallMutation('paymentReject');
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const captureQuestion = useConfirm({
    title: 'Aprovar pagamento',
    text: 'Tem certeza que deseja capturar este pagamento?',
    confirmLabel: 'Aprovar',
  });
  const rejectQuestion = useConfirm({
    title: 'Recusar pagamento',
    text: 'Tem certeza que deseja recusar este pagamento?',
    confirmLabel: 'Recusar',
  });

  const act = async (kind: 'capture' | 'reject', payment: OrderPayment) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const question = kind === 'capture' ? captureQuestion : rejectQuestion;
      if (!(await question.ask())) return;
      const body = { payment_id: payment.id, buy_id: detail.order.id };
      let result: PaymentActionResult | null = null;
      /** The server's own words when it has nothing to report yet (409: another click is waiting). */
      let waitMessage: string | null = null;
      try {
        result = await (kind === 'capture' ? capture : reject).mutateAsync(body);
      } catch (error) {
        result = null;
        if (error instanceof HttpError && error.status === 409)
          waitMessage = (error.body as { message?: string } | undefined)?.message ?? error.message;
      }
      if (result?.pending) waitMessage = result.message;
      if (kind === 'capture' && result?.status === 2) {
        notify(TEXTS.captured, { type: 'success', autoHideDuration: TOAST_MS });
        navigate('/sortingOutBuys');
      } else if (kind === 'reject' && result?.status === 7) {
        notify(TEXTS.rejected, { type: 'success', autoHideDuration: TOAST_MS });
        navigate('/pendingBuys');
      } else if (waitMessage) {
        // Not a failure: the payment is being processed or its result confirmed; the user waits.
        notify(waitMessage, { type: 'warning', autoHideDuration: ALERT_MS });
        reload();
      } else {
        notify(TEXTS.paymentFailed, { type: 'error', autoHideDuration: ALERT_MS });
        reload();
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const enabled = paymentActionsEnabled(detail) && !busy;
  const render = (payment: OrderPayment) =>
    paymentActionsShown(payment) ? (
      <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ mt: { xs: 1, md: 0 } }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={!enabled}
          onClick={() => void act('capture', payment)}
          aria-label={`Aprovar pagamento ${payment.id}`}
        >
          Aprovar
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={!enabled}
          onClick={() => void act('reject', payment)}
          aria-label={`Recusar pagamento ${payment.id}`}
        >
          Recusar
        </Button>
      </Stack>
    ) : null;

  return {
    render,
    dialogs: (
      <>
        {captureQuestion.dialog}
        {rejectQuestion.dialog}
      </>
    ),
  };
}

/**
 * 'Imprimir': the format (A4 or 80 mm receipt), then the print view, which records the print
 * (/buy/print) before it shows the order. An order printed before: a user who may print it again
 * (full_permission, admin) confirms 'Imprimir novamente'; one who may not is told so at once, with
 * the spec's alert, instead of a question whose answer the server would refuse.
 */
function PrintButton({ detail }: { detail: OrderDetail }) {
  const { order } = detail;
  const notify = useNotify();
  const navigate = useNavigate();
  const who = useUserPermissions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const reprint = useConfirm({
    title: 'Pedido já impresso',
    text: order.printed_at
      ? `Este pedido já foi impresso em ${formatDate(order.printed_at)}. Deseja imprimir novamente?`
      : 'Este pedido já foi impresso. Deseja imprimir novamente?',
    confirmLabel: 'Imprimir novamente',
  });
  // While the permissions load nobody is refused here: the print view asks the server anyway.
  const refused = !who.isLoading && !mayPrintOrder(order.printed_at, who.level);

  const choose = (target: HTMLElement) => {
    if (refused) notify(TEXTS.reprintRefused, { type: 'error', autoHideDuration: ALERT_MS });
    else setAnchor(target);
  };

  const run = async (format: PrintFormat) => {
    setAnchor(null);
    if (order.printed_at && !(await reprint.ask())) return;
    navigate(printPath(order.id, format));
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        onClick={(e) => choose(e.currentTarget)}
        aria-haspopup={refused ? undefined : 'menu'}
        aria-controls={anchor ? 'print-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        Imprimir
      </Button>
      <Menu id="print-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(Object.keys(PRINT_FORMATS) as PrintFormat[]).map((format) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            {PRINT_FORMATS[format].label}
          </MenuItem>
        ))}
      </Menu>
      {reprint.dialog}
    </>
  );
}
