// The side menu, from menu-entries.ts: groups as collapsible sections with icons, the current screen's item
// highlighted, each item only for those its route lets in (access.ts). When the desktop sidebar is
// folded to its icons, a group's icon unfolds it; on a narrow screen a tap on an item closes the drawer.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Chip,
  Collapse,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useSidebarState } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { menuShows } from '../access';
import { useUserPermissions } from '../permissions';
import { theme } from '../theme';
import { activeLink, isGroup, menu, visibleMenu, type MenuGroup, type MenuLink } from './menu-entries';

const itemSx = {
  borderRadius: 1,
  mx: 1,
  my: 0.25,
  '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
} as const;

function LinkItem({ link, active, inset }: { link: MenuLink; active: boolean; inset?: boolean }) {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const Icon = link.icon;
  // A screen still to come: shown for what it will be, but not a link to a placeholder.
  if (link.pending)
    return (
      <MenuItem
        disabled
        aria-disabled
        sx={{ ...itemSx, py: 0.75, pl: inset && sidebarOpen ? 4 : undefined, opacity: '1 !important' }}
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
      </MenuItem>
    );
  const button = (
    <MenuItem
      component={Link}
      to={link.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      // MenuList's roving focus would leave links out of the Tab order.
      tabIndex={0}
      onClick={() => compact && setSidebarOpen(false)}
      sx={{ ...itemSx, py: 0.75, pl: inset && sidebarOpen ? 4 : undefined }}
    >
      {Icon ? (
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
      ) : null}
      <ListItemText primary={link.label} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
    </MenuItem>
  );
  return sidebarOpen ? (
    button
  ) : (
    <Tooltip title={link.label} placement="right">
      {button}
    </Tooltip>
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
  const Icon = group.icon;
  const holdsActive = !!active && group.items.includes(active);
  const header = (
    <ListItemButton
      onClick={() => {
        if (!sidebarOpen) {
          setSidebarOpen(true);
          if (!expanded) onToggle();
        } else onToggle();
      }}
      aria-expanded={expanded && sidebarOpen}
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
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={group.label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={expanded && sidebarOpen} timeout="auto" unmountOnExit>
        <div role="group" aria-label={group.label}>
          {group.items.map((item) => (
            <LinkItem key={item.label + item.to} link={item} active={item === active} inset />
          ))}
        </div>
      </Collapse>
    </>
  );
}

export function Menu() {
  const { level } = useUserPermissions();
  const [sidebarOpen] = useSidebarState();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { pathname } = useLocation();
  const entries = visibleMenu(menu, (link) => menuShows(link.to, level));
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
    <MenuList
      aria-label="Menu principal"
      dense
      sx={{
        py: 1,
        // The docked sidebar is a fixed box that would shrink to the widest label.
        width: compact ? '100%' : sidebarOpen ? theme.sidebar.width : theme.sidebar.closedWidth,
        transition: (t) => t.transitions.create('width'),
      }}
    >
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
    </MenuList>
  );
}
