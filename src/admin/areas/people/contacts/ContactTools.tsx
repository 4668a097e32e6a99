// The contact list's tools above its rows: the WhatsApp message with its variable buttons (kept in
// the panel's store, so each row's link and the next visit use it), 'Exportar CSV' of every contact
// the filters match (not only the page on screen) and the bulk send, shown as still to come.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useStore, type DataProvider } from 'react-admin';
import { errorText } from '../../../api';
import { MAX_PER_PAGE } from '../../../dataProvider';
import { downloadCsv } from '../../../generic/csv';
import { contactsCsv } from './csv';
import { MessageInput } from './MessageInput';
import { DEFAULT_MESSAGE } from './whatsapp';

const RESOURCE = 'contact-list';
/** Where the message lives (react-admin's store): the toolbar writes it, each row's link reads it. */
export const MESSAGE_KEY = 'contact-list.message';
type Row = Record<string, unknown> & { id: number };

export function useContactMessage() {
  return useStore<string>(MESSAGE_KEY, DEFAULT_MESSAGE);
}

/** Every contact the filter matches, page after page (not only the page on screen). */
export async function fetchAllContacts(
  dataProvider: DataProvider,
  filter: Record<string, unknown>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList<Row>(RESOURCE, {
      pagination: { page, perPage: MAX_PER_PAGE },
      sort: { field: 'id', order: 'ASC' },
      filter,
    });
    rows.push(...data);
    if (!data.length || rows.length >= (total ?? 0)) return rows;
  }
}

export default function ContactTools() {
  const { filterValues, total, isPending } = useListContext();
  const [message, setMessage] = useContactMessage();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      downloadCsv(contactsCsv(await fetchAllContacts(dataProvider, filterValues)));
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ pb: 2 }}>
      <MessageInput value={message} onChange={setMessage} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<FileDownloadIcon />}
          onClick={exportCsv}
          disabled={busy || isPending || !total}
        >
          Exportar CSV
        </Button>
        <Button variant="outlined" startIcon={<SendIcon />} disabled>
          Em breve
        </Button>
      </Stack>
    </Stack>
  );
}
