// The payment exception dialog's inputs: installments (1–12), payment type, rule (Desconto /
// Acrescimo) and rate — installments and payment type shown but locked once the exception exists
// (the API ignores them on update: x-immutable).
import { Box } from '@mui/material';
import type { SubListInputsProps } from '../../../generic/screen';
import { InputFor } from '../../../generic/inputs';
import { useDirectory } from '../../../generic/directory-context';
import type { PropertyModel } from '../../../../shared/entity';

const LOCKED = new Set(['installments', 'payment_type']);

export default function ExceptionInputs({ mode, readOnly }: SubListInputsProps) {
  const { modelOf } = useDirectory();
  const model = modelOf('receive_data_rule');
  const names = ['payment_type', 'installments', 'rule_type', 'rate', ...(mode === 'edit' ? ['active'] : [])];
  const fields = names.map((n) => model.properties[n]).filter((p): p is PropertyModel => !!p);
  return (
    <Box>
      {fields.map((p) => (
        <InputFor
          key={p.name}
          p={p}
          form={fields}
          mode={mode}
          readOnly={readOnly || (mode === 'edit' && LOCKED.has(p.name)) || undefined}
        />
      ))}
    </Box>
  );
}
