// Package sizes and weight: whole numbers typed as digits. A point or comma ("1.5", "1,200") would
// be read differently by different people, so it is refused with a message rather than guessed.
import { TextInput, type Validator } from 'react-admin';
import type { PropertyModel } from '../../../../../shared/entity';
import { validatorsFor } from '../../../../generic/validation';

export const DIGITS_ONLY = 'Somente números, sem pontos ou vírgulas';

const digitsOnly: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !/^\d+$/.test(value.trim()) ? DIGITS_ONLY : undefined;

/** Digits become the number the API stores; anything else stays as typed for the message. */
const parseDigits = (text: string) =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : text;

export function DigitsInput({ p }: { p: PropertyModel }) {
  return (
    <TextInput
      source={p.name}
      label={p.label}
      validate={[digitsOnly, ...validatorsFor(p)]}
      parse={parseDigits}
      format={(v: unknown) => (v === null || v === undefined ? '' : String(v))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      helperText={false}
      fullWidth
    />
  );
}
