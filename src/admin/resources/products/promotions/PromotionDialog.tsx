// The promotion form, in a dialog (create and edit): 'Sem período' clears and hides both dates, the
// start date is required otherwise, and percent and value of the discount follow each other from
// the product's price. The server's 422 messages show under their fields; its refusal of a second
// active promotion shows the spec's alert.
import { Alert, Grid, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useState } from 'react';
import {
  BooleanInput,
  type Identifier,
  type RaRecord,
  TextInput,
  useCreate,
  useNotify,
  useUpdate,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { entities } from '../../../../generated/registry';
import { centsToInput, fromCents } from '../../../../shared/money';
import { toDateTimeInput } from '../../../../shared/time';
import { errorText } from '../../../api';
import { formatMoney } from '../../../format';
import { fieldErrorsOf, FormDialog } from '../../../generic/FormDialog';
import { savedMessage, TOAST_MS } from '../../../generic/toasts';
import { requiredMessage } from '../../../generic/validation';
import { centsOf, fromPercent, fromValue } from './discount';

const RESOURCE = 'product_promotion';
const model = entities.product_promotion;
const props = model.properties;
type Values = Record<string, unknown>;
type Row = Record<string, unknown> & { id?: Identifier };

export const ACTIVE_PROMOTION_ALERT =
  'Já existe uma promoção ativa para este produto. Desative-a antes de cadastrar outra.';

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

/** A stored promotion (or none) as the form shows it. */
export function promotionFormValues(row?: Row): Values {
  if (!row)
    return { no_period: false, start_date: '', end_date: '', discount_percent: '', discount_value: '' };
  const percent = Number(row.discount_percent);
  return {
    no_period: !!row.no_period,
    start_date: toDateTimeInput(row.start_date),
    end_date: toDateTimeInput(row.end_date),
    discount_percent: Number.isFinite(percent) ? centsToInput(Math.round(percent * 100)) : '',
    discount_value: row.discount_value == null ? '' : centsToInput(centsOf(row.discount_value) ?? 0),
    active: row.active !== false,
  };
}

/** What the API takes: dates in the store's time or none, the value in dot-decimal. */
export function promotionBody(values: Values, product: RaRecord, id?: Identifier): Values {
  const noPeriod = !!values.no_period;
  const cents = centsOf(values.discount_value);
  const hundredths = centsOf(values.discount_percent);
  const body: Values = {
    product_id: product.id,
    company_id: product.company_id,
    no_period: noPeriod,
    start_date: noPeriod || !values.start_date ? null : values.start_date,
    end_date: noPeriod || !values.end_date ? null : values.end_date,
    discount_value: cents === null ? null : fromCents(cents),
  };
  if (hundredths !== null) body.discount_percent = hundredths / 100;
  if (id !== undefined) {
    body.id = id;
    body.active = values.active !== false;
  }
  return body;
}

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

export function PromotionDialog({
  product,
  promotion,
  onClose,
  onSaved,
}: {
  product: RaRecord;
  /** The promotion being edited; none to register one. */
  promotion?: Row;
  onClose: () => void;
  onSaved: () => void;
}) {
  // React-admin's create and update (/product-promotion/save and /update).
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const [conflict, setConflict] = useState(false);
  // Computed once: a new record object on each render would reset what the user typed.
  const [initial] = useState(() => promotionFormValues(promotion));
  const mode = promotion?.id ? 'edit' : 'create';
  const submit = async (values: Values) => {
    setConflict(false);
    try {
      const data = promotionBody(values, product, promotion?.id);
      if (mode === 'create') await create(RESOURCE, { data }, { returnPromise: true });
      else
        await update(
          RESOURCE,
          { id: promotion!.id as Identifier, data, previousData: promotion },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        const { product_id, ...errors } = fields;
        // The product's one active promotion: product_id is no input here, so it can only be that.
        if (product_id) setConflict(true);
        return errors;
      }
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
    notify(savedMessage(model.label.one, mode), { type: 'success', autoHideDuration: TOAST_MS });
    onSaved();
    return undefined;
  };
  const title = mode === 'create' ? 'Cadastrar Promoção' : 'Editar Promoção';
  return (
    <FormDialog id="promotion-title" title={title} record={initial} onSubmit={submit} onClose={onClose}>
      {conflict ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {ACTIVE_PROMOTION_ALERT}
        </Alert>
      ) : null}
      <Grid container columnSpacing={2}>
        <PeriodInputs />
        <DiscountInputs price={product.price} />
        {mode === 'edit' ? (
          <Grid size={12}>
            <BooleanInput source="active" label={props.active.label} helperText={false} />
          </Grid>
        ) : null}
      </Grid>
    </FormDialog>
  );
}
