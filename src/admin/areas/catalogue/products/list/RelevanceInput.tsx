// A product's relevance edited in place (list rows and relevance cards): saved on blur or Enter
// when it changed and is valid, with the spec's toast; a failure puts the old value back.
import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText } from '../../../../api';
import { problemOf } from '../../../../generic/validation';
import { entities } from '../../../../../generated/registry';

export const RELEVANCE_SAVED = 'relevância foi alterada com sucesso!';
const relevance = entities.product.properties.relevance;

export function RelevanceInput({
  value,
  productName,
  save,
  label,
}: {
  value: number | null | undefined;
  productName: string;
  /** A visible label (cards); table rows rely on the column header. */
  label?: string;
  /** Stores the new relevance; rejects with the failure to show. */
  save: (relevance: number) => Promise<unknown>;
}) {
  const notify = useNotify();
  const shown = String(value ?? 0);
  const [text, setText] = useState(shown);
  const [busy, setBusy] = useState(false);
  useEffect(() => setText(shown), [shown]);
  // A blank input means no relevance, which the server stores as 0.
  const problem = problemOf(relevance, text.trim() === '' ? 0 : text.trim());
  const commit = async () => {
    const next = text.trim() === '' ? 0 : Number(text);
    if (problem || next === Number(shown) || busy) {
      if (problem) setText(shown);
      return;
    }
    setBusy(true);
    try {
      await save(next);
      setText(String(next));
      notify(RELEVANCE_SAVED, { type: 'success' });
    } catch (error) {
      setText(shown);
      notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextField
      size="small"
      variant="outlined"
      margin="none"
      label={label}
      type="number"
      value={text}
      disabled={busy}
      error={!!problem}
      title={problem}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
      }}
      slotProps={{
        htmlInput: {
          'aria-label': `Relevância de ${productName}`,
          min: relevance.schema.minimum ?? 0,
          max: relevance.schema.maximum,
          step: 1,
        },
      }}
      sx={{ width: label ? 104 : 84, '& input': { py: 0.75 } }}
    />
  );
}
