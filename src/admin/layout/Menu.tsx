// The side menu, from menu-entries.ts: groups as collapsible sections with icons, the current screen's item
// highlighted, each item only for those its route lets in (access.ts). When the desktop sidebar is
// folded to its icons, a group's icon unfolds it; on a narrow screen a tap on an item closes the drawer.
// For assistive technologies it is site navigation, not an application menu: a <nav> landmark with
// nested lists of links, each group a disclosure button (aria-expanded) over its own list. (A
// role=menu may hold only menu items, and asks for arrow-key navigation a sidebar does not have.)
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Chip,
  Collapse,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSidebarState } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useDirectory } from '../generic/directory-context';
import { useUserPermissions } from '../permissions';
import { theme } from '../theme';
import { openJumpSearch } from './JumpSearch';
import { useMenuCount } from './menuCount';
import { activeLink, isGroup, menuOf, visibleMenu, type MenuGroup, type MenuLink } from './menu-entries';

const itemSx = {
  borderRadius: 1,
  mx: 1,
  my: 0.25,
  '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
} as const;

/** Read by screen readers, not shown (as MUI's own visuallyHidden). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** A count as the badge shows it: up to 999, then '999+' (the accessible name has the number). */
const badgeText = (n: number) => (n > 999 ? '999+' : String(n));

function LinkItem({ link, active, inset }: { link: MenuLink; active: boolean; inset?: boolean }) {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const count = useMenuCount(link.pending ? undefined : link.count);
  const Icon = link.icon;
  const noun = count === undefined ? '' : count === 1 ? link.count!.noun.one : link.count!.noun.many;
  // A screen still to come: shown for what it will be, but not a link to a placeholder.
  if (link.pending)
    return (
      <ListItem disablePadding>
        <Box
          sx={{
            ...itemSx,
            display: 'flex',
            alignItems: 'center',
            flexGrow: 1,
            minWidth: 0,
            px: 2,
            py: 0.75,
            pl: inset && sidebarOpen ? 4 : undefined,
            color: 'text.secondary',
          }}
        >
          {Icon ? (
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
          ) : null}
          <ListItemText
            primary={link.label}
            slotProps={{ primary: { noWrap: true, fontSize: 14, color: 'text.secondary' } }}
          />
          {sidebarOpen ? <Chip label="Em breve" size="small" variant="outlined" sx={{ ml: 1 }} /> : null}
        </Box>
      </ListItem>
    );
  const button = (
    <ListItemButton
      component={Link}
      to={link.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => compact && setSidebarOpen(false)}
      sx={{ ...itemSx, py: 0.75, pl: inset && sidebarOpen ? 4 : undefined }}
    >
      {Icon ? (
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
      ) : null}
      <ListItemText primary={link.label} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
      {count !== undefined && sidebarOpen ? (
        // The link's name is its text: 'A Aprovar 12 pedidos' (the noun is there for screen readers).
        <Box
          component="span"
          data-testid="menu-count"
          sx={{
            ml: 1,
            px: 0.75,
            minWidth: 22,
            borderRadius: 11,
            fontSize: 12,
            lineHeight: '20px',
            fontWeight: 600,
            textAlign: 'center',
            bgcolor: active ? 'rgba(0,0,0,0.25)' : 'rgba(0,0,0,0.08)',
          }}
        >
          {/* A space apart from the label in the link's name, whatever the layout. */}
          {` ${badgeText(count)} `}
          <Box component="span" sx={visuallyHidden}>
            {noun}
          </Box>
        </Box>
      ) : null}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {sidebarOpen ? (
        button
      ) : (
        <Tooltip title={count === undefined ? link.label : `${link.label} (${count})`} placement="right">
          {button}
        </Tooltip>
      )}
    </ListItem>
  );
}

function GroupItem({
  group,
  active,
  expanded,
  onToggle,
}: {
  group: MenuGroup;
  active?: MenuLink;
  expanded: boolean;
  onToggle: () => void;
}) {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const listId = useId();
  const Icon = group.icon;
  const holdsActive = !!active && group.items.includes(active);
  const open = expanded && sidebarOpen;
  const header = (
    <ListItemButton
      onClick={() => {
        if (!sidebarOpen) {
          setSidebarOpen(true);
          if (!expanded) onToggle();
        } else onToggle();
      }}
      aria-expanded={open}
      // Only while its list is there to point at (Collapse unmounts it when folded).
      aria-controls={open ? listId : undefined}
      sx={{ ...itemSx, py: 0.75, color: holdsActive ? 'primary.main' : undefined }}
    >
      <ListItemIcon sx={{ minWidth: 36, color: holdsActive ? 'primary.main' : undefined }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={group.label}
        slotProps={{ primary: { noWrap: true, fontWeight: 600, fontSize: 14 } }}
      />
      {sidebarOpen ? expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" /> : null}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={group.label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} dense disablePadding aria-label={group.label}>
          {group.items.map((item) => (
            <LinkItem key={item.label + item.to} link={item} active={item === active} inset />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** On a phone, the jump box's way in (the top bar's magnifier shows from 600 px up). */
function JumpMenuItem() {
  const [, setSidebarOpen] = useSidebarState();
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  if (!phone) return null;
  return (
    <ListItemButton
      onClick={() => {
        setSidebarOpen(false);
        openJumpSearch();
      }}
    >
      <ListItemIcon>
        <SearchIcon />
      </ListItemIcon>
      <ListItemText primary="Busca rápida" />
    </ListItemButton>
  );
}

export function Menu() {
  const { level } = useUserPermissions();
  const [sidebarOpen] = useSidebarState();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { pathname } = useLocation();
  const directory = useDirectory();
  const menu = useMemo(() => menuOf(directory), [directory]);
  const entries = visibleMenu(menu, (link) => directory.menuShows(link.to, level));
  const active = activeLink(entries, pathname);
  const activeGroup = entries.find((e) => isGroup(e) && !!active && e.items.includes(active))?.label;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(activeGroup ? [activeGroup] : []),
  );

  // Arriving at a screen (a link, the create button, the address bar) unfolds its group.
  useEffect(() => {
    if (activeGroup) setExpanded((open) => (open.has(activeGroup) ? open : new Set(open).add(activeGroup)));
  }, [activeGroup]);

  const toggle = (label: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(label)) next.add(label);
      return next;
    });

  return (
    <Box
      component="nav"
      aria-label="Menu principal"
      sx={{
        py: 1,
        // The docked sidebar is a fixed box that would shrink to the widest label.
        width: compact ? '100%' : sidebarOpen ? theme.sidebar.width : theme.sidebar.closedWidth,
        transition: (t) => t.transitions.create('width'),
      }}
    >
      <JumpMenuItem />
      <List dense disablePadding>
        {entries.map((entry) =>
          isGroup(entry) ? (
            <GroupItem
              key={entry.label}
              group={entry}
              active={active}
              expanded={expanded.has(entry.label)}
              onToggle={() => toggle(entry.label)}
            />
          ) : (
            <LinkItem key={entry.to} link={entry} active={entry === active} />
          ),
        )}
      </List>
    </Box>
  );
}
