// The submit button of every form and dialog ('Salvar', 'Salvar Alterações', 'Adicionar'). It is
// never blocked while the form is invalid: pressed then, the form marks what is missing under each
// field and moves to the first. Until the form is valid it looks disabled (aria-disabled), as the
// spec's button does; only a save in progress really disables it.
import SaveIcon from '@mui/icons-material/Save';
import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

export function SubmitButton({
  children,
  busy,
  icon = true,
  sx,
}: {
  children: ReactNode;
  busy?: boolean;
  icon?: boolean;
  sx?: ButtonProps['sx'];
}) {
  const { isValid, isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      startIcon={icon ? <SaveIcon /> : undefined}
      disabled={isSubmitting || !!busy}
      aria-disabled={!isValid || undefined}
      sx={[
        !isValid && { bgcolor: 'action.disabledBackground', color: 'text.secondary', boxShadow: 'none' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Button>
  );
}
