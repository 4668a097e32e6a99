// The children of a saved record, shown in a card under its form: a store's phones and addresses,
// a product's stock grid, promotions and payment rules, a variation group's products. Configured
// by the parent screen's `below` (screen.ts SubListConfig): the rows (a table of columns from the
// display registry), an add/edit dialog of the child's schema inputs, read-only until unlocked where
// the spec says, and delete with confirmation. What one sub-list does differently comes in its slots
// (SubListSlots: header and row buttons, a card per row, the dialog's inputs, filter controls, a
// frame around the rows), components of the parent's area. Every call goes through the data provider, and
// the rows reload after each change. Without a parent (an admin who picked no store) it lists the
// rows of every parent the user may read, read-only, each with its store; a page may hold its own
// filters (the services of an integration page), page its rows and lead each to its own page.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  DialogActions,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { Fragment, Suspense, useState, type ReactNode } from 'react';
import {
  Form,
  ResourceContextProvider,
  useCreate,
  useGetList,
  useNotify,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { EntityModel } from '../../shared/entity';
import { errorText } from '../api';
import { useUserPermissions } from '../permissions';
import { displayOf, displays } from './displays';
import { columnSpec } from './fields';
import { fieldErrorsOf, FormDialog } from './FormDialog';
import { InputFor } from './inputs';
import { defaultValuesOf, formFields, FormFields, formPayload } from './formFields';
import { RowLinkButton, useFollowRowLink } from './rowLink';
import { PHONE_QUERY } from './SchemaList';
import type { ColumnSpec, Mode } from './screen';
import { useDirectory } from './directory-context';
import type { SubListConfig } from './screen';
import { savedMessage, TOAST_MS } from './toasts';
import { SectionCard } from './SectionCard';
import { SubmitButton } from './SubmitButton';
import { useConfirm } from './useConfirm';
import { useUndoableDelete } from './undo';

type Values = Record<string, unknown>;
type Row = RaRecord;

const resourceOfConfig = (config: SubListConfig, resourceOf: (e: string) => string) =>
  config.resource ?? resourceOf(config.entity);

/** The child entity's model, as the directory knows it. */
function useChildModel(config: SubListConfig): EntityModel {
  const { modelOf, resourceOf } = useDirectory();
  return modelOf(resourceOfConfig(config, resourceOf));
}

/** The child rows of the parent (of every parent, without one), with the page's and toggles' filters. */
function useChildren(config: SubListConfig, parent: RaRecord | undefined, toggles: Values, page: number) {
  const { resourceOf } = useDirectory();
  const key = parent?.[config.parentKey ?? 'id'];
  const filter = { ...config.filter, ...(parent ? { [config.via]: key } : {}), ...toggles };
  return useGetList(
    resourceOfConfig(config, resourceOf),
    {
      filter,
      pagination: { page, perPage: config.perPage ?? 1000 },
      sort: config.sort ?? { field: 'id', order: 'ASC' },
    },
    {
      enabled: !parent || (key !== undefined && key !== null),
      // The rows shown stay while another page of them loads; never another parent's rows.
      placeholderData: (previous, query) =>
        JSON.stringify((query?.queryKey[2] as { filter?: unknown } | undefined)?.filter) ===
        JSON.stringify(filter)
          ? previous
          : undefined,
    },
  );
}

/** Cancelar and Salvar — or, while locked, the button that unlocks the form. */
function DialogButtons({
  mode,
  lock,
  onUnlock,
  onClose,
}: {
  mode: Mode;
  lock?: string;
  onUnlock: () => void;
  onClose: () => void;
}) {
  return (
    <DialogActions>
      <Button onClick={onClose}>Cancelar</Button>
      {lock ? (
        // type="button" and a key of its own: React must not reuse it as the submit button, or the
        // click that unlocks would also submit.
        <Button key="unlock" type="button" variant="contained" onClick={onUnlock}>
          {lock}
        </Button>
      ) : (
        <SubmitButton key="save">{mode === 'create' ? 'Salvar' : 'Salvar Alterações'}</SubmitButton>
      )}
    </DialogActions>
  );
}

/** The child's writable fields a dialog shows: never the parent's link or what it carries. */
function dialogFields(model: EntityModel, config: SubListConfig, mode: Mode) {
  const hidden = new Set([config.via, 'company_id', ...(config.carry ?? [])]);
  return formFields(model, mode, false, config.dialog?.fields).filter((p) => !hidden.has(p.name));
}

function useSaveChild(config: SubListConfig, parent: RaRecord, record: Row | null) {
  const { resourceOf } = useDirectory();
  const resource = resourceOfConfig(config, resourceOf);
  const model = useChildModel(config);
  const mode: Mode = record?.id ? 'edit' : 'create';
  const [create] = useCreate();
  const [update] = useUpdate();
  return async (values: Values) => {
    const own = config.dialog?.body
      ? config.dialog.body(values, parent, mode, record)
      : formPayload(dialogFields(model, config, mode), values, mode);
    const carried = Object.fromEntries((config.carry ?? []).map((f) => [f, parent[f]]));
    const data = { ...carried, [config.via]: parent[config.parentKey ?? 'id'], ...own };
    if (mode === 'edit')
      await update(
        resource,
        { id: record!.id, data, previousData: record! },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    else await create(resource, { data }, { returnPromise: true });
  };
}

function ChildDialog({
  config,
  parent,
  record,
  onClose,
  onSaved,
}: {
  config: SubListConfig;
  parent: RaRecord;
  record: Row | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const model = useChildModel(config);
  const mode: Mode = record?.id ? 'edit' : 'create';
  const [locked, setLocked] = useState(mode === 'edit' && !!config.dialog?.lock);
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveChild(config, parent, record);
  const fields = dialogFields(model, config, mode);
  // Computed once: a new object on each render would reset what the user typed.
  const [initial] = useState<Values>(() => {
    if (config.dialog?.values) return config.dialog.values(record, parent);
    if (record) return { ...record };
    return { ...defaultValuesOf(fields), ...config.dialog?.defaults };
  });
  const submit = async (values: Values) => {
    setAlert(null);
    try {
      await save(values);
    } catch (error) {
      const refusal = config.dialog?.refusal?.(error);
      if (refusal) setAlert(refusal);
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      if (!refusal) notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
    const saved = config.saved?.[mode] ?? savedMessage(model.label, mode);
    notify(saved, { type: 'success', autoHideDuration: TOAST_MS });
    onSaved();
    return undefined;
  };
  const titles = config.dialog?.title ?? {
    create: `Cadastrar ${model.label.one}`,
    edit: `Editar ${model.label.one}`,
  };
  const Inputs = config.slots?.dialog;
  return (
    <FormDialog
      id={`${config.entity}-dialog-title`}
      title={titles[mode]}
      record={initial}
      onSubmit={submit}
      onClose={onClose}
      maxWidth={config.dialog?.maxWidth}
      actions={
        <DialogButtons
          mode={mode}
          lock={locked ? config.dialog?.lock : undefined}
          onUnlock={() => setLocked(false)}
          onClose={onClose}
        />
      }
    >
      {alert ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {alert}
        </Alert>
      ) : null}
      {Inputs ? (
        <Suspense fallback={<LinearProgress />}>
          <Inputs parent={parent} record={record} mode={mode} readOnly={locked} />
        </Suspense>
      ) : (
        <FormFields fields={fields} mode={mode} tenant={false} readOnly={locked} />
      )}
    </FormDialog>
  );
}

/** The 'inline' add: the dialog's inputs in a row above the list, with 'Adicionar'. */
function InlineAdd({
  config,
  parent,
  onSaved,
}: {
  config: SubListConfig;
  parent: RaRecord;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const model = useChildModel(config);
  const fields = dialogFields(model, config, 'create');
  const save = useSaveChild(config, parent, null);
  const [formKey, setFormKey] = useState(0);
  const carried = Object.fromEntries((config.carry ?? []).map((f) => [f, parent[f]]));
  const submit = async (values: Values) => {
    try {
      await save(values);
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
    notify(config.saved?.create ?? savedMessage(model.label, 'create'), {
      type: 'success',
      autoHideDuration: TOAST_MS,
    });
    setFormKey((k) => k + 1);
    onSaved();
    return undefined;
  };
  return (
    <Form
      key={formKey}
      record={carried}
      onSubmit={submit}
      mode="onChange"
      reValidateMode="onChange"
      noValidate
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 0, md: 2 }}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        {fields.map((p) => (
          <Box key={p.name} sx={{ flex: p.ref ? 2 : 1 }}>
            <InputFor p={p} form={fields} mode="create" />
          </Box>
        ))}
        <SubmitButton icon={false} sx={{ mt: 1, alignSelf: 'flex-start' }}>
          {config.addLabel ?? 'Adicionar'}
        </SubmitButton>
      </Stack>
    </Form>
  );
}

function Rows({
  config,
  model,
  rows,
  parent,
  reload,
  onEdit,
  onRemove,
}: {
  config: SubListConfig;
  model: EntityModel;
  rows: Row[];
  /** None: rows of every parent, without the area's pieces (they act for a parent). */
  parent?: RaRecord;
  reload: () => void;
  onEdit?: (row: Row) => void;
  onRemove?: (row: Row) => void;
}) {
  const { admin } = useUserPermissions();
  const phone = useMediaQuery(PHONE_QUERY);
  const follow = useFollowRowLink(config.link);
  const RowCard = parent ? config.slots?.card : undefined;
  const RowActions = parent ? config.slots?.rowActions : undefined;
  const open = onEdit ?? follow;
  if (RowCard && parent)
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {rows.map((row) => (
          <RowCard key={row.id} parent={parent} record={row} reload={reload} onEdit={() => onEdit?.(row)} />
        ))}
      </Box>
    );
  const own = (config.columns ?? model.list.filter((c) => c !== 'id')).map(columnSpec);
  // Rows of several stores say whose each is, as an admin's lists do (Cliente).
  const store = !parent && admin && model.tenant && model.properties.company_name;
  const columns = store ? [...own, { source: 'company_name', label: store.label }] : own;
  const actions = !!(onEdit || onRemove || RowActions || config.link);
  const labelOf = (c: ColumnSpec) => c.label ?? model.properties[c.source]?.label ?? c.source;
  const cell = (row: Row, c: ColumnSpec, i: number) => {
    const p = model.properties[c.source];
    const { Cell } = displays[displayOf(p, c)];
    return (
      <>
        {c.render ? <c.render record={row} /> : <Cell record={row} source={c.source} p={p} column={c} />}
        {i === 0 && config.markInactive && row.active === false ? (
          <Chip label="Inativo" size="small" variant="outlined" sx={{ ml: 1 }} />
        ) : null}
      </>
    );
  };
  const buttons = (row: Row) => (
    <>
      {RowActions && parent ? <RowActions parent={parent} record={row} reload={reload} /> : null}
      {config.link ? <RowLinkButton link={config.link} record={row} /> : null}
      {onEdit ? (
        <Tooltip title="Editar">
          <IconButton aria-label={config.editLabel ?? 'Editar'} size="small" onClick={() => onEdit(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onRemove ? (
        <Tooltip title="Excluir">
          <IconButton
            aria-label={config.remove?.label ?? 'Excluir'}
            size="small"
            color="error"
            onClick={() => onRemove(row)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </>
  );
  // On a phone each row is a card of 'label: value' lines and its actions, so no table scrolls
  // sideways out of sight.
  if (phone)
    return (
      <Stack component="ul" aria-label={config.title} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Card component="li" variant="outlined" key={row.id} data-testid="sublist-card">
            <CardContent
              onClick={config.rowClick && open ? () => open(row) : undefined}
              sx={{ pb: 1, ...(config.rowClick ? { cursor: 'pointer' } : {}) }}
            >
              {columns.map((c, i) => (
                <Stack
                  key={c.source}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', minHeight: 24 }}
                >
                  <Typography variant="body2" color="text.secondary" component="span">
                    {labelOf(c)}:
                  </Typography>
                  <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {cell(row, c, i)}
                  </Typography>
                </Stack>
              ))}
            </CardContent>
            {actions ? (
              <Box sx={{ px: 1, pb: 1, display: 'flex', justifyContent: 'flex-end' }}>{buttons(row)}</Box>
            ) : null}
          </Card>
        ))}
      </Stack>
    );
  return (
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <Table size="small" aria-label={config.title}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.source} align={c.display === 'number' ? 'right' : undefined}>
                {labelOf(c)}
              </TableCell>
            ))}
            {actions ? <TableCell align="right">Ações</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover={config.rowClick}
              onClick={config.rowClick && open ? () => open(row) : undefined}
              sx={config.rowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((c, i) => (
                <TableCell key={c.source} align={c.display === 'number' ? 'right' : undefined}>
                  {cell(row, c, i)}
                </TableCell>
              ))}
              {actions ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                  {buttons(row)}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** No frame: the rows as they are. */
function PlainRows({ children }: { children: ReactNode }) {
  return <Fragment>{children}</Fragment>;
}

export function SubList({ config, parent }: { config: SubListConfig; parent?: RaRecord }) {
  const { resourceOf } = useDirectory();
  const resource = resourceOfConfig(config, resourceOf);
  const model = useChildModel(config);
  // What the area's filter controls set (slots.filters).
  const [toggles, setToggles] = useState<Values>({});
  // undefined: dialog closed; null: adding; a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  // The page shown, kept with what it pages through: other rows (another store, a toggle) start at 1.
  const listing = JSON.stringify([parent?.[config.parentKey ?? 'id'] ?? null, toggles]);
  const [paging, setPaging] = useState({ listing, page: 1 });
  const page = paging.listing === listing ? paging.page : 1;
  const { data = [], total = 0, isPending, refetch } = useChildren(config, parent, toggles, page);
  const reload = () => void refetch();
  const removeLater = useUndoableDelete();
  const { ask, dialog: question } = useConfirm({
    title: config.remove?.title ?? 'Confirmar Exclusão',
    text: config.remove?.question ?? '',
    confirmLabel: 'Excluir',
  });
  // Confirmed, the row leaves at once and the toast offers Desfazer; the delete is sent when the
  // toast closes (undo.tsx).
  const removeRow = async (row: Row) => {
    const r = config.remove!;
    const yes = r.browser ? window.confirm(r.question) : await ask();
    if (!yes) return;
    removeLater({ resource, record: row, done: r.done ?? 'Item deletado com sucesso', settled: reload });
  };
  // Adding and editing act for a parent.
  const add = parent ? (config.add ?? 'dialog') : false;
  const canAdd = add === 'dialog' && !isPending && (config.canAdd?.(data) ?? true);
  const Actions = parent ? config.slots?.actions : undefined;
  const Filters = config.slots?.filters;
  const Frame = config.slots?.rows ?? PlainRows;
  const empty = (
    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
      {config.empty ?? 'Nenhum item encontrado'}
    </Typography>
  );
  const rows = isPending ? null : data.length ? (
    <Rows
      config={config}
      model={model}
      rows={data}
      parent={parent}
      reload={reload}
      onEdit={config.edit === false || !parent ? undefined : setEditing}
      onRemove={config.remove ? (row) => void removeRow(row) : undefined}
    />
  ) : (
    empty
  );
  const perPage = config.perPage;
  const pages =
    perPage && total > perPage ? (
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => setPaging({ listing, page: next + 1 })}
      />
    ) : null;
  return (
    <ResourceContextProvider value={resource}>
      <SectionCard
        title={config.title}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {Filters ? (
              <Suspense fallback={null}>
                <Filters filter={toggles} setFilter={setToggles} />
              </Suspense>
            ) : null}
            {canAdd ? (
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
                {config.addLabel ?? 'Cadastrar'}
              </Button>
            ) : null}
            {Actions && parent ? <Actions parent={parent} record={null} reload={reload} /> : null}
          </Stack>
        }
      >
        <Suspense fallback={<LinearProgress />}>
          {add === 'inline' && parent ? <InlineAdd config={config} parent={parent} onSaved={reload} /> : null}
          <Frame rows={data} isPending={isPending}>
            {rows}
          </Frame>
          {pages}
        </Suspense>
      </SectionCard>
      {editing !== undefined && parent ? (
        <ChildDialog
          key={editing?.id ?? 'new'}
          config={config}
          parent={parent}
          record={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      ) : null}
      {question}
    </ResourceContextProvider>
  );
}
