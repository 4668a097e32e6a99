// The registration modal of a navbar item: opens to create (a top-level item, or a child of the
// item whose 'Adicionar filho' was pressed) or to edit; closing resets it (it is mounted per use).
// Client checks with the spec's messages; the server's 422s on name, ordenation or segment highlight
// those fields ('Nome já está em uso', 'Ordenaçao em uso' are decided there).
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { HttpError, useGetList } from 'react-admin';
import type { NavbarNode } from '../../../../shared/calls';
import { useCallMutation } from '../../../generic/calls';
import {
  canSave,
  emptyValues,
  GENDERS,
  type NavbarFormErrors,
  type NavbarFormValues,
  splitServerErrors,
  toInput,
  validate,
  valuesOf,
} from './navbar-form';

export interface NavbarDialogTarget {
  /** The item being edited; absent: a new one. */
  item?: NavbarNode;
  /** The parent of a new child (or of the edited child). */
  parent?: NavbarNode;
  nextOrdenate: number;
}

interface Props extends NavbarDialogTarget {
  companyId?: number;
  onClose: () => void;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
}

interface Option {
  id: number;
  name: string;
}

const FIELD_ID = 'navbar-item-dialog';

function useOptions(resource: string, filter: Record<string, unknown>, enabled = true) {
  const { data = [] } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter },
    { enabled },
  );
  return data.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}

function MultiSelect(props: {
  label: string;
  options: Option[];
  value: (number | string)[];
  onChange: (ids: number[]) => void;
}) {
  const selected = props.options.filter((o) => props.value.map(Number).includes(o.id));
  return (
    <Autocomplete
      multiple
      options={props.options}
      value={selected}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => props.onChange(next.map((o) => o.id))}
      noOptionsText="Nenhum item encontrado"
      renderInput={(params) => <TextField {...params} label={props.label} />}
    />
  );
}

export function NavbarItemDialog({
  item,
  parent,
  nextOrdenate,
  companyId,
  onClose,
  onSaved,
  onFailed,
}: Props) {
  const topLevel = !parent;
  const [values, setValues] = useState<NavbarFormValues>(() =>
    item ? valuesOf(item) : emptyValues(nextOrdenate, parent),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<NavbarFormErrors>({});
  const clientErrors = validate(values, topLevel);
  const errorOf = (field: keyof NavbarFormErrors) =>
    serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined);
  const set = <K extends keyof NavbarFormValues>(key: K, value: NavbarFormValues[K], field?: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field) {
      setTouched((t) => ({ ...t, [field]: true }));
      setServerErrors((e) => ({ ...e, [field]: undefined }));
    }
  };

  const definitions = useOptions('definition', {});
  const segmentFilter = values.definitionId ? { definition_id: values.definitionId } : {};
  const categories = useOptions('category', segmentFilter, values.definitionId !== null);
  const subcategories = useOptions('sub-category', segmentFilter, values.definitionId !== null);

  const save = useCallMutation(item ? 'navbarUpdate' : 'navbarSave', {
    invalidate: { calls: ['navbarIndex'] },
  });

  const submit = () => {
    setTouched({ name: true, ordenate: true, definition_id: true });
    if (Object.keys(clientErrors).length) return;
    const segmentName = definitions.find((d) => d.id === values.definitionId)?.name;
    const body = {
      ...toInput(values, { relationship: parent?.id ?? null, segmentName }),
      ...(companyId ? { company_id: companyId } : {}),
      ...(item ? { id: item.id } : {}),
    };
    save.mutate(body as Parameters<typeof save.mutate>[0], {
      onSuccess: () =>
        onSaved(item ? 'Item do Menu atualizado com sucesso!' : 'Item do Menu cadastrado com sucesso!'),
      onError: (error) => {
        const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string[]> }) : {};
        const { fields, other } = splitServerErrors(body?.errors);
        setServerErrors(fields);
        if (other.length || !Object.keys(fields).length)
          onFailed(other.join(' ') || (error instanceof Error ? error.message : 'Não foi possível salvar'));
      },
    });
  };

  const title = item
    ? `Editar ${item.name}`
    : parent
      ? `Novo item filho de ${parent.name}`
      : 'Novo item do menu';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={FIELD_ID}>
      <DialogTitle id={FIELD_ID}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${FIELD_ID}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Nome"
            required
            value={values.name}
            onChange={(e) => set('name', e.target.value, 'name')}
            onBlur={() => setTouched((t) => ({ ...t, name: true }))}
            error={!!errorOf('name')}
            helperText={errorOf('name')}
            autoFocus
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Ordenação"
              required
              value={values.ordenate}
              onChange={(e) => set('ordenate', e.target.value, 'ordenate')}
              onBlur={() => setTouched((t) => ({ ...t, ordenate: true }))}
              error={!!errorOf('ordenate')}
              helperText={errorOf('ordenate')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label="Rota"
              value={values.route}
              onChange={(e) => set('route', e.target.value, 'route')}
              error={!!errorOf('route')}
              helperText={errorOf('route') ?? 'Ex.: /feminino/vestidos'}
              sx={{ flex: 2 }}
            />
          </Stack>
          <TextField
            select
            label="Segmento"
            required={topLevel}
            value={values.definitionId ?? ''}
            onChange={(e) => {
              const id = e.target.value === '' ? null : Number(e.target.value);
              setValues((v) => ({ ...v, definitionId: id, categories: [], subcategories: [] }));
              setTouched((t) => ({ ...t, definition_id: true }));
              setServerErrors((s) => ({ ...s, definition_id: undefined }));
            }}
            error={!!errorOf('definition_id')}
            helperText={errorOf('definition_id')}
          >
            {topLevel ? null : <MenuItem value="">Nenhum</MenuItem>}
            {definitions.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
          <MultiSelect
            label="Categorias"
            options={categories}
            value={values.categories}
            onChange={(ids) => set('categories', ids)}
          />
          <MultiSelect
            label="Subcategorias"
            options={subcategories}
            value={values.subcategories}
            onChange={(ids) => set('subcategories', ids)}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Gênero"
              value={values.gender}
              onChange={(e) => set('gender', e.target.value as NavbarFormValues['gender'])}
              sx={{ flex: 1 }}
            >
              {GENDERS.map((g) => (
                <MenuItem key={g.value} value={g.value}>
                  {g.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Grade"
              value={values.grid}
              onChange={(e) => set('grid', e.target.value)}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            label="Grupo de Produto"
            value={values.groupName}
            onChange={(e) => set('groupName', e.target.value)}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <FormControlLabel
              control={<Switch checked={values.kids} onChange={(e) => set('kids', e.target.checked)} />}
              label="Infantil"
            />
            <FormControlLabel
              control={
                <Switch checked={values.onlySale} onChange={(e) => set('onlySale', e.target.checked)} />
              }
              label="Somente promoções"
            />
            <FormControlLabel
              control={<Switch checked={values.active} onChange={(e) => set('active', e.target.checked)} />}
              label="Ativo"
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          type="submit"
          form={`${FIELD_ID}-form`}
          variant="contained"
          disabled={!canSave(values, topLevel) || save.isPending}
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
