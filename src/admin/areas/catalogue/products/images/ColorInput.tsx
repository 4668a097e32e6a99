// 'Cor' of a photo: one of the product's grid colours, or any text typed (a photo may show a
// colour the grid does not have yet). The typed text is the value; no need to pick it.
import { Autocomplete, TextField } from '@mui/material';
import { useInput, ValidationError, type Validator } from 'react-admin';

interface Props {
  source: string;
  label: string;
  options: string[];
  validate?: Validator[];
}

export function ColorInput({ source, label, options, validate }: Props) {
  const { field, fieldState, id } = useInput({ source, validate });
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={options}
      value={text}
      inputValue={text}
      onInputChange={(_, value) => field.onChange(value)}
      onChange={(_, value) => field.onChange(value ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          label={label}
          name={field.name}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={
            fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined
          }
        />
      )}
    />
  );
}
