// Beside the Facebook catalogue report's filters: the catalogue feed's address for Meta (the public
// GET /api/facebook-integration/show/{company_id}, with the filters chosen as its query) and a button
// copying it ('Copiado para a área de transferência!').
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, TextField } from '@mui/material';
import { useRef } from 'react';
import { useNotify } from 'react-admin';
import { TOAST_MS } from '../../../generic/toasts';

export const COPIED = 'Copiado para a área de transferência!';
export const COPY_FAILED = 'Não foi possível copiar. Selecione o endereço e copie manualmente.';

/** The feed's address for a store and the report's filters. */
export function feedUrl(
  origin: string,
  companyId: number | string,
  filters: { gender?: unknown; only_facebook_description?: unknown },
): string {
  const query = new URLSearchParams();
  if (filters.only_facebook_description === true) query.set('face_description', 'true');
  if (typeof filters.gender === 'string' && filters.gender) query.set('gender', filters.gender);
  const qs = query.toString();
  return `${origin}/api/facebook-integration/show/${companyId}${qs ? `?${qs}` : ''}`;
}

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without the clipboard API (plain http, older browsers): the selected text, the old way.
    if (!input) return false;
    input.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** The feed's address of a store (none: nothing to show yet) with the filters chosen. */
export function FacebookFeedUrl({
  companyId,
  filters,
}: {
  companyId: number | null | undefined;
  filters: { gender?: unknown; only_facebook_description?: unknown };
}) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  if (!companyId) return null;
  const url = feedUrl(window.location.origin, companyId, filters);
  const copy = async () => {
    const ok = await copyText(url, input.current);
    notify(ok ? COPIED : COPY_FAILED, { type: ok ? 'success' : 'error', autoHideDuration: TOAST_MS });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        label="URL do catálogo para o Facebook"
        value={url}
        fullWidth
        inputRef={input}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'feed-url' } }}
        onFocus={(e) => e.target.select()}
      />
      <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ flexShrink: 0 }}>
        Copiar URL
      </Button>
    </Stack>
  );
}
