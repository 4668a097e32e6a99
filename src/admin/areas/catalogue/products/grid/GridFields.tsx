// The stock grid sub-list's own parts ('Estoque' under a saved product, areas/catalogue.tsx): the
// item's inputs (size and colour lists, the colour codes a background image replaces, the starting
// quantity and entry reason of a new item, which the server records through the stock ledger in
// the same transaction), what the form shows and sends, the 406 duplicate alert, and the cells.
import { Grid, Typography } from '@mui/material';
import { useEffect } from 'react';
import { BooleanInput, SelectInput, TextInput, type RaRecord, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SubListInputsProps } from '../../../../generic/screen';
import { problemOf, validatorsFor } from '../../../../generic/validation';
import { ColorSwatch } from './ColorSwatch';
import { ColorCodeInput, ColorNameInput, SizeInput } from './GridInputs';
import {
  gridProps,
  isNegative,
  keepDigits,
  movementProps,
  reasonsFor,
  SELECT_COLOR,
  UNLOCK_LABEL,
} from './gridModel';

/** Cor is required with the spec's own words. */
export const colorValidators: Validator[] = [
  Object.assign(
    (value: unknown) =>
      value === null || value === undefined || String(value).trim() === ''
        ? SELECT_COLOR
        : problemOf(gridProps.color, value, true),
    { isRequired: true },
  ),
];

/** The starting quantity: digits only (see keepDigits), so a whole number from 0. */
const quantityValidators = validatorsFor(gridProps.balance, { required: true });

/** A background image clears and locks the colour codes. */
function ColourCodes({ readOnly }: { readOnly: boolean }) {
  const { getValues, setValue } = useFormContext();
  const image = useWatch({ name: 'bg_color_img' }) as string | null | undefined;
  const hasImage = !!image && String(image).trim() !== '';
  useEffect(() => {
    if (!hasImage) return;
    for (const name of ['code_color', 'second_code_color'])
      if (getValues(name) !== null) setValue(name, null, { shouldDirty: true, shouldValidate: true });
  }, [hasImage, getValues, setValue]);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ColorCodeInput
          source="code_color"
          label={gridProps.code_color.label}
          validate={validatorsFor(gridProps.code_color)}
          readOnly={readOnly}
          disabled={hasImage}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ColorCodeInput
          source="second_code_color"
          label={gridProps.second_code_color.label}
          validate={validatorsFor(gridProps.second_code_color)}
          readOnly={readOnly}
          disabled={hasImage}
        />
      </Grid>
      <Grid size={12}>
        <TextInput
          source="bg_color_img"
          label={gridProps.bg_color_img.label}
          validate={validatorsFor(gridProps.bg_color_img)}
          readOnly={readOnly}
          helperText={hasImage ? 'Com imagem de fundo, os códigos de cor não são usados.' : false}
          fullWidth
        />
      </Grid>
    </>
  );
}

export default function GridFields({ record: item, mode, readOnly }: SubListInputsProps) {
  return (
    <>
      {mode === 'edit' && item ? (
        // The balance is not edited here: it moves only through 'Movimentar Estoque'.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {gridProps.balance.label} em estoque: <strong>{String(item.balance)}</strong>
          {readOnly ? <> · Clique em &lsquo;{UNLOCK_LABEL}&rsquo; para editar.</> : null}
        </Typography>
      ) : null}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SizeInput
            source="size"
            label={gridProps.size.label}
            validate={validatorsFor(gridProps.size, { required: true })}
            readOnly={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ColorNameInput
            source="color"
            label={gridProps.color.label}
            validate={colorValidators}
            readOnly={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="code"
            label={gridProps.code.label}
            validate={validatorsFor(gridProps.code)}
            readOnly={readOnly}
            helperText={false}
            fullWidth
          />
        </Grid>
        {mode === 'edit' ? (
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <BooleanInput
              source="active"
              label={gridProps.active.label}
              readOnly={readOnly}
              helperText={false}
            />
          </Grid>
        ) : (
          <Grid size={{ xs: 12, sm: 6 }} />
        )}
        <ColourCodes readOnly={readOnly} />
        {mode === 'create' ? (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                source="balance"
                label={gridProps.balance.label}
                validate={quantityValidators}
                parse={keepDigits}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                helperText={false}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput
                source="reason"
                label="Tipo de Entrada"
                choices={reasonsFor('i')}
                validate={validatorsFor(movementProps.reason, { required: true })}
                helperText={false}
                fullWidth
              />
            </Grid>
          </>
        ) : null}
      </Grid>
    </>
  );
}

/** The quantity in stock, red below 1 (spec section 9). */
export function BalanceCell({ record }: { record: RaRecord }) {
  const negative = isNegative(record.balance);
  return (
    <Typography
      variant="body2"
      component="span"
      data-negative={negative || undefined}
      sx={{ fontWeight: 600, color: negative ? 'error.main' : undefined }}
    >
      {String(record.balance ?? 0)}
    </Typography>
  );
}

export function ColorCell({ record }: { record: RaRecord }) {
  return (
    <ColorSwatch
      color={record.color}
      code={record.code_color}
      second={record.second_code_color}
      image={record.bg_color_img}
    />
  );
}
