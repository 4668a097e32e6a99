// The admin's store filter of the contact and birthday screens: 'Loja' and a 'Filtrar' button that
// applies it. Store users never see it: their store comes from their login.
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { apiPost } from '../../api';

interface Store {
  id: number;
  fantasy_name: string;
}

export function StoreFilter({ onFilter }: { onFilter: (companyId: number | null) => void }) {
  const [stores, setStores] = useState<Store[]>([]);
  const [chosen, setChosen] = useState<Store | null>(null);
  useEffect(() => {
    let live = true;
    apiPost<{ data: Store[] }>('/company/index', {
      itens_per_page: 1000,
      ordenate_field: 'fantasy_name',
      ordenate_type: 'asc',
    })
      .then(({ json }) => live && setStores(json.data))
      .catch(() => live && setStores([]));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Autocomplete
        options={stores}
        value={chosen}
        onChange={(_, v) => setChosen(v)}
        getOptionLabel={(s) => s.fantasy_name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        sx={{ width: 280 }}
        size="small"
        renderInput={(params) => <TextField {...params} label="Loja" />}
      />
      <Button variant="contained" onClick={() => onFilter(chosen?.id ?? null)}>
        Filtrar
      </Button>
    </Stack>
  );
}
