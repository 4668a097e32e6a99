// 'Cadastrar Grade' / 'Editar Grade': one stock grid item of a product. Create and update are chosen
// by the item's id (spec section 4). A new item starts with its quantity and entry reason, which the
// server records through the stock ledger in the same transaction (/grid/save {balance, reason}).
// An existing item opens read-only until 'Alterar Informações'. A background image replaces the
// colour codes (spec section 5), and a repeated size + colour answers 406 → the spec's alert.
import { Alert, Button, DialogActions, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BooleanInput,
  type RaRecord,
  SelectInput,
  TextInput,
  useCreate,
  useNotify,
  useUpdate,
  type Validator,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { errorText } from '../../../api';
import { fieldErrorsOf, FormDialog } from '../../../generic/FormDialog';
import { TOAST_MS } from '../../../generic/toasts';
import { problemOf, validatorsFor } from '../../../generic/validation';
import { ColorCodeInput, ColorNameInput, SizeInput } from './GridInputs';
import {
  DUPLICATE_ALERT,
  type GridRow,
  gridProps,
  isDuplicate,
  keepDigits,
  movementProps,
  reasonsFor,
  SELECT_COLOR,
  UNLOCK_LABEL,
} from './gridModel';

type Values = Record<string, unknown>;

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

const EDITABLE = ['size', 'color', 'code', 'code_color', 'second_code_color', 'bg_color_img'] as const;

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

function Actions({
  mode,
  locked,
  onUnlock,
  onClose,
}: {
  mode: 'create' | 'edit';
  locked: boolean;
  onUnlock: () => void;
  onClose: () => void;
}) {
  const { isSubmitting, isSubmitted, isValid } = useFormState();
  return (
    <DialogActions>
      <Button onClick={onClose}>Cancelar</Button>
      {locked ? (
        // type="button" and a key of its own: React must not reuse it as the submit button below,
        // or the click that unlocks would also submit.
        <Button key="unlock" type="button" variant="contained" onClick={onUnlock}>
          {UNLOCK_LABEL}
        </Button>
      ) : (
        // Enabled until a first try shows what is missing ('Selecione uma Cor'), then only once valid.
        <Button
          key="save"
          type="submit"
          variant="contained"
          disabled={isSubmitting || (isSubmitted && !isValid)}
        >
          {mode === 'create' ? 'Salvar' : 'Salvar Alterações'}
        </Button>
      )}
    </DialogActions>
  );
}

export interface GridFormDialogProps {
  product: RaRecord;
  /** The item to edit; null or undefined to register a new one. */
  item?: GridRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function GridFormDialog({ product, item, open, onClose, onSaved }: GridFormDialogProps) {
  // React-admin's create and update: the stock grid's list refreshes from its cache.
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const mode = item?.id ? 'edit' : 'create';
  const [locked, setLocked] = useState(mode === 'edit');
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setAlert(null);
    const data: Values = Object.fromEntries(EDITABLE.map((f) => [f, values[f] ?? null]));
    try {
      if (mode === 'edit') {
        await update(
          'grid',
          { id: item!.id, data: { ...data, active: values.active !== false }, previousData: item! },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else {
        await create(
          'grid',
          {
            data: {
              ...data,
              product_id: product.id,
              company_id: product.company_id,
              balance: Number(values.balance),
              reason: values.reason,
            },
          },
          { returnPromise: true },
        );
      }
    } catch (error) {
      if (isDuplicate(error)) {
        setAlert(DUPLICATE_ALERT);
        return undefined;
      }
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      setAlert(errorText(error));
      return undefined;
    }
    notify(mode === 'edit' ? 'Item atualizado com sucesso' : 'Item Cadastrado com sucesso', {
      type: 'success',
      autoHideDuration: TOAST_MS,
    });
    onSaved();
    onClose();
    return undefined;
  };

  const defaults: Values =
    mode === 'edit'
      ? { ...item }
      : {
          size: null,
          color: null,
          code: null,
          code_color: null,
          second_code_color: null,
          bg_color_img: null,
          balance: 0,
          reason: 'b',
        };
  const readOnly = locked;

  return (
    <FormDialog
      id="grid-form-title"
      title={mode === 'edit' ? 'Editar Grade' : 'Cadastrar Grade'}
      // The dialog's own values, never the product's record around it (the Edit page's).
      record={defaults}
      onSubmit={submit}
      onClose={onClose}
      open={open}
      actions={<Actions mode={mode} locked={locked} onUnlock={() => setLocked(false)} onClose={onClose} />}
    >
      {alert ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {alert}
        </Alert>
      ) : null}
      {mode === 'edit' ? (
        // The balance is not edited here: it moves only through 'Movimentar Estoque'.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {gridProps.balance.label} em estoque: <strong>{item!.balance}</strong>
          {locked ? <> · Clique em &lsquo;{UNLOCK_LABEL}&rsquo; para editar.</> : null}
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
    </FormDialog>
  );
}
