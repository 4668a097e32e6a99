// The WhatsApp message of the contact and birthday screens, with buttons that insert the variables
// {nome_cliente} and {email_cliente} where the cursor is.
import { Button, Stack, TextField } from '@mui/material';
import { useRef } from 'react';
import { MESSAGE_VARIABLES } from './whatsapp';

/** The text with `insert` put in place of the selection [start, end); the cursor after it. */
export function insertAt(
  text: string,
  insert: string,
  start: number,
  end = start,
): { text: string; cursor: number } {
  const a = Math.max(0, Math.min(start, text.length));
  const b = Math.max(a, Math.min(end, text.length));
  return { text: text.slice(0, a) + insert + text.slice(b), cursor: a + insert.length };
}

export function MessageInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const input = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const insert = (variable: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? start;
    const next = insertAt(value, variable, start, end);
    onChange(next.text);
    // Back to the field, the cursor right after the variable.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Mensagem"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={input}
        multiline
        minRows={2}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {MESSAGE_VARIABLES.map((v) => (
          <Button
            key={v}
            size="small"
            variant="outlined"
            onClick={() => insert(v)}
            sx={{ textTransform: 'none' }}
          >
            {v}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
