// The side menu, from menu.ts: groups as collapsible sections, admin-only items only for admins.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { useUserPermissions } from '../permissions';
import { isGroup, menu, type MenuGroup, type MenuLink } from './menu';

function visible(items: MenuLink[], admin: boolean) {
  return items.filter((i) => admin || !i.adminOnly);
}

function Group({ group, admin }: { group: MenuGroup; admin: boolean }) {
  const location = useLocation();
  const items = visible(group.items, admin);
  const [open, setOpen] = useState(() => items.some((i) => location.pathname === i.to));
  const [sidebarOpen] = useSidebarState();
  if (!items.length) return null;
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open}>
        <ListItemText primary={group.label} slotProps={{ primary: { fontWeight: 600 } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
          {items.map((item) => (
            <RaMenu.Item key={item.label + item.to} to={item.to} primaryText={item.label} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

export function Menu() {
  const { admin } = useUserPermissions();
  return (
    <RaMenu>
      {menu.map((entry) =>
        isGroup(entry) ? (
          <Group key={entry.label} group={entry} admin={admin} />
        ) : admin || !entry.adminOnly ? (
          <RaMenu.Item key={entry.to} to={entry.to} primaryText={entry.label} />
        ) : null,
      )}
    </RaMenu>
  );
}
