// What the promotion form shows of a stored promotion and sends to the API, and the alert for a
// second active promotion: pure functions for the promotions sub-list (areas/catalogue.tsx).
import type { Identifier, RaRecord } from 'react-admin';
import { centsToInput, fromCents } from '../../../../../shared/money';
import { toDateTimeInput } from '../../../../../shared/time';
import { fieldErrorsOf } from '../../../../generic/FormDialog';
import { centsOf } from './discount';

type Values = Record<string, unknown>;
type Row = Record<string, unknown> & { id?: Identifier };

export const ACTIVE_PROMOTION_ALERT =
  'Já existe uma promoção ativa para este produto. Desative-a antes de cadastrar outra.';

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

/** The product's one active promotion: its product_id is no input here, so a 422 on it is that. */
export const promotionRefusal = (error: unknown) =>
  fieldErrorsOf(error)?.product_id ? ACTIVE_PROMOTION_ALERT : undefined;
