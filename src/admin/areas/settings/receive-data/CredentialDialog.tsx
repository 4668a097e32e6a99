// The pieces every credential card of 'Dados de Recebimento' shares: the rows saying what is stored
// (an identifier whole, a secret only as ••••last4, else 'Não cadastrado') and the dialog that
// replaces them with what is typed — each input empty, saying what is stored; the API's 422 shown
// under the fields, any other failure in a toast.
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { required, TextInput, useNotify } from 'react-admin';
import { errorText } from '../../../api';
import { fieldErrorsOf, FormDialog } from '../../../generic/FormDialog';
import { TOAST_MS } from '../../../generic/toasts';
import { isSecretHint, secretMask } from '../../../generic/widgets';

export type Values = Record<string, unknown>;

export interface CredentialField {
  /** The input's name: the field the API answers errors for. */
  name: string;
  label: string;
  /** Shown whole (an identifier) rather than masked. */
  plain?: boolean;
}

/** How a stored credential reads: the identifier itself, its last 4, or 'Não cadastrado'. */
export function shown(value: unknown, plain?: boolean): string {
  if (plain && typeof value === 'string' && value) return value;
  if (isSecretHint(value)) return secretMask(value) ?? '';
  return 'Não cadastrado';
}

export const isStored = (value: unknown) => value !== null && value !== undefined && value !== '';

export function CredentialRows({ rows }: { rows: Array<{ label: string; value: string }> }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 1 }}
    >
      {rows.map((r) => (
        <Box key={r.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {r.label}:
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: 0.5, fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {r.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A dialog of credential inputs. `stored` says what each field holds now; a stored one may stay
 * blank (kept), a missing one must be typed. Resolves after `onSubmit` succeeded, with `success`.
 */
export function CredentialDialog({
  title,
  fields,
  stored,
  success,
  onSubmit,
  onClose,
}: {
  title: string;
  fields: CredentialField[];
  stored: Values;
  success: string;
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
}) {
  const notify = useNotify();
  // An identifier shown whole is edited as it is; a secret starts empty.
  const [initial] = useState<Values>(() =>
    Object.fromEntries(
      fields.map((f) => [f.name, f.plain && typeof stored[f.name] === 'string' ? stored[f.name] : '']),
    ),
  );
  const submit = async (values: Values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
    notify(success, { type: 'success', autoHideDuration: TOAST_MS });
    onClose();
    return undefined;
  };
  return (
    <FormDialog
      id="credential-dialog-title"
      title={title}
      record={initial}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      {fields.map((f) => {
        const value = stored[f.name];
        const isSet = isSecretHint(value);
        return (
          <TextInput
            key={f.name}
            source={f.name}
            label={f.label}
            fullWidth
            autoComplete="off"
            validate={isStored(value) ? undefined : required('Campo obrigatório')}
            helperText={isSet ? `Cadastrado: ${secretMask(value)}. Deixe em branco para manter.` : false}
          />
        );
      })}
    </FormDialog>
  );
}
