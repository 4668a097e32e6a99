// The one store picker of the panel: an admin's 'Loja' (store users never see it: their store comes
// from their login). Lists read and write it as their company_id filter (in the URL with the list's
// other parameters); a screen without a list keeps the choice in the URL's ?store= (useChosenStore).
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useCallback, useState } from 'react';
import { useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

export interface StorePickerProps {
  value: number | null | undefined;
  onChange: (store: number | null) => void;
  label?: string;
  width?: number | string;
  required?: boolean;
}

export function StorePicker({ value, onChange, label = 'Loja', width = 280, required }: StorePickerProps) {
  const { data = [], isPending } = useGetList('company', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'fantasy_name', order: 'ASC' },
  });
  const selected = data.find((c) => Number(c.id) === Number(value)) ?? null;
  return (
    <Autocomplete
      options={data}
      loading={isPending}
      value={selected}
      getOptionLabel={(o) => String(o.fantasy_name ?? o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, option) => onChange(option ? Number(option.id) : null)}
      renderInput={(params) => <TextField {...params} size="small" label={label} required={required} />}
      sx={{ width: { xs: '100%', sm: width } }}
    />
  );
}

/** The store an admin chose on a screen without a list, kept in the URL (?store=12). */
export function useChosenStore(): [number | null, (store: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('store'));
  const store = Number.isInteger(raw) && raw > 0 ? raw : null;
  const choose = useCallback(
    (next: number | null) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next) out.set('store', String(next));
          else out.delete('store');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [store, choose];
}

/**
 * The admin's 'Loja' and 'Filtrar' of a screen without a list (birthdays): the store applies when
 * the button is pressed, and stays in the URL (useChosenStore).
 */
export function StoreChooser() {
  const [store, choose] = useChosenStore();
  const [draft, setDraft] = useState<number | null>(store);
  return (
    // On a phone the picker takes the row's width, not its own 280 px.
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        minWidth: 0,
        maxWidth: '100%',
        '& .MuiAutocomplete-root': { flex: 1, minWidth: 0 },
      }}
    >
      <StorePicker value={draft} onChange={setDraft} />
      <Button variant="contained" onClick={() => choose(draft)}>
        Filtrar
      </Button>
    </Stack>
  );
}
