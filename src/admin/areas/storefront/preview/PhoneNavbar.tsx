// The storefront's navbar on a phone: a menu button opening a drawer inside the phone's frame (not
// over the panel), where each item with children is an accordion of them. Escape or 'Fechar menu'
// closes it and gives the focus back to the menu button.
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import type { PreviewNavItem } from '../../../../shared/calls';
import { routeHint } from './DesktopNavbar';

const rowSx = {
  width: '100%',
  justifyContent: 'space-between',
  px: 2,
  py: 1.5,
  fontSize: 16,
  textAlign: 'left',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

function AccordionItem({ item }: { item: PreviewNavItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box component="li">
      <ButtonBase
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        title={routeHint(item)}
        sx={{ ...rowSx, display: 'flex', '&:focus-visible': { outline: '2px solid', outlineOffset: -2 } }}
      >
        {item.name}
        <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />
      </ButtonBase>
      <Box
        component="ul"
        id={id}
        hidden={!open}
        aria-label={item.name}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {item.childrens.map((child) => (
          <Box
            component="li"
            key={child.id}
            title={routeHint(child)}
            sx={{ ...rowSx, pl: 4, fontSize: 15, bgcolor: 'action.hover' }}
          >
            {child.name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The menu button; the drawer opens over `drawerHost`'s box (the phone's frame). */
export function PhoneMenuButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  return (
    <IconButton aria-label="Abrir menu da loja" aria-expanded={open} onClick={onOpen} data-menu-button>
      <MenuIcon />
    </IconButton>
  );
}

export function PhoneMenuDrawer({
  items,
  onClose,
  emptyPart,
}: {
  items: PreviewNavItem[];
  onClose: () => void;
  emptyPart?: React.ReactNode;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Box
      sx={{ position: 'absolute', inset: 0, zIndex: 3, display: 'flex' }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <Box
        role="dialog"
        aria-label="Menu da loja"
        sx={{ width: '85%', bgcolor: 'background.paper', boxShadow: 8, overflowY: 'auto' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, py: 0.5 }}>
          <Typography sx={{ pl: 1, fontWeight: 600 }}>Menu</Typography>
          <IconButton ref={closeRef} aria-label="Fechar menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Menu da loja">
          {items.length ? (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
              {items.map((item) =>
                item.childrens.length ? (
                  <AccordionItem key={item.id} item={item} />
                ) : (
                  <Box component="li" key={item.id} title={routeHint(item)} sx={rowSx}>
                    {item.name}
                  </Box>
                ),
              )}
            </Box>
          ) : (
            <Box sx={{ p: 2 }}>{emptyPart}</Box>
          )}
        </Box>
      </Box>
      {/* The shade beside the drawer closes it, as a storefront's does; the close button is the
          keyboard's way. */}
      <Box aria-hidden onClick={onClose} sx={{ flex: 1, bgcolor: 'rgba(0,0,0,0.4)' }} />
    </Box>
  );
}
