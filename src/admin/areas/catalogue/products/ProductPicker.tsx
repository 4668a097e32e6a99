// A product of one store picked by typing part of its name or reference, as a react-admin input
// (`<ProductPicker source="product_id" companyId={…} />`). A store may hold 100,000 products, so
// it never loads them all: each pause in typing asks /product/paginate-index (the productList call)
// for the first 20 matching by name and the first 20 by reference, and shows 'Nome (Ref)'.
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { type Identifier, useGetOne, useInput, ValidationError, type Validator } from 'react-admin';
import type { ProductListQuery } from '../../../../shared/calls';
import { useCall } from '../../../generic/calls';

export interface ProductOption {
  id: Identifier;
  name: string;
  ref?: string | null;
}

export const PICKER_PAGE_SIZE = 20;
/** Typing pauses this long before the server is asked. */
export const PICKER_DELAY_MS = 300;

export const productOptionText = (p: ProductOption) => (p.ref ? `${p.name} (${p.ref})` : p.name);

interface Props {
  source: string;
  /** The store whose products are offered (an admin's choice; a store user's is always its own). */
  companyId?: Identifier | null;
  label?: string;
  validate?: Validator | Validator[];
  /** Offer inactive products too (a variation may be prepared before the product goes on sale). */
  showInactive?: boolean;
  helperText?: string | false;
  fullWidth?: boolean;
}

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The products matching a text by name or by reference, name matches first, each once. */
function useProductSearch(text: string, companyId: Props['companyId'], showInactive: boolean) {
  const query = useSettled(text.trim(), PICKER_DELAY_MS);
  const base: ProductListQuery = {
    itens_per_page: PICKER_PAGE_SIZE,
    page: 1,
    ordenate_field: 'name',
    ordenate_type: 'asc',
    showInactive,
    ...(companyId ? { company: Number(companyId) } : {}),
  };
  // A failed search just offers nothing: the input stays usable.
  const options = { notifyError: false, placeholderData: <T,>(previous: T) => previous };
  const byName = useCall('productList', query ? { ...base, product_name: query } : base, options);
  const byRef = useCall('productList', query ? { ...base, ref: query } : null, options);
  const found = useMemo(() => {
    const seen = new Set<Identifier>();
    const rows = [...(byName.data?.data ?? []), ...(query ? (byRef.data?.data ?? []) : [])];
    return rows.filter((p) => !seen.has(p.id) && seen.add(p.id)) as ProductOption[];
  }, [byName.data, byRef.data, query]);
  return { options: found, loading: byName.isFetching || (!!query && byRef.isFetching) };
}

/**
 * The product shown as chosen: the one just picked, else the search's, else (an edited record)
 * read by react-admin's getOne (/product/show).
 */
function useChosen(id: unknown, options: ProductOption[]) {
  const [picked, setPicked] = useState<ProductOption | null>(null);
  const none = id === null || id === undefined || id === '';
  const same = (p: ProductOption | null | undefined) => !!p && String(p.id) === String(id);
  const known = same(picked) ? picked : options.find(same);
  const { data: read } = useGetOne<ProductOption>(
    'product',
    { id: id as Identifier },
    { enabled: !none && !known },
  );
  const chosen = none ? null : (known ?? (same(read) ? read! : null));
  return [chosen, setPicked] as const;
}

export function ProductPicker({
  source,
  companyId,
  label = 'Produto',
  validate,
  showInactive = true,
  helperText,
  fullWidth = true,
}: Props) {
  const { field, fieldState, isRequired, id } = useInput({ source, validate });
  const [text, setText] = useState('');
  const { options, loading } = useProductSearch(text, companyId, showInactive);
  const [chosen, setChosen] = useChosen(field.value, options);
  const error = fieldState.error?.message;
  // The chosen product stays an option, so the input can show it whatever the last search found.
  const shown =
    chosen && !options.some((o) => String(o.id) === String(chosen.id)) ? [chosen, ...options] : options;
  return (
    <Autocomplete<ProductOption>
      id={id}
      fullWidth={fullWidth}
      options={shown}
      value={chosen}
      loading={loading}
      // The server has already filtered by name or reference.
      filterOptions={(all) => all}
      getOptionLabel={productOptionText}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      onChange={(_, option) => {
        setChosen(option);
        field.onChange(option ? option.id : null);
      }}
      onInputChange={(_, value, reason) => {
        // Showing the chosen product's label is not a new search.
        if (reason === 'input' || reason === 'clear') setText(reason === 'clear' ? '' : value);
      }}
      onBlur={field.onBlur}
      noOptionsText={loading ? 'Buscando…' : 'Nenhum produto encontrado'}
      loadingText="Buscando…"
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          error={!!error}
          helperText={
            error ? (
              <ValidationError error={error} />
            ) : helperText === false ? undefined : (
              (helperText ?? 'Digite o nome ou a referência')
            )
          }
          slotProps={{
            // The asterisk only: the browser's own required check would stop react-admin's.
            inputLabel: { ...params.InputLabelProps, required: isRequired },
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
