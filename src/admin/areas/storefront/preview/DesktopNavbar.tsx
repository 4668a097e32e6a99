// The storefront's navbar on a computer: a horizontal bar of the top-level items in ordenate order;
// an item with children opens a dropdown of them (a disclosure button: Escape or leaving it closes
// it, one open at a time). Items are not links here: the preview must not leave the panel, so each
// says where it leads in its tooltip.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Paper } from '@mui/material';
import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { PreviewNavItem } from '../../../../shared/calls';

const itemSx = {
  px: 2,
  py: 1.5,
  fontSize: 15,
  fontWeight: 500,
  color: 'text.primary',
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
} as const;

export const routeHint = (item: PreviewNavItem) => (item.route ? `Leva a ${item.route}` : undefined);

function Dropdown({
  item,
  open,
  onToggle,
  onClose,
}: {
  item: PreviewNavItem;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    onClose();
    (e.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
  };
  const closeOnLeave = (e: FocusEvent) => {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onClose();
  };
  return (
    <Box component="li" sx={{ position: 'relative' }} onKeyDown={closeOnEscape} onBlur={closeOnLeave}>
      <ButtonBase
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        title={routeHint(item)}
        sx={{ ...itemSx, '&:focus-visible': { outline: '2px solid', outlineOffset: -2 } }}
      >
        {item.name}
        <ExpandMoreIcon
          fontSize="small"
          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      </ButtonBase>
      <Paper
        id={id}
        component="ul"
        elevation={4}
        hidden={!open}
        aria-label={item.name}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          zIndex: 2,
          minWidth: 200,
          m: 0,
          py: 1,
          px: 0,
          listStyle: 'none',
        }}
      >
        {item.childrens.map((child) => (
          <Box component="li" key={child.id} title={routeHint(child)} sx={{ px: 2, py: 1, fontSize: 14 }}>
            {child.name}
          </Box>
        ))}
      </Paper>
    </Box>
  );
}

export function DesktopNavbar({ items }: { items: PreviewNavItem[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Box
      component="nav"
      aria-label="Menu da loja"
      sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', listStyle: 'none', m: 0, p: 0 }}
      >
        {items.map((item) =>
          item.childrens.length ? (
            <Dropdown
              key={item.id}
              item={item}
              open={openId === item.id}
              onToggle={() => setOpenId((o) => (o === item.id ? null : item.id))}
              onClose={() => setOpenId(null)}
            />
          ) : (
            <Box component="li" key={item.id} title={routeHint(item)} sx={itemSx}>
              {item.name}
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}
