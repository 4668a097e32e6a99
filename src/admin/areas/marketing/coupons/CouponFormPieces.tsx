// The coupon form's own pieces (form slots of the coupon screen, areas/marketing/index.tsx): the
// discount type — Taxa or Valor, a choice of the form only, read from which of the two is above 0 —
// with the one input it picks, switching zeroing the other (spec section 5); and 'Limpar Regras',
// which empties the attribute rule fields.
import ClearIcon from '@mui/icons-material/ClearAll';
import { Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DecimalInput } from '../../../generic/DecimalInput';
import type { FormPieceProps } from '../../../generic/screen';
import { validatorsFor } from '../../../generic/validation';

export type DiscountType = 'rate' | 'value';

const above0 = (value: unknown) => value !== null && value !== undefined && Number(value) > 0;

/** A saved coupon's type: Valor when only its value is above 0, else Taxa (a new coupon's too). */
export const discountTypeOf = (values: Record<string, unknown> | undefined): DiscountType =>
  values && !above0(values.discount_rate) && above0(values.discount_value) ? 'value' : 'rate';

/** What the other type's field becomes when a type is picked. */
export const ZEROED = { rate: { discount_value: '0.00' }, value: { discount_rate: 0 } } as const;

/** 'Tipo de desconto' Taxa / Valor and the input of the type picked (the value with 2 decimals). */
export function DiscountInput({ fields }: FormPieceProps) {
  const { getValues, setValue } = useFormContext();
  const record = useRecordContext();
  const [type, setType] = useState<DiscountType>(() => discountTypeOf(getValues()));
  // The saved coupon's type once its values are in the form.
  useEffect(() => {
    if (record?.id) setType(discountTypeOf(record));
  }, [record]);
  const labelId = useId();
  const p = fields.find((f) => f.name === (type === 'rate' ? 'discount_rate' : 'discount_value'));
  const pick = (next: DiscountType) => {
    setType(next);
    for (const [name, zero] of Object.entries(ZEROED[next]))
      setValue(name, zero, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>
      <FormControl sx={{ mt: 1 }}>
        <FormLabel id={labelId}>Tipo de desconto</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={type}
          onChange={(e) => pick(e.target.value as DiscountType)}
        >
          <FormControlLabel value="rate" control={<Radio />} label="Taxa" />
          <FormControlLabel value="value" control={<Radio />} label="Valor" />
        </RadioGroup>
      </FormControl>
      {p ? (
        <Box sx={{ flex: '1 1 200px' }}>
          <DecimalInput
            key={p.name}
            source={p.name}
            label={type === 'rate' ? `${p.label} (%)` : `${p.label} (R$)`}
            validate={validatorsFor(p, { required: true })}
            fullWidth
            helperText={false}
            money={type === 'value'}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** The attribute rule fields 'Limpar Regras' empties. */
export const ATTRIBUTE_RULES = ['definition_id', 'category_id', 'product_group_id', 'product_group_rule'];

export function ClearRules() {
  const { setValue } = useFormContext();
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<ClearIcon />}
        onClick={() => {
          for (const name of ATTRIBUTE_RULES)
            setValue(name, null, { shouldDirty: true, shouldValidate: true });
        }}
      >
        Limpar Regras
      </Button>
    </Box>
  );
}
