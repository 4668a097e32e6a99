// The generic create/edit screen of a resource at /form-x and /form-x/:id, configured by its screen
// entry: inputs from the schema (the store picker for admins only, the active switch and
// timestamps only in edit), laid out in the screen's or the schema's sections (x-group) and widths
// (x-width), fields shown or required by other fields (x-show-when, x-required-when); 'Salvar' /
// 'Salvar Alterações', which, pressed while something is missing, says what under each field; the
// 6-second success toast (the screen's words, if it has its own) carried to where the screen's
// afterSave leads (its list by default, or the form itself); below a saved record its sub-lists and
// sections, then its 'Histórico' (RecordHistory). A page that finds its record otherwise than by the id in the URL (a store's one set of
// settings, addressed by the store) gives the id, or the values a new record is created with.
import { Box, Card, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
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
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { formatDate } from '../format';
import { useUserPermissions } from '../permissions';
import { defaultValuesOf, formFields, FormFields, formPayload, type Mode, sectionsOf } from './formFields';
import { isSubList, type Screen } from './screen';
import { useDirectory } from './directory-context';
import { RecordHistory } from './RecordHistory';
import { SubList } from './SubList';
import { SubmitButton } from './SubmitButton';
import { savedMessage, TOAST_MS } from './toasts';

export { TOAST_MS };
export type { Mode };
export { defaultValuesOf, formFields, FormFields, formPayload, sectionsOf };
type Values = Record<string, unknown>;

/** The fields a screen's form shows: the create form's own list, where the screen has one. */
export const screenFields = (screen: Screen | undefined, mode: Mode) =>
  (mode === 'create' ? screen?.createFields : undefined) ?? screen?.fields;

/** The create form shows the active switch only when its own list (createFields) names it. */
const fieldOptions = (screen: Screen | undefined, mode: Mode) => ({
  activeOnCreate: mode === 'create' && !!screen?.createFields?.includes('active'),
});

/** The phone save bar's height until it is measured (react-admin's: 16 px around a 36 px button). */
const BAR_HEIGHT = 69;

/**
 * On a phone react-admin fixes the form's toolbar to the bottom of the screen, over whatever is
 * there: the sections under a saved record, with their own buttons. Here it behaves as a sticky bar
 * within its form: its place at the form's end is always kept (a spacer of its height while it is
 * pinned), and it is fixed to the bottom of the screen ("pinned") only while that place is still
 * below the screen's bottom. So it covers only the fields it saves; once the form's end comes up it
 * stands in its place and scrolls away with the form, never over what comes after. (CSS sticky
 * cannot do it: the layout's content box scrolls sideways, which makes it the bar's scroll
 * container.)
 */
function usePinnedBar(phone: boolean) {
  const [end, setEnd] = useState<HTMLElement | null>(null);
  const [pinned, setPinned] = useState(true);
  const [height, setHeight] = useState(BAR_HEIGHT);
  useEffect(() => {
    if (!phone || !end || typeof IntersectionObserver === 'undefined') return;
    const bar = end.parentElement?.querySelector('.RaToolbar-mobileToolbar');
    const measured = Math.ceil(bar?.getBoundingClientRect().height || BAR_HEIGHT);
    setHeight(measured);
    // Pinned while the bar's own place (from the form's end, its height down) reaches below the screen.
    const observer = new IntersectionObserver(
      ([entry]) => setPinned(!entry.isIntersecting && entry.boundingClientRect.top > 0),
      { rootMargin: `0px 0px -${measured}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [phone, end]);
  return { phone, pinned: !phone || pinned, height, endRef: setEnd };
}

/** The phone's save bar once the form's end is on screen: in its place, not over the page. */
const UNPINNED_BAR_SX = { '&.RaToolbar-mobileToolbar': { position: 'static' } } as const;

/** 'Salvar' / 'Salvar Alterações' (SubmitButton says how it behaves while something is missing). */
export function FormToolbar({ mode }: { mode: Mode }) {
  const { saving } = useSaveContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { pinned, height, endRef } = usePinnedBar(phone);
  return (
    <>
      {/* Where the form's fields end, and the bar's place while it is pinned over the screen. */}
      <Box ref={endRef} aria-hidden sx={{ height: 0 }} />
      {phone && pinned ? <Box aria-hidden sx={{ height }} /> : null}
      <Toolbar sx={pinned ? undefined : UNPINNED_BAR_SX}>
        <SubmitButton busy={saving}>{mode === 'create' ? 'Salvar' : 'Salvar Alterações'}</SubmitButton>
      </Toolbar>
    </>
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

export function SchemaFormBody({
  mode,
  screen,
  fixed,
}: {
  mode: Mode;
  screen?: Screen;
  /** Fields whose value the page sets (shown, not editable). */
  fixed?: string[];
}) {
  const resource = useResourceContext()!;
  const { modelOf, screenOf } = useDirectory();
  const model = modelOf(resource);
  const { admin } = useUserPermissions();
  const current = screen ?? screenOf(resource);
  const fields = formFields(model, mode, admin, screenFields(current, mode), fieldOptions(current, mode));
  return (
    <SimpleForm
      // Checked as the user types and when a field is left, so what is missing shows right away.
      mode="all"
      reValidateMode="onChange"
      toolbar={<FormToolbar mode={mode} />}
      defaultValues={mode === 'create' ? defaultValuesOf(fields) : undefined}
      sx={{ maxWidth: 960 }}
    >
      <FormFields fields={fields} mode={mode} screen={current} tenant={model.tenant} fixed={fixed} />
      {mode === 'edit' ? <Timestamps /> : null}
    </SimpleForm>
  );
}

/**
 * After a save: the 6-second toast (the screen's `saved`, else '{label} foi cadastrado/atualizado
 * com sucesso!'), then where the screen's afterSave leads (an admin's may differ), by default its
 * list. A path already shown, or false, stays: the form shows the saved record.
 */
export function useAfterSave(mode: Mode, resourceName?: string, given?: Screen) {
  const context = useResourceContext();
  const resource = resourceName ?? context!;
  const { modelOf, screenOf, listPath } = useDirectory();
  const { admin } = useUserPermissions();
  const model = modelOf(resource);
  const screen = given ?? screenOf(resource);
  const notify = useNotify();
  const redirect = useRedirect();
  const { pathname } = useLocation();
  return (record?: RaRecord) => {
    notify(screen?.saved?.[mode] ?? savedMessage(screen?.recordLabel ?? model.label, mode), {
      type: 'success',
      autoHideDuration: TOAST_MS,
    });
    const rule =
      admin && screen?.adminAfterSave !== undefined
        ? screen.adminAfterSave
        : (screen?.afterSave ?? listPath(resource));
    const to = typeof rule === 'function' ? (record ? rule(record, mode) : false) : rule;
    if (to && to !== pathname) redirect(to);
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
  return (values: Values) =>
    formPayload(
      formFields(model, mode, admin, screenFields(screen, mode), fieldOptions(screen, mode)),
      values,
      mode,
    );
}

/** What the page that placed a form does after each save (reads again what found the record). */
type OnSaved = (record: RaRecord) => void;

export interface SchemaCreateProps {
  screen?: Screen;
  /**
   * Values the new record has whatever the form holds, set by the page (the store it is addressed
   * by): shown in the form, not editable, and always sent.
   */
  fixed?: Values;
  onSaved?: OnSaved;
}

export function SchemaCreate({ screen: given, fixed, onSaved }: SchemaCreateProps) {
  const resource = useResourceContext()!;
  const { modelOf, screenOf } = useDirectory();
  const screen = given ?? screenOf(resource);
  const afterSave = useAfterSave('create', resource, screen);
  const payload = usePayload('create', screen);
  const { isLoading } = useUserPermissions();
  const title = screen?.createTitle ?? `Cadastrar ${modelOf(resource).label.one}`;
  const onSuccess = (record: RaRecord) => {
    afterSave(record);
    onSaved?.(record);
  };
  return (
    <Create
      title={title}
      component="div"
      record={fixed}
      transform={(values: Values) => ({ ...payload(values), ...fixed })}
      mutationOptions={{ onSuccess }}
    >
      <FormHeading title={title} />
      <Card>
        {isLoading ? (
          <Loading />
        ) : (
          <SchemaFormBody mode="create" screen={screen} fixed={fixed ? Object.keys(fixed) : undefined} />
        )}
      </Card>
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

export interface SchemaEditProps {
  screen?: Screen;
  /** The record, where the page finds it otherwise than by the id in the URL. */
  id?: Identifier;
  onSaved?: OnSaved;
}

export function SchemaEdit({ screen: given, id: givenId, onSaved }: SchemaEditProps) {
  const resource = useResourceContext()!;
  const { modelOf, screenOf } = useDirectory();
  const screen = given ?? screenOf(resource);
  const params = useParams();
  const id = givenId ?? params.id;
  const afterSave = useAfterSave('edit', resource, screen);
  const onSuccess = (record: RaRecord) => {
    afterSave(record);
    onSaved?.(record);
  };
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
      <RecordHistory entity={modelOf(resource).name} />
    </Edit>
  );
}
