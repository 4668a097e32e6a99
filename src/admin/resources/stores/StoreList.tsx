// 'Lista de Clientes' (/company; admins only, as company's x-access says): search by name or e-mail, the 'Mostrar Inativos' and
// 'Somente Entregues' switches (each reloads the list), columns ID, CLIENTE, STATUS, E-MAIL, Data
// Fechamento, Data Entrega and edit. Editing needs full_permission, else the spec's alert.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  Pagination,
  SearchInput,
  TextField,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { reaches } from '../../../shared/policy';
import { formatDate } from '../../format';
import { EmptyList, scrollX } from '../../generic/SchemaList';
import { CreateFab } from '../../layout/CreateFab';
import { useUserPermissions } from '../../permissions';
import { ALERT_MS, NO_PERMISSION, STORE_LIST_TITLE } from './texts';

/** The pencil: opens the store only for users at the full_permission level (or above). */
export function useOpenStore() {
  const { level } = useUserPermissions();
  const notify = useNotify();
  const navigate = useNavigate();
  return (id: unknown) => {
    if (!reaches(level, 'full_permission')) {
      notify(NO_PERMISSION, { type: 'warning', autoHideDuration: ALERT_MS });
      return;
    }
    navigate(`/form-company/${String(id)}`);
  };
}

function EditStore() {
  const record = useRecordContext();
  const open = useOpenStore();
  if (!record) return null;
  return (
    <IconButton
      aria-label="Editar"
      size="small"
      onClick={(e) => {
        e.stopPropagation();
        open(record.id);
      }}
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nome ou e-mail" />,
  <BooleanInput
    key="show_inactive"
    source="show_inactive"
    label="Mostrar Inativos"
    alwaysOn
    helperText={false}
  />,
  <BooleanInput
    key="only_delivered"
    source="only_delivered"
    label="Somente Entregues"
    alwaysOn
    helperText={false}
  />,
];

export function StoreListBody() {
  const open = useOpenStore();
  return (
    <>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {STORE_LIST_TITLE}
        </Typography>
        <Button component={Link} to="/form-company" variant="contained" startIcon={<AddIcon />}>
          Cadastrar
        </Button>
      </Stack>
      <List
        resource="company"
        title={STORE_LIST_TITLE}
        filters={filters}
        filterDefaultValues={{ show_inactive: false, only_delivered: false }}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        empty={false}
        exporter={false}
        actions={false}
      >
        <Box sx={scrollX}>
          <Datagrid rowClick={(id) => (open(id), false)} bulkActionButtons={false} empty={<EmptyList />}>
            <NumberField source="id" label="ID" />
            <TextField source="fantasy_name" label="CLIENTE" />
            <FunctionField
              source="active"
              label="STATUS"
              render={(r) => (
                <Chip
                  size="small"
                  label={r.active ? 'Ativo' : 'Inativo'}
                  color={r.active ? 'success' : 'default'}
                />
              )}
            />
            <TextField source="email" label="E-MAIL" />
            <FunctionField
              source="contract_close"
              label="Data Fechamento"
              render={(r) => formatDate(r.contract_close)}
            />
            <FunctionField
              source="project_delivery"
              label="Data Entrega"
              render={(r) => formatDate(r.project_delivery)}
            />
            <FunctionField label="Editar" textAlign="right" render={() => <EditStore />} />
          </Datagrid>
        </Box>
      </List>
      <CreateFab to="/form-company" label="Cadastrar" />
    </>
  );
}

// The /company route's guard (App.tsx, access.ts) keeps store users out.
export default StoreListBody;
