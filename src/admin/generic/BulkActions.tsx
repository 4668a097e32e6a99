// Bulk actions of the generic list (SchemaList): the bar shown while rows are selected ('N
// selecionados', 'Limpar seleção'), the generic actions the entity's schema offers (Ativar /
// Desativar for a writable boolean `active` with the update call; Excluir with the delete call,
// after a confirmation), the area's own actions (ListSlots.bulkActions), and the per-row runner
// every action uses. Each row is its own call through the data provider, so each is all-or-nothing
// on the server with the usual permission and store checks; the outcome is reported per row.
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  List as MuiList,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  Suspense,
} from 'react';
import {
  FunctionField,
  type Identifier,
  type RaRecord,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { EntityModel } from '../../shared/entity';
import { mayAccess, mayUseField, reaches, type Level } from '../../shared/policy';
import { reasonOf } from '../api';
import { representationOf } from './representation';
import type { Screen } from './screen';
import { countText } from '../../shared/count-text';
import { TOAST_MS } from './toasts';
import { useConfirm } from './useConfirm';

/** How many rows are sent at once: small, so a long selection does not crowd the server. */
const CONCURRENCY = 2;

/** One row's outcome: refused ones carry the server's pt-BR reason. */
export interface RowOutcome {
  id: Identifier;
  title: string;
  ok: boolean;
  reason?: string;
}

/**
 * Runs `work` on each row, `concurrency` at a time, never failing as a whole: each row's outcome
 * (in the rows' order), with the server's reason for a refused one.
 */
export async function eachRow<T extends RaRecord>(
  rows: T[],
  work: (row: T) => Promise<unknown>,
  {
    titleOf,
    concurrency = CONCURRENCY,
    onProgress,
  }: { titleOf: (row: T) => string; concurrency?: number; onProgress?: (done: number) => void },
): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = new Array(rows.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index];
      try {
        await work(row);
        outcomes[index] = { id: row.id, title: titleOf(row), ok: true };
      } catch (error) {
        outcomes[index] = { id: row.id, title: titleOf(row), ok: false, reason: reasonOf(error) };
      }
      onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, rows.length)) }, worker));
  return outcomes;
}

/** '1 item atualizado' / '3 itens atualizados' (the generic nouns; an area may word its own). */
export const updatedText = (n: number) => countText(n, 'item atualizado', 'itens atualizados');
export const deletedText = (n: number) => countText(n, 'item excluído', 'itens excluídos');

/** What the bar gives an action: the selected rows, how to name one, and the runner. */
export interface BulkApi {
  /** The selected records (those of other pages as they were last seen). */
  records: RaRecord[];
  titleOf: (record: RaRecord) => string;
  /**
   * Runs `work` on each row, then reports: a toast `done(n)` when every row passed, else the
   * 'Resultado' dialog listing the refused rows with the server's reasons. Refused rows stay
   * selected, the others are deselected, and the list is read again.
   */
  run: (
    rows: RaRecord[],
    work: (row: RaRecord) => Promise<unknown>,
    texts?: { done?: (n: number) => string; titleOf?: (row: RaRecord) => string },
  ) => Promise<RowOutcome[]>;
  busy: boolean;
}

const BulkContext = createContext<BulkApi | null>(null);

/** The bulk bar's runner and selection, for an area's bulk actions (ListSlots.bulkActions). */
export function useBulk(): BulkApi {
  const api = useContext(BulkContext);
  if (!api) throw new Error('useBulk fora da barra de ações em lote');
  return api;
}

/** The generic actions an entity offers a user on a screen, from its schema and calls. */
export function genericBulkActions(
  model: Pick<EntityModel, 'operations' | 'properties' | 'access'>,
  screen: Pick<Screen, 'form' | 'calls' | 'editAccess'> | undefined,
  level: Level,
): { toggle: boolean; remove: boolean } {
  const offers = (op: 'update' | 'delete') => model.operations.includes(op) || !!screen?.calls?.[op];
  // As the list's pencil: a list without a form only shows records; a screen whose editing needs
  // more than its list (editAccess) offers no changes below that level.
  const gate = screen?.editAccess?.level ? reaches(level, screen.editAccess.level) : true;
  const write = !!screen?.form && gate && mayAccess(model, level, 'write');
  const active = model.properties.active;
  const toggle =
    write &&
    offers('update') &&
    !!active &&
    active.schema.type === 'boolean' &&
    !active.readOnly &&
    mayUseField(active, level, 'write');
  return { toggle, remove: write && offers('delete') };
}

/** How a record is named in the report: the card's title field, the entity's, else its number. */
export function recordTitle(model: Pick<EntityModel, 'name'>, screen: Screen | undefined, record: RaRecord) {
  const fields = [screen?.card?.title, representationOf(model.name), 'name', 'fantasy_name'];
  for (const field of fields) {
    const value = field ? record[field] : undefined;
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return `#${String(record.id)}`;
}

/** Keeps the records seen while paging, so a selection spanning pages still knows its rows. */
function useSelectedRecords(): RaRecord[] {
  const { selectedIds = [], data } = useListContext();
  const seen = useRef(new Map<Identifier, RaRecord>());
  for (const record of data ?? []) seen.current.set(record.id, record);
  return useMemo(
    () => selectedIds.map((id) => seen.current.get(id) ?? ({ id } as RaRecord)),
    // `data` is a dependency: it refreshes what `seen` holds.
    [selectedIds, data],
  );
}

/** 'Resultado': what passed, and each refused row by its title with the server's reason. */
function OutcomeDialog({ outcomes, onClose }: { outcomes: RowOutcome[] | null; onClose: () => void }) {
  const refused = outcomes?.filter((o) => !o.ok) ?? [];
  const passed = (outcomes?.length ?? 0) - refused.length;
  return (
    <Dialog open={!!outcomes} onClose={onClose} aria-labelledby="bulk-outcome-title" maxWidth="sm" fullWidth>
      <DialogTitle id="bulk-outcome-title">Resultado</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {passed ? `${countText(passed, 'item concluído', 'itens concluídos')}; ` : ''}
          {countText(refused.length, 'item recusado', 'itens recusados')}:
        </DialogContentText>
        <MuiList dense aria-label="Itens recusados">
          {refused.map((o) => (
            <ListItem key={String(o.id)} disableGutters>
              <ListItemText primary={o.title} secondary={o.reason} />
            </ListItem>
          ))}
        </MuiList>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The runner and its report, bound to the list on screen. */
function useRunner(titleOf: (record: RaRecord) => string) {
  const { onSelect } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcomes, setOutcomes] = useState<RowOutcome[] | null>(null);
  const run = useCallback<BulkApi['run']>(
    async (rows, work, texts = {}) => {
      setProgress({ done: 0, total: rows.length });
      const result = await eachRow(rows, work, {
        titleOf: texts.titleOf ?? titleOf,
        onProgress: (done) => setProgress({ done, total: rows.length }),
      });
      setProgress(null);
      const refused = result.filter((o) => !o.ok);
      onSelect(refused.map((o) => o.id));
      refresh();
      if (refused.length) setOutcomes(result);
      else
        notify((texts.done ?? updatedText)(result.length), { type: 'success', autoHideDuration: TOAST_MS });
      return result;
    },
    [titleOf, onSelect, refresh, notify],
  );
  const ui = (
    <>
      {progress ? (
        <Box sx={{ width: '100%' }}>
          <LinearProgress
            variant="determinate"
            value={(progress.done / Math.max(progress.total, 1)) * 100}
            aria-label={`Processando ${progress.done} de ${progress.total}`}
          />
          <Typography variant="caption" color="text.secondary" role="status">
            Processando {progress.done} de {progress.total}…
          </Typography>
        </Box>
      ) : null}
      <OutcomeDialog outcomes={outcomes} onClose={() => setOutcomes(null)} />
    </>
  );
  return { run, busy: !!progress, ui };
}

/** Ativar / Desativar / Excluir, as the schema offers them. */
function GenericActions({ toggle, remove }: { toggle: boolean; remove: boolean }) {
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const { records, run, busy } = useBulk();
  const n = records.length;
  const confirm = useConfirm({
    title: n === 1 ? 'Excluir 1 item selecionado?' : `Excluir ${n} itens selecionados?`,
    text: 'Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
  });
  const setActive = (active: boolean) =>
    void run(records, (row) =>
      dataProvider.update(resource, { id: row.id, data: { active }, previousData: row }),
    );
  const removeAll = async () => {
    if (!(await confirm.ask())) return;
    await run(records, (row) => dataProvider.delete(resource, { id: row.id, previousData: row }), {
      done: deletedText,
    });
  };
  return (
    <>
      {toggle ? (
        <>
          <Button size="small" disabled={busy} onClick={() => setActive(true)}>
            Ativar
          </Button>
          <Button size="small" disabled={busy} onClick={() => setActive(false)}>
            Desativar
          </Button>
        </>
      ) : null}
      {remove ? (
        <Button size="small" color="error" disabled={busy} onClick={() => void removeAll()}>
          Excluir
        </Button>
      ) : null}
      {confirm.dialog}
    </>
  );
}

/**
 * The bar above the rows while some are selected: how many, 'Limpar seleção', the generic actions
 * and the area's (`Area`, which reads the selection and runs through useBulk).
 */
export function BulkBar({
  actions,
  titleOf,
  Area,
}: {
  actions: { toggle: boolean; remove: boolean };
  titleOf: (record: RaRecord) => string;
  Area?: ComponentType;
}) {
  const { selectedIds = [], onUnselectItems } = useListContext();
  const records = useSelectedRecords();
  const { run, busy, ui } = useRunner(titleOf);
  const api = useMemo<BulkApi>(() => ({ records, titleOf, run, busy }), [records, titleOf, run, busy]);
  const n = selectedIds.length;
  return (
    <BulkContext.Provider value={api}>
      {n ? (
        <Paper
          variant="outlined"
          role="region"
          aria-label="Ações em lote"
          sx={{ my: 1, px: 1.5, py: 1, borderColor: 'primary.main' }}
        >
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="subtitle2" component="p" aria-live="polite" sx={{ mr: 1 }}>
              {n === 1 ? '1 selecionado' : `${n} selecionados`}
            </Typography>
            <Button size="small" disabled={busy} onClick={() => onUnselectItems()}>
              Limpar seleção
            </Button>
            <GenericActions {...actions} />
            {Area ? (
              // Its own boundary: the area's piece loading must not blank the rows.
              <Suspense fallback={null}>
                <Area />
              </Suspense>
            ) : null}
          </Stack>
          {ui}
        </Paper>
      ) : (
        ui
      )}
    </BulkContext.Provider>
  );
}

/** A phone card's checkbox, named after its record ('Selecionar Casa Verde'). */
export function CardCheckbox({ record, title }: { record: RaRecord; title: string }) {
  const { selectedIds = [], onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': `Selecionar ${title}` } }}
    />
  );
}

const SELECT_PAGE = 'Selecionar todos desta página';

/** Whether the page's rows are all (or some) selected, and the toggle of them all. */
function usePageSelection() {
  const { selectedIds = [], data = [], onSelect } = useListContext();
  const ids = data.map((r) => r.id);
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  const some = !all && ids.some((id) => selectedIds.includes(id));
  const toggle = () =>
    onSelect(all ? selectedIds.filter((id) => !ids.includes(id)) : [...new Set([...selectedIds, ...ids])]);
  return { empty: !ids.length, all, some, toggle };
}

/** On a phone, above the cards: 'Selecionar todos desta página'. */
export function SelectPage() {
  const { empty, all, some, toggle } = usePageSelection();
  if (empty) return null;
  return (
    <FormControlLabel
      sx={{ ml: 0 }}
      control={
        <Checkbox
          size="small"
          checked={all}
          indeterminate={some}
          onChange={toggle}
          icon={<CheckBoxOutlineBlankIcon fontSize="small" />}
        />
      }
      label={<Typography variant="body2">{SELECT_PAGE}</Typography>}
    />
  );
}

/** The table's selection column header: the page's checkbox. */
function SelectPageHeader() {
  const { empty, all, some, toggle } = usePageSelection();
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={some}
      disabled={empty}
      onChange={toggle}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': SELECT_PAGE } }}
    />
  );
}

/**
 * The table's first column while rows are selectable: each row's checkbox named after its record
 * ('Selecionar Casa Verde'). Not react-admin's own column: its row checkbox puts the name on the
 * wrapper instead of the input (axe: a form element without a label).
 */
export function selectionColumn(titleOf: (record: RaRecord) => string) {
  return (
    <FunctionField
      key="bulk_select"
      source="bulk_select"
      label={<SelectPageHeader />}
      sortable={false}
      render={(record: RaRecord) => <CardCheckbox record={record} title={titleOf(record)} />}
    />
  );
}

/** Wraps a card with its checkbox (the generic card's and an area's own). */
export function SelectableCard({
  record,
  title,
  children,
}: {
  record: RaRecord;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ pt: 1 }}>
        <CardCheckbox record={record} title={title} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

/** An area action's dialog: what to apply to the selected rows, then its button (or Cancelar). */
export function BulkDialog({
  title,
  open = true,
  onClose,
  onConfirm,
  confirmLabel = 'Aplicar',
  disabled,
  children,
}: {
  title: string;
  open?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = `bulk-dialog-${title.replace(/\W+/g, '-')}`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} maxWidth="xs" fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button onClick={onConfirm} variant="contained" disabled={disabled}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
