// "Visões salvas" of every generic list (SchemaList mounts it under the filter bar): a chip per view
// of the signed-in user for this list (calls in src/shared/calls/views.ts) that applies its filters,
// sort, page size and columns; the active one is filled, the default has a star; each has a menu to
// make it the default (or not) and to delete it. 'Salvar visão' keeps the list's current state, and
// 'Colunas' chooses the table's columns. The default view is applied when the list opens without
// filters of its own in the URL (a link with filters, say from the dashboard, wins).
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useListContext, useNotify } from 'react-admin';
import type { SavedView, ViewState } from '../../shared/calls';
import { VIEW_NAME_MAX, VIEW_NAME_MESSAGES } from '../../shared/saved-views';
import { useCall, useCallMutation, useNotifyError } from './calls';
import { fieldErrorsOf } from './FormDialog';
import { TOAST_MS } from './toasts';
import { useConfirm } from './useConfirm';
import { cleanFilter, showsView, useHiddenColumns, visibleOf } from './viewState';

export const VIEWS_LABEL = 'Visões salvas';
/** SchemaList's phone breakpoint (not imported from it: SchemaList mounts this file). */
const PHONE_QUERY = '(max-width:959.95px)';

export interface ColumnChoice {
  source: string;
  label: string;
}

/** The 'Colunas' button: a checkbox per column; the last visible one cannot be unticked. */
function ColumnsButton({ columns, resource }: { columns: ColumnChoice[]; resource: string }) {
  const [hidden, setHidden] = useHiddenColumns(resource);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shown = visibleOf(columns, (c) => c.source, hidden).map((c) => c.source);
  const toggle = (source: string) => {
    if (shown.includes(source)) {
      if (shown.length <= 1) return;
      setHidden([...hidden.filter((h) => h !== source), source]);
    } else setHidden(hidden.filter((h) => h !== source && columns.some((c) => c.source === h)));
  };
  return (
    <>
      <Tooltip title="Colunas">
        <IconButton
          aria-label="Colunas"
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          size="small"
        >
          <ViewColumnIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {columns.map((c) => {
          const on = shown.includes(c.source);
          return (
            <MenuItem
              key={c.source}
              role="menuitemcheckbox"
              aria-checked={on}
              aria-disabled={on && shown.length <= 1}
              onClick={() => toggle(c.source)}
              dense
            >
              {/* The item itself is the checkbox (menuitemcheckbox): the box is only drawn. */}
              <ListItemIcon>
                {on ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText>{c.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** 'Salvar visão': the name, 'Usar como padrão', Cancelar / Salvar. */
function SaveViewDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  /** Resolves to the name's error to show, or undefined when saved. */
  onSave: (name: string, isDefault: boolean) => Promise<string | undefined>;
}) {
  const [name, setName] = useState('');
  const [isDefault, setDefault] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  useEffect(() => {
    if (open) {
      setName('');
      setDefault(false);
      setError(undefined);
    }
  }, [open]);
  const check = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return VIEW_NAME_MESSAGES.required;
    if ([...trimmed].length > VIEW_NAME_MAX) return VIEW_NAME_MESSAGES.tooLong;
    return undefined;
  };
  const submit = async () => {
    const problem = check(name);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setError(await onSave(name.trim(), isDefault));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>Salvar visão</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label="Nome da visão"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (error) setError(check(e.target.value));
            }}
            error={!!error}
            helperText={error ?? ' '}
          />
          <FormControlLabel
            control={<Checkbox checked={isDefault} onChange={(e) => setDefault(e.target.checked)} />}
            label="Usar como padrão"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** One view: the chip that applies it and the button of its menu. */
function ViewChip({
  view,
  active,
  onApply,
  onDefault,
  onDelete,
}: {
  view: SavedView;
  active: boolean;
  onApply: () => void;
  onDefault: () => void;
  onDelete: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }} data-testid="saved-view">
      <Chip
        label={view.name}
        icon={view.is_default ? <StarIcon titleAccess="Visão padrão" /> : undefined}
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        aria-pressed={active}
        onClick={onApply}
        size="small"
      />
      <IconButton
        size="small"
        aria-label={`Opções da visão ${view.name}`}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.25 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDefault();
          }}
        >
          {view.is_default ? 'Remover padrão' : 'Tornar padrão'}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete();
          }}
        >
          Excluir visão
        </MenuItem>
      </Menu>
    </Stack>
  );
}

/** The row of views above a generic list's rows; `columns` are the table's, for 'Colunas'. */
export function SavedViews({ resource, columns }: { resource: string; columns: ColumnChoice[] }) {
  const { filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const phone = useMediaQuery(PHONE_QUERY);
  const notify = useNotify();
  const tell = useNotifyError();
  const location = useLocation();
  const [hidden, setHidden] = useHiddenColumns(resource);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView>();
  const body = useMemo(() => ({ list: resource }), [resource]);
  // A panel without the calls (a test's provider) simply has no views.
  const { data, isError } = useCall('savedViews', body, { notifyError: false });
  const views = data?.data;
  const invalidate = { calls: ['savedViews' as const] };
  const create = useCallMutation('savedViewCreate', { invalidate });
  const update = useCallMutation('savedViewUpdate', { invalidate });
  const remove = useCallMutation('savedViewDelete', { invalidate });
  const confirm = useConfirm({
    title: `Excluir a visão "${deleting?.name ?? ''}"?`,
    text: 'A visão some desta lista; os registros não mudam.',
    confirmLabel: 'Excluir',
  });

  const visible = visibleOf(columns, (c) => c.source, hidden).map((c) => c.source);
  const current: Required<ViewState> = {
    filter: cleanFilter(filterValues),
    sort: { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' },
    perPage,
    columns: visible,
  };
  const active = views?.find((v) => showsView(v.state, current, phone));

  const apply = (view: SavedView) => {
    const { filter, sort: order, perPage: size, columns: shown } = view.state;
    setFilters(filter ?? {}, {});
    if (order) setSort(order);
    // A phone's pages are always 4 cards.
    if (size && !phone) setPerPage(size);
    if (shown) setHidden(columns.map((c) => c.source).filter((s) => !shown.includes(s)));
  };

  // The default view, once, when the list opened without filters in its URL.
  const opened = useRef({ linked: new URLSearchParams(location.search).has('filter'), done: false });
  useEffect(() => {
    if (!views || opened.current.done) return;
    opened.current.done = true;
    const preferred = views.find((v) => v.is_default);
    if (preferred && !opened.current.linked && !showsView(preferred.state, current, phone)) apply(preferred);
    // Only the first answer counts: later changes are the user's.
    // (apply and current are read as they are now, on purpose.)
  }, [views]);

  if (isError) return null;

  const save = async (name: string, isDefault: boolean): Promise<string | undefined> => {
    const state: ViewState = phone
      ? { filter: current.filter, sort: current.sort }
      : { filter: current.filter, sort: current.sort, perPage, columns: visible };
    try {
      await create.mutateAsync({ list: resource, name, state, is_default: isDefault });
      notify('Visão salva', { type: 'success', autoHideDuration: TOAST_MS });
      setSaving(false);
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields?.name) return fields.name;
      tell(error);
      return undefined;
    }
  };
  const toggleDefault = (view: SavedView) =>
    update.mutate(
      { id: view.id, is_default: !view.is_default },
      {
        onSuccess: () =>
          notify(view.is_default ? 'Visão não é mais a padrão' : 'Visão padrão definida', {
            type: 'success',
            autoHideDuration: TOAST_MS,
          }),
        onError: tell,
      },
    );
  const askDelete = async (view: SavedView) => {
    setDeleting(view);
    if (!(await confirm.ask())) return;
    remove.mutate(
      { id: view.id },
      {
        onSuccess: () => notify('Visão excluída', { type: 'success', autoHideDuration: TOAST_MS }),
        onError: tell,
      },
    );
  };

  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', gap: 1, pb: 1, minWidth: 0, flexWrap: phone ? 'nowrap' : 'wrap' }}
    >
      {/* No views yet: only the buttons, no empty row label on every list. */}
      {views?.length ? (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ flexShrink: 0 }}>
          Visões:
        </Typography>
      ) : null}
      <Stack
        role="group"
        aria-label={VIEWS_LABEL}
        direction="row"
        useFlexGap
        sx={{
          gap: 1,
          alignItems: 'center',
          minWidth: 0,
          // On a phone the chips scroll sideways in one line; the buttons stay in reach beside them.
          ...(phone ? { flex: 1, flexWrap: 'nowrap', overflowX: 'auto', py: 0.5 } : { flexWrap: 'wrap' }),
        }}
      >
        {views?.map((v) => (
          <ViewChip
            key={v.id}
            view={v}
            active={v.id === active?.id}
            onApply={() => apply(v)}
            onDefault={() => toggleDefault(v)}
            onDelete={() => void askDelete(v)}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0, ml: phone ? 0 : 'auto' }}>
        {phone ? (
          <Tooltip title="Salvar visão">
            <IconButton
              aria-label="Salvar visão"
              onClick={() => setSaving(true)}
              size="small"
              color="primary"
            >
              <BookmarkAddOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Button size="small" startIcon={<BookmarkAddOutlinedIcon />} onClick={() => setSaving(true)}>
            Salvar visão
          </Button>
        )}
        {columns.length > 1 ? <ColumnsButton columns={columns} resource={resource} /> : null}
      </Box>
      <SaveViewDialog open={saving} onClose={() => setSaving(false)} onSave={save} />
      {confirm.dialog}
    </Stack>
  );
}
