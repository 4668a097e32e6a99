// The print view of several orders (/detailOrder/print?ids=1,2,3&format=a4 | 80mm; the order lists'
// 'Imprimir selecionados'): each order on its own page, laid out as the single view lays it out
// (PrintedOrder), so the browser's print dialog makes one PDF of them all. Each order records its
// own print first (usePrintRecord, /buy/print): a refused reprint is reported by its number on the
// screen and left out of the paper; the dialog opens once every order has answered.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCall } from '../../../generic/calls';
import { isPrintFormat, pageSize, type PrintFormat, TEXTS } from '../detail/orderModel';
import { PrintedOrder } from './OrderPrintPage';
import { PrintChrome } from './PrintChrome';
import { usePrintRecord } from './usePrintRecord';

/** At most this many orders in one print (a page of the largest list). */
export const MAX_PRINT_ORDERS = 100;

type SheetState = 'waiting' | 'ready' | 'refused' | 'failed';

/** '1,2,3' → [1, 2, 3]: positive whole numbers, each once, in the order given. */
export function parseIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, MAX_PRINT_ORDERS);
}

function OrderSheet({
  id,
  format,
  onState,
}: {
  id: number;
  format: PrintFormat;
  onState: (id: number, state: SheetState, heightMm?: number) => void;
}) {
  const record = usePrintRecord(id);
  const detail = useCall('orderDetail', record.state === 'recorded' ? { buy_id: id } : null);
  const data = record.state === 'recorded' ? detail.data : undefined;
  const content = useRef<HTMLElement>(null);
  const state: SheetState =
    record.state === 'refused'
      ? 'refused'
      : record.state === 'failed' || detail.error
        ? 'failed'
        : data
          ? 'ready'
          : 'waiting';
  useLayoutEffect(() => {
    const height = content.current?.getBoundingClientRect().height;
    onState(id, state, height ? (height * 25.4) / 96 : undefined);
  }, [id, state, format, onState]);
  if (state === 'refused')
    return (
      <Alert severity="error" className="no-print" sx={{ mb: 2 }}>
        Pedido nº {id}: {TEXTS.reprintRefused}
      </Alert>
    );
  if (state === 'failed')
    return (
      <Alert severity="error" className="no-print" sx={{ mb: 2 }}>
        Pedido nº {id}: não foi possível carregar o pedido.
      </Alert>
    );
  if (!data) return null;
  return (
    <Box className="print-sheet" sx={{ mb: 4, '@media print': { mb: 0 } }}>
      <PrintedOrder ref={content} detail={data} format={format} />
    </Box>
  );
}

export default function OrdersPrintPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('format');
  const format: PrintFormat = isPrintFormat(requested) ? requested : 'a4';
  const idsParam = params.get('ids');
  const [ids] = useState(() => parseIds(idsParam));
  const [states, setStates] = useState<Record<number, { state: SheetState; heightMm?: number }>>({});
  const onState = useCallback(
    (id: number, state: SheetState, heightMm?: number) =>
      setStates((s) =>
        s[id]?.state === state && s[id]?.heightMm === heightMm ? s : { ...s, [id]: { state, heightMm } },
      ),
    [],
  );
  const settled = ids.length > 0 && ids.every((id) => states[id] && states[id].state !== 'waiting');
  const ready = ids.filter((id) => states[id]?.state === 'ready');
  const printed = useRef(false);

  useEffect(() => {
    if (!settled || !ready.length || printed.current) return;
    // After the pages are painted; once (StrictMode runs this twice: the first timer is cleared).
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, 300);
    return () => window.clearTimeout(timer);
  }, [settled, ready.length]);

  // A receipt's page is as long as the longest order.
  const tallest = Math.max(0, ...ready.map((id) => states[id]?.heightMm ?? 0)) || null;
  const query = (f: PrintFormat) => `/detailOrder/print?ids=${ids.join(',')}&format=${f}`;
  return (
    <>
      <Title title="Impressão dos Pedidos" />
      <PrintChrome
        size={pageSize(format, tallest)}
        format={format}
        ready={settled && ready.length > 0}
        formatLink={query}
        pageBreaks
        back={
          <Button onClick={() => navigate(-1)} startIcon={<ArrowBackIcon />}>
            Voltar
          </Button>
        }
      >
        {!ids.length ? <Alert severity="error">Nenhum pedido para imprimir.</Alert> : null}
        {ids.length && !settled ? (
          <Box className="no-print" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label="Carregando os pedidos" />
          </Box>
        ) : null}
        {ids.map((id) => (
          <OrderSheet key={id} id={id} format={format} onState={onState} />
        ))}
      </PrintChrome>
    </>
  );
}
