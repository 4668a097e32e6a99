// The filter inputs of the product screens, shared by the product list and the layout relevance
// screen: the admin's store picker, the segment → category → subcategory cascade, text filters that
// apply as the user pauses typing, and the pickers of the grid's colour and size.
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type RaRecord, type SortPayload, useGetList } from 'react-admin';
import { ALL_ROWS, type ListMeta } from '../../../../dataProvider';
import { StorePicker as GenericStorePicker } from '../../../../generic/StorePicker';
import { COLORS, NO_COLOR } from '../../../../../shared/colors';
import { type ProductFilters, withFilter } from './query';

export interface Option {
  id: number | string;
  label: string;
}

const BY_NAME: SortPayload = { field: 'name', order: 'ASC' };

/**
 * A dropdown's choices (up to 1000): a resource's list through the data provider (its 'options' call with
 * `options`, e.g. /category/index-with-filter); `filter` null means "not now" (no options).
 */
export function useOptions(
  resource: string,
  filter: Record<string, unknown> | null,
  {
    sort = BY_NAME,
    options = false,
    label = (r) => String(r.name ?? ''),
  }: { sort?: SortPayload; options?: boolean; label?: (row: RaRecord) => string } = {},
): Option[] {
  const meta: ListMeta | undefined = options ? { options } : undefined;
  const { data } = useGetList(
    resource,
    { filter: filter ?? {}, pagination: ALL_ROWS, sort, meta },
    { enabled: filter !== null },
  );
  const labelRef = useRef(label);
  return useMemo(
    () =>
      filter === null ? [] : (data ?? []).map((r) => ({ id: r.id as number, label: labelRef.current(r) })),
    [data, filter === null],
  );
}

/** One choice among options (searchable); null clears it. */
export function PickOne({
  label,
  options,
  value,
  onChange,
  disabled,
  width = 200,
}: {
  label: string;
  options: Option[];
  value: Option['id'] | undefined;
  onChange: (id: Option['id'] | null) => void;
  disabled?: boolean;
  width?: number;
}) {
  const chosen = options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_, o) => onChange(o?.id ?? null)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      disabled={disabled}
      size="small"
      sx={{ width }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

const PAUSE_MS = 400;

/** A text filter applied once the user pauses typing (or presses Enter), not on every key. */
export function TextFilter({
  label,
  value,
  onChange,
  width = 200,
}: {
  label: string;
  value: string | undefined;
  onChange: (text: string) => void;
  width?: number;
}) {
  const [text, setText] = useState(value ?? '');
  const applied = useRef(value ?? '');
  // A value changed from outside (cleared filters, back navigation) replaces what is typed.
  useEffect(() => {
    if ((value ?? '') !== applied.current) {
      applied.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);
  const apply = (t: string) => {
    if (t === applied.current) return;
    applied.current = t;
    onChange(t);
  };
  useEffect(() => {
    const timer = setTimeout(() => apply(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && apply(text)}
      sx={{ width }}
    />
  );
}

interface FilterProps {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
}

/** Loja: admins only (store users always see their own store) — the panel's one store picker. */
export function StorePicker({ filters, onChange }: FilterProps) {
  return (
    <GenericStorePicker
      value={filters.company}
      onChange={(id) => onChange(withFilter(filters, 'company', id))}
      width={240}
    />
  );
}

/** Segmento → Categoria → Subcategoria: each list follows its parent; a new parent clears them. */
export function TaxonomyPickers({ filters, onChange }: FilterProps) {
  const segments = useOptions('definition', {});
  const categories = useOptions('category', filters.definition ? { definition_id: filters.definition } : {}, {
    options: true,
  });
  // Subcategories only under a chosen category: the whole list would be too long to pick from.
  const subcategories = useOptions(
    'sub-category',
    filters.category ? { category_id: filters.category } : null,
    {
      options: true,
    },
  );
  return (
    <>
      <PickOne
        label="Segmento"
        options={segments}
        value={filters.definition}
        onChange={(id) => onChange(withFilter(filters, 'definition', id as number | null))}
      />
      <PickOne
        label="Categoria"
        options={categories}
        value={filters.category}
        onChange={(id) => onChange(withFilter(filters, 'category', id as number | null))}
      />
      <PickOne
        label="Subcategoria"
        options={subcategories}
        value={filters.subcategory}
        disabled={!filters.category}
        onChange={(id) => onChange(withFilter(filters, 'subcategory', id as number | null))}
      />
    </>
  );
}

const COLOR_OPTIONS: Option[] = [NO_COLOR, ...COLORS.map((c) => c.name)].map((name) => ({
  id: name,
  label: name,
}));

/** Código, Cor and Tamanho of the stock grid: products with an item matching all of them. */
export function GridPickers({ filters, onChange }: FilterProps) {
  const sizes = useOptions('size', {}, { sort: { field: 'ordenate', order: 'ASC' } }).map((o) => ({
    id: o.label,
    label: o.label,
  }));
  return (
    <>
      <TextFilter
        label="Código da Grade"
        value={filters.grid_code}
        onChange={(t) => onChange(withFilter(filters, 'grid_code', t))}
        width={160}
      />
      <PickOne
        label="Cor"
        options={COLOR_OPTIONS}
        value={filters.grid_color}
        onChange={(id) => onChange(withFilter(filters, 'grid_color', id as string | null))}
        width={180}
      />
      <PickOne
        label="Tamanho"
        options={sizes}
        value={filters.grid_size}
        onChange={(id) => onChange(withFilter(filters, 'grid_size', id as string | null))}
        width={140}
      />
    </>
  );
}
