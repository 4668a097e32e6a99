// 'Lista de administradores da Loja' (/users-store, admins only): search, the todos / ativos /
// inativos filter, the access chip, the Ativo switch that saves at once, the store and the edit
// pencil; the floating button opens /form-user.
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  ResourceContextProvider,
  TextField as TextColumn,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { TOAST_MS } from '../../generic/toasts';
import { EmptyList, scrollX } from '../../generic/SchemaList';
import { CreateFab } from '../../layout/CreateFab';

export const USERS_RESOURCE = 'users-store';
export const USERS_TITLE = 'Lista de administradores da Loja';
export const STATUS_SAVED = 'Status do usuário atualizado com sucesso!';
export const STATUS_FAILED = 'Erro ao atualizar o status do usuário.';

type Status = 'todos' | 'ativos' | 'inativos';

/** The status filter: todos (no filter), ativos (active true), inativos (active false). */
function StatusFilter() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const value: Status =
    filterValues.active === true ? 'ativos' : filterValues.active === false ? 'inativos' : 'todos';
  const change = (next: Status) => {
    const rest = { ...filterValues };
    delete rest.active;
    setFilters(next === 'todos' ? rest : { ...rest, active: next === 'ativos' }, displayedFilters);
  };
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label="Status"
      value={value}
      onChange={(e) => change(e.target.value as Status)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="todos">Todos</MenuItem>
      <MenuItem value="ativos">Ativos</MenuItem>
      <MenuItem value="inativos">Inativos</MenuItem>
    </TextField>
  );
}

function AccessChip() {
  const record = useRecordContext();
  if (!record) return null;
  return record.admin ? (
    <Chip size="small" color="success" label="Administrador" />
  ) : (
    <Chip size="small" color="error" label="Usuário" />
  );
}

/** Saves the user's active flag as soon as it is switched, with the spec's toasts. */
export function ActiveSwitch() {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [value, setValue] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const checked = value ?? !!record.active;
  const toggle = async (next: boolean) => {
    setValue(next);
    setSaving(true);
    try {
      await dataProvider.update(USERS_RESOURCE, {
        id: record.id,
        data: { id: record.id, active: next },
        previousData: record,
      });
      notify(STATUS_SAVED, { type: 'success', autoHideDuration: TOAST_MS });
    } catch {
      setValue(!next);
      notify(STATUS_FAILED, { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      checked={checked}
      disabled={saving}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => void toggle(e.target.checked)}
      slotProps={{ input: { 'aria-label': `Ativo: ${String(record.name ?? record.id)}` } }}
    />
  );
}

function EditLink() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <IconButton component={Link} to={`/form-user/${record.id}`} aria-label="Editar" size="small">
      <EditIcon fontSize="small" />
    </IconButton>
  );
}

export default function UsersList() {
  return (
    <ResourceContextProvider value={USERS_RESOURCE}>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {USERS_TITLE}
        </Typography>
      </Stack>
      <List
        resource={USERS_RESOURCE}
        title={USERS_TITLE}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        empty={false}
        exporter={false}
        actions={false}
        disableSyncWithLocation
      >
        <UsersFilters />
        <Box sx={scrollX}>
          <Datagrid rowClick={false} bulkActionButtons={false} empty={<EmptyList />}>
            <TextColumn source="id" label="ID" />
            <TextColumn source="name" label="NOME" />
            <TextColumn source="email" label="E-MAIL" />
            <FunctionField source="admin" label="TIPO DE ACESSO" render={() => <AccessChip />} />
            <FunctionField source="active" label="Ativo" render={() => <ActiveSwitch />} />
            <TextColumn source="fantasy_name" label="Cliente" sortable={false} emptyText="—" />
            <FunctionField label="Editar" textAlign="right" render={() => <EditLink />} />
          </Datagrid>
        </Box>
      </List>
      <CreateFab to="/form-user" label="Novo Usuário" />
    </ResourceContextProvider>
  );
}

/** The search box and the status filter, always shown above the table. */
function UsersFilters() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', py: 2 }}>
      <FilterSearch />
      <StatusFilter />
    </Box>
  );
}

/** Text search on name and e-mail (the API's q). */
function FilterSearch() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [text, setText] = useState<string>(typeof filterValues.q === 'string' ? filterValues.q : '');
  const apply = (q: string) => {
    const rest = { ...filterValues };
    delete rest.q;
    setFilters(q.trim() ? { ...rest, q: q.trim() } : rest, displayedFilters);
  };
  return (
    <TextField
      fullWidth={false}
      size="small"
      label="Buscar"
      placeholder="Nome ou e-mail"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        apply(e.target.value);
      }}
      sx={{ minWidth: 260 }}
    />
  );
}
