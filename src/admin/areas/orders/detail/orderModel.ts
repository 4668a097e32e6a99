// What the order detail (/detailOrder/:id) and its print view share: the spec's texts, the status
// labels and colours, the stepper's completion from the history, and the labels the schemas give
// (order status, payment type, antifraud codes). No React here.
import { entities } from '../../../../generated/registry';
import type { OrderDetail, OrderHistoryRow, OrderPayment } from '../../../../shared/calls';
import { STEP_STATUSES, stepLabel } from '../../../../shared/order-status';

export const TITLE = 'Detalhes do Pedido';
/** The screen's title with the order's number ('Detalhes do Pedido 12'), so each tab says which order it holds. */
export const orderTitle = (id: number | string) => `${TITLE} ${id}`;

/** Spec section 8. */
export const TEXTS = {
  captured: 'Atualização feita com Sucesso !!!',
  rejected: 'Pagamento Recusado com Sucesso !!!',
  paymentFailed: 'Algo deu errado, consulte seu painel admnistrativo de pagamento !!!',
  updated: 'Atualização feita com Sucesso !!!',
  reprintRefused: 'Você não possui permissão para imprimir esse pedido novamente!',
  melhorEnvioSent: 'Seu Pedido Foi enviado p/ o Melhor Envio',
  melhorEnvioFailed: 'Algo deu errado !!!',
  passwordRequired: 'O campo de senha é obrigatório.',
  trackingRequired: 'Por favor insira Código de rastreio',
} as const;

/** The spec's alerts last 5 s, its toasts 6 s (section 9). */
export const ALERT_MS = 5000;

/** The stepper's steps: statuses 0 to 4 with the shared status labels (spec section 2). */
export const STEPS: readonly string[] = STEP_STATUSES.map(stepLabel);

/**
 * How many steps are complete: up to the highest status (0..4) the history reached, and the
 * current one; -1 when neither is one of them.
 */
export function highestStep(history: Pick<OrderHistoryRow, 'status'>[], current?: number): number {
  const reached = [...history.map((h) => h.status), ...(current === undefined ? [] : [current])].filter(
    (s) => s >= 0 && s <= 4,
  );
  return reached.length ? Math.max(...reached) : -1;
}

const paymentTypeLabels = entities.buy.properties.payment_type.enumLabels ?? {};
export const PAYMENT_TYPES = Object.entries(paymentTypeLabels).map(([id, name]) => ({
  id: Number(id) as 0 | 1 | 2 | 3 | 4,
  name,
}));
export const paymentTypeLabel = (type: number | null | undefined): string =>
  type === null || type === undefined ? '' : (paymentTypeLabels[String(type)] ?? String(type));

const antifraudLabels = entities.antifraud_response.properties.status.enumLabels ?? {};
/** The readable pt-BR description of an antifraud code (the schema's x-enum-labels). */
export const antifraudLabel = (code: string): string => antifraudLabels[code] ?? 'Código desconhecido';

/** Capture and reject are shown per the server's can_act, usable only while the order is in 1. */
export const paymentActionsShown = (payment: OrderPayment): boolean => payment.can_act;
export const paymentActionsEnabled = (detail: Pick<OrderDetail, 'order'>): boolean =>
  detail.order.status === 1;

/** The print formats of the print view (?format=). */
export const PRINT_FORMATS = {
  a4: { label: 'Folha A4', width: null, margin: 12 },
  // A roll: the page is as long as the receipt (measured once it is laid out).
  '80mm': { label: 'Cupom 80 mm', width: 80, margin: 3 },
} as const;

/** The @page size of a format: A4, or the receipt's width by its content's height (mm). */
export function pageSize(format: PrintFormat, contentHeightMm: number | null): string {
  const { width, margin } = PRINT_FORMATS[format];
  if (width === null) return 'A4';
  return `${width}mm ${Math.max(Math.ceil((contentHeightMm ?? 200) + 2 * margin + 6), 50)}mm`;
}
export type PrintFormat = keyof typeof PRINT_FORMATS;
export const isPrintFormat = (value: unknown): value is PrintFormat =>
  typeof value === 'string' && Object.hasOwn(PRINT_FORMATS, value);
export const printPath = (id: number | string, format: PrintFormat) =>
  `/detailOrder/${id}/print?format=${format}`;

/** A one-line address: 'Rua X, 10 - apto 2 - Centro - Cidade/UF - CEP 01001-000'. */
export function addressLine(
  a: {
    street: string | null;
    number: string | null;
    complement: string | null;
    neighborhood: string | null;
    city: string | null;
    state: string | null;
    cep: string | null;
  },
  maskCep: (cep: string) => string,
): string {
  const street = [a.street, a.number].filter(Boolean).join(', ');
  const place = [a.city, a.state].filter(Boolean).join('/');
  return [street, a.complement, a.neighborhood, place, a.cep ? `CEP ${maskCep(a.cep)}` : null]
    .filter((part) => part && String(part).trim())
    .join(' - ');
}
