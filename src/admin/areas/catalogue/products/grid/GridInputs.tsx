// The inputs of the grid forms: the size (the shared size list, free text allowed), the colour
// (the shared colour list; choosing one fills its codes) and a colour code (typed '#RRGGBB' or picked).
import { Autocomplete, Box, TextField } from '@mui/material';
import type { FieldError } from 'react-hook-form';
import { useGetList, useInput, ValidationError, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { codesOf, COLOR_NAMES, gridProps } from './gridModel';

// Read-only inputs look like react-admin's (greyed, as MUI draws disabled ones) while their form
// field stays registered: the disabled flag goes to the MUI input only, never to useInput.
interface BoundProps {
  source: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
}

/** The shared size list (~300, /size/index in its order), loaded once per dialog. */
export function useSizeNames(): string[] {
  const { data } = useGetList('size', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'ordenate', order: 'ASC' },
  });
  return (data ?? []).map((s) => String(s.name));
}

/** Tamanho: picked from the size list or typed (a size the list lacks). */
export function SizeInput({ source, label, validate, readOnly }: BoundProps) {
  const sizes = useSizeNames();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  return (
    <Autocomplete
      freeSolo
      autoSelect
      options={sizes}
      value={field.value ?? ''}
      readOnly={readOnly}
      disabled={readOnly}
      onChange={(_, value) => field.onChange(value ?? null)}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') field.onChange(value);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={isRequired}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={errorOf(fieldState.error)}
          margin="dense"
        />
      )}
    />
  );
}

/** Cor: a name of the shared list ('N/A' for none); choosing it sets the colour codes. */
export function ColorNameInput({ source, label, validate, readOnly }: BoundProps) {
  const { setValue } = useFormContext();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const current = field.value ? String(field.value) : null;
  // An item saved with a colour the list no longer has still shows it.
  const options = current && !COLOR_NAMES.includes(current) ? [current, ...COLOR_NAMES] : COLOR_NAMES;
  return (
    <Autocomplete
      options={options}
      value={current}
      readOnly={readOnly}
      disabled={readOnly}
      onChange={(_, value) => {
        field.onChange(value ?? null);
        const codes = codesOf(value);
        if (!readOnly) {
          setValue('code_color', codes.code_color, { shouldDirty: true, shouldValidate: true });
          setValue('second_code_color', codes.second_code_color, {
            shouldDirty: true,
            shouldValidate: true,
          });
        }
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={isRequired}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={errorOf(fieldState.error)}
          margin="dense"
        />
      )}
    />
  );
}

/** react-admin keeps its validators' messages in a format of its own: shown as they read. */
function errorOf(error: FieldError | undefined) {
  return error?.message ? <ValidationError error={error.message} /> : undefined;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** A colour code: typed as '#RRGGBB' or picked with the browser's colour picker beside it. */
export function ColorCodeInput({
  source,
  label,
  validate,
  readOnly,
  disabled,
}: BoundProps & { disabled?: boolean }) {
  const { field, fieldState } = useInput({ source, validate });
  const value = typeof field.value === 'string' ? field.value : '';
  const locked = readOnly || disabled;
  return (
    <TextField
      label={label}
      value={value}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(e.target.value.trim() || null)}
      disabled={locked}
      error={!!fieldState.error}
      helperText={errorOf(fieldState.error)}
      placeholder="Sem cor"
      margin="dense"
      fullWidth
      slotProps={{
        htmlInput: { readOnly, maxLength: 7 },
        input: {
          // At the end: at the start it would sit under the filled input's floating label.
          endAdornment: (
            <Box
              component="input"
              type="color"
              aria-label={`Escolher ${label}`}
              disabled={locked}
              value={HEX.test(value) ? value : '#000000'}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                field.onChange(e.target.value.toUpperCase())
              }
              sx={{
                width: 28,
                height: 28,
                ml: 1,
                p: 0,
                flex: 'none',
                // No code yet: a faded picker, not a black that looks chosen.
                opacity: HEX.test(value) ? 1 : 0.3,
                border: 0,
                background: 'none',
                cursor: locked ? 'default' : 'pointer',
              }}
            />
          ),
        },
      }}
    />
  );
}

export const colorCodeLabels = {
  code_color: gridProps.code_color.label,
  second_code_color: gridProps.second_code_color.label,
};
