// The input of every decimal a generic form edits — money (x-money), rates and percents (numbers) —
// read the pt-BR way whatever the browser's language: a text input, never a native number input
// (which, in an English browser, reads '3,5' as 35). What the user types is kept as typed while it
// means the form's value, so '3,' is not rewritten under the cursor; the form holds the API's value:
// money as its dot-decimal string ("1234.56"), a number as a number (3.5). Text that is not a number
// stays in the form as typed, for the field's validator to refuse with its message.
import { useState } from 'react';
import { TextInput } from 'react-admin';
import { formatDecimal, formatMoneyInput, moneyFromInput, parseDecimal } from '../../shared/money';
import type { CommonInputProps } from './widgets';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A number typed in pt-BR as the form keeps it: the number, null when blank, else the text. */
export function decimalFromInput(text: string): number | string | null {
  if (blank(text.trim())) return null;
  return parseDecimal(text) ?? text;
}

/** The form's number as the input shows it: 3.5 → "3,5"; text that is not a number as it is. */
export function decimalToInput(value: unknown): string {
  if (blank(value)) return '';
  return formatDecimal(value) || String(value);
}

export function DecimalInput({ money, ...input }: CommonInputProps & { money?: boolean }) {
  // State, not a ref: typing '3,' after '3' leaves the form's value as it was, and the input must
  // still render what was typed (a controlled input not rendered again snaps back to '3').
  const [typed, setTyped] = useState<string | null>(null);
  const read = money ? moneyFromInput : decimalFromInput;
  const show = money ? formatMoneyInput : decimalToInput;
  return (
    <TextInput
      {...input}
      format={(value: unknown) => (typed !== null && read(typed) === (value ?? null) ? typed : show(value))}
      parse={(text: string) => {
        setTyped(text);
        return read(text);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
