// A store's address as a card (spec: street, number, city-state, CEP, notes, created and modified
// dates; an inactive one marked Inativo), with its edit button: the address sub-list's rows.
import EditIcon from '@mui/icons-material/Edit';
import { Box, Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import { maskCep } from '../../../../shared/br-formats';
import { formatDate } from '../../../format';
import type { SubListPieceProps } from '../../../generic/screen';

export default function AddressCard({ record: a, onEdit }: SubListPieceProps & { onEdit: () => void }) {
  if (!a) return null;
  return (
    <Card
      variant="outlined"
      data-testid="address-card"
      sx={{ bgcolor: a.active === false ? 'action.hover' : undefined }}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box>
            <Typography component="div" sx={{ fontWeight: 600 }}>
              {a.street}, {a.number}
              {a.active === false ? (
                <Chip label="Inativo" size="small" variant="outlined" sx={{ ml: 1 }} />
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
