// The print view of an order (/detailOrder/:id/print?format=a4 | 80mm), outside the panel's menu
// chrome: the order laid out for paper — an A4 sheet or an 80 mm receipt (@page size) — and the
// browser's print dialog once it is loaded. The screen-only toolbar (print again, back to the
// order) is not printed. The view itself records the print (/buy/print, usePrintRecord) before it
// loads the order: a refused reprint shows the spec's refusal and no order, whatever way the URL
// was opened.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { type Ref, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { OrderDetail } from '../../../../shared/calls';
import { formatCpfCnpj, formatPhone, maskCep } from '../../../../shared/br-formats';
import { formatMoney } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';
import { statusLabel } from '../../../../shared/order-status';
import { useCall } from '../../../generic/calls';
import {
  addressLine,
  isPrintFormat,
  paymentTypeLabel,
  pageSize,
  type PrintFormat,
  TEXTS,
} from '../detail/orderModel';
import { PrintChrome } from './PrintChrome';
import { usePrintRecord } from './usePrintRecord';

export default function OrderPrintPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const requested = params.get('format');
  const format: PrintFormat = isPrintFormat(requested) ? requested : 'a4';
  const buyId = Number(id);
  const valid = Number.isInteger(buyId) && buyId > 0;
  const record = usePrintRecord(valid ? buyId : null);
  // The order is read only once the server said this print may happen.
  const detail = useCall('orderDetail', record.state === 'recorded' ? { buy_id: buyId } : null);
  const data = record.state === 'recorded' ? detail.data : undefined;
  const ready = !!data;
  const printed = useRef(false);
  const content = useRef<HTMLElement>(null);
  const [heightMm, setHeightMm] = useState<number | null>(null);

  // The receipt's page is as long as what it prints (CSS px are 1/96 in).
  useLayoutEffect(() => {
    const height = content.current?.getBoundingClientRect().height;
    if (height) setHeightMm((height * 25.4) / 96);
  }, [data, format]);

  useEffect(() => {
    if (!data || printed.current) return;
    // After the layout is painted, so the dialog prints what the page shows; once (StrictMode runs
    // this effect twice: the first timer is cleared).
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, 300);
    return () => window.clearTimeout(timer);
  }, [data]);

  return (
    <>
      <Title title={`Impressão do Pedido ${id ?? ''}`} />
      <PrintChrome
        size={pageSize(format, heightMm)}
        format={format}
        ready={ready}
        formatLink={(f) => `/detailOrder/${id ?? ''}/print?format=${f}`}
        back={
          <Button component={RouterLink} to={`/detailOrder/${id ?? ''}`} startIcon={<ArrowBackIcon />}>
            Voltar ao pedido
          </Button>
        }
      >
        {record.state === 'refused' ? (
          <Alert severity="error">{TEXTS.reprintRefused}</Alert>
        ) : record.state === 'failed' && record.notFound ? (
          <Alert severity="error">Pedido não encontrado.</Alert>
        ) : !valid || record.state === 'failed' || detail.error ? (
          <Alert severity="error">Não foi possível carregar o pedido.</Alert>
        ) : !data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Carregando o pedido" />
          </Box>
        ) : (
          <PrintedOrder ref={content} detail={data} format={format} />
        )}
      </PrintChrome>
    </>
  );
}

const cell = { padding: '2px 4px', textAlign: 'left', verticalAlign: 'top' } as const;
const right = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** One order laid out for paper (also each page of the print of several: OrdersPrintPage). */
export function PrintedOrder({
  ref,
  detail,
  format,
}: {
  ref: Ref<HTMLElement>;
  detail: OrderDetail;
  format: PrintFormat;
}) {
  const { order } = detail;
  const receipt = format === '80mm';
  const address = addressLine(order, maskCep);
  return (
    <Box
      ref={ref}
      component="article"
      aria-label={`Pedido nº ${order.id}`}
      sx={{
        fontFamily: receipt ? '"Courier New", monospace' : 'Arial, Helvetica, sans-serif',
        fontSize: receipt ? 11 : 12,
        lineHeight: 1.35,
        width: receipt ? '74mm' : '100%',
        maxWidth: receipt ? '74mm' : '186mm',
        mx: receipt ? 0 : 'auto',
        '& h1': { fontSize: receipt ? 14 : 18, m: 0 },
        '& h2': {
          fontSize: receipt ? 12 : 13,
          m: 0,
          mt: 1.5,
          mb: 0.5,
          borderBottom: '1px solid #000',
          textTransform: 'uppercase',
        },
        '& p': { m: 0 },
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& thead th': { borderBottom: '1px solid #000' },
        '& tbody tr': { breakInside: 'avoid' },
        '& tbody td': { borderBottom: receipt ? '1px dashed #999' : '1px solid #ddd' },
      }}
    >
      <header>
        {order.company_name ? <p style={{ fontWeight: 700 }}>{order.company_name}</p> : null}
        <h1>Pedido nº {order.id}</h1>
        <p>
          {formatDate(order.created_at)} · {statusLabel(order.status)}
        </p>
      </header>

      <h2>Comprador</h2>
      <p>{order.people_name}</p>
      {order.cpf_cnpj ? <p>CPF/CNPJ: {formatCpfCnpj(order.cpf_cnpj)}</p> : null}
      {order.phone_number ? <p>Telefone: {formatPhone(order.phone_number)}</p> : null}
      {order.email ? <p>E-mail: {order.email}</p> : null}

      <h2>Entrega</h2>
      {order.send_type ? <p>Tipo de envio: {order.send_type}</p> : null}
      {order.delivery_source ? <p>Serviço: {order.delivery_source}</p> : null}
      {order.delivery_code ? <p>Código de rastreio: {order.delivery_code}</p> : null}
      {order.date_of_delivery ? (
        <p>
          Entrega: {formatDate(order.date_of_delivery)} {order.time_of_delivery ?? ''}
        </p>
      ) : null}
      {address ? <p>{address}</p> : null}

      <h2>Itens</h2>
      {receipt ? (
        <table>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td style={cell}>
                  {item.amount}x {item.name}
                  <br />
                  {[item.ref, item.color, item.size].filter(Boolean).join(' · ')}
                  {item.typeable ? (
                    <>
                      <br />
                      Personalização: {item.typeable}
                    </>
                  ) : null}
                </td>
                <td style={right}>{formatMoney(item.total_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <table>
          <thead>
            <tr>
              <th style={cell}>Ref</th>
              <th style={cell}>Produto</th>
              <th style={cell}>Cor</th>
              <th style={cell}>Tam.</th>
              <th style={right}>Qtd</th>
              <th style={right}>Unitário</th>
              <th style={right}>Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td style={cell}>{item.ref}</td>
                <td style={cell}>
                  {item.name}
                  {item.typeable ? <div>Personalização: {item.typeable}</div> : null}
                </td>
                <td style={cell}>{item.color}</td>
                <td style={cell}>{item.size}</td>
                <td style={right}>{item.amount}</td>
                <td style={right}>{formatMoney(item.unit_price)}</td>
                <td style={right}>{formatMoney(item.total_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {order.recording ? <p style={{ fontWeight: 700, marginTop: 4 }}>* Pedido com gravação</p> : null}

      <h2>Totais</h2>
      <table>
        <tbody>
          <tr>
            <td style={cell}>Produtos</td>
            <td style={right}>{formatMoney(order.products_value ?? '0')}</td>
          </tr>
          <tr>
            <td style={cell}>Frete</td>
            <td style={right}>{formatMoney(order.delivery_price ?? '0')}</td>
          </tr>
          <tr>
            <td style={cell}>Desconto{order.coupon ? ` (cupom ${order.coupon})` : ''}</td>
            <td style={right}>{formatMoney(order.discount_value)}</td>
          </tr>
          <tr style={{ fontWeight: 700 }}>
            <td style={cell}>Total</td>
            <td style={right}>{formatMoney(order.total)}</td>
          </tr>
        </tbody>
      </table>

      <h2>Pagamento</h2>
      <p>
        {paymentTypeLabel(order.payment_type)} · {order.paid ? 'Pago' : 'Não pago'}
      </p>
      {order.transshipment ? <p>Troco: {formatMoney(order.transshipment)}</p> : null}

      {order.note?.trim() ? (
        <>
          <h2>Observações</h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{order.note}</p>
        </>
      ) : null}
    </Box>
  );
}
