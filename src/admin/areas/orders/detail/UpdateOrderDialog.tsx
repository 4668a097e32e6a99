// 'Alterar Pedido': status, tracking code, payment type, troco and the paid flag (/buy/update). The
// status offers the current one and the moves the shared state machine allows (the server refuses
// any other). While the order is in 0, 1 or 7 the signed-in user's own password is asked (spec
// section 5); the server's 'O campo de senha é obrigatório.' / 'Senha Incorreta!' show under it, and
// a refused transition shows the server's message.
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { OrderInfo, OrderUpdateRequest } from '../../../../shared/calls';
import { formatMoneyInput, parseMoney } from '../../../../shared/money';
import { useCallMutation } from '../../../generic/calls';
import { TOAST_MS } from '../../../generic/toasts';
import { OrderDialog, serverFieldErrors, serverMessage } from './OrderDialog';
import { needsPassword, statusChoices, statusLabel } from '../../../../shared/order-status';
import { PAYMENT_TYPES, TEXTS } from './orderModel';

type Field = 'status' | 'delivery_code' | 'payment_type' | 'transshipment' | 'password';

interface Values {
  status: number;
  delivery_code: string;
  payment_type: number | '';
  transshipment: string;
  paid: boolean;
  password: string;
}

const valuesOf = (order: OrderInfo): Values => ({
  status: order.status,
  delivery_code: order.delivery_code ?? '',
  payment_type: order.payment_type ?? '',
  transshipment: formatMoneyInput(order.transshipment),
  paid: order.paid,
  password: '',
});

export function UpdateOrderDialog({
  order,
  open,
  onClose,
  onSaved,
}: {
  order: OrderInfo;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const update = useCallMutation('orderUpdate');
  const [values, setValues] = useState<Values>(() => valuesOf(order));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const askPassword = needsPassword(order.status);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key as Field]: _, ...rest }) => rest);
  };

  const submit = async () => {
    const troco = values.transshipment.trim() ? parseMoney(values.transshipment) : null;
    const found: Partial<Record<Field, string>> = {};
    if (values.transshipment.trim() && troco === null) found.transshipment = 'Por favor insira Troco válido';
    if (askPassword && !values.password) found.password = TEXTS.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    setProblem(null);
    const body: OrderUpdateRequest = {
      buy_id: order.id,
      status: values.status as OrderUpdateRequest['status'],
      delivery_code: values.delivery_code.trim() || null,
      ...(values.payment_type === ''
        ? {}
        : { payment_type: values.payment_type as OrderUpdateRequest['payment_type'] }),
      transshipment: troco,
      payment_paid: values.paid,
      ...(askPassword ? { password: values.password } : {}),
    };
    try {
      await update.mutateAsync(body);
      notify(TEXTS.updated, { type: 'success', autoHideDuration: TOAST_MS });
      onSaved();
    } catch (e) {
      const fields = serverFieldErrors(e);
      const known: Partial<Record<Field, string>> = {};
      for (const key of ['status', 'delivery_code', 'payment_type', 'transshipment', 'password'] as const)
        if (fields[key]) known[key] = fields[key];
      if (fields.payment_paid) known.status = fields.payment_paid;
      setErrors(known);
      if (!Object.keys(known).length) setProblem(serverMessage(e));
      else if (known.status) setProblem(known.status);
    }
  };

  return (
    <OrderDialog
      id="update-order-title"
      title="Alterar Pedido"
      open={open}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={update.isPending}
      problem={problem}
      submitLabel="Salvar Alterações"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label="Status"
          value={values.status}
          onChange={(e) => set('status', Number(e.target.value))}
          error={!!errors.status}
          helperText={errors.status}
        >
          {statusChoices(order.status).map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Código de rastreio"
          value={values.delivery_code}
          onChange={(e) => set('delivery_code', e.target.value)}
          error={!!errors.delivery_code}
          helperText={errors.delivery_code}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          select
          label="Tipo de pagamento"
          value={values.payment_type}
          onChange={(e) => set('payment_type', e.target.value === '' ? '' : Number(e.target.value))}
          error={!!errors.payment_type}
          helperText={errors.payment_type}
        >
          {PAYMENT_TYPES.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Troco"
          value={values.transshipment}
          onChange={(e) => set('transshipment', e.target.value)}
          onBlur={() => {
            const money = parseMoney(values.transshipment);
            if (money !== null) set('transshipment', formatMoneyInput(money));
          }}
          error={!!errors.transshipment}
          helperText={errors.transshipment}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormControlLabel
          control={<Switch checked={values.paid} onChange={(e) => set('paid', e.target.checked)} />}
          label="Pago"
        />
        {askPassword ? (
          <TextField
            required
            type="password"
            label="Senha"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={!!errors.password}
            helperText={errors.password ?? 'Sua senha de acesso ao painel'}
          />
        ) : null}
      </Stack>
    </OrderDialog>
  );
}
