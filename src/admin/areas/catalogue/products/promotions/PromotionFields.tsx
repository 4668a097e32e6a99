// The promotions sub-list's own parts ('Promoções' under a saved product, areas/catalogue.tsx): the
// promotion's inputs ('Sem período' clears and hides both dates, the start date is required
// otherwise, and percent and value of the discount follow each other from the product's price),
// what the form shows and sends, the alert for a second active promotion, and the period cells.
import { Grid, Typography } from '@mui/material';
import { type ChangeEvent, useEffect } from 'react';
import { BooleanInput, type RaRecord, TextInput, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { entities } from '../../../../../generated/registry';
import { formatDate, formatMoney } from '../../../../format';
import type { SubListInputsProps } from '../../../../generic/screen';
import { requiredMessage } from '../../../../generic/validation';
import { centsOf, fromPercent, fromValue } from './discount';

const model = entities.product_promotion;
const props = model.properties;
type Values = Record<string, unknown>;

const startRequired: Validator = (value: unknown, all: Values) =>
  !all?.no_period && !value ? requiredMessage(props.start_date) : undefined;
const valueRequired: Validator = Object.assign(
  (value: unknown) =>
    value === '' || value === null || value === undefined
      ? requiredMessage(props.discount_value)
      : centsOf(value) === null
        ? `${props.discount_value.label} inválido`
        : undefined,
  { isRequired: true },
);
const percentValid: Validator = (value: unknown) =>
  value && centsOf(value) === null ? `${props.discount_percent.label} inválido` : undefined;

function PeriodInputs() {
  const noPeriod = useWatch({ name: 'no_period' }) as boolean;
  const { setValue } = useFormContext();
  // No period means no dates at all, not dates kept out of sight.
  useEffect(() => {
    if (!noPeriod) return;
    setValue('start_date', '', { shouldValidate: true, shouldDirty: true });
    setValue('end_date', '', { shouldValidate: true, shouldDirty: true });
  }, [noPeriod, setValue]);
  return (
    <>
      <Grid size={12}>
        <BooleanInput source="no_period" label={props.no_period.label} helperText={false} />
      </Grid>
      {noPeriod ? null : (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              source="start_date"
              label={props.start_date.label}
              type="datetime-local"
              validate={Object.assign(startRequired, { isRequired: true })}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={false}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              source="end_date"
              label={props.end_date.label}
              type="datetime-local"
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={false}
              fullWidth
            />
          </Grid>
        </>
      )}
    </>
  );
}

function DiscountInputs({ price }: { price: unknown }) {
  const { setValue } = useFormContext();
  const apply = (next: Values | null) => {
    if (!next) return;
    for (const [name, value] of Object.entries(next))
      setValue(name, value, { shouldValidate: true, shouldDirty: true });
  };
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="discount_percent"
          label={`${props.discount_percent.label} (%)`}
          validate={percentValid}
          onChange={(e: ChangeEvent<HTMLInputElement>) => apply(fromPercent(e.target.value, price) as never)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText={false}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="discount_value"
          label={`${props.discount_value.label} (R$)`}
          validate={valueRequired}
          onChange={(e: ChangeEvent<HTMLInputElement>) => apply(fromValue(e.target.value, price) as never)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText={false}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <Typography variant="caption" color="text.secondary">
          Preço do produto: {formatMoney(price)}
        </Typography>
      </Grid>
    </>
  );
}

export default function PromotionFields({ parent: product, mode }: SubListInputsProps) {
  return (
    <Grid container columnSpacing={2}>
      <PeriodInputs />
      <DiscountInputs price={product.price} />
      {mode === 'edit' ? (
        <Grid size={12}>
          <BooleanInput source="active" label={props.active.label} helperText={false} />
        </Grid>
      ) : null}
    </Grid>
  );
}

export function StartCell({ record }: { record: RaRecord }) {
  return <>{record.no_period ? 'Sem período' : formatDate(record.start_date)}</>;
}

export function EndCell({ record }: { record: RaRecord }) {
  return <>{record.no_period ? '—' : formatDate(record.end_date) || '—'}</>;
}
