// A saved store's phones: a table (Tipo, Número, Editar) and the add/edit dialog (Tipo, Número with
// the (##) ####-#### / (##) #.####-#### mask, saved as digits, Observação, Ativo in edit).
import EditIcon from '@mui/icons-material/Edit';
import { Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { entities } from '../../../generated/registry';
import { formatPhone, maskPhone, onlyDigits, PHONE_DIGITS, phoneProblem } from '../../../shared/br-formats';
import { choicesOf } from '../../generic/inputs';
import { validatorsFor } from '../../generic/validation';
import { StoreSublist } from './StoreSublist';

export const NO_PHONES = 'Nenhum Telefone Cadastrado';
const props = entities.phone.properties;
const typeLabel = (t: unknown) => props.type.enumLabels?.[String(t)] ?? String(t ?? '');

/** At least 13 characters with the mask: 10 or 11 digits. */
const checkNumber = (value: unknown) => phoneProblem(value);

export function Phones({ companyId }: { companyId: number }) {
  return (
    <StoreSublist
      resource="phone"
      companyId={companyId}
      title="Telefones"
      addLabel="Adicionar Telefone"
      emptyText={NO_PHONES}
      dialogTitle={{ create: 'Cadastrar Telefone', edit: 'Editar Telefone' }}
      defaults={{ type: 'c', number: '', note: '' }}
      rows={(data, edit) => (
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
                <TableCell>{formatPhone(p.number)}</TableCell>
                <TableCell align="right">
                  <IconButton aria-label="Editar telefone" size="small" onClick={() => edit(p)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      inputs={(record) => (
        <>
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
            parse={(text: string) => onlyDigits(text).slice(0, PHONE_DIGITS.mobile)}
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
          {record ? <BooleanInput source="active" label="Ativo" helperText={false} /> : null}
        </>
      )}
    />
  );
}
