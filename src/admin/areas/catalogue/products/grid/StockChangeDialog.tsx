// 'Movimentar Estoque': one entry or exit of a grid item through the stock ledger
// (/grid/stock-change). The reasons follow the type (entries b/ch, exits se/c/ss); the amount is a
// whole number from 1. An exit beyond the balance answers 422 'Estoque insuficiente' under
// Quantidade, and the user may then allow a negative balance.
import { Alert, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { BooleanInput, SelectInput, TextInput, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorText } from '../../../../api';
import { useCallMutation } from '../../../../generic/calls';
import { fieldErrorsOf, FormDialog } from '../../../../generic/FormDialog';
import { TOAST_MS } from '../../../../generic/toasts';
import { validatorsFor } from '../../../../generic/validation';
import {
  keepDigits,
  type GridRow,
  movementProps,
  type MovementType,
  reasonsFor,
  STOCK_UPDATED,
  typeChoices,
} from './gridModel';

const INSUFFICIENT = 'Estoque insuficiente';
const NEW_MOVEMENT = { type: 'i', amount: '', reason: 'b', note: null, negativeStock: false };

/** Motivo offers the reasons of the chosen type, and is emptied when the type changes. */
function ReasonInput() {
  const type = (useWatch({ name: 'type' }) ?? 'i') as MovementType;
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    const reasons = reasonsFor(type).map((r) => r.id as string);
    if (!reasons.includes(getValues('reason'))) setValue('reason', reasons[0], { shouldValidate: true });
  }, [type, getValues, setValue]);
  return (
    <SelectInput
      source="reason"
      label={movementProps.reason.label}
      choices={reasonsFor(type)}
      validate={validatorsFor(movementProps.reason, { required: true })}
      helperText={false}
      fullWidth
    />
  );
}

export interface StockChangeDialogProps {
  item: GridRow | null;
  onClose: () => void;
  onSaved: () => void;
}

export function StockChangeDialog({ item, onClose, onSaved }: StockChangeDialogProps) {
  const notify = useNotify();
  // The grid shows the new balance (not the product's record: the form around it stays as typed).
  const stockChange = useCallMutation('stockChange', { invalidate: { resources: ['grid'] } });
  const [offerNegative, setOfferNegative] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    if (!item) return undefined;
    setAlert(null);
    try {
      await stockChange.mutateAsync({
        grid_id: Number(item.id),
        type: values.type as MovementType,
        amount: Number(values.amount),
        reason: String(values.reason),
        note: (values.note as string) || null,
        negativeStock: values.negativeStock === true,
      });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        if (fields.amount?.includes(INSUFFICIENT)) setOfferNegative(true);
        return fields;
      }
      setAlert(errorText(error));
      return undefined;
    }
    notify(STOCK_UPDATED, { type: 'success', autoHideDuration: TOAST_MS });
    onSaved();
    onClose();
    return undefined;
  };

  if (!item) return null;
  return (
    <FormDialog
      key={item.id}
      id="stock-change-title"
      title="Movimentar Estoque"
      // The movement's own values, never the product's record around the section.
      record={NEW_MOVEMENT}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {item.size} · {item.color} — saldo atual {item.balance}
      </Typography>
      {alert ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {alert}
        </Alert>
      ) : null}
      <SelectInput
        source="type"
        label={movementProps.type.label}
        choices={typeChoices}
        validate={validatorsFor(movementProps.type, { required: true })}
        helperText={false}
        fullWidth
      />
      <TextInput
        source="amount"
        label={movementProps.amount.label}
        validate={validatorsFor(movementProps.amount, { required: true })}
        parse={keepDigits}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        helperText={false}
        fullWidth
      />
      <ReasonInput />
      <TextInput
        source="note"
        label={movementProps.note.label}
        validate={validatorsFor(movementProps.note)}
        helperText={false}
        multiline
        fullWidth
      />
      {offerNegative ? (
        <BooleanInput source="negativeStock" label="Permitir estoque negativo" helperText={false} />
      ) : null}
    </FormDialog>
  );
}
