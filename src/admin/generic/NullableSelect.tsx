// The select of an optional enum whose schema names its empty choice (x-enum-labels "null":
// 'Nenhum'): that choice is a real option, named by its word, and an empty value shows it, instead
// of react-admin's blank entry (whose accessible name is 'Limpar campo') and an empty box.
import { MenuItem, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import type { CommonInputProps } from './widgets';

/** MUI's select holds '' for no value; the form holds null. */
const NONE = '';

export function NullableSelect({
  input,
  choices,
  none,
}: {
  input: CommonInputProps;
  choices: Array<{ id: string | number; name: string }>;
  /** The empty choice's word. */
  none: string;
}) {
  const { field, fieldState, id, isRequired } = useInput({
    source: input.source,
    validate: input.validate,
    format: (value: unknown) => (value === null || value === undefined ? NONE : value),
    parse: (value: unknown) => (value === NONE ? null : value),
  });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      {...field}
      id={id}
      select
      fullWidth
      label={<FieldTitle label={input.label} source={input.source} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={error ? <InputHelperText error={error} /> : undefined}
      slotProps={{
        // The empty value shows its word, so the label stays above it.
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        input: { readOnly: input.readOnly },
      }}
    >
      <MenuItem value={NONE}>{none}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
