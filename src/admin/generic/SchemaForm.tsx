// The generic create/edit screen of a resource at /form-x and /form-x/:id, configured by its screen
// entry: inputs from the schema (the store picker for admins only, the active switch and
// timestamps only in edit), laid out in the screen's or the schema's sections (x-group) and widths
// (x-width), fields shown or required by other fields (x-show-when, x-required-when); 'Salvar' /
// 'Salvar Alterações', which, pressed while something is missing, says what under each field; the
// 6-second success toast carried to the list; below a saved record its sub-lists and sections.
import { Box, Card, Divider, Stack, Typography } from '@mui/material';
import { Fragment, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import {
  Create,
  Edit,
  Loading,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import type { EntityModel, PropertyModel } from '../../shared/entity';
import type { FieldWidth } from '../../shared/panel-hints';
import { formatDate } from '../format';
import { useUserPermissions } from '../permissions';
import { InputFor, isShown } from './inputs';
import { isSubList, type Screen, useDirectory } from './screen';
import { SubList } from './SubList';
import { SubmitButton } from './SubmitButton';
import { savedMessage, TOAST_MS } from './toasts';

export { TOAST_MS };
export type Mode = 'create' | 'edit';
type Values = Record<string, unknown>;

/**
 * Writable fields of a form, in order. The active switch only in edit; the store (company_id)
 * only for admins: store users always act for their own store.
 */
export function formFields(model: EntityModel, mode: Mode, admin: boolean, only?: string[]): PropertyModel[] {
  const names = only ?? Object.keys(model.properties);
  const fields = names
    .map((n) => model.properties[n])
    .filter((p): p is PropertyModel => !!p && p.stored && !p.readOnly && p.name !== 'id')
    .filter((p) => !(mode === 'create' && p.name === 'active'))
    .filter((p) => !(mode === 'edit' && p.immutable && p.name !== 'company_id'))
    .filter((p) => !(p.schema.type === 'object' || p.schema.type === 'array'));
  // A user's Cliente is a field like any other; a store-owned record's store is the admin's alone.
  if (!model.tenant) return fields;
  const store = model.properties.company_id;
  const others = fields.filter((p) => p.name !== 'company_id');
  // The store comes first: what else can be picked (attribute groups, products) depends on it.
  return admin && store ? [store, ...others] : others;
}

/** The schema's defaults of the fields a create form shows (switches off/on, 0,00 …). */
export function defaultValuesOf(fields: PropertyModel[]): Values {
  return Object.fromEntries(
    fields.filter((p) => p.schema.default !== undefined).map((p) => [p.name, p.schema.default]),
  );
}

/**
 * What a form sends: its own fields only (what the record carries besides, such as joined names,
 * stays out), a field hidden by its condition as null, and in edit a blank password or credential
 * left out, so the stored one stays.
 */
export function formPayload(fields: PropertyModel[], values: Values, mode: Mode): Values {
  const out: Values = {};
  for (const p of fields) {
    if (!(p.name in values)) continue;
    const value = values[p.name];
    if (!isShown(p, values)) out[p.name] = null;
    else if ((p.hash || p.secret) && (value === '' || value === null || value === undefined)) {
      if (mode === 'create') out[p.name] = value;
    } else out[p.name] = value === '' && p.schema.type !== 'string' ? null : value;
    // A password asked twice goes with its confirmation.
    const confirmation = `${p.name}_confirmation`;
    if (p.confirm && p.name in out && confirmation in values) out[confirmation] = values[confirmation];
  }
  return out;
}

/** 'Salvar' / 'Salvar Alterações' (SubmitButton says how it behaves while something is missing). */
export function FormToolbar({ mode }: { mode: Mode }) {
  const { saving } = useSaveContext();
  return (
    <Toolbar>
      <SubmitButton busy={saving}>{mode === 'create' ? 'Salvar' : 'Salvar Alterações'}</SubmitButton>
    </Toolbar>
  );
}

/** Created / updated dates of the record being edited. */
export function Timestamps() {
  const record = useRecordContext();
  if (!record?.created_at) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary">
        Criado em: {formatDate(record.created_at)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Atualizado em: {formatDate(record.updated_at)}
      </Typography>
    </Stack>
  );
}

const SPAN: Record<FieldWidth, number> = { full: 6, half: 3, third: 2 };

/** The sections of a form: the screen's, else the fields' x-group in order of first appearance. */
export function sectionsOf(
  fields: PropertyModel[],
  screen?: Screen,
): Array<{ title?: string; fields: PropertyModel[] }> {
  const byName = new Map(fields.map((p) => [p.name, p]));
  if (screen?.sections) {
    const listed = new Set(screen.sections.flatMap((s) => s.fields));
    const rest = fields.filter((p) => !listed.has(p.name));
    const sections = screen.sections.map((s) => ({
      title: s.title,
      fields: s.fields.map((n) => byName.get(n)).filter((p): p is PropertyModel => !!p),
    }));
    // What no section names (the admin's store) opens the form.
    return rest.length ? [{ fields: rest }, ...sections] : sections;
  }
  const sections: Array<{ title?: string; fields: PropertyModel[] }> = [];
  for (const p of fields) {
    const last = sections.at(-1);
    if (last && last.title === p.group) last.fields.push(p);
    else sections.push({ title: p.group, fields: [p] });
  }
  return sections;
}

/** The inputs of a form in their sections and widths (a phone: one per row). */
export function FormFields({
  fields,
  mode,
  screen,
  tenant = true,
}: {
  fields: PropertyModel[];
  mode: Mode;
  screen?: Screen;
  /** A store-owned record: its store (an admin's pick) is required and fixed once saved. */
  tenant?: boolean;
}) {
  return (
    <Box sx={{ width: '100%' }}>
      {sectionsOf(fields, screen).map((section, i) => (
        <Fragment key={section.title ?? i}>
          {section.title ? (
            <>
              {i > 0 ? <Divider sx={{ my: 1 }} /> : null}
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                {section.title}
              </Typography>
            </>
          ) : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', columnGap: 2 }}>
            {section.fields.map((p) => (
              <Box key={p.name} sx={{ gridColumn: { xs: 'span 6', md: `span ${SPAN[p.width ?? 'full']}` } }}>
                <InputFor
                  p={p}
                  form={fields}
                  mode={mode}
                  // An admin must say which store a record belongs to; it cannot move to another later.
                  required={tenant && p.name === 'company_id' ? true : undefined}
                  readOnly={tenant && mode === 'edit' && p.name === 'company_id'}
                />
              </Box>
            ))}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

export function SchemaFormBody({ mode, screen }: { mode: Mode; screen?: Screen }) {
  const resource = useResourceContext()!;
  const { modelOf, screenOf } = useDirectory();
  const model = modelOf(resource);
  const { admin } = useUserPermissions();
  const current = screen ?? screenOf(resource);
  const fields = formFields(model, mode, admin, current?.fields);
  return (
    <SimpleForm
      // Checked as the user types and when a field is left, so what is missing shows right away.
      mode="all"
      reValidateMode="onChange"
      toolbar={<FormToolbar mode={mode} />}
      defaultValues={mode === 'create' ? defaultValuesOf(fields) : undefined}
      sx={{ maxWidth: 960 }}
    >
      <FormFields fields={fields} mode={mode} screen={current} tenant={model.tenant} />
      {mode === 'edit' ? <Timestamps /> : null}
    </SimpleForm>
  );
}

/** After a save: the 6-second toast, then the screen's afterSave path (an admin's may differ) or its list. */
export function useAfterSave(mode: Mode, resourceName?: string) {
  const context = useResourceContext();
  const resource = resourceName ?? context!;
  const { modelOf, screenOf, listPath } = useDirectory();
  const { admin } = useUserPermissions();
  const model = modelOf(resource);
  const screen = screenOf(resource);
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(savedMessage(screen?.recordLabel ?? model.label.one, mode), {
      type: 'success',
      autoHideDuration: TOAST_MS,
    });
    redirect((admin && screen?.adminAfterSave) || screen?.afterSave || listPath(resource));
  };
}

export function FormHeading({ title }: { title: string }) {
  return (
    <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
      {title}
    </Typography>
  );
}

/** The payload transform of a screen's form: the fields it shows, as formPayload words them. */
function usePayload(mode: Mode, screen?: Screen) {
  const resource = useResourceContext()!;
  const { modelOf } = useDirectory();
  const { admin } = useUserPermissions();
  const model = modelOf(resource);
  return (values: Values) => formPayload(formFields(model, mode, admin, screen?.fields), values, mode);
}

export function SchemaCreate({ screen: given }: { screen?: Screen }) {
  const resource = useResourceContext()!;
  const { modelOf, screenOf } = useDirectory();
  const screen = given ?? screenOf(resource);
  const onSuccess = useAfterSave('create');
  const transform = usePayload('create', screen);
  const { isLoading } = useUserPermissions();
  const title = screen?.createTitle ?? `Cadastrar ${modelOf(resource).label.one}`;
  return (
    <Create title={title} component="div" transform={transform} mutationOptions={{ onSuccess }}>
      <FormHeading title={title} />
      <Card>{isLoading ? <Loading /> : <SchemaFormBody mode="create" screen={screen} />}</Card>
    </Create>
  );
}

/** The sub-lists and sections under a saved record (its screen's `below`), in order. */
export function BelowForm({ screen }: { screen?: Screen }) {
  const record = useRecordContext();
  if (!record?.id || !screen?.below) return null;
  return (
    <Suspense fallback={<Loading />}>
      {screen.below.map((item, i) => {
        if (!isSubList(item)) {
          const Section = item;
          return <Section key={i} />;
        }
        return item.when && !item.when(record) ? null : (
          <SubList key={item.title} config={item} parent={record} />
        );
      })}
    </Suspense>
  );
}

export function SchemaEdit({ screen: given }: { screen?: Screen }) {
  const resource = useResourceContext()!;
  const { modelOf, screenOf } = useDirectory();
  const screen = given ?? screenOf(resource);
  const { id } = useParams();
  const onSuccess = useAfterSave('edit');
  const transform = usePayload('edit', screen);
  const { isLoading } = useUserPermissions();
  const title = screen?.editTitle ?? `Editar ${modelOf(resource).label.one}`;
  return (
    <Edit
      id={id}
      title={title}
      component="div"
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{ onSuccess }}
      redirect={false}
      actions={false}
    >
      <FormHeading title={title} />
      <Card>{isLoading ? <Loading /> : <SchemaFormBody mode="edit" screen={screen} />}</Card>
      <BelowForm screen={screen} />
    </Edit>
  );
}
