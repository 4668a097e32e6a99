// The jump box (Ctrl+K, or the magnifier in the top bar): one field that opens any screen of the
// user's menu or any record the server finds for what is typed (/search/index: products, orders,
// people, coupons, stores for admins). Keyboard first — arrows move, Enter opens, Esc closes — and
// the last places opened come first while the field is empty.
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Autocomplete,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  ListSubheader,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  type PopperProps,
  type Theme,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { JumpHit, JumpKind } from '../../shared/calls';
import { useCall } from '../generic/calls';
import { useDirectory } from '../generic/directory-context';
import { useUserPermissions } from '../permissions';
import { isGroup, menuOf, visibleMenu } from './menu-entries';

export interface JumpOption {
  key: string;
  group: string;
  label: string;
  detail?: string | null;
  path: string;
}

const KIND_GROUP: Record<JumpKind, string> = {
  product: 'Produtos',
  order: 'Pedidos',
  consumer: 'Consumidores',
  contact: 'Contatos',
  coupon: 'Cupons',
  store: 'Lojas',
};
const KIND_ENTITY: Record<Exclude<JumpKind, 'order'>, string> = {
  product: 'product',
  consumer: 'consumer',
  contact: 'contact',
  coupon: 'coupon',
  store: 'company',
};
const RECENT_MAX = 6;
const DEBOUNCE_MS = 200;

/** Lower case without accents: 'configuracoes' finds 'Configurações'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function useRecent(userId: unknown) {
  const key = `painel.jump-recent.${String(userId ?? '')}`;
  const [recent, setRecent] = useState<JumpOption[]>([]);
  useEffect(() => {
    try {
      setRecent(JSON.parse(localStorage.getItem(key) ?? '[]') as JumpOption[]);
    } catch {
      setRecent([]);
    }
  }, [key]);
  const remember = (option: JumpOption) => {
    const next = [{ ...option, group: 'Recentes' }, ...recent.filter((r) => r.path !== option.path)].slice(
      0,
      RECENT_MAX,
    );
    setRecent(next);
    localStorage.setItem(key, JSON.stringify(next));
  };
  return { recent, remember };
}

/** The screens of the user's own menu, 'Produtos › Marcas'. */
function useScreens(): JumpOption[] {
  const directory = useDirectory();
  const { level } = useUserPermissions();
  return useMemo(() => {
    const entries = visibleMenu(menuOf(directory), (link) => directory.menuShows(link.to, level));
    return entries.flatMap((entry) =>
      (isGroup(entry)
        ? entry.items.map((link) => ({ link, group: entry.label }))
        : [{ link: entry, group: '' }]
      )
        .filter(({ link }) => !link.pending)
        .map(({ link, group }) => {
          const label = group ? `${group} › ${link.label}` : link.label;
          // Two items may open one path (a screen under two groups): the label tells them apart.
          return { key: `tela:${label}:${link.to}`, group: 'Telas', label, path: link.to };
        }),
    );
  }, [directory, level]);
}

/** The results right under the field, in the dialog's flow (a floating list would be cut off). */
function InlineResults({ anchorEl: _anchor, open, children, disablePortal: _portal, ...rest }: PopperProps) {
  if (!open) return null;
  const { className, role, id } = rest as { className?: string; role?: string; id?: string };
  return (
    <div
      className={className}
      role={role}
      id={id}
      style={{ position: 'static', width: 'auto', marginTop: 8 }}
    >
      {typeof children === 'function' ? null : children}
    </div>
  );
}

function JumpBox({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { formPath, resourceOf } = useDirectory();
  const { identity } = useGetIdentity();
  const { recent, remember } = useRecent(identity?.id);
  const screens = useScreens();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useCall('jumpSearch', query.length >= 2 ? { q: query } : null, {
    placeholderData: (previous) => previous,
  });

  const pathOf = (hit: JumpHit) =>
    hit.kind === 'order' ? `/detailOrder/${hit.id}` : formPath(resourceOf(KIND_ENTITY[hit.kind]), hit.id);
  const typed = fold(input.trim());
  const options: JumpOption[] = !typed
    ? [...recent, ...screens]
    : [
        ...screens.filter((s) => fold(s.label).includes(typed)),
        ...(query.length >= 2 ? (data?.data ?? []) : []).map((hit) => ({
          key: `${hit.kind}:${hit.id}`,
          group: KIND_GROUP[hit.kind],
          label: hit.title,
          detail: hit.detail,
          path: pathOf(hit),
        })),
      ];

  const open = (option: JumpOption) => {
    remember(option);
    onClose();
    navigate(option.path);
  };

  return (
    <Autocomplete<JumpOption, false, false, false>
      open
      autoHighlight
      disablePortal
      forcePopupIcon={false}
      options={options}
      groupBy={(o) => o.group}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.key}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_, option) => option && open(option)}
      onClose={(_, reason) => reason === 'escape' && onClose()}
      loading={isFetching && typed.length >= 2}
      loadingText="Buscando…"
      noOptionsText={typed.length < 2 ? 'Digite ao menos 2 caracteres' : 'Nada encontrado'}
      clearText="Limpar"
      slots={{ popper: InlineResults }}
      slotProps={{ listbox: { sx: { maxHeight: { xs: 'calc(100vh - 200px)', sm: 420 } } } }}
      // Each group a role=group named by its header: MUI's own markup puts bare lists in the listbox.
      renderGroup={(params) => (
        <li key={params.key} role="presentation">
          <Box component="ul" role="group" aria-labelledby={`jump-group-${params.key}`} sx={{ p: 0 }}>
            <ListSubheader component="li" role="presentation" id={`jump-group-${params.key}`} disableSticky>
              {params.group}
            </ListSubheader>
            {params.children}
          </Box>
        </li>
      )}
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{
            flexDirection: 'column',
            alignItems: 'flex-start !important',
            justifyContent: 'center !important',
          }}
        >
          <Typography variant="body2">{option.label}</Typography>
          {option.detail ? (
            <Typography variant="caption" color="text.secondary">
              {option.detail}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label="Buscar telas e registros"
          placeholder="Produto, pedido nº, cliente, cupom…"
        />
      )}
    />
  );
}

const OPEN_EVENT = 'painel:busca-rapida';

/** Opens the jump box from elsewhere: the side menu's 'Busca rápida' on a phone. */
export const openJumpSearch = () => window.dispatchEvent(new Event(OPEN_EVENT));

/**
 * The top bar's magnifier (from 600 px up: a phone's bar has no room left for the title, so there
 * the side menu opens it), and Ctrl+K (⌘K) anywhere in the panel.
 */
export function JumpSearch() {
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    const onOpen = () => setOpen(true);
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_EVENT, onOpen);
    };
  }, []);
  return (
    <>
      <Tooltip title="Busca rápida (Ctrl+K)">
        <IconButton
          color="inherit"
          aria-label="Busca rápida (Ctrl+K)"
          onClick={() => setOpen(true)}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
        aria-labelledby="jump-title"
        slotProps={{ paper: { sx: { alignSelf: { sm: 'flex-start' }, mt: { sm: 10 } } } }}
      >
        <DialogTitle id="jump-title" sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
          <Box component="span" sx={{ flex: 1 }}>
            Busca rápida
          </Box>
          <IconButton aria-label="Fechar" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ pt: '8px !important', minHeight: { sm: 480 } }}>
          {open ? <JumpBox onClose={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
