// The read-only blocks of the order detail: status chip and stepper, purchase, delivery, addresses,
// notes, items (photo → full image), totals, payment history, antifraud and status history. Money
// is the server's decimal strings shown through src/shared/money; dates through src/shared/time.
import {
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { ReactNode } from 'react';
import type {
  OrderAddress,
  OrderDetail,
  OrderHistoryRow,
  OrderInfo,
  OrderItem,
  OrderPayment,
} from '../../../../shared/calls';
import { formatCpfCnpj, formatPhone, maskCep } from '../../../../shared/br-formats';
import { formatDecimal, formatMoney } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';
import { PHONE_QUERY } from '../../../generic/SchemaList';
import { PhotoDialog } from '../../../generic/PhotoDialog';
import { SectionCard } from '../../../generic/SectionCard';
import { addressLine, antifraudLabel, highestStep, paymentTypeLabel, STEPS } from './orderModel';
import { isClosedWithoutSale, paymentKindLabel, statusLabel } from '../../../../shared/order-status';
import { EnumChip } from '../../../generic/displays';
import { entities } from '../../../../generated/registry';

export function OrderStatusChip({ status, size = 'medium' }: { status: number; size?: 'small' | 'medium' }) {
  return <EnumChip p={entities.buy.properties.status} value={status} size={size} />;
}

/** The five steps, complete up to the highest status (0..4) in the history. */
export function StatusStepper({ order, history }: { order: OrderInfo; history: OrderHistoryRow[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const highest = highestStep(history, order.status);
  const closed = isClosedWithoutSale(order.status);
  return (
    <Stepper
      activeStep={Math.max(highest, 0)}
      alternativeLabel={!phone}
      orientation={phone ? 'vertical' : 'horizontal'}
      aria-label="Andamento do pedido"
      sx={{ py: 2 }}
    >
      {STEPS.map((label, index) => (
        <Step key={label} completed={index <= highest}>
          <StepLabel
            error={closed && index === highest + 1}
            optional={
              closed && index === highest + 1 ? (
                <Typography variant="caption" color="error">
                  {statusLabel(order.status)}
                </Typography>
              ) : undefined
            }
          >
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

/** Label and value pairs, two columns on a computer, one on a phone. */
export function InfoList({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(84px, max-content) 1fr', sm: 'minmax(120px, max-content) 1fr' },
        columnGap: { xs: 1.5, sm: 2 },
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary', fontWeight: 500 },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** Read by screen readers only. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

export function PurchaseBlock({ order, showStore }: { order: OrderInfo; showStore: boolean }) {
  return (
    <SectionCard title="Dados da Compra">
      <InfoList
        items={[
          ['Número', String(order.id)],
          ['Data', formatDate(order.created_at)],
          ...(showStore ? ([['Loja', order.company_name ?? '']] as [string, string][]) : []),
          ['Comprador', order.people_name ?? ''],
          ['CPF/CNPJ', order.cpf_cnpj ? formatCpfCnpj(order.cpf_cnpj) : ''],
          ['E-mail', order.email ?? ''],
          ['Telefone', order.phone_number ? formatPhone(order.phone_number) : ''],
          ['Tipo de pagamento', paymentTypeLabel(order.payment_type)],
          ['Cupom', order.coupon ?? ''],
          ['Desconto', formatMoney(order.discount_value)],
          ['Pago', yesNo(order.paid)],
          ['Troco', order.transshipment ? formatMoney(order.transshipment) : ''],
          ['Impresso em', order.printed_at ? formatDate(order.printed_at) : ''],
        ]}
      />
    </SectionCard>
  );
}

export function DeliveryBlock({ order }: { order: OrderInfo }) {
  return (
    <SectionCard title="Entrega">
      <InfoList
        items={[
          ['Tipo de envio', order.send_type ?? ''],
          ['Serviço', order.delivery_source ?? ''],
          ['Código de rastreio', order.delivery_code ?? ''],
          ['Data de entrega', order.date_of_delivery ? formatDate(order.date_of_delivery) : ''],
          ['Horário de entrega', order.time_of_delivery ?? ''],
          ['Endereço', addressLine(order, maskCep)],
        ]}
      />
    </SectionCard>
  );
}

export function AddressesBlock({ addresses }: { addresses: OrderAddress[] }) {
  if (!addresses.length) return null;
  return (
    <SectionCard title="Endereços do Comprador">
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {addresses.map((a, index) => (
          <Box
            component="li"
            key={index}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <span>{addressLine(a, maskCep)}</span>
            {a.current ? <Chip size="small" color="primary" label="Endereço de entrega" /> : null}
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

export function NotesBlock({ note }: { note: string | null }) {
  if (!note?.trim()) return null;
  return (
    <SectionCard title="Observações">
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note}</Typography>
    </SectionCard>
  );
}

function Thumb({ item, onOpen }: { item: OrderItem; onOpen: (item: OrderItem) => void }) {
  const image = item.product_image[0];
  if (!image) return <Box sx={{ width: 56, height: 56, bgcolor: 'action.hover', borderRadius: 1 }} />;
  return (
    <Box
      component="button"
      type="button"
      onClick={() => onOpen(item)}
      aria-label={`Ampliar foto de ${item.name}`}
      sx={{ p: 0, border: 0, bgcolor: 'transparent', cursor: 'zoom-in', lineHeight: 0 }}
    >
      <Box
        component="img"
        src={image.thumb}
        alt=""
        loading="lazy"
        sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
      />
    </Box>
  );
}

export function ItemsBlock({
  order,
  onOpenImage,
}: {
  order: OrderInfo;
  onOpenImage: (item: OrderItem) => void;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const marker = order.recording ? <Chip color="secondary" label="Gravação" /> : undefined;
  return (
    <SectionCard title="Itens do Pedido" action={marker}>
      {phone ? (
        <Stack spacing={1}>
          {order.items.map((item) => (
            <Card key={item.id} variant="outlined" component="article" aria-label={item.name}>
              <CardContent sx={{ display: 'flex', gap: 1.5, '&:last-child': { pb: 2 } }}>
                <Thumb item={item} onOpen={onOpenImage} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                  <InfoList
                    items={[
                      ['Ref', item.ref ?? ''],
                      ['Cor', item.color ?? ''],
                      ['Tamanho', item.size ?? ''],
                      ['Quantidade', String(item.amount)],
                      ['Unitário', formatMoney(item.unit_price)],
                      ['Total', formatMoney(item.total_price)],
                      ['Personalização', item.typeable ?? ''],
                    ]}
                  />
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Itens do Pedido">
            <TableHead>
              <TableRow>
                <TableCell>Foto</TableCell>
                <TableCell>Ref</TableCell>
                <TableCell>Produto</TableCell>
                <TableCell>Cor</TableCell>
                <TableCell>Tamanho</TableCell>
                <TableCell align="right">Qtd</TableCell>
                <TableCell align="right">Unitário</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Personalização</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <Thumb item={item} onOpen={onOpenImage} />
                  </TableCell>
                  <TableCell>{item.ref}</TableCell>
                  <TableCell>{item.name}</TableCell>
                  <TableCell>{item.color}</TableCell>
                  <TableCell>{item.size}</TableCell>
                  <TableCell align="right">{item.amount}</TableCell>
                  <TableCell align="right">{formatMoney(item.unit_price)}</TableCell>
                  <TableCell align="right">{formatMoney(item.total_price)}</TableCell>
                  <TableCell>{item.typeable}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}

/** The full image of an item's photo. */
export function ImageDialog({ item, onClose }: { item: OrderItem | null; onClose: () => void }) {
  return (
    <PhotoDialog
      src={item?.product_image[0]?.full}
      title={item?.name ?? ''}
      alt={item ? `Foto de ${item.name}` : ''}
      onClose={onClose}
    />
  );
}

export function TotalsBlock({ order }: { order: OrderInfo }) {
  const rows: [string, string | null, boolean?][] = [
    ['Produtos', order.products_value],
    ['Frete', order.delivery_price],
    ['Desconto', order.discount_value],
    ['Total', order.total, true],
  ];
  return (
    <SectionCard title="Totais">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.5,
          m: 0,
          maxWidth: 360,
          ml: 'auto',
        }}
      >
        {rows.map(([label, value, strong]) => (
          <Box key={label} sx={{ display: 'contents', '& > *': { fontWeight: strong ? 700 : 400 } }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {label === 'Desconto' && value && formatMoney(value) !== 'R$ 0,00'
                ? `- ${formatMoney(value)}`
                : formatMoney(value ?? '0')}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

/** Payment columns kept on one line (a date, an amount). */
const NO_WRAP = new Set(['Data', 'Valor', 'Parcelas', 'Cartão']);

function paymentFacts(p: OrderPayment): [string, ReactNode][] {
  return [
    ['Data', formatDate(p.created_at)],
    ['Tipo', paymentKindLabel(p.type)],
    ['Origem', [p.source, p.payment_source].filter(Boolean).join(' / ')],
    ['Valor', formatMoney(p.value)],
    ['Parcelas', p.installments ? `${p.installments}x` : ''],
    ['Cartão', p.card_last ? `final ${p.card_last}` : ''],
    ['Status', [p.status, p.status_code === null ? null : `(${p.status_code})`].filter(Boolean).join(' ')],
    [
      'Boleto',
      p.payment_slip_url ? (
        <Link href={p.payment_slip_url} target="_blank" rel="noopener noreferrer">
          Abrir boleto
        </Link>
      ) : (
        ''
      ),
    ],
    [
      'Análise',
      [p.analyze_status, p.analyze_score === null ? null : `pontuação ${formatDecimal(p.analyze_score)}`]
        .filter(Boolean)
        .join(' - '),
    ],
  ];
}

export function PaymentsBlock({
  detail,
  renderActions,
}: {
  detail: Pick<OrderDetail, 'payments' | 'reprovedPaymentTimes'>;
  renderActions: (payment: OrderPayment) => ReactNode;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const refused = <Typography>Tentativas recusadas: {detail.reprovedPaymentTimes}</Typography>;
  // A column none of the payments fills (no card, no boleto) is left out.
  const columns = detail.payments.length
    ? paymentFacts(detail.payments[0])
        .map(([label]) => label)
        .filter((label) =>
          detail.payments.some((p) => {
            const value = paymentFacts(p).find(([l]) => l === label)?.[1];
            return value !== '' && value !== null && value !== undefined;
          }),
        )
    : [];
  return (
    <SectionCard title="Histórico de Pagamentos" action={refused}>
      {detail.payments.length === 0 ? (
        <Typography color="text.secondary">Nenhum pagamento registrado</Typography>
      ) : phone ? (
        <Stack spacing={1}>
          {detail.payments.map((p) => (
            <Card key={p.id} variant="outlined" component="article" aria-label={`Pagamento ${p.id}`}>
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <InfoList items={paymentFacts(p)} />
                {renderActions(p)}
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Histórico de Pagamentos">
            <TableHead>
              <TableRow>
                {columns.map((label) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
                <TableCell>Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.payments.map((p) => (
                <TableRow key={p.id}>
                  {paymentFacts(p)
                    .filter(([label]) => columns.includes(label))
                    .map(([label, value]) => (
                      <TableCell key={label} sx={NO_WRAP.has(label) ? { whiteSpace: 'nowrap' } : undefined}>
                        {value}
                      </TableCell>
                    ))}
                  <TableCell>{renderActions(p)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}

export function AntifraudBlock({ answers }: { answers: OrderDetail['antifraud_informations'] }) {
  if (!answers.length) return null;
  return (
    <SectionCard title="Antifraude">
      <Stack spacing={1.5}>
        {answers.map((a) => (
          <Box key={a.id}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" label={a.status} />
              <Typography sx={{ fontWeight: 600 }}>{antifraudLabel(a.status)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(a.created_at)}
              </Typography>
            </Stack>
            {a.api_response && Object.keys(a.api_response).length ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {Object.entries(a.api_response)
                  .filter(([, v]) => v !== null && v !== '')
                  .map(([k, v]) => `${k}: ${String(v)}`)
                  .join(' · ')}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

export function HistoryBlock({ history }: { history: OrderHistoryRow[] }) {
  return (
    <SectionCard title="Histórico de Status">
      {history.length === 0 ? (
        <Typography color="text.secondary">Nenhuma alteração registrada</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...history].reverse().map((h) => (
            <Box
              component="li"
              key={h.id}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography variant="body2" sx={{ minWidth: 120 }}>
                {formatDate(h.created_at)}
              </Typography>
              {h.from_status === null ? null : (
                <>
                  <OrderStatusChip size="small" status={h.from_status} />
                  <span aria-hidden="true">→</span>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    para
                  </Box>
                </>
              )}
              <OrderStatusChip size="small" status={h.status} />
              <Typography variant="body2" color="text.secondary">
                {h.user_name ? `por ${h.user_name}` : 'pelo sistema'}
                {h.note ? ` — ${h.note}` : ''}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
