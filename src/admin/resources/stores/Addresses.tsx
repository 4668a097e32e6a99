// A saved store's addresses: cards (street, number, city-state, CEP, notes, created and modified
// dates; inactive ones marked Inativo) and the add/edit dialog. A complete CEP (#####-###) is looked
// up through our API (POST /cep/lookup), which fills city, state, street and neighbourhood; when the
// CEP is unknown or the service fails, the fields stay editable and a message says so.
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { BooleanInput, HttpError, SelectInput, TextInput, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { entities } from '../../../generated/registry';
import { CEP_MASK, maskCep, maskSlots, onlyDigits } from '../../../shared/br-formats';
import { apiPost } from '../../api';
import { formatDate } from '../../format';
import { choicesOf } from '../../generic/inputs';
import { validatorsFor } from '../../generic/validation';
import { StoreSublist } from './StoreSublist';

export const NO_ADDRESSES = 'Nenhum Endereço Cadastrado';
export const CEP_NOT_FOUND = 'CEP não encontrado. Preencha o endereço.';
export const CEP_FAILED = 'Não foi possível consultar o CEP. Preencha o endereço.';
const props = entities.address.properties;

interface CepAnswer {
  state: string;
  city: string;
  street: string;
  neighborhood: string;
}

/** CEP with its mask; once complete (and typed by the user) the lookup fills the address. */
function CepInput() {
  const { watch, setValue } = useFormContext();
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false });
  useEffect(() => {
    let current = '';
    const sub = watch((values, { name, type }) => {
      if (name !== 'cep' || type !== 'change') return;
      const cep = onlyDigits(values.cep);
      if (cep.length !== 8 || cep === current) {
        if (cep.length !== 8) current = '';
        return;
      }
      current = cep;
      setState({ busy: true });
      apiPost<CepAnswer>('/cep/lookup', { cep })
        .then(({ json }) => {
          if (current !== cep) return;
          const fill = (field: string, value: string) => {
            if (value) setValue(field, value, { shouldDirty: true, shouldValidate: true });
          };
          fill('state', json.state);
          fill('city', json.city);
          fill('street', json.street);
          fill('neighborhood', json.neighborhood);
          setState({ busy: false });
        })
        .catch((error: unknown) => {
          if (current !== cep) return;
          const status = error instanceof HttpError ? error.status : 0;
          setState({ busy: false, message: status === 404 ? CEP_NOT_FOUND : CEP_FAILED });
        });
    });
    return () => sub.unsubscribe();
  }, [watch, setValue]);
  return (
    <>
      <TextInput
        source="cep"
        label="CEP"
        validate={validatorsFor(props.cep)}
        format={(v: unknown) => maskCep(v)}
        parse={(text: string) => onlyDigits(text).slice(0, maskSlots(CEP_MASK))}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: {
            endAdornment: state.busy ? (
              <CircularProgress size={18} aria-label="Consultando CEP" />
            ) : undefined,
          },
        }}
        fullWidth
        helperText={false}
      />
      {state.message ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {state.message}
        </Alert>
      ) : null}
    </>
  );
}

function AddressCard({ a, onEdit }: { a: RaRecord; onEdit: () => void }) {
  return (
    <Card variant="outlined" data-testid="address-card" sx={{ opacity: a.active === false ? 0.7 : 1 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box>
            <Typography component="div" sx={{ fontWeight: 600 }}>
              {a.street}, {a.number}
              {a.active === false ? (
                <Chip label="Inativo" size="small" color="default" sx={{ ml: 1 }} />
              ) : null}
            </Typography>
            {a.neighborhood ? <Typography variant="body2">{a.neighborhood}</Typography> : null}
            <Typography variant="body2">
              {a.city} - {a.state}
            </Typography>
            <Typography variant="body2">CEP: {maskCep(a.cep)}</Typography>
            {a.note ? (
              <Typography variant="body2" color="text.secondary">
                {a.note}
              </Typography>
            ) : null}
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
              Criado em: {formatDate(a.created_at)} · Atualizado em: {formatDate(a.updated_at)}
            </Typography>
          </Box>
          <IconButton aria-label="Editar endereço" size="small" onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function Addresses({ companyId }: { companyId: number }) {
  return (
    <StoreSublist
      resource="address"
      companyId={companyId}
      title="Endereços"
      addLabel="Adicionar Endereço"
      emptyText={NO_ADDRESSES}
      dialogTitle={{ create: 'Cadastrar Endereço', edit: 'Editar Endereço' }}
      defaults={{ cep: '', active: true }}
      rows={(data, edit) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data.map((a) => (
            <AddressCard key={a.id} a={a} onEdit={() => edit(a)} />
          ))}
        </Box>
      )}
      inputs={() => (
        <>
          <CepInput />
          <SelectInput
            source="state"
            label="Estado"
            choices={choicesOf(props.state).map((c) => ({ id: c.id, name: `${c.id} - ${c.name}` }))}
            validate={validatorsFor(props.state)}
            emptyText="Selecione"
            fullWidth
            helperText={false}
          />
          <TextInput
            source="city"
            label="Cidade"
            validate={validatorsFor(props.city)}
            fullWidth
            helperText={false}
          />
          <TextInput
            source="neighborhood"
            label="Bairro"
            validate={validatorsFor(props.neighborhood)}
            fullWidth
            helperText={false}
          />
          <TextInput
            source="street"
            label="Endereço"
            validate={validatorsFor(props.street)}
            fullWidth
            helperText={false}
          />
          <TextInput
            source="number"
            label="Número"
            validate={validatorsFor(props.number)}
            parse={(text: string) => onlyDigits(text)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
            helperText={false}
          />
          <BooleanInput source="active" label="Ativo" helperText={false} />
          <TextInput
            source="note"
            label="Observações"
            validate={validatorsFor(props.note)}
            multiline
            minRows={2}
            fullWidth
            helperText={false}
          />
        </>
      )}
    />
  );
}
