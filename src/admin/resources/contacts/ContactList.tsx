// /contact-list ('Lista de Contatos'): the admin's store filter, search, the WhatsApp message with
// its variable buttons, 'Exportar CSV' of every contact the filter matches, and per row the chat
// link with the message filled for that contact. Bulk send is shown disabled ('Em breve').
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  TextField,
  useDataProvider,
  useListContext,
  useNotify,
  type DataProvider,
} from 'react-admin';
import { formatPhone } from '../../../shared/br-formats';
import { errorText } from '../../api';
import { MAX_PER_PAGE } from '../../dataProvider';
import { CreateFab } from '../../layout/CreateFab';
import { useUserPermissions } from '../../permissions';
import { contactsCsv, downloadCsv } from './csv';
import { MessageInput } from './MessageInput';
import { StoreFilter } from './StoreFilter';
import { WhatsAppLink } from './WhatsAppLink';
import { DEFAULT_MESSAGE } from './whatsapp';

const RESOURCE = 'contact-list';
export const CONTACTS_TITLE = 'Lista de Contatos';
type Row = Record<string, unknown> & { id: number };

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

function Tools({
  message,
  setMessage,
  company,
}: {
  message: string;
  setMessage: (m: string) => void;
  company: number | null;
}) {
  const { filterValues, total, isPending } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await fetchAllContacts(dataProvider, {
        ...filterValues,
        ...(company ? { company_id: company } : {}),
      });
      downloadCsv(contactsCsv(rows));
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <MessageInput value={message} onChange={setMessage} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
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

export function ContactList() {
  const { admin } = useUserPermissions();
  const [company, setCompany] = useState<number | null>(null);
  const [message, setMessage] = useState(DEFAULT_MESSAGE);
  return (
    <>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {CONTACTS_TITLE}
        </Typography>
        <Button component={Link} to="/form-client" variant="contained" startIcon={<AddIcon />}>
          Cadastrar
        </Button>
      </Stack>
      {admin ? (
        <Box sx={{ my: 1.5 }}>
          <StoreFilter onFilter={setCompany} />
        </Box>
      ) : null}
      <List
        resource={RESOURCE}
        title={CONTACTS_TITLE}
        filter={company ? { company_id: company } : undefined}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />]}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        empty={false}
        exporter={false}
        actions={false}
        disableSyncWithLocation
      >
        <Tools message={message} setMessage={setMessage} company={company} />
        <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
          <Datagrid
            rowClick={false}
            bulkActionButtons={false}
            empty={
              <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
                Nenhum item encontrado
              </Typography>
            }
          >
            <TextField source="id" label="ID" />
            <TextField source="name" label="NOME" />
            <TextField source="email" label="E-MAIL" />
            <FunctionField label="Telefone" sortable={false} render={(r: Row) => formatPhone(r.phone)} />
            <FunctionField
              label="WhatsApp"
              sortable={false}
              render={(r: Row) => (
                <WhatsAppLink
                  contact={{ name: String(r.name ?? ''), email: String(r.email ?? ''), phone: r.phone }}
                  message={message}
                />
              )}
            />
            <FunctionField
              label=""
              sortable={false}
              textAlign="right"
              render={(r: Row) => (
                // The spec's pencil leads to /form-user/{id}, an admin-only screen: store users edit
                // the contact in its own form instead.
                <IconButton
                  component={Link}
                  to={admin ? `/form-user/${r.id}` : `/form-client/${r.id}`}
                  aria-label="Editar"
                  size="small"
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              )}
            />
          </Datagrid>
        </Box>
      </List>
      <CreateFab to="/form-client" label="Cadastrar" />
    </>
  );
}
