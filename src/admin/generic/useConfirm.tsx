// A yes/no question in an MUI dialog that a handler can await: `if (!(await ask())) return;`.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useCallback, useRef, useState } from 'react';

interface Question {
  title: string;
  text: string;
  confirmLabel?: string;
}

export function useConfirm({ title, text, confirmLabel = 'Confirmar' }: Question): {
  ask: () => Promise<boolean>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  // Drawn from its first question on: a closed MUI Dialog still builds its styled frame on every
  // render, and a question per row (photos, sub-list rows) cost a list's first render that much.
  const [asked, setAsked] = useState(false);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsked(true);
        setOpen(true);
      }),
    [],
  );
  const close = (yes: boolean) => {
    setOpen(false);
    answer.current(yes);
  };
  const dialog = asked && (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>Cancelar</Button>
        <Button onClick={() => close(true)} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
