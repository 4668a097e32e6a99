// A saved store's phones: a table (Tipo, Número, Editar) and the add/edit dialog (Tipo, Número with
// the (##) ####-#### / (##) #.####-#### mask, saved as digits, Observação, Ativo in edit).
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { BooleanInput, SelectInput, TextInput, useGetList, type RaRecord } from 'react-admin';
import { entities } from '../../../generated/registry';
import { choicesOf } from '../../generic/inputs';
import { validatorsFor } from '../../generic/validation';
import { SubFormDialog } from './SubFormDialog';
import { digits, displayPhone, maskPhone } from './masks';

export const NO_PHONES = 'Nenhum Telefone Cadastrado';
const props = entities.phone.properties;
const typeLabel = (t: unknown) => props.type.enumLabels?.[String(t)] ?? String(t ?? '');

/** At least 13 characters with the mask: 10 or 11 digits. */
const checkNumber = (value: unknown) => {
  const d = digits(value);
  if (!d) return 'Por favor insira Número';
  return d.length >= 10 && d.length <= 11 ? undefined : 'Por favor insira Número válido';
};

export function Phones({ companyId }: { companyId: number }) {
  const [editing, setEditing] = useState<RaRecord | null | undefined>(undefined);
  const {
    data = [],
    refetch,
    isPending,
  } = useGetList('phone', {
    filter: { company_id: companyId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Telefones
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Adicionar Telefone
          </Button>
        </Stack>
        {!isPending && data.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {NO_PHONES}
          </Typography>
        ) : (
          <Table size="small" aria-label="Telefones">
            <TableHead>
              <TableRow>
                <TableCell>Tipo</TableCell>
                <TableCell>Número</TableCell>
                <TableCell align="right">Editar</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    {typeLabel(p.type)}
                    {p.active === false ? <Chip label="Inativo" size="small" sx={{ ml: 1 }} /> : null}
                  </TableCell>
                  <TableCell>{displayPhone(p.number)}</TableCell>
                  <TableCell align="right">
                    <IconButton aria-label="Editar telefone" size="small" onClick={() => setEditing(p)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {editing !== undefined ? (
        <SubFormDialog
          resource="phone"
          title={editing ? 'Editar Telefone' : 'Cadastrar Telefone'}
          companyId={companyId}
          record={editing}
          defaults={{ type: 'c', number: '', note: '' }}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refetch();
          }}
        >
          <SelectInput
            source="type"
            label="Tipo"
            choices={choicesOf(props.type)}
            validate={validatorsFor(props.type)}
            fullWidth
            helperText={false}
          />
          <TextInput
            source="number"
            label="Número"
            validate={Object.assign(checkNumber, { isRequired: true })}
            format={(v: unknown) => maskPhone(v)}
            parse={(text: string) => digits(text).slice(0, 11)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
            helperText={false}
          />
          <TextInput
            source="note"
            label="Observação"
            validate={validatorsFor(props.note)}
            multiline
            minRows={2}
            fullWidth
            helperText={false}
          />
          {editing ? <BooleanInput source="active" label="Ativo" helperText={false} /> : null}
        </SubFormDialog>
      ) : null}
    </Card>
  );
}
