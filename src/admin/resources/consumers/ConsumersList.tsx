// 'Lista de Consumidores' (/users-consumer): filters Loja (admins only), Data inicial, Data final
// (today by default), Estado and Gênero, applied by 'Filtrar' (disabled for an admin until a store
// is picked); the consumer row's columns and a password reset per row.
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  IconButton,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  ResourceContextProvider,
  Title,
  TextField as TextColumn,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { entities } from '../../../generated/registry';
import { formatPhone } from '../../../shared/br-formats';
import { today } from '../../../shared/time';
import { formatDate } from '../../format';
import { enumLabel } from '../../generic/fields';
import { EmptyList, scrollX } from '../../generic/SchemaList';
import { useUserPermissions } from '../../permissions';
import { CONSUMERS_RESOURCE, type ConsumerRef, ResetPasswordDialog } from './ResetPasswordDialog';

export const CONSUMERS_TITLE = 'Lista de Consumidores';
const model = entities.consumer;
const stateChoices = (model.properties.state.schema.enum ?? []).map(String);
const genderChoices = (model.properties.gender.schema.enum ?? []).map(String);

export interface ConsumerFilters {
  company_id?: number | null;
  init_date?: string;
  finish_date?: string;
  state?: string;
  gender?: string;
}

/** The filters the API receives: blank ones left out. */
export function appliedFilters(draft: ConsumerFilters): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(draft).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

function StorePicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { data = [], isPending } = useGetList('company', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'fantasy_name', order: 'ASC' },
  });
  const selected = data.find((c) => c.id === value) ?? null;
  return (
    <Autocomplete
      options={data}
      loading={isPending}
      value={selected}
      getOptionLabel={(o) => String(o.fantasy_name ?? o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, option) => onChange(option ? Number(option.id) : null)}
      renderInput={(params) => <TextField {...params} fullWidth size="small" label="Loja" />}
      fullWidth={false}
      sx={{ width: 280 }}
    />
  );
}

export function ConsumerFilterBar({
  admin,
  initial,
  onApply,
}: {
  admin: boolean;
  initial: ConsumerFilters;
  onApply: (filters: ConsumerFilters) => void;
}) {
  const [draft, setDraft] = useState<ConsumerFilters>(initial);
  const set = (patch: ConsumerFilters) => setDraft((d) => ({ ...d, ...patch }));
  const canApply = !admin || !!draft.company_id;
  return (
    <Card sx={{ p: 2, my: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {admin ? (
          <StorePicker value={draft.company_id ?? null} onChange={(id) => set({ company_id: id })} />
        ) : null}
        <TextField
          fullWidth={false}
          size="small"
          type="date"
          label="Data inicial"
          value={draft.init_date ?? ''}
          onChange={(e) => set({ init_date: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          fullWidth={false}
          size="small"
          type="date"
          label="Data final"
          value={draft.finish_date ?? ''}
          onChange={(e) => set({ finish_date: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          fullWidth={false}
          size="small"
          label="Estado"
          value={draft.state ?? ''}
          onChange={(e) => set({ state: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {stateChoices.map((uf) => (
            <MenuItem key={uf} value={uf}>
              {uf}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth={false}
          size="small"
          label="Gênero"
          value={draft.gender ?? ''}
          onChange={(e) => set({ gender: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {genderChoices.map((g) => (
            <MenuItem key={g} value={g}>
              {enumLabel(model.properties.gender, g)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={!canApply} onClick={() => onApply(draft)}>
          Filtrar
        </Button>
      </Box>
    </Card>
  );
}

function ResetButton({ onOpen }: { onOpen: (c: ConsumerRef) => void }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Tooltip title="Redefinir senha">
      <IconButton
        size="small"
        aria-label={`Redefinir senha: ${String(record.fantasy_name ?? record.id)}`}
        onClick={() => onOpen({ id: record.id, email: record.email, fantasy_name: record.fantasy_name })}
      >
        <LockResetIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

export default function ConsumersList() {
  const { admin, isLoading } = useUserPermissions();
  const [applied, setApplied] = useState<ConsumerFilters>(() => ({ finish_date: today() }));
  const [resetting, setResetting] = useState<ConsumerRef | null>(null);
  if (isLoading) return null;
  const ready = !admin || !!applied.company_id;
  return (
    <ResourceContextProvider value={CONSUMERS_RESOURCE}>
      {ready ? null : <Title title={CONSUMERS_TITLE} />}
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {CONSUMERS_TITLE}
      </Typography>
      <ConsumerFilterBar admin={admin} initial={applied} onApply={setApplied} />
      {ready ? (
        <List
          // A new filter starts again from the first page.
          key={JSON.stringify(appliedFilters(applied))}
          resource={CONSUMERS_RESOURCE}
          title={CONSUMERS_TITLE}
          filter={appliedFilters(applied)}
          sort={{ field: 'id', order: 'DESC' }}
          perPage={25}
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          empty={false}
          exporter={false}
          actions={false}
          disableSyncWithLocation
        >
          <Box sx={scrollX}>
            <Datagrid rowClick={false} bulkActionButtons={false} empty={<EmptyList />}>
              <TextColumn source="id" label="ID" />
              <TextColumn source="fantasy_name" label="Nome" />
              <TextColumn source="email" label="E-mail" />
              <FunctionField
                source="phone_number"
                label="Telefone"
                render={(r) => formatPhone(r.phone_number)}
              />
              <TextColumn source="state" label="Estado" />
              <FunctionField
                source="gender"
                label="Gênero"
                render={(r) => enumLabel(model.properties.gender, r.gender)}
              />
              <FunctionField
                source="created_at"
                label="Cadastrado em"
                render={(r) => formatDate(r.created_at)}
              />
              <FunctionField
                label="Ações"
                textAlign="right"
                render={() => <ResetButton onOpen={setResetting} />}
              />
            </Datagrid>
          </Box>
        </List>
      ) : (
        <EmptyList text="Selecione uma loja e clique em Filtrar." />
      )}
      <ResetPasswordDialog consumer={resetting} onClose={() => setResetting(null)} />
    </ResourceContextProvider>
  );
}
