// The Melhor Envio shipping cart form (spec section 3): package sizes (cm) and weight (g, as the
// products store it; sent as the kilograms the call takes), filled in from the order's products
// (one box holding every item, src/shared/shipping.ts) and open to change; the insured value, the
// invoice key, own hand / non-commercial / receipt, and the service. Sent to
// /order/delivery/add-buy-in-melhor-envio: a cart id → 'Seu Pedido Foi enviado p/ o Melhor Envio';
// anything else → 'Algo deu errado !!!'; 422 field errors under the fields.
import { Alert, FormControlLabel, Grid, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { MelhorEnvioCartRequest, OrderInfo } from '../../../../shared/calls';
import { formatMoneyInput, parseMoney } from '../../../../shared/money';
import { gramsToKilograms, parcelOf } from '../../../../shared/shipping';
import { useCallMutation } from '../../../generic/calls';
import { OrderDialog, serverFieldErrors } from './OrderDialog';
import { ALERT_MS, TEXTS } from './orderModel';

/** 'Padrão' (the store's default service), the centralized Correios services, Melhor Envio's own. */
export const SHIPPING_SERVICES: { id: number; name: string }[] = [
  { id: 0, name: 'Padrão' },
  { id: 29, name: 'Sedex Centralizado' },
  { id: 28, name: 'PAC Centralizado' },
  { id: 1, name: 'Correios PAC' },
  { id: 2, name: 'Correios SEDEX' },
  { id: 17, name: 'Correios Mini Envios' },
  { id: 3, name: 'Jadlog .Package' },
  { id: 4, name: 'Jadlog .Com' },
];

type NumberField = 'height' | 'width' | 'length' | 'weight';
type Field = NumberField | 'insurance_value' | 'document_fiscal_number' | 'shipping';

const SIZES: { key: NumberField; label: string; unit: string }[] = [
  { key: 'height', label: 'Altura', unit: 'cm' },
  { key: 'width', label: 'Largura', unit: 'cm' },
  { key: 'length', label: 'Comprimento', unit: 'cm' },
  { key: 'weight', label: 'Peso', unit: 'g' },
];

export const PARCEL_FROM_ITEMS = 'Peso e medidas da caixa calculados a partir dos produtos do pedido.';
export const PARCEL_INCOMPLETE =
  'Alguns produtos do pedido não têm peso ou medidas da embalagem cadastrados: confira a caixa.';

/** A whole positive number ('350'); null when it is not one. */
function positive(text: string): number | null {
  const plain = text.trim();
  if (!/^\d+$/.test(plain)) return null;
  const value = Number(plain);
  return value > 0 ? value : null;
}

const asText = (n: number | null) => (n === null ? '' : String(n));

export function MelhorEnvioDialog({
  order,
  open,
  onClose,
}: {
  order: OrderInfo;
  open: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const send = useCallMutation('melhorEnvioAdd');
  const [estimate] = useState(() => parcelOf(order.items));
  const [sizes, setSizes] = useState<Record<NumberField, string>>(() => ({
    height: asText(estimate.parcel.height),
    width: asText(estimate.parcel.width),
    length: asText(estimate.parcel.length),
    weight: asText(estimate.parcel.weight),
  }));
  const [insurance, setInsurance] = useState(formatMoneyInput(order.products_value));
  const [invoice, setInvoice] = useState('');
  const [flags, setFlags] = useState({ own_hand: false, non_commercial: true, receipt: false });
  const [shipping, setShipping] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const clear = (field: Field) => setErrors(({ [field]: _, ...rest }) => rest);

  const submit = async () => {
    const found: Partial<Record<Field, string>> = {};
    const numbers = {} as Record<NumberField, number>;
    for (const s of SIZES) {
      const value = positive(sizes[s.key]);
      if (value === null)
        found[s.key] = sizes[s.key].trim()
          ? `Por favor insira ${s.label} válido`
          : `Por favor insira ${s.label}`;
      else numbers[s.key] = value;
    }
    const insured = parseMoney(insurance);
    if (insured === null) found.insurance_value = 'Por favor insira Valor do seguro válido';
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: MelhorEnvioCartRequest = {
      buy_id: order.id,
      ...numbers,
      // The form asks grams (as products store them); the call takes kilograms.
      weight: gramsToKilograms(numbers.weight),
      insurance_value: insured!,
      document_fiscal_number: invoice.trim() || null,
      ...flags,
      shipping,
    };
    try {
      const result = await send.mutateAsync(body);
      if (result.id) {
        notify(TEXTS.melhorEnvioSent, { type: 'success', autoHideDuration: ALERT_MS });
        onClose();
      } else notify(TEXTS.melhorEnvioFailed, { type: 'error', autoHideDuration: ALERT_MS });
    } catch (e) {
      const fields = serverFieldErrors(e);
      const known: Partial<Record<Field, string>> = {};
      for (const key of [
        'height',
        'width',
        'length',
        'weight',
        'insurance_value',
        'document_fiscal_number',
        'shipping',
      ] as const)
        if (fields[key]) known[key] = fields[key];
      setErrors(known);
      if (!Object.keys(known).length)
        notify(TEXTS.melhorEnvioFailed, { type: 'error', autoHideDuration: ALERT_MS });
    }
  };

  return (
    <OrderDialog
      id="melhor-envio-title"
      title="Enviar para o Melhor Envio"
      open={open}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={send.isPending}
      submitLabel="Enviar"
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Alert severity={estimate.complete ? 'info' : 'warning'} data-testid="parcel-note">
            {estimate.complete ? PARCEL_FROM_ITEMS : PARCEL_INCOMPLETE}
          </Alert>
        </Grid>
        {SIZES.map((s) => (
          <Grid key={s.key} size={{ xs: 6, sm: 3 }}>
            <TextField
              required
              fullWidth
              label={`${s.label} (${s.unit})`}
              value={sizes[s.key]}
              onChange={(e) => {
                setSizes((v) => ({ ...v, [s.key]: e.target.value }));
                clear(s.key);
              }}
              error={!!errors[s.key]}
              helperText={errors[s.key]}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            required
            fullWidth
            label="Valor do seguro"
            value={insurance}
            onChange={(e) => {
              setInsurance(e.target.value);
              clear('insurance_value');
            }}
            error={!!errors.insurance_value}
            helperText={errors.insurance_value}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label="Chave da nota fiscal"
            value={invoice}
            onChange={(e) => {
              setInvoice(e.target.value);
              clear('document_fiscal_number');
            }}
            error={!!errors.document_fiscal_number}
            helperText={errors.document_fiscal_number}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            select
            fullWidth
            label="Serviço de envio"
            value={shipping}
            onChange={(e) => {
              setShipping(Number(e.target.value));
              clear('shipping');
            }}
            error={!!errors.shipping}
            helperText={errors.shipping}
          >
            {SHIPPING_SERVICES.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            {(
              [
                ['own_hand', 'Mão própria'],
                ['non_commercial', 'Envio não comercial'],
                ['receipt', 'Aviso de recebimento'],
              ] as const
            ).map(([key, label]) => (
              <FormControlLabel
                key={key}
                label={label}
                control={
                  <Switch
                    checked={flags[key]}
                    onChange={(e) => setFlags((f) => ({ ...f, [key]: e.target.checked }))}
                  />
                }
              />
            ))}
          </Stack>
        </Grid>
      </Grid>
    </OrderDialog>
  );
}
