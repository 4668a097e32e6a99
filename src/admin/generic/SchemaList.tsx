// The generic list screen of a resource, configured by its screen entry (screen.ts): the spec's
// title, the filter bar (search, the admin's store, the screen's filters), the columns with their
// cells (displays.tsx, or the column's own `render`; Cliente for admins), an Ações column with the
// screen's row actions and the edit pencil, 25/50/100 rows a page with pt-BR paging and the floating
// button to the create form. On a phone: cards, 4 a page, with the same actions. What one screen
// does differently comes in its slots (screen.ts ListSlots: actions, filters, toolbar, row actions,
// a row's Ações, card, empty, pagination, a wrapper of the rows, bulk actions), components of its area.
// Where a bulk action applies, rows are selectable and the bulk bar shows above them (BulkActions.tsx).
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Fragment, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  RecordContextProvider,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useListParams,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { reaches } from '../../shared/policy';
import type { EntityModel } from '../../shared/entity';
import { CreateFab } from './CreateFab';
import { useUserPermissions } from '../permissions';
import { displayOf, displays, displayText } from './displays';
import { columnFor, columnSpec } from './fields';
import { defaultFilterValues, FilterBar, filtersOf } from './filters';
import type { ListMeta } from '../dataProvider';
import { unlessPrefetched, useFirstRenderPrefetch } from './calls';
import { RowLinkButton, useFollowRowLink } from './rowLink';
import { type Column, type ListSlots, type RowLink, type Screen } from './screen';
import { useDirectory } from './directory-context';
import { SavedViews } from './SavedViews';
import { useHiddenColumns, visibleOf } from './viewState';
import { TOAST_MS } from './toasts';
import {
  BulkBar,
  genericBulkActions,
  recordTitle,
  SelectableCard,
  selectionColumn,
  SelectPage,
} from './BulkActions';

export const EMPTY_TEXT = 'Nenhum item encontrado';
export const PICK_STORE_TEXT = 'Selecione uma loja e clique em Filtrar.';
/** The spec's mobile breakpoint (section 9): below 960 px. */
export const PHONE_QUERY = '(max-width:959.95px)';
const ROWS_PER_PAGE = [25, 50, 100];
/** The store filters a list call may take (company_id; the product list's call says company). */
const OWN_STORE_ONLY = { company_id: undefined, company: undefined };
/** The spec's phone cards: 4 a page. */
export const PHONE_PAGE_SIZE = 4;

/** One 'label: value' line of a phone card (the generic card's, and a screen's own cards'). */
/**
 * A card's line: label and value. end: the value is a control (a switch, a link) and sits at the
 * line's right end, with the card's other actions: right after a label it reached the floating
 * create button's column in the middle of a phone screen (CreateFab.tsx), over which no action may
 * sit.
 */
export function CardLine({ label, children, end }: { label: ReactNode; children: ReactNode; end?: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', minHeight: 24, justifyContent: end ? 'space-between' : undefined }}
    >
      <Typography variant="body2" color="text.secondary" component="span">
        {label}:
      </Typography>
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function EmptyList({ text = EMPTY_TEXT }: { text?: string }) {
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {text}
    </Typography>
  );
}

/** The columns a list shows: the screen's (or the schema's x-list), never the raw store id. */
export function listColumns(model: EntityModel, screen: Screen | undefined, admin: boolean): Column[] {
  // Cliente: the store of each row, which only an admin (seeing every store) needs — last, unless
  // the screen's columns place it (the payment settings list: right after the ID).
  const placed = !!screen?.columns?.some((c) => columnSpec(c).source === 'company_name');
  // A call's row may carry the store's name beside the entity's fields (the product list's): placed
  // by the screen, it shows for admins too.
  const store =
    admin && model.tenant && (!!model.properties.company_name || placed) && screen?.storeColumn !== false;
  const given = screen?.columns ?? model.list;
  const columns = given.filter((c) => {
    const source = columnSpec(c).source;
    return source !== 'company_id' && (source !== 'company_name' || (placed && store));
  });
  return store && !placed ? [...columns, 'company_name'] : columns;
}

/** Lets a wide table scroll inside the page instead of widening the whole page. */
export const scrollX = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

/**
 * Opens a record's edit form, or says why not: a screen whose editing needs more than its list
 * (a store needs full_permission) shows the spec's alert instead.
 */
export function useOpenForm(screen: Screen | undefined) {
  const resource = useResourceContext()!;
  const { formPath } = useDirectory();
  const { level } = useUserPermissions();
  const notify = useNotify();
  const navigate = useNavigate();
  const gate = screen?.editAccess;
  return (id: RaRecord['id']) => {
    if (gate?.level && !reaches(level, gate.level)) {
      if (gate.message) notify(gate.message, { type: 'warning', autoHideDuration: TOAST_MS });
      return;
    }
    navigate(formPath(resource, id));
  };
}

/** The pencil: a link to the record's form (a new tab works), unless the screen refuses it. */
function EditButton({ open }: { open: (id: RaRecord['id']) => void }) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const { formPath } = useDirectory();
  if (!record) return null;
  return (
    <IconButton
      component={Link}
      to={formPath(resource, record.id)}
      size="small"
      color="primary"
      aria-label="Editar"
      onClick={(e: React.MouseEvent) => {
        e.stopPropagation();
        // A plain click goes through the screen's gate (the store's alert); a new tab is the browser's.
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        open(record.id);
      }}
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
}

function RowActions({
  Actions,
  Row,
  open,
  link,
}: {
  Actions?: ComponentType;
  /** The screen's whole Ações cell (its own edit and delete). */
  Row?: ComponentType;
  open?: (id: RaRecord['id']) => void;
  link?: RowLink;
}) {
  if (Row) return <Row />;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      {Actions ? <Actions /> : null}
      {link ? <RowLinkButton link={link} /> : null}
      {open ? <EditButton open={open} /> : null}
    </Stack>
  );
}

/** One record as a card: its title field, the other fields as lines, its actions. */
function RecordCard({
  model,
  columns,
  screen,
  open,
  follow,
  actions,
}: {
  model: EntityModel;
  columns: Column[];
  screen?: Screen;
  open?: (id: RaRecord['id']) => void;
  follow?: (record: RaRecord) => void;
  actions: ReactNode;
}) {
  const record = useRecordContext()!;
  const specs = columns.map(columnSpec).filter((c) => c.source !== 'id');
  const title = screen?.card?.title ?? specs[0]?.source;
  const lines = screen?.card?.lines
    ? specs.filter((c) => screen.card!.lines!.includes(c.source))
    : specs.filter((c) => c.source !== title);
  const titleSpec = specs.find((c) => c.source === title) ?? { source: title };
  const line = (c: (typeof specs)[number]) => {
    const p = model.properties[c.source];
    const display = displayOf(p, c);
    const label = c.label ?? p?.label ?? c.source;
    // Cells that are not text (a switch, a chip) keep their own element.
    const { Cell } = displays[display];
    const text = displays[display].text(record[c.source], p);
    const Own = c.render;
    const value = Own ? (
      <Own record={record} />
    ) : display === 'switch' || display === 'chip' || display === 'reference' ? (
      <Cell record={record} source={c.source} p={p} column={c} />
    ) : (
      text
    );
    if (value === '' || value === null) return null;
    return (
      <CardLine key={c.source} label={label} end={Own ? !!c.action : display === 'switch'}>
        {value}
      </CardLine>
    );
  };
  const body = (
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {displayText(model.properties[title], record[title], titleSpec) || `#${record.id}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        #{String(record.id)}
      </Typography>
      {lines.map(line)}
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid="record-card">
      {(open || follow) && !lines.some((c) => displayOf(model.properties[c.source], c) === 'switch') ? (
        // A touch anywhere on the card opens it; keyboards and screen readers have its pencil (or link).
        <Box onClick={() => (follow ? follow(record) : open!(record.id))} sx={{ cursor: 'pointer' }}>
          {body}
        </Box>
      ) : (
        body
      )}
      <Box sx={{ px: 1, pb: 1 }}>{actions}</Box>
    </Card>
  );
}

function CardList(props: {
  model: EntityModel;
  columns: Column[];
  screen?: Screen;
  open?: (id: RaRecord['id']) => void;
  follow?: (record: RaRecord) => void;
  Actions?: ComponentType;
  slots: ListSlots;
  empty: ReactNode;
  /** Rows are selectable (a bulk action applies): each card gets its checkbox. */
  titleOf?: (record: RaRecord) => string;
}) {
  const { data, isPending } = useListContext();
  if (isPending) return null;
  if (!data?.length) return <>{props.empty}</>;
  const Own = props.slots.card;
  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      {data.map((record) => {
        const card = Own ? (
          <Own />
        ) : (
          <RecordCard
            {...props}
            actions={
              <RowActions
                Actions={props.Actions}
                Row={props.slots.row}
                open={props.open}
                link={props.screen?.rowLink}
              />
            }
          />
        );
        return (
          <RecordContextProvider key={record.id} value={record}>
            {props.titleOf ? (
              <SelectableCard record={record} title={props.titleOf(record)}>
                {card}
              </SelectableCard>
            ) : (
              card
            )}
          </RecordContextProvider>
        );
      })}
    </Stack>
  );
}

/** An admin who must pick a store first sees this instead of rows. */
function Waiting({ storeFirst, children }: { storeFirst: boolean; children: ReactNode }) {
  const { filterValues } = useListContext();
  if (storeFirst && !filterValues.company_id) return <EmptyList text={PICK_STORE_TEXT} />;
  return <>{children}</>;
}

/** The page's <h1> with the create button beside it (desktop). */
export function ListHeading({
  title,
  create,
  actions,
}: {
  title: string;
  create?: { to: string; label: string };
  /** The screen's buttons beside the title (its actions slot). */
  actions?: ReactNode;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const button =
    create && !phone ? (
      <Button component={Link} to={create.to} variant="contained" startIcon={<AddIcon />}>
        {create.label}
      </Button>
    ) : null;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {actions ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {actions}
          {button}
        </Stack>
      ) : (
        button
      )}
    </Stack>
  );
}

/** Keeps a phone's page inside the data: 4 cards a page, whatever page size the URL had. */
function PhonePageSize() {
  const { perPage, setPerPage } = useListContext();
  const done = useRef(false);
  useEffect(() => {
    if (!done.current && perPage !== PHONE_PAGE_SIZE) setPerPage(PHONE_PAGE_SIZE);
    done.current = true;
  }, [perPage, setPerPage]);
  return null;
}

/** The list of a screen (given by App, else the directory's screen of the current resource). */
export function SchemaList({ screen: given }: { screen?: Screen }) {
  const resource = useResourceContext()!;
  const { screenOf, modelOf, formPath, headerOf } = useDirectory();
  const screen = given ?? screenOf(resource);
  const model = modelOf(resource);
  const { admin, isLoading, level } = useUserPermissions();
  const phone = useMediaQuery(PHONE_QUERY);
  const openForm = useOpenForm(screen);
  const titleOf = useCallback((record: RaRecord) => recordTitle(model, screen, record), [model, screen]);
  const filters = filtersOf(model, screen, admin);
  const storeKey = phone ? `${resource}.phone` : `${resource}.listParams`;
  const sort = screen?.sort ?? {
    field: model.defaultSort.field,
    order: model.defaultSort.order === 'asc' ? ('ASC' as const) : ('DESC' as const),
  };
  const listMeta = useMemo<ListMeta | undefined>(
    () => (screen?.listCall ? { call: screen.listCall.name, params: screen.listCall.params } : undefined),
    [screen?.listCall],
  );
  const follow = useFollowRowLink(screen?.rowLink);
  // The columns the user hid ('Colunas', part of a saved view).
  const [hiddenColumns] = useHiddenColumns(resource);
  // The list's own parameters, read as the list reads them: an admin who must pick a store first
  // asks nothing until one is chosen.
  const [params] = useListParams({
    resource,
    storeKey,
    filterDefaultValues: defaultFilterValues(filters),
    sort,
    perPage: phone ? PHONE_PAGE_SIZE : 25,
  });
  const dataProvider = useDataProvider();
  const slots: ListSlots = screen?.slots ?? {};
  const Filters = slots.filters;
  const storeFirst = !!screen?.storeFirst && admin && model.tenant;
  const listEnabled = !storeFirst || !!params.filter?.company_id;
  // A store user lists their own store: where the area's filter bar keeps the store in the URL, a
  // store named in a link is not sent (the server would ignore it anyway).
  const permanentFilter = !admin && Filters ? OWN_STORE_ONLY : undefined;
  // The first page's call, under the key react-admin's list gives it (useGetList), asked as the
  // list first renders (calls.ts).
  const firstCall = {
    pagination: { page: params.page, perPage: params.perPage },
    sort: { field: params.sort, order: params.order },
    filter: { ...params.filter, ...permanentFilter },
    meta: listMeta,
  };
  useFirstRenderPrefetch(
    [resource, 'getList', firstCall],
    () =>
      dataProvider
        .getList(resource, firstCall)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    !isLoading && listEnabled,
  );
  if (isLoading) return null;
  const title = screen?.title ?? model.label.many;
  // A call the screen names itself (/users/save-if-admin) counts as much as the generic one.
  const offers = (op: 'save' | 'update') => model.operations.includes(op) || !!screen?.calls?.[op];
  const editable = !!screen?.form && offers('update');
  const creatable = !!screen?.form && offers('save');
  const open = editable ? openForm : undefined;
  const rowLink = screen?.rowLink;
  const rowClick = screen?.rowClick ?? (editable ? 'edit' : false);
  const columns = listColumns(model, screen, admin);
  const shownColumns = visibleOf(columns, (c) => columnSpec(c).source, hiddenColumns);
  const filterMode =
    screen?.filterMode === 'apply' || (screen?.filterMode === 'apply-for-admins' && admin) ? 'apply' : 'live';
  const createLabel = screen?.createLabel ?? 'Cadastrar';
  const Toolbar = slots.toolbar;
  const Actions = slots.rowActions;
  const Heading = slots.actions;
  const Paging = slots.pagination;
  const Empty = slots.empty;
  const Rows = slots.rows ?? Fragment;
  const empty = Empty ? <Empty /> : <EmptyList text={screen?.empty} />;
  const hasActions = !!(open || Actions || rowLink || slots.row);
  // Rows are selectable wherever a bulk action applies: the schema's generic ones or the area's.
  const bulk = genericBulkActions(model, screen, level);
  const selectable = bulk.toggle || bulk.remove || !!slots.bulkActions;
  return (
    <>
      <ListHeading
        title={title}
        create={creatable ? { to: formPath(resource), label: createLabel } : undefined}
        actions={
          Heading ? (
            <Suspense fallback={null}>
              <Heading filterValues={params.filter ?? {}} />
            </Suspense>
          ) : undefined
        }
      />
      <List
        title={title}
        filterDefaultValues={defaultFilterValues(filters)}
        sort={sort}
        perPage={phone ? PHONE_PAGE_SIZE : 25}
        // The phone's 4-card pages are remembered apart from the desktop's page size.
        storeKey={storeKey}
        pagination={
          Paging ? (
            <Suspense fallback={null}>
              <Paging />
            </Suspense>
          ) : (
            <Pagination rowsPerPageOptions={phone ? [] : ROWS_PER_PAGE} />
          )
        }
        filter={permanentFilter}
        empty={false}
        exporter={false}
        actions={false}
        queryOptions={{ enabled: listEnabled, meta: listMeta, refetchOnMount: unlessPrefetched() }}
        sx={{ '& .RaList-content': { boxShadow: 'none' } }}
      >
        {Filters ? (
          <Suspense fallback={<LinearProgress />}>
            <Filters />
          </Suspense>
        ) : (
          <FilterBar defs={filters} mode={filterMode} storeFirst={storeFirst} />
        )}
        <SavedViews
          resource={resource}
          columns={columns.map((c) => {
            const spec = columnSpec(c);
            return {
              source: spec.source,
              label: spec.label || headerOf(resource, spec.source) || spec.source,
            };
          })}
        />
        {phone ? <PhonePageSize /> : null}
        <Waiting storeFirst={storeFirst}>
          {/* The area's pieces (toolbar, cells, row actions) load with the list. */}
          <Suspense fallback={<LinearProgress />}>
            {Toolbar ? <Toolbar /> : null}
            {selectable ? <BulkBar actions={bulk} titleOf={titleOf} Area={slots.bulkActions} /> : null}
            {selectable && phone ? <SelectPage /> : null}
            <Rows>
              {phone ? (
                <CardList
                  model={model}
                  columns={columns}
                  screen={screen}
                  open={open}
                  follow={follow}
                  Actions={Actions}
                  slots={slots}
                  empty={empty}
                  titleOf={selectable ? titleOf : undefined}
                />
              ) : (
                <Box sx={scrollX}>
                  <Datagrid
                    rowClick={
                      follow
                        ? (_id, _resource, record) => (follow(record), false)
                        : rowClick === 'edit' && open
                          ? (id) => (open(id), false)
                          : false
                    }
                    // Selection is the bulk bar's (BulkBar, above the rows) and its column's.
                    bulkActionButtons={false}
                    empty={empty}
                    sx={screen?.dense ? { '& .MuiTableCell-root': { px: 1 } } : undefined}
                  >
                    {selectable ? selectionColumn(titleOf) : null}
                    {shownColumns.map((c) => columnFor(model, c, headerOf(resource, columnSpec(c).source)))}
                    {hasActions ? (
                      <FunctionField
                        label="Ações"
                        textAlign="right"
                        render={() => (
                          <RowActions Actions={Actions} Row={slots.row} open={open} link={rowLink} />
                        )}
                      />
                    ) : null}
                  </Datagrid>
                </Box>
              )}
            </Rows>
          </Suspense>
        </Waiting>
      </List>
      {creatable ? <CreateFab to={formPath(resource)} label={createLabel} /> : null}
    </>
  );
}
