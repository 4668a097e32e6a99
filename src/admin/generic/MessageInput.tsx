// A WhatsApp message with buttons that insert its variables ({nome_cliente}, …) where the cursor is:
// the contact and birthday screens' and the abandoned carts' (each with its own variables).
import { Button, Stack, TextField } from '@mui/material';
import { useRef } from 'react';

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

/** The message with each variable ('{nome_cliente}') replaced by its value. */
export function fillVariables(template: string, values: Record<string, string | null | undefined>): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(name, value ?? ''), template);
}

export function MessageInput({
  value,
  onChange,
  variables,
  label = 'Mensagem',
}: {
  value: string;
  onChange: (value: string) => void;
  variables: readonly string[];
  label?: string;
}) {
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
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={input}
        multiline
        minRows={2}
        fullWidth
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variables.map((v) => (
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
