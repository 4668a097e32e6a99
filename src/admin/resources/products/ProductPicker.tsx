// A product of one store picked by typing part of its name or reference, as a react-admin input
// (`<ProductPicker source="product_id" companyId={…} />`). A store may hold 100,000 products, so
// it never loads them all: each pause in typing asks /product/paginate-index for the first 20
// matching by name and the first 20 by reference, and shows 'Nome (Ref)'.
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { type Identifier, useDataProvider, useInput, ValidationError, type Validator } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

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

type Page = { data: ProductOption[] };

/** The products matching a text by name or by reference, name matches first, each once. */
function useProductSearch(text: string, companyId: Props['companyId'], showInactive: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [options, setOptions] = useState<ProductOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    const query = text.trim();
    const base = {
      itens_per_page: PICKER_PAGE_SIZE,
      page: 1,
      ordenate_field: 'name',
      ordenate_type: 'asc',
      showInactive,
      ...(companyId ? { company: companyId } : {}),
    };
    const search = (filter: Record<string, string>) =>
      dataProvider
        .action<Page>('product', 'paginate-index', { ...base, ...filter })
        .then((p) => p.data ?? []);
    const timer = setTimeout(() => {
      setLoading(true);
      Promise.all(query ? [search({ product_name: query }), search({ ref: query })] : [search({})])
        .then((pages) => {
          if (!live) return;
          const seen = new Set<Identifier>();
          setOptions(pages.flat().filter((p) => !seen.has(p.id) && seen.add(p.id)));
        })
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, PICKER_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, text, companyId, showInactive]);
  return { options, loading };
}

/** The product already chosen (an edited record): its name, from /product/show. */
function useChosen(id: unknown, options: ProductOption[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [chosen, setChosen] = useState<ProductOption | null>(null);
  const known = options.find((o) => String(o.id) === String(id));
  useEffect(() => {
    if (id === null || id === undefined || id === '') return setChosen(null);
    if (known) return setChosen(known);
    if (chosen && String(chosen.id) === String(id)) return;
    let live = true;
    dataProvider
      .getOne<ProductOption>('product', { id: id as Identifier })
      .then(({ data }) => live && setChosen(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dataProvider, id, known, chosen]);
  return [chosen, setChosen] as const;
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
