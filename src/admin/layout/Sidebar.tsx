// Below 960 px (the theme's md) the menu is a drawer over the page, closed until the app bar's
// menu button opens it; react-admin's own sidebar only does that below 600 px.
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Drawer, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Sidebar as RaSidebar, useSidebarState, type SidebarProps } from 'react-admin';

export function Sidebar(props: SidebarProps) {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  // The closed drawer's menu mounts when the drawer first opens, then stays: mounted at once it was
  // a render of its own (every link, group and tooltip) on a phone's first screen, for a menu
  // hidden from view and from assistive technology until opened.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // A narrow screen starts with the page, not the menu.
  useEffect(() => {
    if (compact) setOpen(false);
  }, [compact]); // only when the width class changes, not on every toggle

  if (!compact) return <RaSidebar {...props} />;
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      ModalProps={{ keepMounted: opened }}
      // The drawer is a modal dialog over the page: it needs a name of its own.
      slotProps={{ paper: { sx: { width: 280 }, 'aria-label': 'Menu' } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <StorefrontIcon />
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          Painel Lojista
        </Typography>
      </Box>
      {props.children}
    </Drawer>
  );
}
