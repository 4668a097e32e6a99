// A consumer row's 'Redefinir senha' button and its dialog (ResetPasswordDialog).
import LockResetIcon from '@mui/icons-material/LockReset';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { ResetPasswordDialog } from './ResetPasswordDialog';

export default function ResetPasswordAction() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const name = String(record.fantasy_name ?? record.id);
  return (
    <>
      <Tooltip title="Redefinir senha">
        <IconButton size="small" aria-label={`Redefinir senha: ${name}`} onClick={() => setOpen(true)}>
          <LockResetIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ResetPasswordDialog
        consumer={open ? { id: record.id, email: record.email, fantasy_name: record.fantasy_name } : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
