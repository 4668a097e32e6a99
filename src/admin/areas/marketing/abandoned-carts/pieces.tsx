// The abandoned carts list's own pieces in the generic list (AbandonedCartsPage.tsx): the message and
// coupon above the rows, the cells (age, items, who contacted, WhatsApp) and the contacted button.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  HttpError,
  type RaRecord,
  useGetList,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import type { AbandonedCartRow } from '../../../../shared/calls';
import { formatDate, timeAgo } from '../../../../shared/time';
import { ALL_ROWS } from '../../../dataProvider';
import { useCallMutation, useNotifyError } from '../../../generic/calls';
import { MessageInput } from '../../../generic/MessageInput';
import { TOAST_MS } from '../../../generic/toasts';
import { WhatsAppButton } from '../../../generic/WhatsAppLink';
import { useUserPermissions } from '../../../permissions';
import {
  CART_VARIABLES,
  cartMessage,
  contactedText,
  itemsText,
  useCartCoupon,
  useCartMessage,
  usableCoupon,
} from './message';

/** The list's react-admin resource (its rows are orders: entity buy). */
export const RESOURCE = 'buy';
export const MARKED = 'Carrinho marcado como contatado.';
export const UNMARKED = 'Marca de contato removida.';
const NO_COUPON = 'none';

const cart = (record: RaRecord) => record as unknown as AbandonedCartRow;

/** The store whose coupons the message may offer: a store user's own, an admin's filter. */
function useCouponStore(): number | null {
  const { admin, company_id } = useUserPermissions();
  const { filterValues } = useListContext();
  if (!admin) return company_id;
  const picked = Number(filterValues.company_id);
  return Number.isInteger(picked) && picked > 0 ? picked : null;
}

/** The coupon picker: the store's active coupons; its code fills {cupom}. */
function CouponPicker() {
  const store = useCouponStore();
  const [coupon, setCoupon] = useCartCoupon();
  const { data = [], isPending } = useGetList(
    'coupon',
    {
      pagination: ALL_ROWS,
      sort: { field: 'code', order: 'ASC' },
      filter: { active: true, company_id: store },
    },
    { enabled: store !== null },
  );
  const coupons = useMemo(() => data.filter((c) => usableCoupon(c)), [data]);
  // A coupon of another store (an admin changed the filter) is no choice here.
  const current = coupon && coupon.company_id === store ? String(coupon.id) : NO_COUPON;
  return (
    <TextField
      select
      size="small"
      label="Cupom"
      value={coupons.some((c) => String(c.id) === current) ? current : NO_COUPON}
      disabled={store === null || isPending}
      onChange={(e) => {
        const picked = coupons.find((c) => String(c.id) === e.target.value);
        setCoupon(picked ? { id: Number(picked.id), code: String(picked.code), company_id: store! } : null);
      }}
      helperText={
        store === null
          ? 'Escolha a loja para oferecer um cupom.'
          : coupons.length || isPending
            ? 'O código entra na mensagem onde estiver {cupom}.'
            : 'A loja não tem cupons ativos.'
      }
      sx={{ width: { xs: '100%', sm: 320 } }}
    >
      <MenuItem value={NO_COUPON}>Nenhum</MenuItem>
      {coupons.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.description ? `${c.code} — ${c.description}` : c.code}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Above the rows: the message with its variables and the coupon. */
export function CartToolbar() {
  const [message, setMessage] = useCartMessage();
  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <MessageInput value={message} onChange={setMessage} variables={CART_VARIABLES} />
      <CouponPicker />
    </Stack>
  );
}

/** 'há 3 dias', the date and time on hover. */
export function AgeCell({ record }: { record: RaRecord }) {
  const at = cart(record).created_at;
  return (
    <Tooltip title={formatDate(at)}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {timeAgo(at)}
      </Box>
    </Tooltip>
  );
}

export function ItemsCell({ record }: { record: RaRecord }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', maxWidth: 280 }}>
      {itemsText(cart(record))}
    </Typography>
  );
}

export function ContactedCell({ record }: { record: RaRecord }) {
  const text = contactedText(cart(record));
  return (
    <Typography variant="body2" component="span" color={text ? 'success.dark' : 'text.secondary'}>
      {text || 'Não contatado'}
    </Typography>
  );
}

/** The chat with the buyer, the message filled for this cart. */
export function WhatsAppCell({ record }: { record: RaRecord }) {
  const [message] = useCartMessage();
  const [coupon] = useCartCoupon();
  const row = cart(record);
  const text = cartMessage(message, row, coupon);
  return <WhatsAppButton phone={row.phone_number} name={row.people_name} text={text} />;
}

/** Marks the cart contacted by the user (or undoes it); the list reads again. */
export function ContactedAction() {
  const record = useRecordContext();
  const notify = useNotify();
  const tell = useNotifyError();
  const { refetch } = useListContext();
  const { mutate, isPending } = useCallMutation('abandonedCartContacted', {
    invalidate: { resources: [RESOURCE] },
  });
  if (!record) return null;
  const row = cart(record);
  const contacted = !!row.contacted_at;
  const name = row.people_name ?? `pedido ${row.id}`;
  const toggle = () =>
    mutate(
      { id: Number(row.id), contacted: !contacted },
      {
        onSuccess: () =>
          notify(contacted ? UNMARKED : MARKED, { type: 'success', autoHideDuration: TOAST_MS }),
        // Someone else took the cart (409: who and when, as the server words it), or it is no longer
        // abandoned: say so, and show the list as it is now.
        onError: (error) => {
          const taken = error instanceof HttpError && error.status === 409 ? error.body?.message : undefined;
          if (taken) notify(String(taken), { type: 'warning', autoHideDuration: TOAST_MS });
          else tell(error);
          void refetch();
        },
      },
    );
  return (
    <Button
      size="small"
      variant={contacted ? 'text' : 'outlined'}
      startIcon={contacted ? <UndoIcon /> : <CheckCircleOutlineIcon />}
      disabled={isPending}
      aria-label={contacted ? `Desfazer contato com ${name}` : `Marcar contatado: ${name}`}
      onClick={(e) => {
        e.stopPropagation();
        toggle();
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {contacted ? 'Desfazer' : 'Marcar contatado'}
    </Button>
  );
}
