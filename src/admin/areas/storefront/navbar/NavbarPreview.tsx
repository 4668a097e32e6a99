// A live preview of the storefront's menu, from the same items the list shows (only the active
// ones, as the public /layout/nav-bar/order answers): on a computer a bar whose items open their
// children in a dropdown; on a phone a drawer behind the menu button, each item an accordion.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import {
  Box,
  Button,
  Collapse,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { NavbarNode } from '../../../../shared/calls';

/** What the storefront shows: active items, and active children of active items. */
export function visibleMenu(items: NavbarNode[]): NavbarNode[] {
  return items.filter((i) => i.active).map((i) => ({ ...i, childrens: i.childrens.filter((c) => c.active) }));
}

function DesktopBar({ items }: { items: NavbarNode[] }) {
  const [open, setOpen] = useState<{ id: number; anchor: HTMLElement } | null>(null);
  const current = items.find((i) => i.id === open?.id);
  return (
    <Box
      component="nav"
      aria-label="Prévia do menu no computador"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, bgcolor: 'grey.900', px: 1, py: 0.5 }}
    >
      {items.map((item) =>
        item.childrens.length ? (
          <Button
            key={item.id}
            size="small"
            aria-haspopup="menu"
            aria-expanded={open?.id === item.id}
            endIcon={<ExpandMoreIcon />}
            onClick={(e) => setOpen({ id: item.id, anchor: e.currentTarget })}
            sx={{ color: 'common.white', textTransform: 'none' }}
          >
            {item.name}
          </Button>
        ) : (
          <Button key={item.id} size="small" sx={{ color: 'common.white', textTransform: 'none' }}>
            {item.name}
          </Button>
        ),
      )}
      <Menu anchorEl={open?.anchor} open={!!current} onClose={() => setOpen(null)}>
        {current?.childrens.map((c) => (
          <MenuItem key={c.id} onClick={() => setOpen(null)}>
            {c.name}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

function PhoneDrawer({ items }: { items: NavbarNode[] }) {
  const [drawer, setDrawer] = useState(true);
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 320,
        mx: 'auto',
        border: 2,
        borderColor: 'grey.800',
        borderRadius: 3,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', bgcolor: 'grey.900', color: 'common.white', px: 1 }}>
        <IconButton
          aria-label={drawer ? 'Fechar menu da prévia' : 'Abrir menu da prévia'}
          aria-expanded={drawer}
          onClick={() => setDrawer((d) => !d)}
          sx={{ color: 'common.white' }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="body2">Menu</Typography>
      </Box>
      <Collapse in={drawer}>
        <List component="nav" aria-label="Prévia do menu no celular" dense disablePadding>
          {items.map((item) => (
            <Box key={item.id}>
              <ListItemButton
                onClick={() => setExpanded((e) => (e === item.id ? null : item.id))}
                aria-expanded={item.childrens.length ? expanded === item.id : undefined}
              >
                <ListItemText primary={item.name} />
                {item.childrens.length ? (
                  <ExpandMoreIcon
                    sx={{ transform: expanded === item.id ? 'rotate(180deg)' : 'none', transition: '0.2s' }}
                  />
                ) : null}
              </ListItemButton>
              {item.childrens.length ? (
                <Collapse in={expanded === item.id}>
                  <List dense disablePadding>
                    {item.childrens.map((c) => (
                      <ListItemButton key={c.id} sx={{ pl: 4 }}>
                        <ListItemText primary={c.name} />
                      </ListItemButton>
                    ))}
                  </List>
                </Collapse>
              ) : null}
            </Box>
          ))}
        </List>
      </Collapse>
    </Box>
  );
}

export function NavbarPreview({ items }: { items: NavbarNode[] }) {
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const menu = visibleMenu(items);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="navbar-preview">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Prévia do menu
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, next: 'desktop' | 'phone' | null) => next && setDevice(next)}
          aria-label="Dispositivo da prévia"
        >
          <ToggleButton value="desktop">Computador</ToggleButton>
          <ToggleButton value="phone">Celular</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {!menu.length ? (
        <Typography color="text.secondary">Nenhum item ativo no menu</Typography>
      ) : device === 'desktop' ? (
        <DesktopBar items={menu} />
      ) : (
        <PhoneDrawer items={menu} />
      )}
    </Paper>
  );
}
