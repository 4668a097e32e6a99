// The filters of a generic list, above its rows: the text search (entities with x-search), the
// admin's store, and the screen's filters, each input following its field's type (boolean →
// Todos / Ativos / Inativos, reference → picker, enum → select, text → contains, date → one day)
// or the screen's kind (a switch such as 'Mostrar Inativos'). Live by default; with filterMode
// 'apply' they take effect on 'Filtrar' (and an admin must pick a store first when storeFirst).
import { Autocomplete, Box, Button, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetList, useListContext } from 'react-admin';
import type { EntityModel, PropertyModel } from '../../shared/entity';
import { representationOf } from './representation';
import type { FilterSpec, Screen } from './screen';
import { useDirectory } from './directory-context';
import { StorePicker } from './StorePicker';

type Values = Record<string, unknown>;
type Kind =
  'search' | 'store' | 'toggle' | 'date' | 'status' | 'status-switch' | 'select' | 'reference' | 'text';

export interface FilterDef {
  source: string;
  kind: Kind;
  label: string;
  p?: PropertyModel;
  defaultValue?: unknown;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The input a field's filter gets, by its type. */
function kindOf(p: PropertyModel | undefined): Kind {
  if (!p) return 'text';
  if (p.schema.type === 'boolean') return 'status';
  if (p.ref) return p.ref === 'company' ? 'store' : 'reference';
  if (p.schema.enum) return 'select';
  if (p.schema.format === 'date' || p.schema.format === 'date-time') return 'date';
  return 'text';
}

/** Every filter a list shows: search, the admin's store, then the screen's. */
export function filtersOf(model: EntityModel, screen: Screen | undefined, admin: boolean): FilterDef[] {
  const defs: FilterDef[] = [];
  if (model.search.length && screen?.search !== false)
    defs.push({ source: 'q', kind: 'search', label: screen?.searchLabel ?? 'Buscar' });
  if (admin && model.tenant) defs.push({ source: 'company_id', kind: 'store', label: 'Loja' });
  for (const spec of screen?.filters ?? []) {
    const s: Exclude<FilterSpec, string> = typeof spec === 'string' ? { source: spec } : spec;
    const p = model.properties[s.source];
    const kind = s.kind ?? kindOf(p);
    if (kind === 'store' && !admin) continue;
    const value = typeof s.defaultValue === 'function' ? (s.defaultValue as () => unknown)() : s.defaultValue;
    const label = s.label ?? (kind === 'status' && s.source === 'active' ? 'Status' : (p?.label ?? s.source));
    defs.push({
      source: s.source,
      kind,
      label,
      p,
      defaultValue: value ?? (kind === 'toggle' ? false : kind === 'status-switch' ? true : undefined),
    });
  }
  return defs;
}

/** The values a list starts with (switches off, the consumers' final date today…). */
export function defaultFilterValues(defs: FilterDef[]): Values {
  return Object.fromEntries(
    defs.filter((d) => d.defaultValue !== undefined).map((d) => [d.source, d.defaultValue]),
  );
}

function statusWords(p: PropertyModel | undefined): [string, string] {
  if (p?.enumLabels?.true && p.enumLabels.false) return [p.enumLabels.true, p.enumLabels.false];
  return p?.name === 'active' ? ['Ativos', 'Inativos'] : ['Sim', 'Não'];
}

/** A text typed into a live filter reaches the list after a pause, not at every key. */
function SearchField({ def, value, onChange, live }: FieldProps & { live: boolean }) {
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A value set from outside (a saved view applied) replaces the text; our own, still on its way, not.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(typeof value === 'string' ? value : '');
  }, [value]);
  return (
    <TextField
      size="small"
      label={def.label}
      type="search"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const next = e.target.value.trim() || undefined;
        clearTimeout(timer.current);
        sent.current = next;
        if (live) timer.current = setTimeout(() => onChange(next), 300);
        else onChange(next);
      }}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}

interface FieldProps {
  def: FilterDef;
  value: unknown;
  onChange: (value: unknown) => void;
}

function ReferenceFilter({ def, value, onChange }: FieldProps) {
  const { resourceOf } = useDirectory();
  const entity = def.p!.ref!;
  const field = representationOf(entity);
  const { data = [], isPending } = useGetList(resourceOf(entity), {
    pagination: { page: 1, perPage: 1000 },
    sort: { field, order: 'ASC' },
  });
  const selected = data.find((r) => String(r.id) === String(value)) ?? null;
  return (
    <Autocomplete
      options={data}
      loading={isPending}
      value={selected}
      getOptionLabel={(o) => String(o[field] ?? o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, option) => onChange(option ? option.id : undefined)}
      renderInput={(params) => <TextField {...params} size="small" label={def.label} />}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  );
}

function FilterField({ def, value, onChange, live }: FieldProps & { live: boolean }) {
  const select = (options: Array<[string, string]>, current: string, pick: (v: string) => void) => (
    <TextField
      select
      size="small"
      label={def.label}
      value={current}
      onChange={(e) => pick(e.target.value)}
      sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
    >
      {options.map(([id, name]) => (
        <MenuItem key={id} value={id}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
  switch (def.kind) {
    case 'search':
    case 'text':
      return <SearchField def={def} value={value} onChange={onChange} live={live} />;
    case 'store':
      return <StorePicker value={value as number | null} onChange={(id) => onChange(id ?? undefined)} />;
    case 'toggle':
      return (
        <FormControlLabel
          control={<Switch checked={!!value} onChange={(e) => onChange(e.target.checked)} />}
          label={def.label}
        />
      );
    case 'status-switch': {
      // Its label is the state shown ('Ativos' / 'Inativos'), as the spec's coupon list words it.
      const [yes, no] = statusWords(def.p);
      return (
        <FormControlLabel
          control={<Switch checked={value !== false} onChange={(e) => onChange(e.target.checked)} />}
          label={value === false ? no : yes}
        />
      );
    }
    case 'date':
      return (
        <TextField
          size="small"
          type="date"
          label={def.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value || undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        />
      );
    case 'status': {
      const [yes, no] = statusWords(def.p);
      const current = value === true ? 'true' : value === false ? 'false' : 'all';
      return select(
        [
          ['all', 'Todos'],
          ['true', yes],
          ['false', no],
        ],
        current,
        (v) => onChange(v === 'all' ? undefined : v === 'true'),
      );
    }
    case 'select': {
      const choices = (def.p?.schema.enum ?? []).map((v): [string, string] => [
        String(v),
        def.p?.enumLabels?.[String(v)] ?? String(v),
      ]);
      return select([['', 'Todos'], ...choices], blank(value) ? '' : String(value), (v) =>
        onChange(v === '' ? undefined : (def.p?.schema.enum?.find((e) => String(e) === v) ?? v)),
      );
    }
    case 'reference':
      return <ReferenceFilter def={def} value={value} onChange={onChange} />;
  }
}

/** The filter bar, inside the list's context. */
export function FilterBar({
  defs,
  mode = 'live',
  storeFirst,
}: {
  defs: FilterDef[];
  mode?: 'live' | 'apply';
  storeFirst?: boolean;
}) {
  const { filterValues, setFilters } = useListContext();
  const [draft, setDraft] = useState<Values>(filterValues);
  const live = mode === 'live';
  // Filters applied from outside the bar (a saved view) become the draft of an 'apply' bar.
  const applied = JSON.stringify(filterValues);
  const seen = useRef(applied);
  useEffect(() => {
    if (seen.current === applied) return;
    seen.current = applied;
    setDraft(filterValues);
  }, [applied]);
  const values = live ? filterValues : draft;
  // The values as last changed: a search typed right after a switch fires its change 300 ms later,
  // from a render that may predate the switch's, and must not undo it.
  const latest = useRef(values);
  const shown = useRef(values);
  if (shown.current !== values) latest.current = shown.current = values;
  const hasStore = defs.some((d) => d.kind === 'store');
  const canApply = !storeFirst || !hasStore || !blank(draft.company_id);
  const change = (source: string, value: unknown) => {
    const next = { ...latest.current };
    if (blank(value)) delete next[source];
    else next[source] = value;
    latest.current = next;
    if (live) setFilters(next, undefined);
    else setDraft(next);
  };
  const key = useMemo(() => defs.map((d) => d.source).join(), [defs]);
  if (!defs.length) return null;
  return (
    <Box
      key={key}
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', py: 2 }}
    >
      {defs.map((def) => (
        <FilterField
          key={def.source}
          def={def}
          value={values[def.source]}
          onChange={(v) => change(def.source, v)}
          live={live}
        />
      ))}
      {live ? null : (
        <Button variant="contained" disabled={!canApply} onClick={() => setFilters(draft, undefined)}>
          Filtrar
        </Button>
      )}
    </Box>
  );
}
