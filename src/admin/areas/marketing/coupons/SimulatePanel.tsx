// Under a saved coupon: 'Simular'. The user puts products of the coupon's store in a cart (the
// product search widget, by name or reference) with their quantities, and the server prices it
// (POST /discount-cupons/simulate, through the data provider): the discount, the cart's subtotal,
// whether the coupon applies (or why not) and which units it took. Prices and promotions come from
// the database, never from this screen. The coupon is the SAVED one (its record context).
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Suspense, useEffect } from 'react';
import { Form, minValue, NumberInput, required, useRecordContext, type Validator } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { entities } from '../../../../generated/registry';
import type { CouponCartItem, CouponSimulation } from '../../../../shared/calls';
import { formatMoney } from '../../../format';
import { useCallMutation, useNotifyError } from '../../../generic/calls';
import { useDirectory } from '../../../generic/directory-context';
import { SectionCard } from '../../../generic/SectionCard';
import { SubmitButton } from '../../../generic/SubmitButton';

export const SIMULATE_TITLE = 'Simular';
const PRODUCT = 'Produto';
const AMOUNT = 'Quantidade';

const wholeNumber: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'Informe um número inteiro';

interface CartValues {
  company_id?: unknown;
  items: Array<{ product_id: number | null; amount: number | null }>;
}

const emptyLine = () => ({ product_id: null, amount: 1 });

/**
 * A 422's field errors, as the data provider shapes them for react-hook-form ({items: {0: {amount:
 * 'mensagem'}}}), to show under the inputs; undefined for other failures.
 */
function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  const failure = error as { status?: number; body?: { errors?: Record<string, unknown> } } | undefined;
  return failure?.status === 422 ? failure.body?.errors : undefined;
}

/** Whether the errors all belong to a cart line's input (else a toast tells them). */
const onLinesOnly = (errors: Record<string, unknown>) =>
  Object.entries(errors).every(
    ([field, value]) =>
      field === 'items' &&
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((line) => typeof line === 'object' && line !== null),
  );

/** One line of the cart: the product (search by name or reference) and how many units. */
function CartLine({
  index,
  onRemove,
  removable,
}: {
  index: number;
  onRemove: () => void;
  removable: boolean;
}) {
  const { widgets } = useDirectory();
  const ProductSearch = widgets['product-search'];
  const n = index + 1;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 2 }}
      sx={{ alignItems: { sm: 'flex-start' } }}
      role="group"
      aria-label={`Item ${n} do carrinho`}
    >
      <Box sx={{ flex: 3, minWidth: 0 }}>
        {ProductSearch ? (
          <ProductSearch
            p={entities.product_promotion.properties.product_id}
            input={{
              source: `items.${index}.product_id`,
              label: PRODUCT,
              validate: [required()],
              fullWidth: true,
              helperText: 'Digite o nome ou a referência',
            }}
            mode="create"
          />
        ) : (
          <NumberInput source={`items.${index}.product_id`} label={PRODUCT} validate={required()} />
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
        <NumberInput
          source={`items.${index}.amount`}
          label={AMOUNT}
          validate={[required(), minValue(1), wholeNumber]}
          min={1}
          step={1}
          helperText={false}
          fullWidth
        />
        <IconButton
          aria-label={`Remover item ${n}`}
          onClick={onRemove}
          disabled={!removable}
          sx={{ mt: 1.5 }}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}

function CartLines() {
  const { control } = useFormContext<CartValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  return (
    <Stack spacing={1}>
      {fields.map((field, index) => (
        <CartLine key={field.id} index={index} removable={fields.length > 1} onRemove={() => remove(index)} />
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append(emptyLine())}>
          Adicionar produto
        </Button>
      </Box>
    </Stack>
  );
}

function Result({ result }: { result: CouponSimulation }) {
  return (
    <Box aria-live="polite" sx={{ mt: 2 }}>
      {result.applies ? (
        <Alert severity="success">O cupom se aplica a este carrinho.</Alert>
      ) : (
        <Alert severity="warning">{result.reason ?? 'O cupom não se aplica a este carrinho.'}</Alert>
      )}
      <Stack
        component="dl"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 4 }}
        sx={{ my: 2, '& dt': { color: 'text.secondary', fontSize: 14 }, '& dd': { m: 0, fontWeight: 600 } }}
      >
        <div>
          <dt>Desconto</dt>
          <dd data-testid="simulate-discount">{formatMoney(result.discount)}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="simulate-subtotal">{formatMoney(result.subtotal)}</dd>
        </div>
        <div>
          <dt>Subtotal das unidades com desconto</dt>
          <dd>{formatMoney(result.discounted_subtotal)}</dd>
        </div>
      </Stack>
      {result.eligible.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Unidades do carrinho nas regras do cupom">
            <TableHead>
              <TableRow>
                <TableCell>Produto</TableCell>
                <TableCell align="right">Preço</TableCell>
                <TableCell align="right">Unidades</TableCell>
                <TableCell align="right">Com desconto</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.eligible.map((line) => (
                <TableRow key={line.product_id}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{formatMoney(line.unit_price)}</TableCell>
                  <TableCell align="right">{line.units}</TableCell>
                  <TableCell align="right">{line.discounted_units}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="body2">Nenhum produto do carrinho está nas regras do cupom.</Typography>
      )}
    </Box>
  );
}

export default function SimulatePanel() {
  const record = useRecordContext();
  const tell = useNotifyError();
  const { mutateAsync, data, reset } = useCallMutation('couponSimulate');
  // A result priced with the coupon as it was is cleared once the coupon is saved again.
  const version = `${record?.id}:${String(record?.updated_at ?? '')}`;
  useEffect(() => reset(), [version, reset]);
  if (!record?.id) return null;
  const defaults: CartValues = { company_id: record.company_id, items: [emptyLine()] };
  const simulate = async (values: Record<string, unknown>) => {
    const items = ((values as unknown as CartValues).items ?? []).map((i): CouponCartItem => ({
      product_id: Number(i.product_id),
      amount: Number(i.amount),
    }));
    try {
      await mutateAsync({ coupon_id: Number(record.id), items });
      return undefined;
    } catch (error) {
      reset();
      const errors = fieldErrorsOf(error);
      if (!errors || !onLinesOnly(errors)) tell(error);
      return errors;
    }
  };
  return (
    <SectionCard title={SIMULATE_TITLE}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Monte um carrinho com produtos da loja do cupom para ver o desconto. A simulação usa o cupom salvo,
        com os preços e as promoções de agora.
      </Typography>
      <Form record={defaults} onSubmit={simulate} noValidate>
        <Suspense fallback={null}>
          <CartLines />
        </Suspense>
        <Box sx={{ mt: 2 }}>
          <SubmitButton icon={false}>{SIMULATE_TITLE}</SubmitButton>
        </Box>
      </Form>
      {data ? <Result result={data} /> : null}
    </SectionCard>
  );
}
