// The Facebook description, shown as the Instagram catalogue's (spec section 2), with Meta's rules
// as guidance above it and a character counter below; the shared 'catalogue-text' rule (the same
// the API applies) says what is wrong as the user types.
import { Alert, Box, Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropertyModel } from '../../../../../shared/entity';
import { validatorsFor } from '../../../../generic/validation';

export const CATALOGUE_GUIDANCE =
  'Texto simples, de 30 a 5000 caracteres, sem HTML nem links, sem pontuação excessiva nem tudo em ' +
  'letras maiúsculas, sem informações de frete ou da empresa, sem telefones nem e-mails.';

export function CatalogueDescriptionInput({ p }: { p: PropertyModel }) {
  const text = useWatch({ name: p.name }) as string | null | undefined;
  const max = p.schema.maxLength ?? 5000;
  const length = text ? [...text].length : 0;
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>
        {CATALOGUE_GUIDANCE}
      </Alert>
      <TextInput
        source={p.name}
        label={p.label}
        validate={validatorsFor(p)}
        multiline
        minRows={3}
        helperText={false}
        fullWidth
      />
      <Typography
        variant="caption"
        color={length > max ? 'error' : 'text.secondary'}
        sx={{ display: 'block', textAlign: 'right' }}
        aria-live="polite"
      >
        {length}/{max} caracteres
      </Typography>
    </Box>
  );
}
